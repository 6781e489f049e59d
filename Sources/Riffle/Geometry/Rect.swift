/// An axis-aligned rectangle in points (origin at the top-left corner, y growing downwards).
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The width (`x`) and height (`y`).
    public var size: Vector

    /// Creates a rectangle from its top-left corner and size.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The width (`x`) and height (`y`).
    public init(origin: Point, size: Vector) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Vector(x: width, y: height))
    }

    /// A rectangle of size zero at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.x }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.y }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.x / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.y / 2 }
    /// The width.
    public var width: Double { size.x }
    /// The height.
    public var height: Double { size.y }
    /// The centre.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether every coordinate is finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether a point lies inside: left and top edges included, right and bottom edges excluded.
    ///
    /// A non-finite point is never inside.
    ///
    /// - Parameter point: A point in the same space.
    /// - Returns: Whether the rectangle contains it.
    public func contains(_ point: Point) -> Bool {
        point.isFinite && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles overlap (share an area, not only an edge).
    ///
    /// - Parameter other: Another rectangle.
    /// - Returns: Whether they intersect.
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle moved by a vector.
    ///
    /// - Parameter delta: The displacement.
    /// - Returns: The moved rectangle.
    func offset(by delta: Vector) -> Rect {
        Rect(origin: origin + delta, size: size)
    }

    /// The rectangle of the same centre and a given size.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - size: The size.
    /// - Returns: The rectangle.
    static func centered(at center: Point, size: Vector) -> Rect {
        Rect(x: center.x - size.x / 2, y: center.y - size.y / 2, width: size.x, height: size.y)
    }
}

extension Rect: Mirrorable {
    /// The rectangle mirrored across `width` (its left edge at `width − maxX`).
    ///
    /// - Parameter width: The width of the view it is drawn in.
    /// - Returns: The mirrored rectangle.
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
