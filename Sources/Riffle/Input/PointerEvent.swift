/// One pointer sample: a finger or mouse going down, moving, lifting, or being cancelled.
///
/// Hosts convert their touch or mouse events into `PointerEvent` values and hand them to a
/// ``GestureRecognizer``. All time comes from ``timestamp``: Riffle never reads a clock.
public struct PointerEvent: Hashable, Sendable {
    /// The largest coordinate magnitude a usable event may carry, in points (10⁹).
    ///
    /// Coordinates beyond it are treated like NaN: the event is ignored. The bound keeps every difference and
    /// velocity derived from locations finite.
    static let maximumCoordinateMagnitude = 1e9

    /// The largest timestamp magnitude ``GestureRecognizer``, ``Track``, ``HomeScreen`` and ``CardStack``
    /// accept, in seconds (10¹², about 31,700 years).
    ///
    /// They treat a later (or earlier) time like NaN: an event carrying it is handled as one with a non-finite
    /// timestamp, a frame or command time is ignored (the latest input's time counts). Near 10¹⁵ s a `Double`
    /// can no longer tell two frames 1/60 s apart, and at 1.8 × 10³⁰⁸ s adding any duration gives the same
    /// time: a clock sent there could never advance again, and its motions would never end.
    public static let maximumTimestampMagnitude = 1e12

    /// Identifies the pointer (a touch or a mouse button) across its events.
    public var id: Int
    /// What happened to the pointer.
    public var phase: Phase
    /// Where the pointer is, in points.
    public var location: Point
    /// When it happened, in seconds, on any clock that does not go backwards during a gesture.
    public var timestamp: Double

    /// Creates a pointer event.
    ///
    /// - Parameters:
    ///   - id: Identifies the pointer across its events.
    ///   - phase: What happened to the pointer.
    ///   - location: Where the pointer is, in points.
    ///   - timestamp: When it happened, in seconds.
    public init(id: Int, phase: Phase, location: Point, timestamp: Double) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }

    /// Whether the timestamp is usable: finite and within ``maximumTimestampMagnitude``.
    var hasUsableTimestamp: Bool { timestamp.isUsableTime }

    /// Whether the location is usable: both coordinates finite and within `maximumCoordinateMagnitude`.
    var hasUsableLocation: Bool { PointerSession.usable(location) != nil }
}

extension PointerEvent {
    /// What happened to a pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer touched down (a finger landed, a mouse button was pressed).
        case down
        /// The pointer moved while down.
        case move
        /// The pointer lifted (a finger left the surface, a mouse button was released).
        case up
        /// The system took the pointer away (an incoming call, a parent view claiming the gesture).
        case cancel
    }
}

extension Double {
    /// Whether the value is usable as a time: finite and within ``PointerEvent/maximumTimestampMagnitude``.
    var isUsableTime: Bool {
        isFinite && magnitude <= PointerEvent.maximumTimestampMagnitude
    }
}
