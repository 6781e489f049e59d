import GalleryCore
import GalleryRender
import Riffle
import Testing

/// The home screen's pressed icons, rendered by SDL's software renderer and checked pixel by pixel (issue 13,
/// part 3, Home: the icon dims on touch-down and during the long press).
@Suite("Home screen: pressed icons", .serialized)
struct HomePressedRenderTests: GalleryRenderTesting {
    /// The summed channels of the pixels of a rectangle (the icon's inside, away from its rounded corners).
    func brightness(_ target: OffscreenTarget, _ rect: CanvasRect) -> Double {
        var sum = 0
        for y in Int(rect.y)..<Int(rect.maxY) {
            for x in Int(rect.x)..<Int(rect.maxX) {
                let c = channels(target.pixel(x: x, y: y))
                sum += c.r + c.g + c.b
            }
        }
        return Double(sum)
    }

    /// The middle half of an icon's square.
    func inside(_ frame: Rect) -> CanvasRect {
        CanvasRect(
            x: frame.minX + frame.width / 4, y: frame.minY + frame.height / 4, width: frame.width / 2,
            height: frame.height / 2)
    }

    @Test func aPressedIconIsAFifthDarkerUntilTheLongPressLiftsIt() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let frame = scene.home.geometry.iconFrame(atSlot: 1)
        let maps = inside(frame)
        let rest = brightness(try render(gallery), maps)
        down(gallery, frame.center, at: 0)
        gallery.advance(to: 0.1)
        let pressed = brightness(try render(gallery), maps)
        #expect(pressed / rest > 0.75 && pressed / rest < 0.85, "pressed/rest \(pressed / rest)")
        // Still dim just before the long press fires…
        gallery.advance(to: 0.45)
        let holding = try render(gallery)
        try holding.savePNG(outputDirectory() + "/home-pressed.png")
        #expect(abs(brightness(holding, maps) - pressed) / rest < 0.01)
        // …then lifted (edit mode), at full brightness again: the lifted icon is drawn larger, so compare its middle.
        gallery.advance(to: 1)
        #expect(scene.home.isEditing)
        let lifted = brightness(try render(gallery), CanvasRect(x: maps.x + 4, y: maps.y + 4, width: 8, height: 8))
        let restMiddle = brightness(
            try render(Gallery(scene: .home)), CanvasRect(x: maps.x + 4, y: maps.y + 4, width: 8, height: 8))
        #expect(lifted / restMiddle > 0.93, "lifted/rest \(lifted / restMiddle)")
    }

    @Test func aPageDragOrACancelUndoesThePressAndDockIconsArePressedToo() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let geometry = scene.home.geometry
        let frame = geometry.iconFrame(atSlot: 2)
        let rest = brightness(try render(gallery), inside(frame))
        down(gallery, frame.center, at: 0)
        gallery.advance(to: 0.05)
        #expect(brightness(try render(gallery), inside(frame)) / rest < 0.85)
        // The finger moves 3 points: still a press (a tap may follow).
        move(gallery, Point(x: frame.midX + 3, y: frame.midY), at: 0.1)
        #expect(brightness(try render(gallery), inside(frame)) / rest < 0.85)
        // Dragged sideways: the pages follow and the icon is no longer pressed.
        let shifted = frame.midX - 60
        move(gallery, Point(x: shifted, y: frame.midY), at: 0.2)
        let moved = try #require(scene.host.placements(at: 0.2).first { $0.id == "Camera" }?.frame)
        #expect(!scene.host.placements(at: 0.2).contains { $0.isPressed })
        #expect(brightness(try render(gallery), inside(moved)) / rest > 0.97)
        up(gallery, Point(x: shifted, y: frame.midY), at: 0.3)
        gallery.advance(to: 2)

        // A dock icon: pressed, then the press cancelled.
        let dockFrame = geometry.dockIconFrame(at: 1, count: 4)
        let dockRest = brightness(try render(gallery), inside(dockFrame))
        down(gallery, dockFrame.center, at: 3)
        gallery.advance(to: 3.1)
        let dockPressed = brightness(try render(gallery), inside(dockFrame))
        #expect(dockPressed / dockRest > 0.75 && dockPressed / dockRest < 0.85)
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .cancel, location: dockFrame.center, timestamp: 3.2)))
        gallery.advance(to: 3.3)
        #expect(abs(brightness(try render(gallery), inside(dockFrame)) / dockRest - 1) < 0.01)
    }
}
