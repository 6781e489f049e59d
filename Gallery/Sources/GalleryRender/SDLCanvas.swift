import CSDL2
import CSDL2TTF
import GalleryCore
import Riffle

/// The gallery's ``Canvas`` on an SDL renderer (window or offscreen software surface).
///
/// Works in points and multiplies by ``scale``. Anti-aliasing comes from coverage masks made on the CPU
/// (``MaskRaster``) and drawn as nine-patches, so one small texture per radius serves every size, also while a size
/// animates; gradients are vertex colours. Text, masks and pictures are cached as textures.
public final class SDLCanvas: Canvas {
    /// The SDL renderer drawn on (not owned).
    public let renderer: OpaquePointer
    /// The drawable size in points.
    public private(set) var size: CanvasSize
    /// Pixels per point.
    public private(set) var scale: Double
    private let fonts: FontBook
    private var textCache: [TextKey: CachedTexture] = [:]
    private var maskCache: [MaskKey: CachedTexture] = [:]
    private var pictureCache: [String: PictureEntry] = [:]
    private var pictureOrder: [String] = []
    private var cornerCache: [CornerKey: CachedTexture] = [:]
    private var spriteCache: [String: (texture: CachedTexture, lastUse: Int)] = [:]
    private var spriteUses = 0
    private var groups: [(opacity: Double, backdrop: Color)] = []
    private var clips: [PixelRect] = []

    /// How many pictures stay rasterized (each is a full window of pixels: 16 at 1x, 8 at 2x).
    public var pictureCacheLimit: Int

    /// Creates a canvas drawing on `renderer`, `size` points at `scale` pixels per point.
    /// - Throws: ``SDLError`` when the fonts cannot be loaded.
    public init(renderer: OpaquePointer, size: CanvasSize, scale: Double, fonts: FontBook? = nil) throws {
        self.renderer = renderer
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.fonts = try fonts ?? FontBook()
        self.pictureCacheLimit = max(8, Int(16 / (self.scale * self.scale)))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        for t in textCache.values { SDL_DestroyTexture(t.texture) }
        for t in maskCache.values { SDL_DestroyTexture(t.texture) }
        for t in cornerCache.values { SDL_DestroyTexture(t.texture) }
        for p in pictureCache.values { SDL_DestroyTexture(p.texture.texture) }
        for t in spriteCache.values { SDL_DestroyTexture(t.texture.texture) }
    }

    /// Changes the logical size or scale (for example after a window resize); caches of other scales are dropped.
    public func resize(to size: CanvasSize, scale: Double) {
        if scale != self.scale {
            for t in textCache.values { SDL_DestroyTexture(t.texture) }
            textCache.removeAll()
        }
        self.size = size
        self.scale = scale
    }

    /// Cache sizes (text, masks, corners, pictures), for diagnostics.
    public var cacheCounts: (text: Int, mask: Int, corner: Int, picture: Int) {
        (textCache.count, maskCache.count, cornerCache.count, pictureCache.count)
    }

    /// Number of textures currently cached (text, masks, corners, pictures, sprites), for tests.
    public var cachedTextureCount: Int {
        textCache.count + maskCache.count + cornerCache.count + pictureCache.count + spriteCache.count
    }

    /// How many sprites stay rasterized (each is small: an app icon is about 70 × 70 points).
    public var spriteCacheLimit = 256

    // MARK: - Colour groups and clips

    private func transform(_ c: Color) -> Color {
        var out = c
        for g in groups.reversed() {
            out = Color(
                red: g.backdrop.red + (out.red - g.backdrop.red) * g.opacity,
                green: g.backdrop.green + (out.green - g.backdrop.green) * g.opacity,
                blue: g.backdrop.blue + (out.blue - g.backdrop.blue) * g.opacity, alpha: out.alpha)
        }
        return out
    }

    private var groupOpacity: Double { groups.reduce(1.0) { $0 * $1.opacity } }

    /// Opens an opacity group (colours are faded towards `backdrop`, pictures drawn translucent).
    public func pushOpacity(_ opacity: Double, over backdrop: Color) {
        groups.append((opacity.isFinite ? min(1, max(0, opacity)) : 1, backdrop))
    }

    /// Closes the innermost opacity group.
    public func popOpacity() { _ = groups.popLast() }

    /// Restricts drawing to `rect`.
    public func pushClip(_ rect: CanvasRect) {
        var r = PixelRect(rect, scale: scale)
        if let outer = clips.last { r = r.intersection(outer) }
        clips.append(r)
        var sdl = r.sdl
        SDL_RenderSetClipRect(renderer, &sdl)
    }

    /// Ends the innermost clip.
    public func popClip() {
        _ = clips.popLast()
        if var r = clips.last?.sdl {
            SDL_RenderSetClipRect(renderer, &r)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    // MARK: - Shapes

    /// Fills the whole target.
    public func clear(_ color: Color) {
        let b = color.bytes
        SDL_SetRenderDrawColor(renderer, b.r, b.g, b.b, b.a)
        SDL_RenderClear(renderer)
    }

    /// Fills a pixel-snapped rectangle.
    public func fill(_ rect: CanvasRect, _ paint: Paint) {
        let r = PixelRect(rect, scale: scale)
        guard !r.isEmpty else { return }
        switch paint {
        case .solid(let c):
            let b = transform(c).bytes
            guard b.a > 0 else { return }
            SDL_SetRenderDrawColor(renderer, b.r, b.g, b.b, b.a)
            var sdl = r.sdl
            SDL_RenderFillRect(renderer, &sdl)
        case .vertical(let top, let bottom):
            let t = transform(top).bytes
            let u = transform(bottom).bytes
            let ct = SDL_Color(r: t.r, g: t.g, b: t.b, a: t.a)
            let cb = SDL_Color(r: u.r, g: u.g, b: u.b, a: u.a)
            let x0 = Float(r.x)
            let y0 = Float(r.y)
            let x1 = Float(r.maxX)
            let y1 = Float(r.maxY)
            let v = [
                vertex(x0, y0, ct), vertex(x1, y0, ct), vertex(x1, y1, cb),
                vertex(x0, y0, ct), vertex(x1, y1, cb), vertex(x0, y1, cb),
            ]
            SDL_RenderGeometry(renderer, nil, v, Int32(v.count), nil, 0)
        }
    }

    /// Fills an anti-aliased rounded rectangle (nine-patch of a coverage mask).
    public func fillRoundedRect(_ rect: CanvasRect, radius: Double, _ paint: Paint) {
        let r = max(0, radius.isFinite ? radius : 0) * scale
        if r < 0.5 {
            fill(rect, paint)
            return
        }
        drawMask(rect: rect, radiusPx: r, insetPx: 0, blurPx: 0, ringPx: 0, paint: paint)
    }

    /// Strokes an anti-aliased rounded outline centred on the rectangle's edge.
    public func strokeRoundedRect(_ rect: CanvasRect, radius: Double, lineWidth: Double, _ color: Color) {
        let w = max(0.5, lineWidth.isFinite ? lineWidth : 1) * scale
        let inset = Int((w / 2).rounded(.up)) + 1
        drawMask(
            rect: rect, radiusPx: max(0, radius) * scale, insetPx: inset, blurPx: 0, ringPx: w, paint: .solid(color))
    }

    /// Fills an anti-aliased circle.
    public func fillCircle(center: Point, radius: Double, _ color: Color) {
        guard radius.isFinite, radius > 0, center.isFinite else { return }
        let d = (radius * 2 * scale * 4).rounded() / 4
        let n = Int(d.rounded(.up)) + 2
        let key = MaskKey(
            width: n, height: n, radius4: Int(d * 2), inset4: Int((Double(n) - d) * 2), blur4: 0, ring4: 0)
        guard let mask = maskTexture(key) else { return }
        let x = Int((center.x * scale - Double(n) / 2).rounded())
        let y = Int((center.y * scale - Double(n) / 2).rounded())
        let b = transform(color).bytes
        SDL_SetTextureColorMod(mask.texture, b.r, b.g, b.b)
        SDL_SetTextureAlphaMod(mask.texture, b.a)
        var dst = PixelRect(x: x, y: y, w: n, h: n).sdl
        SDL_RenderCopy(renderer, mask.texture, nil, &dst)
    }

    /// Draws a soft shadow (smoothstep fall-off over `blur` points on both sides of the edge).
    public func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color) {
        shadow(rect, radius: radius, blur: blur, color, hollow: false)
    }

    /// A shadow under an opaque rounded rectangle: drawn only outside the part of `opaque` that is surely covered
    /// (the rectangle inset by its corner radius), in four pixel-exact bands, so no pixel is blended twice and none
    /// under the shape at all.
    public func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color, under opaque: CanvasRect) {
        let inset = max(0, radius.isFinite ? radius : 0)
        let inner = PixelRect(opaque.insetBy(dx: inset, dy: inset), scale: scale)
        let b = Int((max(0, blur.isFinite ? blur : 0) * scale).rounded()) + 2
        let extent = PixelRect(rect, scale: scale).expanded(by: b)
        guard inner.w > 0, inner.h > 0, !extent.isEmpty else {
            shadow(rect, radius: radius, blur: blur, color, hollow: false)
            return
        }
        let top = max(extent.y, min(inner.y, extent.maxY))
        let bottom = min(extent.maxY, max(inner.maxY, extent.y))
        let bands = [
            PixelRect(x: extent.x, y: extent.y, w: extent.w, h: top - extent.y),
            PixelRect(x: extent.x, y: bottom, w: extent.w, h: extent.maxY - bottom),
            PixelRect(x: extent.x, y: top, w: max(0, min(inner.x, extent.maxX) - extent.x), h: bottom - top),
            PixelRect(
                x: max(inner.maxX, extent.x), y: top, w: max(0, extent.maxX - max(inner.maxX, extent.x)),
                h: bottom - top),
        ]
        for band in bands where band.w > 0 && band.h > 0 {
            var clip = band
            if let outer = clips.last { clip = clip.intersection(outer) }
            guard clip.w > 0, clip.h > 0 else { continue }
            var sdl = clip.sdl
            SDL_RenderSetClipRect(renderer, &sdl)
            shadow(rect, radius: radius, blur: blur, color, hollow: true)
        }
        if var r = clips.last?.sdl {
            SDL_RenderSetClipRect(renderer, &r)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    private func shadow(_ rect: CanvasRect, radius: Double, blur: Double, _ color: Color, hollow: Bool) {
        let b = Int((max(0, blur.isFinite ? blur : 0) * scale).rounded())
        guard b > 0 else {
            fillRoundedRect(rect, radius: radius, .solid(color))
            return
        }
        drawMask(
            rect: rect, radiusPx: max(0, radius) * scale, insetPx: b, blurPx: Double(b), ringPx: 0,
            paint: .solid(color), hollow: hollow)
    }

    /// Draws `rect` (expanded by `insetPx`) from a coverage mask, as a nine-patch when it is large enough.
    private func drawMask(
        rect: CanvasRect, radiusPx: Double, insetPx: Int, blurPx: Double, ringPx: Double, paint: Paint,
        hollow: Bool = false
    ) {
        let shape = PixelRect(rect, scale: scale)
        guard !shape.isEmpty || insetPx > 0 else { return }
        let dest = shape.expanded(by: insetPx)
        let r = min(radiusPx, Double(min(shape.w, shape.h)) / 2)
        let r4 = Int((r * 4).rounded())
        let corner = insetPx + Int((Double(r4) / 4 + blurPx + ringPx / 2).rounded(.up)) + 1
        let top = transform(paint.color(at: 0))
        let bottom = transform(paint.color(at: 1))
        guard top.alpha > 0 || bottom.alpha > 0 else { return }
        func color(atY y: Int) -> SDL_Color {
            let t = shape.h > 0 ? Double(y - shape.y) / Double(shape.h) : 0
            let c = top.mix(bottom, t).bytes
            return SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        }
        let ring4 = Int((ringPx * 4).rounded())
        let blur4 = Int((blurPx * 4).rounded())
        if dest.w >= 2 * corner + 1 && dest.h >= 2 * corner + 1 {
            // Nine-patch with SDL_RenderCopy (SDL 2.26's software renderer mis-samples large stretched textured
            // triangles, so no SDL_RenderGeometry with textures here). Corners are copied 1:1, edges stretched
            // from one texel row or column. The middle row is drawn in bands so a vertical gradient stays smooth.
            let n = 2 * corner + 1
            let key = MaskKey(width: n, height: n, radius4: r4, inset4: insetPx * 4, blur4: blur4, ring4: ring4)
            guard let mask = maskTexture(key) else { return }
            let tex = mask.texture
            let srcX = [0, corner, corner + 1]
            let srcW = [corner, 1, corner]
            let dstX = [dest.x, dest.x + corner, dest.maxX - corner]
            let dstW = [corner, dest.w - 2 * corner, corner]
            func tint(_ c: SDL_Color) {
                SDL_SetTextureColorMod(tex, c.r, c.g, c.b)
                SDL_SetTextureAlphaMod(tex, c.a)
            }
            func copy(col: Int, srcY: Int, srcH: Int, y: Int, h: Int) {
                guard h > 0, dstW[col] > 0 else { return }
                var src = SDL_Rect(x: Int32(srcX[col]), y: Int32(srcY), w: Int32(srcW[col]), h: Int32(srcH))
                var dst = PixelRect(x: dstX[col], y: y, w: dstW[col], h: h).sdl
                SDL_RenderCopy(renderer, tex, &src, &dst)
            }
            // Top and bottom rows of the patch.
            for (srcY, y) in [(0, dest.y), (corner + 1, dest.maxY - corner)] {
                tint(color(atY: y + corner / 2))
                for col in 0..<3 { copy(col: col, srcY: srcY, srcH: corner, y: y, h: corner) }
            }
            // The middle row: one piece for a solid colour, bands of 2 pixels (each tinted with the gradient at its
            // centre) for a gradient. (SDL_RenderGeometry's vertex colours blend differently from colour-modulated
            // copies, so the centre is banded too, to match the edges exactly.)
            let top0 = dest.y + corner
            let bottom0 = dest.maxY - corner
            let band = top == bottom ? max(1, bottom0 - top0) : 2
            var y = top0
            while y < bottom0 {
                let h = min(band, bottom0 - y)
                tint(color(atY: y + h / 2))
                copy(col: 0, srcY: corner, srcH: 1, y: y, h: h)
                if ringPx > 0 || hollow {
                    // An outline has no middle; a shadow under an opaque shape needs none.
                } else if top == bottom {
                    // A solid middle is the mask's full coverage in one colour: a blended fill, far cheaper in
                    // the software renderer than stretching a texel over the whole shape (a card's shadow).
                    let c = color(atY: y)
                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
                    var fill = PixelRect(x: dstX[1], y: y, w: dstW[1], h: h).sdl
                    if dstW[1] > 0 && h > 0 { SDL_RenderFillRect(renderer, &fill) }
                } else {
                    copy(col: 1, srcY: corner, srcH: 1, y: y, h: h)
                }
                copy(col: 2, srcY: corner, srcH: 1, y: y, h: h)
                y += h
            }
        } else {
            guard dest.w > 0, dest.h > 0 else { return }
            let key = MaskKey(
                width: dest.w, height: dest.h, radius4: r4, inset4: insetPx * 4, blur4: blur4, ring4: ring4)
            guard let mask = maskTexture(key) else { return }
            // Small shapes: one exact mask copied 1:1, tinted with the paint's middle colour.
            let mid = top.mix(bottom, 0.5).bytes
            SDL_SetTextureColorMod(mask.texture, mid.r, mid.g, mid.b)
            SDL_SetTextureAlphaMod(mask.texture, mid.a)
            var dst = dest.sdl
            SDL_RenderCopy(renderer, mask.texture, nil, &dst)
            if maskCache.count > 400 { trimMasks() }
        }
    }

    private func trimMasks() {
        for (k, t) in maskCache where k.width != k.height || k.width > 64 {
            SDL_DestroyTexture(t.texture)
            maskCache[k] = nil
        }
    }

    private func maskTexture(_ key: MaskKey) -> CachedTexture? {
        if let t = maskCache[key] { return t }
        let alpha = MaskRaster.roundedRect(
            width: key.width, height: key.height, radius: Double(key.radius4) / 4, inset: Double(key.inset4) / 4,
            blur: Double(key.blur4) / 4, ring: Double(key.ring4) / 4)
        let pixels = alpha.map { UInt32($0) << 24 | 0x00FF_FFFF }
        guard let t = makeTexture(pixels: pixels, width: key.width, height: key.height) else { return nil }
        maskCache[key] = t
        return t
    }

    private func makeTexture(pixels: [UInt32], width: Int, height: Int) -> CachedTexture? {
        guard width > 0, height > 0,
            let tex = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
                Int32(height))
        else { return nil }
        pixels.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(tex, nil, raw.baseAddress, Int32(width * 4))
        }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        return CachedTexture(texture: tex, width: width, height: height)
    }

    private func vertex(_ x: Float, _ y: Float, _ c: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: c, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    // MARK: - Pictures

    private func pictureEntry(_ picture: Picture) -> PictureEntry? {
        let key = picture.cacheKey(scale: scale)
        if let e = pictureCache[key] {
            if let i = pictureOrder.firstIndex(of: key) {
                pictureOrder.remove(at: i)
                pictureOrder.append(key)
            }
            return e
        }
        let buffer = PictureRasterizer.render(picture.scenery, size: picture.size, scale: scale)
        guard let tex = makeTexture(pixels: buffer.pixels, width: buffer.width, height: buffer.height) else {
            return nil
        }
        SDL_SetTextureBlendMode(tex.texture, SDL_BLENDMODE_BLEND)
        let entry = PictureEntry(texture: tex, buffer: buffer)
        pictureCache[key] = entry
        pictureOrder.append(key)
        while pictureOrder.count > max(1, pictureCacheLimit) {
            let old = pictureOrder.removeFirst()
            if let e = pictureCache.removeValue(forKey: old) { SDL_DestroyTexture(e.texture.texture) }
            for (k, t) in cornerCache where k.picture == old {
                SDL_DestroyTexture(t.texture)
                cornerCache[k] = nil
            }
        }
        return entry
    }

    /// Rasterizes and uploads `picture` now if it is not cached yet.
    public func prepare(_ picture: Picture) {
        guard pictureCache[picture.cacheKey(scale: scale)] != nil || hasPreparationTime else {
            preparationWasCut = true
            return
        }
        _ = pictureEntry(picture)
    }

    /// The performance-counter tick after which ``prepare(_:)`` and ``prepareSprite(_:)`` rasterize nothing new
    /// (nil: no limit).
    private var preparationDeadline: UInt64?

    /// Whether a preparation may still rasterize (no budget, or the budget is not spent).
    private var hasPreparationTime: Bool {
        guard let deadline = preparationDeadline else { return true }
        return SDL_GetPerformanceCounter() < deadline
    }

    /// Whether the latest budgeted preparation left pictures for later.
    private var preparationWasCut = false

    /// Runs `body` (a scene's `prepareUpcoming`) with at most about `seconds` of new rasterization.
    ///
    /// Pictures not prepared by then are left for the next call (at least one is prepared per call), so a window
    /// that prepares while idle keeps reading input. Cached pictures are always touched.
    ///
    /// - Returns: Whether pictures were left for a later call (call again soon).
    @discardableResult
    public func withPreparationBudget(_ seconds: Double, _ body: () -> Void) -> Bool {
        let ticks = Double(SDL_GetPerformanceFrequency()) * max(seconds, 0)
        preparationDeadline = SDL_GetPerformanceCounter() + UInt64(ticks.rounded())
        preparationWasCut = false
        defer { preparationDeadline = nil }
        body()
        return preparationWasCut
    }

    /// Draws the part of `picture` inside `rect`, 1:1, with anti-aliased rounded corners.
    public func drawPicture(_ picture: Picture, origin: Point, in rect: CanvasRect, cornerRadius: Double) {
        guard origin.isFinite, let entry = pictureEntry(picture) else { return }
        let alpha = UInt8((groupOpacity * 255).rounded())
        guard alpha > 0 else { return }
        let ox = Int((origin.x * scale).rounded())
        let oy = Int((origin.y * scale).rounded())
        let dest = PixelRect(rect, scale: scale)
        let pictureRect = PixelRect(x: ox, y: oy, w: entry.buffer.width, h: entry.buffer.height)
        let visible = dest.intersection(pictureRect)
        guard !visible.isEmpty else { return }
        let tex = entry.texture.texture
        SDL_SetTextureAlphaMod(tex, alpha)
        SDL_SetTextureColorMod(tex, 255, 255, 255)
        let rPx = min(max(0, cornerRadius.isFinite ? cornerRadius : 0) * scale, Double(min(dest.w, dest.h)) / 2)
        let c = rPx < 0.5 ? 0 : Int(rPx.rounded(.up)) + 1
        func copy(_ d: PixelRect) {
            let part = d.intersection(pictureRect)
            guard !part.isEmpty else { return }
            var src = PixelRect(x: part.x - ox, y: part.y - oy, w: part.w, h: part.h).sdl
            var dst = part.sdl
            SDL_RenderCopy(renderer, tex, &src, &dst)
        }
        guard c > 0, dest.w >= 2 * c, dest.h >= 2 * c else {
            copy(dest)
            return
        }
        copy(PixelRect(x: dest.x + c, y: dest.y, w: dest.w - 2 * c, h: c))
        copy(PixelRect(x: dest.x, y: dest.y + c, w: dest.w, h: dest.h - 2 * c))
        copy(PixelRect(x: dest.x + c, y: dest.maxY - c, w: dest.w - 2 * c, h: c))
        let key = picture.cacheKey(scale: scale)
        let r4 = Int((rPx * 4).rounded())
        for (i, corner) in [
            (dest.x, dest.y), (dest.maxX - c, dest.y), (dest.x, dest.maxY - c), (dest.maxX - c, dest.maxY - c),
        ]
        .enumerated() {
            let ck = CornerKey(picture: key, corner: i, sx: corner.0 - ox, sy: corner.1 - oy, size: c, radius4: r4)
            guard let t = cornerTexture(ck, buffer: entry.buffer) else { continue }
            SDL_SetTextureAlphaMod(t.texture, alpha)
            var dst = PixelRect(x: corner.0, y: corner.1, w: c, h: c).sdl
            SDL_RenderCopy(renderer, t.texture, nil, &dst)
        }
    }

    // MARK: - Sprites

    private func spriteTexture(_ sprite: Picture) -> CachedTexture? {
        let key = sprite.cacheKey(scale: scale)
        spriteUses += 1
        if let entry = spriteCache[key] {
            spriteCache[key]?.lastUse = spriteUses
            return entry.texture
        }
        if spriteCache.count >= max(1, spriteCacheLimit) {
            // Forget the least recently used half.
            let sorted = spriteCache.sorted { $0.value.lastUse < $1.value.lastUse }
            for (k, v) in sorted.prefix(max(1, sorted.count / 2)) {
                SDL_DestroyTexture(v.texture.texture)
                spriteCache[k] = nil
            }
        }
        let buffer = PictureRasterizer.render(sprite.scenery, size: sprite.size, scale: scale, transparent: true)
        guard let tex = makeTexture(pixels: buffer.pixels, width: buffer.width, height: buffer.height) else {
            return nil
        }
        SDL_SetTextureScaleMode(tex.texture, SDL_ScaleModeLinear)
        spriteCache[key] = (tex, spriteUses)
        return tex
    }

    /// Rasterizes and uploads `sprite` now if it is not cached yet.
    public func prepareSprite(_ sprite: Picture) {
        guard spriteCache[sprite.cacheKey(scale: scale)] != nil || hasPreparationTime else {
            preparationWasCut = true
            return
        }
        _ = spriteTexture(sprite)
    }

    /// Draws a transparent sprite centred at `center`, rotated (clockwise radians) and scaled about its centre.
    public func drawSprite(_ sprite: Picture, center: Point, rotation: Double, scale factor: Double) {
        guard center.isFinite, rotation.isFinite, factor.isFinite, factor > 0, let t = spriteTexture(sprite) else {
            return
        }
        let alpha = UInt8((groupOpacity * 255).rounded())
        guard alpha > 0 else { return }
        SDL_SetTextureAlphaMod(t.texture, alpha)
        SDL_SetTextureColorMod(t.texture, 255, 255, 255)
        let w = Double(t.width) * factor
        let h = Double(t.height) * factor
        let cx = center.x * scale
        let cy = center.y * scale
        if abs(rotation) < 1e-4 && abs(factor - 1) < 1e-4 {
            var dst = PixelRect(x: Int((cx - w / 2).rounded()), y: Int((cy - h / 2).rounded()), w: t.width, h: t.height)
                .sdl
            SDL_RenderCopy(renderer, t.texture, nil, &dst)
        } else {
            var dst = SDL_FRect(x: Float(cx - w / 2), y: Float(cy - h / 2), w: Float(w), h: Float(h))
            SDL_RenderCopyExF(renderer, t.texture, nil, &dst, rotation * 180 / Double.pi, nil, SDL_FLIP_NONE)
        }
    }

    /// One corner of a picture with the rounded-corner coverage baked into its alpha.
    private func cornerTexture(_ key: CornerKey, buffer: PixelBuffer) -> CachedTexture? {
        if let t = cornerCache[key] { return t }
        if cornerCache.count > 256 {
            for t in cornerCache.values { SDL_DestroyTexture(t.texture) }
            cornerCache.removeAll()
        }
        let n = key.size
        let r = Double(key.radius4) / 4
        let full = MaskRaster.roundedRect(width: 2 * n, height: 2 * n, radius: r)
        var pixels = [UInt32](repeating: 0, count: n * n)
        let offX = key.corner % 2 == 0 ? 0 : n
        let offY = key.corner < 2 ? 0 : n
        for y in 0..<n {
            for x in 0..<n {
                let a = UInt32(full[(y + offY) * 2 * n + x + offX])
                guard a > 0, let p = buffer.pixel(x: key.sx + x, y: key.sy + y) else { continue }
                let pa = (p >> 24) * a / 255
                pixels[y * n + x] = pa << 24 | (p & 0x00FF_FFFF)
            }
        }
        guard let t = makeTexture(pixels: pixels, width: n, height: n) else { return nil }
        cornerCache[key] = t
        return t
    }

    // MARK: - Text

    /// The size of `text` in `style`, in points.
    public func measure(_ text: String, _ style: TextStyle) -> CanvasSize {
        guard let font = fonts.font(style, scale: scale) else { return CanvasSize(width: 0, height: 0) }
        var w: Int32 = 0
        var h: Int32 = 0
        if text.isEmpty {
            h = TTF_FontHeight(font)
        } else {
            TTF_SizeUTF8(font, text, &w, &h)
        }
        return CanvasSize(width: Double(w) / scale, height: Double(h) / scale)
    }

    /// Draws one line of text (cached as a white texture, tinted per draw).
    public func drawText(_ text: String, _ style: TextStyle, _ color: Color, at origin: Point) {
        guard !text.isEmpty, origin.isFinite else { return }
        let c = transform(color).bytes
        guard c.a > 0, let t = textTexture(text, style) else { return }
        SDL_SetTextureColorMod(t.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(t.texture, c.a)
        var dst = PixelRect(
            x: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()), w: t.width, h: t.height
        ).sdl
        SDL_RenderCopy(renderer, t.texture, nil, &dst)
    }

    private func textTexture(_ text: String, _ style: TextStyle) -> CachedTexture? {
        let key = TextKey(text: text, style: style)
        if let t = textCache[key] { return t }
        guard let font = fonts.font(style, scale: scale),
            let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        if textCache.count > 600 {
            for t in textCache.values { SDL_DestroyTexture(t.texture) }
            textCache.removeAll()
        }
        let t = CachedTexture(texture: tex, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        textCache[key] = t
        return t
    }
}

private struct CachedTexture {
    let texture: OpaquePointer
    let width: Int
    let height: Int
}

private struct PictureEntry {
    let texture: CachedTexture
    let buffer: PixelBuffer
}

private struct TextKey: Hashable {
    let text: String
    let style: TextStyle
}

private struct MaskKey: Hashable {
    let width: Int
    let height: Int
    let radius4: Int
    let inset4: Int
    let blur4: Int
    let ring4: Int
}

private struct CornerKey: Hashable {
    let picture: String
    let corner: Int
    let sx: Int
    let sy: Int
    let size: Int
    let radius4: Int
}
