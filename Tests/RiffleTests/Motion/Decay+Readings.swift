@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Decay {
    /// The factor the velocity is multiplied by over `time` seconds: r^(1000·time).
    ///
    /// For example 0.998^(1000/60) = 0.967184 per frame at 60 Hz. A negative or NaN time gives 1, +∞ gives 0.
    ///
    /// - Parameter time: The elapsed time, in seconds.
    /// - Returns: The velocity multiplier.
    /// - Complexity: O(1).
    func velocityMultiplier(after time: Double) -> Double {
        Elementary.exp(rateConstant * Decay.sanitizedTime(time))
    }

    /// The velocity `time` seconds after the start: v₀ · r^(1000·time).
    ///
    /// A non-finite `initialVelocity` gives 0; a negative or NaN time counts as 0 and +∞ gives 0.
    ///
    /// - Parameters:
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: The elapsed time, in seconds.
    /// - Returns: The velocity, in units per second.
    /// - Complexity: O(1).
    func velocity(initialVelocity: Double, time: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return initialVelocity * velocityMultiplier(after: time)
    }

    /// The position `time` seconds after the start: x₀ + v₀ · (r^(1000·time) − 1) / (1000 · ln r).
    ///
    /// The position moves monotonically toward `start + projectedDistance(initialVelocity:)` and never passes it.
    /// If `start` or `initialVelocity` is not finite, the result is `start` when it is finite and 0 otherwise;
    /// a negative or NaN time counts as 0 and +∞ gives the resting position. A distance travelled beyond the
    /// largest `Double` counts as ±`Double.greatestFiniteMagnitude`; a position that would overflow is `start`.
    ///
    /// - Parameters:
    ///   - start: The position at time 0.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: The elapsed time, in seconds.
    /// - Returns: The position.
    /// - Complexity: O(1).
    func position(from start: Double, initialVelocity: Double, time: Double) -> Double {
        guard start.isFinite, initialVelocity.isFinite else { return start.isFinite ? start : 0 }
        let t = Decay.sanitizedTime(time)
        let travelled =
            t == .infinity
            ? -initialVelocity / rateConstant : initialVelocity * Elementary.expm1(rateConstant * t) / rateConstant
        let position = start + Decay.finite(travelled)
        return position.isFinite ? position : start
    }

    /// The distance travelled according to WWDC 2018's projection: (v₀ / 1000) · r / (1 − r).
    ///
    /// This sums the per-millisecond geometric series instead of integrating, so it is slightly shorter than
    /// ``projectedDistance(initialVelocity:)``: 499.0 points for 1000 pt/s at 0.998. A non-finite velocity gives 0;
    /// a distance beyond the largest `Double` is clamped to ±`Double.greatestFiniteMagnitude`.
    ///
    /// - Parameter initialVelocity: The velocity at the start, in units per second.
    /// - Returns: The signed projected distance.
    /// - Complexity: O(1).
    func wwdcProjectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return Decay.finite(initialVelocity / 1000 * decelerationRate / (1 - decelerationRate))
    }

    /// The initial velocity whose exact projection is `distance`: −distance · 1000 · ln r.
    ///
    /// The inverse of ``projectedDistance(initialVelocity:)``. A non-finite distance gives 0.
    ///
    /// - Parameter distance: The signed distance to travel.
    /// - Returns: The initial velocity, in units per second.
    /// - Complexity: O(1).
    func initialVelocity(toTravel distance: Double) -> Double {
        guard distance.isFinite else { return 0 }
        let velocity = -distance * rateConstant
        return velocity.isFinite ? velocity : 0
    }

    /// How long the speed takes to fall to `threshold`: ln(threshold / |v₀|) / (1000 · ln r).
    ///
    /// From 1000 to 1 pt/s that is 3.450423 s at 0.998 and 0.687316 s at 0.99. The result is 0 when the
    /// speed is already at or below the threshold, or when `initialVelocity` is not finite. A threshold that is
    /// not finite and positive is replaced by ``RestTolerance/default``'s speed.
    ///
    /// - Parameters:
    ///   - initialVelocity: The velocity at the start, in units per second.
    ///   - threshold: The speed, in units per second, below which the motion counts as stopped.
    /// - Returns: The time, in seconds.
    /// - Complexity: O(1).
    func timeToStop(initialVelocity: Double, threshold: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        let limit = threshold.isFinite && threshold > 0 ? threshold : RestTolerance.default.speed
        let speed = initialVelocity.magnitude
        guard speed > limit else { return 0 }
        return Elementary.log(limit / speed) / rateConstant
    }

    /// Negative and NaN times become 0; +∞ stays.
    static func sanitizedTime(_ time: Double) -> Double {
        time.isNaN || time < 0 ? 0 : time
    }
}
