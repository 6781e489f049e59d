import GalleryCore
import GalleryRender
import GalleryTestSupport
import Glibc
import Riffle
import Testing

/// The home screen drawn by SDL's software renderer: its golden, the seed's colours on screen, sprites.
@Suite("Home screen: rendering", .serialized)
struct HomeRenderTests {
    func render(_ gallery: Gallery, scale: Double = 1) throws -> OffscreenTarget {
        let target = try OffscreenTarget(size: gallery.size, scale: scale)
        gallery.draw(on: target.canvas)
        target.flush()
        return target
    }

    @Test func homeMatchesItsGolden() throws {
        let target = try render(Gallery(scene: .home))
        let path = GoldenImageTests.directory + "/home.png"
        if getenv("RIFFLE_RECORD_GOLDEN").map({ String(cString: $0) }) == "1" {
            try target.savePNG(path)
            return
        }
        try target.savePNG(outputDirectory() + "/golden-actual-home.png")
        let fraction = GoldenImageTests().difference(target, golden: path, levels: 16)
        #expect(fraction != nil, "missing golden \(path); record with RIFFLE_RECORD_GOLDEN=1")
        #expect((fraction ?? 1) <= 0.005, "home: \((fraction ?? 1) * 100)% of pixels differ")
    }

    @Test func theSeedsDockDotsAndIconsAreOnScreen() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let target = try render(gallery)
        let geometry = scene.home.geometry
        // The dock: rgb(70, 70, 70) at 0.9 over the wallpaper, so each channel within 70·0.9 + 255·0.1.
        let dock = channels(target.pixel(x: 4, y: Int(geometry.dockFrame.midY)))
        for c in [dock.r, dock.g, dock.b] { #expect(c >= 62 && c <= 90, "dock \(dock)") }
        // The dots: white for the page shown, gray for the others.
        let dots = scene.home.dots(at: 0)  // a time already passed: the dots shown
        expectEqual(dots.count, 3)
        let active = channels(target.pixel(x: Int(dots[0].center.x), y: Int(dots[0].center.y)))
        let other = channels(target.pixel(x: Int(dots[1].center.x), y: Int(dots[1].center.y)))
        #expect(close(active, (255, 255, 255), tolerance: 3))
        #expect(close(other, (142, 142, 147), tolerance: 3))
        // Mail's icon: blue, with the white envelope in the middle.
        let mail = geometry.iconFrame(atSlot: 0)
        let blue = channels(target.pixel(x: Int(mail.minX) + 6, y: Int(mail.minY) + 20))
        #expect(blue.b > 200 && blue.r < 120)
        #expect(close(channels(target.pixel(x: Int(mail.midX), y: Int(mail.minY + 26))), (255, 255, 255), tolerance: 3))
    }

    @Test func rotatedAndScaledSpritesKeepTheirColourToTheEdge() throws {
        // A white disc drawn rotated and scaled over white: filtering must not darken its edge.
        let target = try OffscreenTarget(size: CanvasSize(width: 80, height: 80), scale: 1)
        let canvas = target.canvas
        canvas.clear(.white)
        let disc = Picture(
            id: "test-disc", size: CanvasSize(width: 40, height: 40),
            scenery: Scenery(
                sky: [], layers: [SceneryLayer(.solid(.white), [.circle(center: Point(x: 20, y: 20), radius: 16)])]))
        canvas.drawSprite(disc, center: Point(x: 40, y: 40), rotation: 0.3, scale: 1.5)
        target.flush()
        var darkest = 255
        for y in 0..<80 {
            for x in 0..<80 { darkest = min(darkest, channels(target.pixel(x: x, y: y)).r) }
        }
        #expect(darkest >= 250)
        // Over black the disc shows at 1.5 × its radius (24 points), not beyond.
        canvas.clear(.black)
        canvas.drawSprite(disc, center: Point(x: 40, y: 40), rotation: 0.3, scale: 1.5)
        target.flush()
        #expect(channels(target.pixel(x: 40 + 21, y: 40)).r > 240)
        #expect(channels(target.pixel(x: 40 + 27, y: 40)).r < 10)
        #expect(channels(target.pixel(x: 40, y: 40 - 21)).r > 240)
    }

    @Test func editModeAndAnOpenAppRender() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let mail = scene.home.geometry.iconFrame(atSlot: 0).center
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: mail, timestamp: 0)))
        gallery.advance(to: 0.7)
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: mail, timestamp: 0.7)))
        gallery.advance(to: 1.5)
        let editing = try render(gallery)
        try editing.savePNG(outputDirectory() + "/home-editing.png")
        // "Done" sits in a white pill at the top right.
        let done = scene.doneFrame
        #expect(close(channels(editing.pixel(x: Int(done.x) + 6, y: Int(done.midY))), (255, 255, 255), tolerance: 30))
        gallery.handle(.key(.escape, timestamp: 2))
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: mail, timestamp: 3)))
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: mail, timestamp: 3.05)))
        gallery.advance(to: 5)
        expectEqual(scene.openApp, "Mail")
        let open = try render(gallery)
        try open.savePNG(outputDirectory() + "/home-open.png")
        // Full screen in Mail's blue (top 0x5AB8FF, bottom 0x1670EE), the picker floating over it.
        let low = channels(open.pixel(x: 20, y: 800))
        #expect(low.b > 220 && low.r < 60)
    }
}
