// How large a wallet's view is for a size proposal: decided here so that a view's `Layout` only calls it.

extension CardStack {
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
