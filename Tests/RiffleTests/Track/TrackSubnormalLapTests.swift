import RiffleTestSupport
import Testing

@testable import Riffle

/// The wrapped position of a loop whose laps are subnormal stays finite.
///
/// Found by our fuzzer: a loop of 34 items 5·10⁻³²⁴ pt long (a lap of 3.4·10⁻³²² pt) dragged 380 pt made the lap
/// count 1.1·10³²⁴ (infinite), so `position` was infinite. The wrapped position is now the exact remainder.
@Suite("Track: the wrapped position of a loop of subnormal laps")
struct TrackSubnormalLapTests {
    @Test func theWrappedPositionStaysFiniteAndWithinALap() {
        let tiny = Double.leastNonzeroMagnitude
        var track = Track(
            viewportLength: tiny, items: .uniform(count: 34, length: tiny, spacing: tiny, leadingInset: tiny),
            configuration: .init(
                layout: .init(
                    alignment: .leading, containment: .keepSnaps, endInset: tiny, loop: true,
                    repeatsWhenLoopIsImpossible: true, prefetchMargin: tiny),
                snapPolicy: .free(decelerationRate: 0.9936)))
        #expect(track.layout.loops)
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 400, y: 300), timestamp: 0))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 10, y: 300), timestamp: 0.2))
        #expect(track.unwrappedPosition.isFinite && track.unwrappedPosition > 300)
        #expect(track.position.isFinite)
        #expect(track.position >= track.layout.lowerLimit)
        #expect(track.position <= track.layout.lowerLimit + track.layout.contentLength)
    }

    /// Ordinary laps keep the tolerant lap rule: 390-pt pages, 5 of them, dragged to −100 wrap to 1850.
    @Test func ordinaryLapsWrapAsBefore() {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
            configuration: .init(layout: .init(alignment: .leading, loop: true)))
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 100, y: 300), timestamp: 0))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 210, y: 300), timestamp: 0.2))
        // Finger +110 pt, less the 10 pt slop: offset −100; one lap is 5 × 390 = 1950.
        expectEqual(track.unwrappedPosition, -100)
        expectEqual(track.position, 1850)
    }
}
