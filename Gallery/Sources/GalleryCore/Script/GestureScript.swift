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
/// These lines are Riffle ``Riffle/Recording`` entries with the same syntax and meaning (``recording``); a text
/// whose first line is `riffle-recording 1` or `2` is read as a recording (``init(recording:)``).
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
        var events: [ScriptEvent] = []
        var lastTime = 0.0
        var pointerDown = false
        // "\r\n" is one Character in Swift, so lines are split on both LF and CRLF.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            var line = Substring(rawLine)
            if line.last == "\r" { line = line.dropLast() }  // a CR ending the text
            if let bad = line.unicodeScalars.first(where: isForbidden) {
                throw ScriptError(line: number, message: "\(describe(bad)) is not allowed in a script")
            }
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            guard let ms = Double(first), ms.isFinite else {
                throw ScriptError(line: number, message: "expected a time in milliseconds, found '\(first)'")
            }
            guard ms >= 0 else {
                throw ScriptError(line: number, message: "time \(first) ms is negative")
            }
            guard ms <= maximumMilliseconds else {
                throw ScriptError(
                    line: number,
                    message: "time \(first) ms is beyond the maximum of 600000 ms (10 minutes of virtual time)")
            }
            let time = ms / 1000
            guard time >= lastTime else {
                throw ScriptError(
                    line: number, message: "time \(first) ms is earlier than the previous event (times never decrease)")
            }
            guard words.count >= 2 else {
                throw ScriptError(line: number, message: "missing command after the time (\(commandList))")
            }
            let command = words[1]
            let args = Array(words.dropFirst(2))
            let action: ScriptEvent.Action
            switch command {
            case "down", "move", "up":
                let point = try parsePoint(args, command: command, line: number)
                let phase: PointerEvent.Phase = command == "down" ? .down : (command == "move" ? .move : .up)
                if phase == .down && pointerDown {
                    throw ScriptError(line: number, message: "'down' while the pointer is already down")
                }
                if phase != .down && !pointerDown {
                    throw ScriptError(line: number, message: "'\(command)' while the pointer is not down")
                }
                pointerDown = phase != .up
                action = .pointer(phase, point)
            case "cancel":
                guard args.isEmpty else {
                    throw ScriptError(line: number, message: "'cancel' takes no arguments, found \(args.count)")
                }
                guard pointerDown else {
                    throw ScriptError(line: number, message: "'cancel' while the pointer is not down")
                }
                pointerDown = false
                action = .pointer(.cancel, nil)
            case "key":
                guard args.count == 1 else {
                    throw ScriptError(line: number, message: "'key' takes one key name, found \(args.count) arguments")
                }
                guard let key = GalleryKey(rawValue: args[0].lowercased()) else {
                    let names = GalleryKey.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ScriptError(line: number, message: "unknown key '\(args[0])' (expected one of \(names))")
                }
                action = .key(key)
            case "wheel":
                guard args.count == 2 else {
                    throw ScriptError(line: number, message: "'wheel' takes <dx> <dy>, found \(args.count) arguments")
                }
                guard let dx = Double(args[0]), let dy = Double(args[1]), dx.isFinite, dy.isFinite else {
                    throw ScriptError(
                        line: number, message: "'wheel' needs two finite numbers, found '\(args[0]) \(args[1])'")
                }
                action = .wheel(dx: dx, dy: dy)
            case "scroll":
                action = try parseScroll(args, line: number)
            default:
                throw ScriptError(line: number, message: "unknown command '\(command)' (\(commandList))")
            }
            events.append(ScriptEvent(time: time, line: number, action: action))
            lastTime = time
        }
        return GestureScript(events: events)
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

    /// `scroll <dx> <dy> <phase>`.
    private static func parseScroll(_ args: [String], line: Int) throws(ScriptError) -> ScriptEvent.Action {
        let names = scrollPhases.map(\.rawValue).joined(separator: ", ")
        guard args.count == 3 else {
            throw ScriptError(
                line: line, message: "'scroll' takes <dx> <dy> <phase>, found \(args.count) arguments")
        }
        guard let dx = Double(args[0]), let dy = Double(args[1]), dx.isFinite, dy.isFinite else {
            throw ScriptError(
                line: line, message: "'scroll' needs two finite numbers, found '\(args[0]) \(args[1])'")
        }
        guard let phase = ScrollEvent.Phase(rawValue: args[2].lowercased()), phase != .notch else {
            throw ScriptError(line: line, message: "unknown scroll phase '\(args[2])' (expected one of \(names))")
        }
        return .scroll(dx: dx, dy: dy, phase: phase)
    }

    /// Control characters other than the tab (NUL, a CR that does not end a line, escape, DEL, …).
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || scalar.value == 0x7F)
    }

    /// `a NUL byte` or `control character U+001B`.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\0" { return "a NUL byte" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static let commandList = "expected down, move, up, cancel, key, wheel or scroll"

    private static func parsePoint(_ args: [String], command: String, line: Int) throws(ScriptError) -> Point {
        guard args.count == 2 else {
            throw ScriptError(line: line, message: "'\(command)' takes <x> <y>, found \(args.count) arguments")
        }
        guard let x = Double(args[0]), let y = Double(args[1]), x.isFinite, y.isFinite else {
            throw ScriptError(
                line: line, message: "'\(command)' needs two finite coordinates, found '\(args[0]) \(args[1])'")
        }
        return Point(x: x, y: y)
    }
}
