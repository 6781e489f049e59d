import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

@Suite("Gesture script parser")
struct ScriptParserTests {
    @Test func parsesEveryCommandWithCommentsAndBlankLines() throws {
        let text = """
            # a drag to the left, then keys
            0 down 300 400

            16 move 250.5 401   # trailing comment
            33 up 100 402
            40 key right
            50 key Escape
            60 wheel 0.5 -2
            70 down 10 10
            80 cancel
            90 key 3
            """
        let script = try GestureScript.parse(text)
        expectEqual(script.events.count, 9)
        expectEqual(script.events[0], ScriptEvent(time: 0, line: 2, action: .pointer(.down, Point(x: 300, y: 400))))
        expectEqual(
            script.events[1], ScriptEvent(time: 0.016, line: 4, action: .pointer(.move, Point(x: 250.5, y: 401))))
        expectEqual(script.events[2].action, .pointer(.up, Point(x: 100, y: 402)))
        expectEqual(script.events[3].action, .key(.right))
        expectEqual(script.events[4].action, .key(.escape))
        expectEqual(script.events[5].action, .wheel(dx: 0.5, dy: -2))
        expectEqual(script.events[7], ScriptEvent(time: 0.08, line: 10, action: .pointer(.cancel, nil)))
        expectEqual(script.events[8].action, .key(.digit3))
        expectEqual(script.duration, 0.09)
    }

    @Test func emptyScriptIsValid() throws {
        #expect(try GestureScript.parse("").events.isEmpty)
        #expect(try GestureScript.parse("\n# only a comment\n   \n").events.isEmpty)
    }

    @Test func equalTimesAreAllowed() throws {
        let script = try GestureScript.parse("5 key left\n5 key left\n5 key left")
        expectEqual(script.events.map(\.time), [0.005, 0.005, 0.005])
    }

    @Test func inputCarriesTheTimestampInSeconds() throws {
        let script = try GestureScript.parse("1500 down 1 2\n2000 up 1 2\n2500 key tab\n3000 wheel 1 0")
        expectEqual(script.events.map(\.input.timestamp), [1.5, 2.0, 2.5, 3.0])
        guard case .pointer(let e) = script.events[0].input else {
            Issue.record("expected a pointer input")
            return
        }
        expectEqual(e.id, 0)
        expectEqual(e.phase, .down)
        expectEqual(e.location, Point(x: 1, y: 2))
    }

    /// Every error names its line (counting comments and blank lines) and nothing is returned.
    @Test(
        "bad lines are reported with their line number",
        arguments: [
            ("abc down 1 2", 1, "expected a time in milliseconds, found 'abc'"),
            ("# c\n\n-5 key left", 3, "time -5 ms is negative"),
            ("10 key left\n5 key left", 2, "earlier than the previous event"),
            ("nan key left", 1, "expected a time in milliseconds, found 'nan'"),
            ("inf key left", 1, "expected a time in milliseconds, found 'inf'"),
            ("10", 1, "missing command after the time"),
            ("10 jump 1 2", 1, "unknown command 'jump'"),
            ("0 down 1", 1, "'down' takes <x> <y>, found 1 arguments"),
            ("0 down 1 2 3", 1, "'down' takes <x> <y>, found 3 arguments"),
            ("0 down x 2", 1, "'down' needs two finite coordinates, found 'x 2'"),
            ("0 down nan 2", 1, "'down' needs two finite coordinates"),
            ("0 down 1 -inf", 1, "'down' needs two finite coordinates"),
            ("0 move 1 2", 1, "'move' while the pointer is not down"),
            ("0 up 1 2", 1, "'up' while the pointer is not down"),
            ("0 down 1 2\n1 down 1 2", 2, "'down' while the pointer is already down"),
            ("0 cancel", 1, "'cancel' while the pointer is not down"),
            ("0 down 1 2\n1 cancel now", 2, "'cancel' takes no arguments, found 1"),
            ("0 down 1 2\n1 up 3 4\n2 move 5 6", 3, "'move' while the pointer is not down"),
            ("0 key", 1, "'key' takes one key name, found 0 arguments"),
            ("0 key left right", 1, "'key' takes one key name, found 2 arguments"),
            ("0 key f12", 1, "unknown key 'f12'"),
            ("0 key 7", 1, "unknown key '7'"),
            ("0 wheel 1", 1, "'wheel' takes <dx> <dy>, found 1 arguments"),
            ("0 wheel 1 up", 1, "'wheel' needs two finite numbers, found '1 up'"),
            ("0 wheel inf 0", 1, "'wheel' needs two finite numbers"),
            // Issue 11 G1: times beyond 10 minutes would make a headless replay run (practically) for ever.
            ("0 down 300 400\n1000000000000000 up 1 1", 2, "beyond the maximum of 600000 ms"),
            ("600000.001 key left", 1, "beyond the maximum of 600000 ms (10 minutes of virtual time)"),
            ("1e300 key left", 1, "beyond the maximum"),
            // Issue 11 G5: Double("5\0") reads the C string up to the NUL; every control character is refused.
            ("0 key left\n5\u{0} key right", 2, "a NUL byte is not allowed in a script"),
            ("0 down 1 2\u{0}", 1, "a NUL byte"),
            ("0 key left # \u{0} in a comment", 1, "a NUL byte"),
            ("0 key left\u{1B}", 1, "control character U+001B is not allowed"),
            ("0 key\rleft", 1, "control character U+000D"),
            ("0 key left\u{7F}", 1, "control character U+007F"),
        ])
    func reportsBadLines(text: String, line: Int, fragment: String) {
        do {
            _ = try GestureScript.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            expectEqual(error.line, line)
            #expect(error.message.contains(fragment), "\(error.message)")
            #expect(error.description.hasPrefix("line \(line): "))
        }
    }

    /// Issue 11 G4: a script saved on Windows (CRLF) gives the same events, on the same line numbers, as with LF.
    @Test func crlfLineEndsAreAccepted() throws {
        let lf = "# drag\n0 down 300 400\n\n16 move 250.5 401   # comment\n33 up 100 402\n40 key right\n50 wheel 1 0\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        expectEqual(crlf.utf8.filter { $0 == 13 }.count, 7)
        let expected = try GestureScript.parse(lf)
        expectEqual(expected.events.map(\.line), [2, 4, 5, 6, 7])
        #expect(try GestureScript.parse(crlf) == expected)
        // Without the final line end, and with mixed line ends, and a CR ending the text.
        #expect(try GestureScript.parse(String(crlf.dropLast())) == expected)
        #expect(try GestureScript.parse("0 key left\r\n10 key right\n20 key tab\r").events.map(\.line) == [1, 2, 3])
        // A bad line in a CRLF script names its own line.
        do {
            _ = try GestureScript.parse("0 key left\r\n\r\n10 jump\r\n")
            Issue.record("expected an error")
        } catch {
            expectEqual(error.line, 3)
            expectEqual(error.message, "unknown command 'jump' (expected down, move, up, cancel, key, wheel or scroll)")
        }
    }

    /// Issue 11 G1: the last valid time is exactly 600000 ms, and the gap up to it may be as long as it is.
    @Test func timesUpToTenMinutesAreAccepted() throws {
        expectEqual(GestureScript.maximumMilliseconds, 600_000)
        let script = try GestureScript.parse("0 down 300 400\n600000 up 300 400")
        expectEqual(script.duration, 600)
        expectEqual(script.events[1].time, 600)
    }

    @Test func theFirstBadLineWinsAndLaterLinesAreNotNeeded() {
        #expect(throws: ScriptError.self) { try GestureScript.parse("0 key left\n1 bogus\n2 alsobogus") }
        do {
            _ = try GestureScript.parse("0 key left\n1 bogus\n2 alsobogus")
        } catch {
            expectEqual(error.line, 2)
        }
    }

    @Test func everyKeyNameParses() throws {
        for key in GalleryKey.allCases {
            let script = try GestureScript.parse("0 key \(key.rawValue)")
            expectEqual(script.events[0].action, .key(key))
        }
    }
}
