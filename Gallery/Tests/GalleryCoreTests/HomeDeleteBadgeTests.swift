import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 26: edit mode had no "–" delete badges.
///
/// A tap on an icon's badge removes the app; the others reflow; the
/// layout is saved at once, as after a move, and the removed app stays removed after a restart.
@Suite("Home screen: delete badges")
struct HomeDeleteBadgeTests {
    func pointer(_ gallery: Gallery, _ phase: PointerEvent.Phase, _ p: Point, _ t: Double) {
        gallery.handle(.pointer(PointerEvent(id: 0, phase: phase, location: p, timestamp: t)))
    }

    @Test func aTapOnTheBadgeRemovesTheAppAndTheRemovalIsSaved() throws {
        let directory = NSTemporaryDirectory() + "riffle-badges-\(UUID().uuidString)"
        let gallery = Gallery(scene: .home, dataDirectory: directory)
        let scene = try #require(gallery.scene as? HomeScene)
        // Outside edit mode there is no badge.
        let maps = try #require(scene.host.placements(at: 0).first { $0.id == "Maps" }).frame
        let badge = HomeScene.badgeCenter(of: maps)
        expectEqual(scene.badge(at: badge), nil)
        // Long-press Mail into edit mode, then tap Maps' badge.
        pointer(gallery, .down, Point(x: 56, y: 140), 1)
        gallery.advance(to: 1.7)
        pointer(gallery, .up, Point(x: 56, y: 140), 1.7)
        #expect(scene.home.isEditing)
        gallery.advance(to: 2)
        let moved = try #require(scene.host.placements(at: 2).first { $0.id == "Maps" }).frame
        let target = HomeScene.badgeCenter(of: moved)
        expectEqual(scene.badge(at: target), IconID(rawValue: "Maps"))
        pointer(gallery, .down, target, 2.1)
        pointer(gallery, .up, target, 2.15)
        expectEqual(scene.home.layout.location(of: "Maps"), nil)
        expectEqual(scene.home.layout.pages[0].prefix(2), ["Mail", "Camera"])
        // Saved at once; a new gallery on the same directory starts without Maps and says nothing.
        let again = Gallery(scene: .home, dataDirectory: directory)
        let reloaded = try #require(again.scene as? HomeScene)
        expectEqual(reloaded.home.layout.location(of: "Maps"), nil)
        #expect(again.warnings.isEmpty)
        expectEqual(reloaded.home.layout.icons.count, HomeApp.catalogue.count - 1)
    }

    @Test func aPressThatLeavesTheBadgeRemovesNothing() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        pointer(gallery, .down, Point(x: 56, y: 140), 1)
        gallery.advance(to: 1.7)
        pointer(gallery, .up, Point(x: 56, y: 140), 1.7)
        gallery.advance(to: 2)
        let mail = try #require(scene.host.placements(at: 2).first { $0.id == "Mail" }).frame
        let target = HomeScene.badgeCenter(of: mail)
        pointer(gallery, .down, target, 2.1)
        pointer(gallery, .up, Point(x: target.x + 60, y: target.y + 60), 2.2)
        #expect(scene.home.layout.location(of: "Mail") != nil)
    }
}
