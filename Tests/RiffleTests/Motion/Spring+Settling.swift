@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Spring {
    /// The default settling threshold of ``settlingDuration``: 0.001, in units of the distance travelled.
    static let defaultSettlingEpsilon = 0.001

    /// How long the spring takes to settle when it moves from 0 to 1 from rest, with an epsilon of 0.001.
    ///
    /// This follows SwiftUI's `Spring.settlingDuration` ("a target of 1.0, an initialVelocity of 0, and an
    /// epsilon of 0.001"); see ``settlingDuration(from:to:initialVelocity:epsilon:)`` for the method. For
    /// example `.smooth` gives 0.8 s, `.snappy` 0.876827 s and `.bouncy` 1.044713 s.
    var settlingDuration: Double {
        settlingDuration(from: 0, to: 1, initialVelocity: 0, epsilon: Spring.defaultSettlingEpsilon)
    }

    /// How long a motion from `start` toward `target` takes until it stays within `epsilon` of the target.
    ///
    /// The method is SwiftUI's, so the numbers match it (T = target − start, v₀ the initial velocity):
    /// - Under-damped: the envelope bound `max(0, ln((|λT − v₀| + |T|)/ε)/λ)`. It omits a factor 1/ω_d of the
    ///   exact envelope, so it is a true bound only when ω_d ≥ 1 rad/s (every spring with a response under 6 s).
    /// - Critically and over-damped: the position is sampled every 0.1 s (up to 1024 samples) and the result
    ///   is the first sample time after which |x − target| < ε has held for more than 1 s; the results are
    ///   multiples of 0.1 s. If no such time exists within 102.4 s (very slow springs), the result is the time
    ///   at which the bound (|T| + |v₀ − λT|·t)·e^(r₁t), r₁ the slow root, falls below ε.
    ///
    /// Invalid input has a defined result: a non-finite `start`, `target` or `initialVelocity` gives 0, and an
    /// `epsilon` that is not finite and positive is replaced by ``defaultSettlingEpsilon``.
    ///
    /// - Parameters:
    ///   - start: The value at time 0.
    ///   - target: The value the spring pulls toward.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - epsilon: The distance from the target below which the motion counts as settled.
    /// - Returns: The settling time, in seconds.
    /// - Complexity: O(1) for under-damped springs; at most 1024 evaluations otherwise.
    func settlingDuration(
        from start: Double, to target: Double, initialVelocity: Double, epsilon: Double = defaultSettlingEpsilon
    ) -> Double {
        guard start.isFinite, target.isFinite, initialVelocity.isFinite else { return 0 }
        let distance = target - start
        guard distance.isFinite else { return 0 }
        let eps = epsilon.isFinite && epsilon > 0 ? epsilon : Spring.defaultSettlingEpsilon
        let lambda = decayRate
        if dampingRatio < 1, modeFrequency > 0 {
            let magnitude = (lambda * distance - initialVelocity).magnitude + distance.magnitude
            let bound = Elementary.log(magnitude / eps) / lambda
            return bound.isFinite ? max(0, bound) : 0
        }
        return sampledSettlingDuration(distance, initialVelocity: initialVelocity, epsilon: eps)
            ?? boundSettlingDuration(distance, initialVelocity: initialVelocity, epsilon: eps)
    }

    /// SwiftUI's sampling method for critically and over-damped springs; nil when it finds no settled window.
    private func sampledSettlingDuration(_ distance: Double, initialVelocity: Double, epsilon: Double) -> Double? {
        var bestTime = -1.0
        var bestDistance = Double.infinity
        var time = 0.0
        for _ in 0..<1024 {
            let offset = displacement(distance, initialVelocity: initialVelocity, time: time).position.magnitude
            if bestDistance >= epsilon {
                if offset < bestDistance {
                    bestTime = time
                    bestDistance = offset
                }
            } else if offset >= epsilon {
                bestDistance = .infinity
            } else if time - bestTime > 1 {
                return bestTime
            }
            time += 0.1
        }
        return nil
    }

    /// The time from which the envelope bound (|T| + |v₀ − λT|·t)·e^(r₁t) stays below `epsilon`.
    private func boundSettlingDuration(_ distance: Double, initialVelocity: Double, epsilon: Double) -> Double {
        let lambda = decayRate
        let slowRoot =
            dampingRatio > 1 && modeFrequency > 0
            ? -naturalFrequency * naturalFrequency / (lambda + modeFrequency) : -lambda
        let a = distance.magnitude
        let b = (initialVelocity - lambda * distance).magnitude
        func bound(_ t: Double) -> Double { (a + b * t) * Elementary.exp(slowRoot * t) }
        // The bound rises until t* = −1/r₁ − a/b and falls after it: search only where it falls.
        let peak = b > 0 ? -1 / slowRoot - a / b : 0
        var low = max(102.4, peak)
        var high = low
        var doublings = 0
        while bound(high) > epsilon {
            low = high
            high *= 2
            doublings += 1
            if doublings > 2000 || !high.isFinite { return Double.greatestFiniteMagnitude }
        }
        for _ in 0..<100 where high - low > 1e-9 * high {
            let middle = (low + high) / 2
            if bound(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
