// STAND-IN until the core's input types land: delete this file when `Riffle.PointerEvent` exists.
//
// It mirrors the shape the lead announced for the core type, so nothing else in the gallery changes when this
// file goes: every file that uses `PointerEvent` already does `import Riffle`.
import Riffle

/// One pointer sample (mouse, touch or script) in window points, stamped in seconds.
///
/// Stand-in for `Riffle.PointerEvent`, which is being written in the core.
public struct PointerEvent: Hashable, Sendable {
    /// Where a pointer is in its down → move … → up (or cancel) sequence.
    public enum Phase: String, Hashable, Sendable {
        /// The pointer touched down (mouse button pressed, finger down).
        case down
        /// The pointer moved while down.
        case move
        /// The pointer lifted normally.
        case up
        /// The system took the pointer away (the gesture must be abandoned).
        case cancel
    }

    /// Identifies one pointer across its phases (mouse = 0, each finger its own id).
    public var id: Int
    /// The phase of this sample.
    public var phase: Phase
    /// Where the pointer is, in window points.
    public var location: Point
    /// When the sample happened, in seconds on the gallery's clock.
    public var timestamp: Double

    /// Creates a pointer sample.
    public init(id: Int, phase: Phase, location: Point, timestamp: Double) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
