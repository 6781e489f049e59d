/// A host a ``Recording`` can drive: every host input arrives as a ``Recording/Event``, time moves forward with
/// ``advance(to:)``, and the frame is read with ``placements(at:)``.
///
/// ``ComponentHost`` (for a component with hashable events and placements), ``CardStackHost`` and ``HomeScreenHost`` adopt it, so a replayer
/// (``RecordingReplayer``) and a test driver drive all four the same way. Each maps a recorded event to the same
/// call a view makes:
/// - pointer lines of pointer 0 go through the ``PointerHost`` callbacks (down and move are
///   ``PointerHost/pointerChanged(to:from:at:)``, up ``PointerHost/pointerEnded(at:time:)``, cancel
///   ``PointerHost/pointerCancelled(at:)``, `reset` and `resolve` the gesture-state calls); hosts follow one touch,
///   so other pointer ids are ignored;
/// - keys, scrolls, crown turns, viewport changes and commands go to the host's own calls, as each adopting type
///   documents; what a host has no call for is ignored;
/// - a `frame` advances the host to its time.
///
/// The same events at the same times always give the same outputs and placements: no host reads a clock.
public protocol ReplayableHost: Sendable {
    /// What a call reports, for the view to act on.
    associatedtype Output: Hashable, Sendable
    /// What is drawn: one value per visible item, card or icon.
    associatedtype Placement: Hashable, Sendable

    /// Hands one recorded input to the host.
    ///
    /// - Parameters:
    ///   - event: The input.
    ///   - time: Its time, in seconds.
    /// - Returns: What the view must act on.
    mutating func replay(_ event: Recording.Event, at time: Double) -> [Output]

    /// Moves the host's clock to a frame's time.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: What the view must act on.
    mutating func advance(to time: Double) -> [Output]

    /// What to draw at `time`, without changing the host.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The placements, back to front or in the host's documented order.
    func placements(at time: Double) -> [Placement]

    /// Whether the host needs frames (something moves, or a pointer is held).
    var needsFrames: Bool { get }

    /// The next time the host has work to do while nothing moves (a long press, autoplay), or nil.
    var nextDeadline: Double? { get }
}

extension ReplayableHost {
    /// Whether nothing moves and no deadline is pending, so frames may stop until the next input: the one idle
    /// rule, as ``Interactive/isIdle`` states it.
    public var isIdle: Bool { !needsFrames && nextDeadline == nil }
}

extension PointerHost {
    /// Hands a recorded pointer line of pointer 0 to the ``PointerHost`` callbacks; nil for other events and
    /// other pointers.
    ///
    /// - Parameters:
    ///   - event: The recorded event.
    ///   - time: Its time, in seconds.
    /// - Returns: What the callback returned, or nil when `event` is not a pointer line of pointer 0.
    public mutating func replayPointer(_ event: Recording.Event, at time: Double) -> PointerOutput? {
        switch event {
        case .down(let point, 0), .move(let point, 0): return pointerChanged(to: point, at: time)
        case .up(let point, 0): return pointerEnded(at: point, time: time)
        case .cancel(0): return pointerCancelled(at: time)
        case .gestureReset: return pointerGestureReset(at: time)
        case .resetResolved: return pointerResetResolved(at: time)
        default: return nil
        }
    }
}
