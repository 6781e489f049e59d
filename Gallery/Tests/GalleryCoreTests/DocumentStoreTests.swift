import Foundation
import GalleryTestSupport
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
        expectEqual(first, Doc(order: ["a"]))
        expectEqual(outcome, .missing)
        try store.save(Doc(order: ["b", "a"]))
        let (second, loaded) = store.load(default: Doc(order: ["a"]))
        expectEqual(second, Doc(order: ["b", "a"]))
        expectEqual(loaded, .loaded)
        try store.reset()
        expectEqual(store.load(default: Doc(order: ["a"])).1, .missing)
        try store.reset()  // twice is fine
    }

    @Test func corruptOrInvalidFilesAreReportedAndReplacedByTheDefault() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        for garbage in ["{\"order\": [1, 2", "", "null", "{\"other\": true}", "\u{FF}\u{FE}"] {
            FileManager.default.createFile(atPath: store.path, contents: Data(garbage.utf8))
            let (doc, outcome) = store.load(default: Doc(order: ["x"]))
            expectEqual(doc, Doc(order: ["x"]))
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
        expectEqual(doc, Doc(order: ["x"]))
        expectEqual(outcome, .replaced(reason: "duplicate ids"))
    }

    @Test func savingIsAtomicAndLeavesNoTemporaryFiles() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        for i in 0..<20 { try store.save(Doc(order: (0...i).map(String.init))) }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        expectEqual(files, ["doc.json"])
        expectEqual(store.load(default: Doc(order: [])).0.order.count, 20)
    }

    /// Issue 11 G2: an entry that exists but cannot be followed is unreadable, not missing: it is reported, and the
    /// next save replaces the link itself (not its target).
    @Test func danglingAndLoopingSymbolicLinksAreReportedAndReplaced() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        let cases = [
            (dir + "/nowhere.json", "a dangling symbolic link"),
            (store.path, "Too many levels of symbolic links"),  // doc.json -> doc.json
        ]
        for (target, why) in cases {
            expectEqual(symlink(target, store.path), 0)
            let (doc, outcome) = store.load(default: Doc(order: ["x"]))
            expectEqual(doc, Doc(order: ["x"]))
            expectEqual(outcome, .replaced(reason: "cannot read \(store.path) (\(why))"))
            try store.save(Doc(order: ["y"]))
            // keep #expect: a tuple of the value and the outcome is not Equatable
            #expect(store.load(default: Doc(order: [])) == (Doc(order: ["y"]), .loaded))
            #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere.json"))
            try store.reset()
        }
        // `--reset` removes a dangling link too (it used to be taken for a missing file and left in place).
        expectEqual(symlink(dir + "/nowhere.json", store.path), 0)
        try store.reset()
        var info = stat()
        #expect(lstat(store.path, &info) != 0)
        expectEqual(store.load(default: Doc(order: [])).1, .missing)
    }

    /// Issue 11 G6: temporaries left by killed writers are removed at load, but only this store's own pattern, and
    /// only when the writing process is gone or the file is over an hour old.
    @Test func staleTemporariesAreRemovedAtLoad() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        try store.save(Doc(order: ["a"]))
        // Process ids above Linux's PID_MAX_LIMIT (4,194,304) never exist.
        let dead = ".doc.json.tmp-99999999-AbC123"
        let deadToo = ".doc.json.tmp-4194305-zzzzzz"
        let mineFresh = ".doc.json.tmp-\(getpid())-Q1w2E3"
        let mineOld = ".doc.json.tmp-\(getpid())-R4t5Y6"
        let kept = [
            mineFresh,
            ".doc.json.tmp-99999999-short",  // not six characters
            ".doc.json.tmp-abc-AbC123",  // not a process id
            ".other.json.tmp-99999999-AbC123",  // another document's
            "doc.json.tmp",  // not ours at all
            "notes.txt",
        ]
        for name in [dead, deadToo, mineOld] + kept {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("{".utf8)))
        }
        let hourAndAMinuteAgo = Date(timeIntervalSinceNow: -3660)
        try FileManager.default.setAttributes([.modificationDate: hourAndAMinuteAgo], ofItemAtPath: dir + "/" + mineOld)
        // keep #expect: a tuple of the value and the outcome is not Equatable
        #expect(store.load(default: Doc(order: [])) == (Doc(order: ["a"]), .loaded))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        expectEqual(left, (kept + ["doc.json"]).sorted())
        // Called directly it reports what it removed; a live writer's fresh temporary stays.
        #expect(FileManager.default.createFile(atPath: dir + "/" + dead, contents: nil))
        expectEqual(store.removeStaleTemporaries(), [dead])
        expectEqual(store.removeStaleTemporaries(now: Date().timeIntervalSince1970 + 3601), [mineFresh])
    }

    @Test func saveWritesTheWholeDocumentAndNoTemporary() throws {
        defer { cleanUp() }
        let dir = temporaryDirectory()
        let store = DocumentStore<Doc>(directory: dir, name: "doc.json")
        try store.save(Doc(order: ["b", "a"]))
        expectEqual(FileManager.default.contents(atPath: store.path), Data(#"{"order":["b","a"]}"#.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["doc.json"])
        // A save into a path that cannot be a directory fails with the reason, and leaves nothing behind.
        let blocked = DocumentStore<Doc>(directory: store.path, name: "x.json")
        #expect(throws: (any Error).self) { try blocked.save(Doc(order: [])) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["doc.json"])
    }

    func cleanUp() {
        for path in created { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func dataLocationFollowsXDG() {
        expectEqual(DataLocation.directory(explicit: "/d", headless: true, environment: [:]), "/d")
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
