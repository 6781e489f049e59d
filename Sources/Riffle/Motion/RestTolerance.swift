/// When a moving value counts as settled: close enough to its target and slow enough.
///
/// A spring or a decay approaches its rest position only asymptotically. ``AnimatedValue`` stops it once
/// |value − target| < `distance` and |velocity| < `speed` (a free decay, which has no target, checks the
/// speed only), and then places the value exactly on the target. Far from 0, where a distance of `distance`
/// is below the rounding of the value, the rounding takes its place (see ``AnimatedValue``).
///
/// The ``default`` tolerance, 0.1 pt and 2 pt/s, is meant for values in points. It is a little stricter than
/// Flutter's `ScrollPhysics.toleranceFor` at a display scale of 3 (distance 1/3 pt, velocity 6.67 pt/s): a
/// final snap of 0.1 pt is a third of a pixel at 3×, and 2 pt/s moves 0.03 pt per frame at 60 Hz, so the
/// landing is invisible. For values in other units (a page index, a progress from 0 to 1) scale both numbers.
public struct RestTolerance: Hashable, Sendable {
    /// The largest distance from the target, exclusive, at which a value may settle.
    let distance: Double
    /// The largest speed, exclusive, in units per second, at which a value may settle.
    let speed: Double

    /// Tolerances for values in points: distance 0.1 pt, speed 2 pt/s.
    public static let `default` = RestTolerance(distance: 0.1, speed: 2)

    /// Tolerances for a progress from 0 to 1 (a transition, a scale, a fade): distance 0.0005, speed 0.005 per
    /// second, the ``default`` scaled to a 200-point travel, so a progress drawn over a screen lands invisibly.
    public static let unitProgress = RestTolerance(distance: 0.0005, speed: 0.005)

    /// Creates a tolerance.
    ///
    /// A value that is not finite and positive is replaced by the ``default`` one (0.1 or 2), because a zero
    /// tolerance would never let an asymptotic motion settle.
    ///
    /// - Parameters:
    ///   - distance: The largest distance from the target at which a value may settle.
    ///   - speed: The largest speed, in units per second, at which a value may settle.
    init(distance: Double, speed: Double) {
        self.distance = distance.isFinite && distance > 0 ? distance : 0.1
        self.speed = speed.isFinite && speed > 0 ? speed : 2
    }
}
