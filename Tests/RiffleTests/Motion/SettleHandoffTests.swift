import Testing

@testable import Riffle

/// ``Spring/overshoot(from:to:initialVelocity:)`` and ``SettleHandoff``: the excursion past a target, checked
/// against dense sampling of the closed-form spring, and the hand-off rule's three promises.
@Suite("Motion: the release velocity handed to the settle")
struct SettleHandoffTests {
    /// Under-, critically and over-damped springs, from a bouncy seed spring to Flutter's ζ = 1.1 and beyond.
    static let springs = [
        Spring(response: 0.5, dampingRatio: 0.825), Spring(mass: 0.6, stiffness: 100, damping: 10),
        Spring(response: 0.3, dampingRatio: 0.4), Spring(response: 0.5, dampingRatio: 1),
        Spring(mass: 0.5, stiffness: 100, damping: 2 * 1.1 * (0.5 * 100).squareRoot()),
        Spring(response: 0.4, dampingRatio: 2),
    ]

    /// The largest excursion past `target` found by sampling every 0.1 ms for 6 s.
    static func sampledOvershoot(_ spring: Spring, from start: Double, to target: Double, velocity: Double) -> Double {
        let direction: Double = target != start ? (target > start ? 1 : -1) : (velocity > 0 ? 1 : -1)
        var largest = 0.0
        for step in 1...60_000 {
            let x = spring.value(from: start, to: target, initialVelocity: velocity, time: Double(step) * 1e-4)
            largest = Swift.max(largest, direction * (x - target))
        }
        return largest
    }

    @Test(arguments: springs)
    func theOvershootIsTheSampledLargestExcursion(spring: Spring) {
        // Toward, away from and without initial velocity, both directions, from a distance and from the target.
        let cases: [(Double, Double, Double)] = [
            (0, 390, 0), (0, 390, 3000), (0, 390, 8000), (0, 390, -2000), (300, 390, 8000), (390, 0, -5000),
            (390, 0, 400), (390, 390, 1500), (390, 390, -1500), (0, 20, 8000),
        ]
        for (start, target, velocity) in cases {
            let exact = spring.overshoot(from: start, to: target, initialVelocity: velocity)
            let sampled = Self.sampledOvershoot(spring, from: start, to: target, velocity: velocity)
            #expect(exact >= sampled - 1e-9, "\(spring) \(start)→\(target) v=\(velocity)")
            #expect(exact - sampled < 1e-3, "\(spring) \(start)→\(target) v=\(velocity)")
        }
    }

    @Test func theOvershootFromRestIsTheTextbookPeak() {
        // Under-damped from rest: the first peak passes the target by e^(−ζπ/√(1−ζ²)) of the distance.
        for zeta in [0.3, 0.5, 0.825, 0.95] {
            let spring = Spring(response: 0.5, dampingRatio: zeta)
            let expected = 390 * Elementary.exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
            #expect(abs(spring.overshoot(from: 0, to: 390, initialVelocity: 0) - expected) < 1e-9)
        }
        // Critically and over-damped from rest never pass the target.
        #expect(Spring(response: 0.5, dampingRatio: 1).overshoot(from: 0, to: 390, initialVelocity: 0) == 0)
        #expect(Spring(response: 0.5, dampingRatio: 1.5).overshoot(from: 0, to: 390, initialVelocity: 0) == 0)
        // Bad input.
        #expect(Spring.default.overshoot(from: .nan, to: 1, initialVelocity: 0) == 0)
        #expect(Spring.default.overshoot(from: 0, to: 0, initialVelocity: 0) == 0)
        #expect(Spring.default.overshoot(from: 0, to: 1, initialVelocity: .infinity) == 0)
    }

    @Test(arguments: springs)
    func theHandedVelocityKeepsTheExcursionWithinTheBudget(spring: Spring) {
        for start in stride(from: 0.0, through: 380, by: 20) {
            for release in stride(from: 0.0, through: 8000, by: 250) {
                let v = SettleHandoff.velocity(
                    release: release, from: start, to: 390, spring: spring, overshootLimit: 7.8)
                #expect(v >= 0 && v <= release)
                let allowed = Swift.max(7.8, spring.overshoot(from: start, to: 390, initialVelocity: 0))
                #expect(spring.overshoot(from: start, to: 390, initialVelocity: v) <= allowed + 1e-9)
                // Never more than 2λ|T| (the settle lasts no longer than from rest).
                let settleBound = 2 * spring.decayRate * (390 - start)
                #expect(v <= settleBound * (1 + 1e-12))
                // The largest such velocity: a little more would pass the budget (unless all of what the settle
                // bound allows was kept).
                if v < Swift.min(release, settleBound) - 1e-6 {
                    #expect(spring.overshoot(from: start, to: 390, initialVelocity: v + 1) > allowed)
                }
            }
        }
    }

    @Test(arguments: springs)
    func theSettleLastsNoLongerThanFromRest(spring: Spring) {
        // SwiftUI's settling duration (the envelope bound) with the handed velocity never exceeds the one from rest.
        for start in stride(from: 0.0, through: 386, by: 13) {
            for release in stride(from: 0.0, through: 8000, by: 400) {
                let v = SettleHandoff.velocity(
                    release: release, from: start, to: 390, spring: spring, overshootLimit: 39)
                let handed = spring.settlingDuration(from: start, to: 390, initialVelocity: v, epsilon: 0.1)
                let rest = spring.settlingDuration(from: start, to: 390, initialVelocity: 0, epsilon: 0.1)
                #expect(handed <= rest + 1e-9, "\(spring) from \(start) at \(release)")
            }
        }
    }

    @Test func aVelocityAwayFromTheTargetIsDroppedAndOneWithinTheBudgetIsKept() {
        let spring = Spring.default
        #expect(SettleHandoff.velocity(release: 900, from: 100, to: 0, spring: spring, overshootLimit: 7.8) == 0)
        #expect(SettleHandoff.velocity(release: -900, from: 100, to: 390, spring: spring, overshootLimit: 7.8) == 0)
        #expect(SettleHandoff.velocity(release: 300, from: 100, to: 390, spring: spring, overshootLimit: 7.8) == 300)
        // Without a budget the velocity is still kept only up to 2λ|T| (λ = ζω₀ = 0.825 · 2π / 0.5).
        let lambda = 0.825 * 2 * Double.pi / 0.5
        let unbounded = SettleHandoff.velocity(
            release: 8000, from: 90, to: 390, spring: spring, overshootLimit: .infinity)
        #expect(abs(unbounded - 2 * lambda * 300) < 1e-6)
        #expect(
            SettleHandoff.velocity(release: 3000, from: 90, to: 390, spring: spring, overshootLimit: .infinity)
                == 3000)
        // Bad input: a negative limit counts as 0 (as NaN does).
        let negative = SettleHandoff.velocity(release: 8000, from: 0, to: 390, spring: spring, overshootLimit: -5)
        let zero = SettleHandoff.velocity(release: 8000, from: 0, to: 390, spring: spring, overshootLimit: 0)
        #expect(negative == zero)
        #expect(SettleHandoff.velocity(release: .nan, from: 0, to: 390, spring: spring, overshootLimit: 7.8) == 0)
        #expect(SettleHandoff.velocity(release: 500, from: .infinity, to: 390, spring: spring, overshootLimit: 1) == 0)
        let strict = SettleHandoff.velocity(release: 8000, from: 0, to: 390, spring: spring, overshootLimit: .nan)
        #expect(
            spring.overshoot(from: 0, to: 390, initialVelocity: strict) <= 1e-9
                + spring.overshoot(from: 0, to: 390, initialVelocity: 0))
        // The example in the documentation.
        let v = SettleHandoff.velocity(release: 8000, from: 90, to: 390, spring: spring, overshootLimit: 7.8)
        #expect(v > 0 && v < 8000)
        #expect(spring.overshoot(from: 90, to: 390, initialVelocity: v) <= 7.8)
    }
}
