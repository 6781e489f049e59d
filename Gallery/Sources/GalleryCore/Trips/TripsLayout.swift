import Riffle

/// The chrome of the Trips scene (seed 000): the title, the card padding and the detail view.
///
/// These are pure functions of the size and the detail progress. Where the cards are, how high and how opaque, comes from the track host
/// (``Riffle/TrackHost/Settings/trips(snapPolicy:)``: 450 against 400 points, opacity 1.0 against 0.7).
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

    /// Draws one host placement as a card: the placement's frame, scaled about its centre, inset by the seed's
    /// padding; the card whose detail is open grows to the full height and loses its corners and label.
    ///
    /// - Parameters:
    ///   - placement: The host's placement (window points: the host's viewport is the window).
    ///   - isDetailCard: Whether this is the card whose detail is opening or open.
    ///   - detail: The detail progress, 0 (closed) … 1 (open).
    /// - Complexity: O(1).
    public func card(_ placement: ItemPlacement, isDetailCard: Bool, detail: Double) -> Card {
        let d = min(1, max(0, detail.isFinite ? detail : 0))
        let padding = TripsLayout.padding * (1 - d)
        let width = placement.width * placement.scaleX
        var height = placement.height * placement.scaleY
        var opacity = placement.opacity
        var radius = Theme.cardRadius
        var label = 1.0
        if isDetailCard {
            height += (size.height - height) * d
            opacity += (1 - opacity) * d
            radius *= 1 - d
            label = 1 - d
        }
        let centre = Point(x: placement.x + placement.width / 2, y: placement.y + placement.height / 2)
        let frame = CanvasRect(
            x: centre.x - width / 2 + padding, y: centre.y - height / 2, width: width - 2 * padding, height: height)
        return Card(index: placement.index, frame: frame, opacity: opacity, cornerRadius: radius, labelOpacity: label)
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

    /// The close control's centre and radius in the detail view.
    public var closeButton: (center: (x: Double, y: Double), radius: Double) {
        ((size.width - Theme.margin - 18, insets.top + 16 + 18), 18)
    }
}
