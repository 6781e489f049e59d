import Riffle

extension SceneInput {
    /// The recording event of this input: pointer lines keep their pointer id, keys their name (``GalleryKey``'s
    /// raw value), a notched wheel is a `wheel` line and a trackpad scroll a `scroll` line with its phase.
    ///
    /// The time goes in the entry; ``init(recorded:at:)`` turns the event back into the same input.
    public var recordedEvent: Recording.Event {
        switch self {
        case .pointer(let event): return .pointer(event)
        case .key(let key, _): return .key(key.rawValue)
        case .wheel(let dx, let dy, _): return .scroll(Vector(x: dx, y: dy), .notch)
        case .scroll(let event): return .scroll(event.delta, event.phase)
        }
    }

    /// The input a recorded event stands for at `time`, or nil for what is not a gallery input (a frame, a viewport
    /// change, a command, a crown turn, a gesture reset) or a key the gallery does not know.
    ///
    /// A `cancel` line's location is the origin, as the window's cancellations are.
    public init?(recorded event: Recording.Event, at time: Double) {
        if let pointer = event.pointerEvent(at: time) {
            self = .pointer(pointer)
            return
        }
        switch event {
        case .key(let name):
            guard let key = GalleryKey(rawValue: name) else { return nil }
            self = .key(key, timestamp: time)
        case .scroll(let delta, .notch):
            self = .wheel(dx: delta.x, dy: delta.y, timestamp: time)
        case .scroll(let delta, let phase):
            self = .scroll(ScrollEvent(delta: delta, phase: phase, timestamp: time))
        default:
            return nil
        }
    }

    /// The same input at another time.
    public func stamped(_ time: Double) -> SceneInput {
        switch self {
        case .pointer(var event):
            event.timestamp = time
            return .pointer(event)
        case .key(let key, _): return .key(key, timestamp: time)
        case .wheel(let dx, let dy, _): return .wheel(dx: dx, dy: dy, timestamp: time)
        case .scroll(var event):
            event.timestamp = time
            return .scroll(event)
        }
    }
}
