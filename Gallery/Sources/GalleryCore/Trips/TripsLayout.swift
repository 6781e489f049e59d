/// The geometry of the Trips scene (seed 000), as pure functions of the size, the paging position and the detail
/// progress.
///
/// Seed numbers: every page as wide as the container (HStack spacing 0); the current card 450 high, the others
/// 400; opacity 1.0 and 0.7; horizontal padding 20 (0 while the detail is open); the detail card grows to the full
/// height; the title sits at padding top 25, leading 20, and moves up 100 while fading to 0.1.
public struct TripsLayout: Sendable, Equatable {
    /// Height of the current card (seed 000).
    public static let focusedHeight = 450.0
    /// Height of the other cards (seed 000).
    public static let otherHeight = 400.0
    /// Opacity of the current card (seed 000).
    public static let focusedOpacity = 1.0
    /// Opacity of the other cards (seed 000).
    public static let otherOpacity = 0.7
    /// Horizontal padding of the cards (seed 000).
    public static let padding = 20.0
    /// Title padding from the top of the content area (seed 000).
    public static let titleTop = 25.0
    /// How far the title moves up while the detail is open (seed 000).
    public static let titleRise = 100.0
    /// Title opacity while the detail is open (seed 000).
    public static let titleDetailOpacity = 0.1
    /// How far the photo slides up in the open detail view, so the landmark stays above the sheet (gallery choice).
    public static let detailPhotoLift = 110.0

    /// One card's place on screen.
    public struct Card: Equatable, Sendable {
        /// The item index.
        public var index: Int
        /// The frame in window points.
        public var frame: CanvasRect
        /// The card's opacity (0.7 … 1).
        public var opacity: Double
        /// How current the card is: 1 when centred, 0 one page or more away.
        public var focus: Double
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

    /// The current card and its neighbours (the only cards that can be on screen), the detail card last (so it is
    /// drawn on top).
    ///
    /// - Parameters:
    ///   - position: the paging position in items (fractional while moving).
    ///   - count: the number of trips.
    ///   - detailIndex: the card whose detail is opening or open.
    ///   - detail: the detail progress, 0 (closed) … 1 (open).
    /// - Complexity: O(1): only the two or three cards around `position` are considered.
    public func cards(position: Double, count: Int, detailIndex: Int, detail: Double) -> [Card] {
        guard count > 0, position.isFinite, size.isUsable else { return [] }
        let d = min(1, max(0, detail.isFinite ? detail : 0))
        let w = size.width
        let padding = TripsLayout.padding * (1 - d)
        let first = max(0, Int((position - 1).rounded(.down)))
        let last = min(count - 1, Int((position + 1).rounded(.up)))
        guard first <= last else { return [] }
        var out: [Card] = []
        for i in first...last {
            let focus = max(0, 1 - abs(Double(i) - position))
            var height = TripsLayout.otherHeight + (TripsLayout.focusedHeight - TripsLayout.otherHeight) * focus
            var opacity = TripsLayout.otherOpacity + (TripsLayout.focusedOpacity - TripsLayout.otherOpacity) * focus
            var radius = Theme.cardRadius
            var label = 1.0
            if i == detailIndex {
                height += (size.height - height) * d
                opacity += (1 - opacity) * d
                radius *= 1 - d
                label = 1 - d
            }
            let x = (Double(i) - position) * w + padding
            let frame = CanvasRect(x: x, y: (size.height - height) / 2, width: w - 2 * padding, height: height)
            out.append(
                Card(index: i, frame: frame, opacity: opacity, focus: focus, cornerRadius: radius, labelOpacity: label))
        }
        out.sort { ($0.index == detailIndex ? 1 : 0, $0.index) < ($1.index == detailIndex ? 1 : 0, $1.index) }
        return out
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
