/// What a ``GestureRecognizer`` recognized.
///
/// Every sequence (from a pointer going down until the gesture is over) starts with ``pointerDown(location:time:)``
/// and ends with exactly one terminal event (``isTerminal``): ``tap(location:time:)``,
/// ``longPressEnded(location:time:)``, ``dragEnded(_:)``, ``declined(translation:time:)``, ``cancelled(time:)``
/// or ``pointerUp(location:time:)``.
public enum GestureEvent: Hashable, Sendable {
    /// A pointer went down and a sequence began.
    case pointerDown(location: Point, time: Double)
    /// The pointer lifted quickly without moving far: a tap, at the release location. Terminal.
    case tap(location: Point, time: Double)
    /// The pointer stayed down, without moving far, for the long press's minimum duration.
    ///
    /// `time` is the moment the duration elapsed (pointer-down time plus the minimum duration), `location` the
    /// pointer's location then.
    case longPressBegan(location: Point, time: Double)
    /// The pointer lifted after a long press, with no drag and no tap. Terminal.
    case longPressEnded(location: Point, time: Double)
    /// The pointer moved past the drag's minimum distance: a drag began.
    case dragBegan(DragValue)
    /// The dragging pointer moved.
    case dragChanged(DragValue)
    /// The dragging pointer lifted. Terminal.
    case dragEnded(DragValue)
    /// An axis-bound drag refused a movement closer to the other axis. Terminal: the rest of the pointer's
    /// events are ignored, so the host can hand the gesture to a parent (for example a vertical scroll view).
    case declined(translation: Vector, time: Double)
    /// The sequence was cancelled (a `cancel` event or `GestureRecognizer/cancel(at:)`). Terminal.
    case cancelled(time: Double)
    /// The pointer lifted with nothing recognized. Terminal.
    case pointerUp(location: Point, time: Double)

    /// Whether the event ends its sequence.
    public var isTerminal: Bool {
        switch self {
        case .pointerDown, .longPressBegan, .dragBegan, .dragChanged: return false
        case .tap, .longPressEnded, .dragEnded, .declined, .cancelled, .pointerUp: return true
        }
    }

    /// The time the event refers to, in seconds.
    public var time: Double {
        switch self {
        case .pointerDown(_, let time), .tap(_, let time), .longPressBegan(_, let time),
            .longPressEnded(_, let time), .declined(_, let time), .cancelled(let time), .pointerUp(_, let time):
            return time
        case .dragBegan(let value), .dragChanged(let value), .dragEnded(let value):
            return value.time
        }
    }
}
