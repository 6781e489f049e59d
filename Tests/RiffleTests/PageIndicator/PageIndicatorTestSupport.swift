@testable import Riffle

/// Shorthands for driving a page indicator in tests.
extension PageIndicator {
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
