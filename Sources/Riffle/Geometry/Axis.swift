/// The axis along which a track scrolls or a drag is bound.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Left to right (or right to left, mirrored at the output).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    @inlinable
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
