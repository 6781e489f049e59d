import RiffleTestSupport
import Testing

@testable import Riffle

/// The home screen's answer to "is this drag mine?" (``ComponentHost/shouldBeginDrag(translation:velocity:)``), as
/// a home screen inside a scroll view needs it.
@Suite("HomeScreen shares its drags with a parent")
struct HomeScreenDragSharingTests {
    @Test func aVerticalDragOnThePagesIsLeftToTheParent() {
        var d = ComponentHost.view()
        let events = d.drag(
            from: HomeScreen.viewSlot(1), to: Point(x: HomeScreen.viewSlot(1).x + 4, y: 500),
            release: false)
        expectEqual(d.touchClaim, .declined)
        #expect(!d.shouldBeginDrag(translation: Vector(x: 4, y: 420)))
        let more = d.pointerEnded(at: Point(x: 60, y: 500), time: d.time + 0.01) + d.settleBesidesWiggle()
        #expect((events + more).isEmpty)
        #expect(!d.isEditing)
        expectEqual(d.currentPage, 0)
    }

    @Test func whileEditingAnIconMovesInAnyDirectionWithoutAHold() {
        var d = ComponentHost.view()
        d.drag(from: HomeScreen.viewSlot(1), to: HomeScreen.viewSlot(1), hold: 0.6)
        d.settleBesidesWiggle()
        #expect(d.isEditing)
        // Straight down two rows, at once: the icon's drag, not the parent's scroll.
        d.drag(from: HomeScreen.viewSlot(0), to: HomeScreen.viewSlot(8), release: false)
        expectEqual(d.touchClaim, .claimed)
        d.pointerEnded(at: HomeScreen.viewSlot(8), time: d.time + 0.01)
        d.settleBesidesWiggle()
        expectEqual(d.layout.pages[0].firstIndex(of: "a0"), 8)
    }
}
