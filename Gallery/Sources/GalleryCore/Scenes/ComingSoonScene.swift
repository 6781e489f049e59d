import Riffle

/// The stand-in for a scene that arrives with its own issue (Wallet, Home): a card saying so.
public final class ComingSoonScene: GalleryScene {
    /// Which scene this stands in for.
    public let kind: SceneKind
    /// Whether focus rings are drawn (nothing is focusable here).
    public var showsFocus = false
    private var size = CanvasSize.phone
    private var insets = SceneInsets.zero

    /// Creates the stand-in for `kind`.
    public init(kind: SceneKind) {
        self.kind = kind
    }

    /// What the scene will be, for the card text.
    public var blurb: String {
        switch kind {
        case .wallet: return "Stacked cards: tap one for its history, long-press and drag to reorder."
        case .home: return "Pages of app icons with a dock and page dots, and icons you can rearrange."
        default: return ""
        }
    }

    /// Stores the size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        self.size = size
        self.insets = insets
    }
    /// Ignores input.
    public func handle(_ input: SceneInput) {}
    /// Nothing moves.
    public func advance(to time: Double) {}
    /// Never needs frames.
    public var needsFrame: Bool { false }
    /// No deadlines.
    public var nextDeadline: Double? { nil }
    /// Nothing to focus: the focus passes straight through.
    public func moveFocus(forward: Bool) -> Bool { false }
    /// Nothing to focus.
    public func setFocus(toFirst: Bool?) {}

    /// `{"scene":"wallet","comingSoon":true}`.
    public var state: JSONValue {
        .object([("scene", .string(kind.rawValue)), ("comingSoon", .bool(true)), ("settled", .bool(true))])
    }

    /// Draws a centred card announcing the scene.
    public func draw(on canvas: Canvas) {
        let bg = Theme.background
        canvas.clear(bg)
        let top = insets.top + TripsLayout.titleTop
        canvas.drawText(kind.title, .largeTitle, Theme.ink, at: Point(x: Theme.margin, y: top))
        canvas.drawText(
            "Coming soon", .headline, Theme.secondaryInk,
            at: Point(x: Theme.margin, y: top + TextStyle.largeTitle.lineHeight + 2))
        let w = size.width - 2 * Theme.margin
        let lines = TextWrapper.wrap(blurb, width: w - 48) { canvas.measure($0, .subheadline).width }
        let height = 36 + 72 + 56 + Double(lines.count) * TextStyle.subheadline.lineHeight + 32
        let card = CanvasRect(x: Theme.margin, y: (size.height / 2 - height / 2).rounded(), width: w, height: height)
        canvas.shadow(card.offsetBy(dx: 0, dy: 10), radius: 24, blur: 18, Theme.shadow)
        canvas.fillRoundedRect(card, radius: 24, .solid(.white))
        let icon = CanvasRect(x: card.midX - 36, y: card.y + 36, width: 72, height: 72)
        let (a, b): (UInt32, UInt32) = kind == .wallet ? (0x34D399, 0x059669) : (0x60A5FA, 0x2563EB)
        canvas.fillRoundedRect(icon, radius: 18, .vertical(top: Color(hex: a), bottom: Color(hex: b)))
        if kind == .wallet {
            for i in 0..<3 {
                let r = CanvasRect(x: icon.x + 14, y: icon.y + 18 + Double(i) * 9, width: 44, height: 26)
                canvas.fillRoundedRect(r, radius: 5, .solid(Color.white.withAlpha(0.55 + 0.15 * Double(i))))
            }
        } else {
            for row in 0..<3 {
                for col in 0..<3 {
                    let r = CanvasRect(
                        x: icon.x + 14 + Double(col) * 16, y: icon.y + 14 + Double(row) * 16, width: 12, height: 12)
                    canvas.fillRoundedRect(r, radius: 3.5, .solid(Color.white.withAlpha(0.85)))
                }
            }
        }
        canvas.drawText(
            "\(kind.title) arrives with its own issue", .headline, Theme.ink, x: card.x, y: icon.maxY + 24,
            width: card.width, alignment: .center)
        for (i, line) in lines.enumerated() {
            canvas.drawText(
                line, .subheadline, Theme.secondaryInk, x: card.x,
                y: icon.maxY + 56 + Double(i) * TextStyle.subheadline.lineHeight,
                width: card.width, alignment: .center)
        }
    }
}
