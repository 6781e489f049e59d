extension SnapPolicy {
    /// The decision this policy makes for a release, with the numbers behind it (see ``SnapDecision``).
    ///
    /// The target is always the one ``target(from:position:velocity:layout:)`` returns (for a free policy, the snap
    /// nearest the clamped projected end), so an inspector shows exactly what the track does.
    ///
    /// ```swift
    /// let layout = TrackLayout(viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0))
    /// let why = SnapPolicy.default.decision(from: 2, position: 2 * 390 + 60, velocity: 900, layout: layout)
    /// why.rule      // .fling: faster than 300 pt/s
    /// why.target    // 3
    /// ```
    ///
    /// - Parameters:
    ///   - start: The virtual snap the drag started from.
    ///   - position: The judged position (the drag's full translation from the start snap's offset).
    ///   - velocity: The release velocity, in points per second, forward.
    ///   - layout: The track's layout.
    /// - Returns: The decision.
    /// - Complexity: O(log s), plus O(max step) for a paged policy.
    public func decision(from start: Int, position: Double, velocity: Double, layout: TrackLayout) -> SnapDecision {
        let start = layout.loops ? start : layout.wrappedSnapIndex(start)
        let velocity = velocity.isFinite ? velocity : 0
        let startOffset = layout.offset(ofVirtualSnap: start)
        let judged = position.isFinite ? position : startOffset
        var projected = judged
        var threshold = 0.0
        var fling: Double?
        let rule: SnapDecision.Rule
        var low = start
        var high = start
        switch self {
        case .threshold(let fraction):
            rule = .threshold
            let value = layout.viewportLength * fraction
            threshold = value.isFinite ? value : 0
        case .predictedHalfPage:
            rule = .predictedHalfPage
            projected = judged + 0.25 * velocity
            threshold = layout.viewportLength / 2
        case .directional:
            rule = .direction
        case .paged(let options):
            fling = options.flingVelocity
            rule = velocity.magnitude > options.flingVelocity ? .fling : .distance
            let maxStep = Swift.min(Swift.max(1, options.maxStep), PagedOptions.stepCap(snapCount: layout.snapCount))
            low = layout.loops ? start.saturatingAdding(-maxStep) : Swift.max(0, start - maxStep)
            high = layout.loops ? start.saturatingAdding(maxStep) : Swift.min(layout.snapCount - 1, start + maxStep)
            if rule == .distance {
                let fraction =
                    options.distanceFraction.isFinite ? Swift.min(Swift.max(options.distanceFraction, 0), 1) : 0.5
                let toward = judged >= startOffset ? start.saturatingAdding(1) : start.saturatingAdding(-1)
                let spacing = (layout.offset(ofVirtualSnap: layout.clampedVirtualSnap(toward)) - startOffset).magnitude
                threshold = fraction * spacing
            }
        case .projected(let rate):
            rule = .projection
            let end = judged + Decay(decelerationRate: rate).projectedDistance(initialVelocity: velocity)
            projected = end.isFinite ? end : judged
        case .free(let rate):
            rule = .momentum
            let end = judged + Decay(decelerationRate: rate).projectedDistance(initialVelocity: velocity)
            projected = end.isFinite ? end : judged
        }
        let target: Int
        let targetOffset: Double
        if let chosen = self.target(from: start, position: position, velocity: velocity, layout: layout) {
            target = chosen
            targetOffset = layout.offset(ofVirtualSnap: chosen)
        } else {
            targetOffset = layout.clamped(projected)
            target = layout.nearestVirtualSnap(to: targetOffset)
        }
        if case .paged = self {
        } else {
            low = Swift.min(start, target).saturatingAdding(-1)
            high = Swift.max(start, target).saturatingAdding(1)
            if !layout.loops {
                low = Swift.max(low, 0)
                high = Swift.min(high, layout.snapCount - 1)
            }
        }
        return SnapDecision(
            policy: self, rule: rule, startSnap: start, startOffset: startOffset, position: judged, velocity: velocity,
            projectedEnd: projected, threshold: threshold, flingVelocity: fling, candidates: low...Swift.max(low, high),
            target: target, targetOffset: targetOffset)
    }
}
