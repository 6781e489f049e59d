import RiffleTestSupport
import Testing

@testable import Riffle

/// Commands (move, add, remove, resize) and bad input.
@Suite("HomeScreen: commands and bad input")
struct HomeScreenCommandTests {
    @Test func moveCommandMovesAndReportsAndRefusesBadRequests() {
        var home = HomeScreen.sample(pages: [20, 3], dock: 4)
        let result1 = home.move("a20", to: .page(0, index: 0), at: 0)
        #expect(result1)
        expectEqual(home.layout.pages[0].first, "a20")
        expectEqual(home.takeEvents(), [.moved("a20", from: .page(1, index: 0), to: .page(0, index: 0))])
        let result2 = home.move("nobody", to: .page(0, index: 0), at: 0.1)
        #expect(!result2)
        let result3 = home.move("a0", to: .dock(index: 0), at: 0.1)  // full dock
        #expect(!result3)
        let result4 = home.move("a0", to: .page(3, index: 0), at: 0.1)  // beyond the next new page
        #expect(!result4)
        let result5 = home.move("a0", to: .page(-1, index: 0), at: 0.1)
        #expect(!result5)
        let result6 = home.move("d0", to: .dock(index: 3), at: 0.2)  // within the full dock is fine
        #expect(result6)
        expectEqual(home.layout.dock, ["d1", "d2", "d3", "d0"])
        let result7 = home.move("a1", to: .page(2, index: 0), at: 0.3)  // a new page
        #expect(result7)
        expectEqual(home.layout.pages.map(\.count), [20, 2, 1])
        expectEqual(home.track.layout.itemCount, 3)
        expectEqual(home.indicator.count, 3)
    }

    @Test func outsideEditModeAPageLeftEmptyIsRemoved() {
        var home = HomeScreen.sample(pages: [20, 1], dock: 0)
        home.showPage(1, animated: false, at: 0)
        let result8 = home.move("a20", to: .dock(index: 0), at: 0.1)
        #expect(result8)
        expectEqual(home.layout.pages.count, 1)
        expectEqual(home.currentPage, 0)
        expectEqual(home.layout.dock, ["a20"])
    }

    @Test func addAndRemove() {
        var home = HomeScreen.sample(pages: [24], dock: 3)
        let result9 = home.add("new", time: 0)
        #expect(result9)
        expectEqual(home.layout.pages.map(\.count), [24, 1])  // a full last page adds a page
        let result10 = home.add("new", time: 0.1)  // already there
        #expect(!result10)
        let result11 = home.add("a0", time: 0.1)
        #expect(!result11)
        let result12 = home.add("dockNew", at: .dock(index: 0), time: 0.2)
        #expect(result12)
        let result13 = home.add("another", at: .dock(index: 0), time: 0.3)  // full dock
        #expect(!result13)
        expectEqual(home.layout.dock.first, "dockNew")
        let result14 = home.remove("new", at: 0.4)
        #expect(result14)
        expectEqual(home.layout.pages.count, 1)
        let result15 = home.remove("new", at: 0.5)
        #expect(!result15)
        let result16 = home.remove("ghost", at: 0.5)
        #expect(!result16)
        #expect(home.layout.validate(pageCapacity: 24).isEmpty)
    }

    @Test func commandsWaitWhileAnIconIsDragged() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.longPress(host.component.slotCenter(0), at: 0)
        var home = host.component
        let result17 = home.move("a1", to: .page(1, index: 0), at: 0.6)
        #expect(!result17)
        let result18 = home.add("x", time: 0.6)
        #expect(!result18)
        let result19 = home.remove("a1", at: 0.6)
        #expect(!result19)
        let result20 = home.remove("a0", at: 0.6)
        #expect(!result20)
    }

    @Test func shrinkingTheScreenKeepsEveryIconOnItsPageAndBadSizesAreIgnored() {
        var home = HomeScreen.sample(pages: [24, 24, 2])
        expectEqual(home.geometry.pageCapacity, 24)
        home.resize(to: Vector(x: 390, y: 600), at: 0.1)
        // 4 × 6 no longer fits at 65 points (⌊425.7 / 103⌋ = 4 rows). Upright, the height allows
        // (600 − 46 − 40 − 6·18 − 5·20) / (6 + 5/3) = 39.91 points; on its side (6 columns × 4 rows) the width
        // allows (350 − 5·20) / 6 = 41.67 points, the larger: the grid lies on its side, 24 icons a page.
        expectEqual(home.geometry.columns, 6)
        expectEqual(home.geometry.rows, 4)
        expectNear(home.geometry.iconSize, 250.0 / 6, within: 1e-9)
        expectEqual(home.geometry.pageCapacity, 24)
        expectEqual(home.geometry.overflowingRows, 0)
        expectEqual(home.layout.pages.map(\.count), [24, 24, 2])
        expectEqual(home.track.layout.itemCount, 3)
        expectEqual(home.dots.count, 3)
        let before = home.geometry
        home.resize(to: Vector(x: .nan, y: 600), at: 0.2)
        home.resize(to: Vector(x: 0, y: 600), at: 0.2)
        home.resize(to: Vector(x: 390, y: -1), at: 0.2)
        expectEqual(home.geometry, before)
        // Back at the first size, the first geometry.
        home.resize(to: Vector(x: 390, y: 844), at: 0.3)
        expectEqual(home.layout.pages.map(\.count), [24, 24, 2])
        expectEqual(home.geometry, HomeScreen.Geometry(screenSize: Vector(x: 390, y: 844), configuration: .init()))
    }

    /// The case: a 700 × 700 window (icons 700 / 6 ≈ 116.7 points) fits only 8 icons a page, which
    /// used to push the last 16 icons of page 1 onto page 2 and leave them there after the window grew back.
    @Test func aSquareWindowShrinksTheIconsInsteadOfMovingThem() {
        var home = HomeScreen.sample(pages: [24, 5])
        let first = home.layout
        let firstFrames = (0..<24).map { home.geometry.iconFrame(atSlot: $0) }
        home.resize(to: Vector(x: 700, y: 700), at: 0.1)
        expectEqual(home.layout, first)
        #expect(home.takeEvents().isEmpty)
        // Upright (4 × 6): (700 − 46 − 40 − 108 − 100) / (6 + 5/3) = 52.96 points; on its side (6 × 4):
        // min((660 − 100) / 6, (700 − 46 − 40 − 72 − 60) / (4 + 5/3)) = min(93.3, 85.06): on its side.
        expectEqual(home.geometry.columns, 6)
        expectEqual(home.geometry.rows, 4)
        expectNear(home.geometry.iconSize, 482 / (4 + 5.0 / 3), within: 1e-9)
        // Every icon of the grid lies inside the page area, above the page dots.
        let last = home.geometry.iconFrame(atSlot: 23)
        #expect(last.maxY + home.geometry.labelGap + home.geometry.labelHeight <= home.geometry.pageArea.maxY + 1e-9)
        #expect(last.maxX <= 700)
        home.resize(to: Vector(x: 390, y: 844), at: 0.2)
        expectEqual(home.layout, first)
        expectEqual((0..<24).map { home.geometry.iconFrame(atSlot: $0) }, firstFrames)
    }

    /// A screen too small for the grid even at the smallest icons says so and moves nothing.
    @Test func aScreenTooSmallForTheGridReportsItsOverflowingRows() {
        var home = HomeScreen.sample(pages: [24])
        home.resize(to: Vector(x: 390, y: 300), at: 0.1)
        expectEqual(home.layout.pages.map(\.count), [24])
        expectEqual(home.geometry.iconSize, HomeScreen.Geometry.minimumIconSize)
        #expect(home.geometry.overflowingRows > 0)
        // The icons keep their slots: the rows that do not fit are laid out below the page area.
        #expect(home.geometry.iconFrame(atSlot: 23).maxY > home.geometry.pageArea.maxY)
        home.resize(to: Vector(x: 390, y: 844), at: 0.2)
        expectEqual(home.geometry.overflowingRows, 0)
    }

    @Test func aScreenCreatedWithoutSizeLaysOutWhenItGetsOne() {
        var home = HomeScreen.sample(pages: [40], size: .zero)
        expectEqual(home.layout.pages.map(\.count), [40])
        home.resize(to: Vector(x: 390, y: 844), at: 0)
        expectEqual(home.layout.pages.map(\.count), [24, 16])
        expectEqual(home.placements.count, 24 + 4)
    }

    @Test func resizeDuringADragPutsTheIconBackAndIgnoresTheRestOfTheGesture() {
        var host = ComponentHost.script(HomeScreen.sample())
        let from = host.component.slotCenter(0)
        host.longPress(from, at: 0)
        host.glide(from: from, to: host.component.slotCenter(6), start: 0.55, duration: 0.2)
        host.send(.setViewport(width: 430, height: 932, topInset: 0, bottomInset: 0), at: 0.8)
        expectEqual(host.draggedIcon, nil)
        host.move(300, 300, at: 0.9)
        host.up(300, 300, at: 1)
        expectEqual(host.layout, HomeScreen.sample().layout)
        expectEqual(host.track.position, 0)
    }

    @Test func badPointerInputIsIgnored() {
        var home = HomeScreen.sample()
        home.handle(PointerEvent(id: 1, phase: .down, location: Point(x: .nan, y: 3), timestamp: 0))
        home.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 56, y: 52), timestamp: .infinity))
        home.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 56, y: 52), timestamp: 0.1))
        home.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 56, y: 52), timestamp: 0.2))
        home.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 56, y: 52), timestamp: 0.1))  // backwards
        home.handle(PointerEvent(id: 2, phase: .down, location: Point(x: 200, y: 52), timestamp: 0.25))  // second
        home.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 56, y: 52), timestamp: 0.3))
        expectEqual(home.takeEvents(), [.open("a0")])
        home.advance(to: .nan)
        home.advance(to: -5)
        expectEqual(home.time, 0.3)
        home.beginEditing(at: .nan)
        home.endEditing(at: .infinity)
        expectEqual(home.time, 0.3)
        expectEqual(home.takeEvents(), [.editingChanged(true), .editingChanged(false)])
    }

    @Test func iconHitTesting() {
        let home = HomeScreen.sample()
        expectEqual(home.icon(at: home.slotCenter(3))?.id, "a3")
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(home.icon(at: Point(x: 195, y: 650)) == nil)
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(home.icon(at: Point(x: .nan, y: 0)) == nil)
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(home.icon(at: Point(x: -10, y: 52)) == nil)
        let dock = home.geometry.dockIconFrame(at: 2, count: 4).center
        expectEqual(home.icon(at: dock)?.location, .dock(index: 2))
    }

    @Test func placementsCoverTheVisiblePageAndTheDock() {
        let home = HomeScreen.sample()
        let placements = home.placements
        expectEqual(placements.count, 24)
        expectEqual(Set(placements.map(\.id)).count, 24)
        expectEqual(home.dockPlacements.map(\.id), ["d0", "d1", "d2", "d3"])
        #expect(home.dockPlacements.allSatisfy { $0.labelFrame == nil })
        let a7 = placements.first { $0.id == "a7" }
        expectEqual(a7?.frame, home.geometry.iconFrame(atSlot: 7))
        expectEqual(a7?.labelFrame, home.geometry.labelFrame(atSlot: 7))
        expectEqual(a7?.scale, 1)
        expectEqual(a7?.rotation, 0)
        expectEqual(a7?.zIndex, 0)
        expectEqual(a7?.page, 0)
    }

    @Test func placementsIncludeThePageOffset() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.down(300, 650, at: 0)
        host.move(290, 650, at: 0.01)
        host.move(190, 650, at: 0.3)
        // The pages moved 100 points left: page 0's first icon and page 1's first icon.
        expectEqual(host.component.placement(of: "a0")?.frame.minX, 23.75 - 100)
        expectEqual(host.component.placement(of: "a20")?.frame.minX, 23.75 + 390 - 100)
        expectEqual(host.component.placement(of: "a20")?.page, 1)
    }
}
