import Riffle

extension GestureScript {
    /// The script as a Riffle ``Riffle/Recording``: every script line is a recording entry with the same syntax and
    /// meaning (`<ms> down x y` is pointer 0, `key <name>` the key's name in lower case, `wheel` a notched wheel,
    /// `scroll` a trackpad phase), without a header.
    ///
    /// `Recording.parse` of a script's text with a `riffle-recording 1` line put first gives the same entries.
    public var recording: Recording {
        var recording = Recording()
        for event in events {
            recording.entries.append(Recording.Entry(time: event.time, event: event.recordedEvent))
        }
        return recording
    }

    /// The script a recording plays in the gallery: its pointer-0, key, wheel and scroll entries; `frame` lines
    /// are left out (a gallery replay draws its own frames).
    ///
    /// - Parameter recording: The recording.
    /// - Throws: ``ScriptError`` (its line the entry's 1-based position) for an entry the gallery cannot play: a
    ///   key it does not know, another pointer, a crown, viewport, command or gesture-reset line, a time beyond
    ///   ``maximumMilliseconds``, or pointer lines out of order (a move while the pointer is up).
    public init(recording: Recording) throws(ScriptError) {
        var events: [ScriptEvent] = []
        var pointerDown = false
        for (offset, entry) in recording.entries.enumerated() {
            let line = offset + 1
            guard entry.time * 1000 <= GestureScript.maximumMilliseconds else {
                throw ScriptError(line: line, message: "time \(entry.time) s is beyond the script maximum")
            }
            let action: ScriptEvent.Action
            switch entry.event {
            case .frame:
                continue
            case .down(let p, 0), .move(let p, 0), .up(let p, 0):
                let phase: PointerEvent.Phase
                if case .down = entry.event {
                    phase = .down
                } else if case .move = entry.event {
                    phase = .move
                } else {
                    phase = .up
                }
                guard (phase == .down) != pointerDown else {
                    throw ScriptError(line: line, message: "'\(entry.event.keyword)' out of order for the pointer")
                }
                pointerDown = phase != .up
                action = .pointer(phase, p)
            case .cancel(0):
                guard pointerDown else {
                    throw ScriptError(line: line, message: "'cancel' while the pointer is not down")
                }
                pointerDown = false
                action = .pointer(.cancel, nil)
            case .key(let name):
                guard let key = GalleryKey(rawValue: name) else {
                    throw ScriptError(line: line, message: "unknown key '\(name)'")
                }
                action = .key(key)
            case .scroll(let delta, .notch):
                action = .wheel(dx: delta.x, dy: delta.y)
            case .scroll(let delta, let phase):
                action = .scroll(dx: delta.x, dy: delta.y, phase: phase)
            default:
                throw ScriptError(line: line, message: "'\(entry.event.keyword)' is not a gallery script line")
            }
            events.append(ScriptEvent(time: entry.time, line: line, action: action))
        }
        self.init(events: events)
    }
}

extension ScriptEvent {
    /// The recording event of this line (pointer 0; the key's name).
    public var recordedEvent: Recording.Event {
        switch action {
        case .pointer(.down, let p): return .down(p ?? .zero, pointer: 0)
        case .pointer(.move, let p): return .move(p ?? .zero, pointer: 0)
        case .pointer(.up, let p): return .up(p ?? .zero, pointer: 0)
        case .pointer(.cancel, _): return .cancel(pointer: 0)
        case .key(let key): return .key(key.rawValue)
        case .wheel(let dx, let dy): return .scroll(Vector(x: dx, y: dy), .notch)
        case .scroll(let dx, let dy, let phase): return .scroll(Vector(x: dx, y: dy), phase)
        }
    }
}
