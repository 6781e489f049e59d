import Riffle

/// One page dot to draw: where, how big, and how selected (0 … 1, fractional while paging).
///
/// The Onboarding scene draws dots from a list of these, so the core's `PageIndicator` can feed the list later.
public struct PageDot: Equatable, Sendable {
    /// The centre in window points.
    public var center: Point
    /// The diameter in points.
    public var diameter: Double
    /// 1 for the current page, 0 for pages one or more away.
    public var selection: Double

    /// Creates a dot.
    public init(center: Point, diameter: Double, selection: Double) {
        self.center = center
        self.diameter = diameter
        self.selection = selection
    }

    /// Seed 001's dots: a centred row (spacing 8 between dots), selection by distance from `position`.
    ///
    /// PLACEHOLDER until the core's PageIndicator lands (it will produce this list).
    /// - Complexity: O(count).
    public static func row(
        count: Int, position: Double, centerX: Double, y: Double, diameter: Double = 8, spacing: Double = 8
    )
        -> [PageDot]
    {
        guard count > 0, position.isFinite, diameter > 0 else { return [] }
        let pitch = diameter + spacing
        let first = centerX - pitch * Double(count - 1) / 2
        return (0..<count).map { i in
            PageDot(
                center: Point(x: first + pitch * Double(i), y: y), diameter: diameter,
                selection: max(0, 1 - abs(Double(i) - position)))
        }
    }

    /// The dot whose hit area (at least 28 × 44 points) contains `point`, if any.
    public static func hit(_ dots: [PageDot], at point: Point) -> Int? {
        var best: (Int, Double)?
        for (i, dot) in dots.enumerated() {
            let dx = abs(point.x - dot.center.x)
            let dy = abs(point.y - dot.center.y)
            guard dx <= max(14, dot.diameter), dy <= 22 else { continue }
            if best == nil || dx < (best?.1 ?? .infinity) { best = (i, dx) }
        }
        return best?.0
    }
}
