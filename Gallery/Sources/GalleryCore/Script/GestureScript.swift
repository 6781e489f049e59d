import Riffle

/// A parsed gesture script: the input of `--replay`.
///
/// One event per line; blank lines and `#` comments (whole-line or trailing) are allowed:
///
///     <ms> down <x> <y>
///     <ms> move <x> <y>
///     <ms> up <x> <y>
///     <ms> cancel
///     <ms> key <name>        left, right, home, end, pageup, pagedown, enter, space, escape, tab, backtab, 1 … 6, m, p, n, delete
///     <ms> wheel <dx> <dy>   a notched mouse wheel, in notches
///     <ms> scroll <dx> <dy> <phase>
///                            a trackpad, in points; phase: began, changed, ended, momentum-began,
///                            momentum-changed, momentum-ended
///
/// Times are milliseconds from the start, never decrease and are at most ``maximumMilliseconds`` (10 minutes of
/// virtual time, so a headless replay always ends after a bounded number of frames); coordinates are window points.
/// The pointer must be down for `move`, `up` and `cancel`, and up for `down`. Lines end with LF or CRLF; any other
/// control character (a NUL byte, a stray CR) is an error, tabs separate words like spaces. The whole script is
/// checked before anything runs.
///
/// These lines are Riffle ``Riffle/Recording`` entries, read by the core's entry parser
/// (`Recording.parseEntry`) with the same syntax and meaning (``recording``; a time may also be written in
/// seconds, `1.25s`); the script adds the rules above, and `frame` lines are left out. A text whose first line
/// is `riffle-recording 1` or `2` is read as a recording (``init(recording:)``).
public struct GestureScript: Equatable, Sendable {
    /// The events in order.
    public var events: [ScriptEvent]

    /// Creates a script from events.
    public init(events: [ScriptEvent]) {
        self.events = events
    }

    /// The latest time a script may use: 600,000 ms (10 minutes of virtual time).
    ///
    /// A headless replay produces `fps` frames per virtual second until the last event, so an unbounded time (say
    /// `1000000000000000 up 1 1`) would run for ever; with this limit a replay ends after at most
    /// (600 + 10) × fps frames (10 s of settling after the last event), 36,600 at 60 fps.
    public static let maximumMilliseconds = 600_000.0

    /// The time of the last event, in seconds (0 for an empty script).
    public var duration: Double { events.last?.time ?? 0 }

    /// Parses script text; the first bad line is reported.
    /// - Throws: ``ScriptError`` with the 1-based line number.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String) throws(ScriptError) -> GestureScript {
        if isRecording(text) {
            do {
                return try GestureScript(recording: Recording.parse(text))
            } catch let error as Recording.ParseError {
                throw ScriptError(line: error.line, message: RecordingText.message(of: error))
            } catch let error as ScriptError {
                throw error
            } catch {
                throw ScriptError(line: 1, message: "\(error)")
            }
        }
        // Each line is a recording entry, read by the core's entry parser; the script's rules follow in
        // ``init(entries:)``, and a parse error is worded in the script's terms.
        var entries: [(line: Int, entry: Recording.Entry)] = []
        for (offset, line) in Recording.lines(of: text).enumerated() {
            do {
                if let entry = try Recording.parseEntry(line, number: offset + 1) {
                    entries.append((offset + 1, entry))
                }
            } catch {
                throw ScriptError(line: error.line, message: message(for: error, in: line))
            }
        }
        return try GestureScript(entries: entries)
    }

    /// Whether the text is a Riffle recording (its first word is `riffle-recording`): ``parse(_:)`` then reads it
    /// with `Recording.parse` and plays what ``init(recording:)`` keeps.
    static func isRecording(_ text: String) -> Bool {
        for line in Recording.lines(of: text) {
            let content = line.firstIndex(of: "#").map { line[..<$0] } ?? line
            guard let first = content.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else { continue }
            return first == Recording.magic
        }
        return false
    }

    /// The trackpad phases a script names (the notched wheel has its own `wheel` line).
    static let scrollPhases = ScrollEvent.Phase.allCases.filter { $0 != .notch }

    /// The lines a script plays, with what follows the keyword: the script's wording of the format's rules.
    static let usages: KeyValuePairs = [
        "down": "<x> <y>", "move": "<x> <y>", "up": "<x> <y>", "cancel": "no arguments", "key": "one key name",
        "wheel": "<dx> <dy>", "scroll": "<dx> <dy> <phase>",
    ]

    /// `expected down, move, up, cancel, key, wheel or scroll`.
    static let commandList =
        "expected " + usages.dropLast().map(\.key).joined(separator: ", ") + " or " + (usages.last?.key ?? "")

    /// `'down' takes <x> <y>, found 3 arguments`.
    static func usage(_ keyword: String, found count: Int) -> String {
        "'\(keyword)' takes \(usages.first { $0.key == keyword }?.value ?? ""), found \(count) arguments"
    }

    /// The script's words for a parse error of `line` (the core's entry parser found it).
    static func message(for error: Recording.ParseError, in line: Substring) -> String {
        let words = line.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let keyword = words.count > 1 ? words[1] : ""
        let numbers = words.dropFirst(2).prefix(2)
        // A bad coordinate or delta of a line that takes two numbers.
        func isNumber(_ word: String) -> Bool {
            numbers.contains(word) && ["down", "move", "up", "wheel", "scroll"].contains(keyword)
        }
        switch error.kind {
        case .controlCharacter(let value):
            return "\(describe(value)) is not allowed in a script"
        case .unknownLine(let word),
            .notFinite(let word) where word == words.first:
            return "expected a time in milliseconds, found '\(word)'"
        case .timeOutOfRange(let word) where word.hasPrefix("-"):
            return "time \(word) ms is negative"
        case .timeOutOfRange(let word):
            return "time \(word) ms is beyond the maximum of 600000 ms (10 minutes of virtual time)"
        case .wrongArgumentCount where words.count == 1:
            return "missing command after the time (\(commandList))"
        case .unknownEvent(let word):
            return "unknown command '\(word)' (\(commandList))"
        case .unknownScrollPhase(let word):
            let names = scrollPhases.map(\.rawValue).joined(separator: ", ")
            return "unknown scroll phase '\(word)' (expected one of \(names))"
        case .notANumber(let word) where isNumber(word), .notFinite(let word) where isNumber(word):
            let what = keyword == "wheel" || keyword == "scroll" ? "numbers" : "coordinates"
            return "'\(keyword)' needs two finite \(what), found '\(numbers.joined(separator: " "))'"
        default:
            guard usages.contains(where: { $0.key == keyword }) else { return RecordingText.message(of: error) }
            return usage(keyword, found: words.count - 2)
        }
    }

    /// `a NUL byte` or `control character U+001B`.
    private static func describe(_ value: UInt32) -> String {
        if value == 0 { return "a NUL byte" }
        let hex = String(value, radix: 16, uppercase: true)
        return "control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
