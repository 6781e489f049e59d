/// A pure function from an item's progress (its signed distance from the snap anchor, in items) to how it is
/// drawn.
///
/// Effects see only the progress and the item's length along the axis, never the track's state, so they can be
/// tested as plain functions and swapped freely (Swiper's `slide.progress` model).
///
/// ```swift
/// let appearance = ItemEffect.recessedNeighbours.appearance(progress: 0.5, length: 390, axis: .horizontal)
/// appearance.opacity   // 0.85, half-way between 1.0 (focused) and 0.7
/// ```
public enum ItemEffect: Hashable, Sendable, Codable {
    /// Every item drawn as is.
    case none
    /// The focused item larger or brighter than the rest, interpolated by |progress| (0 at the anchor, 1 and
    /// beyond for the others).
    case focus(FocusOptions)
    /// Coverflow: items beside the anchor tilt away, shrink and fall behind.
    case coverflow(maxTilt: Double, sideScale: Double)
    /// A stack: items ahead of the anchor pile up behind it, each `peek` points further and `scaleStep` smaller;
    /// items behind move away normally and fade.
    case stack(peek: Double, scaleStep: Double, visibleDepth: Int)
    /// A custom function of `(progress, length)`, with an identity (see ``CustomFunction``).
    case custom(CustomFunction)

    /// A custom effect named `id` (see ``CustomFunction``).
    ///
    /// ```swift
    /// let fade = ItemEffect.custom(id: "fade") { progress, _ in
    ///     ItemAppearance(opacity: 1 - min(abs(progress), 1))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The effect's identity: two effects with the same identifier must compute the same thing.
    ///   - function: `(progress, length along the axis) → appearance`.
    /// - Returns: The effect.
    public static func custom(
        id: String, _ function: @escaping @Sendable (_ progress: Double, _ length: Double) -> ItemAppearance
    ) -> ItemEffect {
        .custom(CustomFunction(id: id, function))
    }

    /// The options of ``ItemEffect/focus(_:)``.
    public struct FocusOptions: Hashable, Sendable, Codable {
        /// Uniform scale of the focused item relative to the others' 1.
        ///
        /// Default 1.
        var focusedScale: Double
        /// Cross-axis scale of unfocused items (the focused one is 1): drawn smaller, squeezed.
        ///
        /// Default 1.
        var unfocusedCrossScale: Double
        /// Cross-axis length factor of unfocused items (the focused one is 1): laid out smaller, as seed 000's
        /// `.frame(height:)` does (see ``ItemAppearance/crossLength``).
        ///
        /// Default 1.
        var unfocusedCrossLength: Double
        /// Opacity of the focused item.
        ///
        /// Default 1.
        var focusedOpacity: Double
        /// Opacity of unfocused items.
        ///
        /// Default 1.
        var unfocusedOpacity: Double

        /// Creates focus options.
        ///
        /// - Parameters:
        ///   - focusedScale: Uniform scale of the focused item.
        ///   - unfocusedCrossScale: Cross-axis scale of unfocused items.
        ///   - unfocusedCrossLength: Cross-axis length factor of unfocused items.
        ///   - focusedOpacity: Opacity of the focused item.
        ///   - unfocusedOpacity: Opacity of unfocused items.
        public init(
            focusedScale: Double = 1, unfocusedCrossScale: Double = 1, unfocusedCrossLength: Double = 1,
            focusedOpacity: Double = 1, unfocusedOpacity: Double = 1
        ) {
            self.focusedScale = focusedScale
            self.unfocusedCrossScale = unfocusedCrossScale
            self.unfocusedCrossLength = unfocusedCrossLength
            self.focusedOpacity = focusedOpacity
            self.unfocusedOpacity = unfocusedOpacity
        }
    }

    /// Seed 000: the focused card 450 high, the others 400 (cross scale 400 / 450); opacity 1.0 versus 0.7.
    public static let recessedNeighbours = ItemEffect.focus(
        FocusOptions(unfocusedCrossLength: 400.0 / 450.0, focusedOpacity: 1, unfocusedOpacity: 0.7))
    /// Seed 003: the focused card larger (scale 1.2 against 1).
    public static let enlargedFocus = ItemEffect.focus(FocusOptions(focusedScale: 1.2))
    /// A coverflow with a 50° tilt and side items at 0.8 scale.
    public static let coverflow = ItemEffect.coverflow(maxTilt: 50 * Double.pi / 180, sideScale: 0.8)
    /// A stack showing three items behind the current one, 12 points apart.
    public static let stack = ItemEffect.stack(peek: 12, scaleStep: 0.05, visibleDepth: 3)

    /// The appearance of an item at `progress` whose length along the axis is `length`.
    ///
    /// Non-finite progress is treated as far away (|progress| = 1 for focus effects); the result never contains
    /// a non-finite number.
    ///
    /// - Parameters:
    ///   - progress: The item's signed distance from the anchor, in items.
    ///   - length: The item's length along the axis, in points.
    ///   - axis: The track's axis (offsets are produced along it).
    /// - Complexity: O(1), plus the cost of a custom function.
    public func appearance(progress: Double, length: Double, axis: Axis = .horizontal) -> ItemAppearance {
        let p = progress.isFinite ? progress : (progress < 0 ? -1e6 : 1e6)
        let distance = Swift.min(p.magnitude, 1)
        switch self {
        case .none:
            return .identity
        case .focus(let o):
            let t = 1 - distance
            return ItemAppearance(
                scale: 1 + (o.focusedScale - 1) * t,
                crossScale: o.unfocusedCrossScale + (1 - o.unfocusedCrossScale) * t,
                crossLength: o.unfocusedCrossLength + (1 - o.unfocusedCrossLength) * t,
                opacity: o.unfocusedOpacity + (o.focusedOpacity - o.unfocusedOpacity) * t,
                zIndex: -p.magnitude
            ).sanitized
        case .coverflow(let maxTilt, let sideScale):
            let clamped = Swift.min(Swift.max(p, -1), 1)
            return ItemAppearance(
                scale: 1 - (1 - sideScale) * distance, zIndex: -p.magnitude, tilt: -clamped * maxTilt
            ).sanitized
        case .stack(let peek, let scaleStep, let depth):
            let finiteLength = length.isFinite ? length : 0
            if p <= 0 {
                // Leaving items move with the track and fade out over one item.
                return ItemAppearance(opacity: 1 - distance, zIndex: p).sanitized
            }
            let depthLimit = Double(Swift.max(depth, 0))
            let shown = Swift.min(p, depthLimit)
            // Pull the item back onto the anchor, leaving `peek` points per level visible.
            let along = -p * finiteLength + shown * peek
            let opacity = p > depthLimit ? Swift.max(0, 1 - (p - depthLimit)) : 1
            return ItemAppearance(
                scale: Swift.max(0, 1 - scaleStep * shown), opacity: opacity, zIndex: -p,
                offset: axis == .horizontal ? Vector(x: along, y: 0) : Vector(x: 0, y: along)
            ).sanitized
        case .custom(let function):
            return function.body(p, length.isFinite ? length : 0).sanitized
        }
    }
}

extension ItemEffect {
    /// A custom effect function with an identity, so settings that hold one compare and hash by value.
    ///
    /// Two functions with the same identifier are equal, and hosts trust that they compute the same thing (give
    /// a function whose numbers change a new identifier). Its `body` is `(progress, length along the axis) →
    /// appearance`; it encodes as its identifier alone, and decoding one throws (settings that hold one are
    /// recorded but not replayed).
    public typealias CustomFunction = IdentifiedFunction<
        @Sendable (_ progress: Double, _ length: Double) -> ItemAppearance
    >
}
