// How large a home screen's view is for a size proposal: decided here so that a view's `Layout` only calls it and
// a Linux test reaches every kind of proposal.

extension HomeScreen {
    /// The width a home screen takes when nothing proposes one: 390 points, the portrait width of the iPhone seed
    /// 002's metrics were drawn for (65-point icons in 4 columns).
    public static let naturalWidth = 390.0

    /// The size a home screen's view takes for a size proposal (a SwiftUI `Layout`'s `sizeThatFits`).
    ///
    /// A proposed length is unspecified (nil, or NaN: "your ideal size"), infinite ("your largest size") or finite
    /// (negative counts as 0). A finite or infinite length is taken as it is: the home screen fills what it is
    /// given, as a phone's home screen fills the screen. Unspecified, each length is the grid's natural one:
    ///
    /// - the width is ``naturalWidth``;
    /// - the height shows the fullest page without scrolling, at the width the view gets (``naturalWidth`` when
    ///   that is infinite): the configured top inset, the page padding, the rows (the kept grid's, see
    ///   ``Geometry``, or as many as the fullest page needs, at least one), the page dots' row, the dock and the
    ///   configured bottom inset. The safe area is not counted: a parent proposes the space inside it.
    ///
    /// So a home screen in a vertical `ScrollView` or a `List` row (no height proposed) is as tall as its grid
    /// instead of collapsing, in a `VStack` or with a frame it takes the space it is given, and a `fixedSize()`
    /// one is a phone's screen.
    ///
    /// - Parameter proposal: The proposed width and height, each nil when unspecified.
    /// - Returns: The size (`x` the width, `y` the height), non-negative.
    /// - Complexity: O(pages).
    public func size(fitting proposal: (width: Double?, height: Double?)) -> Vector {
        let width = Pager.proposed(proposal.width) ?? Self.naturalWidth
        if let height = Pager.proposed(proposal.height) { return Vector(x: width, y: height) }
        return Vector(x: width, y: naturalHeight(atWidth: width.isFinite ? width : Self.naturalWidth))
    }

    /// The height that shows the fullest page at `width` (see ``size(fitting:)``).
    private func naturalHeight(atWidth width: Double) -> Double {
        let metrics = settings.configuration
        let kept = metrics.grid != nil || geometry.hasArea
        let tall = Geometry(
            screenSize: Vector(x: width, y: Geometry.maximumLength), configuration: metrics,
            keepingGridOf: kept ? geometry : nil)
        let fullest = layout.pages.map(\.count).max() ?? 0
        let rows = kept ? tall.rows : Swift.max(1, (fullest + tall.columns - 1) / tall.columns)
        let grid = 2 * tall.padding + Double(rows) * tall.rowHeight + Double(rows - 1) * tall.rowSpacing
        let bottom = Geometry.length(metrics.bottomInset, default: 0)
        let height = tall.pageArea.minY + grid + tall.indicatorRow.height + tall.dockFrame.height + bottom
        return height.isFinite ? Swift.min(height, Geometry.maximumLength) : Pager.unsizedLength
    }
}

extension HomeScreen {
    /// The viewport the screen already has, as the command that sets it, or nil before it has one.
    ///
    /// A view sends it when it appears (again): a recording started then carries the size and safe area in its
    /// header, and the screen, already at that size, does not change.
    public var viewportCommand: Command? {
        guard geometry.hasArea else { return nil }
        return .setViewport(
            width: geometry.screenSize.x, height: geometry.screenSize.y, topInset: safeAreaTop,
            bottomInset: safeAreaBottom)
    }
}
