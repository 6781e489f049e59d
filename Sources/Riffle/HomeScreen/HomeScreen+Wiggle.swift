extension HomeScreen {
    /// The edit-mode wiggle: every icon rotates back and forth by a small angle, each with its own phase.
    ///
    /// The rotation of an icon at time `t` is `amplitude · envelope(t) · sin(2π·t / period + phase)`, where the
    /// phase comes from the icon's identifier (`HomeScreen/wigglePhase(of:)`), so neighbours are out of step,
    /// and the envelope rises from 0 to 1 when editing begins and falls back to 0 when it ends, over
    /// ``rampDuration`` (ease-out), so the icons never jump.
    public struct Wiggle: Hashable, Sendable, Codable {
        /// The largest rotation, in radians.
        ///
        /// Default 0.035 (2°). Non-finite values become 0 (no wiggle).
        public var amplitude: Double
        /// The time of one full back-and-forth, in seconds.
        ///
        /// Default 0.26. Values that are not finite and positive become the default.
        public var period: Double
        /// How long the wiggle takes to grow in and to die away, in seconds.
        ///
        /// Default 0.2. Values that are not finite and positive make it start and stop at once.
        public var rampDuration: Double

        /// Creates a wiggle.
        ///
        /// - Parameters:
        ///   - amplitude: The largest rotation, in radians.
        ///   - period: The time of one full back-and-forth, in seconds.
        ///   - rampDuration: How long the wiggle takes to grow in and die away, in seconds.
        public init(amplitude: Double = 0.035, period: Double = 0.26, rampDuration: Double = 0.2) {
            self.amplitude = amplitude
            self.period = period
            self.rampDuration = rampDuration
        }

        /// The wiggle with bad values replaced, as documented on each property.
        var sanitized: Wiggle {
            Wiggle(
                amplitude: amplitude.isFinite ? amplitude : 0,
                period: period.isFinite && period > 0 ? period : 0.26,
                rampDuration: rampDuration.isFinite && rampDuration > 0 ? rampDuration : 0)
        }

        /// The rotation, in radians, for a phase at a time with the envelope at full strength.
        ///
        /// Periodic in `time` with period ``period``.
        ///
        /// - Parameters:
        ///   - phase: The icon's phase, in radians.
        ///   - time: The time, in seconds.
        /// - Returns: `amplitude · sin(2π·time / period + phase)`; 0 for a non-finite time.
        func rotation(phase: Double, time: Double) -> Double {
            guard time.isFinite, amplitude != 0 else { return 0 }
            let cycles = time / period
            let fraction = cycles - cycles.rounded(.down)
            let angle = Elementary.twoPi * fraction + phase
            let value = amplitude * Elementary.sin(angle)
            return value.isFinite ? value : 0
        }
    }
}
