import Riffle

/// The chrome of the Trips scene (seed 000): the title, the card padding and the detail view.
///
/// These are pure functions of the size and the detail progress. Where the cards are, how high and how opaque, comes from the track host
/// (``Riffle/Pager/Settings/trips(snapPolicy:)``: 450 against 400 points, opacity 1.0 against 0.7).
///
/// Seed numbers: horizontal padding 20 inside each page (0 while the detail is open); the detail card grows to the
/// full height; the title sits at padding top 25, leading 20, and moves up 100 while fading to 0.1.
public struct TripsLayout: Sendable, Equatable {
    /// Horizontal padding of the cards inside their page (seed 000).
    public static let padding = 20.0
    /// Title padding from the top of the content area (seed 000).
    public static let titleTop = 25.0
    /// How far the title moves up while the detail is open (seed 000).
    public static let titleRise = 100.0
    /// Title opacity while the detail is open (seed 000).
    public static let titleDetailOpacity = 0.1
    /// How far the photo slides up in the open detail view, so the landmark stays above the sheet (gallery choice).
    public static let detailPhotoLift = 110.0

    /// One card as drawn: the host's placement with the seed's padding and the detail transition applied.
    public struct Card: Equatable, Sendable {
        /// The item index.
        public var index: Int
        /// The frame in window points.
        public var frame: CanvasRect
        /// The card's opacity (the host's, raised to 1 as the detail opens).
        public var opacity: Double
        /// The corner radius (0 when the detail is fully open).
        public var cornerRadius: Double
        /// The label's opacity (the label hides in the detail view).
        public var labelOpacity: Double
    }

    /// The window size in points.
    public var size: CanvasSize
    /// The space kept free for the picker and the bottom edge.
    public var insets: SceneInsets

    /// Creates a layout.
    public init(size: CanvasSize, insets: SceneInsets = .zero) {
        self.size = size
        self.insets = insets
    }

    /// The height of the title block ("Discover" and its subtitle).
    public static let titleHeight = TextStyle.largeTitle.lineHeight + 2 + TextStyle.headline.lineHeight
    /// The space under the cards for the page dots and the "3 of 13" counter.
    public static let footerHeight = 72.0
    /// The smallest card height the layout gives (a window too short for more still shows a card).
    public static let minimumCardHeight = 160.0

    /// The focused card's height: seed 000's 450 points (the trips preset's cross length) where the window has room, otherwise the free space
    /// between the title and the footer.
    public var cardHeight: Double {
        let free = size.height - insets.bottom - TripsLayout.footerHeight - cardsTopLimit
        let preset = Pager.Settings.trips().crossLength ?? free
        return min(preset, max(TripsLayout.minimumCardHeight, free))
    }

    /// The lowest the top of the cards may be: under the title, with a gap.
    private var cardsTopLimit: Double { insets.top + TripsLayout.titleTop + TripsLayout.titleHeight + 16 }

    /// The band the carousel's host lays its pages in: the full width, ``cardHeight`` high, centred in the
    /// space between the title and the footer (the host's viewport, offset by its `y`).
    public var carousel: CanvasRect {
        let free = size.height - insets.bottom - TripsLayout.footerHeight - cardsTopLimit
        let top = cardsTopLimit + max(0, (free - cardHeight) / 2)
        return CanvasRect(x: 0, y: top.rounded(), width: size.width, height: cardHeight)
    }

    /// The card's horizontal padding inside its page: seed 000's 20 points, more on a wide window so a card is
    /// never wider than 1.25 × its height.
    public var cardPadding: Double {
        let widest = max(350, cardHeight * 1.25)
        return max(TripsLayout.padding, ((size.width - widest) / 2).rounded())
    }

    /// Draws one host placement as a card: the placement's frame (in the ``carousel`` band), scaled about its
    /// centre, inset by ``cardPadding``; the card whose detail is open grows to the whole window and loses its
    /// corners and label.
    ///
    /// - Parameters:
    ///   - placement: The host's placement (points in the ``carousel`` band).
    ///   - isDetailCard: Whether this is the card whose detail is opening or open.
    ///   - detail: The detail progress, 0 (closed) … 1 (open).
    /// - Complexity: O(1).
    public func card(_ placement: ItemPlacement, isDetailCard: Bool, detail: Double) -> Card {
        let d = isDetailCard ? min(1, max(0, detail.isFinite ? detail : 0)) : 0
        let padding = cardPadding * (1 - d)
        let width = placement.width * placement.scaleX
        let height = placement.height * placement.scaleY
        let centre = Point(x: placement.x + placement.width / 2, y: carousel.y + placement.y + placement.height / 2)
        let resting = CanvasRect(
            x: centre.x - width / 2 + cardPadding, y: centre.y - height / 2, width: width - 2 * cardPadding,
            height: height)
        let x = centre.x - width / 2 + padding
        let frame = CanvasRect(
            x: x, y: resting.y * (1 - d), width: width - 2 * padding, height: height + (size.height - height) * d)
        return Card(
            index: placement.index, frame: frame, opacity: placement.opacity + (1 - placement.opacity) * d,
            cornerRadius: Theme.cardRadius * (1 - d), labelOpacity: TripsLayout.cardLabelOpacity(detail: d))
    }

    /// The share of the opening in which the card's label fades out, before the sheet's content fades in: the card's
    /// "Amsterdam" and the sheet's never show together.
    public static let labelHandOver = 0.25

    /// The opacity of the detail card's label for a detail progress: 1 → 0 over the first ``labelHandOver``.
    public static func cardLabelOpacity(detail: Double) -> Double {
        let d = detail.isFinite ? detail : 0
        return min(1, max(0, 1 - d / labelHandOver))
    }

    /// The opacity of the sheet's content (grabber, title, text, button) for a detail progress: 0 until
    /// ``labelHandOver``, then up to 1 when open.
    public static func sheetContentOpacity(detail: Double) -> Double {
        let d = detail.isFinite ? detail : 0
        return min(1, max(0, (d - labelHandOver) / (1 - labelHandOver)))
    }

    /// The top-left corner of the title block for a detail progress.
    public func titleOrigin(detail: Double) -> (x: Double, y: Double) {
        let d = min(1, max(0, detail.isFinite ? detail : 0))
        return (Theme.margin, insets.top + TripsLayout.titleTop - TripsLayout.titleRise * d)
    }

    /// The title's opacity for a detail progress (1 → 0.1).
    public func titleOpacity(detail: Double) -> Double {
        let d = min(1, max(0, detail.isFinite ? detail : 0))
        return 1 - (1 - TripsLayout.titleDetailOpacity) * d
    }

    /// The top edge of the detail sheet for a detail progress (off screen when closed).
    public func sheetTop(detail: Double) -> Double {
        let d = min(1, max(0, detail.isFinite ? detail : 0))
        let open = (size.height * 0.55).rounded()
        return size.height + (open - size.height) * d
    }

    /// The detail progress at which the sheet's top is at `top` (the inverse of ``sheetTop(detail:)``).
    public func detail(sheetTop top: Double) -> Double {
        let open = (size.height * 0.55).rounded()
        guard size.height - open > 0, top.isFinite else { return 1 }
        return (size.height - top) / (size.height - open)
    }

    /// The close control's centre and radius on the detail card whose frame is `card`: it rides with the card's
    /// top-right corner (under the picker when the card fills the window), so it leaves with the card.
    public func closeButton(onCard card: CanvasRect) -> (center: (x: Double, y: Double), radius: Double) {
        let fullness = size.height > 0 ? min(1, max(0, card.height / size.height)) : 1
        let top = card.y + 16 + 18 + insets.top * fullness * fullness
        return ((card.maxX - Theme.margin - 18, top), 18)
    }

    /// The close control's centre and radius in the open detail view (the card fills the window).
    public var closeButton: (center: (x: Double, y: Double), radius: Double) {
        closeButton(onCard: CanvasRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// The "Plan this trip" button in the detail sheet whose top is at `sheetTop`.
    public func planButton(sheetTop top: Double) -> CanvasRect {
        let m = Theme.margin + 4
        let restingY = size.height - insets.bottom - 64
        return CanvasRect(x: m, y: top + (restingY - sheetTop(detail: 1)), width: size.width - 2 * m, height: 52)
    }
}
