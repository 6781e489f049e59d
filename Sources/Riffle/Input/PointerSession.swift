/// Turns a UI framework's drag callbacks (changed, ended, cancelled) into well-formed ``PointerEvent`` sequences.
///
/// SwiftUI's `DragGesture(minimumDistance: 0)` reports a first `onChanged` when the finger lands, more `onChanged`
/// calls while it moves and one `onEnded` when it lifts; it has no pointer id and never reports a cancellation
/// directly (a host notices one when its `@GestureState` resets without an `onEnded`). Apple does not document
/// whether the reset comes before or after `onEnded`, so a reset only marks the touch (`gestureReset(at:)`):
/// an `onEnded` that follows is still the release, and `resolveReset(at:)` (called once the update's callbacks
/// have run) turns a reset that no end followed into the cancellation. A session fills the gaps:
///
/// - The first ``changed(to:from:at:)`` of a touch is a `down` at the start location (followed by a `move` when
///   the current location differs); later calls are `move`s.
/// - ``ended(at:time:)`` is the `up`; ``cancelled(at:)`` is a `cancel` at the touch's latest location.
/// - A change whose start location differs from the touch in progress's start (by more than half a point)
///   belongs to a new touch: the old one's end or cancellation was lost (a second finger, a
///   locked phone), so it is cancelled and the new touch goes down, instead of the new finger being taken as a
///   jump of the old one.
/// - A gesture-state reset is neither until it is resolved: an end before or after it is the `up`; without an end,
///   `resolveReset(at:)` or the next touch's first change makes it a `cancel`. A release is never lost as a
///   cancellation, whichever order the callbacks come in.
/// - Every touch gets a fresh id (1, 2, 3, …, wrapping back to 1 after `Int.max`).
/// - Timestamps never go backwards: an earlier or non-finite time is replaced by the latest time handed out
///   (0 before the first event), across touches too, so a ``Track`` or ``GestureRecognizer`` never drops an event
///   for being late.
/// - Locations that are not usable (see `PointerEvent/hasUsableLocation`) never reach the output: a change with
///   one does nothing, and an end with one lifts at the touch's latest usable location.
/// - An end or cancellation without a touch in progress (already ended, or never started) produces nothing, so a
///   late cancellation after an end is harmless and never turns into a tap.
///
/// ```swift
/// var session = PointerSession()
/// session.changed(to: Point(x: 10, y: 5), at: 1.0)    // [down(id 1)]
/// session.changed(to: Point(x: 40, y: 5), at: 1.1)    // [move(id 1)]
/// session.ended(at: Point(x: 60, y: 5), time: 1.2)    // [up(id 1)]
/// ```
///
/// - Complexity: Every call is O(1) and returns at most two events.
struct PointerSession: Hashable, Sendable {
    /// The id of the touch in progress, or nil between touches.
    var pointerID: Int?
    /// The id the next touch gets.
    var nextID: Int
    /// The latest timestamp handed out, in seconds, or nil before the first event.
    var latestTime: Double?
    /// The latest usable location of the touch in progress (nil between touches).
    var latestLocation: Point?
    /// Whether the touch in progress saw its gesture state reset without an end yet (``gestureReset(at:)``).
    var isResetPending = false
    /// Where the touch in progress began (nil between touches).
    var startLocation: Point?

    /// How far, in points, a change's start location may lie from the touch in progress's start and still belong
    /// to it: a toolkit reports the same start for every change of one touch, so anything farther is a new touch.
    static let startTolerance = 0.5

    /// Creates a session with no touch in progress.
    ///
    /// - Parameter firstID: The id of the first touch. Default 1.
    init(firstID: Int = 1) {
        nextID = firstID
        _checkInvariants()
    }

    /// Whether a touch is in progress (between its first change and its end or cancellation).
    var isActive: Bool { pointerID != nil }

    /// Whether a change with this start location begins a new touch: none is in progress, a reset is pending, or
    /// the start lies farther than ``startTolerance`` from the touch in progress's start (its end was lost).
    ///
    /// - Parameter startLocation: The change's start location, or nil when the toolkit gives none.
    /// - Returns: Whether ``changed(to:from:at:)`` would put a new pointer down.
    func beginsTouch(from startLocation: Point?) -> Bool {
        guard isActive, !isResetPending else { return true }
        guard let start = startLocation.flatMap(Self.usable), let held = self.startLocation else { return false }
        return (start - held).length > Self.startTolerance
    }

    /// Reports that the touch changed: the first change of a touch puts the pointer down, later ones move it.
    ///
    /// - Parameters:
    ///   - location: Where the pointer is now.
    ///   - startLocation: Where the touch began (SwiftUI's `value.startLocation`); used for the `down` of a new
    ///     touch when usable, otherwise the `down` is at `location`. While a touch is in progress, a start
    ///     more than half a point from its start cancels it and begins a new touch.
    ///   - time: The time of the change, in seconds.
    /// - Returns: `[down]` or `[down, move]` for a new touch, `[move]` for a touch in progress, or nothing when
    ///   the location is unusable (a new touch then does not start); after an unresolved gesture-state reset,
    ///   or for a start that is not the held touch's, the old touch's `cancel` comes first.
    mutating func changed(to location: Point, from startLocation: Point? = nil, at time: Double)
        -> [PointerEvent]
    {
        defer { _checkInvariants() }
        // A reset that no end followed, or another touch's start: the old touch was cancelled.
        let cancellation = isActive && beginsTouch(from: startLocation) ? cancelled(at: time) : []
        let current = Self.usable(location)
        guard let id = pointerID else {
            guard let start = startLocation.flatMap(Self.usable) ?? current else { return [] }
            let id = nextID
            nextID = nextID == Int.max ? 1 : nextID + 1
            pointerID = id
            let stamp = stamped(time)
            var events = [PointerEvent(id: id, phase: .down, location: start, timestamp: stamp)]
            if let current, current != start {
                events.append(PointerEvent(id: id, phase: .move, location: current, timestamp: stamp))
            }
            latestLocation = current ?? start
            self.startLocation = start
            return cancellation + events
        }
        guard let current else { return [] }
        latestLocation = current
        return [PointerEvent(id: id, phase: .move, location: current, timestamp: stamped(time))]
    }

    /// Reports that the touch ended (the finger lifted).
    ///
    /// - Parameters:
    ///   - location: Where the pointer lifted; an unusable location is replaced by the touch's latest location.
    ///   - time: The time of the end, in seconds.
    /// - Returns: `[up]`, or nothing when no touch is in progress.
    mutating func ended(at location: Point, time: Double) -> [PointerEvent] {
        finish(.up, at: Self.usable(location), time: time)
    }

    /// Reports that the system took the touch away (a parent claimed the gesture, the view disappeared).
    ///
    /// - Parameter time: The time of the cancellation, in seconds.
    /// - Returns: `[cancel]` at the touch's latest location, or nothing when no touch is in progress.
    mutating func cancelled(at time: Double) -> [PointerEvent] {
        finish(.cancel, at: nil, time: time)
    }

    /// Ends the touch in progress with one `phase` event at `location` (nil: the touch's latest location).
    mutating func finish(_ phase: PointerEvent.Phase, at location: Point?, time: Double) -> [PointerEvent] {
        defer { _checkInvariants() }
        guard let id = pointerID, let latest = latestLocation else { return [] }
        pointerID = nil
        latestLocation = nil
        startLocation = nil
        isResetPending = false
        return [PointerEvent(id: id, phase: phase, location: location ?? latest, timestamp: stamped(time))]
    }

    /// Reports that the view's gesture state reset: the gesture ended or was cancelled, and which one is known
    /// only when an end does or does not arrive.
    ///
    /// SwiftUI resets a `@GestureState` both when a gesture ends and when it is cancelled, and does not document
    /// whether the reset runs before or after `onEnded`. After an end the reset does nothing; before one it marks
    /// the touch, and the end that follows is the release. Call ``resolveReset(at:)`` once the callbacks of the
    /// same update have run (a main-actor task started from the reset) to turn a reset without an end into the
    /// cancellation.
    ///
    /// - Parameter time: The time of the reset, in seconds (only orders it with the other events).
    /// - Returns: Nothing; the verdict comes from ``ended(at:time:)`` or ``resolveReset(at:)``.
    mutating func gestureReset(at time: Double) -> [PointerEvent] {
        defer { _checkInvariants() }
        if pointerID != nil { isResetPending = true }
        return []
    }

    /// Settles a gesture-state reset that no end followed: the system took the touch away.
    ///
    /// - Parameter time: The time of the cancellation, in seconds.
    /// - Returns: `[cancel]` when a reset is pending, otherwise nothing (an end already released the touch, or a
    ///   new touch already cancelled it).
    mutating func resolveReset(at time: Double) -> [PointerEvent] {
        guard isResetPending else { return [] }
        return cancelled(at: time)
    }

    /// The timestamp to hand out for `time`: never earlier than the latest one, never non-finite.
    mutating func stamped(_ time: Double) -> Double {
        let floor = latestTime ?? (time.isFinite ? time : 0)
        let stamp = time.isFinite ? Swift.max(time, floor) : floor
        latestTime = stamp
        return stamp
    }

    /// The location when it is usable for a pointer event, otherwise nil.
    static func usable(_ location: Point) -> Point? {
        let limit = PointerEvent.maximumCoordinateMagnitude
        guard location.isFinite, abs(location.x) <= limit, abs(location.y) <= limit else { return nil }
        return location
    }

    /// Checks the session's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`).
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant((pointerID == nil) == (latestLocation == nil), "a latest location exactly while active")
            _riffleInvariant((pointerID == nil) == (startLocation == nil), "a start location exactly while active")
            _riffleInvariant(!isResetPending || pointerID != nil, "a reset is pending only for a touch in progress")
            _riffleInvariant(latestTime.map { $0.isFinite } ?? true, "the latest time is finite")
            _riffleInvariant(latestLocation.map { Self.usable($0) != nil } ?? true, "the latest location is usable")
        #endif
    }
}
