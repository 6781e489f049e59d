extension TrackLayout {
    /// The most items ``VisibleItems`` yields at one scroll offset: 4,096.
    ///
    /// No screen draws more, and a front end does per-frame work for each visible item; degenerate layouts
    /// (thousands of zero-length items, a loop repeated across a huge prefetch margin) would otherwise make every
    /// frame and every hit test cost time in proportion to the item count. When some scroll offset can have more
    /// items in the viewport and prefetch margin, the layout reports
    /// ``TrackDiagnostic/visibleItemsCapped(maximum:)`` and iteration stops after this many items, in order from
    /// the start of the window.
    public static let maximumVisibleItems = 4096

    /// The most items that can intersect a window of `window` points (the viewport plus twice the prefetch
    /// margin) at any scroll offset, counted up to `limit + 1` (enough to tell whether the limit is exceeded).
    ///
    /// - Complexity: O(1) for uniform items, O(n) for explicit spans (one sliding window over the spans).
    static func mostItemsIntersecting(
        window: Double, items: TrackItems, contentLength: Double, loops: Bool, ringCopies: Int, limit: Int
    ) -> Int {
        let count = items.count
        guard count > 0, window >= 0 else { return 0 }
        // On a loop every lap holds `count` items; a window spanning `w` laps meets at most ⌈w⌉ + 1 of them.
        let total: Int
        if loops, contentLength > 0 {
            let laps = Swift.min(Double(ringCopies), (window / contentLength).rounded(.up) + 1)
            total = count.saturatingMultiplied(by: Int(laps))
        } else {
            total = count
        }
        if total <= limit { return total }
        switch items {
        case .uniform(_, let length, let spacing, _):
            let stride = length + spacing
            guard stride > 0 else { return total }
            // An interval of length `window` meets the items whose starts lie in an interval of length
            // window + length: at most ⌊(window + length) / stride⌋ + 1 of them per lap.
            let perWindow = ((window + length) / stride).rounded(.down) + 1
            return perWindow > Double(limit) ? Swift.min(total, limit + 1) : Swift.min(total, Int(perWindow))
        case .spans(let spans):
            // Spans are ordered and do not overlap (the layout repaired them): slide a window of `window` points
            // over the spans (twice round on a loop, so a window across the seam is counted too).
            let passes = loops && contentLength > 0 ? 2 : 1
            func start(_ k: Int) -> Double { spans[k % count].start + Double(k / count) * contentLength }
            func end(_ k: Int) -> Double { start(k) + spans[k % count].length }
            var most = 0
            var first = 0
            for last in 0..<(count * passes) {
                // Items first…last all meet one window when last starts within `window` of first's end.
                while first < last, start(last) - end(first) > window { first += 1 }
                most = Swift.max(most, last - first + 1)
                if most > limit { return Swift.min(total, most) }
            }
            return Swift.min(total, most)
        }
    }
}
