extension CardStackHost {
    /// Where and how a wallet view draws one card this frame, in the view's own coordinates.
    ///
    /// A ``CardPlacement`` resolved for the view: the frame's top-left corner is the stack origin moved by the
    /// card's offset, mirrored for right-to-left layouts. Draw the card in a frame of ``width`` × ``height`` at
    /// (``x``, ``y``), scaled by ``scale`` about its centre, with ``opacity``, ordered by ``zIndex``.
    public struct Placement: Hashable, Sendable {
        /// The card's identifier.
        public var id: String
        /// The card's position in the order (0 = the first card, drawn in front at the bottom).
        public var index: Int
        /// The left edge of the card's frame in the view, in points (left-to-right, whatever the layout
        /// direction).
        public var x: Double
        /// The top edge of the card's frame in the view, in points.
        public var y: Double
        /// The card's width, in points.
        public var width: Double
        /// The card's height, in points.
        public var height: Double
        /// The scale about the card's centre.
        public var scale: Double
        /// The opacity, 0…1.
        public var opacity: Double
        /// The drawing order: higher is in front.
        public var zIndex: Double
        /// Whether the card is picked up (long pressed or dragged).
        public var isLifted: Bool
        /// Whether a finger is down on the card and the press has not become a lift, a scroll or a cancellation:
        /// draw a pressed state (dimmed by about 15 %, or scaled to about 0.97).
        public var isPressed: Bool
        /// Whether assistive technologies should skip the card: transparent, or less than half of it inside the
        /// view (the cards a selection sends down off the screen, cards scrolled away).
        public var isAccessibilityHidden: Bool

        /// Resolves a card's placement for a view.
        ///
        /// - Parameters:
        ///   - card: The card's placement in the stack.
        ///   - configuration: The stack's configuration (card size and origin).
        ///   - viewport: The view's size (`x` the width, `y` the height), in points.
        ///   - isRightToLeft: Whether to mirror the frame horizontally in the view.
        /// - Complexity: O(1).
        public init(card: CardPlacement, configuration: CardStack.Configuration, viewport: Vector, isRightToLeft: Bool)
        {
            func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
            let width = finite(configuration.cardWidth, 0)
            let height = finite(configuration.cardHeight, 0)
            let left = finite(configuration.stackOrigin.x + card.offset.x, 0)
            let viewWidth = finite(viewport.x, 0)
            let viewHeight = finite(viewport.y, 0)
            self.id = card.id
            self.index = card.index
            self.x = isRightToLeft ? viewWidth - (left + width) : left
            self.y = finite(configuration.stackOrigin.y + card.offset.y, 0)
            self.width = width
            self.height = height
            self.scale = finite(card.scale, 1)
            self.opacity = Swift.min(Swift.max(finite(card.opacity, 0), 0), 1)
            self.zIndex = finite(card.zIndex, 0)
            self.isLifted = card.isLifted
            self.isPressed = card.isPressed
            // The share of the scaled card inside the view.
            let halfWidth = width * Swift.max(scale, 0) / 2
            let halfHeight = height * Swift.max(scale, 0) / 2
            let centerX = x + width / 2
            let centerY = y + height / 2
            let insideX = Swift.max(0, Swift.min(centerX + halfWidth, viewWidth) - Swift.max(centerX - halfWidth, 0))
            let insideY = Swift.max(0, Swift.min(centerY + halfHeight, viewHeight) - Swift.max(centerY - halfHeight, 0))
            let area = 4 * halfWidth * halfHeight
            self.isAccessibilityHidden = opacity <= 0 || area <= 0 || insideX * insideY < area / 2
        }
    }
}
