import Riffle

/// What a scene needs from the paging engine: the single seam between the gallery and Riffle's `Track`.
///
/// The scenes never compute motion themselves; they feed pointer samples and commands in, ask for `position`
/// (in items, fractional while moving) and draw. ``PlaceholderTrack`` conforms for now; the core's `Track` gets
/// an adapter conforming to this protocol and each scene's `makePaging` switches to it.
public protocol PagingModel: Sendable {
    /// The number of items (pages or cards).
    var count: Int { get }
    /// The selected item, always in `0..<count` (for a looping model, the wrapped index).
    var index: Int { get }
    /// The continuous position in items: item `i` is centred when `position == i`. Looping models are unwrapped
    /// (the position can be any finite value; item `i` sits at every `i + k × count`).
    var position: Double { get }
    /// True when nothing moves (no drag in progress, no animation running).
    var isSettled: Bool { get }
    /// A time at which the model wants ``advance(to:)`` even without input (a long-press deadline), or nil.
    var nextDeadline: Double? { get }

    /// Feeds one pointer sample; `extent` is the distance in points between neighbouring items along the axis.
    /// Returns a tap when the sample ended a tap (down and up without a drag).
    mutating func handle(_ event: PointerEvent, extent: Double) -> PagingTap?
    /// Moves the clock to `time` (seconds) and updates the motion.
    mutating func advance(to time: Double)
    /// Animates by `delta` items (keys, wheel); a looping model wraps, a bounded one clamps.
    mutating func step(by delta: Int, at time: Double)
    /// Animates to item `index` (for a looping model: to the unwrapped position `index`, the way a tap chose).
    mutating func select(_ index: Int, at time: Double)
}

/// A tap recognised by a ``PagingModel``: where it happened.
public struct PagingTap: Equatable, Sendable {
    /// The tap location in window points.
    public var location: Point

    /// Creates a tap.
    public init(location: Point) {
        self.location = location
    }
}
