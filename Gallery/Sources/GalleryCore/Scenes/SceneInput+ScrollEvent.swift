import Riffle

extension SceneInput {
    /// The input as the core's ``Riffle/ScrollEvent``: a wheel as one notched event (the core's `WheelStepper`
    /// turns notches into pages), a trackpad scroll as it is; nil for pointers and keys.
    public var scrollEvent: ScrollEvent? {
        switch self {
        case .wheel(let dx, let dy, let t): return ScrollEvent(delta: Vector(x: dx, y: dy), phase: .notch, timestamp: t)
        case .scroll(let event): return event
        case .pointer, .key: return nil
        }
    }
}
