import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Gesture scripts are Riffle recordings: every script line is a recording entry with the same meaning.
@Suite("Gesture scripts as recordings")
struct ScriptRecordingTests {
    /// The checked-in replay scripts (Gallery/scripts/replays).
    static var scripts: [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scripts/replays").standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func everyCheckedInScriptLineIsTheSameRecordingEntry() throws {
        #expect(Self.scripts.count >= 2)
        for url in Self.scripts {
            let text = try String(contentsOf: url, encoding: .utf8)
            let script = try GestureScript.parse(text)
            // Line by line: the core's entry parser reads each script line to the script's own event.
            for event in script.events {
                let line = Recording.lines(of: text)[event.line - 1]
                let entry = try #require(try Recording.parseEntry(line, number: event.line))
                #expect(
                    entry == Recording.Entry(time: event.time, event: event.recordedEvent),
                    "\(url.lastPathComponent):\(event.line)")
            }
            // The whole file, with the version line put first, is a recording with the same entries.
            let recording = try Recording.parse("riffle-recording 1\n" + text)
            expectEqual(recording.entries, script.recording.entries)
            #expect(!recording.isComplete)
        }
    }

    /// Issue 22: a script line is read by the core's entry parser, so a time in seconds reads as in a recording,
    /// a `frame` line (a replay draws its own frames) is skipped, and a recording line the gallery cannot play is
    /// named as such.
    @Test func aScriptLineIsReadByTheCoreEntryParser() throws {
        let script = try GestureScript.parse("0 down 1 2\n1.25s up 1 2\n1300 frame\n1400 key left")
        expectEqual(script.events.map(\.time), [0, 1.25, 1.4])
        expectEqual(script.events.map(\.line), [1, 2, 4])
        #expect(
            throws: ScriptError(
                line: 2,
                message: "'crown' is not a gallery script line "
                    + "(expected down, move, up, cancel, key, wheel or scroll)")
        ) {
            try GestureScript.parse("0 key left\n10 crown 0.5")
        }
    }

    @Test func aScriptSurvivesTheRecordingRoundTrip() throws {
        let text = """
            0 down 300 400
            16 move 250.5 401
            33 up 100 402
            40 key right
            50 key escape
            60 wheel 0.5 -2
            70 scroll -3 0 began
            75 scroll -3 0 momentum-ended
            90 key 3
            """
        let script = try GestureScript.parse(text)
        let back = try GestureScript(recording: try Recording.parse(script.recording.serialized()))
        expectEqual(back.events.map(\.action), script.events.map(\.action))
        expectEqual(back.events.map(\.time), script.events.map(\.time))
    }

    @Test func recordingLinesTheGalleryCannotPlayAreErrorsWithTheirEntry() {
        var recording = Recording()
        recording.record(.down(Point(x: 1, y: 1), pointer: 0), at: 0)
        recording.record(.frame, at: 0.016)
        recording.record(.crown(0.1), at: 0.02)
        #expect(throws: ScriptError.self) { try GestureScript(recording: recording) }
        recording.entries.removeLast()
        recording.record(.key("nonsense"), at: 0.03)
        #expect(throws: ScriptError.self) { try GestureScript(recording: recording) }
    }
}
