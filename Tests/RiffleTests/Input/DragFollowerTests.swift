import RiffleTestSupport
import Testing

@testable import Riffle

/// The drag rule (`DragFollower`): no jump at the slop, 1:1 after it, physics.md's rubber band past the limits,
/// the finger's velocity for the release, and a defined result for bad input.
@Suite("DragFollower")
struct DragFollowerTests {
    /// A drag value that went from (0, 0) at time 0 to `translation` at `time`, moving at `velocity`.
    static func drag(_ x: Double, _ y: Double, velocity: Vector = Vector(x: 0, y: 0), at time: Double = 0.1)
        -> DragValue
    {
        DragValue(
            startLocation: Point(x: 0, y: 0), location: Point(x: x, y: y), velocity: velocity, startTime: 0,
            time: time)
    }

    /// physics.md §7, rubber band with c = 0.55 and d = 375: overscroll → visible displacement.
    static let band375: [(x: Double, b: Double)] = [
        (5, 2.7300), (10, 5.4205), (50, 25.6211), (100, 47.9651), (200, 85.0515), (400, 138.6555),
        (960, 219.2691),
    ]

    @Test func recognitionSlopLeavesOutTheWholeTranslationSoNothingJumps() {
        let follower = DragFollower(
            grabbing: 200, drag: Self.drag(0, 14), axis: .vertical, slop: .atRecognition, limits: 0...1000)
        expectEqual(follower.value, 200)
        expectEqual(follower.slop, 14)
        expectEqual(follower.translation, 14)
    }

    @Test func distanceSlopLeavesOutExactlyTheSlopAlongTheLine() {
        // Recognized 14 points out with a 10-point slop: 4 points of movement show at once (1:1 from the circle).
        let straight = DragFollower(
            grabbing: 200, drag: Self.drag(14, 0), axis: .horizontal, slop: .distance(10), limits: 0...1000)
        expectEqual(straight.value, 204)
        // Exactly on the circle, diagonally (6, 8): nothing moves.
        let onCircle = DragFollower(
            grabbing: 200, drag: Self.drag(6, 8), axis: .horizontal, slop: .distance(10), limits: 0...1000)
        expectEqual(onCircle.value, 200)
        // (9, 12) is 15 out: the slop is the first 10 of those 15, of which the horizontal axis takes 9·10/15 = 6.
        let diagonal = DragFollower(
            grabbing: 200, drag: Self.drag(9, 12), axis: .horizontal, slop: .distance(10), limits: 0...1000)
        expectEqual(diagonal.slop, 6)
        expectEqual(diagonal.value, 203)
    }

    @Test func followsOneToOneAfterTheSlop() {
        var follower = DragFollower(
            grabbing: 300, drag: Self.drag(0, 12), axis: .vertical, slop: .atRecognition, limits: 0...1000)
        var previous = follower.value
        var time = 0.1
        for step in [1.0, 7, 0.25, 33, -12, -5.5] {
            time += 0.016
            let finger = follower.translation + step
            follower.follow(Self.drag(0, finger, at: time))
            expectNear((follower.value - previous), step, within: 1e-12, "step \(step)")
            previous = follower.value
        }
        expectNear(follower.value, (300 + follower.translation - 12), within: 1e-12)
    }

    @Test func signMirrorsTheFinger() {
        var follower = DragFollower(
            grabbing: 500, drag: Self.drag(-10, 0), axis: .horizontal, sign: -1, slop: .atRecognition,
            limits: 0...1000)
        follower.follow(Self.drag(-40, 0, velocity: Vector(x: -300, y: 0), at: 0.2))
        expectEqual(follower.value, 530)
        expectEqual(follower.velocity, 300)
    }

    @Test func rubberBandPastTheUpperLimitIsPhysicsFormula() {
        for (x, b) in Self.band375 {
            var follower = DragFollower(
                grabbing: 1000, drag: Self.drag(0, 10), axis: .vertical, slop: .atRecognition, limits: 0...1000,
                dimension: 375)
            follower.follow(Self.drag(0, 10 + x, at: 0.2))
            expectNear(follower.value, (1000 + b), within: 5.1e-5, "x = \(x)")
            expectEqual(follower.unbandedValue, 1000 + x)
        }
    }

    @Test func rubberBandPastTheLowerLimitMirrors() {
        for (x, b) in Self.band375 {
            var follower = DragFollower(
                grabbing: 0, drag: Self.drag(0, -10), axis: .vertical, slop: .atRecognition, limits: 0...1000,
                dimension: 375)
            follower.follow(Self.drag(0, -10 - x, at: 0.2))
            #expect(abs(follower.value + b) < 5.1e-5, "x = \(x)")
        }
    }

    @Test func grabbingABandedValueContinuesWithoutAJump() {
        // 47.9651 points past the end is what 100 points of overscroll show over d = 375.
        let shown = 1000 + 47.9651
        var follower = DragFollower(
            grabbing: shown, drag: Self.drag(0, 10), axis: .vertical, slop: .atRecognition, limits: 0...1000,
            dimension: 375)
        expectNear(follower.value, shown, within: 1e-9)
        expectNear(follower.start, 1100, within: 2.5e-4)  // the table's rounding, scaled by d²/(c·(d − b)²)
        // Pulling the 100 points back brings it to the limit.
        follower.follow(Self.drag(0, 10 - (follower.start - 1000), at: 0.2))
        expectNear(follower.value, 1000, within: 1e-9)
    }

    @Test func regrabKeepsTheShownValueWhenTheLimitsChange() {
        var follower = DragFollower(
            grabbing: 900, drag: Self.drag(0, 10), axis: .vertical, slop: .atRecognition, limits: 0...1000,
            dimension: 375)
        follower.follow(Self.drag(0, 210, at: 0.2))  // 100 past the end
        let shown = follower.value
        follower.limits = 0...2000  // items added beyond the end
        follower.regrab(showing: shown)
        expectNear(follower.value, shown, within: 1e-9)
        follower.follow(Self.drag(0, 220, at: 0.3))
        expectNear(follower.value, (shown + 10), within: 1e-9, "1:1 again inside the new limits")
        expectEqual(follower.positionWithSlop, follower.start + follower.translation)
    }

    @Test func velocityIsTheFingersAlongTheAxis() {
        var follower = DragFollower(
            grabbing: 0, drag: Self.drag(0, 12, velocity: Vector(x: 5, y: 640)), axis: .vertical,
            slop: .atRecognition, limits: 0...1000)
        expectEqual(follower.velocity, 640)
        follower.follow(Self.drag(0, 30, velocity: Vector(x: 0, y: -1200), at: 0.2))
        expectEqual(follower.velocity, -1200)
        expectEqual(follower.time, 0.2)
    }

    @Test func badInputHasDefinedResults() {
        var follower = DragFollower(
            grabbing: 100, drag: Self.drag(0, 12), axis: .vertical, slop: .atRecognition, limits: 0...1000)
        follower.follow(Self.drag(0, 40, at: 0.2))
        let before = follower
        // A non-finite translation, an earlier time and a non-finite time are ignored.
        follower.follow(Self.drag(0, .nan, at: 0.3))
        follower.follow(Self.drag(0, .infinity, at: 0.3))
        follower.follow(Self.drag(0, 90, at: 0.15))
        follower.follow(Self.drag(0, 90, at: .nan))
        follower.follow(Self.drag(0, 90, at: .infinity))
        expectEqual(follower, before)
        // The same time is a later sample; a non-finite velocity reads as 0.
        follower.follow(Self.drag(0, 50, velocity: Vector(x: 0, y: .nan), at: 0.2))
        expectEqual(follower.value, 138)
        expectEqual(follower.velocity, 0)
        // Unusable construction numbers.
        let bad = DragFollower(
            grabbing: .nan, drag: Self.drag(0, 20, velocity: Vector(x: 0, y: .infinity), at: .nan), axis: .vertical,
            sign: .nan, slop: .distance(.nan), limits: 0...1000)
        expectEqual(bad.value, 20)
        expectEqual(bad.slop, 0)
        expectEqual(bad.sign, 1)
        expectEqual(bad.velocity, 0)
        expectEqual(bad.time, 0)
        let negativeSlop = DragFollower(
            grabbing: 0, drag: Self.drag(0, 20), axis: .vertical, slop: .distance(-5), limits: 0...1000)
        expectEqual(negativeSlop.slop, 0)
        // A non-finite regrab is ignored; values stay finite near the largest doubles.
        var huge = DragFollower(
            grabbing: 1e308, drag: Self.drag(0, 12), axis: .vertical, slop: .atRecognition,
            limits: -Double.infinity...Double.infinity)
        huge.regrab(showing: .nan)
        huge.follow(Self.drag(0, 1e308, at: 0.2))
        #expect(huge.value.isFinite)
    }
}
