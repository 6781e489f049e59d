import Foundation

@testable import Riffle

// Independent oracles for the velocity tests: direct ports of the formulas in physics.md §3 and of
// `lsq2_velocity` / `ios_fling_velocity` in physics_vectors.py (times in milliseconds, result in px/s).

/// Flutter/Android LSQ2: fit x(t) = b0 + b1·t + b2·t² with t = age (ms, negative), by Gaussian elimination on the
/// normal equations; returns b1·1000.
func referenceLSQ2(timesMs: [Double], positions: [Double]) -> Double {
    let newest = timesMs[timesMs.count - 1]
    let ages = timesMs.map { $0 - newest }
    func s(_ p: Int) -> Double { ages.reduce(0) { $0 + pow($1, Double(p)) } }
    func sy(_ p: Int) -> Double { zip(ages, positions).reduce(0) { $0 + pow($1.0, Double(p)) * $1.1 } }
    var m = [[s(0), s(1), s(2)], [s(1), s(2), s(3)], [s(2), s(3), s(4)]]
    var b = [sy(0), sy(1), sy(2)]
    for i in 0..<3 {
        for j in (i + 1)..<3 {
            let f = m[j][i] / m[i][i]
            for k in 0..<3 { m[j][k] -= f * m[i][k] }
            b[j] -= f * b[i]
        }
    }
    var solution = [0.0, 0.0, 0.0]
    for i in stride(from: 2, through: 0, by: -1) {
        var rest = 0.0
        for j in (i + 1)..<3 { rest += m[i][j] * solution[j] }
        solution[i] = (b[i] - rest) / m[i][i]
    }
    return solution[1] * 1000
}

/// Flutter's IOSScrollViewFlingVelocityTracker: 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0), v(0) the newest interval.
func referenceWeighted(timesMs: [Double], positions: [Double]) -> Double {
    let n = positions.count - 1
    func v(_ i: Int) -> Double { (positions[i] - positions[i - 1]) / ((timesMs[i] - timesMs[i - 1]) / 1000) }
    return 0.6 * v(n - 2) + 0.35 * v(n - 1) + 0.05 * v(n)
}

/// Straight-line least-squares slope (px/s) of positions against times (ms).
func referenceLinearSlope(timesMs: [Double], positions: [Double]) -> Double {
    let n = Double(timesMs.count)
    let mt = timesMs.reduce(0, +) / n
    let mx = positions.reduce(0, +) / n
    var stt = 0.0
    var stx = 0.0
    for (t, x) in zip(timesMs, positions) {
        stt += (t - mt) * (t - mt)
        stx += (t - mt) * (x - mx)
    }
    return stx / stt * 1000
}

/// A tracker fed with a horizontal trace (times in ms, converted to seconds).
func trackerFed(
    timesMs: [Double],
    positions: [Double],
    strategy: VelocityTracker.Strategy = .leastSquares,
    maximumSpeed: Double = .infinity
) -> VelocityTracker {
    var tracker = VelocityTracker(strategy: strategy, maximumSpeed: maximumSpeed)
    for (t, x) in zip(timesMs, positions) {
        tracker.add(Point(x: x, y: 0), at: t / 1000)
    }
    return tracker
}
