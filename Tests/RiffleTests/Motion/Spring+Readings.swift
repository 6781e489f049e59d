@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Spring {
    /// The position of a value that starts at `start` with `initialVelocity` and is pulled toward `target`,
    /// `time` seconds later.
    ///
    /// With T = target − start, v₀ the initial velocity, λ = ζω₀ and the two mode functions
    /// - under-damped (ζ < 1, ω_d = ω₀√(1 − ζ²)): C(t) = e^(−λt)·cos(ω_d t), S(t) = e^(−λt)·sin(ω_d t)/ω_d
    /// - critically damped (ζ = 1): C(t) = e^(−λt), S(t) = t·e^(−λt)
    /// - over-damped (ζ > 1, γ = ω₀√(ζ² − 1)): C(t) = e^(−λt)·cosh(γt), S(t) = e^(−λt)·sinh(γt)/γ
    ///
    /// the position is `target − T·C(t) + (v₀ − λT)·S(t)`. The over-damped functions are evaluated as
    /// `(e^(r₁t) + e^(r₂t))/2` and `−e^(r₁t)·expm1(−2γt)/(2γ)` with r₁ = −ω₀²/(λ + γ), r₂ = −λ − γ, which stays
    /// accurate close to critical damping and never overflows.
    ///
    /// Invalid input has a defined result: a negative or NaN `time` counts as 0 and `time == +∞` gives `target`.
    /// If `start`, `target` or `initialVelocity` is not finite, or the result would overflow, the result is
    /// `start` when it is finite and 0 otherwise.
    ///
    /// - Parameters:
    ///   - start: The value at time 0.
    ///   - target: The value the spring pulls toward (its rest position).
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The value at `time`.
    /// - Complexity: O(1).
    func value(from start: Double, to target: Double, initialVelocity: Double, time: Double) -> Double {
        state(from: start, to: target, initialVelocity: initialVelocity, time: time)?.value
            ?? (start.isFinite ? start : 0)
    }

    /// The position and velocity at `time`, or nil when the input is invalid or the result overflows.
    func state(
        from start: Double, to target: Double, initialVelocity: Double, time: Double
    ) -> (value: Double, velocity: Double)? {
        guard start.isFinite, target.isFinite, initialVelocity.isFinite else { return nil }
        if time == .infinity { return (target, 0) }
        let t = time.isNaN || time < 0 ? 0 : time
        let offset = displacement(target - start, initialVelocity: initialVelocity, time: t)
        let value = target + offset.position
        guard value.isFinite, offset.velocity.isFinite else { return nil }
        return (value, offset.velocity)
    }

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
