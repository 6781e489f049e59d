import GalleryCore
import GalleryRender
import GalleryTestSupport
import Riffle
import Testing

/// The inspector overlay, rendered by SDL's software renderer and checked pixel by pixel (issue 15, part 2): the
/// chosen snap's marker and the velocity arrow sit where the documented ruler puts them.
@Suite("Inspector overlay: pixels", .serialized)
struct InspectorRenderTests: GalleryRenderTesting {
    static let orange = (r: 0xFF, g: 0x9F, b: 0x0A)
    static let cyan = (r: 0x64, g: 0xD2, b: 0xFF)

    /// A 48 ms flick to the left on the trips carousel, then `after` seconds of motion.
    func flicked(after: Double) -> Gallery {
        let gallery = Gallery(scene: .trips)
        gallery.showsInspector = true
        down(gallery, Point(x: 300, y: 400), at: 0)
        for (k, x) in [280.0, 250, 220].enumerated() { move(gallery, Point(x: x, y: 400), at: Double(k + 1) * 0.016) }
        up(gallery, Point(x: 220, y: 400), at: 0.048)
        gallery.advance(to: 0.048 + after)
        return gallery
    }

    @Test func theChosenSnapAndTheVelocityArrowAreWhereTheRulerPutsThem() throws {
        let gallery = flicked(after: 0.05)
        let track = try #require(gallery.scene.inspectedTracks.first?.track)
        let decision = try #require(track.lastDecision)
        let target = try render(gallery)
        let geometry = InspectorGeometry(size: gallery.size, bottomInset: gallery.insets.bottom, track: track)
        // The ruler: from the start snap to the chosen one with a viewport either side, at least four viewports,
        // centred half-way between them (here one page: four viewports).
        expectEqual(decision.targetOffset - decision.startOffset, 390)
        let scale = geometry.ruler.width / (4 * track.layout.viewportLength)
        let centre = (decision.startOffset + decision.targetOffset) / 2
        let middle = geometry.ruler.x + geometry.ruler.width / 2
        func x(_ offset: Double) -> Double { middle + (offset - centre) * scale }
        let chosenX = x(decision.targetOffset)
        let chosen = channels(target.pixel(x: Int(chosenX.rounded(.down)), y: Int(geometry.ruler.y - 10)))
        #expect(close(chosen, Self.orange, tolerance: 8), "chosen-snap marker \(chosen)")
        // Not orange one snap back (the start snap's tick is grey).
        let start = channels(
            target.pixel(x: Int(x(decision.startOffset).rounded(.down)) + 3, y: Int(geometry.ruler.y - 10)))
        #expect(!close(start, Self.orange, tolerance: 40))
        // The arrow: from the current position, 0.25 s of the track's velocity long, forward (right).
        let here = x(track.unwrappedPosition)
        let length = track.velocity * 0.25 * scale
        #expect(length > 40)
        for fraction in [0.3, 0.6] {
            let x = Int((here + length * fraction).rounded())
            let shaft = channels(target.pixel(x: x, y: Int(geometry.ruler.y - 32)))
            #expect(close(shaft, Self.cyan, tolerance: 8), "arrow at \(fraction): \(shaft)")
        }
        // Beyond the tip the panel is dark again.
        let beyond = channels(target.pixel(x: Int((here + length + 12).rounded()), y: Int(geometry.ruler.y - 32)))
        #expect(!close(beyond, Self.cyan, tolerance: 40))
    }

    @Test func aLongFlickWidensTheRulerToShowItsTarget() throws {
        // The loop's projected policy carries a hard flick over many 164-point snaps.
        let gallery = Gallery(scene: .loop)
        gallery.showsInspector = true
        down(gallery, Point(x: 300, y: 460), at: 0)
        for (k, x) in [270.0, 220, 150].enumerated() { move(gallery, Point(x: x, y: 460), at: Double(k + 1) * 0.012) }
        up(gallery, Point(x: 150, y: 460), at: 0.036)
        gallery.advance(to: 0.1)
        let track = try #require(gallery.scene.inspectedTracks.first?.track)
        let decision = try #require(track.lastDecision)
        let viewport = track.layout.viewportLength
        let distance = abs(decision.targetOffset - decision.startOffset)
        #expect(distance > 2 * viewport, "a flick past the old ±2-viewport ruler")
        let geometry = InspectorGeometry(size: gallery.size, bottomInset: gallery.insets.bottom, track: track)
        let scale = geometry.ruler.width / (distance + 2 * viewport)
        let chosenX =
            geometry.ruler.x + geometry.ruler.width / 2 + (decision.targetOffset - decision.startOffset) / 2 * scale
        #expect(chosenX < geometry.ruler.x + geometry.ruler.width)
        let target = try render(gallery)
        let chosen = channels(target.pixel(x: Int(chosenX.rounded(.down)), y: Int(geometry.ruler.y - 10)))
        #expect(close(chosen, Self.orange, tolerance: 8), "chosen-snap marker \(chosen)")
    }

    @Test func withoutTheInspectorNothingIsDrawnThere() throws {
        let gallery = flicked(after: 0.05)
        let track = try #require(gallery.scene.inspectedTracks.first?.track)
        let geometry = InspectorGeometry(size: gallery.size, bottomInset: gallery.insets.bottom, track: track)
        gallery.showsInspector = false
        let target = try render(gallery)
        let panel = channels(target.pixel(x: Int(geometry.panel.x + 4), y: Int(geometry.panel.y + 100)))
        #expect(!close(panel, (r: 13, g: 15, b: 23), tolerance: 6))
    }
}
