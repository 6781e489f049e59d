/// How a released drag chooses the snap it settles on.
///
/// Every policy is a pure function of the drag-start snap, the release position, the release velocity and the
/// layout, decided in one place: ``decision(from:position:velocity:layout:motionStart:)`` (the target and the
/// motion a track runs). Snap indices are *virtual*: on a looping track they carry the lap (`lap × snapCount + i`),
/// so "one forward" across the seam is simply `+1`.
public enum SnapPolicy: Hashable, Sendable, Codable {
    /// Seed 000's exact rule: `newIndex = start + Int(displacement / (viewport × fraction))`, truncated toward
    /// zero, clamped. A 60 % drag snaps back, a 130 % drag moves two pages; velocity is ignored.
    case threshold(fraction: Double)
    /// Seed 001's rule: predict 0.25 s of velocity ahead (SwiftUI's `predictedEndTranslation`); beyond half a
    /// viewport, move one page in that direction, never more.
    case predictedHalfPage
    /// Seed 002's rule: any movement at all flips one page in its direction.
    case directional
    /// The default: measured from the drag-start snap, at most ``PagedOptions/maxStep`` snaps away. The track
    /// moves when the drag reaches ``PagedOptions/distanceFraction`` of the gap to the next snap, or on a fling
    /// (speed above ``PagedOptions/flingVelocity``) to the next snap in the fling's direction. A strong swipe
    /// after a long drag never skips two pages by accident (Flutter #35712).
    case paged(PagedOptions)
    /// UIScrollView-style: project the release with ``Decay`` at `decelerationRate` (per millisecond) and snap to
    /// the nearest snap to the projected position (multi-page flicks).
    ///
    /// A track uses the rate mapped into `decelerationRateRange` (see `normalized`).
    case projected(decelerationRate: Double)
    /// No snapping: momentum with ``Decay`` at `decelerationRate`, rubber band at the ends.
    ///
    /// A track uses the rate mapped into `decelerationRateRange` (see `normalized`), so a release at speed v
    /// comes to rest within ln(v / restSpeed) / 1.0005 seconds.
    case free(decelerationRate: Double)

    /// The options of ``SnapPolicy/paged(_:)``.
    public struct PagedOptions: Hashable, Sendable, Codable {
        /// The most snaps a single release can move from the drag-start snap.
        ///
        /// Default 1; values below 1 mean 1, and values above the larger of 1,000 and the snap count mean that
        /// (a release never walks more snaps than that, whatever the value).
        public var maxStep: Int
        /// The fraction of the gap to the next snap a slow drag must reach to move there.
        ///
        /// A drag of exactly this fraction moves, as seed 000's threshold rule does (its
        /// `Int(translation / threshold)` is 1 at exactly the threshold); a drag any shorter stays. Default 0.5.
        public var distanceFraction: Double
        /// The speed, in points per second, above which a release is a fling.
        ///
        /// Default 300.
        public var flingVelocity: Double

        /// Creates paged options.
        ///
        /// - Parameters:
        ///   - maxStep: The most snaps one release can move. Default 1.
        ///   - distanceFraction: The fraction of a gap a slow drag must reach. Default 0.5.
        ///   - flingVelocity: The fling threshold in points per second. Default 300.
        public init(maxStep: Int = 1, distanceFraction: Double = 0.5, flingVelocity: Double = 300) {
            self.maxStep = maxStep
            self.distanceFraction = distanceFraction
            self.flingVelocity = flingVelocity
        }
    }

    /// The default policy: ``SnapPolicy/paged(_:)`` with default options.
    public static let `default` = SnapPolicy.paged(PagedOptions())
    /// UIScrollView's normal deceleration (0.998 per millisecond), projected and snapped.
    public static let projectedNormal = SnapPolicy.projected(decelerationRate: 0.998)

    /// Whether the policy snaps at all (every policy except ``free(decelerationRate:)``).
    public var snaps: Bool {
        if case .free = self { return false }
        return true
    }

    /// The deceleration rates a track accepts for ``projected(decelerationRate:)`` and ``free(decelerationRate:)``:
    /// `0.001...0.999` per millisecond.
    ///
    /// A rate is the factor the velocity keeps every millisecond, so only a rate in (0, 1) describes a motion
    /// that slows down. The upper end, 0.999, is a velocity time constant of one second
    /// (k = 1000 · ln 0.999 ≈ −1.0005 per second; `UIScrollView`'s `.normal` is 0.998, `.fast` 0.99): a free
    /// release at speed v then comes to rest within ln(v / restSpeed) / 1.0005 seconds, 6.3 s from 1,038 pt/s
    /// with the default 2 pt/s tolerance and 8.3 s from ``VelocityTracker/defaultMaximumSpeed``. Closer to 1 the
    /// motion would coast for minutes (0.999999 takes almost two hours from 8,000 pt/s). A track's
    /// configuration stores its policy with the rate mapped into this range (``normalized``).
    static let decelerationRateRange: ClosedRange<Double> = 0.001...0.999

    /// The policy with its deceleration rate mapped into ``decelerationRateRange``.
    ///
    /// NaN, zero and negative rates mean 0.998 (`UIScrollView`'s normal rate, as ``Decay`` reads them), larger
    /// rates (1 and +∞ included) mean 0.999 and smaller positive ones 0.001. The other policies are returned as
    /// they are.
    ///
    /// ``Track/Configuration`` applies this to every policy it is given, so a track never coasts for longer
    /// than its rate's documented bound.
    var normalized: SnapPolicy {
        switch self {
        case .projected(let rate): return .projected(decelerationRate: SnapPolicy.normalizedRate(rate))
        case .free(let rate): return .free(decelerationRate: SnapPolicy.normalizedRate(rate))
        case .threshold, .predictedHalfPage, .directional, .paged: return self
        }
    }

    /// `rate` mapped into ``decelerationRateRange`` (NaN, zero and negative rates mean 0.998).
    static func normalizedRate(_ rate: Double) -> Double {
        let range = SnapPolicy.decelerationRateRange
        guard !rate.isNaN, rate > 0 else { return 0.998 }
        return Swift.min(Swift.max(rate, range.lowerBound), range.upperBound)
    }
}
