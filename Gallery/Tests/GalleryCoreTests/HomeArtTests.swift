import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The home screen's drawing: transparent sprites, the seed's icon shape and metrics, labels, dots and dock.
@Suite("Home screen: drawing")
struct HomeArtTests {
    func alpha(_ p: UInt32?) -> Int { Int((p ?? 0) >> 24) }

    @Test func spritesAreTransparentAroundTheirShapesWithoutDarkFringes() {
        let scenery = Scenery(sky: [GradientStop(0, .black)], layers: [Art.solid(0xFF0000, [Art.circle(10, 10, 6)])])
        let buffer = PictureRasterizer.render(
            scenery, size: CanvasSize(width: 20, height: 20), scale: 1, transparent: true)
        expectEqual(alpha(buffer.pixel(x: 10, y: 10)), 255)
        expectEqual(buffer.pixel(x: 10, y: 10), 0xFFFF_0000)
        expectEqual(alpha(buffer.pixel(x: 0, y: 0)), 0)  // the sky is not painted
        // Just outside the edge: transparent, but red (for filtering), not black.
        let outside = buffer.pixel(x: 10, y: 17) ?? 0
        expectEqual(alpha(outside), 0)
        #expect((outside >> 16) & 0xFF > 200)
        // The anti-aliased edge is partly covered, with the shape's own colour.
        let edge = buffer.pixel(x: 14, y: 14) ?? 0
        #expect(alpha(edge) > 0 && alpha(edge) < 255)
        expectEqual((edge >> 16) & 0xFF, 255)
        // The same scenery opaque: the sky shows, every pixel is opaque.
        let opaque = PictureRasterizer.render(scenery, size: CanvasSize(width: 20, height: 20), scale: 1)
        expectEqual(opaque.pixel(x: 0, y: 0), 0xFF00_0000)
        #expect(opaque.pixels.allSatisfy { $0 >> 24 == 0xFF })
    }

    @Test func anIconIsTheSeedsRoundedSquareWithItsGlyph() throws {
        let app = try #require(HomeApp.named("Mail"))
        let sprite = HomeArt.icon(app, iconSize: 65)
        let m = HomeArt.iconMargin
        expectEqual(sprite.size, CanvasSize(width: 65 + 2 * m, height: 65 + 2 * m))
        let buffer = PictureRasterizer.render(sprite.scenery, size: sprite.size, scale: 1, transparent: true)
        // Corner radius 65 / 5 = 13: the square's corner pixel is outside the rounded corner, 13 pt in is inside.
        expectEqual(alpha(buffer.pixel(x: Int(m), y: Int(m))), 0)
        expectEqual(alpha(buffer.pixel(x: Int(m) + 13, y: Int(m) + 2)), 255)
        // The background runs from the app's top colour to its bottom colour.
        let top = PixelBuffer.unpack(buffer.pixel(x: Int(m) + 32, y: Int(m) + 1) ?? 0)
        let bottom = PixelBuffer.unpack(buffer.pixel(x: Int(m) + 32, y: Int(m) + 63) ?? 0)
        expectNear(top.blue, app.top.blue, within: 0.05)
        expectNear(bottom.blue, app.bottom.blue, within: 0.05)
        // The white envelope in the middle.
        expectEqual(buffer.pixel(x: Int(m) + 32, y: Int(m) + 26), 0xFFFF_FFFF)
        // Every glyph leaves the icon's corners empty and draws something in its middle.
        for app in HomeApp.catalogue {
            let sprite = HomeArt.icon(app, iconSize: 60)
            let pixels = PictureRasterizer.render(sprite.scenery, size: sprite.size, scale: 1, transparent: true)
            expectEqual(alpha(pixels.pixel(x: Int(m), y: Int(m))), 0, "\(app.name)")
            expectEqual(alpha(pixels.pixel(x: Int(m) + 59, y: Int(m) + 59)), 0, "\(app.name)")
            var colours = Set<UInt32>()
            for y in stride(from: 14, to: 50, by: 2) {
                for x in stride(from: 14, to: 50, by: 2) { colours.insert(pixels.pixel(x: x, y: y) ?? 0) }
            }
            #expect(colours.count > 8, "\(app.name) has no glyph")
        }
    }

    @Test func labelsAreTruncatedToTheirCell() {
        let measure = { (s: String) in Double(s.count) * 7 }
        expectEqual(HomeScene.truncated("Mail", width: 72) { measure($0) }, "Mail")
        expectEqual(HomeScene.truncated("Voice Memos Pro", width: 72) { measure($0) }, "Voice Mem…")
        expectEqual(HomeScene.truncated("Voice Memos", width: 5) { measure($0) }, "…")
    }

    @Test func drawsTheSeedsDockDotsIconsAndLabels() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let canvas = RecordingCanvas()
        scene.draw(on: canvas)
        let geometry = scene.home.geometry
        // Icons a sixth of the width (65 points), centred on their slots; labels in the 12-point style, white.
        expectEqual(geometry.iconSize, 65)
        var centres: [String: Point] = [:]
        for case .sprite(let id, let center, let rotation, let scale, _) in canvas.commands
        where id.hasPrefix("home-icon-") {
            centres[String(id.dropFirst("home-icon-".count))] = center
            expectEqual(rotation, 0)
            expectEqual(scale, 1)
        }
        expectEqual(centres.count, 16)
        expectEqual(centres["Mail"], geometry.iconFrame(atSlot: 0).center)
        expectEqual(centres["Music"], geometry.dockIconFrame(at: 3, count: 4).center)
        let labels = canvas.commands.compactMap { command -> String? in
            if case .text(let s, .label, .white, _) = command { return s }
            return nil
        }
        expectEqual(labels, HomeApp.defaultLayout.pages[0].map(\.rawValue))  // the dock has no labels
        // The dock: rgb(70, 70, 70) at 0.9, full width, iconSize · 5/3 tall.
        let dock = CanvasRect(
            x: geometry.dockFrame.minX, y: geometry.dockFrame.minY, width: geometry.dockFrame.width,
            height: geometry.dockFrame.height)
        #expect(canvas.commands.contains(.fill(dock, .solid(HomeScene.dockColor))))
        expectNear(dock.height, 65 * 5 / 3, within: 1e-9)
        expectEqual(dock.width, 390)
        // keep #expect: a tuple of colour channels is not Equatable
        #expect(HomeScene.dockColor.bytes == (70, 70, 70, 230))
        // Three 10-point dots: the first white, the others gray.
        let dots = canvas.commands.compactMap { command -> Color? in
            if case .circle(_, 5, let colour) = command { return colour }
            return nil
        }
        expectEqual(dots, [.white, HomeScene.dotGray, HomeScene.dotGray])
        // The status line: the time, within the scene's insets (under the picker).
        #expect(canvas.texts.contains("9:41"))
        expectEqual(geometry.pageArea.minY, gallery.insets.top + HomeScene.statusLineHeight)
        expectEqual(geometry.dockFrame.maxY, 844 - gallery.insets.bottom)
    }
}
