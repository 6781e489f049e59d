extension PageIndicator {
    /// The dots to draw, as a collection indexed by page number; nothing is allocated.
    ///
    /// ```swift
    /// for dot in indicator.visibleDots { draw(dot) }
    /// let third = indicator.visibleDots[2]   // the dot of page 2, when visible
    /// ```
    public struct VisibleDots: RandomAccessCollection, Sendable {
        /// The layout, or `nil` when no dot is shown.
        let metrics: LayoutMetrics?

        /// The first visible page.
        public var startIndex: Int { metrics?.visiblePages.lowerBound ?? 0 }

        /// One past the last visible page.
        public var endIndex: Int { metrics?.visiblePages.upperBound ?? 0 }

        /// The dot of a visible page.
        ///
        /// - Parameter page: A page in `startIndex..<endIndex`.
        /// - Complexity: O(1).
        public subscript(page: Int) -> Dot {
            guard let metrics, metrics.visiblePages.contains(page) else {
                preconditionFailure("PageIndicator.VisibleDots: page \(page) is not visible")
            }
            return metrics.dot(forPage: page)
        }
    }
}
