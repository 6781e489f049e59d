import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("AnimatedValue")
struct AnimatedValueTests {
    // MARK: - Springs

    @Test func retargetVectorFromPhysicsMd() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(.bouncy), at: 0)
        value.advance(to: 0.1)
        #expect(MotionCheck.close(value.value, 42.330212, 1e-6))
        #expect(MotionCheck.close(value.velocity, 570.755834, 1e-6))
        let (x, v) = (value.value, value.velocity)
        value.animate(to: 200, with: .spring(.bouncy), at: 0.1)
        expectEqual(value.value, x)
        expectEqual(value.velocity, v)
        value.advance(to: 0.2)
        #expect(MotionCheck.close(value.value, 129.701302, 1e-6))
        value.advance(to: 0.3)
        #expect(MotionCheck.close(value.value, 190.764126, 1e-6))
        value.advance(to: 0.5)
        #expect(MotionCheck.close(value.value, 205.380103, 1e-6))
        expectEqual(value.target, 200)
    }

    @Test func resultDoesNotDependOnTheFrameRate() {
        var coarse = AnimatedValue(0)
        var fine = AnimatedValue(0)
        coarse.animate(to: 87, with: .spring(.snappy), initialVelocity: .absolute(-400), at: 1)
        fine.animate(to: 87, with: .spring(.snappy), initialVelocity: .absolute(-400), at: 1)
        for frame in 1...30 { fine.advance(to: 1 + Double(frame) / 120) }
        coarse.advance(to: 1.25)
        #expect(MotionCheck.close(coarse.value, fine.value, 1e-9))
        #expect(MotionCheck.close(coarse.velocity, fine.velocity, 1e-9))
        let expected = MotionCheck.springValue(
            mass: 1, stiffness: Spring.snappy.stiffness, damping: Spring.snappy.damping, target: 87, v0: -400, t: 0.25)
        #expect(MotionCheck.close(coarse.value, expected.x, 1e-9))
    }

    @Test func seed000InterpolatingSpringVelocityIsAFractionOfTheChange() {
        // interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3), moving 0 → −375:
        // SwiftUI applies the unit curve p(t) (physics.md §1.5) to the change.
        let m = 0.6
        let k = 100.0
        let c = 10.0
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (m * k).squareRoot())
        let wd = omega0 * (1 - zeta * zeta).squareRoot()
        func p(_ t: Double) -> Double {
            1 - exp(-zeta * omega0 * t) * (cos(wd * t) + (zeta * omega0 - 0.3) / wd * sin(wd * t))
        }
        var offset = AnimatedValue(0)
        offset.animate(to: -375, with: .spring(.tripCarousel), initialVelocity: .fractionOfChange(0.3), at: 0)
        #expect(MotionCheck.close(offset.velocity, 0.3 * -375, 1e-12))
        for t in [0.05, 0.1, 0.2, 0.4, 0.8] {
            offset.advance(to: t)
            #expect(MotionCheck.close(offset.value, -375 * p(t), 1e-9), "t = \(t)")
        }
    }

    @Test func interpolatingSpringUnitCurveWithAFineTolerance() {
        // physics.md §1.5: k = 170, c = 15 → p(0.1, 0.2, 0.5) = 0.480943, 0.986203, 0.999787. Values in units of
        // "fraction" need a finer tolerance than the points default, or the spring would settle before 0.5 s.
        var progress = AnimatedValue(0, tolerance: RestTolerance(distance: 1e-7, speed: 1e-6))
        progress.animate(to: 1, with: .spring(Spring(mass: 1, stiffness: 170, damping: 15)), at: 0)
        for (t, expected) in [(0.1, 0.480943), (0.2, 0.986203), (0.5, 0.999787)] {
            progress.advance(to: t)
            #expect(MotionCheck.close(progress.value, expected, 1e-6))
        }
        #expect(!progress.isSettled)
    }

    @Test func settlesExactlyOnTheTargetAndReportsItOnce() {
        var value = AnimatedValue(10)
        value.animate(to: 250, with: .spring(.bouncy), initialVelocity: .absolute(1000), at: 0)
        var reports = 0
        var settledAt: Double?
        var t = 0.0
        while t < 5 {
            t += 1.0 / 60
            if value.advance(to: t) {
                reports += 1
                settledAt = settledAt ?? t
            }
        }
        expectEqual(reports, 1)
        #expect(value.isSettled)
        expectEqual(value.value, 250)
        expectEqual(value.velocity, 0)
        expectEqual(value.target, 250)
        // The spring is within 0.1 pt and 2 pt/s of its target just before it settles.
        if let settledAt {
            let before = settledAt - 1.0 / 60
            let x = Spring.bouncy.value(from: 10, to: 250, initialVelocity: 1000, time: before)
            let v = Spring.bouncy.velocity(from: 10, to: 250, initialVelocity: 1000, time: before)
            #expect((x - 250).magnitude >= 0.1 || v.magnitude >= 2)
            let xs = Spring.bouncy.value(from: 10, to: 250, initialVelocity: 1000, time: settledAt)
            #expect((xs - 250).magnitude < 0.1)
        }
    }

    @Test func toleranceControlsWhenASpringSettles() {
        func settleTime(_ tolerance: RestTolerance) -> Double {
            var value = AnimatedValue(0, tolerance: tolerance)
            value.animate(to: 100, with: .spring(.smooth), at: 0)
            var t = 0.0
            while !value.advance(to: t) { t += 0.001 }
            return t
        }
        let loose = settleTime(RestTolerance(distance: 5, speed: 50))
        let strict = settleTime(RestTolerance(distance: 0.001, speed: 0.01))
        #expect(loose < settleTime(.default) && settleTime(.default) < strict)
        expectEqual(RestTolerance.default.distance, 0.1)
        expectEqual(RestTolerance.default.speed, 2)
        expectEqual(RestTolerance(distance: .nan, speed: -1), .default)
        expectEqual(RestTolerance(distance: 0, speed: .infinity), .default)
    }

    // MARK: - Curves

    @Test func curveFollowsTheBezierAndLandsOnTime() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .curve(.easeInOut, duration: 1), at: 2)
        expectEqual(value.velocity, 0)
        for x in [0.1, 0.25, 0.5, 0.9] {
            let settled = value.advance(to: 2 + x)
            #expect(!settled)
            #expect(MotionCheck.close(value.value, 100 * MotionCheck.bezierY(x: x, 0.42, 0, 0.58, 1), 1e-7))
        }
        #expect(MotionCheck.close(value.velocity, 100 * TimingCurve.easeInOut.velocity(at: 0.9), 1e-9))
        let settled = value.advance(to: 3)
        #expect(settled)
        expectEqual(value.value, 100)
        expectEqual(value.velocity, 0)
        #expect(value.isSettled)
    }

    @Test func curveDelayHoldsTheValueUntilItStarts() {
        // Seed 004's tap: easeOut(0.15).delay(0.1).
        var value = AnimatedValue(0)
        value.animate(to: 10, with: .curve(.easeOut, duration: 0.15, delay: 0.1), at: 1)
        #expect(!value.isSettled)
        expectEqual(value.target, 0)
        value.advance(to: 1.05)
        expectEqual(value.value, 0)
        expectEqual(value.velocity, 0)
        #expect(!value.isSettled)
        value.advance(to: 1.175)
        #expect(MotionCheck.close(value.value, 10 * MotionCheck.bezierY(x: 0.5, 0, 0, 0.58, 1), 1e-7))
        expectEqual(value.target, 10)
        let settled = value.advance(to: 1.3)
        #expect(settled)
        expectEqual(value.value, 10)
    }

    @Test func scheduledMotionLetsTheCurrentOneRunUntilItStarts() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(.smooth), at: 0)
        value.advance(to: 0.1)
        value.animate(to: -50, with: .curve(.linear, duration: 0.5, delay: 0.2), at: 0.1)
        value.advance(to: 0.25)
        #expect(
            MotionCheck.close(value.value, Spring.smooth.value(from: 0, to: 100, initialVelocity: 0, time: 0.25), 1e-9))
        // At 0.3 the curve starts from the spring's position at 0.3; at 0.55 it is halfway.
        let start = Spring.smooth.value(from: 0, to: 100, initialVelocity: 0, time: 0.3)
        value.advance(to: 0.55)
        #expect(MotionCheck.close(value.value, start + (-50 - start) * 0.5, 1e-9))
    }

    @Test func retargetingACurveKeepsThePositionAndRestartsItsVelocity() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .curve(.easeInOut, duration: 0.4), at: 0)
        value.advance(to: 0.2)
        let before = value.value
        #expect(value.velocity > 0)
        value.animate(to: -100, with: .curve(.easeInOut, duration: 0.4), at: 0.2)
        expectEqual(value.value, before)
        expectEqual(value.velocity, 0)  // easeInOut starts at rest: documented velocity discontinuity
        value.advance(to: 0.2 + 1e-6)
        #expect(MotionCheck.close(value.value, before, 1e-6))
        value.advance(to: 0.6)
        expectEqual(value.value, -100)
        #expect(value.isSettled)
    }

    @Test func invalidCurveDurationJumps() {
        for duration in [0.0, -1, .nan, .infinity] {
            var value = AnimatedValue(3)
            value.animate(to: 9, with: .curve(.easeIn, duration: duration), at: 0)
            expectEqual(value.value, 9)
            #expect(!value.isSettled)
            let settled = value.advance(to: 0.01)
            #expect(settled)
        }
        var delayed = AnimatedValue(3)
        delayed.animate(to: 9, with: .curve(.easeIn, duration: 0.1, delay: .nan), at: 0)
        delayed.advance(to: 0.05)
        #expect(delayed.value > 3)  // a NaN delay counts as 0
    }

    /// A curve with a NaN duration or delay, waiting for its delay, leaves no NaN in the value's state: a value
    /// still equals itself and its copy (a card stack compares its partial layouts with the full one this way; a
    /// kept NaN made every such check fail, found by the card-stack fuzzer).
    @Test func aWaitingCurveWithANaNDurationOrDelayKeepsTheValueEqualToItself() {
        // The motion, and whether it jumps (an invalid duration: a jump after the delay) or runs its curve.
        let cases: [(motion: Motion, jumps: Bool)] = [
            (.curve(.easeOut, duration: .nan, delay: 5e-324), true),
            (.curve(.easeOut, duration: .nan, delay: 0.2), true),
            (.curve(.easeOut, duration: .infinity, delay: 0.2), true),
            (.curve(.easeOut, duration: 0.3, delay: .nan), false),
        ]
        for (motion, jumps) in cases {
            var value = AnimatedValue(3)
            value.animate(to: 9, with: motion, at: 0)
            let copy = value
            expectEqual(value, copy, "\(motion)")
            // Still the documented result at 0.25 s: a jump after the delay; a NaN delay counts as 0.
            value.advance(to: 0.25)
            if jumps { expectEqual(value.value, 9) } else { #expect(value.value > 3 && value.value < 9) }
        }
    }

    // MARK: - None and jumps

    @Test func noneJumpsAndTheNextAdvanceReportsIt() {
        var value = AnimatedValue(0)
        value.advance(to: 1)
        value.animate(to: 42, with: .none, at: 1)
        expectEqual(value.value, 42)
        expectEqual(value.velocity, 0)
        #expect(!value.isSettled)
        let settled = value.advance(to: 1)
        #expect(settled)
        #expect(value.isSettled)
        let settledAgain = value.advance(to: 2)
        #expect(!settledAgain)
    }

    @Test func jumpIsSilentAndCancelsEverything() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(.smooth), at: 0)
        value.animate(to: 5, with: .curve(.linear, duration: 1, delay: 1), at: 0.05)
        value.advance(to: 0.1)
        value.jump(to: 7, at: 0.1)
        expectEqual(value.value, 7)
        expectEqual(value.velocity, 0)
        #expect(value.isSettled)
        expectEqual(value.target, 7)
        let settled = value.advance(to: 3)
        #expect(!settled)
        expectEqual(value.value, 7)
    }

    @Test func stopFreezesAMovingValue() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(.smooth), at: 0)
        value.stop(at: 0.1)
        let expected = Spring.smooth.value(from: 0, to: 100, initialVelocity: 0, time: 0.1)
        #expect(MotionCheck.close(value.value, expected, 1e-9))
        #expect(value.isSettled)
        expectEqual(value.velocity, 0)
        expectEqual(value.target, value.value)
        let settled = value.advance(to: 1)
        #expect(!settled)
    }

    // MARK: - Decay

    @Test func decayToATargetLandsOnIt() {
        var value = AnimatedValue(0)
        value.animate(to: 300, with: .decay(.normal), at: 0)
        let v0 = -300 * 1000 * log(0.998)
        #expect(MotionCheck.close(value.velocity, v0, 1e-9))
        var previous = 0.0
        var t = 0.0
        while !value.advance(to: t) {
            #expect(value.value >= previous && value.value <= 300)
            previous = value.value
            t += 1.0 / 60
            if t > 60 { break }
        }
        expectEqual(value.value, 300)
        #expect(value.isSettled)
    }

    @Test func freeDecayFollowsTheExactFormulaAndStopsBelowTheSpeedThreshold() {
        var value = AnimatedValue(100)
        value.decay(.normal, initialVelocity: 1000, at: 0)
        expectEqual(value.target, nil)
        #expect(!value.isSettled)
        let k = 1000 * log(0.998)
        for t in [0.1, 0.5, 1, 2] {
            value.advance(to: t)
            #expect(MotionCheck.close(value.value, 100 + 1000 * (exp(k * t) - 1) / k, 1e-9))
            #expect(MotionCheck.close(value.velocity, 1000 * exp(k * t), 1e-9))
        }
        // It stops at the first frame with a speed below 2 pt/s: ln(2/1000)/k = 3.1 s.
        let stopTime = log(2.0 / 1000) / k
        let settled = value.advance(to: stopTime - 0.01)
        #expect(!settled)
        let settledAgain = value.advance(to: stopTime + 0.01)
        #expect(settledAgain)
        let resting = 100 + 1000 * (exp(k * (stopTime + 0.01)) - 1) / k
        #expect(MotionCheck.close(value.value, resting, 1e-9))
        expectEqual(value.target, value.value)
        expectEqual(value.velocity, 0)
        #expect(value.value < 100 + 499.4998)
    }

    @Test func boundedDecayHandsOverToTheEdgeSpringKeepingItsVelocity() {
        var value = AnimatedValue(0)
        value.decay(.normal, initialVelocity: 2000, bounds: 0...300, edgeSpring: .smooth, at: 0)
        let k = 1000 * log(0.998)
        // The exact crossing time of x(t) = 300 and the velocity there, from the decay formula.
        let crossing = log(1 + 300 * k / 2000) / k
        let edgeVelocity = 2000 * exp(k * crossing)
        value.advance(to: crossing - 0.001)
        #expect(value.value < 300)
        expectEqual(value.target, nil)
        // After the crossing: a critically damped spring (ω0 = 4π) from the edge with that velocity:
        // x = 300 + v·τ·e^{−ω0 τ}.
        for tau in [0.01, 0.05, 0.2] {
            value.advance(to: crossing + tau)
            let omega0 = 4 * Double.pi
            #expect(MotionCheck.close(value.value, 300 + edgeVelocity * tau * exp(-omega0 * tau), 1e-7), "τ = \(tau)")
            expectEqual(value.target, 300)
        }
        var t = crossing + 0.2
        while !value.advance(to: t) { t += 1.0 / 60 }
        expectEqual(value.value, 300)
        #expect(value.isSettled)
    }

    @Test func boundedDecayCrossingBetweenFramesIsFrameRateIndependent() {
        var coarse = AnimatedValue(50)
        var fine = AnimatedValue(50)
        coarse.decay(.fast, initialVelocity: -3000, bounds: 0...500, edgeSpring: .bouncy, at: 0)
        fine.decay(.fast, initialVelocity: -3000, bounds: 0...500, edgeSpring: .bouncy, at: 0)
        for frame in 1...60 { fine.advance(to: Double(frame) / 240) }
        coarse.advance(to: 0.25)
        #expect(MotionCheck.close(coarse.value, fine.value, 1e-9))
        #expect(MotionCheck.close(coarse.velocity, fine.velocity, 1e-9))
        expectEqual(coarse.target, 0)
    }

    @Test func decayStartingOutsideTheBoundsSpringsBackToTheNearerEdge() {
        var value = AnimatedValue(-40)
        value.decay(.normal, initialVelocity: -200, bounds: 0...1000, at: 0)
        expectEqual(value.target, 0)
        expectEqual(value.velocity, -200)
        value.advance(to: 0.05)
        let expected = MotionCheck.springValue(
            mass: 1, stiffness: Spring.smooth.stiffness, damping: Spring.smooth.damping, target: 40, v0: -200, t: 0.05)
        #expect(MotionCheck.close(value.value, -40 + expected.x, 1e-9))
    }

    @Test func requestsForALaterTimeStartThen() {
        // A release event stamped between two frames: the decay starts at the event's time, not at the frame's.
        var value = AnimatedValue(0)
        value.advance(to: 1)
        value.decay(.normal, initialVelocity: 1000, at: 1.005)
        expectEqual(value.value, 0)
        #expect(!value.isSettled)
        expectEqual(value.target, 0)
        value.advance(to: 1.0167)
        let k = 1000 * log(0.998)
        #expect(MotionCheck.close(value.value, 1000 * (exp(k * 0.0117) - 1) / k, 1e-9))
        // A spring delayed by passing a later start time (seed 004: each card's spring starts (count − i)·0.1 s
        // later); .none scheduled for later lands then and is reported by that advance.
        var card = AnimatedValue(-400)
        card.animate(to: 0, with: .spring(Spring(response: 0.1, dampingRatio: 0.8)), at: 0.3)
        card.advance(to: 0.2)
        expectEqual(card.value, -400)
        card.advance(to: 0.35)
        #expect(card.value > -400)
        var jump = AnimatedValue(1)
        jump.advance(to: 0)
        jump.animate(to: 2, with: .none, at: 0.5)
        let early = jump.advance(to: 0.4)
        #expect(!early)
        expectEqual(jump.value, 1)
        let landed = jump.advance(to: 0.6)
        #expect(landed)
        expectEqual(jump.value, 2)
        #expect(jump.isSettled)
    }

    // MARK: - Time and invalid input

    @Test func timeGoingBackwardsIsIgnored() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(.smooth), at: 1)
        value.advance(to: 1.2)
        let snapshot = value
        let settled = value.advance(to: 1.1)
        #expect(!settled)
        expectEqual(value, snapshot)
        // A motion requested in the past starts at the latest timestamp.
        value.animate(to: 0, with: .curve(.linear, duration: 1), at: 0)
        value.advance(to: 1.7)
        #expect(MotionCheck.close(value.value, snapshot.value * 0.5, 1e-9))
    }

    @Test func nonFiniteInputIsIgnored() {
        var value = AnimatedValue(5)
        value.animate(to: 50, with: .spring(.smooth), at: 0)
        value.advance(to: 0.1)
        let snapshot = value
        value.animate(to: .nan, with: .spring(.smooth), at: 0.1)
        value.animate(to: .infinity, with: .spring(.smooth), at: 0.1)
        value.animate(to: 3, with: .spring(.smooth), at: .nan)
        value.animate(to: 3, with: .spring(.smooth), initialVelocity: .absolute(.infinity), at: 0.1)
        value.animate(to: 3, with: .spring(.smooth), initialVelocity: .fractionOfChange(.nan), at: 0.1)
        value.decay(.normal, initialVelocity: .nan, at: 0.1)
        value.decay(.normal, at: -.infinity)
        value.jump(to: .nan, at: 0.1)
        value.jump(to: 1, at: .infinity)
        value.stop(at: .nan)
        let settled = value.advance(to: .nan)
        #expect(!settled)
        let settledAgain = value.advance(to: .infinity)
        #expect(!settledAgain)
        expectEqual(value, snapshot)
        expectEqual(AnimatedValue(.nan).value, 0)
        expectEqual(AnimatedValue(-.infinity).value, 0)
    }

    @Test func overflowingMotionLandsOnItsTarget() {
        var value = AnimatedValue(-1.5e308)
        value.animate(to: 1.5e308, with: .spring(.bouncy), at: 0)
        let settled = value.advance(to: 0.1)
        #expect(settled)
        expectEqual(value.value, 1.5e308)
        var fast = AnimatedValue(0)
        fast.animate(to: 1, with: .spring(.smooth), initialVelocity: .absolute(1e308), at: 0)
        fast.advance(to: 0.01)
        #expect(fast.value.isFinite && fast.velocity.isFinite)
    }

    @Test func firstTimestampStartsTheClock() {
        var value = AnimatedValue(1)
        expectEqual(value.time, nil)
        #expect(value.isSettled)
        let settled = value.advance(to: 10)
        #expect(!settled)
        expectEqual(value.time, 10)
        var fresh = AnimatedValue(1)
        fresh.animate(to: 2, with: .spring(.smooth), at: 7)
        expectEqual(fresh.time, 7)
        #expect(!fresh.isSettled)
    }

    @Test func isAPlainValueWithoutReferences() {
        // A trivially copyable type holds no references, so copying and advancing it never allocates.
        #expect(_isPOD(AnimatedValue.self))
        #expect(_isPOD(Spring.self) && _isPOD(Decay.self) && _isPOD(Motion.self))
        #expect(MemoryLayout<AnimatedValue>.size <= 512)
    }
}
