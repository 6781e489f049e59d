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
    public func value(from start: Double, to target: Double, initialVelocity: Double, time: Double) -> Double {
        state(from: start, to: target, initialVelocity: initialVelocity, time: time)?.value
            ?? (start.isFinite ? start : 0)
    }

    /// The position and velocity at `time`, or nil when the input is invalid or the result overflows.
    @usableFromInline
    internal func state(
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

    /// The offset from the target and the velocity at time `t` ≥ 0.
    ///
    /// The value starts `distance` short of the target (`distance = target − start`) with velocity `v0`.
    /// No validation.
    @usableFromInline
    internal func displacement(
        _ distance: Double, initialVelocity v0: Double, time t: Double
    ) -> (position: Double, velocity: Double) {
        let (c, s) = modeFunctions(at: t)
        let lambda = decayRate
        let omega0Squared = naturalFrequency * naturalFrequency
        return (-distance * c + (v0 - lambda * distance) * s, v0 * c + (omega0Squared * distance - lambda * v0) * s)
    }

    /// The mode functions C(t) and S(t) of the spring's regime (see ``value(from:to:initialVelocity:time:)``).
    @usableFromInline
    internal func modeFunctions(at t: Double) -> (c: Double, s: Double) {
        let lambda = decayRate
        let w = modeFrequency
        if dampingRatio < 1, w > 0 {
            let envelope = Elementary.exp(-lambda * t)
            let phase = w * t
            return (envelope * Elementary.cos(phase), envelope * Elementary.sin(phase) / w)
        }
        if dampingRatio > 1, w > 0 {
            let slowRoot = -naturalFrequency * naturalFrequency / (lambda + w)
            let fastRoot = -lambda - w
            let slow = Elementary.exp(slowRoot * t)
            let fast = Elementary.exp(fastRoot * t)
            return ((slow + fast) / 2, -slow * Elementary.expm1(-2 * w * t) / (2 * w))
        }
        let envelope = Elementary.exp(-lambda * t)
        return (envelope, t * envelope)
    }
}
