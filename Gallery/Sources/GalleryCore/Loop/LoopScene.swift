import Riffle

/// Scene 3, seed 003: an infinite carousel of labelled cards ("Card 1" …), the current card larger.
public final class LoopScene: GalleryScene {
    /// Always ``SceneKind/loop``.
    public let kind = SceneKind.loop
    /// The number of cards (1 … 1,000,000).
    public let count: Int
    /// The paging model.
    ///
    /// PLACEHOLDER until Riffle.Track lands: see ``makePaging(count:snap:)``.
    public private(set) var paging: any PagingModel
    /// The focused card relative to the current one (0 or +1), if any.
    public private(set) var focusedOffset: Int?
    /// Whether focus rings are drawn.
    public var showsFocus = false
    private var layout = LoopLayout(size: .phone)
    private var insets = SceneInsets.zero
    private var time = 0.0
    private var wheel = WheelStepper()

    /// Card colours: top and bottom of each card's gradient, cycling with the item.
    public static let palette: [(UInt32, UInt32)] = [
        (0x6A8BFF, 0x3D5AFE), (0xFF8A80, 0xF4511E), (0x64DFB0, 0x00A884), (0xFFC36B, 0xF59E0B),
        (0xC39BFF, 0x8B5CF6), (0x6FD3FF, 0x0EA5E9), (0xFF8FC7, 0xE83E8C), (0xA3D977, 0x5FA83A),
    ]

    /// Creates the scene with `items` cards.
    public init(items: Int = 12, snap: SnapChoice? = nil) {
        count = max(1, min(1_000_000, items))
        paging = LoopScene.makePaging(count: count, snap: snap)
    }

    /// The carousel's paging model.
    ///
    /// PLACEHOLDER until Riffle.Track lands: the lead returns a looping `Riffle.Track` adapter here (extent =
    /// ``LoopLayout/pitch``, unwrapped positions; `seed` = nearest card, the seed only taps).
    public static func makePaging(count: Int, snap: SnapChoice?) -> any PagingModel {
        PlaceholderTrack(
            count: count, index: 0, loops: true,
            rule: PlaceholderTrack.rule(for: snap, seedRule: .nearest, defaultRule: .flick))
    }

    /// The label of an item: "Card 1" for item 0.
    public static func label(_ item: Int) -> String { "Card \(Format.grouped(item + 1))" }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        self.insets = insets
        let contentTop = insets.top + 110
        let contentBottom = size.height - insets.bottom - 70
        layout = LoopLayout(size: size, rowCenterY: ((contentTop + contentBottom) / 2).rounded())
    }

    private var currentSlot: Int { Int(paging.position.rounded()) }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            showsFocus = false
            if let tap = paging.handle(event, extent: LoopLayout.pitch),
                let card = layout.cards(position: paging.position, count: count).last(where: {
                    $0.frame.contains(tap.location)
                })
            {
                paging.select(card.slot, at: event.timestamp)
            }
        case .key(let key, let t):
            showsFocus = true
            switch key {
            case .left: paging.step(by: -1, at: t)
            case .right: paging.step(by: 1, at: t)
            case .enter, .space:
                if let offset = focusedOffset, offset != 0 {
                    paging.select(currentSlot + offset, at: t)
                    focusedOffset = 0
                }
            default: break
            }
        case .wheel(let dx, let dy, let t):
            let step = wheel.feed(dx: dx, dy: dy, at: t)
            if step != 0 { paging.step(by: step, at: t) }
        }
    }

    // MARK: - Focus

    /// Tab: the current card, then the next one; then the focus leaves the scene.
    public func moveFocus(forward: Bool) -> Bool {
        switch (focusedOffset, forward) {
        case (nil, true): focusedOffset = 0
        case (nil, false): focusedOffset = 1
        case (0?, true): focusedOffset = 1
        case (1?, false): focusedOffset = 0
        default:
            focusedOffset = nil
            return false
        }
        return true
    }

    /// Focuses the current card (first) or the next one (last), or nothing.
    public func setFocus(toFirst: Bool?) {
        focusedOffset = toFirst.map { $0 ? 0 : 1 }
    }

    // MARK: - Clock

    /// Advances the paging.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        paging.advance(to: time)
    }

    /// True while the cards move.
    public var needsFrame: Bool { !paging.isSettled }

    /// The paging model's deadline, if any.
    public var nextDeadline: Double? { paging.nextDeadline }

    /// `{"scene":"loop","index":N,"count":N,"label":"Card …",…}`.
    public var state: JSONValue {
        .object([
            ("scene", .string(kind.rawValue)),
            ("index", .int(paging.index)),
            ("count", .int(count)),
            ("label", .string(LoopScene.label(paging.index))),
            ("position", .double((paging.position * 1000).rounded() / 1000)),
            ("settled", .bool(!needsFrame)),
            ("focus", focusedOffset.map { .string($0 == 0 ? "current" : "next") } ?? .string("none")),
        ])
    }

    // MARK: - Drawing

    /// Draws the header, the visible cards and the caption.
    public func draw(on canvas: Canvas) {
        let bg = Theme.background
        let size = layout.size
        canvas.clear(bg)
        let top = insets.top + TripsLayout.titleTop
        canvas.drawText("Loop", .largeTitle, Theme.ink, at: Point(x: Theme.margin, y: top))
        canvas.drawText(
            "Swipe or tap: it never ends", .headline, Theme.secondaryInk,
            at: Point(x: Theme.margin, y: top + TextStyle.largeTitle.lineHeight + 2))

        let cards = layout.cards(position: paging.position, count: count)
        for card in cards.sorted(by: { $0.focus < $1.focus }) {
            let colors = LoopScene.palette[card.item % LoopScene.palette.count]
            let f = card.frame
            let radius = 22 * f.width / LoopLayout.cardWidth
            canvas.withOpacity(0.75 + 0.25 * card.focus, over: bg) {
                canvas.shadow(
                    f.offsetBy(dx: 0, dy: 8 + 6 * card.focus), radius: radius, blur: 14 + 8 * card.focus, Theme.shadow)
                canvas.fillRoundedRect(
                    f, radius: radius, .vertical(top: Color(hex: colors.0), bottom: Color(hex: colors.1)))
                canvas.fillRoundedRect(
                    CanvasRect(x: f.x, y: f.y, width: f.width, height: f.height * 0.5), radius: radius,
                    .vertical(top: Color.white.withAlpha(0.22), bottom: Color.white.withAlpha(0)))
                let k = f.width / LoopLayout.cardWidth
                let chip = CanvasRect(x: f.x + 16 * k, y: f.y + 16 * k, width: 34 * k, height: 34 * k)
                canvas.fillRoundedRect(chip, radius: 10 * k, .solid(Color.white.withAlpha(0.25)))
                canvas.fillCircle(center: chip.center, radius: 7 * k, Color.white.withAlpha(0.9))
                let sub = "of \(Format.grouped(count))"
                let subSize = canvas.measure(sub, .subheadline)
                canvas.drawText(
                    sub, .subheadline, Color.white.withAlpha(0.8),
                    at: Point(x: (f.midX - subSize.width / 2).rounded(), y: (f.midY + 22 * k).rounded()))
                let label = LoopScene.label(card.item)
                // The largest style of the scale that fits ("Card 1,000,000" is long).
                let styles: [TextStyle] = card.focus > 0.5 ? [.title, .title2, .headline] : [.title2, .headline]
                let style = styles.first { canvas.measure(label, $0).width <= f.width - 28 } ?? .headline
                let m = canvas.measure(label, style)
                canvas.drawText(
                    label, style, .white,
                    at: Point(x: (f.midX - m.width / 2).rounded(), y: (f.midY - m.height / 2 - 8 * k).rounded()))
            }
            if showsFocus, let offset = focusedOffset, card.slot == currentSlot + offset {
                canvas.strokeRoundedRect(
                    f.insetBy(dx: -6, dy: -6), radius: radius + 6, lineWidth: Theme.focusRingWidth, Theme.accent)
            }
        }

        let caption = "\(LoopScene.label(paging.index)) of \(Format.grouped(count))"
        canvas.drawText(
            caption, .subheadline, Theme.secondaryInk, x: 0, y: size.height - insets.bottom - 44, width: size.width,
            alignment: .center)
    }
}
