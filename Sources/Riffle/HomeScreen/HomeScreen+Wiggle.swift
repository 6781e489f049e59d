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

        /// The angle of the cycle at a time, in radians in `0..<2π`: `2π · (time / period mod 1)`, the same for
        /// every icon, so a frame computes it once.
        ///
        /// - Parameter time: The time, in seconds.
        /// - Returns: The angle; `nil` (no rotation) for a non-finite time or a zero amplitude.
        func cycleAngle(at time: Double) -> Double? {
            guard time.isFinite, amplitude != 0 else { return nil }
            let cycles = time / period
            return Elementary.twoPi * (cycles - cycles.rounded(.down))
        }

        /// The rotation, in radians, for a phase at a cycle angle with the envelope at full strength.
        ///
        /// - Parameters:
        ///   - phase: The icon's phase, in radians.
        ///   - cycleAngle: The cycle's angle now (``cycleAngle(at:)``).
        /// - Returns: `amplitude · sin(cycleAngle + phase)`, or 0 when that is not finite.
        func rotation(phase: Double, cycleAngle: Double) -> Double {
            let value = amplitude * Elementary.sin(cycleAngle + phase)
            return value.isFinite ? value : 0
        }
    }
}
