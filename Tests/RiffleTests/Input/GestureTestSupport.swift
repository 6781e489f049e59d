@testable import Riffle

/// A pointer event for pointer `id` (1 unless given).
func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at t: Double, id: Int = 1) -> PointerEvent {
    PointerEvent(id: id, phase: phase, location: Point(x: x, y: y), timestamp: t)
}

/// The kind of a gesture event, for comparing sequences.
enum Kind: String, Hashable, Sendable {
    case down, tap, longPressBegan, longPressEnded, dragBegan, dragChanged, dragEnded, declined, cancelled, up
}

extension GestureEvent {
    /// The event's kind.
    var kind: Kind {
        switch self {
        case .pointerDown: return .down
        case .tap: return .tap
        case .longPressBegan: return .longPressBegan
        case .longPressEnded: return .longPressEnded
        case .dragBegan: return .dragBegan
        case .dragChanged: return .dragChanged
        case .dragEnded: return .dragEnded
        case .declined: return .declined
        case .cancelled: return .cancelled
        case .pointerUp: return .up
        }
    }

    /// The drag value carried by a drag event.
    var dragValue: DragValue? {
        switch self {
        case .dragBegan(let value), .dragChanged(let value), .dragEnded(let value): return value
        default: return nil
        }
    }

    /// Every number the event carries.
    var numbers: [Double] {
        switch self {
        case .pointerDown(let p, let t), .tap(let p, let t), .longPressBegan(let p, let t),
            .longPressEnded(let p, let t), .pointerUp(let p, let t):
            return [p.x, p.y, t]
        case .declined(let v, let t): return [v.x, v.y, t]
        case .cancelled(let t): return [t]
        case .dragBegan(let d), .dragChanged(let d), .dragEnded(let d):
            return [
                d.startLocation.x, d.startLocation.y, d.location.x, d.location.y, d.translation.x, d.translation.y,
                d.velocity.x, d.velocity.y, d.predictedEndTranslation.x, d.predictedEndTranslation.y,
                d.predictedEndLocation.x, d.predictedEndLocation.y, d.startTime, d.time,
            ]
        }
    }
}

extension Array where Element == GestureEvent {
    /// The kinds, in order.
    var kinds: [Kind] { map(\.kind) }
}

/// Feeds `events` one by one and collects everything recognized.
func run(_ recognizer: inout GestureRecognizer, _ events: [PointerEvent]) -> [GestureEvent] {
    events.flatMap { recognizer.handle($0) }
}
