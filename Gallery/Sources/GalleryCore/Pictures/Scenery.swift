import Riffle

/// A vector description of a picture: a sky gradient, then layers of filled shapes, painted in order.
public struct Scenery: Sendable {
    /// The background gradient from the top (position 0) to the bottom (position 1) of the picture.
    public var sky: [GradientStop]
    /// Layers painted over the sky, first to last.
    public var layers: [SceneryLayer]

    /// Creates a scenery.
    public init(sky: [GradientStop], layers: [SceneryLayer] = []) {
        self.sky = sky
        self.layers = layers
    }

    /// The sky colour at a fraction `t` of the height (0 = top), interpolated between the stops.
    public func skyColor(at t: Double) -> Color {
        GradientStop.color(in: sky, at: t)
    }
}

/// A colour at a position (0…1) along a gradient.
public struct GradientStop: Sendable, Hashable {
    /// Where the stop sits, 0…1.
    public var position: Double
    /// The colour at the stop.
    public var color: Color

    /// Creates a stop.
    public init(_ position: Double, _ color: Color) {
        self.position = position
        self.color = color
    }

    /// The colour at `t` along `stops` (sorted by position); clamps outside the first and last stop and gives
    /// transparent black for an empty list.
    public static func color(in stops: [GradientStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.position) { return first.color }
        if t >= last.position { return last.color }
        for i in 1..<stops.count where t <= stops[i].position {
            let a = stops[i - 1]
            let b = stops[i]
            let span = b.position - a.position
            return span > 0 ? a.color.mix(b.color, (t - a.position) / span) : b.color
        }
        return last.color
    }
}

/// How a layer's shapes are coloured.
public enum LayerFill: Sendable {
    /// One colour (its alpha is the layer's opacity).
    case solid(Color)
    /// A vertical gradient: `top` at `y0` and above, `bottom` at `y1` and below (picture points).
    case vertical(top: Color, bottom: Color, y0: Double, y1: Double)
    /// A radial gradient: `inner` at `center`, `outer` at `radius` and beyond.
    case radial(center: Point, radius: Double, inner: Color, outer: Color)

    /// The fill colour at a point (picture points).
    public func color(at p: Point) -> Color {
        switch self {
        case .solid(let c):
            return c
        case .vertical(let top, let bottom, let y0, let y1):
            let span = y1 - y0
            return span > 0 ? top.mix(bottom, (p.y - y0) / span) : (p.y < y0 ? top : bottom)
        case .radial(let center, let radius, let inner, let outer):
            let d = (p - center).length
            return radius > 0 ? inner.mix(outer, d / radius) : outer
        }
    }
}

/// A group of shapes sharing one fill; overlapping shapes of a layer merge without seams.
public struct SceneryLayer: Sendable {
    /// The colour of the layer.
    public var fill: LayerFill
    /// The shapes (their union is filled).
    public var shapes: [SceneryShape]
    /// Edge softness in points: 0 gives crisp anti-aliased edges, larger values blur the edges (mist, glow).
    public var softness: Double

    /// Creates a layer.
    public init(_ fill: LayerFill, softness: Double = 0, _ shapes: [SceneryShape]) {
        self.fill = fill
        self.shapes = shapes
        self.softness = softness
    }
}

/// A filled shape in picture points.
public enum SceneryShape: Sendable {
    /// An axis-aligned rectangle.
    case rect(CanvasRect)
    /// A rectangle with rounded corners.
    case roundedRect(CanvasRect, radius: Double)
    /// A circle.
    case circle(center: Point, radius: Double)
    /// An axis-aligned ellipse inscribed in a rectangle.
    case ellipse(CanvasRect)
    /// A simple polygon (any winding; self-intersections use the even-odd rule).
    case polygon([Point])
    /// A ring (annulus) of the given outer radius and width.
    case ring(center: Point, radius: Double, width: Double)
    /// A straight segment with round caps.
    case line(from: Point, to: Point, width: Double)
}
