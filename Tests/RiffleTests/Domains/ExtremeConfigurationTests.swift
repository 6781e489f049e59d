import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 24 part 1: configuration values and motion inputs at the extremes of their domains have a defined,
/// documented result, and the motion they start comes to rest within the documented bound.
@Suite("Configuration values at the extremes")
struct ExtremeConfigurationTests {
    // MARK: - Snap policy deceleration rates

    // `SnapPolicy.decelerationRateRange` is 0.001…0.999: a rate outside (0, 1) or beyond that range is mapped
    // into it when a track's configuration stores the policy (NaN, 0 and negative rates mean 0.998, as `Decay`).
    @Test func aDecelerationRateOutsideItsRangeIsMappedIntoIt() {
        expectEqual(SnapPolicy.decelerationRateRange, 0.001...0.999)
        let cases: [(Double, Double)] = [
            (.infinity, 0.999), (1, 0.999), (0.999_000_000_000_000_1, 0.999), (0.999_999, 0.999), (2, 0.999),
            (.nan, 0.998), (0, 0.998), (-0.5, 0.998), (-.infinity, 0.998), (1e-300, 0.001), (0.000_999, 0.001),
            (0.998, 0.998), (0.99, 0.99), (0.001, 0.001), (0.999, 0.999),
        ]
        for (given, stored) in cases {
            let free = Track.Configuration(snapPolicy: .free(decelerationRate: given))
            expectEqual(free.snapPolicy, .free(decelerationRate: stored), "free(\(given))")
            var projected = Track.Configuration()
            projected.snapPolicy = .projected(decelerationRate: given)
            expectEqual(projected.snapPolicy, .projected(decelerationRate: stored), "projected(\(given))")
        }
        // The other policies are stored as given.
        expectEqual(Track.Configuration(snapPolicy: .threshold(fraction: 7)).snapPolicy, .threshold(fraction: 7))
        expectEqual(Track.Configuration(snapPolicy: .directional).snapPolicy, .directional)
    }

    // The stream: `.free(decelerationRate: .infinity)` on a looping track moved at about 1,000 pt/s for
    // ever after the release (the rate was read as 0.999999, a velocity time constant of 1,000 s). With the rate
    // at most 0.999 (k = 1000·ln 0.999 per second) a release at v comes to rest once |v|·e^(kt) < restSpeed
    // (2 pt/s), at t = ln(|v| / 2) / −k: the first frame after that time is at rest, one 50 ms before is not.
    @Test(arguments: [Double.infinity, 1, 0.999_999_9])
    func aFreeReleaseOnALoopComesToRestWithinTheBound(rate: Double) {
        var configuration = Track.Configuration(snapPolicy: .free(decelerationRate: rate))
        configuration.layout.loop = true
        var track = Track(
            viewportLength: 390, items: .uniform(count: 6, length: 390, spacing: 0), configuration: configuration)
        var t = 0.0
        var x = 300.0
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: x, y: 100), timestamp: t))
        for _ in 0..<12 {
            t += 0.01
            x -= 10
            track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: x, y: 100), timestamp: t))
        }
        track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: x, y: 100), timestamp: t))
        let speed = track.velocity.magnitude
        #expect(speed > 500 && speed <= VelocityTracker.defaultMaximumSpeed)
        let k = 1000 * log(0.999)
        let bound = log(speed / 2) / -k
        #expect(bound > 5 && bound < 10)
        var early = track
        early.advance(to: t + bound - 0.05)
        #expect(early.needsFrames, "at rest before the bound: the bound is not the stopping rule")
        var frame = t
        while frame < t + bound {
            frame += 1.0 / 60
            track.advance(to: frame)
        }
        #expect(!track.needsFrames, "still moving \(frame - t) s after the release at \(track.velocity) pt/s")
        expectEqual(track.velocity, 0)
        #expect(track.position.isFinite)
    }

    // MARK: - Decay and velocity at the largest numbers

    // The largest finite velocity at the slowest rate (0.999999, k = −0.0010000005) projects
    // −v/k ≈ 1.8·10³¹¹: beyond `Double`, it was +∞. Clamped to the largest finite distance now.
    @Test func aDecayFromTheLargestVelocityHasFiniteDistances() {
        let slow = Decay(decelerationRate: 0.999_999)
        let v = Double.greatestFiniteMagnitude
        expectEqual(slow.projectedDistance(initialVelocity: v), .greatestFiniteMagnitude)
        expectEqual(slow.projectedDistance(initialVelocity: -v), -.greatestFiniteMagnitude)
        expectEqual(slow.wwdcProjectedDistance(initialVelocity: v), .greatestFiniteMagnitude)
        expectEqual(slow.position(from: 0, initialVelocity: v, time: .infinity), .greatestFiniteMagnitude)
        // Within range the formula is untouched: 1000 pt/s at 0.998 travels 1000 / (1000·ln(1/0.998)).
        expectNear(Decay.normal.projectedDistance(initialVelocity: 1000), 1 / -log(0.998), within: 1e-9)
        // Positions stay finite and monotone on the way.
        var previous = 0.0
        for t in [0.001, 1, 60, 3600, 1e6, .infinity] {
            let x = slow.position(from: 0, initialVelocity: v, time: t)
            #expect(x.isFinite && x >= previous, "t = \(t): \(x)")
            previous = x
        }
    }

    // `VelocityTracker(maximumSpeed: 10³⁰⁰)`: a pointer moving 10³⁰⁰ pt/s along both axes is clamped to a
    // vector of length 10³⁰⁰, whose length (the reported speed) overflowed to +∞ when squared.
    @Test func aHugeMaximumSpeedReportsAFiniteSpeed() {
        var tracker = VelocityTracker(maximumSpeed: 1e300)
        for i in 0..<5 {
            tracker.add(Point(x: Double(i) * 1e298, y: Double(i) * 1e298), at: Double(i) * 0.01)
        }
        let velocity = tracker.velocity(at: 0.04)
        #expect(velocity.isFinite)
        expectNear(velocity.length / 1e300, 1, within: 1e-12, "speed \(velocity.length)")
        expectNear(velocity.x / (1e300 / 2.0.squareRoot()), 1, within: 1e-12)
        // Vector.length itself at both ends of the range: 3-4-5 triangles scaled to 10³⁰⁰ and 10⁻³⁰⁰.
        expectNear(Vector(x: 3e300, y: 4e300).length / 5e300, 1, within: 1e-15)
        expectNear(Vector(x: 3e-300, y: -4e-300).length / 5e-300, 1, within: 1e-15)
        expectEqual(Vector(x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude).length, .greatestFiniteMagnitude)
        expectEqual(Vector(x: 3, y: 4).length, 5)
        expectEqual(Vector.zero.length, 0)
        expectEqual(Vector(x: .infinity, y: 0).length, .infinity)
        #expect(Vector(x: .nan, y: 0).length.isNaN)
    }

    // MARK: - Event indices

    // The shrunk stream (9 → 8 cards: press, moves, remove): the gap report for index 8 was still
    // waiting to be taken when a removal left 8 cards, and `takeEvents()` returned an index no card has.
    @Test func aGapReportTakenAfterARemovalIsAnIndexOfTheCards() throws {
        var stack = CardStack(ids: StackGeometry.ids(9), configuration: StackGeometry.configuration)
        let start = StackGeometry.point(onCard: 0)
        stack.handle(PointerEvent(id: 1, phase: .down, location: start, timestamp: 0))
        stack.advance(to: 0.1)
        for i in 1...10 {
            let time = 0.1 + 0.02 * Double(i)
            stack.advance(to: time)
            let location = Point(x: start.x, y: start.y - 45 * Double(i))
            stack.handle(PointerEvent(id: 1, phase: .move, location: location, timestamp: time))
        }
        // c0 held 450 pt up: its gap is the last slot, 8 (not taken yet).
        expectEqual(stack.landingIndex, 8)
        try stack.remove("c4", at: 0.4)
        let events = stack.takeEvents()
        let gaps = events.compactMap { event -> Int? in
            if case .gapChanged(_, let index) = event { return index }
            return nil
        }
        expectEqual(stack.count, 8)
        #expect(gaps.allSatisfy { (0..<stack.count).contains($0) }, "gaps \(gaps) with \(stack.count) cards")
        expectEqual(gaps.last, stack.landingIndex)
        expectEqual(stack.landingIndex, 7)
        expectEqual(events.first, .lifted("c0"))
    }

    // MARK: - Items a hair below zero

    // Item 1's length −10⁻³⁰⁰ is sanitized to an empty span at the previous end, 150: the end of the lap, the
    // same place as the next lap's start. Scrolled there (the window starting exactly on the seam) the empty
    // item is on screen, at the window's leading edge, and was not reported.
    @Test func anEmptyItemAtTheEndOfALapIsVisibleAtTheSeam() {
        var configuration = TrackLayout.Configuration()
        configuration.loop = true
        let layout = TrackLayout(
            viewportLength: 100, items: .spans([Span(start: 0, length: 150), Span(start: 150, length: -1e-300)]),
            configuration: configuration)
        #expect(layout.loops)
        expectEqual(layout.contentLength, 150)
        #expect(layout.diagnostics.contains(.invalidSpan(index: 1)))
        expectEqual(layout.items.span(at: 1), Span(start: 150, length: 0))
        for lap in [1.0, 2, -3] {
            let visible = Array(layout.visibleItems(at: 150 * lap))
            expectEqual(Set(visible.map(\.index)), [0, 1], "lap \(lap): \(visible)")
            #expect(visible.allSatisfy { $0.offset == 0 })
            expectEqual(Set(visible.map(\.slot)).count, visible.count, "one slot per drawn copy")
        }
        // A prefetch margin wider than the lap repeats the ring: every copy of an item has its own slot.
        var repeated = configuration
        repeated.prefetchMargin = 200
        let wide = TrackLayout(
            viewportLength: 100, items: .spans([Span(start: 0, length: 150), Span(start: 150, length: -1e-300)]),
            configuration: repeated)
        for offset in [150.0, 300, 450, -150] {
            let visible = Array(wide.visibleItems(at: offset))
            expectEqual(Set(visible.map(\.slot)).count, visible.count, "offset \(offset): \(visible)")
        }
        // Away from the seam the empty item shows only while 150 is inside the window [offset, offset + 100).
        expectEqual(Array(layout.visibleItems(at: 20)).map(\.index), [0])
        expectEqual(Array(layout.visibleItems(at: 50)).map(\.index), [0])
        expectEqual(Set(layout.visibleItems(at: 75).map(\.index)), [0, 1])
    }

    // Uniform empty items far from the origin: item 2 starts at 10⁶ + 1 + 2 × 11.6765087358 = 1000024.3530174716,
    // but (start − inset) / stride rounds to a hair above 2. A window starting exactly on item 2 (found by the
    // track fuzzer on a loop) must still report it: the index search may not round an item out of its window.
    @Test(arguments: [true, false])
    func anEmptyUniformItemOnTheWindowStartFarFromTheOriginIsVisible(loop: Bool) {
        var configuration = TrackLayout.Configuration()
        configuration.loop = loop
        let layout = TrackLayout(
            viewportLength: 0.5859464408,
            items: .uniform(count: 9, length: 0, spacing: 11.6765087358, leadingInset: 1_000_001),
            configuration: configuration)
        let start = layout.items.span(at: 2).start
        expectEqual(start, 1000024.3530174716)
        expectEqual(((start - 1_000_001) / 11.6765087358).rounded(.up), 3, "the rounding this test is about")
        expectEqual(Array(layout.visibleItems(at: start)).map(\.index), [2])
    }

    // MARK: - Card stack entrance

    // The largest finite stagger is clamped to 1,000 s and each card's delay to `AnimatedValue.maximumDuration`:
    // the entrance ends one hour and the entrance spring after it is played.
    @Test func theLargestStaggerEndsWithinTheHour() {
        var configuration = StackGeometry.configuration
        configuration.entranceStagger = .greatestFiniteMagnitude
        var stack = CardStack(ids: StackGeometry.ids(4), configuration: configuration)
        expectEqual(stack.configuration.entranceStagger, 1000)
        stack.playEntrance(at: 0)
        stack.advance(to: 3599)
        #expect(stack.needsFrames)
        stack.advance(to: 3600)
        stack.advance(to: 3601)
        #expect(!stack.needsFrames)
    }

    // The fuzzer's stack: the longest stagger and a spring so soft it would take days. The last card to start waits
    // the full hour, then its spring is cut off an hour later: the entrance ends two hours after it is played.
    @Test func theLongestEntranceWithTheSoftestSpringEndsWithinTwoHours() {
        var configuration = StackGeometry.configuration
        configuration.entranceStagger = 1e9
        configuration.entranceSpring = Spring(mass: 1, stiffness: 4e-11, damping: 1e-5)
        var stack = CardStack(ids: StackGeometry.ids(4), configuration: configuration)
        stack.playEntrance(at: 0)
        stack.advance(to: 3601)
        #expect(stack.needsFrames)
        stack.advance(to: 7199)
        #expect(stack.needsFrames)
        stack.advance(to: 7200)
        stack.advance(to: 7201)
        #expect(!stack.needsFrames)
    }
}
