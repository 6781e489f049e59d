extension CardStack {
    /// A card stack's geometry, gestures and motion.
    ///
    /// The defaults are seed 004's numbers on a 390 × 844 pt screen: cards 50 pt apart, 320 pt wide (the screen
    /// less 35 pt on each side) with the credit-card ratio 1.586, the front card 35 pt from the leading edge,
    /// the seed's entrance spring, selection curve and 0.05 s long press.
    ///
    /// Every number is sanitized when a stack is created or reconfigured: the rule for each is in its
    /// documentation, and beyond it every length is clamped to ±10⁶ points and the stagger to 10³ seconds, so
    /// that every number the stack derives stays finite.
    public struct Configuration: Hashable, Sendable, Codable {
        /// The width of a card, in points (default 320).
        ///
        /// A value that is not finite or is negative becomes 0 (such a card cannot be hit).
        public var cardWidth: Double
        /// The height of a card, in points (default 320 / 1.586 ≈ 201.8, the ID-1 credit-card ratio).
        ///
        /// A value that is not finite or is negative becomes 0.
        public var cardHeight: Double
        /// The top-left corner of the front card (index 0) at rest, with no scroll, in the coordinate space of
        /// the pointer events (default x 35, y 420).
        ///
        /// A coordinate that is not finite becomes 0; the others are clamped to ±10⁶.
        public var stackOrigin: Point
        /// The height of the viewport the stack scrolls in, whose top is at y = 0 in the pointer events'
        /// coordinate space (default 844).
        ///
        /// Used for the scroll range and auto-scroll. A value that is not finite or is not positive disables
        /// scrolling.
        var viewportHeight: Double
        /// The vertical distance between consecutive cards, in points (seed 004: 50).
        ///
        /// Card i rests at y = −spacing·i. NaN or infinity becomes 50; a value below 1 (also a negative one) becomes 1.
        public var spacing: Double
        /// How far the cards before a selected card move down, off the screen, in points (seed 004: 1400).
        ///
        /// A value that is not finite becomes 1400.
        var dismissOffset: Double
        /// The delay between the entrances of consecutive cards, in seconds (seed 004: 0.1).
        ///
        /// Card i starts `(count − i)·stagger` seconds after ``CardStack/Command/entrance``, so the last card
        /// comes first, each card's delay at most an hour. NaN or infinity becomes 0.1, a negative value 0, a value
        /// above 1,000 s 1,000.
        var entranceStagger: Double
        /// The spring each card enters with (seed 004: response 0.1 s, damping ratio 0.8).
        ///
        /// It drives the entrance progress from 0 to 1: the card slides in from the leading edge, fully off
        /// screen at 0, while its opacity follows the progress.
        var entranceSpring: Spring
        /// The motion of selecting and deselecting (seed 004: ease-out, 0.15 s, after a 0.1 s delay).
        public var selectionMotion: Motion
        /// How long a card must be held before it lifts and can be dragged, in seconds (seed 004: 0.05).
        ///
        /// NaN, infinity or a negative value becomes 0.05.
        var longPressDuration: Double
        /// How far a lifted card rises, in points (seed 004: 20).
        ///
        /// A value that is not finite becomes 20.
        var liftHeight: Double
        /// The scale of a lifted card (default 1, as in seed 004).
        ///
        /// A value that is not finite and positive becomes 1.
        public var liftScale: Double
        /// How far a dragged card nudges sideways, in points (seed 004: 20).
        ///
        /// A value that is not finite becomes 20.
        var nudgeDistance: Double
        /// The horizontal movement beyond which a dragged card nudges, in points (seed 004: 10, exclusive).
        ///
        /// NaN or infinity becomes 10, a negative value 0.
        var nudgeThreshold: Double
        /// The motion of the lift and the sideways nudge (default ``Spring/interactive``; ``Motion/none`` jumps as
        /// in the seed).
        public var liftMotion: Motion
        /// How a dragged card picks the index it lands on (default ``DropRule/liveGap``).
        public var dropRule: DropRule
        /// How far beyond the half-way boundary between two slots a dragged card must be before the live gap
        /// moves, in points (default 10).
        ///
        /// NaN becomes 10; the value is clamped to 0…``spacing``.
        var gapHysteresis: Double
        /// The motion of cards moving to new slots: making way, landing after a drop, reordering by command,
        /// insertion and removal (default SwiftUI's `.spring()`, ``Spring/default``, as seed 004's drop).
        public var reorderMotion: Motion
        /// The height of the band along the viewport's top and bottom edges where a dragging finger scrolls the
        /// stack, in points (default 60).
        ///
        /// A value that is not finite or is negative becomes 0 (no auto-scroll).
        var autoScrollEdge: Double
        /// The auto-scroll speed with the finger at (or beyond) the viewport's edge, in points per second
        /// (default 800); it falls linearly to 0 at the inner side of the edge band.
        ///
        /// A value that is not finite or is negative becomes 0 (no auto-scroll); values above 10⁵ become 10⁵.
        var autoScrollMaximumSpeed: Double
        /// Where a lifted card is drawn among the others (default ``LiftedCardOrder/onTop``, as iOS does).
        public var liftedCardOrder: LiftedCardOrder
        /// Whether a vertical drag that does not start with a long press scrolls the stack (default true).
        ///
        /// The drag follows the finger 1:1, with a rubber band past the ends of ``CardStack/scrollRange``; a
        /// release keeps the finger's velocity and slows down with `scrollDeceleration`, springing back from an
        /// end it runs into; a finger that lands on a moving stack stops it (that press does not select). A drag
        /// after the long press still moves the lifted card. False gives seed 004's gestures: every drag waits for
        /// the long press.
        public var scrollsByDragging: Bool
        /// How a stack released while scrolling slows down (default ``Decay/normal``, `UIScrollView`'s 0.998).
        var scrollDeceleration: Decay
        /// Whether an entering card fades in while it slides in (default true, as in seed 004).
        ///
        /// False keeps every placement's opacity at 1: the card slides in opaque, so a renderer that cannot
        /// composite a whole card at once (one that applies the opacity to each shape) never shows the cards
        /// below through it.
        public var entranceFades: Bool
        /// Reduce Motion: every motion jumps to its end (the entrance included); the finger is still followed.
        public var reduceMotion: Bool

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - cardWidth: The card's width, in points.
        ///   - cardHeight: The card's height, in points.
        ///   - stackOrigin: The front card's top-left corner at rest.
        ///   - viewportHeight: The height of the viewport.
        ///   - spacing: The distance between consecutive cards.
        ///   - dismissOffset: How far the cards before a selected card move down.
        ///   - entranceStagger: The delay between consecutive entrances.
        ///   - entranceSpring: The entrance spring.
        ///   - selectionMotion: The motion of selecting and deselecting.
        ///   - longPressDuration: The hold before a card lifts.
        ///   - liftHeight: How far a lifted card rises.
        ///   - liftScale: The scale of a lifted card.
        ///   - nudgeDistance: How far a dragged card nudges sideways.
        ///   - nudgeThreshold: The horizontal movement beyond which it nudges.
        ///   - liftMotion: The motion of the lift and the nudge.
        ///   - dropRule: How a dragged card picks its index.
        ///   - gapHysteresis: The live gap's hysteresis.
        ///   - reorderMotion: The motion of cards moving to new slots.
        ///   - autoScrollEdge: The auto-scroll band's height.
        ///   - autoScrollMaximumSpeed: The largest auto-scroll speed.
        ///   - liftedCardOrder: Where a lifted card is drawn among the others.
        ///   - scrollsByDragging: Whether a drag without a long press scrolls the stack.
        ///   - scrollDeceleration: How a released scroll slows down.
        ///   - entranceFades: Whether an entering card fades in.
        ///   - reduceMotion: Jump instead of animating.
        public init(
            cardWidth: Double = 320,
            cardHeight: Double = 320 / 1.586,
            stackOrigin: Point = Point(x: 35, y: 420),
            viewportHeight: Double = 844,
            spacing: Double = 50,
            dismissOffset: Double = 1400,
            entranceStagger: Double = 0.1,
            entranceSpring: Spring = Spring(response: 0.1, dampingRatio: 0.8),
            selectionMotion: Motion = .curve(.easeOut, duration: 0.15, delay: 0.1),
            longPressDuration: Double = 0.05,
            liftHeight: Double = 20,
            liftScale: Double = 1,
            nudgeDistance: Double = 20,
            nudgeThreshold: Double = 10,
            liftMotion: Motion = .spring(.interactive),
            dropRule: DropRule = .liveGap,
            gapHysteresis: Double = 10,
            reorderMotion: Motion = .spring(.default),
            autoScrollEdge: Double = 60,
            autoScrollMaximumSpeed: Double = 800,
            liftedCardOrder: LiftedCardOrder = .onTop,
            scrollsByDragging: Bool = true,
            scrollDeceleration: Decay = .normal,
            entranceFades: Bool = true,
            reduceMotion: Bool = false
        ) {
            self.cardWidth = cardWidth
            self.cardHeight = cardHeight
            self.stackOrigin = stackOrigin
            self.viewportHeight = viewportHeight
            self.spacing = spacing
            self.dismissOffset = dismissOffset
            self.entranceStagger = entranceStagger
            self.entranceSpring = entranceSpring
            self.selectionMotion = selectionMotion
            self.longPressDuration = longPressDuration
            self.liftHeight = liftHeight
            self.liftScale = liftScale
            self.nudgeDistance = nudgeDistance
            self.nudgeThreshold = nudgeThreshold
            self.liftMotion = liftMotion
            self.dropRule = dropRule
            self.gapHysteresis = gapHysteresis
            self.reorderMotion = reorderMotion
            self.autoScrollEdge = autoScrollEdge
            self.autoScrollMaximumSpeed = autoScrollMaximumSpeed
            self.liftedCardOrder = liftedCardOrder
            self.scrollsByDragging = scrollsByDragging
            self.scrollDeceleration = scrollDeceleration
            self.entranceFades = entranceFades
            self.reduceMotion = reduceMotion
        }

        /// Seed 004's wallet on a screen of the given size: cards as wide as the screen less 35 pt on each side,
        /// with the credit-card ratio 1.586 (``Settings/wallet``'s inset and ratio), the front card centred
        /// vertically unless placed.
        ///
        /// - Parameters:
        ///   - viewportWidth: The screen's width, in points.
        ///   - viewportHeight: The screen's height, in points.
        ///   - frontCardTop: The y of the front card's top edge; nil centres the front card vertically.
        /// - Returns: The configuration (sanitized later, like any other).
        public static func wallet(viewportWidth: Double, viewportHeight: Double, frontCardTop: Double? = nil)
            -> Configuration
        {
            let inset = Settings.wallet.horizontalInset
            let width = Swift.max(viewportWidth - 2 * inset, 0)
            let height = width / Settings.wallet.aspectRatio
            let top = frontCardTop ?? (viewportHeight - height) / 2
            return Configuration(
                cardWidth: width, cardHeight: height, stackOrigin: Point(x: inset, y: top),
                viewportHeight: viewportHeight)
        }

        /// The configuration with every invalid number replaced, as documented on each property.
        var sanitized: Configuration {
            var result = self
            result.cardWidth = Configuration.bounded(cardWidth, default: 0, minimum: 0)
            result.cardHeight = Configuration.bounded(cardHeight, default: 0, minimum: 0)
            result.stackOrigin = Point(
                x: Configuration.bounded(stackOrigin.x, default: 0), y: Configuration.bounded(stackOrigin.y, default: 0)
            )
            result.viewportHeight = Configuration.bounded(viewportHeight, default: 0, minimum: 0)
            result.spacing = Configuration.bounded(spacing, default: 50, minimum: 1)
            result.dismissOffset = Configuration.bounded(dismissOffset, default: 1400)
            result.entranceStagger = Configuration.bounded(entranceStagger, default: 0.1, minimum: 0, maximum: 1e3)
            result.longPressDuration = longPressDuration.isFinite && longPressDuration >= 0 ? longPressDuration : 0.05
            result.liftHeight = Configuration.bounded(liftHeight, default: 20)
            result.liftScale = liftScale.isFinite && liftScale > 0 ? Swift.min(liftScale, 1e3) : 1
            result.nudgeDistance = Configuration.bounded(nudgeDistance, default: 20)
            result.nudgeThreshold = Configuration.bounded(nudgeThreshold, default: 10, minimum: 0)
            result.gapHysteresis = gapHysteresis.isNaN ? 10 : Swift.min(Swift.max(gapHysteresis, 0), result.spacing)
            result.autoScrollEdge = Configuration.bounded(autoScrollEdge, default: 0, minimum: 0)
            result.autoScrollMaximumSpeed = Configuration.bounded(
                autoScrollMaximumSpeed, default: 0, minimum: 0, maximum: 1e5)
            return result
        }

        /// `value` clamped to ±10⁶ (or the given bounds), with NaN and infinity replaced by `default`.
        static func bounded(
            _ value: Double, default defaultValue: Double, minimum: Double = -1e6, maximum: Double = 1e6
        )
            -> Double
        {
            value.isFinite ? Swift.min(Swift.max(value, minimum), maximum) : defaultValue
        }
    }

    /// How a dragged card picks the index it lands on.
    public enum DropRule: String, Hashable, Sendable, Codable, CaseIterable {
        /// The other cards make way while the card is dragged, and it lands in the gap they leave (the default).
        ///
        /// The gap is the slot nearest to the card's position (its centre among the slots' centres). It moves to
        /// a neighbouring slot only once the card is more than `Configuration/gapHysteresis` beyond the
        /// half-way boundary between the two slots, so the gap does not flicker when the finger rests on a
        /// boundary. The lift is not counted: a lifted card that has not moved keeps its gap.
        case liveGap
        /// The card moves one place per whole spacing it was dragged, counted at release (seed 004's rule):
        /// `newIndex = i + Int(−dy / spacing)`, clamped to the stack.
        ///
        /// `Int` truncates toward zero, so a card must travel a full spacing (50 pt in the wallet preset) to move
        /// one place: dy = −120 moves it two places up the order. The other cards stay where they are during the
        /// drag.
        case wholeSpacings

        /// The rule named `rawValue`: a case's name, or `"seed"` (``wholeSpacings``'s name in 0.1); nil for
        /// any other text, so older settings files keep decoding.
        ///
        /// - Parameter rawValue: The name, as written by `rawValue` now or by an older version.
        public init?(rawValue: String) {
            switch rawValue {
            case "liveGap": self = .liveGap
            case "wholeSpacings", "seed": self = .wholeSpacings
            default: return nil
            }
        }
    }

    /// Where a lifted card is drawn among the others: its ``CardPlacement/zIndex`` while it is held.
    public enum LiftedCardOrder: String, Hashable, Sendable, Codable, CaseIterable {
        /// In front of every other card while it is held, as iOS floats a dragged item (the default).
        ///
        /// Its zIndex is the number of cards, above every resting card's −slot. Once released it stays in
        /// front while it slides into its slot and sinks (zIndex `count − 0.5`, under a card lifted since), and
        /// takes its slot's zIndex when it has landed, so the layering changes only where nothing overlaps
        /// differently.
        case onTop
        /// The card's layer follows the drag (seed 004's `zIndex(−i + dy / spacing)`): the layer of its index
        /// when it was lifted, shifted by the distance it was dragged along the stack in spacings.
        ///
        /// Dragged up past other cards it passes under the cards in front of its old place.
        case followsDrag

        /// The order named `rawValue`: a case's name, or `"seed"` (``followsDrag``'s name in 0.1); nil for
        /// any other text, so older settings files keep decoding.
        ///
        /// - Parameter rawValue: The name, as written by `rawValue` now or by an older version.
        public init?(rawValue: String) {
            switch rawValue {
            case "onTop": self = .onTop
            case "followsDrag", "seed": self = .followsDrag
            default: return nil
            }
        }
    }
}
