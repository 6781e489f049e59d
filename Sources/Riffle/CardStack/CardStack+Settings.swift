extension CardStack {
    /// Everything a wallet view's modifiers and environment configure: the stack's behaviour, how the cards are
    /// fitted to the view, the history slot, the entrance and the layout direction.
    ///
    /// The geometry of ``configuration`` (card size, stack origin, viewport height) is not used as given: the stack
    /// replaces it with `configuration(forViewport:)` for the view's size. Every other option (spacing, motions,
    /// long-press duration, drop rule, Reduce Motion, …) applies as it is.
    public struct Settings: Hashable, Sendable, Codable {
        /// The stack's behaviour; its geometry is replaced by the fitted one.
        ///
        /// Default: seed 004's numbers.
        public var configuration: CardStack.Configuration
        /// The distance between a card and each side of the view, in points (seed 004: 35).
        ///
        /// A value that is not finite becomes 35, a negative one 0.
        var horizontalInset: Double
        /// The card's width over its height (default 1.586, the ID-1 credit-card ratio).
        ///
        /// A value that is not finite and positive becomes 1.586.
        var aspectRatio: Double
        /// The widest a card may be, in points, or nil for no limit (default nil: the view less the insets, as in
        /// seed 004).
        ///
        /// On a wide view the cards keep this width and are centred. A value that is not finite and positive
        /// counts as nil.
        public var maximumCardWidth: Double?
        /// The distance between stacked cards as a fraction of the card's height, or nil to use the
        /// configuration's ``CardStack/Configuration/spacing`` as it is (default nil).
        ///
        /// Seed 004's 50 pt on its 201.8 pt cards is 0.2478: with that ratio the brand mark at the top of every
        /// card behind stays visible at any width. A value that is not finite and positive counts as nil.
        public var spacingRatio: Double?
        /// The y of the front card's top edge in the view, in points, or nil to centre the front card vertically
        /// (as seed 004's `VStack` of spacers does).
        ///
        /// Default nil. A value that is not finite counts as nil.
        public var frontCardTop: Double?
        /// The gap between the bottom of the front card's place and the top of the history slot, in points
        /// (seed 004's `.padding(.top, 10)`).
        ///
        /// A value that is not finite becomes 10, a negative one 0.
        var historySpacing: Double
        /// Whether the stack plays seed 004's staggered entrance when it first appears (default true).
        public var playsEntrance: Bool
        /// Whether the layout is right to left: the cards enter from the right edge and nudge mirrored.
        ///
        /// Default false; views set it from the environment with ``adapted(reduceMotion:rightToLeft:)``.
        public var isRightToLeft: Bool

        /// Creates settings.
        ///
        /// - Parameters:
        ///   - configuration: The stack's behaviour. Default: seed 004's.
        ///   - horizontalInset: The distance between a card and each side of the view. Default 35.
        ///   - aspectRatio: The card's width over its height. Default 1.586.
        ///   - maximumCardWidth: The widest a card may be, or nil. Default nil.
        ///   - spacingRatio: The distance between cards over the card's height, or nil. Default nil.
        ///   - frontCardTop: The y of the front card's top edge, or nil to centre it. Default nil.
        ///   - historySpacing: The gap above the history slot. Default 10.
        ///   - playsEntrance: Whether the entrance plays on the first appearance. Default true.
        ///   - isRightToLeft: Whether the layout is right to left. Default false.
        public init(
            configuration: CardStack.Configuration = CardStack.Configuration(), horizontalInset: Double = 35,
            aspectRatio: Double = 1.586, maximumCardWidth: Double? = nil, spacingRatio: Double? = nil,
            frontCardTop: Double? = nil, historySpacing: Double = 10,
            playsEntrance: Bool = true, isRightToLeft: Bool = false
        ) {
            self.configuration = configuration
            self.horizontalInset = horizontalInset
            self.aspectRatio = aspectRatio
            self.maximumCardWidth = maximumCardWidth
            self.spacingRatio = spacingRatio
            self.frontCardTop = frontCardTop
            self.historySpacing = historySpacing
            self.playsEntrance = playsEntrance
            self.isRightToLeft = isRightToLeft
        }

        /// Seed 004's wallet: 35-point insets, credit-card cards 50 points apart, the front card centred, the
        /// staggered entrance, the seed's selection curve and 0.05 s long press, the live-gap drop rule.
        public static let wallet = Settings()

        /// The settings with a motion style: ``MotionStyle/preset`` leaves them as they are; ``MotionStyle/ios``
        /// selects and deselects with ``Spring/soft`` at once (no delay) instead of the seed's delayed ease-out.
        ///
        /// - Parameter style: The motion style.
        /// - Returns: The settings.
        public func motion(_ style: MotionStyle) -> Settings {
            guard style == .ios else { return self }
            var copy = self
            copy.configuration.selectionMotion = .spring(.soft)
            return copy
        }

        /// The settings adapted to the environment: Reduce Motion (every motion jumps, the entrance included)
        /// and the layout direction.
        ///
        /// Reduce Motion only ever turns motion off: settings that already ask for it keep it.
        ///
        /// - Parameters:
        ///   - reduceMotion: Whether the system's Reduce Motion setting is on.
        ///   - rightToLeft: Whether the layout direction is right-to-left.
        /// - Returns: The adapted settings.
        public func adapted(reduceMotion: Bool, rightToLeft: Bool) -> Settings {
            var result = self
            result.isRightToLeft = rightToLeft
            if reduceMotion { result.configuration.reduceMotion = true }
            return result
        }

        /// The stack's configuration for a view of the given size: ``configuration`` with cards as wide as the
        /// view less `horizontalInset` on each side (at most ``maximumCardWidth``, centred), `aspectRatio` for
        /// their height, the spacing from ``spacingRatio`` when set, the front card's top at
        /// ``frontCardTop`` (or centred), and the view's height as the viewport height.
        ///
        /// - Parameter size: The view's size (`x` the width, `y` the height), in points; a non-finite or negative
        ///   length counts as 0.
        /// - Returns: The configuration (the stack sanitizes it further).
        /// - Complexity: O(1).
        func configuration(forViewport size: Vector) -> CardStack.Configuration {
            let width = size.x.isFinite ? Swift.max(size.x, 0) : 0
            let height = size.y.isFinite ? Swift.max(size.y, 0) : 0
            var cardWidth = Swift.max(width - 2 * sanitizedInset, 0)
            if let limit = maximumCardWidth, limit.isFinite, limit > 0 { cardWidth = Swift.min(cardWidth, limit) }
            let cardHeight = cardWidth / sanitizedAspectRatio
            let top = frontCardTop.flatMap { $0.isFinite ? $0 : nil } ?? (height - cardHeight) / 2
            var result = configuration
            result.cardWidth = cardWidth
            result.cardHeight = cardHeight
            result.stackOrigin = Point(x: (width - cardWidth) / 2, y: top)
            result.viewportHeight = height
            if let ratio = spacingRatio, ratio.isFinite, ratio > 0 {
                result.spacing = Swift.min(ratio, 1e3) * cardHeight
            }
            return result
        }

        /// The inset actually used.
        var sanitizedInset: Double {
            horizontalInset.isFinite ? Swift.min(Swift.max(horizontalInset, 0), 1e6) : Self.wallet.horizontalInset
        }

        /// The aspect ratio actually used.
        var sanitizedAspectRatio: Double {
            aspectRatio.isFinite && aspectRatio > 0
                ? Swift.min(Swift.max(aspectRatio, 1e-3), 1e3) : Self.wallet.aspectRatio
        }

        /// The history spacing actually used.
        var sanitizedHistorySpacing: Double {
            historySpacing.isFinite ? Swift.min(Swift.max(historySpacing, 0), 1e6) : 10
        }
    }

    /// The size a wallet's view takes for a size proposal (a SwiftUI `Layout`'s `sizeThatFits`).
    ///
    /// A proposed length is unspecified (nil, or NaN: "your ideal size"), infinite ("your largest size") or
    /// finite (negative counts as 0). A finite or infinite length is taken as it is: the wallet scrolls its cards
    /// within the height it gets. Unspecified, the width is the widest card plus the insets when
    /// ``Settings/maximumCardWidth`` limits it (else `Pager/unsizedLength`), and the height shows every card:
    /// the front card and each card above it one spacing higher, at the cards' height for that width
    /// (`Settings/configuration(forViewport:)`); `Pager/unsizedLength` when that is 0 (no cards, no width).
    ///
    /// So a wallet in a vertical `ScrollView` or a `List` row (no height proposed) is as tall as its stack
    /// instead of collapsing, and in a `VStack` or with a frame it takes the height it is given.
    ///
    /// - Parameter proposal: The proposed width and height, each nil when unspecified.
    /// - Returns: The size (`x` the width, `y` the height), non-negative.
    /// - Complexity: O(1).
    public func size(fitting proposal: (width: Double?, height: Double?)) -> Vector {
        let unsized = Pager.unsizedLength
        var width = Pager.proposed(proposal.width)
        if width == nil, let limit = settings.maximumCardWidth, limit.isFinite, limit > 0 {
            width = limit + 2 * settings.sanitizedInset
        }
        let resolvedWidth = width ?? unsized
        if let height = Pager.proposed(proposal.height) { return Vector(x: resolvedWidth, y: height) }
        let stack = settings.configuration(forViewport: Vector(x: resolvedWidth.isFinite ? resolvedWidth : 0, y: 0))
        let spacing = stack.spacing.isFinite ? Swift.max(stack.spacing, 0) : 0
        let height = cards.isEmpty ? 0 : stack.cardHeight + spacing * Double(cards.count - 1)
        return Vector(x: resolvedWidth, y: height.isFinite && height > 0 ? height : unsized)
    }
}
