@testable import Riffle

/// Shorthands for driving a page indicator in tests.
extension PageIndicator {
    /// The adjustable value: the 1-based number of the current page, or `nil` when there are no pages.
    var accessibilityValue: Int? {
        currentPage.map { $0 + 1 }
    }

    /// One pointer sample of pointer 1 (the indicator uses no time).
    struct Sample {
        /// The phase.
        var phase: PointerEvent.Phase
        /// The location, in the control's coordinates.
        var location: Point

        /// A sample.
        init(_ phase: PointerEvent.Phase, at location: Point) {
            self.phase = phase
            self.location = location
        }
    }

    /// Handles one sample of pointer 1 and returns the events it produced.
    mutating func feed(_ sample: Sample) -> [Event] {
        handle(PointerEvent(id: 1, phase: sample.phase, location: sample.location, timestamp: 0))
        return takeEvents()
    }

    /// A tap (down then up at the same point); returns the events of both samples.
    mutating func tap(x: Double, y: Double = 4) -> [Event] {
        feed(.init(.down, at: Point(x: x, y: y))) + feed(.init(.up, at: Point(x: x, y: y)))
    }

    /// The pages requested in a list of events, in order.
    static func requestedPages(_ updates: [Event]) -> [Int] {
        updates.compactMap { update in
            if case .requestPage(let page, _, _) = update { return page }
            return nil
        }
    }

    /// The dots to draw, in page order, computed on access without allocating; its indices are the pages that
    /// have a dot.
    ///
    /// Usually `visibleSlotCount` pages; one more while the window is between two positions, the outgoing
    /// and incoming dots shrunk toward nothing. Empty when nothing is shown.
    ///
    /// - Complexity: O(1) to create; O(1) per dot read.
    var visibleDots: VisibleDots {
        VisibleDots(metrics: layoutMetrics)
    }

    /// The dots to draw, as a collection indexed by page number; nothing is allocated.
    ///
    /// ```swift
    /// for dot in indicator.visibleDots { draw(dot) }
    /// let third = indicator.visibleDots[2]   // the dot of page 2, when visible
    /// ```
    struct VisibleDots: RandomAccessCollection, Sendable {
        /// The layout, or `nil` when no dot is shown.
        let metrics: LayoutMetrics?

        /// The first visible page.
        var startIndex: Int { metrics?.visiblePages.lowerBound ?? 0 }

        /// One past the last visible page.
        var endIndex: Int { metrics?.visiblePages.upperBound ?? 0 }

        /// The dot of a visible page.
        ///
        /// - Parameter page: A page in `startIndex..<endIndex`.
        /// - Complexity: O(1).
        subscript(page: Int) -> Dot {
            guard let metrics, metrics.visiblePages.contains(page) else {
                preconditionFailure("PageIndicator.VisibleDots: page \(page) is not visible")
            }
            return metrics.dot(forPage: page)
        }
    }

    /// The along-axis centres of the visible dots, in page order.
    var centers: [Double] {
        visibleDots.map { $0.center[configuration.axis] }
    }

    /// The scales of the visible dots, in page order.
    var scales: [Double] {
        visibleDots.map(\.scale)
    }

    /// The dot for a page, or `nil` when that page has no visible dot (its centre relative to the control's origin).
    func dot(forPage page: Int) -> Dot? {
        guard let metrics = layoutMetrics, metrics.visiblePages.contains(page) else { return nil }
        return metrics.dot(forPage: page)
    }
}

/// Whether two doubles agree to 1e-9.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two lists of doubles agree elementwise to 1e-9.
func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance: tolerance) }
}
