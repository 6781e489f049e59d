import RiffleTestSupport
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
    ///
    /// The default suite samples every millisecond, then every 0.1 ms within 2 ms of the largest of those (the
    /// largest excursion is the first lobe past the target, tens of milliseconds wide for these springs, so the
    /// 0.1 ms sample nearest its peak is within 2 ms of the best millisecond sample, and the answer is the same
    /// as the dense one); `RIFFLE_LONG_TESTS=1` (`make test-long`) samples all 60,000 points.
    static func sampledOvershoot(_ spring: Spring, from start: Double, to target: Double, velocity: Double) -> Double {
        let direction: Double = target != start ? (target > start ? 1 : -1) : (velocity > 0 ? 1 : -1)
        func excursion(_ step: Int) -> Double {
            direction
                * (spring.value(from: start, to: target, initialVelocity: velocity, time: Double(step) * 1e-4)
                    - target)
        }
        var largest = 0.0
        if LongTests.isEnabled {
            for step in 1...60_000 { largest = Swift.max(largest, excursion(step)) }
            return largest
        }
        var best = 10
        for step in stride(from: 10, through: 60_000, by: 10) where excursion(step) > excursion(best) { best = step }
        for step in Swift.max(1, best - 20)...Swift.min(60_000, best + 20) {
            largest = Swift.max(largest, excursion(step))
        }
        return largest
    }

    /// Where the settle starts, from 390: the default suite's chosen ones (the target itself minus a point, a
    /// hair away, values between round numbers, the full distance), and every 20 points with `make test-long`.
    static var starts: [Double] {
        LongTests.isEnabled ? Array(stride(from: 0.0, through: 380, by: 20)) : [0, 1, 137, 251, 373, 389]
    }

    /// Release speeds: rest, a crawl, either side of the fling threshold, values between round numbers, the
    /// tracker's maximum; every 250 pt/s with `make test-long`.
    static var releases: [Double] {
        LongTests.isEnabled
            ? Array(stride(from: 0.0, through: 8000, by: 250))
            : [0, 1, 299, 301, 1_117, 2_749, 4_063, 6_571, 7_999, 8_000]
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
            expectNear(spring.overshoot(from: 0, to: 390, initialVelocity: 0), expected, within: 1e-9)
        }
        // Critically and over-damped from rest never pass the target.
        expectEqual(Spring(response: 0.5, dampingRatio: 1).overshoot(from: 0, to: 390, initialVelocity: 0), 0)
        expectEqual(Spring(response: 0.5, dampingRatio: 1.5).overshoot(from: 0, to: 390, initialVelocity: 0), 0)
        // Bad input.
        expectEqual(Spring.default.overshoot(from: .nan, to: 1, initialVelocity: 0), 0)
        expectEqual(Spring.default.overshoot(from: 0, to: 0, initialVelocity: 0), 0)
        expectEqual(Spring.default.overshoot(from: 0, to: 1, initialVelocity: .infinity), 0)
    }

    @Test(arguments: springs)
    func theHandedVelocityKeepsTheExcursionWithinTheBudget(spring: Spring) {
        for start in Self.starts {
            for release in Self.releases {
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
        for start in LongTests.isEnabled ? Array(stride(from: 0.0, through: 386, by: 13)) : Self.starts {
            for release in LongTests.isEnabled ? Array(stride(from: 0.0, through: 8000, by: 400)) : Self.releases {
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
        expectEqual(SettleHandoff.velocity(release: 900, from: 100, to: 0, spring: spring, overshootLimit: 7.8), 0)
        expectEqual(SettleHandoff.velocity(release: -900, from: 100, to: 390, spring: spring, overshootLimit: 7.8), 0)
        expectEqual(SettleHandoff.velocity(release: 300, from: 100, to: 390, spring: spring, overshootLimit: 7.8), 300)
        // Without a budget the velocity is still kept only up to 2λ|T| (λ = ζω₀ = 0.825 · 2π / 0.5).
        let lambda = 0.825 * 2 * Double.pi / 0.5
        let unbounded = SettleHandoff.velocity(
            release: 8000, from: 90, to: 390, spring: spring, overshootLimit: .infinity)
        expectNear(unbounded, 2 * lambda * 300, within: 1e-6)
        #expect(
            SettleHandoff.velocity(release: 3000, from: 90, to: 390, spring: spring, overshootLimit: .infinity)
                == 3000)
        // Bad input: a negative limit counts as 0 (as NaN does).
        let negative = SettleHandoff.velocity(release: 8000, from: 0, to: 390, spring: spring, overshootLimit: -5)
        let zero = SettleHandoff.velocity(release: 8000, from: 0, to: 390, spring: spring, overshootLimit: 0)
        expectEqual(negative, zero)
        expectEqual(SettleHandoff.velocity(release: .nan, from: 0, to: 390, spring: spring, overshootLimit: 7.8), 0)
        expectEqual(
            SettleHandoff.velocity(release: 500, from: .infinity, to: 390, spring: spring, overshootLimit: 1), 0)
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
