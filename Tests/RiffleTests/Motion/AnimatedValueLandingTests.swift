import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// Every motion ends: the landing rule relative to the rounding of the value, and the one-hour cap
/// (`AnimatedValue.maximumDuration`).
@Suite("AnimatedValue landing")
struct AnimatedValueLandingTests {
    /// Advances `value` in frames of `step` seconds from `start` until `end`; returns the time it settled, if it did.
    static func settleTime(_ value: inout AnimatedValue, from start: Double, to end: Double, step: Double) -> Double? {
        var t = start
        while t < end {
            t += step
            if value.advance(to: t) { return t }
        }
        return nil
    }

    // MARK: - Rounding

    /// Issue 11's flaky property case (seed 6KGcNceIvbDTDPIxKCww3D9j3wSfW5WF5b/W/p08dCg=, shrunk): a free decay
    /// at −10³⁰⁸ pt/s runs 9·10⁻²⁹⁴ s and leaves the value at −8.96·10¹⁴, where one ulp is 0.125; a decay from
    /// there to 2098.1 tends to origin + travelled = 2098.0, 0.1000000000000004 short, and never came within the
    /// 0.1 tolerance.
    @Test func decayFromAValueWhoseUlpExceedsTheToleranceLands() {
        var value = AnimatedValue(0)
        value.decay(.normal, initialVelocity: -1e308, bounds: -Double.infinity...0, at: 0)
        let start = 8.96208782075862e-294
        value.advance(to: start)
        value.animate(to: 2098.1000000000004, with: .decay(.fast), at: start)
        let settled = Self.settleTime(&value, from: start, to: 500, step: 0.25)
        #expect(settled != nil)
        #expect(value.isSettled)
        expectEqual(value.value, 2098.1000000000004)
        expectEqual(value.velocity, 0)
    }

    // From −896208782075862.1 to 2098.1 at rate 0.99 (k = 1000·ln 0.99 = −10.050336): v₀ = −k·change =
    // 9.0072·10¹⁵ pt/s. The landing thresholds are max(0.1, 16·2⁻⁵²·8.962·10¹⁴) = 3.1840 pt and pt/s; the
    // speed falls below 3.1840 when e^(kt) < 3.1840 / 9.0072·10¹⁵, at t = 3.5400 s (the distance already at
    // 3.33 s). Before: never, the distance stayed 0.1000000000000004.
    @Test func landingThresholdIsTheRoundingOfTheMagnitude() {
        var value = AnimatedValue(0)
        value.jump(to: -896_208_782_075_862.1, at: 0)
        value.animate(to: 2098.1, with: .decay(.fast), at: 0)
        let k = 1000 * log(0.99)
        let threshold = 896_208_782_075_862.1 * 16 * Double.ulpOfOne
        let v0 = -k * (2098.1 + 896_208_782_075_862.1)
        let expected = log(threshold / v0) / k
        expectNear(expected, 3.5400, within: 1e-4)
        var early = value
        early.advance(to: expected - 0.01)
        #expect(!early.isSettled)
        value.advance(to: expected + 0.01)
        #expect(value.isSettled)
        expectEqual(value.value, 2098.1)
    }

    // D15: a decay from ±10³⁰⁴ to 0 keeps a rounding error of about 10²⁸⁸. At rate 0.998 (k = −2.002002),
    // v₀ = 2.002·10³⁰⁴; the threshold 16·2⁻⁵²·10³⁰⁴ = 3.5527·10²⁸⁹ is reached at t = ln(threshold/v₀)/k =
    // 16.97 s.
    @Test(arguments: [1e304, -1e304])
    func decayFromNearTheLargestValuesLandsOnItsTarget(start: Double) {
        var value = AnimatedValue(start)
        value.animate(to: 0, with: .decay(.normal), at: 0)
        let k = 1000 * log(0.998)
        let expected = log(16 * Double.ulpOfOne * 1e304 / (-k * 1e304)) / k
        expectNear(expected, 16.97, within: 0.01)
        var early = value
        early.advance(to: expected - 0.05)
        #expect(!early.isSettled)
        value.advance(to: expected + 0.05)
        #expect(value.isSettled)
        expectEqual(value.value, 0)
        expectEqual(value.velocity, 0)
    }

    @Test func ordinaryValuesStillUseTheTolerance() {
        // 16 ulps of 1000 are 3.6·10⁻¹², far below 0.1: the tolerance decides. From 0 to 1000 at rate 0.99 the
        // distance 1000·e^(kt) falls below 0.1 at t = ln(10⁻⁴)/k = 0.916421 s, and the speed 10050.34·e^(kt)
        // below 2 at t = ln(2/10050.34)/k = 0.847538 s: it settles after 0.916421 s.
        var value = AnimatedValue(0)
        value.animate(to: 1000, with: .decay(.fast), at: 0)
        var early = value
        early.advance(to: 0.9164)
        #expect(!early.isSettled)
        value.advance(to: 0.9165)
        #expect(value.isSettled)
        expectEqual(value.value, 1000)
    }

    // MARK: - Maximum duration

    // D15: `Spring(duration: 6.2e6, bounce: -1)` has ω₀ = 1.01·10⁻⁶ and ζ = 10⁶, a slowest decay rate of about
    // 5·10⁻¹³ per second: it would take 10¹³ s to settle. It lands after the one-hour maximum.
    @Test func aSpringThatWouldTakeForEverLandsAfterTheMaximumDuration() {
        expectEqual(AnimatedValue.maximumDuration, 3600)
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(Spring(duration: 6.2e6, bounce: -1)), at: 10)
        value.advance(to: 10 + 3599.9)
        #expect(!value.isSettled)
        let reported = value.advance(to: 10 + 3600)
        #expect(reported)
        #expect(value.isSettled)
        expectEqual(value.value, 100)
        expectEqual(value.velocity, 0)
    }

    @Test func aDecayToATargetThatWouldTakeForEverLandsAfterTheMaximumDuration() {
        // Rate 0.999999: k = −0.001 per second; from 10⁴ the distance falls below 0.1 only after 11513 s.
        var value = AnimatedValue(0)
        value.animate(to: 10_000, with: .decay(Decay(decelerationRate: 0.999_999)), at: 0)
        value.advance(to: 3599)
        #expect(!value.isSettled)
        // At 3599 s the value is 10⁴·(1 − e^(−3.599)) = 9726.6 (within 0.1).
        expectNear(value.value, 10_000 * (1 - exp(1000 * log(0.999_999) * 3599)), within: 0.1)
        value.advance(to: 3600)
        #expect(value.isSettled)
        expectEqual(value.value, 10_000)
    }

    @Test func aFreeDecayThatWouldTakeForEverStopsWhereItIsAfterTheMaximumDuration() {
        // From 10⁶ pt/s at rate 0.999999 the speed falls below 2 pt/s after ln(2·10⁻⁶)/k = 13122 s. At 3600 s it
        // stops at v₀·(e^(kt) − 1)/k = 9.7268·10⁸ (k = 1000·ln 0.999999).
        var value = AnimatedValue(0)
        value.decay(Decay(decelerationRate: 0.999_999), initialVelocity: 1e6, at: 0)
        value.advance(to: 3599)
        #expect(!value.isSettled)
        let reported = value.advance(to: 3600)
        #expect(reported)
        let k = 1000 * log(0.999_999)
        expectNear(value.value, 1e6 * expm1(k * 3600) / k, within: 1e-3)
        expectNear(value.value, 9.7268e8, within: 1e4)
        #expect(value.isSettled)
        expectEqual(value.velocity, 0)
    }

    @Test func curveDurationAndDelayAreClampedToTheMaximum() {
        // A curve of 1.8·10³⁰⁸ s (the largest finite Double) lasts one hour: half-way (1800 s) ease-in-out is at half the change.
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .curve(.easeInOut, duration: .greatestFiniteMagnitude), at: 0)
        value.advance(to: 1800)
        expectNear(value.value, 50, within: 1e-9)
        let reported = value.advance(to: 3600)
        #expect(reported)
        expectEqual(value.value, 100)
        // A delay of 10³⁰⁸ s waits one hour.
        var delayed = AnimatedValue(0)
        delayed.animate(to: 100, with: .curve(.linear, duration: 1, delay: 1e308), at: 0)
        delayed.advance(to: 3600.5)
        expectNear(delayed.value, 50, within: 1e-9)
        let delayedReported = delayed.advance(to: 3601)
        #expect(delayedReported)
    }
}
