import Foundation
import PropertyBased
import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("SnapDecision: why a release went where it went")
struct SnapDecisionTests {
    static let pages = TrackLayout(
        viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0),
        configuration: .init(alignment: .leading))

    @Test("The seed threshold is the viewport times the fraction, and the position is judged as it is")
    func seedThreshold() {
        let why = SnapPolicy.threshold(fraction: 0.65).decision(
            from: 2, position: 780 + 300, velocity: 2000, layout: Self.pages)
        expectEqual(why.rule, .threshold)
        expectEqual(why.threshold, 390 * 0.65)
        expectEqual(why.projectedEnd, 1080)
        expectEqual(why.target, 3)
        expectEqual(why.targetOffset, 1170)
        expectEqual(why.startOffset, 780)
    }

    @Test("The predicted half page projects 0.25 s of velocity and compares with half a viewport")
    func predictedHalfPage() {
        let why = SnapPolicy.predictedHalfPage.decision(from: 2, position: 780 + 100, velocity: 480, layout: Self.pages)
        expectEqual(why.rule, .predictedHalfPage)
        expectEqual(why.projectedEnd, 880 + 0.25 * 480)
        expectEqual(why.threshold, 195)
        expectEqual(why.target, 3)  // 100 + 120 = 220 > 195
    }

    @Test("Paged: faster than the fling velocity is a fling; slower compares with the distance fraction")
    func paged() {
        let fast = SnapPolicy.default.decision(from: 2, position: 780 + 40, velocity: 301, layout: Self.pages)
        expectEqual(fast.rule, .fling)
        expectEqual(fast.flingVelocity, 300)
        expectEqual(fast.target, 3)
        expectEqual(fast.candidates, 1...3)
        let slow = SnapPolicy.default.decision(from: 2, position: 780 - 200, velocity: -100, layout: Self.pages)
        expectEqual(slow.rule, .distance)
        expectEqual(slow.threshold, 195)
        expectEqual(slow.target, 1)
    }

    @Test("Projected: the exact exponential projection −v / (1000 ln r), then the nearest snap")
    func projected() {
        let why = SnapPolicy.projectedNormal.decision(from: 0, position: 10, velocity: 1500, layout: Self.pages)
        let expected = 10 - 1500 / (1000 * log(0.998))
        expectNear(why.projectedEnd, expected, within: 1e-9)
        expectEqual(why.rule, .projection)
        expectEqual(why.target, Int((expected / 390).rounded()))
    }

    @Test("The decision's target is the policy's, for any input")
    func sameTargetAsThePolicy() async {
        let input = zip(
            Gen.int(in: 0...5), Gen.int(in: -3...15), Gen.double(in: -2000...8000), Gen.double(in: -9000...9000),
            Gen.bool)
        await propertyCheck(input: input) { kind, start, position, velocity, loops in
            let policies: [SnapPolicy] = [
                .threshold(fraction: 0.65), .predictedHalfPage, .directional, .default, .paged(.init(maxStep: 3)),
                .projectedNormal,
            ]
            let layout = TrackLayout(
                viewportLength: 390, items: .uniform(count: 9, length: 300, spacing: 12),
                configuration: .init(alignment: .center, loop: loops))
            let policy = policies[kind]
            let why = policy.decision(from: start, position: position, velocity: velocity, layout: layout)
            expectEqual(why.motion, .settle)  // every policy here settles on `why.target`
            #expect(why.candidates.contains(why.target))
            expectEqual(why.targetOffset, layout.offset(ofVirtualSnap: why.target))
            #expect(why.projectedEnd.isFinite && why.threshold.isFinite)
        }
    }

    @Test("A track keeps the decision of its latest release")
    func trackKeepsTheLastDecision() {
        var driver = GestureDriver<Track>(.pages(policy: .default, initialIndex: 2))
        expectEqual(driver.track.lastDecision, nil)
        driver.drag(from: 300, to: 240, start: 0, duration: 0.048)
        let why = driver.track.lastDecision
        expectEqual(why?.rule, .fling)
        expectEqual(why?.target, driver.track.virtualTargetIndex)
        expectEqual(why?.startSnap, 2)
        #expect((why?.velocity ?? 0) > 300)
        expectEqual(driver.track.targetCause, .drag)
    }

    @Test("While a finger drags, the release decision previews what releasing now would do")
    func releaseDecisionPreviewsTheRelease() {
        var driver = GestureDriver<Track>(.pages(policy: .default, initialIndex: 2))
        driver.drag(from: 300, to: 100, start: 0, duration: 0.3, release: false)
        let preview = driver.track.releaseDecision
        expectEqual(preview?.startSnap, 2)
        expectEqual(driver.track.lastDecision, nil)
        driver.up(100, at: 0.3)
        expectEqual(driver.track.lastDecision?.target, preview?.target)
        expectEqual(driver.track.releaseDecision, driver.track.lastDecision)
    }

    @Test("Free momentum records where it really comes to rest")
    func freeMomentum() {
        var driver = GestureDriver<Track>(.pages(policy: .free(decelerationRate: 0.998), initialIndex: 2))
        driver.drag(from: 300, to: 200, start: 0, duration: 0.1)
        let why = driver.track.lastDecision
        expectEqual(why?.rule, .momentum)
        driver.settle()
        // The decay comes to rest once slower than the rest speed, short of the asymptotic end by at most the
        // distance that speed would still cover: v_rest / (−1000 ln r).
        let shortfall = driver.track.configuration.restSpeed / (-1000 * log(0.998))
        #expect(abs((why?.targetOffset ?? 0) - driver.track.unwrappedPosition) <= shortfall + 1e-6)
        expectEqual(driver.track.virtualTargetIndex, why?.target)
    }

    @Test("A release runs the motion its decision describes, from the offset the track shows")
    func releaseRunsTheDecidedMotion() throws {
        // Free momentum dragged past the start of a bounded track: the rubber band shows less than the finger's
        // translation, and the momentum starts from what is shown.
        var free = GestureDriver<Track>(.pages(policy: .free(decelerationRate: 0.998), initialIndex: 0))
        free.drag(from: 100, to: 260, start: 0, duration: 0.1)
        let why = try #require(free.track.lastDecision)
        expectEqual(why.motion, .momentum(Decay(decelerationRate: 0.998)))
        expectEqual(why.motionStart, free.track.unwrappedPosition)
        #expect(why.motionStart != why.position, "the rubber band shows less than the judged translation")
        let end = why.motionStart + Decay(decelerationRate: 0.998).projectedDistance(initialVelocity: why.velocity)
        expectEqual(why.projectedEnd, end)
        expectEqual(why.targetOffset, free.track.layout.clamped(end))
        #expect(why.candidates.contains(why.target))
        expectEqual(free.track.virtualTargetIndex, why.target)
        // A snapping policy settles on its target.
        var paged = GestureDriver<Track>(.pages(policy: .default, initialIndex: 2))
        paged.drag(from: 300, to: 240, start: 0, duration: 0.048)
        let settle = try #require(paged.track.lastDecision)
        expectEqual(settle.motion, .settle)
        expectEqual(settle.motionStart, paged.track.unwrappedPosition)
        paged.settle()
        expectEqual(paged.track.unwrappedPosition, settle.targetOffset)
    }

    @Test("The motion ahead is the track's own future, sample for sample, without moving the track")
    func motionAhead() {
        var driver = GestureDriver<Track>(.pages(policy: .default, initialIndex: 2))
        driver.drag(from: 300, to: 240, start: 0, duration: 0.048)
        var samples: [Track.MotionSample] = []
        driver.track.motionAhead(step: 1.0 / 60, count: 600, into: &samples)
        #expect(samples.count > 5)
        expectEqual(samples.first?.offset, driver.track.unwrappedPosition)
        let before = driver.track.unwrappedPosition
        expectEqual(driver.track.unwrappedPosition, before)
        for sample in samples.prefix(40).dropFirst() {
            var copy = driver.track
            copy.advance(to: sample.time)
            expectNear(copy.unwrappedPosition, sample.offset, within: 1e-9)
        }
        expectNear((samples.last?.offset ?? 0), 3 * 390, within: 1)
        // At rest, or with a bad step, there is nothing ahead.
        driver.settle()
        driver.track.motionAhead(step: 1.0 / 60, count: 600, into: &samples)
        #expect(samples.isEmpty)
        driver.track.motionAhead(step: .nan, count: 10, into: &samples)
        #expect(samples.isEmpty)
    }

    @Test("Overscroll is the rubber band's stretch beyond a limit, 0 inside")
    func overscroll() {
        var driver = GestureDriver<Track>(.pages(policy: .default, initialIndex: 0))
        expectEqual(driver.track.overscroll, 0)
        driver.drag(from: 100, to: 300, start: 0, duration: 0.3, release: false)
        #expect(driver.track.overscroll < 0)
        expectEqual(driver.track.overscroll, driver.track.unwrappedPosition - driver.track.layout.lowerLimit)
    }

    @Test("Bad numbers give a defined decision: a non-finite position is the start snap, a non-finite velocity 0")
    func badNumbers() {
        for policy in [
            SnapPolicy.default, .threshold(fraction: 0.65), .predictedHalfPage, .projectedNormal,
            .free(decelerationRate: 0.998),
        ] {
            let why = policy.decision(from: 2, position: .nan, velocity: .infinity, layout: Self.pages)
            expectEqual(why.position, 780)
            expectEqual(why.velocity, 0)
            expectEqual(why.projectedEnd, 780)
            expectEqual(why.target, 2)
            let far = policy.decision(from: .max, position: -.infinity, velocity: .nan, layout: Self.pages)
            expectEqual(far.startSnap, 12)
            expectEqual(far.target, 12)
            #expect(far.projectedEnd.isFinite && far.threshold.isFinite)
        }
        // An empty track: one snap at 0.
        let empty = TrackLayout(viewportLength: 390, items: .uniform(count: 0, length: 390, spacing: 0))
        let none = SnapPolicy.default.decision(from: 5, position: 100, velocity: 900, layout: empty)
        expectEqual(none.target, 0)
        expectEqual(none.targetOffset, 0)
    }

    @Test("The motion ahead of a negative or zero count, or of a bad step, is empty; at most 10,000 samples")
    func motionAheadBounds() {
        var driver = GestureDriver<Track>(.pages(policy: .default, initialIndex: 2))
        driver.drag(from: 300, to: 240, start: 0, duration: 0.048)
        var samples: [Track.MotionSample] = []
        for (step, count) in [(1.0 / 60, -5), (1.0 / 60, 0), (-1.0, 10), (Double.infinity, 10), (0.0, 10)] {
            driver.track.motionAhead(step: step, count: count, into: &samples)
            #expect(samples.isEmpty, "step \(step), count \(count)")
        }
        driver.track.motionAhead(step: 1e-6, count: .max, into: &samples)
        expectEqual(samples.count, 10_000)
    }
}
