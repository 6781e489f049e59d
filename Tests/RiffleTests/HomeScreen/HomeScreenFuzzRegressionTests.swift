import RiffleTestSupport
import Testing

@testable import Riffle

/// The home-screen findings of the fuzz target (issue 11): events for removed icons, far-future timestamps.
@Suite("Home screen: fuzz regressions")
struct HomeScreenFuzzRegressionTests {
    static func screen() -> HomeScreen {
        HomeScreen(layout: .init(pages: [["a0", "a1", "a2", "a3"]], dock: []), screenSize: Vector(x: 320, y: 568))
    }

    /// `Fuzz/Regressions/homescreen/HomeScreen--open-a`: a tap on an icon removed while the finger was on it.
    @Test func removingThePressedIconCancelsItsTap() {
        var home = Self.screen()
        let a0 = home.geometry.iconFrame(atSlot: 0).center
        home.handle(PointerEvent(id: 1, phase: .down, location: a0, timestamp: 0.1))
        let removed = home.remove("a0", at: 0.15)
        #expect(removed)
        home.handle(PointerEvent(id: 1, phase: .up, location: a0, timestamp: 0.2))
        let events = home.takeEvents()
        #expect(events.isEmpty)
        expectEqual(home.layout.icons, ["a1", "a2", "a3"])

        // The next tap on the icon now in that slot opens it.
        home.handle(PointerEvent(id: 1, phase: .down, location: a0, timestamp: 1))
        home.handle(PointerEvent(id: 1, phase: .up, location: a0, timestamp: 1.05))
        let next = home.takeEvents()
        expectEqual(next, [.open("a1")])
    }

    /// `Fuzz/Regressions/homescreen/HomeScreen--pageChanged`, a harness false positive kept as a regression.
    ///
    /// A dot tap turns to page 1, then leaving edit mode removes the empty page 0 before it. Each change is
    /// reported when it happens, against the pages of that moment: `pageChanged(1)` with two pages, then
    /// `pageChanged(0)` with one.
    @Test func aPageTurnThenTheRemovalOfAnEmptyPageBeforeItReportBothIndices() throws {
        var home = HomeScreen(
            layout: .init(pages: [[]], dock: ["d0"]), screenSize: Vector(x: 390, y: 844),
            settings: .init(configuration: .directionalPaging))
        home.beginEditing(at: 0)
        let moved = home.move("d0", to: .page(1, index: 0), at: 0.1)
        #expect(moved)
        expectEqual(home.layout.pages.count, 2)
        _ = home.takeEvents()
        let dot = try #require(home.indicator.dot(forPage: 1))
        let origin = home.indicatorFrame.origin
        let point = Point(x: origin.x + dot.center.x, y: origin.y + dot.center.y)
        home.handle(PointerEvent(id: 1, phase: .down, location: point, timestamp: 0.2))
        home.handle(PointerEvent(id: 1, phase: .up, location: point, timestamp: 0.25))
        expectEqual(home.takeEvents(), [.pageChanged(1), .announcement(.page(2, of: 2))])
        expectEqual(home.currentPage, 1)
        home.endEditing(at: 0.3)
        expectEqual(home.takeEvents(), [.editingChanged(false), .pageChanged(0), .announcement(.page(1, of: 1))])
        expectEqual(home.layout.pages, [["d0"]])
        expectEqual(home.currentPage, 0)
    }

    /// Removing another icon during a press leaves the pressed icon's tap alone.
    @Test func removingAnotherIconKeepsTheTap() {
        var home = Self.screen()
        let a2 = home.geometry.iconFrame(atSlot: 2).center
        home.handle(PointerEvent(id: 1, phase: .down, location: a2, timestamp: 0.1))
        let removed = home.remove("a0", at: 0.15)
        #expect(removed)
        home.handle(PointerEvent(id: 1, phase: .up, location: a2, timestamp: 0.2))
        let events = home.takeEvents()
        expectEqual(events, [.open("a2")])
    }

    /// `Fuzz/Regressions/homescreen/HomeScreen--removed-during-page-drag`: removing the icon a page drag began on
    /// must not strand the drag (the press is cancelled only while undecided).
    @Test func removingTheIconUnderAPageDragLetsTheDragFinish() {
        var home = HomeScreen(
            layout: .init(pages: [["a0", "a1"], ["b0"]], dock: []), screenSize: Vector(x: 320, y: 568))
        let a1 = home.geometry.iconFrame(atSlot: 1).center
        home.handle(PointerEvent(id: 1, phase: .down, location: a1, timestamp: 0.1))
        home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: a1.x - 40, y: a1.y), timestamp: 0.2))
        let removed = home.remove("a1", at: 0.25)
        #expect(removed)
        home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: a1.x - 120, y: a1.y), timestamp: 0.4))
        home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: a1.x - 200, y: a1.y), timestamp: 0.6))
        home.handle(PointerEvent(id: 1, phase: .up, location: Point(x: a1.x - 200, y: a1.y), timestamp: 0.65))
        var t = 0.65
        while home.needsFrames, t < 5 {
            t += 1.0 / 60
            home.advance(to: t)
        }
        #expect(!home.needsFrames)
        // The drag went on after the removal: 200 pt, beyond half of the 320 pt page, turns to page 1.
        expectEqual(home.track.position, 320)
        let events = home.takeEvents()
        expectEqual(events, [.pageChanged(1), .announcement(.page(2, of: 2))])
    }

    /// `Fuzz/Regressions/homescreen/HomeScreen--still-moving`: a move stamped 1.8e308 s moved the clock there, where
    /// adding a frame's duration gives the same time, so a later page drag's settling never ended.
    @Test func aFarFutureTimestampDoesNotStopTheClock() {
        var home = Self.screen()
        home.handle(
            PointerEvent(id: 1, phase: .move, location: Point(x: 100, y: 100), timestamp: .greatestFiniteMagnitude))
        home.handle(PointerEvent(id: 3, phase: .down, location: Point(x: 100, y: 100), timestamp: .infinity))
        home.advance(to: .greatestFiniteMagnitude)
        home.advance(to: 1e15)
        expectEqual(home.time, 0)

        // A page drag to the left, released: it settles within a few seconds of virtual time.
        home.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 250, y: 300), timestamp: 0.1))
        home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 300), timestamp: 0.15))
        home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 150, y: 300), timestamp: 0.2))
        home.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 150, y: 300), timestamp: 0.25))
        var t = 0.25
        while home.needsFrames, t < 5 {
            t += 1.0 / 60
            home.advance(to: t)
        }
        #expect(!home.needsFrames)
        expectEqual(home.track.position, 0)
    }

    /// The limit itself is a usable time; just beyond it counts as non-finite (commands use the latest time).
    @Test func timesUpToTheMaximumMagnitudeAreUsable() {
        var home = Self.screen()
        expectEqual(PointerEvent.maximumTimestampMagnitude, 1e12)
        home.advance(to: 1e12.nextUp)
        expectEqual(home.time, 0)
        home.showPage(0, animated: true, at: 2e12)
        expectEqual(home.time, 0)
        home.advance(to: 1e12)
        expectEqual(home.time, 1e12)
        #expect(
            HomeScreen(layout: .init(pages: [["a"]], dock: []), screenSize: Vector(x: 320, y: 568), time: -2e12).time
                == 0)
    }
}
