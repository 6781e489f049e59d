/// A number that moves toward a target with a spring, a timing curve or a deceleration, driven frame by frame
/// with explicit timestamps.
///
/// ```swift
/// var offset = AnimatedValue(0)
/// offset.animate(to: -375, with: .spring(.smooth), initialVelocity: .absolute(-800), at: releaseTime)
/// // every frame:
/// if offset.advance(to: frameTime) { /* settled exactly on -375 */ }
/// ```
///
/// Motion is evaluated in closed form from the moment it started, so the result does not depend on the frame
/// rate: advancing in many small steps or one large step gives the same value.
///
/// ## Retargeting
///
/// Calling ``animate(to:with:initialVelocity:at:)`` while a motion runs starts the new motion from the current
/// value, so the position never jumps:
/// - a spring starts with the current velocity (``InitialVelocity/current``), so the velocity is continuous too;
/// - a timing curve restarts from the current value with its full duration and the curve's own initial velocity
///   (zero for ``TimingCurve/easeIn`` and ``TimingCurve/easeInOut``), so the velocity may change abruptly;
/// - a ``Motion/decay(_:)`` starts with the velocity that brings it to rest on the target.
///
/// ## Settling
///
/// A spring or decay settles when it is within ``tolerance`` of its target (distance and speed), or within the
/// rounding of its magnitude when that is larger (far from 0, where `Double` cannot get within the tolerance);
/// every motion ends at the latest ``maximumDuration`` (one hour) after it started. A curve settles
/// when its duration has elapsed (to within a nanosecond, so timestamp rounding cannot leave it a frame short);
/// ``Motion/none`` settles at its start. On settling the value is placed exactly
/// on the target and the velocity becomes 0, and ``advance(to:)`` returns `true` (once per motion).
///
/// ## Free decay
///
/// ``decay(_:initialVelocity:bounds:edgeSpring:at:)`` coasts without a target and settles where its speed falls
/// below ``RestTolerance/speed``. With bounds, reaching an edge hands the motion over to a spring toward that edge
/// at the exact crossing time, keeping the velocity: a free-scrolling track that bounces at its end.
///
/// ## Time and invalid input
///
/// Timestamps are absolute, in seconds. Time never goes backwards: ``advance(to:)`` with an earlier time is
/// ignored, and a motion requested for an earlier time starts at the latest time seen. A motion requested for
/// a later time (or with a delay) starts then; the current motion continues until that time. Any call with a
/// non-finite target, velocity or time is ignored entirely and leaves the value unchanged. Motion that would
/// overflow `Double` lands on its target at once. The value and velocity are therefore always finite.
///
/// `AnimatedValue` holds no reference and allocates nothing: it is a plain value that is cheap to copy and to
/// advance once per frame.
public struct AnimatedValue: Hashable, Sendable {
    /// The current value, as of ``time``.
    public internal(set) var value: Double
    /// The current velocity, in units per second, as of ``time``; 0 when settled.
    public internal(set) var velocity: Double
    /// The value the current motion is heading to; nil during a free decay.
    ///
    /// When settled, the value itself.
    public internal(set) var target: Double?
    /// The latest timestamp seen, in seconds; nil before the first one.
    public internal(set) var time: Double?
    /// When a spring or decay counts as settled.
    public var tolerance: RestTolerance
    /// What moves the value now.
    @usableFromInline internal var driver: Driver
    /// A motion requested for a later time.
    @usableFromInline internal var pending: Pending?

    /// Creates a value at rest.
    ///
    /// - Parameters:
    ///   - value: The initial value; a non-finite value becomes 0.
    ///   - tolerance: When a spring or decay counts as settled.
    public init(_ value: Double, tolerance: RestTolerance = .default) {
        let start = value.isFinite ? value : 0
        self.value = start
        self.velocity = 0
        self.target = start
        self.time = nil
        self.tolerance = tolerance
        self.driver = .idle
        self.pending = nil
        _checkInvariants()
    }

    /// Whether nothing moves the value and no motion is scheduled.
    public var isSettled: Bool {
        if case .idle = driver { return pending == nil }
        return false
    }

    /// Starts moving toward `target` with `motion`.
    ///
    /// - Parameters:
    ///   - target: The value to move to.
    ///   - motion: The driver: a spring, a timing curve (with its delay), a decay that lands on the target, or none.
    ///   - initialVelocity: The velocity to start with, for springs: the current one by default. Curves start with
    ///     their own velocity and ``Motion/decay(_:)`` with the one that lands on the target; both ignore this.
    ///   - time: When the motion starts (before a curve's delay), normally the current frame's timestamp.
    /// - Complexity: O(1).
    public mutating func animate(
        to target: Double, with motion: Motion, initialVelocity: InitialVelocity = .current, at time: Double
    ) {
        guard target.isFinite, time.isFinite else { return }
        switch initialVelocity {
        case .current: break
        case .absolute(let velocity), .fractionOfChange(let velocity):
            guard velocity.isFinite else { return }
        }
        var delay = 0.0
        if case .curve(_, _, let curveDelay) = motion, curveDelay.isFinite, curveDelay > 0 {
            delay = min(curveDelay, AnimatedValue.maximumDuration)
        }
        schedule(.animate(target: target, motion: motion, initialVelocity: initialVelocity), at: time, delay: delay)
    }

    /// Starts a free deceleration without a target, like a scroll view after a flick.
    ///
    /// The value coasts with ``Decay`` until its speed falls below ``RestTolerance/speed`` and then stays where it
    /// is. With `bounds`, the moment the value crosses an edge it is handed to `edgeSpring`, which pulls it back to
    /// that edge starting with the velocity at the crossing. If the value is already outside the bounds, the
    /// spring starts at once (toward the nearer edge).
    ///
    /// - Parameters:
    ///   - decay: The deceleration.
    ///   - initialVelocity: The velocity to start with, in units per second; nil keeps the current velocity.
    ///   - bounds: The range the value should stay in, if any; infinite bounds are allowed.
    ///   - edgeSpring: The spring that brings the value back to an edge it crossed.
    ///   - time: When the deceleration starts, normally the timestamp of the release.
    /// - Complexity: O(1).
    public mutating func decay(
        _ decay: Decay, initialVelocity: Double? = nil, bounds: ClosedRange<Double>? = nil,
        edgeSpring: Spring = .smooth, at time: Double
    ) {
        guard time.isFinite else { return }
        if let initialVelocity, !initialVelocity.isFinite { return }
        let request = Request.decay(decay, initialVelocity: initialVelocity, bounds: bounds, edgeSpring: edgeSpring)
        schedule(request, at: time, delay: 0)
    }

    /// Places the value at `newValue` at once, at rest, and cancels any motion (also a scheduled one).
    ///
    /// Use it to follow a finger 1:1. Unlike ``Motion/none``, a jump is not reported by ``advance(to:)``.
    ///
    /// - Parameters:
    ///   - newValue: The new value.
    ///   - time: The timestamp of the change; an earlier time than ``time`` counts as ``time``.
    /// - Complexity: O(1).
    public mutating func jump(to newValue: Double, at time: Double) {
        guard newValue.isFinite, time.isFinite else { return }
        self.time = max(time, self.time ?? time)
        pending = nil
        settle(at: newValue)
        _checkInvariants()
    }

    /// Stops the value where it is at `time` and cancels any scheduled motion.
    ///
    /// Use it when a finger catches a moving track. Stopping is not reported by ``advance(to:)``.
    ///
    /// - Parameter time: The timestamp of the stop; the value is first advanced to it.
    /// - Complexity: O(1).
    public mutating func stop(at time: Double) {
        guard time.isFinite else { return }
        advance(to: time)
        if self.time == nil { self.time = time }
        pending = nil
        settle(at: value)
        _checkInvariants()
    }

    /// Moves the value to where its motion puts it at `time`.
    ///
    /// A motion scheduled for a time at or before `time` starts at its own start time, after the current motion
    /// has run until then. An earlier `time` than ``time``, or a non-finite one, is ignored.
    ///
    /// - Parameter time: The current timestamp, in seconds.
    /// - Returns: `true` if the value settled during this call (it was moving or scheduled, and is now at rest).
    /// - Complexity: O(1).
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        guard time.isFinite else { return false }
        guard let last = self.time else {
            self.time = time
            _checkInvariants()
            return false
        }
        guard time >= last else { return false }
        let wasSettled = isSettled
        if let scheduled = pending, scheduled.startTime <= time {
            pending = nil
            evolve(to: scheduled.startTime)
            begin(scheduled.request, at: scheduled.startTime)
        }
        evolve(to: time)
        self.time = time
        _checkInvariants()
        return !wasSettled && isSettled
    }
}
