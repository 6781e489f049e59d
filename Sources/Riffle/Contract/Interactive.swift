/// The one contract every interactive component keeps, and the only way a front end drives one: pointer events
/// and typed commands in, time forward, events and placements out.
///
/// A front end never calls a component directly: it holds a ``ComponentHost`` over it, which owns what every component
/// would otherwise write again (the pointer session, right-to-left mirroring on the way in and out, collecting
/// events, the idle rule, recording and replay). The component itself is a value with no clock, laid out left to
/// right, in its own coordinates:
///
/// ```swift
/// var dots = ComponentHost(PageIndicator.control(count: 5, currentPage: 0, configuration: .onboarding))
/// dots.pointerChanged(to: Point(x: 60, y: 22), at: 0)     // a finger lands on a dot
/// let events = dots.pointerEnded(at: Point(x: 60, y: 22), time: 0.1)
/// // events holds .requestPage(…): the page the user asked for
/// ```
///
/// This is the shape of TCA's `Store<Reducer>` (the store is generic; features are values with typed actions)
/// and of Flutter's `ScrollPosition` serving `PageView`, lists and sheets.
///
/// Rules every conforming type keeps:
/// - ``handle(_:)`` and ``perform(_:at:)`` never trap: a non-finite location or time, a time earlier than the
///   latest input, a move without a down, or an out-of-range index is ignored or clamped as the type documents.
/// - ``advance(to:)`` to a time not later than the latest input changes nothing.
/// - While ``needsFrames`` is `false`, nothing changes until the next input or ``nextDeadline``.
/// - Every change is reported once, as an event, in the order it happened.
/// - Placements are in the component's left-to-right coordinates; ``mirrorWidth`` says when the view's are
///   mirrored, and the host mirrors both ways.
public protocol Interactive: Sendable {
    /// What the component reports: index changes, taps, moves, announcements.
    associatedtype Event: Sendable
    /// Everything a front end can ask of the component besides pointer input, as data: recorded and replayed as
    /// it is (`CommandWords`).
    associatedtype Command: Codable, Hashable, Sendable
    /// One drawn thing (an item, a card, an icon, a dot) in the component's coordinates.
    associatedtype Placement: Mirrorable, Sendable

    /// Feeds one pointer event, in the component's (left-to-right) coordinate space.
    ///
    /// - Parameter event: The event.
    mutating func handle(_ event: PointerEvent)

    /// Carries out a command.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    mutating func perform(_ command: Command, at time: Double)

    /// Moves the component's clock to `time`: runs motions and timers (a long press, autoplay) up to it.
    ///
    /// - Parameter time: The frame's time, in seconds. Earlier times and non-finite times change nothing.
    mutating func advance(to time: Double)

    /// Whether something moves or a pointer is held, so the front end should keep producing frames. A pending
    /// timer alone is ``nextDeadline``, not this.
    var needsFrames: Bool { get }

    /// The next time at which ``advance(to:)`` has work to do while nothing moves (a pending long press, an
    /// autoplay step), or `nil`.
    var nextDeadline: Double? { get }

    /// Hands each event since the last call to `body`, oldest first, and clears them, without allocating.
    ///
    /// - Parameter body: Called once per event.
    mutating func drainEvents(_ body: (Event) throws -> Void) rethrows

    /// The width across which the view's x axis is mirrored (a horizontal component in a right-to-left layout),
    /// or `nil` when view and component coordinates are the same.
    var mirrorWidth: Double? { get }

    /// Calls `body` with each placement to draw at `time`, in the order the component documents, without
    /// changing the component.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - body: Called once per placement.
    func forEachPlacement(at time: Double, _ body: (Placement) throws -> Void) rethrows

    /// The command an input recorded by name stands for: a key (`key right`), a wheel scroll, a crown turn, a
    /// viewport change, or a `command` line written before commands were typed (`command select 3`); nil when
    /// the component has none. The default has none.
    ///
    /// - Parameter event: A recorded input that is not a pointer line or a frame.
    /// - Returns: The command to perform, or nil to ignore the line.
    static func command(recorded event: Recording.Event) -> Command?

    /// Whether a touch that has moved by `translation` (at `velocity`) from where it went down is this component's
    /// drag, or belongs to a parent that scrolls: the classic `gestureRecognizerShouldBegin` rule, asked once per
    /// touch. The default claims a movement along ``dragAxis`` (45° or closer to it), any movement when it is nil.
    ///
    /// - Parameters:
    ///   - translation: The movement since the touch went down, in the component's (left-to-right) coordinates.
    ///   - velocity: The finger's velocity, in points per second: decides when the translation is zero.
    /// - Returns: Whether the component's drag should begin.
    func shouldBeginDrag(translation: Vector, velocity: Vector) -> Bool

    /// The axis along which the component's drag runs now, or nil when it takes a drag in any direction (a lifted
    /// card or icon). The default is nil.
    var dragAxis: Axis? { get }

    /// Tells the component how its drag shares touches with its parents (``ComponentHost/dragPriority``): a
    /// component that commits to a press after a delay (a wallet's lift) waits longer under
    /// ``DragPriority/standard``. The default ignores it.
    ///
    /// - Parameter priority: The host's priority.
    mutating func adoptDragPriority(_ priority: DragPriority)
    /// The line a recording writes for `command` when not its typed words (a view's size as a `viewport` line,
    /// which a recording also carries in its header), or nil for the typed words. The default is nil.
    ///
    /// - Parameter command: The command.
    /// - Returns: The line, or nil.
    static func recordedLine(for command: Command) -> Recording.Event?
}

/// A placement that can be drawn mirrored: what a right-to-left layout shows.
public protocol Mirrorable {
    /// The same placement with its x axis mirrored across `width` (x ↦ width − x, rotations reversed).
    ///
    /// - Parameter width: The width of the view it is drawn in.
    /// - Returns: The mirrored placement.
    func mirrored(inWidth width: Double) -> Self
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

    /// Whether nothing moves and no deadline is pending, so a front end may stop producing frames until the next
    /// input: the one idle rule.
    public var isIdle: Bool { !needsFrames && nextDeadline == nil }

    /// None: a component without keys, scrolls or named commands ignores such lines.
    public static func command(recorded event: Recording.Event) -> Command? { nil }

    /// Claims a movement along ``dragAxis`` (any movement when it is nil): `Axis/admits(translation:velocity:)`.
    public func shouldBeginDrag(translation: Vector, velocity: Vector) -> Bool {
        guard let axis = dragAxis else { return translation.isFinite || velocity.isFinite }
        return axis.admits(translation: translation, velocity: velocity)
    }

    /// None: a drag in any direction.
    public var dragAxis: Axis? { nil }

    /// Whether the host mirrors the view's x axis for this component (``mirrorWidth`` is set): the one
    /// right-to-left sign, which a component also reads for what reaches it unmirrored (an arrow key's direction,
    /// a trackpad's delta, a control of its own that it draws).
    var isMirrored: Bool { mirrorWidth != nil }

    /// Ignored.
    public mutating func adoptDragPriority(_ priority: DragPriority) {}
    /// Nil: every command is recorded as its typed words.
    public static func recordedLine(for command: Command) -> Recording.Event? { nil }
}

extension Equatable {
    /// Whether settings a view hands a component are the ones it has: equal, or differing only by NaNs in the same
    /// places.
    ///
    /// A NaN is never equal to itself, so `==` alone would call settings holding one new every time a view
    /// re-applies them (SwiftUI does on every update of the view).
    ///
    /// - Complexity: O(1) when equal; otherwise the cost of describing both values.
    func isSameSettings(as other: Self) -> Bool {
        self == other || String(describing: self) == String(describing: other)
    }
}
