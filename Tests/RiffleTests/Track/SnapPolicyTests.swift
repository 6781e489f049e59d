import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("SnapPolicy")
struct SnapPolicyTests {
    /// Seed 000: 13 full-width pages of 390.
    static let pages = TrackLayout(
        viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0),
        configuration: .init(alignment: .leading))
    static let ring = TrackLayout(
        viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
        configuration: .init(alignment: .leading, loop: true))

    func at(_ start: Int, pages fraction: Double) -> Double { Double(start) * 390 + fraction * 390 }

    @Test(
        "seed 000: threshold 0.65 of the width, truncated toward zero",
        arguments: [
            (0.60, 6), (0.66, 7), (1.30, 8), (1.31, 8), (-0.60, 6), (-0.66, 5), (-1.31, 4), (0.0, 6),
        ])
    func seedThreshold(fraction: Double, expected: Int) {
        let target = SnapPolicy.threshold(fraction: 0.65).decision(
            from: 6, position: at(6, pages: fraction), velocity: 5000, layout: Self.pages
        ).target
        expectEqual(target, expected)
    }

    @Test func seedThresholdClampsAtTheEnds() {
        #expect(
            SnapPolicy.threshold(fraction: 0.65).decision(
                from: 12, position: at(12, pages: 2), velocity: 0, layout: Self.pages
            ).target == 12)
        #expect(
            SnapPolicy.threshold(fraction: 0.65).decision(
                from: 0, position: at(0, pages: -2), velocity: 0, layout: Self.pages
            ).target == 0)
    }

    @Test func seedThresholdIgnoresVelocity() {
        // The seed's shortfall: a fast flick of 30 % snaps back.
        #expect(
            SnapPolicy.threshold(fraction: 0.65).decision(
                from: 3, position: at(3, pages: 0.3), velocity: 3000, layout: Self.pages
            ).target == 3)
    }

    @Test(
        "seed 001: predicted end (0.25 s of velocity) past half a page",
        arguments: [
            (0.4, 0.0, 3), (0.51, 0.0, 4), (0.2, 400.0, 3), (0.2, 500.0, 4), (-0.2, -500.0, 2), (0.9, 4000.0, 4),
            (-0.9, -4000.0, 2),
        ])
    func predictedHalfPage(fraction: Double, velocity: Double, expected: Int) {
        // 0.2·390 + 0.25·400 = 178 < 195 stays; 0.2·390 + 0.25·500 = 203 > 195 moves.
        let target = SnapPolicy.predictedHalfPage.decision(
            from: 3, position: at(3, pages: fraction), velocity: velocity, layout: Self.pages
        ).target
        expectEqual(target, expected)
    }

    @Test func predictedHalfPageStopsAtTheEnds() {
        #expect(
            SnapPolicy.predictedHalfPage.decision(
                from: 12, position: at(12, pages: 0.8), velocity: 0, layout: Self.pages
            ).target
                == 12)
    }

    @Test func directionalFlipsOnAnyMovement() {
        #expect(
            SnapPolicy.directional.decision(from: 1, position: at(1, pages: 0.003), velocity: 0, layout: Self.pages)
                .target == 2)
        #expect(
            SnapPolicy.directional.decision(from: 1, position: at(1, pages: -0.003), velocity: 0, layout: Self.pages)
                .target == 0
        )
        #expect(
            SnapPolicy.directional.decision(from: 1, position: at(1, pages: 0), velocity: 0, layout: Self.pages).target
                == 1)
        #expect(
            SnapPolicy.directional.decision(from: 0, position: at(0, pages: -0.5), velocity: 0, layout: Self.pages)
                .target == 0)
    }

    @Test(
        "paged: half a page or a fling, one page at most",
        arguments: [
            (0.49, 0.0, 3), (0.51, 0.0, 4), (-0.51, 0.0, 2), (0.1, 350.0, 4), (0.1, 250.0, 3), (0.1, -350.0, 3),
            (-0.1, 350.0, 3), (0.9, -400.0, 3), (1.4, 0.0, 4), (1.6, 9000.0, 4), (-1.6, -9000.0, 2),
        ])
    func paged(fraction: Double, velocity: Double, expected: Int) {
        let target = SnapPolicy.default.decision(
            from: 3, position: at(3, pages: fraction), velocity: velocity, layout: Self.pages
        ).target
        expectEqual(target, expected)
    }

    @Test func pagedNeverSkipsTwoPagesOnAStrongSwipeAfterALongDrag() {
        // Flutter #35712: from page 2, dragged to 2.6 and flung hard → page 3, never 4.
        let target = SnapPolicy.default.decision(
            from: 2, position: at(2, pages: 0.6), velocity: 8000, layout: Self.pages
        ).target
        expectEqual(target, 3)
    }

    @Test func pagedWithLargerMaxStepFollowsTheDistance() {
        let policy = SnapPolicy.paged(.init(maxStep: 3))
        expectEqual(policy.decision(from: 3, position: at(3, pages: 2.6), velocity: 0, layout: Self.pages).target, 6)
        expectEqual(policy.decision(from: 3, position: at(3, pages: 4.6), velocity: 0, layout: Self.pages).target, 6)
    }

    @Test func projectedUsesTheExactDecayProjection() {
        // v = 1000 pt/s at r = 0.998 projects −v/(1000 ln r) = 499.4998 pt: from 3.0 pages to 4.28 → page 4.
        let policy = SnapPolicy.projectedNormal
        expectEqual(policy.decision(from: 3, position: at(3, pages: 0), velocity: 1000, layout: Self.pages).target, 4)
        // v = 2000 → 998.9997 pt = 2.56 pages → page 6 (multi-page flick).
        expectEqual(policy.decision(from: 3, position: at(3, pages: 0), velocity: 2000, layout: Self.pages).target, 6)
        // Fast deceleration 0.99: 2000 → 198.9983 pt = 0.51 page → page 4.
        #expect(
            SnapPolicy.projected(decelerationRate: 0.99).decision(
                from: 3, position: at(3, pages: 0), velocity: 2000, layout: Self.pages
            ).target == 4)
    }

    @Test func freeDoesNotSnap() {
        #expect(
            SnapPolicy.free(decelerationRate: 0.998).decision(from: 1, position: 500, velocity: 0, layout: Self.pages)
                .motion
                != .settle)
        #expect(!SnapPolicy.free(decelerationRate: 0.998).snaps)
    }

    @Test func loopingTargetsCrossTheSeamWithVirtualIndices() {
        // From snap 4 (the last), a fling forward goes to virtual 5 = snap 0 one lap on.
        let target = SnapPolicy.default.decision(from: 4, position: 4 * 390 + 50, velocity: 1000, layout: Self.ring)
            .target
        expectEqual(target, 5)
        expectEqual(Self.ring.wrappedSnapIndex(5), 0)
        let back = SnapPolicy.default.decision(from: 0, position: -60, velocity: -1000, layout: Self.ring).target
        expectEqual(back, -1)
        expectEqual(Self.ring.offset(ofVirtualSnap: -1), -390)
    }

    @Test func nonFiniteInputIsDefined() {
        expectEqual(SnapPolicy.default.decision(from: 3, position: .nan, velocity: 0, layout: Self.pages).target, 3)
        #expect(
            SnapPolicy.default.decision(from: 3, position: at(3, pages: 0.7), velocity: .nan, layout: Self.pages).target
                == 4)
        #expect(
            SnapPolicy.default.decision(from: 99, position: .infinity, velocity: 0, layout: Self.pages).target == 12)
        #expect(
            SnapPolicy.threshold(fraction: 0).decision(from: 2, position: 5000, velocity: 0, layout: Self.pages).target
                == 2)
    }

    @Test func everyPolicyStaysInRangeOnBoundedTracks() async {
        let policies: [SnapPolicy] = [
            .threshold(fraction: 0.65), .predictedHalfPage, .directional, .default, .paged(.init(maxStep: 4)),
            .projectedNormal,
        ]
        await checkProperty(
            count: 300, input: Gen.int(in: 0...(policies.count - 1)).map { policies[$0] }, Gen.int(in: -5...20),
            Gen.double(in: -8000...8000),
            Gen.double(in: -20000...20000)
        ) { policy, start, position, velocity in
            let why = policy.decision(from: start, position: position, velocity: velocity, layout: Self.pages)
            expectEqual(why.motion, .settle)
            #expect((0..<13).contains(why.target))
        }
    }

    @Test func pagedMovesAtMostMaxStepFromTheStart() async {
        await checkProperty(
            count: 300, input: Gen.int(in: 0...12), Gen.double(in: -5...5), Gen.double(in: -9000...9000),
            Gen.int(in: 1...3)
        ) { start, fraction, velocity, step in
            let why = SnapPolicy.paged(.init(maxStep: step)).decision(
                from: start, position: Double(start) * 390 + fraction * 390, velocity: velocity, layout: Self.pages)
            expectEqual(why.motion, .settle)
            #expect(abs(why.target - start) <= step)
        }
    }
}
