extension Spring {
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

    /// The mode functions C(t) and S(t) of the spring's regime (see `value(from:to:initialVelocity:time:)`, in the
    /// tests, and <doc:MotionPhysics>).
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
