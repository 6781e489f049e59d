import Riffle

/// An axis-aligned rectangle in points: origin at the top-left, y grows downwards.
public struct CanvasRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (never negative once normalised by the initialiser).
    public var width: Double
    /// The height (never negative once normalised by the initialiser).
    public var height: Double

    /// Creates a rectangle; a negative width or height is clamped to zero.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Creates a rectangle of `size` centred on `center`.
    public init(center: Point, size: CanvasSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// The size.
    public var size: CanvasSize { CanvasSize(width: width, height: height) }
    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether `point` lies inside (left and top edges inclusive, right and bottom exclusive).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (negative grows it).
    public func insetBy(dx: Double, dy: Double) -> CanvasRect {
        CanvasRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `(dx, dy)`.
    public func offsetBy(dx: Double, dy: Double) -> CanvasRect {
        CanvasRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of two rectangles (empty, at `self`'s origin, when they do not overlap).
    public func intersection(_ other: CanvasRect) -> CanvasRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        if right <= left || bottom <= top { return CanvasRect(x: x, y: y, width: 0, height: 0) }
        return CanvasRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: CanvasRect) -> Bool { !intersection(other).isEmpty }
}
