/// The axis along which a track scrolls or a drag is bound.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Left to right (or right to left, mirrored at the output).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    @inlinable
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// Whether a movement runs along this axis.
    ///
    /// Its component along the axis is at least as long as the one across it (45° or closer). A zero translation is judged by the velocity; nothing non-finite is along.
    ///
    /// - Parameters:
    ///   - translation: The movement, in points.
    ///   - velocity: The velocity, in points per second, used when the translation is zero.
    /// - Returns: Whether the movement is along the axis.
    func admits(translation: Vector, velocity: Vector = .zero) -> Bool {
        let movement = translation == .zero ? velocity : translation
        guard movement.isFinite, movement != .zero else { return false }
        return abs(movement[self]) >= abs(movement[cross])
    }
}
