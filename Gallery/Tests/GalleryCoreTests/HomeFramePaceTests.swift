import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// How often the home screen asks the window for frames: every display frame while something moves, 15 a second
/// while edit mode's wiggle is all that moves (issue 13, part 3: edit mode at rest cost a third of a core).
@Suite("Home screen: frame pace")
struct HomeFramePaceTests {
    /// A gallery on the home scene in edit mode, at rest apart from the wiggle (nothing drawn yet).
    func editing() throws -> (Gallery, HomeScene) {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let icon = scene.home.geometry.iconFrame(atSlot: 4).center
        let script = try GestureScript.parse("0 down \(icon.x) \(icon.y)\n700 up \(icon.x) \(icon.y)")
        #expect(ReplayDriver.run(script, on: gallery).settled)
        #expect(scene.home.isEditing)
        return (gallery, scene)
    }

    /// Runs the window's loop on a virtual clock for `seconds`: a frame every 1/60 s while the gallery needs
    /// frames, else a sleep until its deadline; returns how many frames were drawn.
    func windowLoop(_ gallery: Gallery, seconds: Double, canvas: RecordingCanvas = RecordingCanvas()) -> Int {
        var t = gallery.now
        let end = t + seconds
        var drawn = 0
        gallery.draw(on: canvas)
        while t < end {
            if gallery.needsFrame {
                t += 1.0 / 60
            } else if let deadline = gallery.nextDeadline {
                t = max(t, deadline)
            } else {
                break
            }
            gallery.advance(to: t)
            if gallery.needsFrame, t <= end {
                gallery.draw(on: canvas)
                drawn += 1
            }
        }
        return drawn
    }

    @Test func theWiggleAloneDrawsFifteenFramesASecond() throws {
        let (gallery, scene) = try editing()
        let canvas = RecordingCanvas()
        let frames = windowLoop(gallery, seconds: 5, canvas: canvas)
        // 60 a second before (300 frames in 5 s, a third of a core in the software renderer).
        #expect(frames >= 73 && frames <= 76, "\(frames) frames in 5 s")
        #expect(scene.home.isEditing)
        // Between two wiggle frames the scene waits for its deadline, 1/15 s after the last frame.
        gallery.draw(on: canvas)
        #expect(!gallery.needsFrame)
        expectEqual(gallery.nextDeadline.map { abs($0 - (gallery.now + HomeScene.wiggleFrameInterval)) < 1e-9 }, true)
        // The frames drawn still wiggle: the icons' rotations change from frame to frame.
        canvas.reset()
        _ = windowLoop(gallery, seconds: 0.2, canvas: canvas)
        let rotations = canvas.commands.compactMap { command -> Double? in
            if case .sprite("home-icon-Mail", _, let rotation, _, _) = command { return rotation }
            return nil
        }
        #expect(Set(rotations).count >= 3)
    }

    @Test func anythingElseThatMovesGetsEveryFrame() throws {
        let (gallery, scene) = try editing()
        _ = windowLoop(gallery, seconds: 1)
        // A finger down on an icon (it may lift or drag at once): every frame.
        let icon = scene.home.geometry.iconFrame(atSlot: 1).center
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: icon, timestamp: gallery.now)))
        gallery.draw(on: RecordingCanvas())
        #expect(gallery.needsFrame)
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: icon, timestamp: gallery.now + 0.05)))
        _ = windowLoop(gallery, seconds: 1)
        // "Done" fading out and the wiggle dying away: every frame, then nothing at all.
        gallery.handle(.key(.escape, timestamp: gallery.now))
        gallery.draw(on: RecordingCanvas())
        #expect(gallery.needsFrame)
        let frames = windowLoop(gallery, seconds: 2)
        #expect(frames >= 10 && frames < 60)
        #expect(!gallery.needsFrame)
        expectEqual(gallery.nextDeadline, nil)
    }

    @Test func outsideEditModeAtRestNoFramesAndNoDeadline() throws {
        let gallery = Gallery(scene: .home)
        gallery.draw(on: RecordingCanvas())
        #expect(!gallery.needsFrame)
        expectEqual(gallery.nextDeadline, nil)
        expectEqual(windowLoop(gallery, seconds: 5), 0)
    }
}
