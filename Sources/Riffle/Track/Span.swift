/// An item's extent along a track's axis, in content coordinates.
///
/// Content coordinate 0 is the start of the track's content (the viewport's leading edge when the track is
/// scrolled to offset 0); coordinates grow in the forward direction.
public struct Span: Hashable, Sendable, Codable {
    /// The leading edge, in points from the content start.
    public var start: Double
    /// The length along the axis, in points.
    public var length: Double

    /// Creates a span.
    ///
    /// - Parameters:
    ///   - start: The leading edge, in points from the content start.
    ///   - length: The length along the axis, in points.
    @inlinable
    public init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }

    /// The trailing edge, `start + length`.
    @inlinable
    public var end: Double { start + length }
}
