/// Where one card of a ``CardStack`` is drawn this frame, and how.
///
/// A view draws the card in a frame of ``width`` × ``height`` at (``x``, ``y``): the stack's `origin` (the
/// top-left corner of the front card at rest) moved by ``offset``, scaled by ``scale`` about the card's centre,
/// with ``opacity``, in the order of ``zIndex`` (higher in front; for equal values, the later placement in front,
/// as in a `ZStack`). ``ComponentHost`` hands it out mirrored for a right-to-left layout.
public struct CardPlacement: Hashable, Sendable, Mirrorable {
    /// The card's identifier.
    public var id: String
    /// The card's position in the stack's order (0 = the first card, drawn in front at the bottom).
    public var index: Int
    /// The offset from the stack origin, in points; y grows downwards.
    ///
    /// At rest card `i` sits at y = −spacing·i (seed 004: −50·i), so each later card peeks above the one before
    /// it. The offset includes the stack's scroll offset, the lift and the live drag.
    public var offset: Vector
    /// The drawing order: higher values are drawn in front: −slot for a resting card, and for a lifted card the
    /// configured ``CardStack/LiftedCardOrder`` (in front of every card, or seed 004's −i + dy/50).
    public var zIndex: Double
    /// The scale about the card's centre (1 unless a lift scale is configured).
    public var scale: Double
    /// The opacity, 0…1 (below 1 while the card enters).
    public var opacity: Double
    /// Whether the card is picked up (long pressed or dragged).
    public var isLifted: Bool
    /// Whether a finger is down on the card and has not yet become a lift, a scroll or a cancellation: the host
    /// draws a pressed state (dimmed, or scaled down a little).
    public var isPressed: Bool
    /// The point ``offset`` is measured from: the front card's top-left corner at rest
    /// (``CardStack/Configuration/stackOrigin``).
    var origin: Point
    /// The card's size (`x` the width, `y` the height), in points.
    var size: Vector
    /// Whether assistive technologies should skip the card: transparent, or less than half of it inside the
    /// view (the cards a selection sends down off the screen, cards scrolled away).
    public var isAccessibilityHidden: Bool

    /// The left edge of the card's frame, in points.
    public var x: Double { origin.x + offset.x }
    /// The top edge of the card's frame, in points.
    public var y: Double { origin.y + offset.y }
    /// The card's width, in points.
    public var width: Double { size.x }
    /// The card's height, in points.
    public var height: Double { size.y }

    /// The scale to draw the card at: ``scale``, times 0.97 while ``isPressed`` (a pressed card shrinks a little,
    /// as iOS buttons and cells do on touch-down).
    public var drawnScale: Double { isPressed ? scale * CardPlacement.pressedScale : scale }
    /// How much a pressed card shrinks: 0.97.
    static let pressedScale = 0.97

    /// Creates a placement.
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - index: The card's position in the order.
    ///   - offset: The offset from the stack origin, in points.
    ///   - zIndex: The drawing order.
    ///   - scale: The scale about the card's centre.
    ///   - opacity: The opacity.
    ///   - isLifted: Whether the card is picked up.
    ///   - isPressed: Whether a finger is down on the card (default false).
    ///   - origin: The point `offset` is measured from (default zero).
    ///   - size: The card's size (default zero).
    ///   - isAccessibilityHidden: Whether assistive technologies skip the card (default false).
    init(
        id: String, index: Int, offset: Vector, zIndex: Double, scale: Double, opacity: Double, isLifted: Bool,
        isPressed: Bool = false, origin: Point = .zero, size: Vector = .zero, isAccessibilityHidden: Bool = false
    ) {
        self.id = id
        self.index = index
        self.offset = offset
        self.zIndex = zIndex
        self.scale = scale
        self.opacity = opacity
        self.isLifted = isLifted
        self.isPressed = isPressed
        self.origin = origin
        self.size = size
        self.isAccessibilityHidden = isAccessibilityHidden
    }

    /// The placement with its frame mirrored across `width`: x ↦ width − (x + card width).
    ///
    /// - Parameter width: The view's width.
    /// - Returns: The mirrored placement.
    public func mirrored(inWidth width: Double) -> CardPlacement {
        var mirrored = self
        mirrored.origin.x = width - origin.x - size.x
        mirrored.offset.x = -offset.x
        return mirrored
    }
}

extension CardPlacement {
    /// The card's frame: (``x``, ``y``), ``width`` × ``height``.
    public var frame: Rect { Rect(x: x, y: y, width: width, height: height) }
    /// The card's ``scale``.
    public var scaleX: Double { scale }
    /// The card's ``scale``.
    public var scaleY: Double { scale }
    /// Always 0: cards do not rotate.
    public var rotation: Double { 0 }
}
