/// A two-dimensional displacement or rate: a translation in points, or a velocity in points per second.
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var x: Double
    /// The vertical component.
    public var y: Double

    /// Creates a vector from its components.
    ///
    /// - Parameters:
    ///   - x: The horizontal component.
    ///   - y: The vertical component.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = Vector(x: 0, y: 0)

    /// The Euclidean length, `√(x² + y²)`.
    ///
    /// Finite for every finite vector: when the squares would overflow (components beyond about 10¹⁵⁴) or
    /// underflow, the components are scaled by the larger magnitude first, so the length of (10³⁰⁰, 10³⁰⁰) is
    /// 1.414·10³⁰⁰, not +∞. A vector longer than `Double.greatestFiniteMagnitude` (both components near it)
    /// has that length.
    @inlinable
    public var length: Double {
        let squares = x * x + y * y
        if squares.isFinite, squares >= Double.leastNormalMagnitude || squares == 0 && x == 0 && y == 0 {
            return squares.squareRoot()
        }
        guard x.isFinite, y.isFinite else { return squares.squareRoot() }
        let largest = Swift.max(x.magnitude, y.magnitude)
        let u = x / largest
        let v = y / largest
        return Swift.min(largest * (u * u + v * v).squareRoot(), Double.greatestFiniteMagnitude)
    }

    /// Whether both components are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The component along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// The sum of two vectors.
    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// The difference of two vectors.
    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// The vector scaled by a factor.
    @inlinable
    public static func * (lhs: Double, rhs: Vector) -> Vector { Vector(x: lhs * rhs.x, y: lhs * rhs.y) }

    /// The negated vector.
    @inlinable
    public static prefix func - (value: Vector) -> Vector { Vector(x: -value.x, y: -value.y) }
}
