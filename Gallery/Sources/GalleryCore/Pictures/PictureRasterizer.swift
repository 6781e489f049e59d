import Riffle

/// Turns a ``Scenery`` into pixels, with anti-aliased edges (coverage from signed distances).
///
/// Pure Swift, no SDL: the result is uploaded as a texture by the renderer and can be checked in tests.
public enum PictureRasterizer {
    /// Rasterizes `scenery` for a picture of `size` points at `scale` pixels per point.
    ///
    /// By default the result is opaque (the sky covers everything). With `transparent` the sky is not painted:
    /// the layers are composited over transparent pixels (a sprite, see ``Canvas/drawSprite(_:center:rotation:scale:)``),
    /// and the colour of the shapes' edges is spread into the transparent pixels around them, so that filtering
    /// (rotating, scaling) shows no dark fringe. A non-finite or non-positive size or scale gives an empty buffer.
    /// - Complexity: O(pixels + Σ shape bounding-box area × shape complexity).
    public static func render(_ scenery: Scenery, size: CanvasSize, scale: Double, transparent: Bool = false)
        -> PixelBuffer
    {
        guard size.isUsable, scale.isFinite, scale > 0 else { return PixelBuffer(width: 0, height: 0) }
        let w = Int((size.width * scale).rounded())
        let h = Int((size.height * scale).rounded())
        guard w > 0, h > 0 else { return PixelBuffer(width: 0, height: 0) }
        // Premultiplied colour and coverage: a layer of colour c and alpha a composites as P ← c·a + P·(1 − a).
        var red = [Float](repeating: 0, count: w * h)
        var green = red
        var blue = red
        var alpha = [Float](repeating: transparent ? 0 : 1, count: w * h)
        for y in 0..<h where !transparent {
            let c = scenery.skyColor(at: (Double(y) + 0.5) / Double(h))
            let row = y * w
            for x in 0..<w {
                red[row + x] = Float(c.red)
                green[row + x] = Float(c.green)
                blue[row + x] = Float(c.blue)
            }
        }
        for layer in scenery.layers {
            paint(layer, scale: scale, width: w, height: h, red: &red, green: &green, blue: &blue, alpha: &alpha)
        }
        var out = PixelBuffer(width: w, height: h)
        for i in 0..<(w * h) {
            let a = alpha[i]
            let k: Float = a > 0 ? 1 / a : 0
            let r = UInt32(max(0, min(255, (red[i] * k * 255).rounded())))
            let g = UInt32(max(0, min(255, (green[i] * k * 255).rounded())))
            let b = UInt32(max(0, min(255, (blue[i] * k * 255).rounded())))
            let a8 = UInt32(max(0, min(255, (a * 255).rounded())))
            out.pixels[i] = a8 << 24 | r << 16 | g << 8 | b
        }
        if transparent { bleedEdges(&out) }
        return out
    }

    /// Gives fully transparent pixels next to visible ones the average colour of those neighbours (alpha stays 0),
    /// twice, so that bilinear filtering near an edge blends with the edge's own colour rather than black.
    /// - Complexity: O(pixels).
    static func bleedEdges(_ buffer: inout PixelBuffer) {
        let w = buffer.width
        let h = buffer.height
        for _ in 0..<2 {
            let source = buffer.pixels
            for y in 0..<h {
                for x in 0..<w where source[y * w + x] == 0 {
                    var (r, g, b, n): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let nx = x + dx
                            let ny = y + dy
                            guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                            let p = source[ny * w + nx]
                            guard p != 0 else { continue }
                            r += (p >> 16) & 0xFF
                            g += (p >> 8) & 0xFF
                            b += p & 0xFF
                            n += 1
                        }
                    }
                    // A colour with alpha 0 but not all zero, so the next pass treats it as a source.
                    if n > 0 { buffer.pixels[y * w + x] = (r / n) << 16 | (g / n) << 8 | max(1, b / n) }
                }
            }
        }
    }

    // MARK: - Layers

    private static func paint(
        _ layer: SceneryLayer, scale: Double, width w: Int, height h: Int,
        red: inout [Float], green: inout [Float], blue: inout [Float], alpha: inout [Float]
    ) {
        let soft = max(1, layer.softness * scale)
        let shapes = layer.shapes.map { PixelShape($0, scale: scale) }
        guard let box = shapes.map(\.bounds).reduce(nil, { union($0, $1) }) else { return }
        let x0 = max(0, Int((box.x - soft).rounded(.down)))
        let y0 = max(0, Int((box.y - soft).rounded(.down)))
        let x1 = min(w, Int((box.maxX + soft).rounded(.up)) + 1)
        let y1 = min(h, Int((box.maxY + soft).rounded(.up)) + 1)
        guard x1 > x0, y1 > y0 else { return }
        let bw = x1 - x0
        var coverage = [Float](repeating: 0, count: bw * (y1 - y0))
        for shape in shapes {
            let b = shape.bounds
            let sx0 = max(x0, Int((b.x - soft).rounded(.down)))
            let sy0 = max(y0, Int((b.y - soft).rounded(.down)))
            let sx1 = min(x1, Int((b.maxX + soft).rounded(.up)) + 1)
            let sy1 = min(y1, Int((b.maxY + soft).rounded(.up)) + 1)
            guard sx1 > sx0, sy1 > sy0 else { continue }
            if case .polygon(let xs, let ys) = shape.kind {
                coverage.withUnsafeMutableBufferPointer { cov in
                    coverPolygon(
                        xs: xs, ys: ys, soft: soft, rows: sy0..<sy1, columns: sx0..<sx1, origin: (x0, y0), stride: bw,
                        into: cov)
                }
                continue
            }
            coverage.withUnsafeMutableBufferPointer { cov in
                for y in sy0..<sy1 {
                    let py = Double(y) + 0.5
                    let row = (y - y0) * bw - x0
                    for x in sx0..<sx1 {
                        let d = shape.distance(Double(x) + 0.5, py)
                        let c = Float(min(1, max(0, 0.5 - d / soft)))
                        if c > cov[row + x] { cov[row + x] = c }
                    }
                }
            }
        }
        let solid: Color? = {
            if case .solid(let c) = layer.fill { return c }
            return nil
        }()
        for y in y0..<y1 {
            let row = (y - y0) * bw - x0
            for x in x0..<x1 {
                let cov = coverage[row + x]
                if cov <= 0 { continue }
                let c = solid ?? layer.fill.color(at: Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale))
                let a = Float(c.alpha) * cov
                let i = y * w + x
                red[i] += (Float(c.red) - red[i]) * a
                green[i] += (Float(c.green) - green[i]) * a
                blue[i] += (Float(c.blue) - blue[i]) * a
                alpha[i] += (1 - alpha[i]) * a
            }
        }
    }

    /// Polygon coverage by scanlines: inside/outside from the even-odd crossings of each row, and the exact
    /// distance only for pixels near an edge (so the cost grows with the outline, not with the area × edges).
    private static func coverPolygon(
        xs: [Double], ys: [Double], soft: Double, rows: Range<Int>, columns: Range<Int>, origin: (x: Int, y: Int),
        stride: Int, into cov: UnsafeMutableBufferPointer<Float>
    ) {
        let n = xs.count
        guard n >= 3 else { return }
        let reach = soft / 2 + 1
        var crossings: [Double] = []
        var nearest = [Double](repeating: .infinity, count: columns.count)
        var touched: [Int] = []
        for y in rows {
            let py = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            var j = n - 1
            for i in 0..<n {
                if (ys[i] > py) != (ys[j] > py) {
                    crossings.append(xs[i] + (py - ys[i]) / (ys[j] - ys[i]) * (xs[j] - xs[i]))
                }
                j = i
            }
            crossings.sort()
            // Exact distances near the edges that pass close to this row.
            touched.removeAll(keepingCapacity: true)
            j = n - 1
            for i in 0..<n {
                let (ax, ay, bx, by) = (xs[j], ys[j], xs[i], ys[i])
                j = i
                guard py >= min(ay, by) - reach, py <= max(ay, by) + reach else { continue }
                let lo = max(columns.lowerBound, Int((min(ax, bx) - reach).rounded(.down)))
                let hi = min(columns.upperBound, Int((max(ax, bx) + reach).rounded(.up)) + 1)
                guard hi > lo else { continue }
                for x in lo..<hi {
                    let d = PixelShape.segmentDistance(Double(x) + 0.5, py, ax, ay, bx, by)
                    let k = x - columns.lowerBound
                    if nearest[k] == .infinity { touched.append(k) }
                    if d < nearest[k] { nearest[k] = d }
                }
            }
            let row = (y - origin.y) * stride - origin.x
            // Walk the row: inside between pairs of crossings.
            var c = 0
            var inside = false
            for x in columns {
                let px = Double(x) + 0.5
                while c < crossings.count && crossings[c] < px {
                    inside.toggle()
                    c += 1
                }
                let k = x - columns.lowerBound
                let d = nearest[k]
                let value: Float
                if d == .infinity {
                    value = inside ? 1 : 0
                } else {
                    value = Float(min(1, max(0, 0.5 - (inside ? -d : d) / soft)))
                }
                if value > cov[row + x] { cov[row + x] = value }
            }
            for k in touched { nearest[k] = .infinity }
        }
    }

    private static func union(_ a: CanvasRect?, _ b: CanvasRect) -> CanvasRect {
        guard let a else { return b }
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return CanvasRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}

/// A shape converted to pixel units, with its signed distance function (negative inside).
private struct PixelShape {
    enum Kind {
        case box(cx: Double, cy: Double, hx: Double, hy: Double, r: Double)
        case circle(cx: Double, cy: Double, r: Double)
        case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)
        case polygon(xs: [Double], ys: [Double])
        case ring(cx: Double, cy: Double, mid: Double, half: Double)
        case segment(ax: Double, ay: Double, bx: Double, by: Double, half: Double)
    }

    let kind: Kind
    let bounds: CanvasRect

    init(_ shape: SceneryShape, scale s: Double) {
        (kind, bounds) = PixelShape.make(shape, scale: s)
    }

    private static func make(_ shape: SceneryShape, scale s: Double) -> (Kind, CanvasRect) {
        switch shape {
        case .rect(let r):
            return box(r, radius: 0, scale: s)
        case .roundedRect(let r, let radius):
            return box(r, radius: radius, scale: s)
        case .circle(let c, let r):
            return (
                .circle(cx: c.x * s, cy: c.y * s, r: max(0, r * s)),
                CanvasRect(x: (c.x - r) * s, y: (c.y - r) * s, width: 2 * r * s, height: 2 * r * s)
            )
        case .ellipse(let r):
            return (
                .ellipse(
                    cx: r.midX * s, cy: r.midY * s, rx: max(0.01, r.width * s / 2), ry: max(0.01, r.height * s / 2)),
                CanvasRect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s)
            )
        case .polygon(let points):
            let xs = points.map { $0.x * s }
            let ys = points.map { $0.y * s }
            let minX = xs.min() ?? 0
            let minY = ys.min() ?? 0
            return (
                .polygon(xs: xs, ys: ys),
                CanvasRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
            )
        case .ring(let c, let r, let width):
            return (
                .ring(cx: c.x * s, cy: c.y * s, mid: (r - width / 2) * s, half: width * s / 2),
                CanvasRect(x: (c.x - r) * s, y: (c.y - r) * s, width: 2 * r * s, height: 2 * r * s)
            )
        case .line(let a, let b, let width):
            let hw = width / 2
            return (
                .segment(ax: a.x * s, ay: a.y * s, bx: b.x * s, by: b.y * s, half: width * s / 2),
                CanvasRect(
                    x: (min(a.x, b.x) - hw) * s, y: (min(a.y, b.y) - hw) * s,
                    width: (abs(a.x - b.x) + width) * s, height: (abs(a.y - b.y) + width) * s)
            )
        }
    }

    private static func box(_ r: CanvasRect, radius: Double, scale s: Double) -> (Kind, CanvasRect) {
        let hx = r.width * s / 2
        let hy = r.height * s / 2
        return (
            .box(cx: r.midX * s, cy: r.midY * s, hx: hx, hy: hy, r: max(0, min(radius * s, hx, hy))),
            CanvasRect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s)
        )
    }

    func distance(_ px: Double, _ py: Double) -> Double {
        switch kind {
        case .box(let cx, let cy, let hx, let hy, let r):
            let qx = abs(px - cx) - hx + r
            let qy = abs(py - cy) - hy + r
            let ox = max(qx, 0)
            let oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
        case .circle(let cx, let cy, let r):
            let dx = px - cx
            let dy = py - cy
            return (dx * dx + dy * dy).squareRoot() - r
        case .ellipse(let cx, let cy, let rx, let ry):
            let x = (px - cx) / rx
            let y = (py - cy) / ry
            let k0 = (x * x + y * y).squareRoot()
            if k0 == 0 { return -min(rx, ry) }
            let x2 = (px - cx) / (rx * rx)
            let y2 = (py - cy) / (ry * ry)
            let k1 = (x2 * x2 + y2 * y2).squareRoot()
            return k0 * (k0 - 1) / k1
        case .ring(let cx, let cy, let mid, let half):
            let dx = px - cx
            let dy = py - cy
            return abs((dx * dx + dy * dy).squareRoot() - mid) - half
        case .segment(let ax, let ay, let bx, let by, let half):
            return PixelShape.segmentDistance(px, py, ax, ay, bx, by) - half
        case .polygon(let xs, let ys):
            let n = xs.count
            guard n >= 3 else { return .infinity }
            var best = Double.infinity
            var inside = false
            var j = n - 1
            for i in 0..<n {
                let d = PixelShape.segmentDistance(px, py, xs[j], ys[j], xs[i], ys[i])
                if d < best { best = d }
                if (ys[i] > py) != (ys[j] > py) {
                    let xCross = xs[i] + (py - ys[i]) / (ys[j] - ys[i]) * (xs[j] - xs[i])
                    if px < xCross { inside.toggle() }
                }
                j = i
            }
            return inside ? -best : best
        }
    }

    static func segmentDistance(
        _ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double
    ) -> Double {
        let vx = bx - ax
        let vy = by - ay
        let wx = px - ax
        let wy = py - ay
        let len2 = vx * vx + vy * vy
        let t = len2 > 0 ? max(0, min(1, (wx * vx + wy * vy) / len2)) : 0
        let dx = wx - vx * t
        let dy = wy - vy * t
        return (dx * dx + dy * dy).squareRoot()
    }
}
