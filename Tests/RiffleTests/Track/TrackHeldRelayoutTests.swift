import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// A relayout while a finger holds the track keeps it where it is, and the release always brings it to a snap.
@Suite("Track: relayouts under a holding finger")
struct TrackHeldRelayoutTests {
    @Test func aDragDroppedByARelayoutToNoItemsStillSettlesOnRelease() {
        var d = GestureDriver<Track>(.pages(count: 6, initialIndex: 2))
        d.drag(from: 300, to: 150, start: 1, duration: 0.2, release: false)
        // The data empties and comes back while the finger is down: the drag is dropped, the finger is not.
        d.change {
            $0.relayout(viewportLength: 390, items: .uniform(count: 0, length: 390, spacing: 0), at: 1.25)
            $0.relayout(viewportLength: 390, items: .uniform(count: 6, length: 390, spacing: 0), at: 1.3)
        }
        d.move(120, at: 1.35)
        d.up(120, at: 1.4)
        d.settle()
        expectEqual(d.track.phase, .idle)
        expectNear(d.track.position, d.track.layout.snaps[d.track.settledIndex], within: 1e-9)
    }

    @Test func aFingerThatCaughtAMovingTrackHoldsItThroughARelayout() throws {
        var d = GestureDriver<Track>(.pages(count: 10, initialIndex: 0))
        d.send(.scrollTo(index: 5, animated: true), at: 1)
        d.wait(until: 1.1)
        d.down(200, at: 1.1)  // catches it between pages
        let held = d.track.position
        #expect(held > 0 && abs(held.remainder(dividingBy: 390)) > 1)
        d.change { $0.relayout(viewportLength: 390, items: .uniform(count: 12, length: 390, spacing: 0), at: 1.2) }
        expectNear(d.track.position, held, within: 1e-9, "not snapped away under the finger")
        d.up(200, at: 1.25)
        d.settle()
        expectNear(d.track.position, d.track.layout.snaps[d.track.settledIndex], within: 1e-9)
    }

    @Test func aCaughtTrackOutsideTheNewLimitsSettlesInsideThemOnRelease() {
        // Found by the track fuzzer: one page left (limits 0…0) under a finger that caught the track mid-move.
        var d = GestureDriver<Track>(.pages(count: 10, initialIndex: 0))
        d.send(.scrollTo(index: 5, animated: true), at: 1)
        d.wait(until: 1.1)
        d.down(200, at: 1.1)
        d.change { $0.relayout(viewportLength: 390, items: .uniform(count: 1, length: 390, spacing: 0), at: 1.2) }
        d.up(200, at: 1.25)
        d.settle()
        expectEqual(d.track.position, 0)
        expectEqual(d.track.phase, .idle)
    }

    @Test func aTrackHeldAtRestStaysOnItsSnapThroughARelayoutAndATap() {
        // A finger resting on a still track is no catch: a relayout that moves the snaps (new item sizes) keeps the
        // track on its target snap, so the tap that follows leaves it at rest on a snap.
        var d = GestureDriver<Track>(.pages(count: 10, initialIndex: 3))
        d.down(200, at: 1)
        d.change { $0.relayout(viewportLength: 390, items: .uniform(count: 10, length: 300, spacing: 17), at: 1.02) }
        d.up(200, at: 1.05)
        d.settle()
        expectNear(d.track.position, d.track.layout.snaps[d.track.settledIndex], within: 1e-9)
    }
}
