import CSDL2
import GalleryCore

/// A rectangle in whole pixels.
struct PixelRect: Hashable {
    var x: Int
    var y: Int
    var w: Int
    var h: Int

    var maxX: Int { x + w }
    var maxY: Int { y + h }

    /// The pixel rectangle covering a point rectangle at `scale` (edges rounded to the nearest pixel).
    init(_ r: CanvasRect, scale: Double) {
        let x0 = Int((r.x * scale).rounded())
        let y0 = Int((r.y * scale).rounded())
        let x1 = Int((r.maxX * scale).rounded())
        let y1 = Int((r.maxY * scale).rounded())
        x = x0
        y = y0
        w = max(0, x1 - x0)
        h = max(0, y1 - y0)
    }

    init(x: Int, y: Int, w: Int, h: Int) {
        self.x = x
        self.y = y
        self.w = max(0, w)
        self.h = max(0, h)
    }

    var sdl: SDL_Rect {
        SDL_Rect(x: Int32(clamping: x), y: Int32(clamping: y), w: Int32(clamping: w), h: Int32(clamping: h))
    }

    func expanded(by e: Int) -> PixelRect { PixelRect(x: x - e, y: y - e, w: w + 2 * e, h: h + 2 * e) }

    func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x)
        let y0 = max(y, o.y)
        return PixelRect(x: x0, y: y0, w: min(maxX, o.maxX) - x0, h: min(maxY, o.maxY) - y0)
    }

    var isEmpty: Bool { w <= 0 || h <= 0 }
}
