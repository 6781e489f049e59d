import Riffle

/// Draws one wallet card: its procedural picture, the brand's words, the masked number, the holder's name and
/// "VALID THRU" with the expiry, in white with a thin shadow (seed 004's `CardView`).
///
/// Seed numbers: the text sits bottom-leading with padding leading 25 and bottom 20; the number on the first line,
/// then the name, "Valid Thru" and the expiry on one line.
public enum CardFace {
    /// The seed's leading padding of the text.
    public static let textLeading = 25.0
    /// The seed's bottom padding of the text.
    public static let textBottom = 20.0
    /// The corner radius of a card in the design frame (an ID-1 card's 3.18 mm corners).
    public static let cornerRadius = 12.0

    /// Draws `card` with its top-left corner at `frame.x, frame.y`, `frame` wide and high.
    ///
    /// - Parameters:
    ///   - card: The card.
    ///   - frame: Where, in points (normally 320 × 201.8).
    ///   - picture: The card's picture (``CardArt/picture(for:size:)``), drawn 1:1.
    ///   - canvas: The canvas.
    public static func draw(_ card: WalletCard, in frame: CanvasRect, picture: Picture, on canvas: Canvas) {
        let k = frame.width / CardArt.designSize.width
        let radius = cornerRadius * k
        canvas.drawPicture(picture, origin: Point(x: frame.x, y: frame.y), in: frame, cornerRadius: radius)
        // No text outside the card, whatever its size.
        canvas.withClip(frame) { drawText(card, in: frame, k: k, on: canvas) }
    }

    /// The words on a card: the brand's, the bank's, the number and the bottom line.
    ///
    /// The bottom line is the name, "VALID THRU" and the expiry; on a card too narrow for it, "VALID THRU" goes
    /// and the expiry moves to the trailing edge; narrower still, only the name and the number stay.
    static func drawText(_ card: WalletCard, in frame: CanvasRect, k: Double, on canvas: Canvas) {
        drawMark(card.brand, frame: frame, k: k, on: canvas)
        text("RIFFLE BANK", .caption, alpha: 0.85, x: frame.x + textLeading * k, y: frame.y + 18 * k, on: canvas)

        // Bottom-leading block: number, then name · VALID THRU · expiry.
        let secondLine = frame.maxY - textBottom * k - TextStyle.headline.lineHeight
        let numberY = secondLine - TextStyle.title2.lineHeight - 2
        let x = frame.x + textLeading * k
        text(card.maskedNumber, .title2, x: x, y: numberY, on: canvas)
        text(card.holder, .headline, x: x, y: secondLine, on: canvas)
        let nameWidth = canvas.measure(card.holder, .headline).width
        let validX = x + nameWidth + 14
        let validWidth = max(canvas.measure("VALID", .caption2).width, canvas.measure("THRU", .caption2).width)
        let expiryWidth = canvas.measure(card.expiry, .headline).width
        let right = frame.maxX - textLeading * k
        if validX + validWidth + 6 + expiryWidth <= right {
            text("VALID", .caption2, alpha: 0.8, x: validX, y: secondLine - 1, on: canvas)
            text("THRU", .caption2, alpha: 0.8, x: validX, y: secondLine + 10, on: canvas)
            text(card.expiry, .headline, x: validX + validWidth + 6, y: secondLine, on: canvas)
        } else if x + nameWidth + 12 + expiryWidth <= right {
            text(card.expiry, .headline, x: right - expiryWidth, y: secondLine, on: canvas)
        }
    }

    /// The words of the brand mark, top-right (the shapes are in the picture).
    static func drawMark(_ brand: CardBrand, frame f: CanvasRect, k: Double, on canvas: Canvas) {
        let right = f.x + 298 * k
        switch brand {
        case .visa:
            let w = canvas.measure("VISA", .title).width
            text("VISA", .title, x: right - w, y: f.y + 8 * k, on: canvas)
        case .mastercard:
            let w = canvas.measure("mastercard", .caption2).width
            let h = canvas.measure("mastercard", .caption2).height
            text("mastercard", .caption2, alpha: 0.9, x: f.x + 244 * k - w, y: f.y + 26 * k - h / 2, on: canvas)
        case .amex:
            let box = CanvasRect(x: right - 76 * k, y: f.y + 11 * k, width: 76 * k, height: 30 * k)
            canvas.strokeRoundedRect(box, radius: 6 * k, lineWidth: 2, Color.white.withAlpha(0.9))
            let w = canvas.measure("AMEX", .headline).width
            text(
                "AMEX", .headline, x: box.midX - w / 2, y: box.midY - TextStyle.headline.lineHeight / 2 + 1, on: canvas)
        case .jcb:
            for (i, letter) in ["J", "C", "B"].enumerated() {
                let w = canvas.measure(letter, .headline).width
                text(letter, .headline, x: f.x + (235 + Double(i) * 25) * k - w / 2, y: f.y + 17 * k, on: canvas)
            }
        case .discover:
            let ball = CardArt.discoverBall
            let disc = canvas.measure("DISC", .headline).width
            let top = f.y + ball.y * k - TextStyle.headline.lineHeight / 2 + 1
            text("DISC", .headline, x: f.x + (ball.x - 11.5) * k - disc, y: top, on: canvas)
            text("VER", .headline, x: f.x + (ball.x + 11.5) * k, y: top, on: canvas)
        case .aurora, .ember, .lagoon, .graphite:
            let name = brand.displayName.uppercased()
            let w = canvas.measure(name, .headline).width
            text(
                name, .headline, x: f.x + 248 * k - w, y: f.y + 26 * k - TextStyle.headline.lineHeight / 2 + 1,
                on: canvas)
        }
    }

    /// White text with the seed's thin gray shadow (radius 1, one point down).
    static func text(
        _ string: String, _ style: TextStyle, alpha: Double = 1, x: Double, y: Double, on canvas: Canvas
    ) {
        let origin = Point(x: x.rounded(), y: y.rounded())
        canvas.drawText(string, style, Color.black.withAlpha(0.28 * alpha), at: Point(x: origin.x, y: origin.y + 1))
        canvas.drawText(string, style, Color.white.withAlpha(alpha), at: origin)
    }
}
