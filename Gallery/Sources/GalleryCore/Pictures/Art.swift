import Glibc
import Riffle

/// Small helpers for writing sceneries: points, rectangles, waves, trees, windows, stars.
enum Art {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SceneryShape {
        .rect(CanvasRect(x: x, y: y, width: w, height: h))
    }

    static func poly(_ coords: [(Double, Double)]) -> SceneryShape {
        .polygon(coords.map { Point(x: $0.0, y: $0.1) })
    }

    static func circle(_ x: Double, _ y: Double, _ r: Double) -> SceneryShape { .circle(center: p(x, y), radius: r) }

    static func hex(_ v: UInt32, _ a: Double = 1) -> Color { Color(hex: v, alpha: a) }

    static func solid(_ v: UInt32, _ shapes: [SceneryShape]) -> SceneryLayer {
        SceneryLayer(.solid(hex(v)), shapes)
    }

    static func solid(_ v: UInt32, _ a: Double, soft: Double = 0, _ shapes: [SceneryShape]) -> SceneryLayer {
        SceneryLayer(.solid(hex(v, a)), softness: soft, shapes)
    }

    /// A glow: a radial gradient disc from `color` at the centre to transparent at `radius`.
    static func glow(_ x: Double, _ y: Double, _ radius: Double, _ color: UInt32, _ alpha: Double) -> SceneryLayer {
        SceneryLayer(
            .radial(center: p(x, y), radius: radius, inner: hex(color, alpha), outer: hex(color, 0)),
            [circle(x, y, radius)])
    }

    /// The region under a sine-like wave from `x0` to `x1`, closed at `bottom`.
    static func wave(
        y: Double, amplitude: Double, wavelength: Double, phase: Double = 0, bottom: Double = 900,
        x0: Double = -10, x1: Double = 400, harmonics: Double = 0
    ) -> SceneryShape {
        var pts: [Point] = [p(x0, bottom)]
        var x = x0
        while x <= x1 {
            let a = 2 * Double.pi * x / wavelength + phase
            pts.append(p(x, y - amplitude * (sin(a) + harmonics * sin(2.7 * a + 1.3))))
            x += 6
        }
        pts.append(p(x1, bottom))
        return .polygon(pts)
    }

    /// The region under a ridge through `points`, closed at `bottom`.
    static func ridge(_ points: [(Double, Double)], bottom: Double = 900) -> SceneryShape {
        guard let first = points.first, let last = points.last else { return .polygon([]) }
        return .polygon([p(first.0, bottom)] + points.map { p($0.0, $0.1) } + [p(last.0, bottom)])
    }

    /// A pine tree: three stacked triangles and a trunk.
    static func pine(_ x: Double, _ base: Double, _ height: Double) -> [SceneryShape] {
        let w = height * 0.42
        return [
            rect(x - height * 0.03, base - height * 0.15, height * 0.06, height * 0.15),
            poly([(x - w / 2, base - height * 0.12), (x + w / 2, base - height * 0.12), (x, base - height * 0.55)]),
            poly([(x - w * 0.4, base - height * 0.38), (x + w * 0.4, base - height * 0.38), (x, base - height * 0.8)]),
            poly([(x - w * 0.28, base - height * 0.62), (x + w * 0.28, base - height * 0.62), (x, base - height)]),
        ]
    }

    /// A deterministic pseudo-random generator, so the pictures are the same on every run.
    struct Random {
        var state: UInt64
        init(_ seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func next() -> Double {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Double(state % 1_000_000) / 1_000_000
        }
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
    }

    /// `count` small stars in `area`.
    static func stars(_ count: Int, in area: CanvasRect, seed: UInt64) -> [SceneryShape] {
        var rng = Random(seed)
        return (0..<count).map { _ in
            circle(rng.range(area.x, area.maxX), rng.range(area.y, area.maxY), rng.range(0.5, 1.3))
        }
    }

    /// Lit windows: a grid of small rectangles inside `area`, each lit with probability `density`.
    static func windows(
        in area: CanvasRect, size: Double = 3, gapX: Double = 4, gapY: Double = 5, density: Double = 0.5, seed: UInt64
    ) -> [SceneryShape] {
        var rng = Random(seed)
        var out: [SceneryShape] = []
        var y = area.y + gapY / 2
        while y + size <= area.maxY {
            var x = area.x + gapX / 2
            while x + size <= area.maxX {
                if rng.next() < density { out.append(rect(x, y, size, size * 1.3)) }
                x += size + gapX
            }
            y += size * 1.3 + gapY
        }
        return out
    }

    /// Points along an elliptical arc (angles in degrees, 0 = right, 90 = down).
    static func arc(
        _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from a0: Double, to a1: Double, steps: Int = 24
    ) -> [(Double, Double)] {
        (0...steps).map { i in
            let a = (a0 + (a1 - a0) * Double(i) / Double(steps)) * Double.pi / 180
            return (cx + rx * cos(a), cy + ry * sin(a))
        }
    }
}
