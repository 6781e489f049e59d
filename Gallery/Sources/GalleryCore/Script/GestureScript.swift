import Riffle

/// A parsed gesture script: the input of `--replay`.
///
/// One event per line; blank lines and `#` comments (whole-line or trailing) are allowed:
///
///     <ms> down <x> <y>
///     <ms> move <x> <y>
///     <ms> up <x> <y>
///     <ms> cancel
///     <ms> key <name>        left, right, enter, space, escape, tab, backtab, 1 … 5
///     <ms> wheel <dx> <dy>
///
/// Times are milliseconds from the start and never decrease; coordinates are window points. The pointer must be
/// down for `move`, `up` and `cancel`, and up for `down`. The whole script is checked before anything runs.
public struct GestureScript: Equatable, Sendable {
    /// The events in order.
    public var events: [ScriptEvent]

    /// Creates a script from events.
    public init(events: [ScriptEvent]) {
        self.events = events
    }

    /// The time of the last event, in seconds (0 for an empty script).
    public var duration: Double { events.last?.time ?? 0 }

    /// Parses script text; the first bad line is reported.
    /// - Throws: ``ScriptError`` with the 1-based line number.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String) throws(ScriptError) -> GestureScript {
        var events: [ScriptEvent] = []
        var lastTime = 0.0
        var pointerDown = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let first = words.first else { continue }
            guard let ms = Double(first), ms.isFinite else {
                throw ScriptError(line: number, message: "expected a time in milliseconds, found '\(first)'")
            }
            guard ms >= 0 else {
                throw ScriptError(line: number, message: "time \(first) ms is negative")
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
            default:
                throw ScriptError(line: number, message: "unknown command '\(command)' (\(commandList))")
            }
            events.append(ScriptEvent(time: time, line: number, action: action))
            lastTime = time
        }
        return GestureScript(events: events)
    }

    private static let commandList = "expected down, move, up, cancel, key or wheel"

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
