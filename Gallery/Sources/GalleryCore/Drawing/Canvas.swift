import Riffle

/// The drawing surface the scenes paint on, in points (the implementation handles the pixel scale).
///
/// `GalleryRender.SDLCanvas` draws with SDL; `RecordingCanvas` records the calls for tests. Every colour passes
/// through the current opacity group (see ``pushOpacity(_:over:)``).
public protocol Canvas: AnyObject {
    /// The drawable size in points.
    var size: CanvasSize { get }

    /// Fills the whole canvas with `color`, ignoring clips and opacity groups.
    func clear(_ color: Color)

    /// Fills an axis-aligned rectangle (no anti-aliasing needed: edges are snapped to pixels).
    func fill(_ rect: CanvasRect, _ paint: Paint)

    /// Fills a rectangle with anti-aliased rounded corners.
    func fillRoundedRect(_ rect: CanvasRect, radius: Double, _ paint: Paint)

    /// Strokes the outline of a rounded rectangle, centred on its edge, anti-aliased.
    func strokeRoundedRect(_ rect: CanvasRect, radius: Double, lineWidth: Double, _ color: Color)

    /// Fills an anti-aliased circle.
    func fillCircle(center: Point, radius: Double, _ color: Color)

    /// Draws a soft shadow for a rounded rectangle: `color` at the centre, fading out over `blur` points
    /// on both sides of the rectangle's edge.
    func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color)

    /// ``shadow(_:radius:blur:_:)`` under an opaque rounded rectangle `opaque` (corner `radius`) that is drawn right
    /// after it: a canvas may leave out the part of the shadow the shape will cover (the software renderer then
    /// blends only the halo around it). Default: the whole shadow.
    func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color, under opaque: CanvasRect)

    /// Draws the part of `picture` (placed with its top-left corner at `origin`) that lies inside `rect`,
    /// clipped to `rect`'s rounded corners. Pictures are drawn 1:1, never scaled.
    func drawPicture(_ picture: Picture, origin: Point, in rect: CanvasRect, cornerRadius: Double)

    /// Gets `picture` ready (rasterized and cached) without drawing it, so a later draw does not stall a frame.
    func prepare(_ picture: Picture)

    /// Draws a sprite: `sprite` rasterized over a transparent background (its sky is ignored), with its centre at
    /// `center`, rotated by `rotation` radians (clockwise, about its centre) and scaled by `scale`.
    ///
    /// Sprites are small pictures (app icons) kept in a cache of their own; unrotated and unscaled they are drawn
    /// 1:1, otherwise with bilinear filtering. A non-finite or non-positive scale draws nothing.
    func drawSprite(_ sprite: Picture, center: Point, rotation: Double, scale: Double)

    /// Gets `sprite` ready (rasterized and cached) without drawing it.
    func prepareSprite(_ sprite: Picture)

    /// The size of `text` set in `style`, in points.
    func measure(_ text: String, _ style: TextStyle) -> CanvasSize

    /// Draws one line of text with its top-left corner at `origin`.
    func drawText(_ text: String, _ style: TextStyle, _ color: Color, at origin: Point)

    /// Starts an opacity group: everything drawn until ``popOpacity()`` looks as if it were drawn opaque and then
    /// composited at `opacity` over `backdrop` (exact as long as the group lies over that backdrop colour).
    func pushOpacity(_ opacity: Double, over backdrop: Color)

    /// Ends the innermost opacity group.
    func popOpacity()

    /// Restricts drawing to `rect` (intersected with the current clip) until ``popClip()``.
    func pushClip(_ rect: CanvasRect)

    /// Ends the innermost clip.
    func popClip()
}

extension Canvas {
    /// Draws the whole shadow.
    public func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color, under opaque: CanvasRect) {
        shadow(rect, radius: radius, blur: blur, color)
    }

    /// Runs `body` inside an opacity group (see ``Canvas/pushOpacity(_:over:)``).
    public func withOpacity(_ opacity: Double, over backdrop: Color, _ body: () -> Void) {
        pushOpacity(opacity, over: backdrop)
        body()
        popOpacity()
    }

    /// Runs `body` with drawing restricted to `rect`.
    public func withClip(_ rect: CanvasRect, _ body: () -> Void) {
        pushClip(rect)
        body()
        popClip()
    }

    /// Draws one line of text aligned horizontally inside `[x, x + width]` with its top at `y`.
    public func drawText(
        _ text: String,
        _ style: TextStyle,
        _ color: Color,
        x: Double,
        y: Double,
        width: Double,
        alignment: TextAlignment
    ) {
        let w = measure(text, style).width
        let left: Double
        switch alignment {
        case .leading: left = x
        case .center: left = x + (width - w) / 2
        case .trailing: left = x + width - w
        }
        drawText(text, style, color, at: Point(x: left.rounded(), y: y.rounded()))
    }

    /// Word-wraps `text` to `width` and draws the lines from `origin` down; returns the height used.
    @discardableResult
    public func drawWrapped(
        _ text: String,
        _ style: TextStyle,
        _ color: Color,
        origin: Point,
        width: Double,
        alignment: TextAlignment = .leading
    ) -> Double {
        let lines = TextWrapper.wrap(text, width: width) { measure($0, style).width }
        for (i, line) in lines.enumerated() {
            drawText(
                line, style, color, x: origin.x, y: origin.y + Double(i) * style.lineHeight, width: width,
                alignment: alignment)
        }
        return Double(lines.count) * style.lineHeight
    }
}
