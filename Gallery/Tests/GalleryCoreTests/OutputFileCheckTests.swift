import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore

/// Issue 11 G3: `--state-file` and `--screenshot` paths are checked before anything runs (exit status 2).
@Suite("Output file check")
struct OutputFileCheckTests {
    @Test func parentDirectories() {
        expectEqual(OutputFileCheck.parent(of: "state.json"), ".")
        expectEqual(OutputFileCheck.parent(of: "/state.json"), "/")
        expectEqual(OutputFileCheck.parent(of: "/a/b/state.json"), "/a/b")
        expectEqual(OutputFileCheck.parent(of: "out/s.json"), "out")
    }

    @Test func writableAndUnwritablePaths() throws {
        let dir = DataLocation.directory(
            explicit: nil, headless: true, environment: ProcessInfo.processInfo.environment)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        expectEqual(OutputFileCheck.problem(with: dir + "/state.json"), nil)
        #expect(FileManager.default.createFile(atPath: dir + "/existing.json", contents: nil))
        expectEqual(OutputFileCheck.problem(with: dir + "/existing.json"), nil)
        #expect(
            OutputFileCheck.problem(with: dir + "/missing/state.json")
                == "the directory '\(dir)/missing' does not exist")
        #expect(
            OutputFileCheck.problem(with: dir + "/existing.json/state.json")
                == "'\(dir)/existing.json' is not a directory")
        expectEqual(OutputFileCheck.problem(with: dir), "'\(dir)' is a directory")
        expectEqual(OutputFileCheck.problem(with: ""), "the path is empty")
    }
}
