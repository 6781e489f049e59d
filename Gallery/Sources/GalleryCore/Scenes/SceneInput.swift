import Riffle

/// One input handed to a scene: a pointer sample, a key press, a notched wheel or a trackpad scroll with phases.
public enum SceneInput: Sendable, Equatable {
    /// A pointer sample (mouse, touch or script), in window points.
    case pointer(PointerEvent)
    /// A key press at `timestamp` seconds.
    case key(GalleryKey, timestamp: Double)
    /// A scroll: `dx` positive to the right, `dy` positive downwards, in wheel units (one notch = 1).
    case wheel(dx: Double, dy: Double, timestamp: Double)
    /// A trackpad scroll with its phase (the core's ``ScrollEvent``, in points); the carousels follow it.
    case scroll(ScrollEvent)

    /// When the input happened, in seconds.
    public var timestamp: Double {
        switch self {
        case .pointer(let e): return e.timestamp
        case .key(_, let t): return t
        case .wheel(_, _, let t): return t
        case .scroll(let e): return e.timestamp
        }
    }
}
