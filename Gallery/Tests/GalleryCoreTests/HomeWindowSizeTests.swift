import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The home screen laid out from the window size (issue 13, part 4): at the sizes of a small phone, tablets and a
/// square window, whether created at that size or resized to it, the dock shows, icons and labels stay on screen
/// and apart, and the dots sit between the grid and the dock.
@Suite("Home screen: any window size")
struct HomeWindowSizeTests {
    static let sizes = [
        CanvasSize(width: 320, height: 568), CanvasSize(width: 768, height: 1024),
        CanvasSize(width: 1024, height: 1366), CanvasSize(width: 700, height: 700),
        CanvasSize(width: 390, height: 844),
    ]

    func check(_ gallery: Gallery, _ size: CanvasSize) throws {
        let scene = try #require(gallery.scene as? HomeScene)
        let home = scene.home
        expectEqual(home.geometry.screenSize, Vector(x: size.width, y: size.height))
        let screen = CanvasRect(x: 0, y: 0, width: size.width, height: size.height)
        func rect(_ r: Rect) -> CanvasRect {
            CanvasRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
        }
        func inside(_ inner: CanvasRect, _ outer: CanvasRect) -> Bool {
            inner.x >= outer.x - 1e-9 && inner.y >= outer.y - 1e-9 && inner.maxX <= outer.maxX + 1e-9
                && inner.maxY <= outer.maxY + 1e-9
        }
        // The dock: on screen, under the status line, holding the 4 dock icons.
        let dock = try #require(scene.host.drawnDockFrame.map(rect))
        #expect(dock.height > 0 && inside(dock, screen), "dock \(dock) in \(size)")
        #expect(dock.y > scene.statusFrame.maxY)
        let placements = scene.host.placements(at: gallery.now)
        let dockIcons = placements.filter { $0.location.page == nil }
        expectEqual(dockIcons.count, 4)
        for icon in dockIcons { #expect(inside(rect(icon.frame), dock), "\(icon.id) \(icon.frame) in dock \(dock)") }
        // The first page: every icon drawn, icon and label between the status line and the dock, none overlapping.
        let pageIcons = placements.filter { $0.location.page == 0 }
        expectEqual(pageIcons.count, home.layout.pages[0].count)
        #expect(pageIcons.count > 0)
        let area = CanvasRect(
            x: 0, y: scene.statusFrame.maxY, width: size.width, height: dock.y - scene.statusFrame.maxY)
        var boxes: [CanvasRect] = []
        for icon in pageIcons {
            let label = try #require(icon.labelFrame)
            #expect(inside(rect(icon.frame), area), "\(icon.id) \(icon.frame) outside \(area) at \(size)")
            #expect(inside(rect(label), area), "\(icon.id)'s label \(label) outside \(area) at \(size)")
            #expect(label.minY >= icon.frame.maxY)
            boxes.append(
                CanvasRect(
                    x: icon.frame.minX, y: icon.frame.minY, width: icon.frame.width,
                    height: label.maxY - icon.frame.minY))
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b) at \(size)") }
        }
        // The dots: one per page, centred, under the lowest label and above the dock.
        let dots = scene.dots(at: gallery.now)
        expectEqual(dots.count, home.layout.pages.count)
        let lowest = boxes.map(\.maxY).max() ?? 0
        let centre = dots.map(\.center.x).reduce(0, +) / Double(max(1, dots.count))
        expectNear(centre, size.width / 2, within: 1)
        for dot in dots {
            #expect(dot.center.y - dot.diameter / 2 >= lowest, "dot at \(dot.center) over the grid at \(size)")
            #expect(dot.center.y + dot.diameter / 2 <= dock.y, "dot at \(dot.center) on the dock at \(size)")
        }
        // Every app is somewhere, on the page it was on (the grid is kept at every size).
        expectEqual(home.layout.icons.count, HomeApp.catalogue.count)
    }

    /// The case: a 700 × 700 window used to cut page 1 to 8 icons and push Settings, Reminders,
    /// Calculator and Files to page 2, where they stayed at 390 × 844 (and in home.json).
    @Test func noWindowSizeMovesAnAppToAnotherPage() throws {
        let gallery = Gallery(scene: .home)
        let scene = try #require(gallery.scene as? HomeScene)
        let first = scene.home.layout
        for size in Self.sizes + [CanvasSize(width: 844, height: 390), CanvasSize(width: 390, height: 844)] {
            gallery.resize(to: size)
            expectEqual(scene.home.layout, first, "at \(size)")
            expectEqual(scene.home.geometry.pageCapacity, 20, "at \(size)")
            // A phone on its side under the picker is too short for 4 rows of even 29-point icons: it says so.
            expectEqual((scene.home.geometry.overflowingRows > 0), (size.height < size.width / 2), "at \(size)")
        }
    }

    @Test(arguments: sizes)
    func createdAtTheSize(_ size: CanvasSize) throws {
        try check(Gallery(scene: .home, size: size), size)
    }

    @Test(arguments: sizes)
    func resizedToTheSize(_ size: CanvasSize) throws {
        let gallery = Gallery(scene: .home)
        _ = gallery.scene
        gallery.resize(to: size)
        try check(gallery, size)
    }
}
