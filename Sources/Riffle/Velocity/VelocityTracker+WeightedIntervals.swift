extension VelocityTracker {
    /// The weights of the last three intervals, oldest first (`v₋₂`, `v₋₁`, `v₀`).
    static let intervalWeights: (oldest: Double, middle: Double, newest: Double) = (0.6, 0.35, 0.05)

    /// The slope of the interval that ends `back` samples before the newest, or zero when the tracker does not
    /// hold both of its samples.
    func intervalVelocity(endingBack back: Int) -> Vector {
        guard back + 1 < count else { return .zero }
        let end = sample(back: back)
        let start = sample(back: back + 1)
        let dt = end.time - start.time
        guard dt > 0 else { return .zero }
        let v = Vector(x: (end.x - start.x) / dt, y: (end.y - start.y) / dt)
        return v.isFinite ? v : .zero
    }

    /// The weighted-intervals velocity (strategy ``Strategy/weightedIntervals``), before clamping:
    /// `0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀`.
    ///
    /// - Complexity: O(1).
    func weightedIntervalsVelocity() -> Vector {
        let w = VelocityTracker.intervalWeights
        return intervalVelocity(endingBack: 2) * w.oldest
            + intervalVelocity(endingBack: 1) * w.middle
            + intervalVelocity(endingBack: 0) * w.newest
    }
}
