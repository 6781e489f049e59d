// How large a pager's view is for a size proposal, and where its dots sit above the safe area: decided here so
// that a view's `Layout` only calls it and a Linux test reaches every kind of proposal.

extension Pager {
    /// The length a view takes along an axis that nothing sizes (Apple's default for a flexible view with an
    /// unspecified proposal, `ProposedViewSize.replacingUnspecifiedDimensions()`), so that it never disappears.
    static let unsizedLength = 10.0

    /// The size a pager's view takes for a size proposal (a SwiftUI `Layout`'s `sizeThatFits`): the proposal
    /// along the track, the items' own size across it.
    ///
    /// A proposed length is *unspecified* (nil, or NaN: "your ideal size"), *infinite* ("your largest size"),
    /// or finite (negative counts as 0, "your smallest size" at 0).
    ///
    /// - **Along the axis**, a finite length is taken as it is and an infinite one stays infinite (the pager is as
    ///   flexible as a scroll view). Unspecified, the pager is as long as its items end to end when they have a
    ///   length of their own (``ItemSizing/points(_:)``, ``ItemSizing/intrinsic(estimated:)``: the leading inset,
    ///   the lengths, measured or estimated, and the gaps, as a scroll view's content), and as long as it is across
    ///   when they are a share of the viewport (``ItemSizing/viewport``, ``ItemSizing/fraction(_:)``).
    /// - **Across the axis** the items' own length wins whatever the proposal: the page at rest with
    ///   ``CrossAxisSizing/followsCurrentItem`` (see `followedCrossLength`), else ``Settings/crossLength``,
    ///   else the longest measured item for ``ItemSizing/intrinsic(estimated:)`` (items that size themselves).
    ///   Items that fill the viewport have no length of their own: a finite or infinite proposal is taken, and an
    ///   unspecified one gives a square (the length along the axis).
    /// - Where neither axis says anything (both unspecified, items a share of the viewport) each is
    ///   `unsizedLength`.
    ///
    /// So a self-sizing row of tags is as high as its tallest tag in a `VStack`, a vertical `ScrollView` or a
    /// `List` row, and as wide as offered; a pager of full pages proposed no height is square.
    ///
    /// - Parameter proposal: The proposed width and height, each nil when unspecified.
    /// - Returns: The size (`x` the width, `y` the height), each non-negative, finite unless the proposal along
    ///   the axis, or across it for items that fill the viewport, is infinite.
    /// - Complexity: O(1), except O(n) in the items for an unspecified length along the axis with
    ///   ``ItemSizing/intrinsic(estimated:)`` and for a length across it with intrinsic items.
    public func size(fitting proposal: (width: Double?, height: Double?)) -> Vector {
        let axis = settings.configuration.axis
        let proposed = Vector(x: Self.proposed(proposal.width) ?? .nan, y: Self.proposed(proposal.height) ?? .nan)
        let alongProposal = proposed[axis].isNaN ? nil : proposed[axis]
        let crossProposal = proposed[axis.cross].isNaN ? nil : proposed[axis.cross]
        let own = ownCrossLength
        var along = alongProposal ?? contentLength
        var cross = own ?? crossProposal
        if along == nil, let cross, cross.isFinite, cross > 0 { along = cross }
        if cross == nil, let along, along.isFinite, along > 0 { cross = along }
        let size = (along: along ?? Self.unsizedLength, cross: cross ?? Self.unsizedLength)
        return axis == .horizontal ? Vector(x: size.along, y: size.cross) : Vector(x: size.cross, y: size.along)
    }

    /// A proposed length as the sizing rule reads it: nil when unspecified (nil or NaN), 0 for negative lengths.
    static func proposed(_ length: Double?) -> Double? {
        guard let length, !length.isNaN else { return nil }
        return Swift.max(length, 0)
    }

    /// The items end to end along the axis when they have a length of their own, else nil.
    var contentLength: Double? {
        switch settings.itemLength {
        case .viewport, .fraction: return nil
        case .points, .intrinsic:
            guard itemCount > 0 else { return Swift.max(finiteOrZero(settings.leadingInset), 0) }
            let items = self.items()
            let last = items.span(at: itemCount - 1)
            let end = last.start + last.length
            return end.isFinite ? Swift.max(end, 0) : nil
        }
    }

    /// The items' own length across the axis, or nil when they fill the viewport (see ``size(fitting:)``).
    var ownCrossLength: Double? {
        if settings.crossAxisSizing == .followsCurrentItem { return followedCrossLength }
        if let length = settings.crossLength, length.isFinite, length >= 0 { return length }
        guard case .intrinsic = settings.itemLength else { return nil }
        let cross = settings.configuration.axis.cross
        return measurements.sizes.lazy.map { $0[cross] }.filter { !$0.isNaN }.max()
    }

    /// The length across the axis a pager that follows its items (``CrossAxisSizing/followsCurrentItem``) reports
    /// to its parent, in steps rather than every frame: at rest the measured length of the item at rest; while the
    /// track moves (a drag, a settle) the longest of the item at ``index`` and the two either side of the anchor.
    ///
    /// A page turn from a page of length A to one of length B therefore reports A, then the longer of the two,
    /// then B once settled: two distinct lengths, so a parent (a `List` row, a `VStack`) lays out at most twice
    /// per turn instead of every frame, and neither page is cut off while both are on screen. The items
    /// themselves still change smoothly within that frame (`followedCrossLength(of:measurements:)`). Nil when the pager does not
    /// follow its items or none of those items was measured.
    ///
    /// - Complexity: O(visible items).
    var followedCrossLength: Double? {
        guard settings.crossAxisSizing == .followsCurrentItem, let track else { return nil }
        let cross = track.configuration.axis.cross
        guard track.needsFrames else { return Self.followedCrossLength(of: track, measurements: measurements) }
        var longest = measurements[index]?[cross]
        let (before, after) = Self.anchorNeighbours(of: track)
        for neighbour in [before?.index, after?.index].compactMap({ $0 }) {
            if let length = measurements[neighbour]?[cross] { longest = Swift.max(longest ?? length, length) }
        }
        return longest
    }

    /// Where the dots' control sits in the view: `dotsBottomPadding` above the bottom safe-area inset.
    ///
    /// Centred horizontally, above `bottomSafeAreaInset` (the home indicator's zone of a full-bleed pager);
    /// the origin when there are no dots. The pages ignore the inset: they stay full-bleed.
    public var dotsOrigin: Point {
        guard let size = dots?.controlSize else { return .zero }
        let padding = finiteOrZero(dotsBottomPadding) + Swift.max(finiteOrZero(bottomSafeAreaInset), 0)
        return Point(x: (viewport.x - size.x) / 2, y: viewport.y - padding - size.y)
    }

    /// `value`, or 0 when it is not finite.
    private func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
