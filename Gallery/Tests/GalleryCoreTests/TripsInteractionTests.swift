import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 13's Trips: the carousel says how many destinations there are, every press shows, the detail's sheet
/// drags to dismiss, the close control leaves with the card, and the layout fits any window.
@Suite("Trips: count, pressed states, sheet and window sizes")
struct TripsInteractionTests {
    static let insets = SceneInsets(top: 56, bottom: 24)

    func scene(_ size: CanvasSize = .phone) -> TripsScene {
        let scene = TripsScene()
        scene.resize(to: size, insets: Self.insets)
        return scene
    }

    func pointer(_ scene: TripsScene, _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at t: Double) {
        scene.handle(.pointer(PointerEvent(id: 0, phase: phase, location: Point(x: x, y: y), timestamp: t)))
    }

    func settle(_ scene: TripsScene, from t: Double) -> Double {
        var time = t
        while scene.needsFrame, time < t + 10 {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        return time
    }

    @Test(arguments: [
        CanvasSize(width: 320, height: 568), CanvasSize(width: 390, height: 844), CanvasSize(width: 768, height: 1024),
        CanvasSize(width: 1024, height: 1366),
    ])
    func theCardFitsBetweenTheTitleAndTheCounter(size: CanvasSize) throws {
        let trips = scene(size)
        let layout = TripsLayout(size: size, insets: Self.insets)
        let placements = trips.host.placements(at: 0)
        let placement = try #require(placements.first { $0.index == trips.host.index })
        let card = layout.card(placement, isDetailCard: false, detail: 0)
        let titleBottom = layout.titleOrigin(detail: 0).y + TripsLayout.titleHeight
        #expect(card.frame.y >= titleBottom + 16, "the card does not cover the title")
        #expect(card.frame.maxY + TripsLayout.footerHeight <= size.height - Self.insets.bottom + 1e-9)
        #expect(card.frame.x >= 20 && card.frame.maxX <= size.width - 20)
        #expect(card.frame.width <= max(350, card.frame.height * 1.25) + 1e-9, "no letterbox-wide card")
        // The dots sit under the card, inside the window.
        let dots = trips.pager.dotsOrigin
        let dotsTop = layout.carousel.y + dots.y
        #expect(dotsTop >= card.frame.maxY && dotsTop + trips.dotsHost.controlSize.y <= size.height)
    }

    @Test func theCounterAndTheDotsSayHowManyDestinationsThereAre() throws {
        let trips = scene()
        expectEqual(trips.state["counter"], .string("3 of 13"))
        expectEqual(trips.state["dots"], .string("Page 3 of 13"))
        // A tap on the trailing side of the dots steps to the next page, and the counter follows.
        let layout = TripsLayout(size: .phone, insets: Self.insets)
        let origin = trips.pager.dotsOrigin
        let y = layout.carousel.y + origin.y + trips.dotsHost.controlSize.y / 2
        pointer(trips, .down, origin.x + trips.dotsHost.controlSize.x - 4, y, at: 1)
        expectEqual(trips.state["dotsPressed"], .bool(true))
        pointer(trips, .up, origin.x + trips.dotsHost.controlSize.x - 4, y, at: 1.05)
        expectEqual(trips.state["dotsPressed"], .bool(false))
        _ = settle(trips, from: 1.05)
        expectEqual(trips.state["counter"], .string("4 of 13"))
    }

    @Test func aCardIsPressedFromTheTouchDownUntilTheDragBegins() {
        let trips = scene()
        pointer(trips, .down, 195, 450, at: 1)
        expectEqual(trips.state["pressed"], .int(2))
        pointer(trips, .move, 150, 450, at: 1.05)
        expectEqual(trips.state["pressed"], .null, "a drag is no press")
        pointer(trips, .up, 150, 450, at: 1.1)
        let cancel = scene()
        pointer(cancel, .down, 195, 450, at: 1)
        cancel.handle(.pointer(PointerEvent(id: 0, phase: .cancel, location: .zero, timestamp: 1.1)))
        expectEqual(cancel.state["pressed"], .null, "a cancel undoes it")
    }

    /// Opens the detail of the current card with a tap and lets it settle; returns the time.
    func openDetail(_ trips: TripsScene) -> Double {
        pointer(trips, .down, 195, 450, at: 1)
        pointer(trips, .up, 195, 450, at: 1.05)
        #expect(trips.isDetailOpen)
        return settle(trips, from: 1.05)
    }

    @Test func planThisTripHasAPressedStateAndAnEffect() {
        let trips = scene()
        let t = openDetail(trips)
        let layout = TripsLayout(size: .phone, insets: Self.insets)
        let button = layout.planButton(sheetTop: trips.sheetTop)
        pointer(trips, .down, button.midX, button.midY, at: t + 0.1)
        #expect(trips.isPlanPressed)
        pointer(trips, .up, button.midX, button.midY, at: t + 0.15)
        #expect(!trips.isPlanPressed)
        expectEqual(trips.state["planned"], .bool(true))
        #expect(trips.isDetailOpen, "the button does not close the detail")
        // A press that slides off the button is no tap: undone, nothing planned.
        pointer(trips, .down, button.midX, button.midY, at: t + 1)
        pointer(trips, .move, button.midX, button.midY - 80, at: t + 1.1)
        #expect(!trips.isPlanPressed)
        pointer(trips, .up, button.midX, button.midY - 80, at: t + 1.2)
        expectEqual(trips.state["planned"], .bool(true))
    }

    @Test func theSheetDragsDownToDismissAndSpringsBackFromAShortDrag() {
        let trips = scene()
        var t = openDetail(trips)
        let top = trips.sheetTop
        // 60 points down, released slowly: back to where it was.
        pointer(trips, .down, 195, top + 100, at: t + 0.1)
        var seen: [Double] = []
        for i in 1...10 {
            pointer(trips, .move, 195, top + 100 + 6 * Double(i), at: t + 0.1 + 0.05 * Double(i))
            seen.append(trips.sheetTop)
        }
        expectEqual(seen[1], top, "no jump when the drag begins (the slop is left out)")
        #expect(abs(seen[9] - seen[4] - 30) < 1e-9, "then 1:1 with the finger")
        pointer(trips, .move, 195, top + 160, at: t + 0.8)
        pointer(trips, .up, 195, top + 160, at: t + 0.8)
        t = settle(trips, from: t + 0.8)
        #expect(trips.isDetailOpen)
        expectNear(trips.sheetTop, top, within: 0.5)
        // Upward it resists (rubber band): 100 points of finger move it less than 60.
        pointer(trips, .down, 195, top + 150, at: t + 0.1)
        pointer(trips, .move, 195, top + 100, at: t + 0.2)
        pointer(trips, .move, 195, top + 50, at: t + 0.3)
        #expect(trips.sheetTop < top && trips.sheetTop > top - 60)
        pointer(trips, .up, 195, top + 50, at: t + 0.3)
        t = settle(trips, from: t + 0.3)
        // A quarter of the sheet down dismisses it, from where the finger left it (no jump).
        pointer(trips, .down, 195, top + 50, at: t + 0.1)
        for i in 1...20 { pointer(trips, .move, 195, top + 50 + 12 * Double(i), at: t + 0.1 + 0.05 * Double(i)) }
        let dragged = trips.sheetTop
        pointer(trips, .up, 195, top + 290, at: t + 1.1)
        #expect(!trips.isDetailOpen)
        expectNear(trips.sheetTop, dragged, within: 1, "the close starts where the sheet is")
        _ = settle(trips, from: t + 1.1)
        expectEqual(trips.detailProgress, 0)
    }

    @Test func theCloseControlRidesOnTheDetailCard() {
        let layout = TripsLayout(size: .phone, insets: Self.insets)
        let open = layout.closeButton
        expectEqual(open.center.x, 390 - 20 - 18)
        expectEqual(open.center.y, 56 + 16 + 18)
        // A card half-way back: the control is on its top-right corner, inside it, not where it was.
        let card = CanvasRect(x: 40, y: 200, width: 310, height: 500)
        let riding = layout.closeButton(onCard: card)
        #expect(card.contains(Point(x: riding.center.x, y: riding.center.y)))
        expectEqual(riding.center.x, card.maxX - 20 - 18)
    }
}
