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
        try self.init(entries: recording.entries.enumerated().map { ($0.offset + 1, $0.element) })
    }

    /// The script of recording entries, each with the line it came from: the gallery's rules on top of the
    /// format's (times up to ``maximumMilliseconds`` and never decreasing, one pointer that is down for `move`,
    /// `up` and `cancel` and up for `down`, the gallery's keys, no lines but pointer, key, wheel and scroll ones;
    /// `frame` lines are left out).
    init(entries: [(line: Int, entry: Recording.Entry)]) throws(ScriptError) {
        var events: [ScriptEvent] = []
        var pointerDown = false
        for (line, entry) in entries {
            let keyword = entry.event.keyword
            let ms = entry.time * 1000
            let time = ms == ms.rounded() && abs(ms) < 1e18 ? String(Int64(ms)) : "\(ms)"
            func error(_ message: String) -> ScriptError { ScriptError(line: line, message: message) }
            guard entry.time <= GestureScript.maximumMilliseconds / 1000 else {
                throw error("time \(time) ms is beyond the maximum of 600000 ms (10 minutes of virtual time)")
            }
            guard entry.time >= events.last?.time ?? 0 else {
                throw error("time \(time) ms is earlier than the previous event (times never decrease)")
            }
            let action: ScriptEvent.Action
            switch entry.event {
            case .frame:
                continue
            case .down(_, 0), .move(_, 0), .up(_, 0), .cancel(0):
                guard let pointer = entry.event.pointerEvent(at: entry.time) else { continue }
                guard (pointer.phase == .down) != pointerDown else {
                    throw error(
                        pointerDown
                            ? "'down' while the pointer is already down" : "'\(keyword)' while the pointer is not down")
                }
                pointerDown = pointer.phase == .down || pointer.phase == .move
                action = .pointer(pointer.phase, pointer.phase == .cancel ? nil : pointer.location)
            case .down, .move, .up, .cancel:
                // Another pointer: its id is one word more than a script line takes.
                throw error(GestureScript.usage(keyword, found: keyword == "cancel" ? 1 : 3))
            case .key(let name):
                guard let key = GalleryKey(rawValue: name.lowercased()) else {
                    let names = GalleryKey.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error("unknown key '\(name)' (expected one of \(names))")
                }
                action = .key(key)
            case .scroll(let delta, .notch):
                action = .wheel(dx: delta.x, dy: delta.y)
            case .scroll(let delta, let phase):
                action = .scroll(dx: delta.x, dy: delta.y, phase: phase)
            default:
                throw error("'\(keyword)' is not a gallery script line (\(GestureScript.commandList))")
            }
            events.append(ScriptEvent(time: entry.time, line: line, action: action))
        }
        self.init(events: events)
    }
}

extension ScriptEvent {
    /// The recording event of this line (pointer 0; the key's name): its input's (``SceneInput/recordedEvent``).
    public var recordedEvent: Recording.Event { input.recordedEvent }
}
