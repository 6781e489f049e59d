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
    /// The configuration in use, with invalid option values already replaced (see the options types).
    public let configuration: Configuration
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
    public var isTracking: Bool {
        if case .idle = state { return false }
        return true
    }

    /// The time at which ``advance(to:)`` would begin a pending long press, or `nil` when none is pending (no
    /// pointer held, no long press configured, or the press already began, failed or became a drag).
    ///
    /// - Complexity: O(1).
    public var nextDeadline: Double? {
        guard case .tracking(let contact) = state, contact.longPress == .possible, !contact.isDragging,
            let press = configuration.longPress
        else { return nil }
        return contact.downTime + press.minimumDuration
    }

    /// Handles one pointer event and returns what it recognized, in order.
    ///
    /// When the event's timestamp shows that a pending long press's duration has passed, the
    /// ``GestureEvent/longPressBegan(location:time:)`` comes first, then what the event itself produces.
    /// Ignored: events with an unusable location (non-finite, or beyond ``PointerEvent/maximumCoordinateMagnitude``)
    /// or a non-finite timestamp; events of other pointers while one is held; a second `down` of the held
    /// pointer; `move` and `up` without a `down`; events earlier than the sequence's previous event. A `cancel`
    /// of the held pointer always cancels (at the previous event's time when its own timestamp is unusable).
    ///
    /// - Parameter event: The pointer event.
    /// - Returns: The gesture events, possibly none.
    /// - Complexity: O(1) (the velocity estimate is bounded by ``VelocityTracker/historyCapacity``).
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
    public mutating func cancel(at time: Double) -> [GestureEvent] {
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
