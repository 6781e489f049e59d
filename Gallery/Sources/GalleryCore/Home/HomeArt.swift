import Glibc
import Riffle

/// The home screen's pictures, all procedural.
///
/// The icons (sprites, so they can wiggle and lift), the wallpaper and the status glyphs.
public enum HomeArt {
    /// The transparent margin around an icon's square in its sprite, in points (room for the anti-aliased edge).
    public static let iconMargin = 2.0

    /// The sprite of `app`'s icon for icons `iconSize` points wide: seed 002's rounded square (corner radius
    /// `iconSize / 5`) in the app's gradient, with its glyph in the middle `iconSize · 3 / 5`.
    ///
    /// The sprite is `iconSize + 2 · iconMargin` square; draw it centred on the icon's frame.
    public static func icon(_ app: HomeApp, iconSize: Double) -> Picture {
        let side = max(1, iconSize)
        let m = iconMargin
        let k = side / 100
        let background = SceneryLayer(
            .vertical(top: app.top, bottom: app.bottom, y0: m, y1: m + side),
            [.roundedRect(CanvasRect(x: m, y: m, width: side, height: side), radius: side / 5)])
        let glyph = app.glyph.layers.map { $0.mapped({ Point(x: m + $0.x * k, y: m + $0.y * k) }, scale: k) }
        return Picture(
            id: "home-icon-\(app.name)", size: CanvasSize(width: side + 2 * m, height: side + 2 * m),
            scenery: Scenery(sky: [], layers: [background] + glyph))
    }

    /// The Wi-Fi glyph of the status line: three arcs and a dot, 17 × 12 points.
    public static let wifi: Picture = {
        let arcs = [4.0, 8.0, 12.0].enumerated().map { i, r -> SceneryLayer in
            let points = Art.arc(8.5, 12, r, r, from: 225, to: 315, steps: 10)
            let lines = zip(points, points.dropFirst()).map { a, b in
                SceneryShape.line(from: Art.p(a.0, a.1), to: Art.p(b.0, b.1), width: 2)
            }
            return SceneryLayer(.solid(.white), i == 0 ? lines + [Art.circle(8.5, 11, 1.4)] : lines)
        }
        return Picture(
            id: "home-status-wifi", size: CanvasSize(width: 17, height: 13), scenery: Scenery(sky: [], layers: arcs))
    }()

    /// The wallpaper for a window of `size`: a deep dusk gradient with soft glowing shapes, behind everything.
    public static func wallpaper(size: CanvasSize) -> Picture {
        let w = size.isUsable ? size.width : CanvasSize.phone.width
        let h = size.isUsable ? size.height : CanvasSize.phone.height
        func x(_ f: Double) -> Double { f * w }
        func y(_ f: Double) -> Double { f * h }
        let s = min(w / 390, h / 844)
        func wave(_ top: Double, _ amplitude: Double, _ length: Double, _ phase: Double) -> SceneryShape {
            var points: [Point] = [Point(x: -20, y: h + 20)]
            var px = -20.0
            while px <= w + 20 {
                let a = 2 * Double.pi * px / (length * s) + phase
                points.append(Point(x: px, y: y(top) - amplitude * s * (sin(a) + 0.35 * sin(2.3 * a + 0.7))))
                px += 6
            }
            points.append(Point(x: w + 20, y: h + 20))
            return .polygon(points)
        }
        let scenery = Scenery(
            sky: [
                GradientStop(0, Art.hex(0x0E1640)), GradientStop(0.4, Art.hex(0x2B2C78)),
                GradientStop(0.75, Art.hex(0x6A347F)), GradientStop(1, Art.hex(0xB8507A)),
            ],
            layers: [
                Art.glow(x(0.8), y(0.12), 260 * s, 0x38BDF8, 0.45),
                SceneryLayer(.solid(Art.hex(0x4F7BFF, 0.28)), softness: 3 * s, [Art.circle(x(1.02), y(0.3), 250 * s)]),
                SceneryLayer(.solid(Art.hex(0x8B5CF6, 0.3)), softness: 3 * s, [Art.circle(x(-0.05), y(0.52), 230 * s)]),
                SceneryLayer(.solid(Art.hex(0xEC4899, 0.22)), softness: 3 * s, [Art.circle(x(0.95), y(0.72), 200 * s)]),
                Art.glow(x(0.2), y(0.86), 300 * s, 0xFB923C, 0.4),
                SceneryLayer(.solid(Art.hex(0xFF9A76, 0.22)), softness: 3 * s, [Art.circle(x(0.3), y(1.02), 230 * s)]),
                SceneryLayer(.solid(Art.hex(0xFFFFFF, 0.06)), softness: 3 * s, [Art.circle(x(0.62), y(0.44), 120 * s)]),
            ])
        return Picture(id: "home-wallpaper", size: CanvasSize(width: w, height: h), scenery: scenery)
    }
}
