import Riffle

/// The geometry of the Wallet scene (seed 004), as pure functions of the window size.
///
/// Seed numbers: cards with horizontal padding 35 (320 pt wide on a 390 pt screen) and the credit-card ratio,
/// stacked 50 pt apart (card i at y = −50·i, zIndex −i, the first card in front); the "Wallet" title with a
/// plus-circle button on its right.
///
/// The card stack lives in its own coordinate space, the *stack space*, whose y = 0 is the top of the content area
/// (below the title) and whose height is the content area's: that is the core `CardStack`'s viewport, so its
/// scrolling and auto-scroll stop at the title. While a card is selected, the whole stack is drawn higher, by
/// ``selectionRise`` × the detail progress, so the selected card sits under the title and the history fits below
/// it; pointer events go through ``stackPoint(_:detail:)``, the exact inverse of the drawing.
public struct WalletLayout: Sendable, Equatable {
    /// The seed's horizontal padding of the cards.
    public static let padding = 35.0
    /// The seed's distance between stacked cards (`cardOffset`) on its 320 pt cards.
    public static let cardOffset = 50.0
    /// The distance between stacked cards over the card's height: the seed's 50 pt on its 201.8 pt cards, so the
    /// brand mark at the top of every card behind stays visible at any width.
    public static let peekRatio = cardOffset / (320 / 1.586)
    /// The widest a card gets: on a wide window the cards keep this width and are centred.
    public static let maximumCardWidth = 420.0
    /// The number of cards the stack is centred for (the seed's five).
    public static let centredCount = 5
    /// The width of a transaction tile in the history.
    public static let tileWidth = 136.0
    /// The height of a transaction tile.
    public static let tileHeight = 184.0
    /// The gap between transaction tiles.
    public static let tileSpacing = 12.0

    /// The window size in points.
    public var size: CanvasSize
    /// The space kept free for the picker and the bottom edge.
    public var insets: SceneInsets

    /// Creates a layout.
    public init(size: CanvasSize, insets: SceneInsets = .zero) {
        self.size = size
        self.insets = insets
    }

    /// The top-left corner of the "Wallet" title (the other scenes' title position).
    public var titleOrigin: Point { Point(x: Theme.margin, y: insets.top + TripsLayout.titleTop) }

    /// The plus-circle button: its centre and radius, on the title's line, at the trailing margin.
    public var plusButton: (center: Point, radius: Double) {
        let radius = 18.0
        return (
            Point(x: size.width - Theme.margin - radius, y: titleOrigin.y + TextStyle.largeTitle.lineHeight / 2),
            radius
        )
    }

    /// Whether `point` presses the plus button (a 44 pt target around the 36 pt circle).
    public func plusButtonContains(_ point: Point) -> Bool {
        (point - plusButton.center).length <= 22
    }

    /// The top of the content area, in window points: below the title and its subtitle.
    public var contentTop: Double {
        (titleOrigin.y + TextStyle.largeTitle.lineHeight + 2 + TextStyle.headline.lineHeight + 24).rounded()
    }

    /// The bottom of the content area, in window points.
    public var contentBottom: Double { size.height - insets.bottom }

    /// A card's width: the window less the seed's padding on both sides, at most ``maximumCardWidth``.
    public var cardWidth: Double { min(max(size.width - 2 * WalletLayout.padding, 1), WalletLayout.maximumCardWidth) }

    /// A card's left edge, in window points: the cards are centred.
    public var cardLeft: Double { (size.width - cardWidth) / 2 }

    /// The distance between stacked cards: ``peekRatio`` of the card's height (the seed's 50 pt at 390 pt).
    public var spacing: Double { cardHeight * WalletLayout.peekRatio }

    /// A card's height: the width over the ID-1 ratio 1.586.
    public var cardHeight: Double { cardWidth / 1.586 }

    /// The front card's top at rest, in window points: the seed's five-card stack is centred in the content area.
    public var frontCardTop: Double {
        let stackHeight = spacing * Double(WalletLayout.centredCount - 1) + cardHeight
        let top = contentTop + (contentBottom - contentTop - stackHeight) / 2
        return (top + stackHeight - cardHeight).rounded()
    }

    /// The selected card's top, in window points, once the selection has settled: just under the title.
    public var selectedCardTop: Double { contentTop + 4 }

    /// How far the stack is drawn higher while a card is selected (times the detail progress).
    public var selectionRise: Double { frontCardTop - selectedCardTop }

    /// The height of the stack's viewport: the content area under the header.
    public var stackViewportHeight: Double { max(contentBottom - contentTop, 1) }

    /// A window point in stack space, with the stack drawn `detail` of the way up.
    public func stackPoint(_ point: Point, detail: Double) -> Point {
        Point(x: point.x, y: point.y - contentTop + selectionRise * detail)
    }

    /// The window y of a stack-space y, with the stack drawn `detail` of the way up.
    public func windowY(stackY: Double, detail: Double) -> Double {
        stackY + contentTop - selectionRise * detail
    }

    /// The top of the transaction history once it is fully in: below the selected card.
    public var historyRestingTop: Double { selectedCardTop + cardHeight + 24 }

    /// The history's top edge at detail progress `detail`: it slides in from below the window (seed 004's
    /// `.move(edge: .bottom)`).
    public func historyTop(detail: Double) -> Double {
        let d = min(max(detail, 0), 1)
        return size.height + (historyRestingTop - size.height) * d
    }

    /// The history's area at detail progress `detail`: the full width, from its top to the content's bottom.
    public func historyFrame(detail: Double) -> CanvasRect {
        let top = historyTop(detail: detail)
        return CanvasRect(x: 0, y: top, width: size.width, height: max(0, contentBottom - top))
    }

    /// The height of the balance summary under the tiles.
    public static let summaryHeight = 92.0

    /// The top of the transaction tiles, relative to the history's top (below its heading).
    public static let tilesOffset = 44.0
}
