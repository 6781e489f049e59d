/// A recorded session: every input a host received, with its time, and what is needed to build the host again.
///
/// A recording is the file a bug report carries: replayed on any platform it gives the same frames, bit for bit,
/// because every input of the core carries its time and the core has no clock of its own. It is a value: build
/// one with ``record(_:at:)`` while a session runs, write it with ``serialized()``, read it with
/// ``parse(_:)``, and drive a host with ``RecordingReplayer``.
///
/// ## The format (version 2)
///
/// UTF-8 text, one item a line, lines ending with LF or CRLF. Words are separated by spaces or tabs; `#` starts
/// a comment to the end of the line; blank lines are ignored. Any other control character is an error.
///
/// The first line that is not blank names the format and its version; the header follows, then the entries:
///
/// ```
/// riffle-recording 2
/// component track            # the component kind (a word)
/// preset trips               # the settings' named preset
/// setting items 13           # explicit fields, in order: a name and a value word
/// setting index 2
/// viewport 390 844           # the surface's size at the start, in points
/// scale 2                    # pixels per point
/// 0 viewport 390 844
/// 16.5 frame
/// 20 down 300 400
/// 36.25 move 240 400
/// 52 up 180 400
/// 0.0681234567s frame        # a time in seconds (see below)
/// end 6                      # optional: the entry count, marking a complete file
/// ```
///
/// Every header line is optional and appears at most once, except `setting`, which repeats. An entry is
/// `<time> <event> <arguments>`:
///
/// | line | event |
/// | --- | --- |
/// | `down <x> <y> [<id>]`, `move …`, `up …` | a pointer sample in view points (id 0 when left out) |
/// | `cancel [<id>]` | the system took the touch away |
/// | `reset`, `resolve` | SwiftUI's gesture-state reset, and its resolution (``ComponentHost``) |
/// | `key <name>` | a key by name (``Recording/Event/key(_:)`` lists the names hosts know) |
/// | `wheel <dx> <dy>` | a notched wheel, in notches (``ScrollEvent/Phase/notch``) |
/// | `scroll <dx> <dy> <phase>` | a trackpad scroll in points, phase `began`, `changed`, `ended`, `momentum-began`, `momentum-changed` or `momentum-ended` |
/// | `crown <turns>` | a Digital Crown rotation, in full turns |
/// | `viewport <width> <height>` | the view's new size |
/// | `command <case> <path=value>…` | a component's typed command (``Interactive/Command``, written by `CommandWords`; version 1: `command <name> <word>…`) |
/// | `frame` | the front end advanced the host to this time and drew |
///
/// **Times.** A plain number is milliseconds and means `ms / 1000` seconds, exactly as a gallery gesture script
/// writes it (`1250 down 10 10`). A number with an `s` suffix is seconds (`1.25s`). The writer uses milliseconds
/// whenever they give back the same `Double` and seconds otherwise, so every time survives the round trip.
/// Times are finite, at least 0, at most ``PointerEvent/maximumTimestampMagnitude`` seconds, and never decrease.
///
/// **Numbers** are Swift's `Double` syntax and must be finite (`nan` and `inf` are errors); the writer prints
/// Swift's shortest round-tripping form, so a number is read back bit for bit. **Words** (names, key names,
/// command arguments, setting values) are runs of printable characters without spaces or `#`.
///
/// **The end.** `end <count>` closes a complete file: only blank lines and comments may follow, and the count
/// must match the entries, so a truncated file that ended on a line boundary is told apart from a complete one
/// (``isComplete``). A file without it parses as an open recording (a recorder that stopped without closing).
///
/// **Settings.** A host's settings may hold what no text can say (a custom snap rule or effect closure), so a
/// recording names a preset and lists explicit fields, and the code that builds the host from them decides
/// what they mean. A recording replays bit for bit only on a host built with the same settings.
///
/// - Complexity: Parsing and writing are O(length of the text).
public struct Recording: Hashable, Sendable {
    /// The format version this library writes (it reads every version from 1 to this one).
    ///
    /// Version 2 writes a command as typed words (`command update count=5 currentPage=2`, ``CommandWords``);
    /// version 1 wrote positional words (`command select 3 jump`), which a host still maps to its commands
    /// (``Interactive/command(recorded:)``). Everything else is the same in both.
    static let formatVersion = 2

    /// The first word of a recording's first line.
    public static let magic = "riffle-recording"

    /// What is needed to build the host again: the component, the settings, the surface.
    public var header: Header
    /// The entries in time order.
    public var entries: [Entry]
    /// Whether the recording was closed (its text ends with an `end` line); an open one may be truncated.
    public var isComplete: Bool

    /// Creates a recording.
    ///
    /// - Parameters:
    ///   - header: The header.
    ///   - entries: The entries, in time order.
    ///   - isComplete: Whether the recording is closed.
    public init(header: Header = Header(), entries: [Entry] = [], isComplete: Bool = true) {
        self.header = header
        self.entries = entries
        self.isComplete = isComplete
    }

    /// Appends an event at `time`: what a recorder calls for each input it passes on.
    ///
    /// A time earlier than the last entry's (a clock that stepped back), or one that is not finite, is recorded
    /// at the last entry's time, so the recording always stays in order; a negative time counts as 0.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - time: Its time, in seconds.
    /// - Returns: The time recorded.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public mutating func record(_ event: Event, at time: Double) -> Double {
        let last = entries.last?.time ?? 0
        var recorded = time.isFinite ? Swift.max(time, 0) : last
        recorded = Swift.min(Swift.max(recorded, last), PointerEvent.maximumTimestampMagnitude)
        entries.append(Entry(time: recorded, event: event))
        return recorded
    }
}

extension Recording {
    /// One timed line: an event and the time it happened.
    public struct Entry: Hashable, Sendable {
        /// The time, in seconds.
        public var time: Double
        /// What happened.
        public var event: Event

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - time: The time, in seconds (finite, at least 0).
        ///   - event: What happened.
        public init(time: Double, event: Event) {
            self.time = time
            self.event = event
        }
    }

    /// One explicit settings field of a header: `setting <name> <value>`.
    public struct Setting: Hashable, Sendable {
        /// The field's name, a word.
        public var name: String
        /// The field's value, a word.
        public var value: String

        /// Creates a field.
        ///
        /// - Parameters:
        ///   - name: The name, a word (no spaces, no `#`).
        ///   - value: The value, a word.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The lines before the entries: which host, with which settings, on which surface.
    ///
    /// Every field is optional: a gallery gesture script is a recording without a header.
    public struct Header: Hashable, Sendable {
        /// Each header line's first word, spelled once for the writer and the parser.
        enum Field: String {
            case component, preset, setting, viewport, scale
        }

        /// The host kind (`track`, `pager`, `cardstack`, `homescreen`, or a front end's own word), or nil.
        public var component: String?
        /// The named preset of the host's settings (`trips`, `onboarding`, `loop`, `wallet`, …), or nil.
        public var preset: String?
        /// Explicit settings fields, in order; names may repeat.
        public var settings: [Setting]
        /// The surface's size at the start, in points (`x` the width, `y` the height), or nil.
        public var viewport: Vector?
        /// The surface's pixels per point, or nil.
        public var scale: Double?

        /// Creates a header.
        ///
        /// - Parameters:
        ///   - component: The host kind, a word.
        ///   - preset: The settings' preset, a word.
        ///   - settings: Explicit fields.
        ///   - viewport: The surface's size at the start.
        ///   - scale: Pixels per point.
        public init(
            component: String? = nil, preset: String? = nil, settings: [Setting] = [], viewport: Vector? = nil,
            scale: Double? = nil
        ) {
            self.component = component
            self.preset = preset
            self.settings = settings
            self.viewport = viewport
            self.scale = scale
        }

        /// The value of the first setting called `name`, or nil.
        ///
        /// - Parameter name: The setting's name.
        /// - Returns: Its value.
        /// - Complexity: O(settings).
        public func setting(_ name: String) -> String? {
            settings.first { $0.name == name }?.value
        }
    }

    /// Why a text is not a recording, and on which line.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public enum Kind: Hashable, Sendable {
            /// The text has no `riffle-recording <version>` line before anything else (an empty text too).
            case missingHeader
            /// The version is not one this library reads (a newer writer), or not a whole number.
            case unsupportedVersion(String)
            /// A control character other than a tab (a NUL byte, a stray CR): a corrupt file.
            case controlCharacter(UInt32)
            /// A line starts with a word that is neither a time nor a header field.
            case unknownLine(String)
            /// An entry names an event that does not exist.
            case unknownEvent(String)
            /// A header field appears twice, or after the entries began.
            case misplacedHeaderField(String)
            /// A line has the wrong number of words for what it says.
            case wrongArgumentCount(String)
            /// A word should be a number and is not one (or a pointer id is not a whole number).
            case notANumber(String)
            /// A number is NaN or infinite.
            case notFinite(String)
            /// A time is negative or beyond ``PointerEvent/maximumTimestampMagnitude`` seconds.
            case timeOutOfRange(String)
            /// A time is earlier than the entry before it.
            case timeOutOfOrder(String)
            /// A scroll phase that does not exist (or `notch`, which is a `wheel` line).
            case unknownScrollPhase(String)
            /// The `end` count differs from the entries: lines were lost or added.
            case countMismatch(expected: Int, found: Int)
            /// Something other than blank lines or comments follows the `end` line.
            case lineAfterEnd
        }

        /// The line, 1-based.
        public var line: Int
        /// What is wrong.
        public var kind: Kind

        /// `line N: what is wrong`.
        public var description: String {
            "line \(line): " + message
        }

        /// What is wrong, in words.
        var message: String {
            switch kind {
            case .missingHeader: return "expected '\(Recording.magic) \(Recording.formatVersion)' first"
            case .unsupportedVersion(let word):
                let newest = Recording.formatVersion
                return "unsupported format version '\(word)' (this library reads versions 1 to \(newest))"
            case .controlCharacter(let value): return "control character U+\(String(value, radix: 16)) is not allowed"
            case .unknownLine(let word): return "'\(word)' is neither a time nor a header field"
            case .unknownEvent(let word): return "unknown event '\(word)'"
            case .misplacedHeaderField(let word): return "header field '\(word)' repeated or after the entries"
            case .wrongArgumentCount(let word): return "wrong number of words for '\(word)'"
            case .notANumber(let word): return "'\(word)' is not a number"
            case .notFinite(let word): return "'\(word)' is not finite"
            case .timeOutOfRange(let word): return "time '\(word)' is negative or too large"
            case .timeOutOfOrder(let word): return "time '\(word)' is earlier than the entry before it"
            case .unknownScrollPhase(let word): return "unknown scroll phase '\(word)'"
            case .countMismatch(let expected, let found):
                return "the end line counts \(expected) entries, the file has \(found) (lines lost or added)"
            case .lineAfterEnd: return "only comments may follow the end line"
            }
        }
    }

    /// The recording's text: `Recording.parse(recording.serialized()) == recording` for every valid recording
    /// (see `validationProblem`, in the tests: Tests/RiffleTests/Recording/Recording+Validation.swift).
    ///
    /// Numbers are written in Swift's shortest round-tripping form, times in milliseconds when that form reads
    /// back to the same `Double`, otherwise in seconds with an `s` suffix. A complete recording ends with its
    /// `end` line. Comments are not kept.
    ///
    /// - Returns: The text, each line ending with LF.
    /// - Complexity: O(entries).
    public func serialized() -> String {
        var text = "\(Recording.magic) \(Recording.formatVersion)\n"
        func add(_ field: Header.Field, _ words: String) { text += "\(field.rawValue) \(words)\n" }
        if let component = header.component { add(.component, component) }
        if let preset = header.preset { add(.preset, preset) }
        for setting in header.settings { add(.setting, "\(setting.name) \(setting.value)") }
        if let viewport = header.viewport { add(.viewport, "\(viewport.x) \(viewport.y)") }
        if let scale = header.scale { add(.scale, "\(scale)") }
        for entry in entries { text += Recording.line(for: entry) + "\n" }
        if isComplete { text += "end \(entries.count)\n" }
        return text
    }

    /// One entry's line, without a line break.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: The line, such as `1250 down 10 20`.
    /// - Complexity: O(the entry's words).
    static func line(for entry: Entry) -> String {
        let (word, arguments) = entry.event.line
        return ([timeText(entry.time), word.rawValue] + arguments).joined(separator: " ")
    }

    /// A time's word: milliseconds when some millisecond value reads back to exactly `seconds`, else seconds
    /// with an `s` suffix.
    ///
    /// - Parameter seconds: The time, in seconds.
    /// - Returns: The word.
    /// - Complexity: O(1).
    static func timeText(_ seconds: Double) -> String {
        let estimate = seconds * 1000
        // Neighbouring millisecond values step the quotient by 0.5 to 1.03 of the time's own spacing, so the
        // answer, if any, is within two steps of the estimate.
        let candidates = [
            estimate, estimate.nextUp, estimate.nextDown, estimate.nextUp.nextUp, estimate.nextDown.nextDown,
        ]
        if let milliseconds = candidates.first(where: { $0.isFinite && $0 / 1000 == seconds }) {
            let text = "\(milliseconds)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        return "\(seconds)s"
    }
}
