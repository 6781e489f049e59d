/// The rule that hands a release velocity to the spring that settles on a snap.
///
/// A snap policy may choose a target closer than the release's momentum would carry (a pager clamps a hard flick
/// to the next page). Started with the full release velocity, the spring would then run toward the next-but-one
/// page and be pulled back. Riffle instead hands the spring the release velocity *up to a budget*:
///
/// 1. A velocity pointing away from the target is dropped: a target behind the release point is approached
///    directly, never after running forward first.
/// 2. A velocity toward the target is kept up to 2λ|T| (λ = ζω₀ the spring's decay rate, T the distance to the
///    target): the amplitude of the spring's envelope, √(T² + ((v − λT)/ω_d)²), is then no larger than from rest,
///    so the settle lasts no longer than a release without velocity from the same point (by SwiftUI's
///    `settlingDuration`, ``Spring/settlingDuration(from:to:initialVelocity:epsilon:)``).
/// 3. Within that, it is kept while the spring's excursion past the target
///    (``Spring/overshoot(from:to:initialVelocity:)``) stays within `overshootLimit` (or within the spring's own
///    excursion from rest, when that is larger: a bouncy seed spring keeps its look); otherwise it is reduced to
///    the largest velocity that does (found by bisection: the excursion grows with the velocity).
///
/// So the velocity still carries (the settle starts toward the target at up to the release speed and ends no
/// later than from rest) and never pushes the motion further past its target than the budget.
///
/// How others do it: Flutter's `PageScrollPhysics` starts its `ScrollSpringSimulation` with the whole release
/// velocity (clamped to 8,000 px/s) on an over-damped spring (ζ = 1.1), which still passes the page once on a hard
/// fling; Compose's pager splits the fling into an approach
/// (a decay animation while the velocity can reach the target, else the snap spring) and a final snap spring from
/// the approach's end; UIKit's paging algorithm is not public, and a paging scroll view decelerates onto the page
/// without visibly passing it. Riffle's rule keeps one closed-form spring per settle (no phase switch to tune)
/// and bounds the excursion exactly. See <doc:MotionPhysics>.
///
/// ```swift
/// let spring = Spring(response: 0.5, dampingRatio: 0.825)
/// // Released 300 points before the next page at 8,000 pt/s; 2 % of a 390-point page allowed past it.
/// let v = SettleHandoff.velocity(release: 8000, from: 90, to: 390, spring: spring, overshootLimit: 7.8)
/// spring.overshoot(from: 90, to: 390, initialVelocity: v) <= 7.8   // true
/// ```
enum SettleHandoff {
    /// The velocity to start the settling spring with.
    ///
    /// Invalid input has a defined result: a non-finite `release`, `start` or `target` gives 0; a negative or NaN
    /// `overshootLimit` counts as 0, and `.infinity` lifts rule 3 (rules 1 and 2 still hold).
    ///
    /// - Parameters:
    ///   - release: The velocity at release, in units per second.
    ///   - start: Where the settle starts.
    ///   - target: The snap it settles on.
    ///   - spring: The settling spring.
    ///   - overshootLimit: How far past the target the velocity may carry the motion, in the same units.
    /// - Returns: The initial velocity: `release`, 0, or a velocity between them.
    /// - Complexity: O(1): at most 64 evaluations of the excursion.
    static func velocity(
        release: Double, from start: Double, to target: Double, spring: Spring, overshootLimit: Double
    ) -> Double {
        guard release.isFinite, start.isFinite, target.isFinite, release != 0 else { return 0 }
        let distance = target - start
        if distance != 0, (release > 0) != (distance > 0) { return 0 }
        // The settle must not last longer than from rest: the envelope's amplitude |λT − v| stays within λ|T|.
        let settleBound = 2 * spring.decayRate * distance.magnitude
        let release = release > 0 ? Swift.min(release, settleBound) : Swift.max(release, -settleBound)
        guard release != 0 else { return 0 }
        let limit = overshootLimit.isNaN ? 0 : Swift.max(overshootLimit, 0)
        let allowed = Swift.max(limit, spring.overshoot(from: start, to: target, initialVelocity: 0))
        if spring.overshoot(from: start, to: target, initialVelocity: release) <= allowed { return release }
        var kept = 0.0
        var refused = release
        for _ in 0..<64 {
            let middle = (kept + refused) / 2
            if spring.overshoot(from: start, to: target, initialVelocity: middle) <= allowed {
                kept = middle
            } else {
                refused = middle
            }
        }
        return kept
    }
}
