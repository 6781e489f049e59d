extension HomeScreen {
    /// Where everything goes on a screen of a given size: the icon grid of a page, the page dots' row and the dock.
    ///
    /// The grid follows SwiftUI's `LazyVGrid(columns: [GridItem(.adaptive(minimum: iconSize))], spacing: 20)`
    /// inside `.padding(20)`: an adaptive item "prefers to insert as many items of the `minimum` size as
    /// possible", so with `available = width − 2·padding`
    ///
    /// ```
    /// columns     = max(1, ⌊(available + columnSpacing) / (iconSize + columnSpacing)⌋)
    /// columnWidth = (available − (columns − 1)·columnSpacing) / columns
    /// ```
    ///
    /// The spare width is shared between the columns and each icon is centred in its cell. Rows are
    /// `iconSize + labelGap + labelHeight` tall and `rowSpacing` apart, from the top of the page area plus the
    /// padding. A 390-point screen has 65-point icons, 350 points available and ⌊370 / 85⌋ = 4 columns.
    ///
    /// From top to bottom the screen holds the top inset, the page area, the page dots' row, the dock (full
    /// width, `iconSize · dockHeightRatio` tall) and the bottom inset. A page holds as many rows as fit in the
    /// page area less its padding (at least one), so its capacity is `columns · rows`.
    ///
    /// A size that is not finite and positive has no area: every frame is empty and the page capacity is
    /// unlimited (``pageCapacity`` is `Int.max`), so a layout given before the host knows its size is kept as it
    /// is until a real size arrives. Lengths are clamped to `maximumLength`.
    ///
    /// **A size change keeps the grid.** ``Configuration/grid``, or else the first size with an area, sets the grid (its `columns × rows`, hence
    /// the page capacity) and a home screen keeps it from then on, as SpringBoard keeps the user's arrangement:
    /// a later size lays out the same grid (`init(screenSize:configuration:keepingGridOf:)`), so no icon ever
    /// changes page because the screen was rotated, split or resized. The grid stands upright (more rows than
    /// columns) on a screen at least as tall as it is wide and lies on its side otherwise, unless only the other
    /// shape fits at the configured icon size, or, when neither fits, the other shape allows larger icons. The
    /// icons shrink when no shape fits, down to `minimumIconSize`; below that the rows that do not fit are
    /// reported in ``overflowingRows`` (their icons are laid out past the page area, not moved away).
    public struct Geometry: Hashable, Sendable {
        /// The largest length used, in points (10⁶): longer lengths are clamped so that every frame stays finite.
        static let maximumLength = 1e6

        /// The screen size (sanitised: zero when it was not finite and positive).
        public let screenSize: Vector
        /// Whether the screen has an area (a finite, positive width and height).
        let hasArea: Bool
        /// The side of an icon's square, in points.
        public let iconSize: Double
        /// The padding around a page's grid.
        let padding: Double
        /// The spacing between grid columns.
        let columnSpacing: Double
        /// The spacing between grid rows.
        let rowSpacing: Double
        /// The number of grid columns (at least 1).
        let columns: Int
        /// The width of a grid column, icons centred in it.
        let columnWidth: Double
        /// The height of a grid row: the icon, the gap and the label.
        let rowHeight: Double
        /// The gap between an icon and its label.
        let labelGap: Double
        /// The height of an icon's label.
        let labelHeight: Double
        /// The number of grid rows on a page (at least 1).
        let rows: Int
        /// The most icons on a page, `columns · rows`; `Int.max` when the screen has no area.
        public let pageCapacity: Int
        /// The grid rows that do not fit in the page area even at `minimumIconSize`.
        ///
        /// 0 unless a kept grid (`init(screenSize:configuration:keepingGridOf:)`) meets a screen too small for
        /// it. Their icons are laid out below the page area, where the page dots and the dock may cover them.
        public let overflowingRows: Int
        /// The smallest icon a kept grid shrinks its icons to (29 points, the smallest iOS icon), or the
        /// configured icon size when that is smaller.
        static let minimumIconSize = 29.0
        /// The area of one page, in screen coordinates, for the page at rest on screen.
        public let pageArea: Rect
        /// The row holding the page dots (full width).
        let indicatorRow: Rect
        /// The padding around the page dots.
        let indicatorPadding: Double
        /// The dock (full width).
        public let dockFrame: Rect
        /// The most icons in the dock.
        let dockCapacity: Int
        /// The spacing between dock icons.
        let dockSpacing: Double

        /// Computes the geometry of a screen that keeps the grid of an earlier one; without one (`previous` nil, the
        /// default), the grid that fits the screen, or ``Configuration/grid`` laid out on it.
        ///
        /// With `previous` having an area (or a ``Configuration/grid``, which takes precedence), the result has its
        /// `columns × rows` (or `rows × columns`, see ``Geometry``) and so its ``pageCapacity``; the icon size is the configured one (`screenSize.x / 6`
        /// by default) when that shape fits, else the largest that fits, at least `minimumIconSize`. The result
        /// depends only on the size, the configuration and the grid's two sides, not on the sizes before: going
        /// back to an earlier size gives the earlier geometry. Without an area on either side it is the grid that
        /// fits the screen.
        ///
        /// - Parameters:
        ///   - screenSize: The screen's width (`x`) and height (`y`), in points.
        ///   - configuration: The metrics.
        ///   - previous: The geometry whose grid is kept, or `nil` (the default) to fit a grid to the size.
        /// - Complexity: O(1).
        init(screenSize: Vector, configuration: Configuration, keepingGridOf previous: Geometry? = nil) {
            let natural = Geometry(screenSize: screenSize, configuration: configuration, iconSize: nil, grid: nil)
            let kept =
                configuration.grid
                ?? previous.flatMap { $0.hasArea ? GridShape(columns: $0.columns, rows: $0.rows) : nil }
            guard let kept, natural.hasArea else {
                self = natural
                return
            }
            let short = Swift.min(kept.columns, kept.rows)
            let long = Swift.max(kept.columns, kept.rows)
            // The shape that suits the screen's orientation (upright on a screen at least as tall as it is wide,
            // lying otherwise) is preferred when the choice is otherwise even.
            let upright = natural.screenSize.y >= natural.screenSize.x
            let suited = upright ? (columns: short, rows: long) : (columns: long, rows: short)
            let other = (columns: suited.rows, rows: suited.columns)
            // The first shape that fits at the configured icon size.
            if let shape = [suited, other].first(where: { natural.columns >= $0.columns && natural.rows >= $0.rows }) {
                self.init(screenSize: screenSize, configuration: configuration, iconSize: nil, grid: shape)
                return
            }
            let suitedSize = natural.largestIconSize(columns: suited.columns, rows: suited.rows)
            let otherSize = natural.largestIconSize(columns: other.columns, rows: other.rows)
            let shape = otherSize > suitedSize ? other : suited
            let fitted = Swift.min(Swift.max(suitedSize, otherSize), natural.iconSize)
            let size = Swift.max(fitted, Swift.min(Geometry.minimumIconSize, natural.iconSize))
            self.init(screenSize: screenSize, configuration: configuration, iconSize: size, grid: shape)
        }

        /// The geometry at a given icon size and grid shape, or fitted to the size when they are `nil`.
        private init(
            screenSize: Vector, configuration: Configuration, iconSize fixedSize: Double?,
            grid: (columns: Int, rows: Int)?
        ) {
            let width = Geometry.length(screenSize.x, default: 0)
            let height = Geometry.length(screenSize.y, default: 0)
            let area = width > 0 && height > 0
            self.screenSize = area ? Vector(x: width, y: height) : .zero
            hasArea = area
            let size: Double
            if let fixedSize {
                size = fixedSize
            } else if let requested = configuration.iconSize, requested.isFinite, requested > 0 {
                size = Swift.min(requested, Geometry.maximumLength)
            } else {
                size = self.screenSize.x / 6
            }
            iconSize = size
            padding = Geometry.length(configuration.padding, default: 20)
            columnSpacing = Geometry.length(configuration.columnSpacing, default: 20)
            rowSpacing = Geometry.length(configuration.rowSpacing, default: 20)
            labelGap = Geometry.length(configuration.labelGap, default: 2)
            labelHeight = Geometry.length(configuration.labelHeight, default: 16)
            dockSpacing = Geometry.length(configuration.dockSpacing, default: 20)
            dockCapacity = Swift.max(0, configuration.dockCapacity)
            indicatorPadding = Geometry.length(configuration.indicatorPadding, default: 18)

            let available = Swift.max(0, self.screenSize.x - 2 * padding)
            columns = grid?.columns ?? Geometry.count(fitting: available, item: size, spacing: columnSpacing)
            columnWidth = Swift.max(0, (available - Double(columns - 1) * columnSpacing) / Double(columns))
            rowHeight = size + labelGap + labelHeight

            let top = Swift.min(Geometry.length(configuration.topInset, default: 0), self.screenSize.y)
            let bottom = Swift.max(top, self.screenSize.y - Geometry.length(configuration.bottomInset, default: 0))
            let ratio = Geometry.length(configuration.dockHeightRatio, default: 5.0 / 3.0)
            let dockHeight = Swift.min(size * ratio, bottom - top)
            dockFrame = Rect(x: 0, y: bottom - dockHeight, width: self.screenSize.x, height: dockHeight)
            let dots = Geometry.length(configuration.indicator.dotDiameter, default: 0)
            let rowOfDots = Swift.min(dots + 2 * indicatorPadding, dockFrame.minY - top)
            indicatorRow = Rect(x: 0, y: dockFrame.minY - rowOfDots, width: self.screenSize.x, height: rowOfDots)
            pageArea = Rect(x: 0, y: top, width: self.screenSize.x, height: indicatorRow.minY - top)

            let gridHeight = Swift.max(0, pageArea.height - 2 * padding)
            let fittingRows = area ? Geometry.count(fitting: gridHeight, item: rowHeight, spacing: rowSpacing) : 1
            rows = grid?.rows ?? fittingRows
            pageCapacity = area ? columns * rows : Int.max
            let rowsShown = gridHeight + rowSpacing >= Double(rows) * (rowHeight + rowSpacing) - 1e-6
            overflowingRows = grid == nil || rowsShown ? 0 : Swift.max(0, rows - fittingRows)
        }

        /// The largest icon size at which a `columns × rows` grid fits this screen's width and height, with the
        /// dock (`iconSize · dockHeightRatio`) and the page dots' row; it may be 0 or less when nothing fits.
        func largestIconSize(columns: Int, rows: Int) -> Double {
            let available = Swift.max(0, screenSize.x - 2 * padding)
            let byWidth = (available - Double(columns - 1) * columnSpacing) / Double(columns)
            let ratio = iconSize > 0 ? dockFrame.height / iconSize : 0
            let top = pageArea.minY
            let bottom = dockFrame.maxY
            let fixedHeight =
                indicatorRow.height + 2 * padding + Double(rows) * (labelGap + labelHeight)
                + Double(rows - 1) * rowSpacing
            let byHeight = (bottom - top - fixedHeight) / (Double(rows) + ratio)
            return Swift.min(byWidth, byHeight)
        }

        /// `⌊(available + spacing) / (item + spacing)⌋`, at least 1 and at most 1000.
        static func count(fitting available: Double, item: Double, spacing: Double) -> Int {
            let pitch = item + spacing
            guard pitch > 0 else { return 1 }
            let fitting = ((available + spacing) / pitch).rounded(.down)
            guard fitting.isFinite else { return 1 }
            return Int(Swift.min(Swift.max(fitting, 1), 1000))
        }

        /// A length: `default` when not finite, clamped to `0...maximumLength`.
        static func length(_ value: Double, default defaultValue: Double) -> Double {
            guard value.isFinite else { return defaultValue }
            return Swift.min(Swift.max(value, 0), maximumLength)
        }

        /// The top of the grid's first row.
        var gridTop: Double { pageArea.minY + padding }

        /// The frame of the icon in a grid slot, for the page at rest on screen.
        ///
        /// Slot `k` is row `k / columns`, column `k % columns`; the icon is centred in its column.
        ///
        /// - Parameter slot: The icon's index on its page (negative counts as 0).
        /// - Returns: The icon's square.
        /// - Complexity: O(1).
        public func iconFrame(atSlot slot: Int) -> Rect {
            let k = Swift.max(0, slot)
            let row = k / columns
            let column = k % columns
            let x = padding + Double(column) * (columnWidth + columnSpacing) + (columnWidth - iconSize) / 2
            let y = gridTop + Double(row) * (rowHeight + rowSpacing)
            return Rect(x: x, y: y, width: iconSize, height: iconSize)
        }

        /// The frame of the label under the icon in a grid slot: as wide as the cell (or the icon, when wider),
        /// `labelGap` below the icon.
        ///
        /// - Parameter slot: The icon's index on its page.
        /// - Returns: The label's frame.
        /// - Complexity: O(1).
        public func labelFrame(atSlot slot: Int) -> Rect {
            let icon = iconFrame(atSlot: slot)
            let width = Swift.max(columnWidth, iconSize)
            return Rect(x: icon.midX - width / 2, y: icon.maxY + labelGap, width: width, height: labelHeight)
        }

        /// The frame of dock icon `index` when the dock shows `count` icons: the row of icons `dockSpacing` apart,
        /// centred in the dock.
        ///
        /// - Parameters:
        ///   - index: The icon's index in the dock.
        ///   - count: The number of icons shown in the dock.
        /// - Returns: The icon's square.
        /// - Complexity: O(1).
        public func dockIconFrame(at index: Int, count: Int) -> Rect {
            let n = Double(Swift.max(count, 1))
            let total = n * iconSize + (n - 1) * dockSpacing
            let x = (screenSize.x - total) / 2 + Double(Swift.max(index, 0)) * (iconSize + dockSpacing)
            return Rect(x: x, y: dockFrame.midY - iconSize / 2, width: iconSize, height: iconSize)
        }

        /// The grid slot under a point of a page at rest on screen: the nearest cell, clamped to the grid.
        ///
        /// Cells are split half-way across the spacing between them, so every point has a slot.
        ///
        /// - Parameter point: A point in screen coordinates for the page at rest.
        /// - Returns: A slot in `0..<columns · rows`.
        /// - Complexity: O(1).
        func slot(at point: Point) -> Int {
            guard point.isFinite else { return 0 }
            let column = Geometry.index(
                of: point.x - padding + columnSpacing / 2, pitch: columnWidth + columnSpacing, count: columns)
            let row = Geometry.index(
                of: point.y - gridTop + rowSpacing / 2, pitch: rowHeight + rowSpacing, count: rows)
            return row * columns + column
        }

        /// `⌊value / pitch⌋` clamped to `0..<count`.
        static func index(of value: Double, pitch: Double, count: Int) -> Int {
            guard pitch > 0, value.isFinite else { return 0 }
            let raw = (value / pitch).rounded(.down)
            return Int(Swift.min(Swift.max(raw, 0), Double(count - 1)))
        }

        /// Where an icon dropped at `x` goes in a dock showing `count` other icons: the number of them whose
        /// centre lies left of `x`.
        ///
        /// - Parameters:
        ///   - x: The dragged icon's centre.
        ///   - count: The number of other icons in the dock.
        /// - Returns: An index in `0...count`.
        /// - Complexity: O(count).
        func dockInsertionIndex(at x: Double, count: Int) -> Int {
            guard x.isFinite, count > 0 else { return 0 }
            var index = 0
            for k in 0..<count where dockIconFrame(at: k, count: count).midX < x { index = k + 1 }
            return index
        }
    }

    // How large a home screen's view is for a size proposal: decided here so that a view's `Layout` only calls it and
    // a Linux test reaches every kind of proposal.

    /// The width a home screen takes when nothing proposes one: 390 points, the portrait width of the iPhone seed
    /// 002's metrics were drawn for (65-point icons in 4 columns).
    static let naturalWidth = 390.0

    /// The size a home screen's view takes for a size proposal (a SwiftUI `Layout`'s `sizeThatFits`).
    ///
    /// A proposed length is unspecified (nil, or NaN: "your ideal size"), infinite ("your largest size") or finite
    /// (negative counts as 0). A finite or infinite length is taken as it is: the home screen fills what it is
    /// given, as a phone's home screen fills the screen. Unspecified, each length is the grid's natural one:
    ///
    /// - the width is `naturalWidth` (390 points);
    /// - the height shows the fullest page without scrolling, at the width the view gets (`naturalWidth` when
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
