import Foundation
import Testing

@testable import GalleryCore

@Suite("Document store")
struct DocumentStoreTests {
    struct Doc: Codable, Equatable, Sendable { var order: [String] }

    /// A fresh temporary directory, removed when the test ends.
    func temporaryDirectory() -> String {
        let dir = DataLocation.directory(
            explicit: nil, headless: true, environment: ProcessInfo.processInfo.environment)
        created.append(dir)
        return dir
    }

    final class Created: @unchecked Sendable { var paths: [String] = [] }
    let box = Created()
    var created: [String] {
        get { box.paths }
        nonmutating set { box.paths = newValue }
    }

    init() {}

    @Test func missingFileGivesTheDefaultThenSavesAndLoads() throws {
        defer { cleanUp() }
        let store = DocumentStore<Doc>(directory: temporaryDirectory() + "/nested", name: "doc.json")
        let (first, outcome) = store.load(default: Doc(order: ["a"]))
        #expect(first == Doc(order: ["a"]) && outcome == .missing)
        try store.save(Doc(order: ["b", "a"]))
        let (second, loaded) = store.load(default: Doc(order: ["a"]))
        #expect(second == Doc(order: ["b", "a"]) && loaded == .loaded)
        try store.reset()
        #expect(store.load(default: Doc(order: ["a"])).1 == .missing)
        try store.reset()  // twice is fine
    }

    @Test func corruptOrInvalidFilesAreReportedAndReplacedByTheDefault() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        for garbage in ["{\"order\": [1, 2", "", "null", "{\"other\": true}", "\u{FF}\u{FE}"] {
            FileManager.default.createFile(atPath: store.path, contents: Data(garbage.utf8))
            let (doc, outcome) = store.load(default: Doc(order: ["x"]))
            #expect(doc == Doc(order: ["x"]))
            guard case .replaced(let reason) = outcome else {
                Issue.record("\(garbage) was not reported")
                continue
            }
            #expect(reason.contains("doc.json"))
        }
        try store.save(Doc(order: ["y", "y"]))
        let (doc, outcome) = store.load(default: Doc(order: ["x"])) {
            $0.order.count != Set($0.order).count ? "duplicate ids" : nil
        }
        #expect(doc == Doc(order: ["x"]) && outcome == .replaced(reason: "duplicate ids"))
    }

    @Test func savingIsAtomicAndLeavesNoTemporaryFiles() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        for i in 0..<20 { try store.save(Doc(order: (0...i).map(String.init))) }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files == ["doc.json"])
        #expect(store.load(default: Doc(order: [])).0.order.count == 20)
    }

    func cleanUp() {
        for path in created { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func dataLocationFollowsXDG() {
        #expect(DataLocation.directory(explicit: "/d", headless: true, environment: [:]) == "/d")
        #expect(
            DataLocation.directory(explicit: nil, headless: false, environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"])
                == "/x/riffle-gallery")
        #expect(
            DataLocation.directory(explicit: nil, headless: false, environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
                == "/h/.local/share/riffle-gallery")
        let temp = DataLocation.directory(explicit: nil, headless: true, environment: [:])
        #expect(temp.hasPrefix("/tmp/riffle-gallery-"))
        #expect(FileManager.default.fileExists(atPath: temp))
        try? FileManager.default.removeItem(atPath: temp)
    }
}
