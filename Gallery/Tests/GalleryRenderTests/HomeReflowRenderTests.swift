import GalleryRender
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 26, point 7: an icon reflowing to another row no longer flies across its neighbours' labels.
///
/// It flew diagonally across them with its label showing. Now it leaves its row along the row and enters the new one along it (fading and
/// shrinking), so the band between two rows, where the labels are, never shows it.
@Suite("Home screen: reflow across rows", .serialized)
struct HomeReflowRenderTests: GalleryRenderTesting {
    /// Whether a pixel is the Notes icon's yellow (its top band and its lines: red and green high, blue low).
    static func isNotesYellow(_ pixel: UInt32?) -> Bool {
        let c = channels(pixel)
        return c.r > 230 && c.g > 170 && c.b < 140
    }

    @Test func removingMapsSendsNotesAlongTheRowsNotAcrossTheLabels() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        // Long-press Mail into edit mode, then tap Maps' badge: Notes (row 1's start) moves to row 0's end.
        down(gallery, Point(x: 56, y: 140), at: 1)
        gallery.advance(to: 1.7)
        up(gallery, Point(x: 56, y: 140), at: 1.7)
        gallery.advance(to: 2)
        let maps = try #require(scene.host.placements(at: 2).first { $0.id == "Maps" }).frame
        let badge = HomeScene.badgeCenter(of: maps)
        down(gallery, badge, at: 2.1)
        up(gallery, badge, at: 2.15)
        expectEqual(scene.home.layout.pages[0].prefix(4), ["Mail", "Camera", "Clock", "Notes"])
        // The band of row 0's labels and the gap under it, a point or two inside for the wiggle's corners.
        let g = scene.home.geometry
        let top = Int(g.labelFrame(atSlot: 0).minY) + 2
        let bottom = Int(g.iconFrame(atSlot: HomeScene.grid.columns).minY) - 2
        var yellowFrames: [Int] = []
        var notesSeen = 0
        for frame in 1...30 {
            let t = 2.15 + Double(frame) / 60
            gallery.advance(to: t)
            let target = try render(gallery)
            var yellow = 0
            for y in stride(from: top, to: bottom, by: 2) {
                for x in stride(from: 0, to: Int(gallery.size.width), by: 2)
                where Self.isNotesYellow(target.pixel(x: x, y: y)) {
                    yellow += 1
                }
            }
            if yellow > 1 { yellowFrames.append(frame) }
            // Notes itself is drawn (somewhere on screen) in most frames: the check is not vacuous.
            if let notes = scene.host.placements(at: t).first(where: { $0.id == "Notes" }),
                notes.opacity > 0.3, notes.frame.maxX < gallery.size.width
            {
                let centre = notes.frame.center
                let x = Int(centre.x)
                let y = Int(centre.y - notes.frame.height * 0.25 * notes.scale)
                if Self.isNotesYellow(target.pixel(x: x, y: y)) { notesSeen += 1 }
            }
        }
        expectEqual(yellowFrames, [], "Notes drawn between rows 0 and 1 in frames \(yellowFrames)")
        #expect(notesSeen >= 8)
        let notes = try #require(scene.host.placements(at: 2.15 + 30.0 / 60).first { $0.id == "Notes" })
        expectEqual(notes.frame, g.iconFrame(atSlot: 3))
        expectEqual(notes.opacity, 1)
    }
}
