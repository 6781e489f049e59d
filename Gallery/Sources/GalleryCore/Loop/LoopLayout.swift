/// The geometry of the Loop scene (seed 003): a row of cards, the current one larger, wrapping forever.
///
/// Unlike the seed (three taped copies and a silent re-centring), positions are unwrapped: card `i` of `count`
/// sits at every `i + k × count`, so any number of items costs the same and nothing ever jumps.
public struct LoopLayout: Sendable, Equatable {
    /// The width of an unselected card.
    public static let cardWidth = 200.0
    /// The height of an unselected card.
    public static let cardHeight = 280.0
    /// The gap between cards.
    public static let spacing = 20.0
    /// How much larger the current card is drawn.
    public static let selectedScale = 1.15
    /// The distance between neighbouring card centres (the paging extent).
    public static var pitch: Double { cardWidth + spacing }

    /// One card's place on screen.
    public struct Card: Equatable, Sendable {
        /// The unwrapped slot (any integer).
        public var slot: Int
        /// The item in `0..<count` shown in the slot.
        public var item: Int
        /// The frame in window points (already scaled).
        public var frame: CanvasRect
        /// 1 when centred, 0 one card or more away.
        public var focus: Double
    }

    /// The window size.
    public var size: CanvasSize
    /// The vertical centre of the row.
    public var rowCenterY: Double

    /// Creates a layout.
    public init(size: CanvasSize, rowCenterY: Double? = nil) {
        self.size = size
        self.rowCenterY = rowCenterY ?? size.height / 2
    }

    /// The item shown in an unwrapped slot.
    public static func item(forSlot slot: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return ((slot % count) + count) % count
    }

    /// The visible cards around `position` (unwrapped), left to right.
    /// - Complexity: O(visible cards), independent of `count`.
    public func cards(position: Double, count: Int) -> [Card] {
        guard count > 0, position.isFinite, size.isUsable else { return [] }
        let reach = size.width / 2 / LoopLayout.pitch + 1
        let first = Int((position - reach).rounded(.down))
        let last = Int((position + reach).rounded(.up))
        var out: [Card] = []
        for slot in first...last {
            let focus = max(0, 1 - abs(Double(slot) - position))
            let scale = 1 + (LoopLayout.selectedScale - 1) * focus
            let cx = size.width / 2 + (Double(slot) - position) * LoopLayout.pitch
            let w = LoopLayout.cardWidth * scale
            let h = LoopLayout.cardHeight * scale
            let frame = CanvasRect(x: cx - w / 2, y: rowCenterY - h / 2, width: w, height: h)
            guard frame.maxX > 0, frame.x < size.width else { continue }
            out.append(Card(slot: slot, item: LoopLayout.item(forSlot: slot, count: count), frame: frame, focus: focus))
        }
        return out
    }
}
