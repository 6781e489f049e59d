import RiffleTestSupport
import Testing

@testable import Riffle

/// A standalone track treats times beyond ``PointerEvent/maximumTimestampMagnitude`` (10¹² s) like NaN, as the home
/// screen and card stack do: a clock sent to 1.8·10³⁰⁸ s could never advance again, so its motion never ended.
@Suite("Track: timestamps beyond 10¹² s count as non-finite")
struct TrackTimestampLimitTests {
    static func pager() -> Track {
        Track(viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0))
    }

    static func event(_ phase: PointerEvent.Phase, x: Double, at time: Double) -> PointerEvent {
        PointerEvent(id: 1, phase: phase, location: Point(x: x, y: 300), timestamp: time)
    }

    /// A drag whose middle sample is stamped 1.8·10³⁰⁸ s: the sample is ignored, the drag ends normally at 0.1 s
    /// (moved 260 pt of 390, past half a page) and settles on page 1.
    @Test func aHugeTimestampInADragIsIgnored() {
        var track = Self.pager()
        track.handle(Self.event(.down, x: 300, at: 0))
        track.handle(Self.event(.move, x: 200, at: 0.05))
        track.handle(Self.event(.move, x: 100, at: .greatestFiniteMagnitude))
        track.handle(Self.event(.move, x: 40, at: 0.1))
        track.handle(Self.event(.up, x: 40, at: 0.1))
        expectEqual(track.time, 0.1)
        track.advance(to: 5)
        #expect(!track.needsFrames)
        expectEqual(track.settledIndex, 1)
        expectEqual(track.position, 390)
    }

    /// Frames, commands and relayouts stamped beyond the limit change nothing; the next ordinary frame goes on.
    @Test func hugeFrameCommandAndRelayoutTimesAreIgnored() {
        var track = Self.pager()
        track.send(.next(animated: true), at: 0)
        track.advance(to: 1e13)
        expectEqual(track.time, 0)
        track.send(.next(animated: true), at: -1e13)
        expectEqual(track.targetIndex, 1)
        track.relayout(viewportLength: 390, items: nil, at: 1e300)
        expectEqual(track.time, 0)
        track.advance(to: 5)
        #expect(!track.needsFrames)
        expectEqual(track.settledIndex, 1)
    }

    /// Just inside the limit a time is ordinary.
    @Test func theLimitItselfIsUsable() {
        var track = Self.pager()
        track.send(.next(animated: false), at: PointerEvent.maximumTimestampMagnitude)
        expectEqual(track.time, PointerEvent.maximumTimestampMagnitude)
        expectEqual(track.settledIndex, 1)
    }
}
