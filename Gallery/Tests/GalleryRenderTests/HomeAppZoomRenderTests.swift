import GalleryCore
import GalleryRender
import GalleryTestSupport
import Riffle
import Testing

/// The app-open zoom of the home screen, rendered by SDL's software renderer and checked pixel by pixel (issue 13,
/// part 3, Home: above the dock and the status line, with rounded corners).
@Suite("Home screen: the app zoom", .serialized)
struct HomeAppZoomRenderTests: GalleryRenderTesting {
    /// Taps `point`, then advances until the app is about half open; returns the frame's target and the window.
    func midZoom(_ gallery: Gallery, _ scene: HomeScene, tapping point: Point) throws -> (
        OffscreenTarget, CanvasRect, Double
    ) {
        down(gallery, point, at: 0)
        up(gallery, point, at: 0.05)
        var t = 0.05
        while scene.appProgress < 0.5, t < 2 {
            t += 1.0 / 120
            gallery.advance(to: t)
        }
        #expect(scene.appProgress >= 0.5 && scene.appProgress < 0.6)
        let (rect, radius) = try #require(scene.openAppFrame)
        return (try render(gallery), rect, radius)
    }

    @Test func theZoomingAppCoversTheDockAndHasRoundedCorners() throws {
        let reference = try render(Gallery(scene: .home))
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let geometry = scene.home.geometry
        let phone = geometry.dockIconFrame(at: 0, count: 4)
        let (target, rect, radius) = try midZoom(gallery, scene, tapping: phone.center)
        try target.savePNG(outputDirectory() + "/home-zoom-from-dock.png")
        let app = try #require(HomeApp.named("Phone"))
        // The radius is between the icon's (a fifth of its side) and the screen's.
        #expect(radius > phone.width / 5 + 5 && radius < HomeScene.screenCornerRadius)
        // The dock under the window is covered: Safari's white icon and the dock's grey show the app's green.
        let safari = geometry.dockIconFrame(at: 1, count: 4)
        #expect(rect.contains(safari.center))
        for point in [safari.center, Point(x: safari.minX - 4, y: safari.midY)] {
            let c = channels(target.pixel(x: Int(point.x), y: Int(point.y)))
            let expected = app.top.mix(app.bottom, (point.y - rect.y) / rect.height).bytes
            #expect(
                close(c, (Int(expected.r), Int(expected.g), Int(expected.b)), tolerance: 12),
                "at \(point): \(c), the app's \(expected)")
        }
        checkCorners(target, reference, rect, radius, app)
    }

    @Test func theZoomingAppCoversTheStatusLine() throws {
        let reference = try render(Gallery(scene: .home))
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let mail = scene.home.geometry.iconFrame(atSlot: 0)
        let (target, rect, radius) = try midZoom(gallery, scene, tapping: mail.center)
        try target.savePNG(outputDirectory() + "/home-zoom-from-mail.png")
        // "9:41" is drawn in white from x = 30 in the status line: under the window every pixel is the app's blue.
        let status = scene.statusFrame
        #expect(rect.y < status.y + 8 && rect.maxX > 80)
        var white = 0
        var whiteBefore = 0
        for y in Int(status.y + 8)..<Int(status.maxY - 8) {
            for x in 30..<70 {
                let c = channels(target.pixel(x: x, y: y))
                if c.r > 200 && c.g > 200 && c.b > 200 { white += 1 }
                let r = channels(reference.pixel(x: x, y: y))
                if r.r > 200 && r.g > 200 && r.b > 200 { whiteBefore += 1 }
            }
        }
        #expect(whiteBefore > 20)  // the time is there without the app
        expectEqual(white, 0)
        checkCorners(target, reference, rect, radius, try #require(HomeApp.named("Mail")))
    }

    /// Just outside each rounded corner the home screen shows (as without the app); just inside, the app's
    /// gradient.
    func checkCorners(
        _ target: OffscreenTarget, _ reference: OffscreenTarget, _ rect: CanvasRect, _ radius: Double, _ app: HomeApp
    ) {
        let corners = [
            (Point(x: rect.x + 1.5, y: rect.y + 1.5), Point(x: rect.x + radius, y: rect.y + radius)),
            (Point(x: rect.maxX - 1.5, y: rect.y + 1.5), Point(x: rect.maxX - radius, y: rect.y + radius)),
            (Point(x: rect.x + 1.5, y: rect.maxY - 1.5), Point(x: rect.x + radius, y: rect.maxY - radius)),
            (Point(x: rect.maxX - 1.5, y: rect.maxY - 1.5), Point(x: rect.maxX - radius, y: rect.maxY - radius)),
        ]
        for (outside, inside) in corners {
            let shown = channels(target.pixel(x: Int(outside.x), y: Int(outside.y)))
            let background = channels(reference.pixel(x: Int(outside.x), y: Int(outside.y)))
            #expect(close(shown, background, tolerance: 6), "corner at \(outside): \(shown), background \(background)")
            let shownInside = channels(target.pixel(x: Int(inside.x), y: Int(inside.y)))
            let expected = app.top.mix(app.bottom, (inside.y - rect.y) / rect.height).bytes
            #expect(
                close(shownInside, (Int(expected.r), Int(expected.g), Int(expected.b)), tolerance: 12),
                "inside the corner at \(inside): \(shownInside), the app's \(expected)")
        }
    }
}
