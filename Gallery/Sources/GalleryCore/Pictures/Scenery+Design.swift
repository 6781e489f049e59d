import Riffle

extension Scenery {
    /// The design frame the artwork is drawn in: 390 × 844 points with the horizon near y = 520.
    public static let designSize = CanvasSize.phone

    /// The artwork fitted to a picture of `size`: scaled to the width, the design's y = 520 line placed at
    /// 61.6 % of the height (the sky gradient stays relative to the full height).
    public func fitted(to size: CanvasSize) -> Scenery {
        let k = size.isUsable ? size.width / Scenery.designSize.width : 1
        let horizon = size.isUsable ? size.height * 520 / Scenery.designSize.height : 520
        let map: (Point) -> Point = { Point(x: $0.x * k, y: ($0.y - 520) * k + horizon) }
        if k == 1 && horizon == 520 { return self }
        return Scenery(sky: sky, layers: layers.map { $0.mapped(map, scale: k) })
    }
}

extension SceneryLayer {
    /// The layer with every coordinate passed through `map` and lengths multiplied by `scale`.
    public func mapped(_ map: (Point) -> Point, scale k: Double) -> SceneryLayer {
        let newFill: LayerFill
        switch fill {
        case .solid: newFill = fill
        case .vertical(let top, let bottom, let y0, let y1):
            newFill = .vertical(top: top, bottom: bottom, y0: map(Point(x: 0, y: y0)).y, y1: map(Point(x: 0, y: y1)).y)
        case .radial(let c, let r, let inner, let outer):
            newFill = .radial(center: map(c), radius: r * k, inner: inner, outer: outer)
        }
        return SceneryLayer(newFill, softness: softness * k, shapes.map { $0.mapped(map, scale: k) })
    }
}

extension SceneryShape {
    /// The shape with every coordinate passed through `map` and lengths multiplied by `scale`.
    public func mapped(_ map: (Point) -> Point, scale k: Double) -> SceneryShape {
        func rect(_ r: CanvasRect) -> CanvasRect {
            let o = map(Point(x: r.x, y: r.y))
            return CanvasRect(x: o.x, y: o.y, width: r.width * k, height: r.height * k)
        }
        switch self {
        case .rect(let r): return .rect(rect(r))
        case .roundedRect(let r, let radius): return .roundedRect(rect(r), radius: radius * k)
        case .circle(let c, let r): return .circle(center: map(c), radius: r * k)
        case .ellipse(let r): return .ellipse(rect(r))
        case .polygon(let points): return .polygon(points.map(map))
        case .ring(let c, let r, let w): return .ring(center: map(c), radius: r * k, width: w * k)
        case .line(let a, let b, let w): return .line(from: map(a), to: map(b), width: w * k)
        }
    }
}
