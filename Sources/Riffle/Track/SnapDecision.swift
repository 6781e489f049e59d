/// Why a release went where it went: the numbers a ``SnapPolicy`` looked at, what it chose, and the motion that
/// takes the track there.
///
/// A ``Track`` keeps the decision of its latest release (``Track/lastDecision``) and runs its ``motion``;
/// ``SnapPolicy/decision(from:position:velocity:layout:motionStart:)`` computes one for any input. Inspectors draw it (the gallery's overlay: the velocity arrow, the projected end,
/// the threshold and the chosen snap), traces record it, and tests read it instead of re-deriving a policy's
/// arithmetic.
///
/// Offsets are the track's scroll offsets (forward coordinates; see ``TrackLayout``), velocities in points per
/// second in the track's forward direction.
public struct SnapDecision: Hashable, Sendable {
    /// The rule that decided.
    public enum Rule: Hashable, Sendable {
        /// ``SnapPolicy/threshold(fraction:)``: whole multiples of the threshold dragged, toward zero.
        case threshold
        /// ``SnapPolicy/predictedHalfPage``: the predicted end (position + 0.25 s of velocity) beyond half a page.
        case predictedHalfPage
        /// ``SnapPolicy/directional``: any movement moves one snap its way.
        case direction
        /// ``SnapPolicy/paged(_:)`` with a release faster than the fling velocity: the next snap beyond the
        /// position in the fling's direction.
        case fling
        /// ``SnapPolicy/paged(_:)`` with a slower release: every snap passed by the distance fraction.
        case distance
        /// ``SnapPolicy/projected(decelerationRate:)``: the snap nearest the momentum's projected end.
        case projection
        /// ``SnapPolicy/free(decelerationRate:)``: no snap; momentum comes to rest where it projects (within the
        /// limits), and ``SnapDecision/target`` is the snap nearest there.
        case momentum
    }

    /// The motion a release runs: what ``Track`` starts, exactly as decided.
    public enum Motion: Hashable, Sendable {
        /// Settle on ``SnapDecision/target`` with the track's settle animation (its spring or timing curve, or a
        /// constant-deceleration landing for a long ``SnapPolicy/projected(decelerationRate:)`` release).
        case settle
        /// Momentum from `SnapDecision/motionStart` at ``SnapDecision/velocity``, slowing with the decay and
        /// bouncing at a bounded track's ends; it comes to rest near ``SnapDecision/targetOffset``
        /// (``SnapPolicy/free(decelerationRate:)``).
        case momentum(Decay)
    }

    /// The policy that decided.
    public var policy: SnapPolicy
    /// The rule within the policy that applied.
    public var rule: Rule
    /// The virtual snap the drag started from.
    public var startSnap: Int
    /// The offset of ``startSnap``.
    public var startOffset: Double
    /// The position the policy judged: the drag's full translation from the touch-down (slop included, no rubber
    /// band), as the seeds' rules are written.
    public var position: Double
    /// The release velocity (0 when it was not finite).
    public var velocity: Double
    /// Where the policy expects the motion to end without snapping: the position plus 0.25 s of velocity
    /// (``SnapPolicy/predictedHalfPage``), the decay's projected distance from the position
    /// (``SnapPolicy/projected(decelerationRate:)``) or from `motionStart` (``SnapPolicy/free(decelerationRate:)``),
    /// or the position itself for the other rules.
    public var projectedEnd: Double
    /// The distance the rule compares with, in points: the seed threshold (viewport × fraction), half a viewport
    /// (predicted half page), the paged distance fraction of the spacing toward the next snap in the drag's
    /// direction, or 0 (direction, fling, projection, momentum).
    public var threshold: Double
    /// The fling velocity of a paged policy, in points per second (nil for the others).
    public var flingVelocity: Double?
    /// The snaps the rule could pick from, as virtual indices, in order (for a paged policy, the start ± its max
    /// step; for the others, the snaps either side of the start and of the target).
    public var candidates: ClosedRange<Int>
    /// The chosen virtual snap (for ``Rule/momentum``, the snap nearest the resting place).
    public var target: Int
    /// The offset of ``target`` (for ``Rule/momentum``, the resting place itself).
    public var targetOffset: Double
    /// The motion the release runs.
    public var motion: Motion
    /// The offset the motion starts from: the offset the track showed at the release (rubber band and slop
    /// compensation applied), or ``position`` when the decision was asked without one.
    var motionStart: Double
}

extension SnapPolicy {
    /// The decision this policy makes for a release, with the numbers behind it (see ``SnapDecision``): the one
    /// place a release's destination is chosen.
    ///
    /// The decision also says which motion runs (``SnapDecision/motion``): a settle on ``SnapDecision/target``, or
    /// for ``free(decelerationRate:)`` momentum from `motionStart` that comes to rest at
    /// ``SnapDecision/targetOffset``. A ``Track`` runs exactly that motion, so an inspector shows exactly what the
    /// track does.
    ///
    /// ```swift
    /// let layout = TrackLayout(viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0))
    /// let why = SnapPolicy.default.decision(from: 2, position: 2 * 390 + 60, velocity: 900, layout: layout)
    /// why.rule      // .fling: faster than 300 pt/s
    /// why.target    // 3
    /// ```
    ///
    /// - Parameters:
    ///   - start: The virtual snap the drag started from (the snap nearest the position when it began).
    ///   - position: The judged position: the drag's full translation from the start snap's offset (forward
    ///     positive, ring-unwrapped).
    ///   - velocity: The release velocity, in points per second, forward positive (the opposite of the finger's
    ///     velocity for a left-to-right horizontal track).
    ///   - layout: The track's layout.
    ///   - motionStart: The offset the motion starts from: the offset the track shows at the release (rubber band
    ///     and slop compensation applied), from which free momentum is projected. Nil (or a non-finite value)
    ///     means the judged position.
    /// - Returns: The decision. Its target is a virtual snap index, clamped to the layout's snaps when the track
    ///   is bounded. A non-finite position settles on `start` (whatever the policy); a non-finite velocity
    ///   counts as 0.
    /// - Complexity: O(log s), plus O(max step) for a paged policy.
    public func decision(
        from start: Int, position: Double, velocity: Double, layout: TrackLayout, motionStart: Double? = nil
    ) -> SnapDecision {
        let start = layout.loops ? start : layout.wrappedSnapIndex(start)
        let velocity = velocity.isFinite ? velocity : 0
        let startOffset = layout.offset(ofVirtualSnap: start)
        let judged = position.isFinite ? position : startOffset
        let from = motionStart.flatMap { $0.isFinite ? $0 : nil } ?? judged
        let displacement = judged - startOffset
        var projected = judged
        var threshold = 0.0
        var fling: Double?
        var motion = SnapDecision.Motion.settle
        var low = start
        var high = start
        // The snap the rule picks, clamped to the layout's snaps (nil for momentum: it is where the decay rests).
        var picked: Int?
        let rule: SnapDecision.Rule
        switch self {
        case .threshold(let fraction):
            rule = .threshold
            let value = layout.viewportLength * fraction
            threshold = value.isFinite ? value : 0
            if value > 0, value.isFinite {
                let steps = (displacement / value).rounded(.towardZero)
                let clamped = steps.isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, steps))) : 0
                picked = layout.clampedVirtualSnap(start.saturatingAdding(clamped))
            } else {
                picked = start
            }
        case .predictedHalfPage:
            rule = .predictedHalfPage
            projected = judged + 0.25 * velocity
            threshold = layout.viewportLength / 2
            let predicted = displacement + 0.25 * velocity
            let step = predicted > threshold ? 1 : (predicted < -threshold ? -1 : 0)
            picked = layout.clampedVirtualSnap(start.saturatingAdding(step))
        case .directional:
            rule = .direction
            let step = displacement > 0 ? 1 : (displacement < 0 ? -1 : 0)
            picked = layout.clampedVirtualSnap(start.saturatingAdding(step))
        case .paged(let options):
            fling = options.flingVelocity
            // At most the larger of 1,000 and the snap count (see `PagedOptions/maxStep`).
            let maxStep = Swift.min(Swift.max(1, options.maxStep), Swift.max(1000, layout.snapCount))
            low = layout.loops ? start.saturatingAdding(-maxStep) : Swift.max(0, start - maxStep)
            high = layout.loops ? start.saturatingAdding(maxStep) : Swift.min(layout.snapCount - 1, start + maxStep)
            if velocity.magnitude > options.flingVelocity {
                rule = .fling
                picked = Self.flingTarget(
                    position: judged, velocity: velocity, layout: layout, lowest: low, highest: high)
            } else {
                rule = .distance
                let fraction =
                    options.distanceFraction.isFinite ? Swift.min(Swift.max(options.distanceFraction, 0), 1) : 0.5
                let toward = judged >= startOffset ? start.saturatingAdding(1) : start.saturatingAdding(-1)
                let spacing = (layout.offset(ofVirtualSnap: layout.clampedVirtualSnap(toward)) - startOffset).magnitude
                threshold = fraction * spacing
                picked = Self.distanceTarget(
                    from: start, position: judged, fraction: fraction, layout: layout, lowest: low, highest: high)
            }
            picked = picked.map(layout.clampedVirtualSnap)
        case .projected(let rate):
            rule = .projection
            // Exact exponential projection: −v / (1000 · ln r).
            let end = judged + Decay(decelerationRate: rate).projectedDistance(initialVelocity: velocity)
            projected = end.isFinite ? end : judged
            picked = layout.clampedVirtualSnap(layout.nearestVirtualSnap(to: projected))
        case .free(let rate):
            rule = .momentum
            let decay = Decay(decelerationRate: rate)
            let end = from + decay.projectedDistance(initialVelocity: velocity)
            projected = end.isFinite ? end : from
            motion = .momentum(decay)
        }
        if !position.isFinite {
            // Nothing to judge: stay on the start snap.
            picked = start
            motion = .settle
        }
        let target: Int
        let targetOffset: Double
        if let picked {
            target = picked
            targetOffset = layout.offset(ofVirtualSnap: picked)
        } else {
            targetOffset = layout.clamped(projected)
            target = layout.nearestVirtualSnap(to: targetOffset)
        }
        if case .paged = self {
        } else {
            low = Swift.min(start, target).saturatingAdding(-1)
            high = Swift.max(start, target).saturatingAdding(1)
            if !layout.loops {
                low = Swift.max(low, 0)
                high = Swift.min(high, layout.snapCount - 1)
            }
        }
        return SnapDecision(
            policy: self, rule: rule, startSnap: start, startOffset: startOffset, position: judged, velocity: velocity,
            projectedEnd: projected, threshold: threshold, flingVelocity: fling, candidates: low...Swift.max(low, high),
            target: target, targetOffset: targetOffset, motion: motion, motionStart: from)
    }

    /// A fling's snap: the next snap strictly beyond the position in the fling's direction, within `lowest` and
    /// `highest` (the start ± the max step).
    private static func flingTarget(
        position: Double, velocity: Double, layout: TrackLayout, lowest: Int, highest: Int
    ) -> Int {
        let epsilon = 1e-6
        var k = velocity > 0 ? lowest : highest
        if velocity > 0 {
            while k < highest, layout.offset(ofVirtualSnap: k) <= position + epsilon { k += 1 }
        } else {
            while k > lowest, layout.offset(ofVirtualSnap: k) >= position - epsilon { k -= 1 }
        }
        return k
    }

    /// A slow release's snap: from `start`, every snap whose gap the position passed by `fraction`, within
    /// `lowest` and `highest`.
    private static func distanceTarget(
        from start: Int, position: Double, fraction: Double, layout: TrackLayout, lowest: Int, highest: Int
    ) -> Int {
        var k = start
        if position > layout.offset(ofVirtualSnap: start) {
            while k < highest {
                let here = layout.offset(ofVirtualSnap: k)
                let next = layout.offset(ofVirtualSnap: k + 1)
                guard position >= here + fraction * (next - here) else { break }
                k += 1
            }
        } else {
            while k > lowest {
                let here = layout.offset(ofVirtualSnap: k)
                let previous = layout.offset(ofVirtualSnap: k - 1)
                guard position <= here - fraction * (here - previous) else { break }
                k -= 1
            }
        }
        return k
    }
}
