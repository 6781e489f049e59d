extension Track {
    /// One point of a motion: a time, the offset and the velocity there.
    public struct MotionSample: Hashable, Sendable {
        /// The time, in seconds.
        public var time: Double
        /// The scroll offset, in points.
        public var offset: Double
        /// The velocity, in points per second, forward.
        public var velocity: Double
    }

    /// The decision a release would make now: while a finger drags, the decision a release at this moment's
    /// position and velocity makes (what an inspector previews, computed as the release computes it); otherwise
    /// ``lastDecision``.
    ///
    /// - Complexity: O(log s), plus O(max step) for a paged policy.
    public var releaseDecision: SnapDecision? {
        guard let drag else { return lastDecision }
        return releaseDecision(for: drag, velocity: velocity)
    }

    /// How far the shown offset lies beyond the scroll limits (the rubber band's stretch), in points: negative
    /// before the start, positive past the end, 0 inside them and on a loop.
    ///
    /// - Complexity: O(1).
    public var overscroll: Double {
        guard !layout.loops else { return 0 }
        if offset < layout.lowerLimit { return offset - layout.lowerLimit }
        if offset > layout.upperLimit { return offset - layout.upperLimit }
        return 0
    }

    /// The running motion ahead in time, sampled without advancing the track.
    ///
    /// `count` samples `step` seconds apart from the track's time (the motion is closed form, so each sample is
    /// exact); empty when nothing moves.
    ///
    /// The inspector draws the settle curve from it, with the current point moving along it.
    ///
    /// - Parameters:
    ///   - step: The time between samples, in seconds (non-positive or non-finite steps give no samples).
    ///   - count: The number of samples (at most 10,000).
    ///   - result: Receives the samples (cleared first; its capacity is kept).
    /// - Complexity: O(count).
    public func motionAhead(step: Double, count: Int, into result: inout [MotionSample]) {
        result.removeAll(keepingCapacity: true)
        guard var running = motion, step.isFinite, step > 0 else { return }
        let total = Swift.min(Swift.max(count, 0), 10_000)
        for k in 0..<total {
            let t = time + Double(k) * step
            running.advance(to: t)
            result.append(MotionSample(time: t, offset: running.value, velocity: running.velocity))
            if running.isSettled { break }
        }
    }
}
