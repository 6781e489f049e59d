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

        /// The largest step a release takes on a layout of `snapCount` snaps: the larger of 1,000 and the snap
        /// count.
        ///
        /// - Complexity: O(1).
        static func stepCap(snapCount: Int) -> Int {
            Swift.max(1000, snapCount)
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
}
