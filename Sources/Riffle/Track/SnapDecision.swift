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
        /// Momentum from ``SnapDecision/motionStart`` at ``SnapDecision/velocity``, slowing with the decay and
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
    /// (``SnapPolicy/projected(decelerationRate:)``) or from ``motionStart`` (``SnapPolicy/free(decelerationRate:)``),
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
    public var motionStart: Double

    /// Creates a decision.
    ///
    /// - Parameters: See the properties of the same names; `motionStart` nil means `position`.
    public init(
        policy: SnapPolicy, rule: Rule, startSnap: Int, startOffset: Double, position: Double, velocity: Double,
        projectedEnd: Double, threshold: Double, flingVelocity: Double?, candidates: ClosedRange<Int>, target: Int,
        targetOffset: Double, motion: Motion = .settle, motionStart: Double? = nil
    ) {
        self.policy = policy
        self.rule = rule
        self.startSnap = startSnap
        self.startOffset = startOffset
        self.position = position
        self.velocity = velocity
        self.projectedEnd = projectedEnd
        self.threshold = threshold
        self.flingVelocity = flingVelocity
        self.candidates = candidates
        self.target = target
        self.targetOffset = targetOffset
        self.motion = motion
        self.motionStart = motionStart ?? position
    }
}
