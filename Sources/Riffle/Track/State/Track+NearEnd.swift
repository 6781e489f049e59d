extension Track {
    /// Which ends the track is near (``Configuration/nearEndThreshold``), as last reported.
    struct NearEnds: Hashable, Sendable {
        /// Near the first item.
        var start = false
        /// Near the last item.
        var end = false
    }

    /// Whether the track is near `end` now: the position or the target (where a release or a command is taking
    /// it, so a host hears about the end as soon as the track is headed there) within the threshold.
    ///
    /// Never on a loop, with no items, or with no threshold.
    /// - Complexity: O(1).
    func isNear(_ end: TrackEnd) -> Bool {
        guard let threshold = configuration.nearEndThreshold, !layout.loops, layout.items.count > 0,
            layout.snapCount > 0
        else { return false }
        let lastSnap = layout.snapCount - 1
        let target = Swift.min(Swift.max(targetIndex, 0), lastSnap)
        let nearest = Swift.min(Swift.max(nearestIndex, 0), lastSnap)
        switch threshold {
        case .items(let count):
            let n = Swift.max(count, 0)
            let lastItem = layout.items.count - 1
            if end == .end {
                let furthest = Swift.max(target, nearest)
                let item = (layout.snapItems[furthest].upperBound - 1)
                return lastItem - item <= n
            } else {
                let earliest = Swift.min(target, nearest)
                return layout.snapItems[earliest].lowerBound <= n
            }
        case .points(let points):
            let p = points.isNaN ? 0 : Swift.max(points, 0)
            let targetOffset = layout.offset(ofVirtualSnap: target)
            let clamped = Swift.min(Swift.max(offset, layout.lowerLimit), layout.upperLimit)
            if end == .end {
                return layout.upperLimit - Swift.max(targetOffset, clamped) <= p
            } else {
                return Swift.min(targetOffset, clamped) - layout.lowerLimit <= p
            }
        }
    }

    /// Reports ``Event/nearEnd(_:)`` for each end the track has come near since the last check, once per visit.
    mutating func noteNearEnds() {
        // Per frame: nothing to do without a threshold (and no end was near).
        if configuration.nearEndThreshold == nil, !nearEnds.start, !nearEnds.end { return }
        for end in TrackEnd.allCases {
            let near = isNear(end)
            let was = end == .start ? nearEnds.start : nearEnds.end
            if near && !was { pendingEvents.append(.nearEnd(end)) }
            if end == .start { nearEnds.start = near } else { nearEnds.end = near }
        }
    }
}
