import Riffle

/// A canvas that records what is drawn instead of drawing it: for tests of scene drawing without SDL.
///
/// Text is measured with a fixed advance of 0.6 × the point size per character.
public final class RecordingCanvas: Canvas {
    /// One recorded call.
    public enum Command: Equatable, Sendable {
        /// ``Canvas/clear(_:)``.
        case clear(Color)
        /// ``Canvas/fill(_:_:)``.
        case fill(CanvasRect, Paint)
        /// ``Canvas/fillRoundedRect(_:radius:_:)``.
        case roundedRect(CanvasRect, radius: Double, Paint)
        /// ``Canvas/strokeRoundedRect(_:radius:lineWidth:_:)``.
        case stroke(CanvasRect, radius: Double, lineWidth: Double, Color)
        /// ``Canvas/fillCircle(center:radius:_:)``.
        case circle(center: Point, radius: Double, Color)
        /// ``Canvas/shadow(_:radius:blur:_:)``.
        case shadow(CanvasRect, radius: Double, blur: Double, Color)
        /// ``Canvas/drawPicture(_:origin:in:cornerRadius:)`` (the picture's id).
        case picture(id: String, origin: Point, rect: CanvasRect, cornerRadius: Double, opacity: Double)
        /// ``Canvas/drawText(_:_:_:at:)``.
        case text(String, TextStyle, Color, at: Point)
        /// ``Canvas/drawSprite(_:center:rotation:scale:)`` (the sprite's id).
        case sprite(id: String, center: Point, rotation: Double, scale: Double, opacity: Double)
    }

    /// The size reported to the scenes.
    public let size: CanvasSize
    /// Every call so far, in order; colours already include the opacity groups.
    public private(set) var commands: [Command] = []
    private var groups: [(opacity: Double, backdrop: Color)] = []
    private var clips: [CanvasRect] = []

    /// Creates a recording canvas of the given size.
    public init(size: CanvasSize = .phone) {
        self.size = size
    }

    /// Every string drawn, in order.
    public var texts: [String] {
        commands.compactMap {
            if case .text(let s, _, _, _) = $0 { return s }
            return nil
        }
    }

    /// Forgets the recorded calls.
    public func reset() { commands.removeAll() }

    /// The colour after the current opacity groups.
    public func transform(_ c: Color) -> Color {
        var out = c
        for g in groups.reversed() {
            out = Color(
                red: g.backdrop.red + (out.red - g.backdrop.red) * g.opacity,
                green: g.backdrop.green + (out.green - g.backdrop.green) * g.opacity,
                blue: g.backdrop.blue + (out.blue - g.backdrop.blue) * g.opacity, alpha: out.alpha)
        }
        return out
    }

    private func transform(_ p: Paint) -> Paint {
        switch p {
        case .solid(let c): return .solid(transform(c))
        case .vertical(let a, let b): return .vertical(top: transform(a), bottom: transform(b))
        }
    }

    /// Records a clear.
    public func clear(_ color: Color) { commands.append(.clear(color)) }
    /// Records a rectangle fill.
    public func fill(_ rect: CanvasRect, _ paint: Paint) { commands.append(.fill(rect, transform(paint))) }
    /// Records a rounded rectangle fill.
    public func fillRoundedRect(_ rect: CanvasRect, radius: Double, _ paint: Paint) {
        commands.append(.roundedRect(rect, radius: radius, transform(paint)))
    }
    /// Records an outline.
    public func strokeRoundedRect(_ rect: CanvasRect, radius: Double, lineWidth: Double, _ color: Color) {
        commands.append(.stroke(rect, radius: radius, lineWidth: lineWidth, transform(color)))
    }
    /// Records a circle.
    public func fillCircle(center: Point, radius: Double, _ color: Color) {
        commands.append(.circle(center: center, radius: radius, transform(color)))
    }
    /// Records a shadow.
    public func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color) {
        commands.append(.shadow(rect, radius: radius, blur: blur, transform(color)))
    }
    /// Records a picture.
    public func drawPicture(_ picture: Picture, origin: Point, in rect: CanvasRect, cornerRadius: Double) {
        let opacity = groups.reduce(1.0) { $0 * $1.opacity }
        commands.append(
            .picture(id: picture.id, origin: origin, rect: rect, cornerRadius: cornerRadius, opacity: opacity))
    }
    /// The ids of the pictures passed to ``prepare(_:)``, in order.
    public private(set) var prepared: [String] = []
    /// Records the picture id.
    public func prepare(_ picture: Picture) { prepared.append(picture.id) }
    /// Records a sprite.
    public func drawSprite(_ sprite: Picture, center: Point, rotation: Double, scale: Double) {
        let opacity = groups.reduce(1.0) { $0 * $1.opacity }
        commands.append(.sprite(id: sprite.id, center: center, rotation: rotation, scale: scale, opacity: opacity))
    }
    /// The ids of the sprites passed to ``prepareSprite(_:)``, in order.
    public private(set) var preparedSprites: [String] = []
    /// Records the sprite id.
    public func prepareSprite(_ sprite: Picture) { preparedSprites.append(sprite.id) }
    /// Measures with a fixed advance per character.
    public func measure(_ text: String, _ style: TextStyle) -> CanvasSize {
        CanvasSize(width: Double(text.count) * style.pointSize * 0.6, height: style.lineHeight)
    }
    /// Records a line of text.
    public func drawText(_ text: String, _ style: TextStyle, _ color: Color, at origin: Point) {
        commands.append(.text(text, style, transform(color), at: origin))
    }
    /// Opens an opacity group.
    public func pushOpacity(_ opacity: Double, over backdrop: Color) {
        groups.append((opacity.isFinite ? min(1, max(0, opacity)) : 1, backdrop))
    }
    /// Closes an opacity group.
    public func popOpacity() { _ = groups.popLast() }
    /// Opens a clip.
    public func pushClip(_ rect: CanvasRect) { clips.append(rect) }
    /// Closes a clip.
    public func popClip() { _ = clips.popLast() }
}
