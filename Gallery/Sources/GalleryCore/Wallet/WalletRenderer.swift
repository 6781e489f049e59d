import Riffle

/// Draws the Wallet scene from the core's placements (cards) and visible items (history tiles).
struct WalletRenderer {
    /// The scene to draw.
    let scene: WalletScene
    /// Its geometry.
    let layout: WalletLayout

    /// The window background.
    static let background = Theme.background
    /// How much a pressed card or button darkens (iOS's highlight: about 15 %).
    static let pressedDim = 0.15
    /// The least height of the fade under the header where a scrolled stack disappears.
    static let edgeFade = 18.0

    /// The placements in drawing order, back to front: zIndex ascending; for equal values the later card in the
    /// order in front (a ZStack).
    func placementsBackToFront() -> [CardPlacement] {
        scene.stack.placements.sorted { ($0.zIndex, $0.index) < ($1.zIndex, $1.index) }
    }

    /// The bottom of the part of a card that the cards drawn in front of it leave visible, in window points.
    ///
    /// It is the highest top edge among the cards in front that overlap it and reach below its top, or the card's
    /// own bottom when none does; the card's top when it is hidden.
    func visibleBottom(of id: String, detail: Double) -> Double? {
        let order = placementsBackToFront()
        guard let position = order.firstIndex(where: { $0.id == id }) else { return nil }
        let f = frame(of: order[position], detail: detail)
        var bottom = f.maxY
        for other in order[(position + 1)...] where other.opacity > 0.001 {
            let g = frame(of: other, detail: detail)
            guard g.maxX > f.x, g.x < f.maxX, g.maxY > f.y, g.y < bottom else { continue }
            bottom = max(g.y, f.y)
        }
        return bottom
    }

    func draw(on canvas: Canvas) {
        let bg = WalletRenderer.background
        canvas.clear(bg)
        let detail = scene.stack.detailProgress
        drawCards(on: canvas, detail: detail)
        if layout.historyTop(detail: detail) < layout.size.height { drawHistory(on: canvas, detail: detail) }
        drawHeader(on: canvas, detail: detail)
        drawFocus(on: canvas, detail: detail)
    }

    /// The window frame of a card placement.
    func frame(of placement: CardPlacement, detail: Double) -> CanvasRect {
        let origin = scene.stack.configuration.stackOrigin
        let w = layout.cardWidth * placement.scale
        let h = layout.cardHeight * placement.scale
        let x = origin.x + placement.offset.x + (layout.cardWidth - w) / 2
        let y = layout.windowY(stackY: origin.y + placement.offset.y, detail: detail) + (layout.cardHeight - h) / 2
        return CanvasRect(x: x.rounded(), y: y.rounded(), width: w, height: h)
    }

    // MARK: - Cards

    /// The rows of the window where a card can show.
    ///
    /// The card is at `position` in the back-to-front `frames`; its rows are its frame and the shadow under it,
    /// less what opaque cards in front of it cover from edge to edge (their rounded corners excepted). Nil when
    /// nothing of it shows.
    ///
    /// The stack's cards overlap by most of their height, so drawing each card whole paints the window several
    /// times over; clipped to these rows, a frame costs about one card's worth of pixels per card strip.
    /// - Complexity: O(n) for n cards.
    static func visibleRows(
        of position: Int, frames: [(frame: CanvasRect, opaque: Bool)], radius: Double, shadow: Double
    ) -> ClosedRange<Double>? {
        let f = frames[position].frame
        // What shows of the card (a list of row intervals), then its bounding rows.
        var open: [ClosedRange<Double>] = [f.y...f.maxY]
        for other in frames[(position + 1)...] where other.opaque {
            let g = other.frame
            guard g.x <= f.x + 0.5, g.maxX >= f.maxX - 0.5 else { continue }
            let cover = (g.y + radius)...(g.maxY - radius)
            guard cover.lowerBound < cover.upperBound else { continue }
            open = open.flatMap { span -> [ClosedRange<Double>] in
                var rest: [ClosedRange<Double>] = []
                if span.lowerBound < cover.lowerBound {
                    rest.append(span.lowerBound...min(span.upperBound, cover.lowerBound))
                }
                if span.upperBound > cover.upperBound {
                    rest.append(max(span.lowerBound, cover.upperBound)...span.upperBound)
                }
                return rest
            }
        }
        guard let top = open.map(\.lowerBound).min(), let bottom = open.map(\.upperBound).max() else { return nil }
        // The shadow under the card shows where the card's bottom does.
        let below = bottom >= f.maxY - 0.5 ? shadow : 0
        return (top - shadow)...(bottom + below)
    }

    func drawCards(on canvas: Canvas, detail: Double) {
        let bg = WalletRenderer.background
        let placements = placementsBackToFront()
        let selected = scene.historyCardID
        let frames = placements.map { (frame: frame(of: $0, detail: detail), opaque: $0.opacity > 0.999) }
        for (position, placement) in placements.enumerated() where placement.opacity > 0.001 {
            let f = frames[position].frame
            guard f.maxY > 0, f.y < layout.size.height, f.maxX > 0, f.x < layout.size.width,
                let card = WalletCard.card(for: placement.id)
            else { continue }
            let radius = CardFace.cornerRadius * f.width / CardArt.designSize.width
            // While a card is selected the others gather behind it: their shadows fade so they do not add up.
            let shadow = placement.id == selected ? 1 : 1 - min(max(detail, 0), 1)
            // The face is drawn only in the rows the cards in front leave visible (shadows whole: their sides show
            // beside the cards in front).
            let rows = WalletRenderer.visibleRows(of: position, frames: frames, radius: radius, shadow: 0)
            canvas.withOpacity(placement.opacity, over: bg) {
                let lifted = placement.isLifted
                // Both shadows lie under the opaque card: only their halo around it is drawn.
                canvas.shadow(
                    f.offsetBy(dx: 0, dy: lifted ? 16 : 8), radius: radius, blur: lifted ? 26 : 16,
                    Theme.shadow.fading((lifted ? 1.2 : 0.8) * shadow), under: f)
                // The seed's thin gray shadow: radius 1, one point down.
                canvas.shadow(
                    f.offsetBy(dx: 0, dy: 1), radius: radius, blur: 1.5, Color(hex: 0x8A8F9C, alpha: 0.55 * shadow),
                    under: f)
                guard let rows else { return }
                canvas.withClip(
                    CanvasRect(
                        x: 0, y: rows.lowerBound.rounded(.down), width: layout.size.width,
                        height: rows.upperBound.rounded(.up) - rows.lowerBound.rounded(.down))
                ) {
                    CardFace.draw(card, in: f, picture: scene.picture(for: card.brand), on: canvas)
                    // Pressed (a finger down that is not yet a lift or a scroll): dimmed by 15 %.
                    if placement.isPressed {
                        canvas.fillRoundedRect(
                            f, radius: radius, .solid(Color.black.withAlpha(WalletRenderer.pressedDim)))
                    }
                }
            }
        }
    }

    // MARK: - History

    func drawHistory(on canvas: Canvas, detail: Double) {
        let bg = WalletRenderer.background
        let top = layout.historyTop(detail: detail).rounded()
        canvas.fill(CanvasRect(x: 0, y: top - 12, width: layout.size.width, height: layout.size.height), .solid(bg))
        let m = Theme.margin
        canvas.drawText("Transactions", .title2, Theme.ink, at: Point(x: m, y: top))
        let total = scene.transactions.reduce(0) { $0 + $1.cents }
        let summary = WalletTransaction.format(cents: total)
        canvas.drawText(
            "\(scene.transactions.count) · \(summary)", .subheadline, Theme.secondaryInk, x: m,
            y: top + 7, width: layout.size.width - 2 * m, alignment: .trailing)
        let tileTop = top + WalletLayout.tilesOffset
        if let track = scene.history.track {
            for item in track.visibleItems where scene.transactions.indices.contains(item.index) {
                let tile = CanvasRect(
                    x: item.offset.rounded(), y: tileTop, width: WalletLayout.tileWidth,
                    height: WalletLayout.tileHeight)
                drawTile(scene.transactions[item.index], in: tile, on: canvas)
            }
        }
        let summaryTop = tileTop + WalletLayout.tileHeight + 20
        if let id = scene.historyCardID, let card = WalletCard.card(for: id) {
            drawSummary(card, spent: total, top: summaryTop, on: canvas)
        }
        let hint = "Drag the list sideways · tap the card to close"
        canvas.drawText(
            hint, .footnote, Theme.secondaryInk, x: 0, y: summaryTop + WalletLayout.summaryHeight + 18,
            width: layout.size.width, alignment: .center)
    }

    /// The card's balance against its limit: two figures and a bar.
    func drawSummary(_ card: WalletCard, spent: Int, top: Double, on canvas: Canvas) {
        let m = Theme.margin
        let box = CanvasRect(x: m, y: top, width: layout.size.width - 2 * m, height: WalletLayout.summaryHeight)
        canvas.shadow(box.offsetBy(dx: 0, dy: 6), radius: 18, blur: 14, Theme.shadow.fading(0.6))
        canvas.fillRoundedRect(box, radius: 18, .solid(.white))
        let inner = box.insetBy(dx: 16, dy: 14)
        canvas.drawText("Balance", .footnote, Theme.secondaryInk, at: Point(x: inner.x, y: inner.y))
        canvas.drawText(
            "Available", .footnote, Theme.secondaryInk, x: inner.x, y: inner.y, width: inner.width, alignment: .trailing
        )
        let figuresY = inner.y + TextStyle.footnote.lineHeight
        canvas.drawText(WalletTransaction.format(cents: spent), .title2, Theme.ink, at: Point(x: inner.x, y: figuresY))
        canvas.drawText(
            WalletTransaction.format(cents: card.creditLimitCents - spent), .title2, Theme.ink, x: inner.x,
            y: figuresY, width: inner.width, alignment: .trailing)
        let bar = CanvasRect(x: inner.x, y: inner.maxY - 8, width: inner.width, height: 8)
        canvas.fillRoundedRect(bar, radius: 4, .solid(Color(hex: 0xE6E7EC)))
        let used = min(max(Double(spent) / Double(max(card.creditLimitCents, 1)), 0), 1)
        let (top, bottom) = card.brand.gradient
        canvas.fillRoundedRect(
            CanvasRect(x: bar.x, y: bar.y, width: max(8, bar.width * used), height: bar.height), radius: 4,
            .vertical(top: Color(hex: top), bottom: Color(hex: bottom)))
    }

    func drawTile(_ t: WalletTransaction, in f: CanvasRect, on canvas: Canvas) {
        canvas.shadow(f.offsetBy(dx: 0, dy: 6), radius: 18, blur: 14, Theme.shadow.fading(0.6))
        canvas.fillRoundedRect(f, radius: 18, .solid(.white))
        let icon = CanvasRect(x: f.x + 14, y: f.y + 14, width: 44, height: 44)
        canvas.fillRoundedRect(
            icon, radius: 22, .vertical(top: Color(hex: t.colors.top), bottom: Color(hex: t.colors.bottom)))
        let g = canvas.measure(t.glyph, .headline)
        canvas.drawText(
            t.glyph, .headline, .white,
            at: Point(x: (icon.midX - g.width / 2).rounded(), y: (icon.midY - g.height / 2).rounded()))
        let textWidth = f.width - 28
        let lines = TextWrapper.wrap(t.merchant, width: textWidth) { canvas.measure($0, .headline).width }
        for (i, line) in lines.prefix(2).enumerated() {
            canvas.drawText(
                line, .headline, Theme.ink,
                at: Point(x: f.x + 14, y: f.y + 70 + Double(i) * TextStyle.headline.lineHeight))
        }
        canvas.drawText(
            t.formattedAmount, .title2, Theme.ink,
            at: Point(x: f.x + 14, y: f.maxY - 16 - TextStyle.footnote.lineHeight - TextStyle.title2.lineHeight))
        canvas.drawText(
            t.date, .footnote, Theme.secondaryInk,
            at: Point(x: f.x + 14, y: f.maxY - 14 - TextStyle.footnote.lineHeight))
    }

    // MARK: - Header

    func drawHeader(on canvas: Canvas, detail: Double) {
        let bg = WalletRenderer.background
        // When the stack reaches above the content area, the title keeps a band of background over it.
        // A soft edge below it: the cards fade into the background instead of being cut.
        let title = layout.titleOrigin
        let subtitleY = title.y + TextStyle.largeTitle.lineHeight + 2
        if scene.stack.scrollRange.upperBound > 0 || scene.stack.scrollOffset > 0.5 {
            // Solid just past the subtitle, then a fade of at least `edgeFade` reaching 10 pt into the content
            // area, so that a card cut there melts into the background at every window size.
            let solidBottom = min(layout.contentTop - 8, subtitleY + TextStyle.headline.lineHeight + 4)
            let fade = max(WalletRenderer.edgeFade, layout.contentTop + 10 - solidBottom)
            canvas.fill(CanvasRect(x: 0, y: 0, width: layout.size.width, height: solidBottom), .solid(bg))
            canvas.fill(
                CanvasRect(x: 0, y: solidBottom, width: layout.size.width, height: fade),
                .vertical(top: bg, bottom: bg.withAlpha(0)))
        }
        canvas.drawText("Wallet", .largeTitle, Theme.ink, at: title)
        // The hint fades out over the first half of the selection, the card's name fades in over the second.
        let d = min(max(detail, 0), 1)
        let hintAlpha = max(0, 1 - 2 * d)
        let nameAlpha = max(0, 2 * d - 1)
        if hintAlpha > 0.001 {
            canvas.drawText(
                hint(fitting: layout.size.width - 2 * title.x, on: canvas), .headline,
                Theme.secondaryInk.fading(hintAlpha), at: Point(x: title.x, y: subtitleY))
        }
        if nameAlpha > 0.001, let id = scene.historyCardID, let card = WalletCard.card(for: id) {
            canvas.drawText(
                card.accessibilityDescription, .headline, Theme.secondaryInk.fading(nameAlpha),
                at: Point(x: title.x, y: subtitleY))
        }
        let (center, radius) = layout.plusButton
        let fill = scene.isPlusPressed ? Theme.accent.mix(.black, WalletRenderer.pressedDim) : Theme.accent
        canvas.shadow(
            CanvasRect(
                center: Point(x: center.x, y: center.y + 3), size: CanvasSize(width: 2 * radius, height: 2 * radius)),
            radius: radius, blur: 8, Theme.accent.withAlpha(0.35))
        canvas.fillCircle(center: center, radius: radius, fill)
        canvas.fillRoundedRect(
            CanvasRect(center: center, size: CanvasSize(width: 16, height: 3)), radius: 1.5, .solid(.white))
        canvas.fillRoundedRect(
            CanvasRect(center: center, size: CanvasSize(width: 3, height: 16)), radius: 1.5, .solid(.white))
    }

    /// The subtitle's hints, longest first.
    static let hints = ["Tap for history · hold to reorder", "Tap: history · hold: reorder", "Tap · hold to reorder"]

    /// The hints while a card is held from the keyboard: what the keys do then (N adds, Delete removes, also
    /// during the reorder).
    static let holdingHints = ["Drag to reorder · N adds · Delete removes", "N adds · Delete removes", "N · Delete"]

    /// The hints while a card is held by a finger or the mouse: no keys in the middle of a pointer gesture.
    static let draggingHints = ["Drag to reorder · release to drop", "Drag to reorder", "Reorder"]

    /// The hints of an empty wallet.
    static let emptyHints = ["No cards · + or N adds one", "+ or N adds a card"]

    /// The longest hint that fits `width` (the shortest when none does): while a card is held, the keys' hint
    /// when the keyboard was used last, the drag's otherwise.
    func hint(fitting width: Double, on canvas: Canvas) -> String {
        let hints = WalletRenderer.hints(
            holding: scene.stack.liftedID != nil, keyboard: scene.showsFocus, empty: scene.order.isEmpty)
        return hints.first { canvas.measure($0, .headline).width <= width } ?? hints.last ?? ""
    }

    /// The subtitle's hints, longest first: while a card is held, the keys' when the keyboard was used last
    /// and the drag's otherwise; an empty wallet's; or the resting ones.
    static func hints(holding: Bool, keyboard: Bool, empty: Bool) -> [String] {
        if holding { return keyboard ? holdingHints : draggingHints }
        return empty ? emptyHints : hints
    }

    // MARK: - Focus

    func drawFocus(on canvas: Canvas, detail: Double) {
        guard scene.showsFocus else { return }
        switch scene.focus {
        case .none:
            break
        case .plus:
            let (center, radius) = layout.plusButton
            canvas.strokeRoundedRect(
                CanvasRect(center: center, size: CanvasSize(width: 2 * radius + 10, height: 2 * radius + 10)),
                radius: radius + 5, lineWidth: Theme.focusRingWidth, Theme.accent)
        case .card(let id):
            guard let placement = scene.stack.placement(of: id),
                let visibleBottom = visibleBottom(of: id, detail: detail)
            else { return }
            let f = frame(of: placement, detail: detail)
            let radius = CardFace.cornerRadius * f.width / CardArt.designSize.width
            // Only the visible part: around the whole card when nothing covers it, otherwise around the strip
            // above the card in front, closing just above that card's edge (the ring never crosses it).
            let covered = visibleBottom < f.maxY - 0.5
            let bottom = covered ? visibleBottom - 2 : f.maxY + 5
            let ring = CanvasRect(x: f.x - 5, y: f.y - 5, width: f.width + 10, height: bottom - (f.y - 5))
            guard ring.height > 8 else { return }
            canvas.strokeRoundedRect(
                ring, radius: min(radius + 5, ring.height / 2), lineWidth: Theme.focusRingWidth, Theme.accent)
        }
    }
}
