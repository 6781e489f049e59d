/// The one contract that drives every interactive component: pointer events in, time forward, events out.
///
/// ``Track``, ``CardStack``, ``HomeScreen`` and ``PageIndicator`` adopt it, and every front end (the SwiftUI
/// views, the Linux gallery, a test) drives them the same way:
///
/// ```swift
/// func frame<Component: Interactive>(_ component: inout Component, pointer: [PointerEvent], at time: Double) {
///     for event in pointer { component.handle(event) }
///     component.advance(to: time)
///     component.drainEvents { event in /* act on it */ }
///     // Ask for the next frame while component.needsFrames; otherwise wake at component.nextDeadline.
/// }
/// ```
///
/// The contract has no clock: every call carries its time, so the same calls always give the same state. It
/// is the shape of TCA's "state + action → new state + effects" and of Flutter's `Simulation`, reduced to what
/// a paged interface needs.
///
/// Rules every conforming type keeps:
/// - ``handle(_:)`` never traps: a non-finite location or time, a time earlier than the latest input, or a move
///   without a down is ignored or ends the gesture as the type documents.
/// - ``advance(to:)`` to a time not later than the latest input changes nothing.
/// - When ``needsFrames`` is `false`, nothing changes until the next input or ``nextDeadline``.
/// - Every change is reported once, as an event, in the order it happened.
///
/// See also: ``PointerEvent``, ``PointerSession`` (how a host turns its toolkit's callbacks into pointer events).
public protocol Interactive: Sendable {
    /// What the component reports: index changes, taps, moves, announcements.
    associatedtype Event: Sendable

    /// Feeds one pointer event, in the component's coordinate space.
    ///
    /// - Parameter event: The event.
    mutating func handle(_ event: PointerEvent)

    /// Moves the component's clock to `time`: runs motions and timers (a long press, autoplay) up to it.
    ///
    /// - Parameter time: The frame's time, in seconds. Earlier times and non-finite times change nothing.
    mutating func advance(to time: Double)

    /// Whether the host should keep producing frames (something moves, or a pointer is held).
    var needsFrames: Bool { get }

    /// The next time at which ``advance(to:)`` has work to do while nothing moves (a pending long press, an
    /// autoplay step), or `nil`.
    var nextDeadline: Double? { get }

    /// Hands each event since the last call to `body`, oldest first, and clears them, without allocating.
    ///
    /// - Parameter body: Called once per event.
    mutating func drainEvents(_ body: (Event) throws -> Void) rethrows

    /// Returns the events since the last call, oldest first, and clears them.
    mutating func takeEvents() -> [Event]
}

extension Interactive {
    /// Returns the events since the last call, oldest first, and clears them (built on ``drainEvents(_:)``).
    ///
    /// - Complexity: O(events).
    public mutating func takeEvents() -> [Event] {
        var events: [Event] = []
        drainEvents { events.append($0) }
        return events
    }

    /// Whether a host may stop producing frames and sleep until the next input: nothing moves and no deadline
    /// is pending.
    public var isIdle: Bool { !needsFrames && nextDeadline == nil }
}
