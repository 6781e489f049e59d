import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// physics.md §7: samples every 8 ms, t = 0…48 ms.
private let vectorTimes: [Double] = [0, 8, 16, 24, 32, 40, 48]

@Suite("Velocity tracker: published vectors (physics.md §7)")
struct VelocityTrackerVectorTests {
    @Test func constantThousandPointsPerSecond() {
        let xs = vectorTimes.map { 1.0 * $0 }
        let lsq = trackerFed(timesMs: vectorTimes, positions: xs).velocity(at: 0.048)
        let ios = trackerFed(timesMs: vectorTimes, positions: xs, strategy: .weightedIntervals).velocity(at: 0.048)
        expectNear(lsq.x, 1000.0, within: 1e-9)
        expectNear(ios.x, 1000.0, within: 1e-9)
        expectEqual(lsq.y, 0)
        expectEqual(ios.y, 0)
    }

    @Test func accelerating() {
        let xs = vectorTimes.map { 0.01 * $0 * $0 }
        let lsq = trackerFed(timesMs: vectorTimes, positions: xs).velocity(at: 0.048)
        let ios = trackerFed(timesMs: vectorTimes, positions: xs, strategy: .weightedIntervals).velocity(at: 0.048)
        expectNear(lsq.x, 960.0, within: 1e-6)
        expectNear(ios.x, 632.0, within: 1e-6)
    }

    @Test func decelerating() {
        let xs: [Double] = [0, 10, 20, 30, 36, 40, 42]
        let lsq = trackerFed(timesMs: vectorTimes, positions: xs).velocity(at: 0.048)
        let ios = trackerFed(timesMs: vectorTimes, positions: xs, strategy: .weightedIntervals).velocity(at: 0.048)
        expectNear(lsq.x, 205.3571, within: 5e-5)
        expectNear(ios.x, 637.5, within: 1e-9)
    }

    @Test func verticalTracesGiveTheSameNumbersOnY() {
        let xs: [Double] = [0, 10, 20, 30, 36, 40, 42]
        var tracker = VelocityTracker()
        for (t, y) in zip(vectorTimes, xs) { tracker.add(Point(x: 7, y: -y), at: t / 1000) }
        let v = tracker.velocity(at: 0.048)
        #expect(abs(v.y + 205.3571) < 5e-5)
        #expect(abs(v.x) < 1e-9)
    }

    @Test func theOracleReproducesThePublishedNumbers() {
        // Guards the test oracle itself against the published values.
        expectNear(referenceLSQ2(timesMs: vectorTimes, positions: [0, 10, 20, 30, 36, 40, 42]), 205.3571, within: 5e-5)
        #expect(
            abs(referenceWeighted(timesMs: vectorTimes, positions: vectorTimes.map { 0.01 * $0 * $0 }) - 632) < 1e-9)
    }
}

@Suite("Velocity tracker: window rules")
struct VelocityTrackerWindowTests {
    @Test func samplesOlderThanTheHorizonDoNotCount() {
        // Every 10 ms from 0 to 150 ms: still at 0 until 40 ms, then 1 pt/ms. Newest at 150 ms: the horizon keeps
        // 50…150 ms, all on the line.
        let times = stride(from: 0.0, through: 150, by: 10).map { $0 }
        let xs = times.map { $0 < 50 ? 0 : $0 - 50 }
        let v = trackerFed(timesMs: times, positions: xs).velocity(at: 0.150)
        expectNear(v.x, 1000, within: 1e-9)
        // The same trace without the stationary start gives the same number.
        let recent = trackerFed(timesMs: Array(times[5...]), positions: Array(xs[5...])).velocity(at: 0.150)
        expectNear(v.x, recent.x, within: 1e-9)
    }

    @Test func aSampleExactlyAtTheHorizonCounts() {
        let times: [Double] = [0, 30, 60, 90, 100]
        let xs: [Double] = [0, 2, 20, 50, 70]
        let v = trackerFed(timesMs: times, positions: xs).velocity(at: 0.100)
        let withIt = referenceLSQ2(timesMs: times, positions: xs)
        let withoutIt = referenceLSQ2(timesMs: Array(times[1...]), positions: Array(xs[1...]))
        #expect(abs(withIt - withoutIt) > 1)
        expectNear(v.x, withIt, within: 1e-6)
    }

    @Test func aSampleJustPastTheHorizonDoesNotCount() {
        let times: [Double] = [0, 31, 60, 90, 101]
        let xs: [Double] = [0, 2, 20, 50, 70]
        let v = trackerFed(timesMs: times, positions: xs).velocity(at: 0.101)
        expectNear(v.x, referenceLSQ2(timesMs: Array(times[1...]), positions: Array(xs[1...])), within: 1e-6)
    }

    @Test func samplesBehindAGapLongerThanFortyMillisecondsDoNotCount() {
        // Wild samples, then a 44 ms gap, then a straight line at 1 pt/ms.
        let times: [Double] = [0, 8, 16, 60, 68, 76, 84]
        let xs: [Double] = [300, -200, 90, 0, 8, 16, 24]
        let v = trackerFed(timesMs: times, positions: xs).velocity(at: 0.084)
        expectNear(v.x, 1000, within: 1e-9)
    }

    @Test func aGapOfExactlyFortyMillisecondsDoesNotBreakTheWindow() {
        let times: [Double] = [0, 8, 16, 56, 64, 72, 80]
        let xs: [Double] = [30, -20, 9, 0, 8, 16, 24]
        let v = trackerFed(timesMs: times, positions: xs).velocity(at: 0.080)
        let all = referenceLSQ2(timesMs: times, positions: xs)
        #expect(abs(all - 1000) > 1)
        expectNear(v.x, all, within: 1e-6)
    }

    @Test func fewerThanThreeSamplesInTheWindowGiveZero() {
        var tracker = VelocityTracker()
        expectEqual(tracker.velocity(at: 0), .zero)
        tracker.add(Point(x: 0, y: 0), at: 0)
        expectEqual(tracker.velocity(at: 0), .zero)
        tracker.add(Point(x: 10, y: 5), at: 0.008)
        expectEqual(tracker.velocity(at: 0.008), .zero)
        tracker.add(Point(x: 20, y: 10), at: 0.016)
        let v = tracker.velocity(at: 0.016)
        expectNear(v.x, 1250, within: 1e-9)
        expectNear(v.y, 625, within: 1e-9)
    }

    @Test func twoRecentSamplesAfterAGapGiveZero() {
        // Three samples, but the gap leaves only two in the window.
        let v = trackerFed(timesMs: [0, 50, 58], positions: [0, 10, 20]).velocity(at: 0.058)
        expectEqual(v, .zero)
    }

    @Test func aRestedPointerHasZeroVelocity() {
        let times = vectorTimes
        let xs = times.map { $0 }
        let tracker = trackerFed(timesMs: times, positions: xs)
        expectNear(tracker.velocity(at: 0.048 + 0.039).x, 1000, within: 1e-9)
        expectNear(tracker.velocity(at: 0.048 + 0.040).x, 1000, within: 1e-9)
        expectEqual(tracker.velocity(at: 0.048 + 0.041), .zero)
        let ios = trackerFed(timesMs: times, positions: xs, strategy: .weightedIntervals)
        expectEqual(ios.velocity(at: 0.048 + 0.041), .zero)
        expectNear(ios.velocity(at: 0.048 + 0.039).x, 1000, within: 1e-9)
    }

    @Test func aTimeBeforeTheNewestSampleIsTakenAsTheNewest() {
        let tracker = trackerFed(timesMs: vectorTimes, positions: vectorTimes.map { 2 * $0 })
        expectNear(tracker.velocity(at: 0.0).x, 2000, within: 1e-9)
    }

    @Test func theRingKeepsOnlyTheLastTwentySamples() {
        // 25 samples 4 ms apart, all within the horizon: five wild ones, then twenty on a line at 1 pt/ms.
        let times = (0..<25).map { Double($0) * 4 }
        let xs = times.enumerated().map { index, t in index < 5 ? Double(index % 2 == 0 ? 500 : -500) : t }
        let tracker = trackerFed(timesMs: times, positions: xs)
        expectEqual(tracker.sampleCount, VelocityTracker.historyCapacity)
        expectNear(tracker.velocity(at: 0.096).x, 1000, within: 1e-9)
        // With the wild samples the fit would be far off.
        #expect(abs(referenceLSQ2(timesMs: Array(times[3...]), positions: Array(xs[3...])) - 1000) > 10)
    }

    @Test func addingSamplesNeverReallocatesTheRing() {
        var tracker = VelocityTracker()
        let before = tracker.storage.withUnsafeBufferPointer { $0.baseAddress }
        for i in 0..<200 { tracker.add(Point(x: Double(i), y: 0), at: Double(i) * 0.004) }
        tracker.reset()
        for i in 0..<30 { tracker.add(Point(x: Double(i), y: 0), at: Double(i) * 0.004) }
        let after = tracker.storage.withUnsafeBufferPointer { $0.baseAddress }
        expectEqual(before, after)
        expectEqual(tracker.storage.count, VelocityTracker.historyCapacity)
    }

    @Test func resetForgetsEverySample() {
        var tracker = trackerFed(timesMs: vectorTimes, positions: vectorTimes)
        tracker.reset()
        expectEqual(tracker.sampleCount, 0)
        expectEqual(tracker.velocity(at: 0.048), .zero)
        // An earlier time is accepted again after a reset.
        tracker.add(Point(x: 0, y: 0), at: -5)
        expectEqual(tracker.sampleCount, 1)
    }
}

@Suite("Velocity tracker: clamping and bad input")
struct VelocityTrackerClampTests {
    @Test func theSpeedIsClampedToEightThousandByDefault() {
        let times = vectorTimes
        let tracker = trackerFed(timesMs: times, positions: times.map { 10 * $0 }, maximumSpeed: 8000)
        expectNear(tracker.velocity(at: 0.048).x, 8000, within: 1e-9)
        expectEqual(VelocityTracker().maximumSpeed, 8000)
    }

    @Test func clampingKeepsTheDirection() {
        // 9000, 12000 pt/s: length 15000, scaled to 8000 → (4800, 6400).
        var tracker = VelocityTracker()
        for t in vectorTimes { tracker.add(Point(x: 9 * t, y: 12 * t), at: t / 1000) }
        let v = tracker.velocity(at: 0.048)
        expectNear(v.x, 4800, within: 1e-9)
        expectNear(v.y, 6400, within: 1e-9)
    }

    @Test func aCustomMaximumSpeedApplies() {
        let tracker = trackerFed(timesMs: vectorTimes, positions: vectorTimes.map { -$0 }, maximumSpeed: 500)
        #expect(abs(tracker.velocity(at: 0.048).x + 500) < 1e-9)
        let unclamped = trackerFed(
            timesMs: vectorTimes, positions: vectorTimes.map { 50 * $0 }, maximumSpeed: .infinity)
        expectNear(unclamped.velocity(at: 0.048).x, 50_000, within: 1e-6)
    }

    @Test(arguments: [Double.nan, 0, -100, -Double.infinity])
    func anInvalidMaximumSpeedSelectsTheDefault(speed: Double) {
        expectEqual(VelocityTracker(maximumSpeed: speed).maximumSpeed, VelocityTracker.defaultMaximumSpeed)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = trackerFed(timesMs: vectorTimes, positions: vectorTimes)
        let reference = tracker.velocity(at: 0.048)
        tracker.add(Point(x: .nan, y: 0), at: 0.050)
        tracker.add(Point(x: 0, y: .infinity), at: 0.051)
        tracker.add(Point(x: 1, y: 1), at: .nan)
        tracker.add(Point(x: 1, y: 1), at: .infinity)
        expectEqual(tracker.sampleCount, vectorTimes.count)
        expectEqual(tracker.velocity(at: 0.048), reference)
        expectEqual(tracker.velocity(at: .nan), .zero)
        expectEqual(tracker.velocity(at: .infinity), .zero)
    }

    @Test func samplesEarlierThanTheNewestAreIgnored() {
        var tracker = trackerFed(timesMs: vectorTimes, positions: vectorTimes)
        tracker.add(Point(x: 999, y: 999), at: 0.047)
        expectEqual(tracker.sampleCount, vectorTimes.count)
        expectNear(tracker.velocity(at: 0.048).x, 1000, within: 1e-9)
    }

    @Test func aSampleAtTheNewestTimeReplacesIt() {
        var tracker = trackerFed(timesMs: vectorTimes, positions: vectorTimes)
        tracker.add(Point(x: 60, y: 0), at: 0.048)
        expectEqual(tracker.sampleCount, vectorTimes.count)
        var xs = vectorTimes
        xs[xs.count - 1] = 60
        expectNear(tracker.velocity(at: 0.048).x, referenceLSQ2(timesMs: vectorTimes, positions: xs), within: 1e-6)
    }

    @Test func aNearlySingularQuadraticFallsBackToTheStraightLine() {
        // Two of the three ages almost coincide: the quadratic system is singular to working precision.
        let times: [Double] = [0, 20 - 1e-10, 20]
        let xs: [Double] = [0, 20, 20]
        let v = trackerFed(timesMs: times, positions: xs).velocity(at: 0.020)
        let line = referenceLinearSlope(timesMs: times, positions: xs)
        #expect(v.isFinite)
        expectNear(v.x, line, within: 1e-6 * abs(line))
    }

    @Test func weightedIntervalsCountMissingIntervalsAsZero() {
        // Two samples: only the newest interval exists, weighted 0.05.
        let two = trackerFed(timesMs: [0, 8], positions: [0, 8], strategy: .weightedIntervals)
        expectNear(two.velocity(at: 0.008).x, 50, within: 1e-9)
        // Three samples: 0.35·v(−1) + 0.05·v(0).
        let three = trackerFed(timesMs: [0, 8, 16], positions: [0, 8, 24], strategy: .weightedIntervals)
        expectNear(three.velocity(at: 0.016).x, (0.35 * 1000 + 0.05 * 2000), within: 1e-9)
    }

    @Test func weightedIntervalsIgnoreTheHorizon() {
        // Intervals of 50 ms each: the least-squares window holds one sample, the weighted strategy still answers.
        let times: [Double] = [0, 50, 100, 150]
        let xs: [Double] = [0, 50, 150, 300]
        let ios = trackerFed(timesMs: times, positions: xs, strategy: .weightedIntervals).velocity(at: 0.150)
        expectNear(ios.x, referenceWeighted(timesMs: times, positions: xs), within: 1e-9)
        expectEqual(trackerFed(timesMs: times, positions: xs).velocity(at: 0.150), .zero)
    }
}

@Suite("Velocity tracker: properties")
struct VelocityTrackerPropertyTests {
    /// A constant-velocity trace with random spacings (1…40 ms) and a random start time.
    private static let trace = zip(
        Gen.double(in: -5000...5000),
        Gen.double(in: -5000...5000),
        Gen.double(in: 0.001...0.040).array(of: 3...30),
        Gen.double(in: -1e4...1e4),
        Gen<VelocityTracker.Strategy>.case
    )

    @Test func aConstantVelocityTraceGivesThatVelocity() async {
        await checkProperty(count: 200, input: Self.trace) { input in
            let (vx, vy, gaps, start, strategy) = input
            var tracker = VelocityTracker(strategy: strategy, maximumSpeed: .infinity)
            var times = [start]
            for gap in gaps { times.append((times[times.count - 1] + gap)) }
            let first = times[0]
            for t in times { tracker.add(Point(x: 3 + vx * (t - first), y: -2 + vy * (t - first)), at: t) }
            let newest = times[times.count - 1]
            let v = tracker.velocity(at: newest)
            let speed = max(1, (vx * vx + vy * vy).squareRoot())
            // Gaps of at most 40 ms: the three newest samples always lie within the 100 ms horizon, and the trace has
            // at least four samples (three intervals), so both strategies have all they need.
            #expect(abs(v.x - vx) <= 1e-6 * speed, "\(v) vs \(vx), \(vy)")
            #expect(abs(v.y - vy) <= 1e-6 * speed, "\(v) vs \(vx), \(vy)")
        }
    }

    @Test func theVelocityDoesNotDependOnTheClockOrigin() async {
        let positions = Gen.double(in: -100...100).array(of: 3...20)
        await checkProperty(count: 100, input: positions, Gen.double(in: -1e5...1e5)) { xs, offset in
            let times = xs.indices.map { Double($0) * 0.008 }
            var a = VelocityTracker(maximumSpeed: .infinity)
            var b = VelocityTracker(maximumSpeed: .infinity)
            for (t, x) in zip(times, xs) {
                a.add(Point(x: x, y: 0), at: t)
                b.add(Point(x: x, y: 0), at: t + offset)
            }
            let va = a.velocity(at: times[times.count - 1]).x
            let vb = b.velocity(at: times[times.count - 1] + offset).x
            #expect(abs(va - vb) <= 1e-5 * max(1, abs(va)))
            let windowed = Array(zip(times, xs).suffix(13))
            let reference = referenceLSQ2(timesMs: windowed.map { $0.0 * 1000 }, positions: windowed.map { $0.1 })
            #expect(abs(va - reference) <= 1e-6 * max(1, abs(reference)))
        }
    }

    @Test func theOutputIsAlwaysFiniteAndWithinTheMaximumSpeed() async {
        let specials: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0]
        let value = zip(Gen.int(in: 0...15), Gen.double(in: -1e6...1e6)).map { pick, x in
            pick < specials.count ? specials[pick] : x
        }
        let samples = zip(value, value, Gen.double(in: -0.01...0.05)).array(of: 0...40)
        await checkProperty(count: 200, input: samples, Gen<VelocityTracker.Strategy>.case) {
            samples, strategy in
            var tracker = VelocityTracker(strategy: strategy)
            var t = 0.0
            for (x, y, dt) in samples {
                t += dt
                tracker.add(Point(x: x, y: y), at: t)
                let v = tracker.velocity(at: t)
                #expect(v.isFinite)
                #expect(v.length <= 8000 * (1 + 1e-12))
            }
        }
    }
}
