import Riffle

/// One line of a gesture script, parsed.
public struct ScriptEvent: Equatable, Sendable {
    /// What the line does.
    public enum Action: Equatable, Sendable {
        /// `down`, `move` or `up` at a location in window points, or `cancel` (no location).
        case pointer(PointerEvent.Phase, Point?)
        /// `key <name>`.
        case key(GalleryKey)
        /// `wheel <dx> <dy>`.
        case wheel(dx: Double, dy: Double)
        /// `scroll <dx> <dy> <phase>`: a trackpad scroll in points with its phase.
        case scroll(dx: Double, dy: Double, phase: ScrollEvent.Phase)
    }

    /// When it happens, in seconds from the start of the replay.
    public var time: Double
    /// The line it came from (1-based).
    public var line: Int
    /// What it does.
    public var action: Action

    /// Creates an event.
    public init(time: Double, line: Int, action: Action) {
        self.time = time
        self.line = line
        self.action = action
    }

    /// The input a scene receives for this event (the script's pointer has id 0).
    public var input: SceneInput {
        switch action {
        case .pointer(let phase, let location):
            return .pointer(PointerEvent(id: 0, phase: phase, location: location ?? .zero, timestamp: time))
        case .key(let key):
            return .key(key, timestamp: time)
        case .wheel(let dx, let dy):
            return .wheel(dx: dx, dy: dy, timestamp: time)
        case .scroll(let dx, let dy, let phase):
            return .scroll(ScrollEvent(delta: Vector(x: dx, y: dy), phase: phase, timestamp: time))
        }
    }
}
