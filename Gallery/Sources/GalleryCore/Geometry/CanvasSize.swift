/// A width and a height, in points.
public struct CanvasSize: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The phone-sized default window, 390 × 844 points.
    public static let phone = CanvasSize(width: 390, height: 844)

    /// Whether both extents are finite and positive.
    public var isUsable: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }
}
