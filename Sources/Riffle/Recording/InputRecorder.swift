/// Records what a front end hands a host, call for call, as a ``Recording``: the one place the host calls are
/// named as recording lines, so every front end's recorder writes the same file for the same calls.
///
/// Each method matches a host call (``ComponentHost/pointerChanged(to:from:at:)``, a frame, a viewport); commands
/// are recorded with ``record(_:at:)`` as their typed line (``Recording/Event/init(typed:)``). A front end calls it
/// next to the host call with the same time, and ``RecordingReplayer`` (or ``ComponentHost/replay(_:at:)``) makes the
/// same calls again. SwiftUI's `InteractionRecorder` wraps one.
///
/// ```swift
/// var recorder = InputRecorder()
/// recorder.begin(component: "carousel", settings: [("items", "13")])
/// recorder.viewport(Vector(x: 390, y: 844), at: 0)
/// recorder.pointerChanged(to: Point(x: 300, y: 400), at: 0.1)   // down
/// recorder.pointerChanged(to: Point(x: 200, y: 400), at: 0.15)  // move
/// recorder.pointerEnded(at: Point(x: 200, y: 400), at: 0.15)
/// recorder.recording.serialized()   // "riffle-recording 1\ncomponent carousel\n…"
/// ```
public struct InputRecorder: Sendable {
    /// What was recorded so far.
    public private(set) var recording = Recording()
    /// Whether a pointer is down (its next change is a `move`, not a `down`).
    public private(set) var isPointerDown = false

    /// Creates an empty recorder.
    public init() {}

    /// Names the component and the header's settings; only the first call of a recording counts.
    ///
    /// - Parameters:
    ///   - component: The component's name (`carousel`, `wallet`, …).
    ///   - settings: Header settings, as name and value.
    public mutating func begin(component: String, settings: [(String, String)]) {
        guard recording.header.component == nil else { return }
        recording.header.component = component
        recording.header.settings = settings.map { Recording.Setting($0.0, $0.1) }
    }

    /// Records an event at `time` (the first viewport also goes into the header).
    ///
    /// - Complexity: O(1) amortized.
    public mutating func record(_ event: Recording.Event, at time: Double) {
        if recording.header.viewport == nil, case .viewport(let size) = event { recording.header.viewport = size }
        recording.record(event, at: time)
    }

    /// The drag changed: a `down` for the first change of a touch, then `move`s.
    public mutating func pointerChanged(to location: Point, at time: Double) {
        record(isPointerDown ? .move(location, pointer: 0) : .down(location, pointer: 0), at: time)
        isPointerDown = true
    }

    /// The drag ended.
    public mutating func pointerEnded(at location: Point, at time: Double) {
        record(.up(location, pointer: 0), at: time)
        isPointerDown = false
    }

    /// The system took the touch away; nothing is recorded when no touch is down.
    public mutating func pointerCancelled(at time: Double) {
        guard isPointerDown else { return }
        record(.cancel(pointer: 0), at: time)
        isPointerDown = false
    }

    /// The drag's gesture state was reset (``ComponentHost/pointerGestureReset(at:)``).
    public mutating func pointerGestureReset(at time: Double) { record(.gestureReset, at: time) }

    /// A reset was resolved (``ComponentHost/pointerResetResolved(at:)``): the touch is over.
    public mutating func pointerResetResolved(at time: Double) {
        record(.resetResolved, at: time)
        isPointerDown = false
    }

    /// The view's size changed.
    public mutating func viewport(_ size: Vector, at time: Double) { record(.viewport(size), at: time) }

    /// The view's size and safe-area insets changed together (``HomeScreen/Command/setViewport(width:height:topInset:bottomInset:)``),
    /// as one line: `command viewport <width> <height> <top> <bottom>`, written exactly.
    public mutating func viewport(_ size: Vector, topInset: Double, bottomInset: Double, at time: Double) {
        if recording.header.viewport == nil { recording.header.viewport = size }
        record(.command("viewport", ["\(size.x)", "\(size.y)", "\(topInset)", "\(bottomInset)"]), at: time)
    }

    /// The front end advanced the host to `time` and drew a frame.
    public mutating func frame(at time: Double) { record(.frame, at: time) }

    /// Forgets everything (a new recording).
    public mutating func reset() { self = InputRecorder() }
}
