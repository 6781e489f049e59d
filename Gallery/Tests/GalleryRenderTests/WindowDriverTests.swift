import CSDL2
import GalleryCore
import GalleryRender
import GalleryTestSupport
import Glibc
import Riffle
import Testing

/// SDL's `offscreen` video driver: a real SDL window and renderer, without any display.
@Suite("Offscreen video driver", .serialized)
struct WindowDriverTests {
    @Test func windowRendererReadsBackTheSameFrame() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        expectEqual(SDL_Init(SDL_INIT_VIDEO), 0, "\(String(cString: SDL_GetError()))")
        defer { SDL_Quit() }
        expectEqual(String(cString: SDL_GetCurrentVideoDriver()), "offscreen")
        let window = try #require(SDL_CreateWindow("t", 0, 0, 390, 844, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try #require(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue))
        defer { SDL_DestroyRenderer(renderer) }
        let gallery = Gallery(scene: .trips)
        do {
            let canvas = try SDLCanvas(renderer: renderer, size: .phone, scale: 1)
            gallery.draw(on: canvas)
            let path = outputDirectory() + "/trips-offscreen-driver.png"
            try saveRendererPNG(renderer, path: path)
            let loaded = try #require(IMGLoader.load(path))
            expectEqual(loaded.w, 390)
            expectEqual(loaded.h, 844)
        }
        // The same frame through the surface renderer is the same picture.
        let target = try OffscreenTarget(size: .phone, scale: 1)
        gallery.draw(on: target.canvas)
        try target.savePNG(outputDirectory() + "/trips-surface.png")
        let a = try #require(IMGLoader.load(outputDirectory() + "/trips-offscreen-driver.png"))
        let b = try #require(IMGLoader.load(outputDirectory() + "/trips-surface.png"))
        expectEqual(a.pixels.count, b.pixels.count)
        var differing = 0
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            differing += 1
            for shift: UInt32 in [16, 8, 0] {
                let c1 = Int((p >> shift) & 0xFF)
                let c2 = Int((q >> shift) & 0xFF)
                worst = max(worst, abs(c1 - c2))
            }
        }
        // The window surface has no alpha channel, so blending rounds a little differently: at most a few levels.
        #expect(worst <= 3, "\(differing) pixels differ, by up to \(worst)")
    }
}
