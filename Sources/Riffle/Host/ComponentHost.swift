/// What any front end holds to drive one ``Interactive`` component: the one host, generic over the contract.
///
/// A view, the Linux gallery, a test, a fuzzer or a replayer all drive a component the same way, through this
/// type: toolkit callbacks and typed commands in, frames forward, events and placements out. The host owns, once
/// for every component:
/// - the pointer session that turns a toolkit's drag callbacks (SwiftUI's `onChanged`, `onEnded` and the
///   gesture-state reset, in any of the orders Apple allows) into ``PointerEvent``s (`PointerSession`);
/// - right to left as one sign: view points are mirrored across ``Interactive/mirrorWidth`` on the way in, and
///   placements on the way out, so components are always laid out left to right;
/// - the events of each call, returned in order;
/// - the one idle rule (``needsFrames``, ``nextDeadline``, ``isIdle``);
/// - recording: with ``startRecording(component:settings:)``, every input and frame is appended to ``recording``
///   as data, and ``replay(_:at:)`` hands a recorded input back.
///
/// Reading the component's state needs no forwarding: `host.currentPage` reads `host.component.currentPage`.
///
/// ```swift
/// var host = ComponentHost(PageIndicator.control(count: 5, currentPage: 0, configuration: .onboarding))
/// host.pointerChanged(to: Point(x: 60, y: 22), at: 0)
/// let events = host.pointerEnded(at: Point(x: 60, y: 22), time: 0.1)   // [… .requestPage(1, …) …]
/// host.send(.update(count: 5, currentPage: 1, progress: nil), at: 0.2)
/// host.forEachPlacement(at: 0.2) { dot in /* draw it */ }
/// ```
///
/// - Complexity: Each call costs what the component's call costs, plus O(events) to collect them.
@dynamicMemberLookup
public struct ComponentHost<Component: Interactive>: Sendable {
    /// The component, as the calls so far left it.
    public private(set) var component: Component
    /// The drag callbacks turned into pointer events.
    var pointer = PointerSession()
    /// Everything received since ``startRecording(component:settings:)`` (or the last ``takeRecording()``), or nil
    /// when not recording.
    public internal(set) var recording: Recording?
    /// How the component's drag shares a touch with its parents and the controls in its items.
    ///
    /// See ``shouldBeginDrag(translation:velocity:)``. Default ``DragPriority/standard``.
    public var dragPriority = DragPriority.standard {
        didSet { component.adoptDragPriority(dragPriority) }
    }
    /// Whether a touch may drag the component at all.
    ///
    /// False leaves every drag to the parent; taps, presses, keys and commands still work. Default true.
    public var allowsDragging = true
    /// The touch the component claimed as its drag (its pointer id), or nil.
    var claimedTouch: Int?
    /// The touch left to a parent (its pointer id): the component saw it cancelled, and its later events do not
    /// reach it.
    var declinedTouch: Int?

    /// Creates a host driving `component`.
    ///
    /// - Parameter component: The component, as the front end configured it.
    public init(_ component: Component) {
        self.component = component
        self.component.adoptDragPriority(dragPriority)
    }

    /// Reads a property of the component: `host.currentPage` is `host.component.currentPage`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Component, Value>) -> Value {
        component[keyPath: keyPath]
    }

    /// Whether something moves or a pointer is held: keep producing frames.
    public var needsFrames: Bool { component.needsFrames }

    /// The next time a frame has work while nothing moves (a long press, autoplay), or nil.
    public var nextDeadline: Double? { component.nextDeadline }

    /// Whether nothing moves and nothing is pending: frames may stop until the next input (the one idle rule).
    public var isIdle: Bool { component.isIdle }

    /// Carries out a command and returns what it caused.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    /// - Returns: The component's events, oldest first.
    @discardableResult
    public mutating func send(_ command: Component.Command, at time: Double) -> [Component.Event] {
        record(command, at: time)
        component.perform(command, at: time)
        return component.takeEvents()
    }

    /// Moves the clock to a frame's time and returns what happened.
    ///
    /// - Parameter time: The frame's time, in seconds (earlier times change nothing).
    /// - Returns: The component's events, oldest first.
    @discardableResult
    public mutating func advance(to time: Double) -> [Component.Event] {
        record(.frame, at: time)
        component.advance(to: time)
        return component.takeEvents()
    }

    /// Calls `body` with each placement at `time`, in the view's coordinates (mirrored right to left).
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - body: Called once per placement.
    public func forEachPlacement(at time: Double, _ body: (Component.Placement) throws -> Void) rethrows {
        // Two calls rather than `width.map($0.mirrored(inWidth:))`: the partially applied method allocated a
        // closure context per placement (one malloc each, every frame).
        guard let width = component.mirrorWidth else { return try component.forEachPlacement(at: time, body) }
        try component.forEachPlacement(at: time) { try body($0.mirrored(inWidth: width)) }
    }

    /// The placements at `time`, in the view's coordinates (see ``forEachPlacement(at:_:)``).
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The placements.
    public func placements(at time: Double) -> [Component.Placement] {
        var result: [Component.Placement] = []
        forEachPlacement(at: time) { result.append($0) }
        return result
    }

    /// Something else the component reports in its coordinates (a frame, a page dot), in the view's: mirrored
    /// across ``Interactive/mirrorWidth`` when set, as placements are.
    ///
    /// - Parameter value: A value in the component's coordinates.
    /// - Returns: The value in the view's coordinates.
    public func inView<Value: Mirrorable>(_ value: Value) -> Value {
        guard let width = component.mirrorWidth else { return value }
        return value.mirrored(inWidth: width)
    }

    /// A view point in the component's coordinates: mirrored across ``Interactive/mirrorWidth`` when set.
    ///
    /// - Parameter point: A point in the view.
    /// - Returns: The point for the component.
    func componentPoint(_ point: Point) -> Point {
        component.mirrorWidth.map { Point(x: $0 - point.x, y: point.y) } ?? point
    }

    /// The host advanced to a frame's `time` and that advance's events, or nil when the advance reported nothing
    /// and left `state` as it was: a view that draws each frame from an advanced copy stores the host only when
    /// this is not nil (storing it re-evaluates the view; a frame that only moves items is drawn already, and the
    /// stored host catches up in one closed-form step at the next input).
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - state: What the view reads from the host outside the frame (``Pager/viewState``).
    /// - Returns: The advanced host and its events, or nil.
    public func advanced<State: Equatable>(to time: Double, changing state: (Self) -> State) -> (
        host: Self, events: [Component.Event]
    )? {
        var next = self
        let events = next.advance(to: time)
        // A recording host is always stored, so that its recording keeps every frame.
        return events.isEmpty && recording == nil && state(next) == state(self) ? nil : (next, events)
    }

    /// The deadline to wake the host at while nothing moves (``nextDeadline``, an autoplay's), or nil while
    /// frames run (they reach it) or nothing waits: a view waits for it without frames.
    public var wakeDeadline: Double? { needsFrames ? nil : nextDeadline }

    /// The time to advance to when the wake timer fires at `time`: never before the deadline (a timer may fire
    /// early), so the deadline's work is done.
    ///
    /// - Parameter time: When the timer fired, in seconds.
    /// - Returns: The time to advance to.
    public func wakeTime(firedAt time: Double) -> Double {
        Swift.max(time, nextDeadline ?? time)
    }
}

// MARK: - Sharing touches with parents

/// Who a touch in progress belongs to (``ComponentHost/touchClaim``).
public enum DragClaim: Hashable, Sendable {
    /// Not decided yet: the touch has moved less than `ComponentHost/claimDistance` (a tap or a press so far).
    case pending
    /// The component's drag: a parent must not scroll, and the controls inside its items lose the touch.
    case claimed
    /// Left to a parent: the component saw the touch cancelled and ignores the rest of it.
    case declined
}

extension ComponentHost {
    /// How far, in points, a touch moves before the host decides whether it is the component's drag (UIKit's pan
    /// and SwiftUI's `DragGesture` begin at the same distance).
    static var claimDistance: Double { 10 }

    /// Whether a drag that has moved by `translation` (at `velocity`) from its touch-down should begin as the
    /// component's, or be left to a parent: what a pan recognizer's `gestureRecognizerShouldBegin` asks.
    ///
    /// Never while ``allowsDragging`` is false. Under ``DragPriority/high``, always (for finite input). Otherwise
    /// the component decides (``Interactive/shouldBeginDrag(translation:velocity:)``), in its coordinates: the
    /// translation and velocity are mirrored right to left as points are.
    ///
    /// - Parameters:
    ///   - translation: The movement since the touch-down, in the view's points.
    ///   - velocity: The finger's velocity, in the view's points per second. Default zero.
    /// - Returns: Whether the component's drag begins; false leaves the touch to the parent.
    public func shouldBeginDrag(translation: Vector, velocity: Vector = .zero) -> Bool {
        guard allowsDragging, translation.isFinite || velocity.isFinite else { return false }
        if dragPriority == .high { return true }
        let sign: Double = component.isMirrored ? -1 : 1
        return component.shouldBeginDrag(
            translation: Vector(x: translation.x * sign, y: translation.y),
            velocity: Vector(x: velocity.x * sign, y: velocity.y))
    }

    /// Whether the drag recognizer may run together with a parent's (``DragPriority/simultaneous``): what a pan
    /// recognizer's `shouldRecognizeSimultaneouslyWith` answers.
    public var recognizesSimultaneously: Bool { dragPriority == .simultaneous }

    /// Who the touch in progress belongs to, or nil between touches.
    public var touchClaim: DragClaim? {
        guard let id = pointer.pointerID else { return nil }
        if id == declinedTouch { return .declined }
        return id == claimedTouch ? .claimed : .pending
    }

    /// The drag recognizer began: the touch in progress is the component's.
    ///
    /// Its `gestureRecognizerShouldBegin` returned true, so the touch is claimed whatever the movement that
    /// follows. Nothing without a touch in progress.
    public mutating func claimTouch() {
        guard let id = pointer.pointerID, id != declinedTouch else { return }
        claimedTouch = id
    }

    /// Decides the touch in progress once it has moved `claimDistance` from its touch-down.
    ///
    /// The decision comes before the component sees the move: claimed, or declined, when the component gets a
    /// cancellation in place of the move and none of the rest of the touch. Under ``DragPriority/high`` and ``DragPriority/simultaneous`` with dragging
    /// allowed, nothing is declined (the component's own axis lock applies, as before).
    ///
    /// - Parameter events: The pointer session's events for one change.
    /// - Returns: The events to hand to the component, and whether the touch was declined.
    mutating func claimingTouch(_ events: [PointerEvent]) -> (events: [PointerEvent], declines: Bool) {
        guard let id = pointer.pointerID, id != claimedTouch, id != declinedTouch,
            let start = pointer.startLocation, let latest = pointer.latestLocation
        else { return (events, false) }
        let translation = latest - start
        guard translation.length >= Self.claimDistance else { return (events, false) }
        if shouldBeginDrag(translation: translation) || (allowsDragging && dragPriority != .standard) {
            claimedTouch = id
            return (events, false)
        }
        var kept = events.filter { $0.id != id || $0.phase == .down }
        kept.append(PointerEvent(id: id, phase: .cancel, location: latest, timestamp: pointer.latestTime ?? 0))
        return (kept, true)
    }
}

// MARK: - Pointer input

extension ComponentHost {
    /// One pointer event in view coordinates, from a front end that sees raw pointers (a window with a mouse and
    /// touches).
    ///
    /// Recorded under its own pointer id; id 0 is the recording's name for the touch of the drag callbacks below,
    /// so raw pointers use other ids.
    ///
    /// - Parameter event: The event; its location is mirrored into the component's coordinates.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> [Component.Event] {
        record(.pointer(event), at: event.timestamp)
        return feed([event])
    }

    /// The drag changed (SwiftUI's `DragGesture.onChanged`): the first change of a touch puts the pointer down
    /// (at `startLocation` when given), later ones move it.
    ///
    /// - Parameters:
    ///   - location: The pointer's location in the view, in points.
    ///   - startLocation: Where the touch began, for the first change.
    ///   - time: The time of the change, in seconds.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func pointerChanged(to location: Point, from startLocation: Point? = nil, at time: Double)
        -> [Component.Event]
    {
        if recording != nil {
            if !pointer.beginsTouch(from: startLocation) {
                record(.move(location, pointer: 0), at: time)
            } else {
                // A new touch (after the old one's cancellation when its end was lost): replayed as a change at its
                // start, then (when it moved already) one at its location.
                if pointer.isActive && !pointer.isResetPending { record(.cancel(pointer: 0), at: time) }
                let start = startLocation ?? location
                record(.down(start, pointer: 0), at: time)
                if start != location { record(.move(location, pointer: 0), at: time) }
            }
        }
        let changes = claimingTouch(pointer.changed(to: location, from: startLocation, at: time))
        let events = feed(changes.events)
        if changes.declines { declinedTouch = pointer.pointerID }
        return events
    }

    /// The drag ended (SwiftUI's `DragGesture.onEnded`): the pointer lifts (a tap, a release, a drop).
    ///
    /// - Parameters:
    ///   - location: Where the pointer lifted, in the view, in points.
    ///   - time: The time of the end, in seconds.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func pointerEnded(at location: Point, time: Double) -> [Component.Event] {
        record(.up(location, pointer: 0), at: time)
        return feed(pointer.ended(at: location, time: time))
    }

    /// The system took the touch away: the component ends the gesture as a cancellation.
    ///
    /// Nothing happens when no touch is in progress.
    ///
    /// - Parameter time: The time of the cancellation, in seconds.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func pointerCancelled(at time: Double) -> [Component.Event] {
        if pointer.isActive { record(.cancel(pointer: 0), at: time) }
        return feed(pointer.cancelled(at: time))
    }

    /// The view's gesture state reset: the drag ended or was cancelled.
    ///
    /// SwiftUI resets it before or after `onEnded`, in an order Apple does not document (see
    /// `PointerSession/gestureReset(at:)`). Call ``pointerResetResolved(at:)`` once the update's callbacks have
    /// run, to treat a reset that no end followed as a cancellation.
    ///
    /// - Parameter time: The time of the reset, in seconds.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func pointerGestureReset(at time: Double) -> [Component.Event] {
        record(.gestureReset, at: time)
        return feed(pointer.gestureReset(at: time))
    }

    /// Settles a gesture-state reset that no end followed as ``pointerCancelled(at:)``; nothing after an end.
    ///
    /// - Parameter time: The time, in seconds.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func pointerResetResolved(at time: Double) -> [Component.Event] {
        record(.resetResolved, at: time)
        return feed(pointer.resolveReset(at: time))
    }

    /// Hands pointer events in view coordinates to the component, mirrored into its coordinates; those of a
    /// touch left to a parent stay out.
    mutating func feed(_ events: [PointerEvent]) -> [Component.Event] {
        defer {
            if pointer.pointerID != declinedTouch { declinedTouch = nil }
            if pointer.pointerID != claimedTouch { claimedTouch = nil }
        }
        for event in events where event.id != declinedTouch {
            var local = event
            local.location = componentPoint(event.location)
            component.handle(local)
        }
        return component.takeEvents()
    }
}

// MARK: - Recording and replay

extension ComponentHost {
    /// Starts recording every input from now on.
    ///
    /// Pointer callbacks and events, commands (as `CommandWords`) and frames are recorded. A second call while
    /// recording does nothing.
    ///
    /// - Parameters:
    ///   - kind: The component's kind in the recording's header (`dots`, `track`, `wallet`, `home`, …).
    ///   - settings: The header's settings, as name and value words.
    public mutating func startRecording(component kind: String, settings: [(String, String)] = []) {
        guard recording == nil else { return }
        recording = Recording(header: .init(component: kind, settings: settings.map { Recording.Setting($0.0, $0.1) }))
    }

    /// The inputs recorded since ``startRecording(component:settings:)`` or the last call, with the recording's
    /// header; recording goes on.
    ///
    /// A front end that keeps its own file (SwiftUI's `InteractionRecorder`) moves them there after each call.
    ///
    /// - Returns: The recording so far, or nil when none runs.
    public mutating func takeRecording() -> Recording? {
        guard let taken = recording else { return nil }
        recording?.entries.removeAll()
        return taken
    }

    /// Hands one recorded input back to the host, as the call that recorded it.
    ///
    /// Pointer lines of pointer 0 go to the drag callbacks (`down` and `move` a change, `up` an end, `cancel` a cancellation, `reset` and `resolve`
    /// the gesture-state calls), other pointers' lines as raw events, commands decoded as the component's
    /// ``Interactive/Command`` (or, for keys, scrolls, crown turns, viewports and untyped command lines, what
    /// ``Interactive/command(recorded:)`` maps them to), frames as ``advance(to:)``. Lines the component has no
    /// command for are ignored.
    ///
    /// - Parameters:
    ///   - event: The recorded input.
    ///   - time: Its time, in seconds.
    /// - Returns: The component's events.
    @discardableResult
    public mutating func replay(_ event: Recording.Event, at time: Double) -> [Component.Event] {
        switch event {
        case .down(let point, 0), .move(let point, 0): return pointerChanged(to: point, at: time)
        case .up(let point, 0): return pointerEnded(at: point, time: time)
        case .cancel(0): return pointerCancelled(at: time)
        case .down, .move, .up, .cancel:
            guard let raw = event.pointerEvent(at: time) else { return [] }
            return handle(raw)
        case .gestureReset: return pointerGestureReset(at: time)
        case .resetResolved: return pointerResetResolved(at: time)
        case .frame: return advance(to: time)
        case .command, .key, .scroll, .crown, .viewport:
            guard let command = event.typed(Component.Command.self) ?? Component.command(recorded: event) else {
                return []
            }
            return send(command, at: time)
        }
    }

    /// Appends an input to the recording, when one runs; the first view size also goes into the header.
    mutating func record(_ event: Recording.Event, at time: Double) {
        guard recording != nil else { return }
        if recording?.header.viewport == nil, let size = event.viewportSize { recording?.header.viewport = size }
        recording?.record(event, at: time)
    }

    /// Appends a command to the recording, when one runs: the component's line for it
    /// (``Interactive/recordedLine(for:)``), else `command <case> <path=value>…`.
    mutating func record(_ command: Component.Command, at time: Double) {
        guard recording != nil, let line = Component.recordedLine(for: command) ?? Recording.Event(typed: command)
        else { return }
        record(line, at: time)
    }
}
