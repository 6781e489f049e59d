import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// ``Track/pressedSlot``: an item is pressed from the touch-down until the press can no longer tap it.
@Suite struct TrackPressTests {
    @Test func aTouchDownPressesTheItemUnderTheFingerAndTheTapEndsThePress() {
        var d = GestureDriver<Track>(.pages(initialIndex: 2))
        expectEqual(d.track.pressedSlot, nil)
        d.down(200, at: 1)
        expectEqual(d.track.pressedSlot, 2)
        d.up(200, at: 1.05)
        expectEqual(d.track.pressedSlot, nil)
        #expect(d.outputs.contains(.itemTapped(item: 2, slot: 2)))
    }

    @Test func movingWithinTheSlopKeepsThePressPassingItEndsIt() {
        var d = GestureDriver<Track>(.pages(initialIndex: 2))
        d.down(200, at: 1)
        d.move(205, at: 1.02)
        expectEqual(d.track.pressedSlot, 2, "still a possible tap inside the 10-point slop")
        d.move(240, at: 1.04)
        expectEqual(d.track.pressedSlot, nil, "the drag began: the item is no longer pressed")
        d.move(200, at: 1.06)
        expectEqual(d.track.pressedSlot, nil, "coming back does not press it again")
    }

    @Test func catchingAMovingTrackPressesNothing() {
        var d = GestureDriver<Track>(.pages(initialIndex: 2))
        d.drag(from: 300, to: 100, start: 1, duration: 0.1)
        d.wait(until: 1.15)
        #expect(d.track.phase != .idle)
        d.down(200, at: 1.15)
        expectEqual(d.track.pressedSlot, nil)
    }

    @Test func cancellingEndsThePress() {
        var d = GestureDriver<Track>(.pages(initialIndex: 2))
        d.down(200, at: 1)
        d.change { $0.cancelGesture(at: 1.1) }
        expectEqual(d.track.pressedSlot, nil)
    }

    @Test func aTouchOutsideEveryItemPressesNothing() {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 3, length: 100, spacing: 0),
            configuration: .init(layout: .init(alignment: .leading)))
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 350, y: 10), timestamp: 1))
        expectEqual(track.pressedSlot, nil)
        track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 350, y: 10), timestamp: 1.05))
        track.handle(PointerEvent(id: 2, phase: .down, location: Point(x: .nan, y: 10), timestamp: 2))
        expectEqual(track.pressedSlot, nil, "an unusable touch presses nothing")
    }

    @Test func theHostMarksThePressedPlacement() {
        var host = ComponentHost(Pager(itemCount: 5, index: 1))
        _ = host.send(.viewport(width: 390, height: 600), at: 0)
        _ = host.pointerChanged(to: Point(x: 100, y: 300), from: Point(x: 100, y: 300), at: 1)
        expectEqual(host.pressedIndex, 1)
        let pressed = host.placements(at: 1).filter(\.isPressed).map(\.index)
        expectEqual(pressed, [1])
        _ = host.pointerChanged(to: Point(x: 20, y: 300), at: 1.05)
        expectEqual(host.pressedIndex, nil)
        #expect(host.placements(at: 1.05).allSatisfy { !$0.isPressed })
    }
}
