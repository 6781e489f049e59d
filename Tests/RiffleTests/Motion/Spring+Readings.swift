@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Spring {
    /// The velocity, in units per second, of a value that starts at `start` with `initialVelocity` and is pulled
    /// toward `target`, `time` seconds later.
    ///
    /// With the mode functions of ``value(from:to:initialVelocity:time:)``, the velocity is
    /// `v₀·C(t) + (ω₀²T − λv₀)·S(t)`. Invalid input gives 0, under the same rules as the value (and 0 at
    /// `time == +∞`).
    ///
    /// - Parameters:
    ///   - start: The value at time 0.
    ///   - target: The value the spring pulls toward.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The velocity at `time`.
    /// - Complexity: O(1).
    func velocity(from start: Double, to target: Double, initialVelocity: Double, time: Double) -> Double {
        state(from: start, to: target, initialVelocity: initialVelocity, time: time)?.velocity ?? 0
    }

    /// Advances a value and its velocity by `deltaTime` toward `target`, keeping both continuous.
    ///
    /// This is how a spring is retargeted mid-flight: the current value and velocity become the new initial
    /// conditions, so the motion changes course without a jump in position or velocity. Stepping twice by
    /// `dt` toward the same target gives the same result as one step of `2·dt` (up to rounding).
    ///
    /// If any input is not finite, or `deltaTime` is not positive, `value` and `velocity` are left unchanged.
    ///
    /// - Parameters:
    ///   - value: The current value; replaced by the value `deltaTime` later.
    ///   - velocity: The current velocity, in units per second; replaced by the velocity `deltaTime` later.
    ///   - target: The value the spring pulls toward.
    ///   - deltaTime: The time step, in seconds.
    /// - Complexity: O(1).
    func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: Double) {
        guard deltaTime.isFinite, deltaTime > 0,
            let next = state(from: value, to: target, initialVelocity: velocity, time: deltaTime)
        else { return }
        value = next.value
        velocity = next.velocity
    }
}

extension Elementary {
    /// `base` raised to `exponent` for a positive `base`: `exp(exponent · log(base))`.
    ///
    /// - Complexity: O(1).
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        exp(exponent * log(base))
    }
}
