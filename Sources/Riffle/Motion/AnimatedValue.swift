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
///   (zero for `TimingCurve/easeIn` and ``TimingCurve/easeInOut``), so the velocity may change abruptly;
/// - a ``Motion/decay(_:)`` starts with the velocity that brings it to rest on the target.
///
/// ## Settling
///
/// A spring or decay settles when it is within `tolerance` of its target (distance and speed), or within the
/// rounding of its magnitude when that is larger (far from 0, where `Double` cannot get within the tolerance);
/// every motion ends at the latest `maximumDuration` (one hour) after it started. A curve settles
/// when its duration has elapsed (to within a nanosecond, so timestamp rounding cannot leave it a frame short);
/// ``Motion/none`` settles at its start. On settling the value is placed exactly
/// on the target and the velocity becomes 0, and ``advance(to:)`` returns `true` (once per motion).
///
/// ## Free decay
///
/// `decay(_:initialVelocity:bounds:edgeSpring:at:)` coasts without a target and settles where its speed falls
/// below `RestTolerance/speed`. With bounds, reaching an edge hands the motion over to a spring toward that edge
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
    /// The current value, as of `time`.
    public internal(set) var value: Double
    /// The current velocity, in units per second, as of `time`; 0 when settled.
    var velocity: Double
    /// The value the current motion is heading to; nil during a free decay.
    ///
    /// When settled, the value itself.
    public internal(set) var target: Double?
    /// The latest timestamp seen, in seconds; nil before the first one.
    var time: Double?
    /// When a spring or decay counts as settled.
    var tolerance: RestTolerance
    /// What moves the value now.
    @usableFromInline internal var driver: Driver {
        didSet { isSettled = AnimatedValue.rests(driver, pendingStartTime) }
    }
    /// A motion requested for a later time.
    @usableFromInline internal var pending: Pending? {
        didSet {
            pendingStartTime = pending?.startTime
            isSettled = AnimatedValue.rests(driver, pendingStartTime)
        }
    }
    /// When ``pending`` starts, or nil when nothing is scheduled: ``pending``'s `startTime`, kept up to date when it
    /// changes rather than read from it.
    ///
    /// A card stack checks every moving card's scheduled motion every frame; reading it from ``pending`` copied the
    /// whole scheduled request (its motion and spring) out of the optional to look at one number.
    private(set) var pendingStartTime: Double?
    /// Whether nothing moves the value and no motion is scheduled.
    ///
    /// Kept up to date when the motion changes rather than computed when read: a card stack reads it for every
    /// moving card every frame, and reading the two enumerations' cases cost more than the rest of the check.
    public private(set) var isSettled: Bool = true

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

    /// Whether `driver`, with a motion scheduled to start at `pendingStartTime` (nil: none), leaves the value at rest
    /// (``isSettled``).
    static func rests(_ driver: Driver, _ pendingStartTime: Double?) -> Bool {
        if case .idle = driver { return pendingStartTime == nil }
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
        var motion = motion
        if case .curve(let curve, let duration, let curveDelay) = motion {
            if curveDelay.isFinite, curveDelay > 0 { delay = min(curveDelay, AnimatedValue.maximumDuration) }
            // The delay goes to the schedule; an invalid duration is the jump: no NaN stays in a waiting request.
            let valid = duration.isFinite && duration > 0
            motion = valid ? .curve(curve, duration: min(duration, AnimatedValue.maximumDuration), delay: 0) : .none
        }
        schedule(.animate(target: target, motion: motion, initialVelocity: initialVelocity), at: time, delay: delay)
    }

    /// Starts a free deceleration without a target, like a scroll view after a flick.
    ///
    /// The value coasts with ``Decay`` until its speed falls below `RestTolerance/speed` and then stays where it
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
    mutating func decay(
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
    ///   - time: The timestamp of the change; an earlier time than `time` counts as `time`.
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
    mutating func stop(at time: Double) {
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
    /// has run until then. An earlier `time` than `time`, or a non-finite one, is ignored.
    ///
    /// - Parameter time: The current timestamp, in seconds.
    /// - Returns: `true` if the value settled during this call (it was moving or scheduled, and is now at rest).
    /// - Complexity: O(1).
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        var memo = TimingCurve.Memo()
        return advance(to: time, sharing: &memo)
    }

    /// ``advance(to:)``, reading a timing curve through `memo`.
    ///
    /// Values driven by the same curve at the same progress (started together, with the same duration) share one
    /// evaluation of it. The result is exactly that of ``advance(to:)``.
    @discardableResult
    mutating func advance(to time: Double, sharing memo: inout TimingCurve.Memo) -> Bool {
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
            evolve(to: scheduled.startTime, sharing: &memo)
            begin(scheduled.request, at: scheduled.startTime)
        }
        evolve(to: time, sharing: &memo)
        self.time = time
        _checkInvariants()
        return !wasSettled && isSettled
    }
}

extension AnimatedValue {
    /// Starts `request` now, or records it for later when it starts after the latest timestamp.
    mutating func schedule(_ request: Request, at callTime: Double, delay: Double) {
        let now = max(callTime, time ?? callTime)
        let latest = time ?? now
        time = latest
        let start = now + delay
        if start > latest, start.isFinite {
            pending = Pending(request: request, startTime: start)
        } else {
            pending = nil
            begin(request, at: latest)
        }
        _checkInvariants()
    }

    /// Replaces the driver by `request`, starting from the current value and velocity at `startTime`.
    mutating func begin(_ request: Request, at startTime: Double) {
        switch request {
        case .animate(let newTarget, let motion, let initialVelocity):
            beginAnimation(to: newTarget, with: motion, initialVelocity: initialVelocity, at: startTime)
        case .decay(let decay, let initialVelocity, let bounds, let edgeSpring):
            let v0 = initialVelocity ?? velocity
            let segment = Segment(origin: value, originVelocity: v0, startTime: startTime)
            velocity = v0
            if let bounds, value > bounds.upperBound || value < bounds.lowerBound {
                let edge = value > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
                driver = .spring(edgeSpring, segment, target: edge)
                target = edge
            } else {
                driver = .freeDecay(decay, segment, bounds: bounds, edgeSpring: edgeSpring)
                target = nil
            }
        }
    }

    /// Starts a motion toward `newTarget`.
    private mutating func beginAnimation(
        to newTarget: Double, with motion: Motion, initialVelocity: InitialVelocity, at startTime: Double
    ) {
        let change = newTarget - value
        guard change.isFinite else { return arrive(at: newTarget) }
        target = newTarget
        switch motion {
        case .none:
            arrive(at: newTarget)
        case .spring(let spring):
            var v0: Double
            switch initialVelocity {
            case .current: v0 = velocity
            case .absolute(let absolute): v0 = absolute
            case .fractionOfChange(let fraction): v0 = fraction * change
            }
            if !v0.isFinite { v0 = 0 }
            velocity = v0
            driver = .spring(
                spring, Segment(origin: value, originVelocity: v0, startTime: startTime), target: newTarget)
        case .curve(let curve, let duration, _):  // valid and capped by `animate`
            let v0 = change * curve.sample(at: 0).velocity / duration
            velocity = v0.isFinite ? v0 : 0
            let segment = Segment(origin: value, originVelocity: velocity, startTime: startTime)
            driver = .curve(curve, duration: duration, segment, target: newTarget)
        case .decay(let decay):
            let v0 = -change * decay.rateConstant  // Decay.initialVelocity(toTravel:), without its overflow fallback
            guard v0.isFinite else { return arrive(at: newTarget) }
            velocity = v0
            driver = .decayToTarget(
                decay, Segment(origin: value, originVelocity: v0, startTime: startTime), target: newTarget)
        }
    }

    /// Jumps to `newTarget`; the next advance reports the motion settled.
    private mutating func arrive(at newTarget: Double) {
        value = newTarget
        velocity = 0
        target = newTarget
        driver = .arrived
    }

    /// Puts the value at rest on `rest`.
    mutating func settle(at rest: Double) {
        value = rest
        velocity = 0
        target = rest
        driver = .idle
    }

    /// Evaluates the driver at `now` (not before its start) and settles when it is done; a timing curve is read
    /// through `memo`.
    mutating func evolve(to now: Double, sharing memo: inout TimingCurve.Memo) {
        switch driver {
        case .idle:
            return
        case .arrived:
            settle(at: value)
        case .spring(let spring, let segment, let springTarget):
            let elapsed = max(0, now - segment.startTime)
            guard elapsed < AnimatedValue.maximumDuration else { return settle(at: springTarget) }
            let offset = spring.displacement(
                springTarget - segment.origin, initialVelocity: segment.originVelocity, time: elapsed)
            move(to: springTarget + offset.position, velocity: offset.velocity, toward: springTarget, from: segment)
        case .curve(let curve, let duration, let segment, let curveTarget):
            let elapsed = max(0, now - segment.startTime)
            // Timestamps carry rounding (0.2 + 0.4 > 0.6): a curve within a nanosecond of its end has ended.
            guard elapsed < duration - 1e-9 else { return settle(at: curveTarget) }
            let progress = elapsed / duration
            let change = curveTarget - segment.origin
            let point = memo.sample(curve, at: progress)
            let newValue = segment.origin + change * point.value
            let newVelocity = change * point.velocity / duration
            guard newValue.isFinite, newVelocity.isFinite else { return settle(at: curveTarget) }
            value = newValue
            velocity = newVelocity
        case .decayToTarget(let decay, let segment, let decayTarget):
            let elapsed = max(0, now - segment.startTime)
            guard elapsed < AnimatedValue.maximumDuration else { return settle(at: decayTarget) }
            let v0 = segment.originVelocity
            let newValue = segment.origin + v0 * Elementary.expm1(decay.rateConstant * elapsed) / decay.rateConstant
            let newVelocity = v0 * Elementary.exp(decay.rateConstant * elapsed)
            move(to: newValue, velocity: newVelocity, toward: decayTarget, from: segment)
        case .freeDecay(let decay, let segment, let bounds, let edgeSpring):
            evolveFreeDecay(decay, segment, bounds: bounds, edgeSpring: edgeSpring, to: now)
        }
    }

    /// Sets value and velocity, or settles on `goal` when they are within the landing thresholds or not finite.
    private mutating func move(
        to newValue: Double, velocity newVelocity: Double, toward goal: Double, from segment: Segment
    ) {
        guard newValue.isFinite, newVelocity.isFinite else { return settle(at: goal) }
        let rounding = AnimatedValue.roundingDistance(segment.origin, goal)
        let distance = max(tolerance.distance, rounding)
        let speed = max(tolerance.speed, rounding)  // the rounding distance per second
        if (newValue - goal).magnitude < distance, newVelocity.magnitude < speed {
            return settle(at: goal)
        }
        value = newValue
        velocity = newVelocity
    }

    /// Evaluates a free decay, handing over to the edge spring at the exact time an edge is crossed.
    private mutating func evolveFreeDecay(
        _ decay: Decay, _ segment: Segment, bounds: ClosedRange<Double>?, edgeSpring: Spring, to now: Double
    ) {
        let elapsed = max(0, now - segment.startTime)
        let k = decay.rateConstant
        let v0 = segment.originVelocity
        let newValue = segment.origin + v0 * Elementary.expm1(k * elapsed) / k
        if let bounds, newValue > bounds.upperBound || newValue < bounds.lowerBound {
            let edge = newValue > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
            let crossing = decay.time(toTravel: edge - segment.origin, initialVelocity: v0) ?? elapsed
            let crossingTime = min(max(crossing, 0), elapsed)
            let edgeVelocity = v0 * Elementary.exp(k * crossingTime)
            let springSegment = Segment(
                origin: edge, originVelocity: edgeVelocity, startTime: segment.startTime + crossingTime)
            driver = .spring(edgeSpring, springSegment, target: edge)
            target = edge
            value = edge
            velocity = edgeVelocity
            var memo = TimingCurve.Memo()  // the edge spring reads no curve
            return evolve(to: now, sharing: &memo)
        }
        let newVelocity = v0 * Elementary.exp(k * elapsed)
        guard newValue.isFinite, newVelocity.isFinite else { return settle(at: value) }
        value = newValue
        velocity = newVelocity
        let speed = max(tolerance.speed, AnimatedValue.roundingDistance(segment.origin, newValue))
        if newVelocity.magnitude < speed || elapsed >= AnimatedValue.maximumDuration { settle(at: newValue) }
    }

    /// The longest a single motion runs, in seconds: 3600 (one hour).
    ///
    /// Interface motion lasts well under a second, but accepted parameters can describe motion that would take
    /// practically for ever: a curve of 10³⁰⁸ s, a spring of duration 10⁶ s or damping ratio 10⁶, a decay at
    /// rate 0.999999. So that every motion ends, ``AnimatedValue`` caps them:
    /// - a curve's duration and delay are clamped to this maximum;
    /// - a spring or a decay toward a target that has not settled this long after it started lands on its
    ///   target (a bounded free decay's hand-over to its edge spring starts a new motion);
    /// - a free decay that is still moving this long after it started stops where it is.
    static let maximumDuration: Double = 3600

    /// The rounding error of a motion from `origin` to `goal`: 16 units in the last place of the larger
    /// magnitude, max(|origin|, |goal|) · 16 · 2⁻⁵² (about 3.6·10⁻¹⁵ of it).
    ///
    /// A decay toward a target computes its value as `origin + travelled`, whose rounding at magnitude 10¹⁵
    /// already exceeds the default 0.1 distance tolerance (and is about 10²⁸⁸ at 10³⁰⁴): such a motion could
    /// never come within the tolerance. A motion lands when its distance to the target is below this rounding
    /// (and its speed below this rounding per second), whichever of tolerance and rounding is larger. For values
    /// below 10¹¹ the rounding is under 4·10⁻⁴ and the tolerance alone decides.
    ///
    /// - Complexity: O(1).
    static func roundingDistance(_ origin: Double, _ goal: Double) -> Double {
        max(origin.magnitude, goal.magnitude) * 16 * Double.ulpOfOne
    }

    /// The initial conditions of the running motion.
    @usableFromInline
    internal struct Segment: Hashable, Sendable {
        /// The value when the motion started.
        @usableFromInline var origin: Double
        /// The velocity when the motion started.
        @usableFromInline var originVelocity: Double
        /// When the motion started, in seconds.
        @usableFromInline var startTime: Double
    }

    /// What moves the value.
    @usableFromInline
    internal enum Driver: Hashable, Sendable {
        /// Nothing: the value is at rest on its target.
        case idle
        /// A ``Motion/none`` jump has happened; the next ``AnimatedValue/advance(to:)`` reports it settled.
        case arrived
        /// A spring toward a target.
        case spring(Spring, Segment, target: Double)
        /// A timing curve toward a target.
        case curve(TimingCurve, duration: Double, Segment, target: Double)
        /// A deceleration that comes to rest on a target.
        case decayToTarget(Decay, Segment, target: Double)
        /// A free deceleration, optionally inside bounds.
        case freeDecay(Decay, Segment, bounds: ClosedRange<Double>?, edgeSpring: Spring)
    }

    /// A requested motion.
    @usableFromInline
    internal enum Request: Hashable, Sendable {
        /// ``AnimatedValue/animate(to:with:initialVelocity:at:)``.
        case animate(target: Double, motion: Motion, initialVelocity: InitialVelocity)
        /// ``AnimatedValue/decay(_:initialVelocity:bounds:edgeSpring:at:)``.
        case decay(Decay, initialVelocity: Double?, bounds: ClosedRange<Double>?, edgeSpring: Spring)
    }

    /// A motion requested for a later time.
    @usableFromInline
    internal struct Pending: Hashable, Sendable {
        /// What to start.
        @usableFromInline var request: Request
        /// When to start it, in seconds.
        @usableFromInline var startTime: Double
    }

    /// Checks the invariants of the state (with `RIFFLE_INTERNAL_CHECKS`); called at the end of every mutation.
    ///
    /// - Complexity: O(1).
    internal func _checkInvariants() {
        _riffleInvariant(value.isFinite, "AnimatedValue.value is finite")
        _riffleInvariant(velocity.isFinite, "AnimatedValue.velocity is finite")
        _riffleInvariant(target?.isFinite ?? true, "AnimatedValue.target is finite")
        _riffleInvariant(time?.isFinite ?? true, "AnimatedValue.time is finite")
        _riffleInvariant(
            tolerance.distance > 0 && tolerance.speed > 0 && tolerance.distance.isFinite && tolerance.speed.isFinite,
            "AnimatedValue.tolerance is finite and positive")
        _riffleInvariant(
            isSettled == AnimatedValue.rests(driver, pending?.startTime), "AnimatedValue.isSettled follows its motion")
        _riffleInvariant(
            pendingStartTime == pending?.startTime, "AnimatedValue.pendingStartTime is its scheduled motion's start")
        if time == nil {
            _riffleInvariant(isSettled, "AnimatedValue has no motion before its first timestamp")
        }
        if let pending {
            _riffleInvariant(
                pending.startTime.isFinite && pending.startTime > (time ?? -.infinity),
                "AnimatedValue's scheduled motion starts after the latest timestamp")
        }
        if case .curve(_, let duration, _, _) = driver {
            _riffleInvariant(duration.isFinite && duration > 0, "curve duration is finite and positive")
        }
        switch driver {
        case .idle, .arrived:
            _riffleInvariant(velocity == 0 && target == value, "AnimatedValue at rest sits on its target, still")
        case .spring(_, let segment, let goal), .curve(_, _, let segment, let goal),
            .decayToTarget(_, let segment, let goal):
            _riffleInvariant(segment.startTime <= (time ?? segment.startTime), "the motion started in the past")
            _riffleInvariant(target == goal, "AnimatedValue.target is the motion's target")
        case .freeDecay(_, let segment, let bounds, _):
            _riffleInvariant(segment.startTime <= (time ?? segment.startTime), "decay started in the past")
            _riffleInvariant(target == nil, "a free decay has no target")
            _riffleInvariant(bounds.map { $0.contains(value) } ?? true, "a bounded free decay stays inside its bounds")
        }
    }
}
