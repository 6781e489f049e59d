extension TrackLayout {
    /// The most items ``VisibleItems`` yields at one scroll offset: 4,096.
    ///
    /// No screen draws more, and a front end does per-frame work for each visible item; degenerate layouts
    /// (thousands of zero-length items, a loop repeated across a huge prefetch margin) would otherwise make every
    /// frame and every hit test cost time in proportion to the item count. When some scroll offset can have more
    /// items in the viewport and prefetch margin, the layout reports
    /// ``TrackDiagnostic/visibleItemsCapped(maximum:)`` and iteration stops after this many items, in order from
    /// the start of the window.
    static let maximumVisibleItems = 4096

    /// Whether some scroll offset has more than `limit` items intersecting a window of `window` points (the
    /// viewport plus twice the prefetch margin).
    ///
    /// - Complexity: O(1) (spans: given their `reach`, see
    ///   ``visibleReach(items:contentLength:loops:limit:reusing:)``).
    static func exceedsVisibleLimit(
        window: Double, items: TrackItems, contentLength: Double, loops: Bool, ringCopies: Int, limit: Int,
        reach: (passes: Int, contentLength: Double, reach: Double)?
    ) -> Bool {
        let count = items.count
        guard count > 0, window >= 0 else { return false }
        // On a loop every lap holds `count` items; a window spanning `w` laps meets at most ⌈w⌉ + 1 of them.
        let total: Int
        if loops, contentLength > 0 {
            let laps = Swift.min(Double(ringCopies), (window / contentLength).rounded(.up) + 1)
            total = count.saturatingMultiplied(by: Int(laps))
        } else {
            total = count
        }
        if total <= limit { return false }
        switch items {
        case .uniform(_, let length, let spacing, _):
            let stride = length + spacing
            guard stride > 0 else { return true }
            // An interval of length `window` meets the items whose starts lie in an interval of length
            // window + length: at most ⌊(window + length) / stride⌋ + 1 of them per lap.
            let perWindow = ((window + length) / stride).rounded(.down) + 1
            return perWindow > Double(limit)
        case .spans, .list:
            // Items j − limit … j (limit + 1 of them) all meet one window when span j starts within `window` of
            // span j − limit's end.
            return (reach?.reach ?? .infinity) <= window
        }
    }

    /// For spans, the shortest window that meets more than `limit` of them; nil for uniform items.
    ///
    /// It is the smallest distance from a span's end to the start of the span `limit` places later (twice round
    /// on a loop, so a window across the seam is counted too). It does not depend on the viewport, so a relayout
    /// of the same spans reuses `previous`'s when the loop and content length are the same.
    ///
    /// - Complexity: O(n) for spans (one pass), O(1) for uniform items or when reused.
    static func visibleReach(
        items: TrackItems, contentLength: Double, loops: Bool, limit: Int, reusing previous: TrackLayout?
    ) -> (passes: Int, contentLength: Double, reach: Double)? {
        let passes = loops && contentLength > 0 ? 2 : 1
        switch items {
        case .uniform: return nil
        case .spans, .list:
            if let cached = previous?.visibleReach, cached.passes == passes,
                cached.contentLength.bitPattern == contentLength.bitPattern
            {
                return cached
            }
            let count = items.count
            // The layout repaired the spans: ordered, not overlapping.
            func start(_ k: Int) -> Double { items.span(at: k % count).start + Double(k / count) * contentLength }
            func end(_ k: Int) -> Double { start(k) + items.span(at: k % count).length }
            var reach = Double.infinity
            let total = count.saturatingMultiplied(by: passes)
            if limit >= 0, total > limit {
                for j in limit..<total { reach = Swift.min(reach, start(j) - end(j - limit)) }
            }
            return (passes, contentLength, reach)
        }
    }
}
