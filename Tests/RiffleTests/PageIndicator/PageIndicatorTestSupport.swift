@testable import Riffle

/// Shorthands for driving a page indicator in tests.
extension PageIndicator {
    /// A tap (down then up at the same point); returns the updates of both samples.
    mutating func tap(x: Double, y: Double = 4) -> [Update] {
        handle(.init(.down, at: Point(x: x, y: y))) + handle(.init(.up, at: Point(x: x, y: y)))
    }

    /// The pages requested in a list of updates, in order.
    static func requestedPages(_ updates: [Update]) -> [Int] {
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
}

/// Whether two doubles agree to 1e-9.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two lists of doubles agree elementwise to 1e-9.
func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance: tolerance) }
}
