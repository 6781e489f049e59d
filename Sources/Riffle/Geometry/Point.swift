/// A location in a two-dimensional coordinate space, in points.
///
/// `Point` is the core's own geometry type: the core imports no UI framework, so hosts convert
/// from `CGPoint` (or an SDL mouse position) at the boundary.
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points.
    public var y: Double

    /// Creates a point from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate, in points.
    ///   - y: The vertical coordinate, in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The displacement from `other` to `self`.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The point displaced by a vector.
    @inlinable
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The point displaced backwards by a vector.
    @inlinable
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The coordinate along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}
