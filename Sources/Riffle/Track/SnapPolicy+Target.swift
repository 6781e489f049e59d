extension SnapPolicy {
    /// The virtual snap a release settles on, or nil for ``free(decelerationRate:)``.
    ///
    /// - Parameters:
    ///   - start: The virtual snap the drag started from (the snap nearest the position when it began).
    ///   - position: The scroll offset at release (forward positive, ring-unwrapped).
    ///   - velocity: The scroll velocity at release, in points per second, forward positive (the opposite of the
    ///     finger's velocity for a left-to-right horizontal track).
    ///   - layout: The layout.
    /// - Returns: A virtual snap index, clamped to the layout's snaps when the track is bounded. Non-finite
    ///   positions give `start`; a non-finite velocity counts as 0.
    /// - Complexity: O(log s), O(maxStep) for paged.
    public func target(from start: Int, position: Double, velocity: Double, layout: TrackLayout) -> Int? {
        let start = layout.loops ? start : layout.wrappedSnapIndex(start)
        guard position.isFinite else { return start }
        let velocity = velocity.isFinite ? velocity : 0
        let displacement = position - layout.offset(ofVirtualSnap: start)
        let result: Int
        switch self {
        case .threshold(let fraction):
            let threshold = layout.viewportLength * fraction
            guard threshold > 0, threshold.isFinite else { return start }
            let steps = (displacement / threshold).rounded(.towardZero)
            result = start.saturatingAdding(Self.clampedInt(steps))
        case .predictedHalfPage:
            let predicted = displacement + 0.25 * velocity
            let half = layout.viewportLength / 2
            if predicted > half {
                result = start.saturatingAdding(1)
            } else if predicted < -half {
                result = start.saturatingAdding(-1)
            } else {
                result = start
            }
        case .directional:
            result =
                displacement > 0 ? start.saturatingAdding(1) : (displacement < 0 ? start.saturatingAdding(-1) : start)
        case .paged(let options):
            result = Self.pagedTarget(
                from: start, position: position, velocity: velocity, layout: layout, options: options)
        case .projected(let rate):
            // Exact exponential projection: −v / (1000 · ln r).
            let projected = position + Decay(decelerationRate: rate).projectedDistance(initialVelocity: velocity)
            result = layout.nearestVirtualSnap(to: projected.isFinite ? projected : position)
        case .free:
            return nil
        }
        return layout.clampedVirtualSnap(result)
    }

    private static func clampedInt(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(Swift.max(-1e9, Swift.min(1e9, value)))
    }

    private static func pagedTarget(
        from start: Int, position: Double, velocity: Double, layout: TrackLayout, options: PagedOptions
    ) -> Int {
        let maxStep = Swift.min(Swift.max(1, options.maxStep), PagedOptions.stepCap(snapCount: layout.snapCount))
        let lowest = layout.loops ? start.saturatingAdding(-maxStep) : Swift.max(0, start - maxStep)
        let highest =
            layout.loops ? start.saturatingAdding(maxStep) : Swift.min(layout.snapCount - 1, start + maxStep)
        let epsilon = 1e-6
        if velocity.magnitude > options.flingVelocity {
            // The next snap strictly beyond the position in the fling's direction, within maxStep of the start.
            var k = velocity > 0 ? lowest : highest
            if velocity > 0 {
                while k < highest, layout.offset(ofVirtualSnap: k) <= position + epsilon { k += 1 }
            } else {
                while k > lowest, layout.offset(ofVirtualSnap: k) >= position - epsilon { k -= 1 }
            }
            return k
        }
        let fraction = options.distanceFraction.isFinite ? Swift.min(Swift.max(options.distanceFraction, 0), 1) : 0.5
        var k = start
        if position > layout.offset(ofVirtualSnap: start) {
            while k < highest {
                let here = layout.offset(ofVirtualSnap: k)
                let next = layout.offset(ofVirtualSnap: k + 1)
                guard position >= here + fraction * (next - here) else { break }
                k += 1
            }
        } else {
            while k > lowest {
                let here = layout.offset(ofVirtualSnap: k)
                let previous = layout.offset(ofVirtualSnap: k - 1)
                guard position <= here - fraction * (here - previous) else { break }
                k -= 1
            }
        }
        return k
    }
}
