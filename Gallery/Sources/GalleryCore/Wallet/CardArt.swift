import Glibc
import Riffle

/// The procedural artwork of the wallet's cards: gradients, a chip, a contactless mark and the brand's shapes.
///
/// The words of a brand mark (VISA, AMEX, …) are text, drawn over the picture by ``CardFace``; the shapes here
/// leave room for them. Everything is designed in a 320 × 202 frame (the seed's card on a 390 pt screen) and
/// scaled to the card's size.
public enum CardArt {
    /// The design frame: 320 pt wide with the ID-1 card ratio 1.586.
    public static let designSize = CanvasSize(width: 320, height: 202)

    /// The picture of a card of `brand` at `size` (normally ``designSize``).
    public static func picture(for brand: CardBrand, size: CanvasSize) -> Picture {
        let w = size.isUsable ? size.width : designSize.width
        let h = size.isUsable ? size.height : designSize.height
        let pictureSize = CanvasSize(width: w.rounded(.up), height: h.rounded(.up))
        return Picture(id: "card-\(brand.rawValue)", size: pictureSize, scenery: scenery(for: brand, size: pictureSize))
    }

    /// The scenery of `brand`, scaled from the design frame to `size`.
    public static func scenery(for brand: CardBrand, size: CanvasSize) -> Scenery {
        let design = designScenery(for: brand)
        let k = size.isUsable ? size.width / designSize.width : 1
        guard k != 1 else { return design }
        return Scenery(
            sky: design.sky, layers: design.layers.map { $0.mapped({ Point(x: $0.x * k, y: $0.y * k) }, scale: k) })
    }

    /// The chip's frame in the design frame.
    public static let chip = CanvasRect(x: 25, y: 66, width: 46, height: 35)

    // MARK: - Designs

    static func designScenery(for brand: CardBrand) -> Scenery {
        let (top, bottom) = brand.gradient
        var layers: [SceneryLayer] = decoration(for: brand)
        layers += chipLayers() + contactless()
        layers += mark(for: brand)
        // A soft sheen over the top half, as light catching the plastic.
        layers.append(
            SceneryLayer(
                .vertical(top: Color.white.withAlpha(0.16), bottom: Color.white.withAlpha(0), y0: 0, y1: 110),
                [Art.rect(-2, -2, 324, 112)]))
        return Scenery(sky: [GradientStop(0, Art.hex(top)), GradientStop(1, Art.hex(bottom))], layers: layers)
    }

    /// Large translucent shapes behind everything, different for each brand.
    static func decoration(for brand: CardBrand) -> [SceneryLayer] {
        switch brand {
        case .visa:
            return [
                Art.solid(0xFFFFFF, 0.07, [Art.poly([(150, -10), (330, -10), (330, 120), (250, 212), (90, 212)])]),
                Art.solid(0xFFFFFF, 0.05, [Art.poly([(230, -10), (330, -10), (330, 212), (170, 212)])]),
                Art.solid(0xF7B600, 0.9, [Art.rect(0, 196, 320, 6)]),
            ]
        case .mastercard:
            return [
                Art.solid(0xFFFFFF, 0.05, [Art.circle(300, 10, 150)]),
                Art.solid(0xFFFFFF, 0.04, [Art.circle(300, 10, 100)]),
            ]
        case .amex:
            var rings: [SceneryShape] = []
            for i in 0..<6 { rings.append(.ring(center: Art.p(250, 150), radius: 40 + Double(i) * 22, width: 1.5)) }
            return [Art.solid(0xFFFFFF, 0.10, rings), Art.glow(250, 150, 150, 0xFFFFFF, 0.12)]
        case .jcb:
            return [
                Art.solid(
                    0xFFFFFF, 0.06, [Art.wave(y: 130, amplitude: 14, wavelength: 260, bottom: 212, x0: -10, x1: 330)]),
                Art.solid(
                    0x000000, 0.10,
                    [Art.wave(y: 165, amplitude: 10, wavelength: 200, phase: 2, bottom: 212, x0: -10, x1: 330)]),
            ]
        case .discover:
            return [
                Art.glow(330, 230, 200, 0xFF7A1A, 0.55),
                Art.solid(0xF58220, 0.9, [.ring(center: Art.p(360, 260), radius: 150, width: 10)]),
                Art.solid(0xF58220, 0.5, [.ring(center: Art.p(360, 260), radius: 128, width: 4)]),
            ]
        case .aurora:
            return [
                Art.glow(280, 30, 160, 0xE0B0FF, 0.45),
                Art.solid(
                    0xFFFFFF, 0.07, [Art.wave(y: 150, amplitude: 18, wavelength: 300, bottom: 212, x0: -10, x1: 330)]),
            ]
        case .ember:
            return [
                Art.glow(40, 200, 180, 0xFFD27A, 0.45),
                Art.solid(0xFFFFFF, 0.08, [Art.circle(280, 40, 90)]),
            ]
        case .lagoon:
            return [
                Art.solid(
                    0xFFFFFF, 0.07, [Art.wave(y: 120, amplitude: 12, wavelength: 160, bottom: 212, x0: -10, x1: 330)]),
                Art.solid(
                    0x003B3A, 0.15,
                    [Art.wave(y: 160, amplitude: 10, wavelength: 220, phase: 1.5, bottom: 212, x0: -10, x1: 330)]),
            ]
        case .graphite:
            return [
                Art.solid(
                    0xD9B45A, 0.85,
                    [
                        Art.poly([(236, 132), (320, 64), (320, 72), (246, 132)]),
                        Art.poly([(258, 132), (320, 82), (320, 90), (268, 132)]),
                    ]),
                Art.solid(0xFFFFFF, 0.05, [Art.poly([(0, 0), (200, 0), (0, 160)])]),
            ]
        }
    }

    /// The gold EMV chip with its contact lines.
    static func chipLayers() -> [SceneryLayer] {
        let c = chip
        let lines: [SceneryShape] = [
            .line(from: Art.p(c.x, c.midY), to: Art.p(c.x + 14, c.midY), width: 1.2),
            .line(from: Art.p(c.maxX - 14, c.midY), to: Art.p(c.maxX, c.midY), width: 1.2),
            .line(from: Art.p(c.x + 16, c.y), to: Art.p(c.x + 16, c.maxY), width: 1.2),
            .line(from: Art.p(c.maxX - 16, c.y), to: Art.p(c.maxX - 16, c.maxY), width: 1.2),
            .line(from: Art.p(c.x, c.y + 11), to: Art.p(c.x + 16, c.y + 11), width: 1.2),
            .line(from: Art.p(c.x, c.maxY - 11), to: Art.p(c.x + 16, c.maxY - 11), width: 1.2),
            .line(from: Art.p(c.maxX - 16, c.y + 11), to: Art.p(c.maxX, c.y + 11), width: 1.2),
            .line(from: Art.p(c.maxX - 16, c.maxY - 11), to: Art.p(c.maxX, c.maxY - 11), width: 1.2),
        ]
        return [
            Art.solid(0x000000, 0.25, soft: 2, [.roundedRect(c.offsetBy(dx: 0, dy: 1), radius: 7)]),
            SceneryLayer(
                .vertical(top: Art.hex(0xF8E3A1), bottom: Art.hex(0xC99A3C), y0: c.y, y1: c.maxY),
                [.roundedRect(c, radius: 7)]),
            Art.solid(0x8C6A22, 0.55, lines),
            Art.solid(
                0xFFF6D6, 0.5, [.roundedRect(CanvasRect(x: c.x + 17, y: c.y + 12, width: 12, height: 11), radius: 2.5)]),
        ]
    }

    /// The contactless mark: three arcs right of the chip.
    static func contactless() -> [SceneryLayer] {
        let cx = chip.maxX + 12
        let cy = chip.midY
        let arcs = [7.0, 12, 17].map { arc(cx, cy, radius: $0, width: 2.2, from: -48, to: 48) }
        return [Art.solid(0xFFFFFF, 0.8, arcs)]
    }

    /// The brand's shapes (the words are drawn as text by ``CardFace``).
    static func mark(for brand: CardBrand) -> [SceneryLayer] {
        switch brand {
        case .mastercard:
            let (red, yellow) = (Art.p(265, 26), Art.p(285, 26))
            let r = 15.0
            return [
                Art.solid(0xEB001B, [.circle(center: red, radius: r)]),
                Art.solid(0xF79E1B, [.circle(center: yellow, radius: r)]),
                Art.solid(0xFF5F00, [lens(red, yellow, radius: r)]),
            ]
        case .jcb:
            let colors: [(UInt32, UInt32)] = [(0x2A6CC4, 0x0E3C7E), (0xF04860, 0xB0122A), (0x30A860, 0x0B6634)]
            return colors.enumerated().map { i, pair in
                let rect = CanvasRect(x: 224 + Double(i) * 25, y: 11, width: 22, height: 30)
                return SceneryLayer(
                    .vertical(top: Art.hex(pair.0), bottom: Art.hex(pair.1), y0: rect.y, y1: rect.maxY),
                    [.roundedRect(rect, radius: 6)])
            }
        case .discover:
            return [
                Art.glow(discoverBall.x, discoverBall.y, 16, 0xFFD9A0, 0.6),
                SceneryLayer(
                    .radial(
                        center: Point(x: discoverBall.x - 3, y: discoverBall.y - 3),
                        radius: 11, inner: Art.hex(0xFFC07A), outer: Art.hex(0xF26B0F)),
                    [.circle(center: discoverBall, radius: 8.5)]),
            ]
        case .aurora, .ember, .lagoon, .graphite:
            return [
                Art.solid(0xFFFFFF, 0.9, [.ring(center: Art.p(268, 26), radius: 12, width: 3.5)]),
                Art.solid(0xFFFFFF, 0.6, [.ring(center: Art.p(284, 26), radius: 12, width: 3.5)]),
            ]
        case .visa, .amex:
            return []
        }
    }

    /// Where the Discover ball sits in the design frame (between "DISC" and "VER", see ``CardFace``).
    public static let discoverBall = Point(x: 252, y: 27)

    // MARK: - Geometry helpers

    /// An arc band (a ring segment) as a polygon; angles in degrees, 0 = right, 90 = down.
    static func arc(
        _ cx: Double, _ cy: Double, radius: Double, width: Double, from a0: Double, to a1: Double, steps: Int = 16
    ) -> SceneryShape {
        let outer = Art.arc(cx, cy, radius + width / 2, radius + width / 2, from: a0, to: a1, steps: steps)
        let inner = Art.arc(cx, cy, radius - width / 2, radius - width / 2, from: a1, to: a0, steps: steps)
        return Art.poly(outer + inner)
    }

    /// The overlap of two equal circles side by side (the orange of the Mastercard mark), as a polygon.
    static func lens(_ a: Point, _ b: Point, radius r: Double) -> SceneryShape {
        let d = (b - a).length
        guard d > 0, d < 2 * r else { return .polygon([]) }
        // Half-angle of the chord seen from each centre.
        let half = acos(d / (2 * r)) * 180 / Double.pi
        let right = Art.arc(a.x, a.y, r, r, from: -half, to: half)  // a's arc, on b's side
        let left = Art.arc(b.x, b.y, r, r, from: 180 - half, to: 180 + half)  // b's arc, on a's side
        return Art.poly(right + left)
    }
}
