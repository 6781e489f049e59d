extension GestureRecognizer {
    /// What the recognizer is doing.
    enum State: Sendable {
        /// No pointer is held: the next usable `down` starts a sequence.
        case idle
        /// A sequence is open for a pointer.
        case tracking(Contact)
        /// The sequence ended with a decline while the pointer stays down: its events are ignored until it lifts
        /// or is cancelled.
        case holding(pointerID: Int)
    }

    /// How far the long press has got.
    enum LongPressStatus: Hashable, Sendable {
        /// Not configured, or failed (moved too far, or a drag began first): it will not fire.
        case unavailable
        /// Waiting for its duration.
        case possible
        /// Fired.
        case began
    }

    /// The open sequence's pointer and progress.
    struct Contact: Sendable {
        /// The tracked pointer.
        var pointerID: Int
        /// The pointer-down location.
        var downLocation: Point
        /// The pointer-down time.
        var downTime: Double
        /// The latest accepted location.
        var location: Point
        /// The latest accepted event timestamp.
        var lastEventTime: Double
        /// The largest distance from the down location reached so far.
        var maximumDistance: Double
        /// The long press's progress.
        var longPress: LongPressStatus
        /// Whether a drag began.
        var isDragging: Bool
    }
}
