import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The home screen's layout on disk: `home.json` in the data directory, saved on every move and when editing
/// ends, a corrupt or invalid file reported and replaced by the default, `--reset` forgetting it.
@Suite("Home screen: persistence")
struct HomePersistenceTests {
    func temporaryDirectory() -> String {
        DataLocation.directory(explicit: nil, headless: true, environment: ProcessInfo.processInfo.environment)
    }

    func path(_ directory: String) -> String { directory + "/home.json" }

    func home(_ gallery: Gallery) throws -> HomeScene { try #require(gallery.scene(for: .home) as? HomeScene) }

    /// Drags the first icon of the first page onto the third slot (a long press, then the drag).
    func moveFirstIcon(_ gallery: Gallery, _ scene: HomeScene) throws {
        let from = scene.home.geometry.iconFrame(atSlot: 0).center
        let to = scene.home.geometry.iconFrame(atSlot: 2).center
        var lines = ["0 down \(from.x) \(from.y)"]
        for i in 1...20 {
            let k = Double(i) / 20
            lines.append("\(700 + 16 * i) move \(from.x + (to.x - from.x) * k) \(from.y + (to.y - from.y) * k)")
        }
        lines.append("1100 up \(to.x) \(to.y)")
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery)
        #expect(outcome.settled)
    }

    var movedLayout: IconArrangement {
        var layout = HomeApp.defaultLayout
        let first = layout.pages[0].removeFirst()
        layout.pages[0].insert(first, at: 2)
        return layout
    }

    @Test func theLayoutIsSavedOnEveryMoveAndSurvivesASecondGallery() throws {
        let directory = temporaryDirectory()
        let first = Gallery(scene: .home, dataDirectory: directory)
        let scene = try home(first)
        #expect(!FileManager.default.fileExists(atPath: path(directory)))  // nothing to save yet
        try moveFirstIcon(first, scene)
        #expect(scene.home.isEditing)  // saved on the move, before editing ends
        let store = DocumentStore<IconArrangement>(directory: directory, name: "home.json")
        // keep #expect: a tuple of the value and the outcome is not Equatable
        #expect(store.load(default: HomeApp.defaultLayout) == (movedLayout, .loaded))
        // The file is the core's Codable layout: pages of names and the dock.
        let text = try String(contentsOfFile: path(directory), encoding: .utf8)
        #expect(text.hasPrefix(#"{"dock":["Phone","Safari","Messages","Music"],"pages":[["Maps","Camera","Mail","#))

        let second = Gallery(scene: .home, dataDirectory: directory)
        #expect(try home(second).home.layout == movedLayout)
        expectEqual(second.state["pages"], first.state["pages"])
        #expect(second.warnings.isEmpty)
    }

    @Test func endingEditModeSavesTheLayoutWithoutEmptyPages() throws {
        let directory = temporaryDirectory()
        let store = DocumentStore<IconArrangement>(directory: directory, name: "home.json")
        var layout = HomeApp.defaultLayout
        layout.pages.insert([], at: 1)  // an empty page, as left by a drag in edit mode
        try store.save(layout)
        let gallery = Gallery(scene: .home, dataDirectory: directory)
        let scene = try home(gallery)
        expectEqual(scene.home.layout.pages.count, 3)  // the core drops empty pages
        scene.home.layout.pages.forEach { #expect(!$0.isEmpty) }
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 56, y: 140), timestamp: 0)))
        gallery.advance(to: 0.7)
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: Point(x: 56, y: 140), timestamp: 0.7)))
        #expect(scene.home.isEditing)
        expectEqual(store.load(default: HomeApp.defaultLayout).0, layout)  // not saved: nothing moved yet
        gallery.handle(.key(.escape, timestamp: 1))
        #expect(!scene.home.isEditing)
        // keep #expect: a tuple of the value and the outcome is not Equatable
        #expect(store.load(default: HomeApp.defaultLayout) == (HomeApp.defaultLayout, .loaded))
    }

    @Test func aCorruptOrInvalidFileIsReportedAndReplacedByTheDefault() throws {
        let cases = [
            "{\"pages\": [[\"Mail\"", "[]",
            "{\"pages\":[[\"Mail\",\"Mail\"]],\"dock\":[]}", "{\"pages\":[[\"Mailbox\"]],\"dock\":[]}",
        ]
        let reasons = [
            "not a valid document", "not a valid document", "'Mail' appears twice", "unknown app 'Mailbox'",
        ]
        for (text, reason) in zip(cases, reasons) {
            let directory = temporaryDirectory()
            try text.write(toFile: path(directory), atomically: true, encoding: .utf8)
            let gallery = Gallery(scene: .home, dataDirectory: directory)
            let scene = try home(gallery)
            expectEqual(scene.home.layout, HomeApp.defaultLayout)
            expectEqual(gallery.warnings.count, 1)
            expectEqual(gallery.warnings.first?.contains(path(directory)), true)
            expectEqual(gallery.warnings.first?.contains(reason), true, "\(gallery.warnings)")
            // Replaced at once: the next start finds the default and says nothing.
            let again = Gallery(scene: .home, dataDirectory: directory)
            #expect(try home(again).home.layout == HomeApp.defaultLayout)
            #expect(again.warnings.isEmpty)
        }
    }

    @Test func resetForgetsTheStoredLayout() throws {
        let directory = temporaryDirectory()
        let first = Gallery(scene: .home, dataDirectory: directory)
        try moveFirstIcon(first, try home(first))
        #expect(FileManager.default.fileExists(atPath: path(directory)))
        let reset = Gallery(scene: .home, dataDirectory: directory, resetsStoredDocuments: true)
        #expect(try home(reset).home.layout == HomeApp.defaultLayout)
        #expect(!FileManager.default.fileExists(atPath: path(directory)))
        #expect(reset.warnings.isEmpty)
    }

    @Test func withoutADataDirectoryNothingIsStored() throws {
        let gallery = Gallery(scene: .home)
        let scene = try home(gallery)
        // keep #expect: DocumentStore's == is not an Equatable conformance
        #expect(scene.store == nil)
        try moveFirstIcon(gallery, scene)
        expectEqual(scene.home.layout, movedLayout)
    }

    @Test func theCatalogueHasDistinctNamesColoursAndGlyphs() {
        let apps = HomeApp.catalogue
        expectEqual(apps.count, 24)
        expectEqual(Set(apps.map(\.name)).count, apps.count)
        expectEqual(Set(apps.map(\.glyph)).count, apps.count)
        expectEqual(Set(apps.map { PixelBuffer.pack($0.middle) }).count, apps.count)
        let layout = HomeApp.defaultLayout
        expectEqual(layout.pages.count, 3)
        expectEqual(layout.dock.count, 4)
        expectEqual(layout.pages.map(\.count), [12, 5, 3])
        expectEqual(HomeApp.problem(with: layout), nil)
        #expect(layout.validate(pageCapacity: 20, dockCapacity: 4).isEmpty)
    }
}
