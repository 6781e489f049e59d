/// How one item is drawn: the output of an ``ItemEffect`` for the item's progress.
///
/// Hosts lay the item out at its length across the axis times `crossLength`, then apply the rest in this order:
/// translate by `offset`, rotate by `rotation`, tilt by `tilt` around the cross axis (with perspective, where the
/// renderer supports it), scale by `scale` (and the cross axis by `crossScale`), then draw with `opacity`, ordered
/// by `zIndex`. ``ItemPlacement`` does exactly this.
public struct ItemAppearance: Hashable, Sendable, Codable {
    /// Uniform scale.
    ///
    /// Default 1.
    public var scale: Double
    /// Extra scale along the cross axis only: the item is drawn at its size and squeezed (text and corners
    /// too).
    ///
    /// Default 1.
    var crossScale: Double
    /// A factor on the item's length across the axis: the item is laid out at the new size, centred, so text and
    /// corners keep their size (seed 000's unfocused cards: `.frame(height: 400)` against 450, a factor of
    /// 400 / 450).
    ///
    /// Default 1. Negative values count as 0.
    public var crossLength: Double
    /// Opacity from 0 to 1.
    ///
    /// Default 1.
    public var opacity: Double
    /// Drawing order: higher is in front.
    ///
    /// Default 0.
    public var zIndex: Double
    /// Translation added to the item's track position, in points (x along a horizontal track's axis).
    public var offset: Vector
    /// Rotation in the plane, in radians, clockwise positive.
    public var rotation: Double
    /// Rotation around the cross axis (a coverflow tilt), in radians.
    public var tilt: Double

    /// Creates an appearance.
    ///
    /// - Parameters:
    ///   - scale: Uniform scale.
    ///   - crossScale: Extra cross-axis scale.
    ///   - crossLength: A factor on the laid-out length across the axis.
    ///   - opacity: Opacity from 0 to 1.
    ///   - zIndex: Drawing order.
    ///   - offset: Translation in points.
    ///   - rotation: In-plane rotation in radians.
    ///   - tilt: Rotation around the cross axis in radians.
    public init(
        scale: Double = 1, crossScale: Double = 1, crossLength: Double = 1, opacity: Double = 1, zIndex: Double = 0,
        offset: Vector = .zero, rotation: Double = 0, tilt: Double = 0
    ) {
        self.scale = scale
        self.crossScale = crossScale
        self.crossLength = crossLength
        self.opacity = opacity
        self.zIndex = zIndex
        self.offset = offset
        self.rotation = rotation
        self.tilt = tilt
    }

    /// The identity appearance.
    static let identity = ItemAppearance()

    /// The same appearance with every non-finite field replaced by its identity value, opacity clamped to 0…1 and
    /// a negative cross length raised to 0, so a custom effect can never hand a renderer NaN.
    var sanitized: ItemAppearance {
        func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
        return ItemAppearance(
            scale: finite(scale, 1), crossScale: finite(crossScale, 1),
            crossLength: Swift.max(finite(crossLength, 1), 0),
            opacity: Swift.min(Swift.max(finite(opacity, 1), 0), 1), zIndex: finite(zIndex, 0),
            offset: Vector(x: finite(offset.x, 0), y: finite(offset.y, 0)), rotation: finite(rotation, 0),
            tilt: finite(tilt, 0))
    }
}
