import CSDL2
import CSDL2Image
import GalleryCore

/// Headless rendering: SDL's software renderer drawing into a plain ARGB surface.
///
/// Needs no video driver, no window and no X server (SDL_Init is not even required).
public final class OffscreenTarget {
    /// The surface drawn into.
    public let surface: UnsafeMutablePointer<SDL_Surface>
    /// The software renderer on ``surface``.
    public let renderer: OpaquePointer
    /// The canvas, in points.
    public let canvas: SDLCanvas

    /// Creates a target of `size` points at `scale` pixels per point.
    /// - Throws: ``SDLError`` when SDL cannot create the surface or renderer, or the fonts are missing.
    public init(size: CanvasSize, scale: Double, fonts: FontBook? = nil) throws {
        let w = Int32((size.width * scale).rounded())
        let h = Int32((size.height * scale).rounded())
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLError.last("SDL_CreateSoftwareRenderer")
        }
        surface = s
        renderer = r
        do {
            canvas = try SDLCanvas(renderer: r, size: size, scale: scale, fonts: fonts)
        } catch {
            SDL_DestroyRenderer(r)
            SDL_FreeSurface(s)
            throw error
        }
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Width of the surface in pixels.
    public var pixelWidth: Int { Int(surface.pointee.w) }
    /// Height of the surface in pixels.
    public var pixelHeight: Int { Int(surface.pointee.h) }

    /// Executes the queued drawing (SDL batches draw calls) so the surface holds the frame.
    public func flush() {
        SDL_RenderFlush(renderer)
    }

    /// The pixel at `(x, y)` as `0xAARRGGBB`, after flushing; nil outside the surface.
    public func pixel(x: Int, y: Int) -> UInt32? {
        flush()
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let base = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        return base.advanced(by: y * pitch + x * 4).assumingMemoryBound(to: UInt32.self).pointee
    }

    /// Saves the frame as PNG.
    /// - Throws: ``SDLError`` when the file cannot be written.
    public func savePNG(_ path: String) throws {
        flush()
        if IMG_SavePNG(surface, path) != 0 { throw SDLError.last("IMG_SavePNG \(path)") }
    }
}

/// Reads back what a window's renderer shows and saves it as PNG.
/// - Throws: ``SDLError`` when reading the pixels or writing the file fails.
public func saveRendererPNG(_ renderer: OpaquePointer, path: String) throws {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
        throw SDLError.last("SDL_CreateRGBSurfaceWithFormat")
    }
    defer { SDL_FreeSurface(surface) }
    if SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch)
        != 0
    {
        throw SDLError.last("SDL_RenderReadPixels")
    }
    if IMG_SavePNG(surface, path) != 0 { throw SDLError.last("IMG_SavePNG \(path)") }
}
