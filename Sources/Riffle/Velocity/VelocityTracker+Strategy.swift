extension VelocityTracker {
    /// How a ``VelocityTracker`` turns samples into a velocity.
    public enum Strategy: String, Hashable, Sendable, CaseIterable {
        /// A quadratic least-squares fit, as Flutter's `VelocityTracker` and Android's default `LSQ2` strategy.
        ///
        /// Walking back from the newest sample, the fit uses samples no older than
        /// ``VelocityTracker/horizon`` (100 ms) and stops at the first gap longer than
        /// ``VelocityTracker/assumePointerStoppedInterval`` (40 ms) between consecutive samples. With fewer than
        /// ``VelocityTracker/minimumSampleCount`` (3) samples the velocity is zero. Each axis is fitted with
        /// `p(a) = c₀ + c₁·a + c₂·a²` (unit weights), where `a` is the sample's age relative to the newest
        /// sample, and the velocity is `c₁`, the slope at the newest sample. When the quadratic system is
        /// degenerate the fit falls back to a straight line, and then to zero.
        case leastSquares
        /// The weighted slopes of the last three intervals, as Flutter's `IOSScrollViewFlingVelocityTracker`.
        ///
        /// `v = 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀`, where `v₀` is the slope of the newest interval (between the
        /// two newest samples), `v₋₁` the one before it and `v₋₂` the oldest of the three: the oldest interval
        /// weighs most. An interval the tracker does not hold (fewer than four samples) counts as zero. The
        /// horizon and gap rules of ``leastSquares`` do not apply; the rested-pointer rule does.
        case weightedIntervals
    }
}
