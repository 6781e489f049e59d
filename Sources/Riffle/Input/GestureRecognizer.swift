/// Turns pointer events into taps, long presses and drags.
///
/// A value-type state machine: feed it every ``PointerEvent`` with ``handle(_:)``, call ``advance(to:)`` once per
/// frame (a long press fires by time alone), and apply the ``GestureEvent`` values it returns. It never reads a
/// clock: time comes only from event timestamps and ``advance(to:)``.
///
/// Every sequence starts with ``GestureEvent/pointerDown(location:time:)`` and ends with exactly one terminal event.
/// Only one pointer is tracked at a time; bad input (non-finite numbers, timestamps going backwards, events for a
/// pointer that is not down) is ignored. See <doc:GestureModel> for the full rules.
///
/// ```swift
/// var recognizer = GestureRecognizer(configuration: .drag(axis: .horizontal))
/// for event in recognizer.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 0, y: 0), timestamp: 0)) {
///     print(event)  // pointerDown
/// }
/// ```
public struct GestureRecognizer: Sendable {
    /// The configuration in use, with invalid option values already replaced (see `Configuration/sanitized`).
    let configuration: Configuration
    /// What the recognizer is doing.
    var state: State
    /// The velocity estimator, fed with every accepted sample of the open sequence.
    var tracker: VelocityTracker

    /// Creates an idle recognizer.
    ///
    /// - Parameter configuration: Which gestures to recognize. Invalid option values are replaced: NaN by the
    ///   option's default, a negative distance or duration by zero, the axis-lock angle clamped to 0…90, a
    ///   maximum speed that is not positive by 8000.
    public init(configuration: Configuration) {
        let configuration = configuration.sanitized
        self.configuration = configuration
        state = .idle
        tracker = VelocityTracker(
            strategy: configuration.drag?.velocityStrategy ?? .leastSquares,
            maximumSpeed: configuration.drag?.maximumSpeed ?? VelocityTracker.defaultMaximumSpeed
        )
        _checkInvariants()
    }

    /// Whether a pointer is held: from its `down` until it lifts or is cancelled (also after a decline, while the
    /// declined pointer stays down).
    var isTracking: Bool {
        if case .idle = state { return false }
        return true
    }

    /// The time at which ``advance(to:)`` would begin a pending long press, or `nil` when none is pending (no
    /// pointer held, no long press configured, or the press already began, failed or became a drag).
    ///
    /// - Complexity: O(1).
    var nextDeadline: Double? {
        guard case .tracking(let contact) = state, contact.longPress == .possible, !contact.isDragging,
            let press = configuration.longPress
        else { return nil }
        return contact.downTime + press.minimumDuration
    }

    /// Handles one pointer event and returns what it recognized, in order.
    ///
    /// When the event's timestamp shows that a pending long press's duration has passed, the
    /// ``GestureEvent/longPressBegan(location:time:)`` comes first, then what the event itself produces.
    /// Ignored: events with an unusable location (non-finite, or beyond `PointerEvent/maximumCoordinateMagnitude`)
    /// or a non-finite timestamp; events of other pointers while one is held; a second `down` of the held
    /// pointer; `move` and `up` without a `down`; events earlier than the sequence's previous event. A `cancel`
    /// of the held pointer always cancels (at the previous event's time when its own timestamp is unusable).
    ///
    /// - Parameter event: The pointer event.
    /// - Returns: The gesture events, possibly none.
    /// - Complexity: O(1) (the velocity estimate is bounded by `VelocityTracker/historyCapacity`).
    public mutating func handle(_ event: PointerEvent) -> [GestureEvent] {
        defer { _checkInvariants() }
        switch state {
        case .idle:
            guard event.phase == .down, event.hasUsableLocation, event.hasUsableTimestamp else { return [] }
            return begin(event)
        case .holding(let pointerID):
            if event.id == pointerID, event.phase == .up || event.phase == .cancel {
                state = .idle
            }
            return []
        case .tracking(let contact):
            guard event.id == contact.pointerID else { return [] }
            switch event.phase {
            case .down:
                return []
            case .cancel:
                let usable = event.hasUsableTimestamp && event.timestamp >= contact.lastEventTime
                return cancel(at: usable ? event.timestamp : contact.lastEventTime)
            case .move, .up:
                guard event.hasUsableLocation, event.hasUsableTimestamp, event.timestamp >= contact.lastEventTime
                else { return [] }
                return continueSequence(with: event)
            }
        }
    }

    /// Moves time forward without an event, so that a long press can fire while the pointer rests.
    ///
    /// Call it once per frame with the frame's timestamp. It changes nothing unless a pointer is held and a
    /// pending long press's duration has passed by `time`; a non-finite `time` is ignored. It does not constrain
    /// later events: an event may still carry an earlier timestamp (events are often delivered after the frame
    /// that follows them).
    ///
    /// - Parameter time: The current time, in seconds.
    /// - Returns: ``GestureEvent/longPressBegan(location:time:)`` (and a ``GestureEvent/dragBegan(_:)`` when the
    ///   pointer is already far enough for a drag sequenced after the press), or nothing.
    /// - Complexity: O(1).
    public mutating func advance(to time: Double) -> [GestureEvent] {
        defer { _checkInvariants() }
        guard time.isUsableTime, case .tracking(var contact) = state else { return [] }
        let events = fireLongPressIfDue(&contact, at: time)
        if case .tracking = state { state = .tracking(contact) }
        return events
    }

    /// Cancels the open sequence, if any, and forgets the pointer.
    ///
    /// Afterwards the pointer's remaining events are ignored (a `move` or `up` without a `down`); the next `down`
    /// starts a new sequence.
    ///
    /// - Parameter time: The cancellation time, in seconds; a non-finite time or one earlier than the sequence's
    ///   previous event is replaced by that event's time.
    /// - Returns: ``GestureEvent/cancelled(time:)`` when a sequence was open, otherwise nothing.
    /// - Complexity: O(1).
    mutating func cancel(at time: Double) -> [GestureEvent] {
        defer { _checkInvariants() }
        switch state {
        case .idle:
            return []
        case .holding:
            state = .idle
            return []
        case .tracking(let contact):
            state = .idle
            tracker.reset()
            let usable = time.isUsableTime && time >= contact.lastEventTime
            return [.cancelled(time: usable ? time : contact.lastEventTime)]
        }
    }
}

extension GestureRecognizer {
    /// Starts a sequence with a usable `down`.
    mutating func begin(_ event: PointerEvent) -> [GestureEvent] {
        var contact = Contact(
            pointerID: event.id,
            downLocation: event.location,
            downTime: event.timestamp,
            location: event.location,
            lastEventTime: event.timestamp,
            maximumDistance: 0,
            longPress: configuration.longPress == nil ? .unavailable : .possible,
            isDragging: false
        )
        state = .tracking(contact)
        tracker.reset()
        var events: [GestureEvent] = [.pointerDown(location: event.location, time: event.timestamp)]
        events += accept(&contact, location: event.location, time: event.timestamp)
        if case .tracking = state {
            events += fireLongPressIfDue(&contact, at: event.timestamp)
        }
        if case .tracking = state { state = .tracking(contact) }
        return events
    }

    /// Handles a usable `move` or `up` of the held pointer, not earlier than the previous event.
    mutating func continueSequence(with event: PointerEvent) -> [GestureEvent] {
        guard case .tracking(var contact) = state else { return [] }
        var events = fireLongPressIfDue(&contact, at: event.timestamp)
        let isUp = event.phase == .up
        // An `up` elsewhere than the last location is first a final move there.
        if !isUp || event.location != contact.location {
            events += accept(&contact, location: event.location, time: event.timestamp)
        }
        guard case .tracking = state else {
            // Declined: the rest of the sequence is ignored; a lifted pointer is forgotten at once.
            if isUp { state = .idle }
            return events
        }
        contact.lastEventTime = event.timestamp
        if isUp {
            events.append(finish(contact, at: event.timestamp))
            state = .idle
            tracker.reset()
        } else {
            state = .tracking(contact)
        }
        return events
    }

    /// Records a sample and applies the movement rules: drag begin or decline, drag change, long-press failure.
    ///
    /// May leave `state` as `.holding` (declined); otherwise the caller stores `contact`.
    mutating func accept(_ contact: inout Contact, location: Point, time: Double) -> [GestureEvent] {
        contact.location = location
        contact.lastEventTime = time
        tracker.add(location, at: time)
        let distance = (location - contact.downLocation).length
        contact.maximumDistance = max(contact.maximumDistance, distance)
        if contact.isDragging {
            return [.dragChanged(dragValue(contact, at: time))]
        }
        if let began = beginDragIfReady(&contact, at: time) {
            return [began]
        }
        if contact.longPress == .possible, let press = configuration.longPress, distance > press.maximumDistance {
            contact.longPress = .unavailable
        }
        return []
    }

    /// Begins (or declines) the drag when it is allowed now and the pointer is at least the minimum distance
    /// from its down location.
    mutating func beginDragIfReady(_ contact: inout Contact, at time: Double) -> GestureEvent? {
        guard let drag = configuration.drag, !contact.isDragging else { return nil }
        let afterLongPress = contact.longPress == .began
        let requiresPress = configuration.dragRequiresLongPress && configuration.longPress != nil
        if requiresPress && !afterLongPress { return nil }
        let translation = contact.location - contact.downLocation
        guard translation.length >= drag.minimumDistance else { return nil }
        if !afterLongPress, let axis = drag.axis,
            GestureRecognizer.declines(translation, axis: axis, angle: drag.axisLockAngle)
        {
            state = .holding(pointerID: contact.pointerID)
            tracker.reset()
            return .declined(translation: translation, time: time)
        }
        contact.isDragging = true
        if contact.longPress == .possible { contact.longPress = .unavailable }
        return .dragBegan(dragValue(contact, at: time))
    }

    /// Fires the pending long press when its duration has passed by `time`, then begins a drag that was only
    /// waiting for it.
    mutating func fireLongPressIfDue(_ contact: inout Contact, at time: Double) -> [GestureEvent] {
        guard contact.longPress == .possible, !contact.isDragging, let press = configuration.longPress else {
            return []
        }
        let fireTime = contact.downTime + press.minimumDuration
        guard fireTime.isFinite, time >= fireTime else { return [] }
        contact.longPress = .began
        var events: [GestureEvent] = [.longPressBegan(location: contact.location, time: fireTime)]
        if let began = beginDragIfReady(&contact, at: fireTime) {
            events.append(began)
        }
        return events
    }

    /// The terminal event of a release at `time`.
    func finish(_ contact: Contact, at time: Double) -> GestureEvent {
        if contact.isDragging {
            return .dragEnded(dragValue(contact, at: time))
        }
        if let tap = configuration.tap,
            time - contact.downTime <= tap.maximumDuration,
            contact.maximumDistance < tap.maximumDistance,
            contact.longPress != .began || configuration.tapWinsOverLongPress
        {
            return .tap(location: contact.location, time: time)
        }
        if contact.longPress == .began {
            return .longPressEnded(location: contact.location, time: time)
        }
        return .pointerUp(location: contact.location, time: time)
    }

    /// The drag value of `contact` at `time`, with the tracker's velocity then.
    func dragValue(_ contact: Contact, at time: Double) -> DragValue {
        DragValue(
            startLocation: contact.downLocation,
            location: contact.location,
            velocity: tracker.velocity(at: time),
            startTime: contact.downTime,
            time: time
        )
    }

    /// Checks the state's invariants (internal checks only).
    func _checkInvariants() {
        tracker._checkInvariants()
        guard case .tracking(let contact) = state else { return }
        _riffleInvariant(contact.downLocation.isFinite && contact.location.isFinite, "locations are finite")
        _riffleInvariant(contact.downTime.isFinite && contact.lastEventTime >= contact.downTime, "time order")
        _riffleInvariant(contact.maximumDistance.isFinite, "distance is finite")
        _riffleInvariant(
            contact.maximumDistance >= (contact.location - contact.downLocation).length,
            "the largest distance covers the current one"
        )
        _riffleInvariant(!(contact.isDragging && contact.longPress == .possible), "a drag ends a pending long press")
        _riffleInvariant(configuration.drag != nil || !contact.isDragging, "drags only when configured")
        if contact.isDragging, configuration.dragRequiresLongPress, configuration.longPress != nil {
            _riffleInvariant(contact.longPress == .began, "a sequenced drag follows its long press")
        }
        _riffleInvariant(configuration.longPress != nil || contact.longPress == .unavailable, "no press unconfigured")
    }

    /// Whether an axis-bound drag declines `translation`: `atan2(|cross|, |along|) > angle`.
    ///
    /// Evaluated without a math library as `|cross|·cos θ > |along|·sin θ` (θ in 0…90°). Because `cos θ` is
    /// computed as `sin(90° − θ)` with the same function (`Elementary/sin(_:)`), both factors are bit-identical
    /// at 45°, so a movement at exactly 45° begins.
    ///
    /// - Parameters:
    ///   - translation: The movement from the down location.
    ///   - axis: The drag's axis.
    ///   - angle: The lock angle in degrees, already clamped to 0…90.
    /// - Returns: `true` when the drag must decline.
    static func declines(_ translation: Vector, axis: Axis, angle: Double) -> Bool {
        let along = abs(translation[axis])
        let cross = abs(translation[axis.cross])
        let theta = angle / 180 * Double.pi
        let sinTheta = Elementary.sin(theta)
        let cosTheta = Elementary.sin(Double.pi / 2 - theta)
        return cross * cosTheta > along * sinTheta
    }

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
