extension Recording {
    /// What a recorded line did: an input a host received, or a frame.
    ///
    /// **Key names** a component understands (``Interactive/command(recorded:)``): `previous`, `next`, `pageup`, `pagedown`, `home`
    /// and `end` (the ``KeyCommand``s), `left`, `right`, `up` and `down` (the ``MoveDirection``s of a move
    /// command: arrow keys, a TV remote), and `select` (the select command). Other names (a gallery's `tab`,
    /// `escape`, `1`…) are kept for the front end that recorded them; hosts ignore them.
    ///
    /// **Commands** a host understands: `select <index> [animated|jump]` (the index binding changed; animated
    /// when left out), `scroll-to <index> [animated|jump]`, `increment` and `decrement` (the adjustable
    /// actions), `items <count> [<selection>]` (new data), and for a home screen `page <index>`, `begin-editing`
    /// and `end-editing`, for a card stack `select-card <id>` and `entrance`. Unknown commands and bad arguments
    /// are ignored by hosts (a recording from a newer front end still replays its inputs).
    public enum Event: Hashable, Sendable {
        /// A pointer went down at a view point: `down <x> <y> [<id>]`.
        case down(Point, pointer: Int)
        /// A pointer moved: `move <x> <y> [<id>]`.
        case move(Point, pointer: Int)
        /// A pointer lifted: `up <x> <y> [<id>]`.
        case up(Point, pointer: Int)
        /// The system took a pointer away: `cancel [<id>]`.
        case cancel(pointer: Int)
        /// SwiftUI reset the drag's gesture state (``ComponentHost/pointerGestureReset(at:)``): `reset`.
        case gestureReset
        /// A reset with no end settled as a cancellation (``ComponentHost/pointerResetResolved(at:)``): `resolve`.
        case resetResolved
        /// A key by name: `key <name>`.
        case key(String)
        /// A scroll: `wheel <dx> <dy>` for ``ScrollEvent/Phase/notch`` (in notches), otherwise
        /// `scroll <dx> <dy> <phase>` (in points).
        case scroll(Vector, ScrollEvent.Phase)
        /// A Digital Crown rotation, in full turns, positive clockwise: `crown <turns>`.
        case crown(Double)
        /// The view's size changed (`x` the width, `y` the height), in points: `viewport <width> <height>`.
        case viewport(Vector)
        /// A host command with word arguments: `command <name> <argument>…`.
        case command(String, [String])
        /// The front end advanced the host to this time and drew a frame: `frame`.
        case frame

        /// Each event's keyword, spelled once: the writer's word (``keyword``) and the parser's table.
        enum Word: String, CaseIterable {
            case down, move, up, cancel, reset, resolve, key, wheel, scroll, crown, viewport, command, frame

            /// How many words may follow the keyword.
            var argumentCounts: ClosedRange<Int> {
                switch self {
                case .down, .move, .up: return 2...3
                case .cancel: return 0...1
                case .reset, .resolve, .frame: return 0...0
                case .key, .crown: return 1...1
                case .wheel, .viewport: return 2...2
                case .scroll: return 3...3
                case .command: return 1...Int.max
                }
            }
        }

        /// This event's line after the time: its keyword and its argument words, the writer's one table
        /// (numbers in Swift's shortest round-tripping form, a pointer id and a wheel's phase only when not implied).
        var line: (word: Word, arguments: [String]) {
            func pointer(_ point: Point, _ id: Int) -> [String] {
                ["\(point.x)", "\(point.y)"] + (id == 0 ? [] : ["\(id)"])
            }
            switch self {
            case .down(let point, let id): return (.down, pointer(point, id))
            case .move(let point, let id): return (.move, pointer(point, id))
            case .up(let point, let id): return (.up, pointer(point, id))
            case .cancel(let id): return (.cancel, id == 0 ? [] : ["\(id)"])
            case .gestureReset: return (.reset, [])
            case .resetResolved: return (.resolve, [])
            case .key(let name): return (.key, [name])
            case .scroll(let delta, .notch): return (.wheel, ["\(delta.x)", "\(delta.y)"])
            case .scroll(let delta, let phase): return (.scroll, ["\(delta.x)", "\(delta.y)", phase.rawValue])
            case .crown(let turns): return (.crown, ["\(turns)"])
            case .viewport(let size): return (.viewport, ["\(size.x)", "\(size.y)"])
            case .command(let name, let arguments): return (.command, [name] + arguments)
            case .frame: return (.frame, [])
            }
        }

        /// The line's word for this event (`down`, `wheel`, `frame`, …).
        public var keyword: String { line.word.rawValue }

        /// The pointer event for a pointer line at `time` (a cancel at the origin), or nil for other events.
        ///
        /// - Parameter time: The entry's time, in seconds.
        /// - Returns: The pointer event.
        public func pointerEvent(at time: Double) -> PointerEvent? {
            switch self {
            case .down(let point, let id): return PointerEvent(id: id, phase: .down, location: point, timestamp: time)
            case .move(let point, let id): return PointerEvent(id: id, phase: .move, location: point, timestamp: time)
            case .up(let point, let id): return PointerEvent(id: id, phase: .up, location: point, timestamp: time)
            case .cancel(let id): return PointerEvent(id: id, phase: .cancel, location: .zero, timestamp: time)
            default: return nil
            }
        }

        /// The event that records `event` (its timestamp goes in the entry).
        ///
        /// - Parameter event: A pointer event.
        /// - Returns: The recorded event.
        public static func pointer(_ event: PointerEvent) -> Event {
            switch event.phase {
            case .down: return .down(event.location, pointer: event.id)
            case .move: return .move(event.location, pointer: event.id)
            case .up: return .up(event.location, pointer: event.id)
            case .cancel: return .cancel(pointer: event.id)
            }
        }

        /// The name a key command is recorded under: its name in lower case (`previous`, `next`, `pageup`,
        /// `pagedown`, `home`, `end`).
        ///
        /// - Parameter command: The key command.
        /// - Returns: The key name.
        public static func keyName(_ command: KeyCommand) -> String { command.rawValue.lowercased() }

        /// The key command a key name records, or nil.
        ///
        /// - Parameter name: The key name.
        /// - Returns: The key command.
        static func keyCommand(named name: String) -> KeyCommand? {
            KeyCommand.allCases.first { keyName($0) == name }
        }
    }
}

extension Recording.Event {
    /// The `command` line of a typed command (an ``Interactive/Command``): its case's name and its words as
    /// `CommandWords` writes them, `command select id=visa`; what ``ComponentHost`` records, and what a front end
    /// that records beside its host writes for the same call.
    ///
    /// - Parameter command: The command.
    /// - Returns: The line's event, or nil when the command cannot be encoded.
    public init?(typed command: some Encodable) {
        guard let words = try? CommandWords.encode(command), let first = words.first else { return nil }
        let name = String(first.prefix { $0 != "." && $0 != "=" })
        let prefix = name + "."
        self = .command(name, words.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil })
    }

    /// The typed command a `command` line written by ``init(typed:)`` stands for, or nil (another line, a
    /// version-1 line, words `Command` does not decode): the reader of what that initializer writes.
    ///
    /// - Parameter type: The command type.
    /// - Returns: The command.
    func typed<Command: Decodable>(_ type: Command.Type) -> Command? {
        guard case .command(let name, let words) = self else { return nil }
        return try? CommandWords.decode(type, from: [name + "={}"] + words.map { name + "." + $0 })
    }

    /// The view size a line carries: a `viewport` line's, or the width and height of
    /// `command viewport <width> <height> <top> <bottom>` (a size with safe-area insets); nil for other lines.
    var viewportSize: Vector? {
        switch self {
        case .viewport(let size): return size
        case .command("viewport", let words) where words.count >= 2:
            guard let width = Double(words[0]), let height = Double(words[1]) else { return nil }
            return Vector(x: width, y: height)
        default: return nil
        }
    }
}
