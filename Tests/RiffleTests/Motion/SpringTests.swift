import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// One row of physics.md §7's spring table.
struct SpringVector: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: Spring
    let target: Double
    let v0: Double
    /// x at t = 0.1, 0.2, 0.5, 1.0 (printed with 6 decimals).
    let x: [Double]
    /// v at t = 0.1, 0.2.
    let v: [Double]
    /// Half a unit in the last printed decimal of `v`, plus rounding room.
    let velocityTolerance: Double
    let settle: Double
    var testDescription: String { name }
}

private let flutterSpring = Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())

private let springTable: [SpringVector] = [
    SpringVector(
        name: "smooth D0.5 B0", spring: Spring(duration: 0.5, bounce: 0), target: 1, v0: 0,
        x: [0.357740, 0.715416, 0.986399, 0.999953], v: [4.4944, 2.5583], velocityTolerance: 6e-5, settle: 0.8),
    SpringVector(
        name: "snappy D0.5 B0.15", spring: Spring(duration: 0.5, bounce: 0.15), target: 1, v0: 0,
        x: [0.388102, 0.786369, 1.006020, 0.999966], v: [5.0389, 2.7317], velocityTolerance: 6e-5,
        settle: 0.876827),
    SpringVector(
        name: "bouncy D0.5 B0.3", spring: Spring(duration: 0.5, bounce: 0.3), target: 1, v0: 0,
        x: [0.423302, 0.873711, 1.014498, 1.000072], v: [5.7076, 2.9538], velocityTolerance: 6e-5,
        settle: 1.044713),
    SpringVector(
        name: "R0.5 zeta0.825", spring: Spring(response: 0.5, dampingRatio: 0.825), target: 1, v0: 0,
        x: [0.393608, 0.799649, 1.008402, 0.999945], v: [5.1409, 2.7646], velocityTolerance: 6e-5,
        settle: 0.900768),
    SpringVector(
        name: "over D0.5 B-0.3", spring: Spring(duration: 0.5, bounce: -0.3), target: 1, v0: 0,
        x: [0.290826, 0.570395, 0.907764, 0.992911], v: [3.4028, 2.1937], velocityTolerance: 6e-5, settle: 1.4),
    SpringVector(
        name: "bouncy T100 v0+500", spring: .bouncy, target: 100, v0: 500,
        x: [60.401980, 96.723690, 100.781911, 100.010830], v: [541.1696, 193.9857], velocityTolerance: 6e-5,
        settle: 1.487053),
    SpringVector(
        name: "smooth T100 v0-300", spring: .smooth, target: 100, v0: -300,
        x: [27.235669, 66.681413, 98.359790, 99.994223], v: [471.3498, 292.6021], velocityTolerance: 6e-5,
        settle: 1.2),
    SpringVector(
        name: "Flutter m0.5 k100 zeta1.1 T375 v0 0", spring: flutterSpring, target: 375, v0: 0,
        x: [146.720477, 274.391243, 368.184255, 374.927047], v: [1696.07, 871.61], velocityTolerance: 6e-3,
        settle: 1.5),
    SpringVector(
        name: "Flutter m0.5 k100 zeta1.1 T375 v0 1000", spring: flutterSpring, target: 375, v0: 1000,
        x: [169.334735, 286.012714, 369.008272, 374.935875], v: [1601.22, 778.33], velocityTolerance: 6e-3,
        settle: 1.5),
]

@Suite("Spring")
struct SpringTests {
    // MARK: - physics.md §7 table

    @Test("Closed-form value matches physics.md §7", arguments: springTable)
    func valueMatchesTable(_ row: SpringVector) {
        for (time, expected) in zip([0.1, 0.2, 0.5, 1.0], row.x) {
            let x = row.spring.value(from: 0, to: row.target, initialVelocity: row.v0, time: time)
            #expect(MotionCheck.close(x, expected, 1e-6), "x(\(time)) = \(x), expected \(expected)")
        }
    }

    @Test("Closed-form velocity matches physics.md §7", arguments: springTable)
    func velocityMatchesTable(_ row: SpringVector) {
        for (time, expected) in zip([0.1, 0.2], row.v) {
            let v = row.spring.velocity(from: 0, to: row.target, initialVelocity: row.v0, time: time)
            #expect(MotionCheck.close(v, expected, row.velocityTolerance), "v(\(time)) = \(v), expected \(expected)")
        }
    }

    @Test("Settling duration matches physics.md §7", arguments: springTable)
    func settlingMatchesTable(_ row: SpringVector) {
        let settle = row.spring.settlingDuration(from: 0, to: row.target, initialVelocity: row.v0)
        #expect(MotionCheck.close(settle, row.settle, 1e-6), "settle = \(settle), expected \(row.settle)")
    }

    @Test("Value and velocity start from the initial conditions", arguments: springTable)
    func initialConditions(_ row: SpringVector) {
        let x = row.spring.value(from: 0, to: row.target, initialVelocity: row.v0, time: 0)
        let v = row.spring.velocity(from: 0, to: row.target, initialVelocity: row.v0, time: 0)
        #expect(MotionCheck.close(x, 0, 1e-12))
        #expect(MotionCheck.close(v, row.v0, 1e-9))
    }

    @Test func settlingDurationOfNamedSpringsMatchesPhysicsMd() {
        #expect(MotionCheck.close(Spring(duration: 0.5, bounce: 0).settlingDuration, 0.8, 1e-6))
        #expect(MotionCheck.close(Spring(duration: 0.5, bounce: 0.15).settlingDuration, 0.876827, 1e-6))
        #expect(MotionCheck.close(Spring(duration: 0.5, bounce: 0.3).settlingDuration, 1.044713, 1e-6))
        #expect(MotionCheck.close(Spring(duration: 0.5, bounce: -0.3).settlingDuration, 1.4, 1e-6))
        #expect(MotionCheck.close(Spring(duration: 1, bounce: 0.5).settlingDuration, 2.651151, 1e-6))
    }

    @Test func settlingDurationIsConservative() {
        // physics.md §1.3: the true last times |x − 1| ≥ 1e-3 are 0.7348, 0.6967, 0.8187, 1.3816, 2.0215.
        let springs = [(0.5, 0.0), (0.5, 0.15), (0.5, 0.3), (0.5, -0.3), (1.0, 0.5)].map {
            Spring(duration: $0.0, bounce: $0.1)
        }
        for (spring, lastUnsettled) in zip(springs, [0.7348, 0.6967, 0.8187, 1.3816, 2.0215]) {
            #expect(spring.settlingDuration > lastUnsettled)
        }
    }

    @Test func settlingDurationHandlesDegenerateInput() {
        expectEqual(Spring.bouncy.settlingDuration(from: 5, to: 5, initialVelocity: 0), 0)
        expectEqual(Spring.smooth.settlingDuration(from: 5, to: 5, initialVelocity: 0), 0)
        expectEqual(Spring.smooth.settlingDuration(from: .nan, to: 5, initialVelocity: 0), 0)
        expectEqual(Spring.smooth.settlingDuration(from: 0, to: 1, initialVelocity: .infinity), 0)
        let withBadEpsilon = Spring.bouncy.settlingDuration(from: 0, to: 1, initialVelocity: 0, epsilon: -1)
        expectEqual(withBadEpsilon, Spring.bouncy.settlingDuration)
    }

    @Test func verySlowOverDampedSpringStillGetsAFiniteSettlingDuration() {
        // ζ = 50, ω0 = 1: the slow root is about −0.01 /s, far beyond the 102.4 s sampling window.
        let spring = Spring(mass: 1, stiffness: 1, damping: 100)
        let settle = spring.settlingDuration
        #expect(settle.isFinite && settle > 102.4)
        let after = spring.value(from: 0, to: 1, initialVelocity: 0, time: settle)
        #expect((after - 1).magnitude < 1e-3)
    }

    // MARK: - Conversions (physics.md §1.1 and §7)

    @Test func appleCheckValuesForDurationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectEqual(spring.mass, 1)
        #expect(MotionCheck.close(spring.stiffness, 157.9137, 5e-5))
        #expect(MotionCheck.close(spring.damping, 17.5929, 5e-5))
        // Apple's documentation rounds to (1.0, 157.9, 17.6).
        expectEqual((spring.stiffness * 10).rounded() / 10, 157.9)
        expectEqual((spring.damping * 10).rounded() / 10, 17.6)
        // Exact algebra: k = (2π/D)², c = 4πζ/D.
        #expect(MotionCheck.relativelyClose(spring.stiffness, pow(2 * Double.pi / 0.5, 2), 1e-12))
        #expect(MotionCheck.relativelyClose(spring.damping, 4 * Double.pi * 0.7 / 0.5, 1e-12))
    }

    @Test func appleCheckValuesForMassStiffnessDamping() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(MotionCheck.close(spring.duration, 0.628319, 1e-6))
        #expect(MotionCheck.close(spring.response, 2 * Double.pi / 10, 1e-12))
        #expect(MotionCheck.close(spring.bounce, 0.5, 1e-12))
        #expect(MotionCheck.close(spring.dampingRatio, 0.5, 1e-12))
        expectEqual(spring.mass, 1)
        expectEqual(spring.stiffness, 100)
        expectEqual(spring.damping, 10)
    }

    @Test func responseAndDampingRatioConversion() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(MotionCheck.close(spring.stiffness, 157.9137, 5e-5))
        #expect(MotionCheck.close(spring.damping, 20.7345, 5e-5))
        #expect(MotionCheck.relativelyClose(spring.damping, 4 * Double.pi * 0.825 / 0.5, 1e-12))
        #expect(MotionCheck.close(spring.response, 0.5, 1e-12))
        #expect(MotionCheck.close(spring.dampingRatio, 0.825, 1e-12))
        #expect(MotionCheck.close(spring.bounce, 0.175, 1e-12))
    }

    @Test func overDampedSpringKeepsThePhysicalStiffness() {
        let spring = Spring(duration: 0.5, bounce: -0.3)
        #expect(MotionCheck.close(spring.dampingRatio, 1.428571, 1e-6))
        #expect(MotionCheck.close(spring.dampingRatio, 1 / 0.7, 1e-12))
        #expect(MotionCheck.close(spring.stiffness, 157.9137, 5e-5))
        #expect(!MotionCheck.close(spring.stiffness, 486.63, 1))  // the OpenSwiftUI port's getter slip
        #expect(MotionCheck.close(spring.damping, 35.9039, 5e-5))
        #expect(MotionCheck.close(spring.bounce, -0.3, 1e-12))
        #expect(MotionCheck.close(spring.duration, 0.5, 1e-12))
    }

    @Test func flutterDefaultSpringDamping() {
        #expect(MotionCheck.close(flutterSpring.damping, 15.556349, 1e-6))
        #expect(MotionCheck.close(flutterSpring.dampingRatio, 1.1, 1e-12))
    }

    @Test func overDampedStaysOverDamped() {
        // SwiftUI's Spring(mass:stiffness:damping:) would silently make this critically damped.
        let spring = Spring(mass: 1, stiffness: 100, damping: 30)
        expectEqual(spring.damping, 30)
        #expect(MotionCheck.close(spring.dampingRatio, 1.5, 1e-12))
        let x = spring.value(from: 0, to: 1, initialVelocity: 0, time: 0.2)
        let expected = MotionCheck.springValue(mass: 1, stiffness: 100, damping: 30, target: 1, v0: 0, t: 0.2).x
        let critical = 1 - 3 * exp(-2.0)  // ω0 = 10, t = 0.2: 1 − e^{−2}(1 + 2)
        #expect(MotionCheck.close(x, expected, 1e-12))
        #expect(!MotionCheck.close(x, critical, 0.1))
    }

    // MARK: - Presets

    @Test func presetsMatchSwiftUI() {
        #expect(MotionCheck.close(Spring.smooth.duration, 0.5, 1e-12))
        expectEqual(Spring.smooth.bounce, 0)
        expectEqual(Spring.smooth.dampingRatio, 1)
        #expect(MotionCheck.close(Spring.snappy.bounce, 0.15, 1e-12))
        #expect(MotionCheck.close(Spring.bouncy.bounce, 0.3, 1e-12))
        #expect(MotionCheck.close(Spring.interactive.response, 0.15, 1e-12))
        #expect(MotionCheck.close(Spring.interactive.dampingRatio, 0.86, 1e-12))
        #expect(MotionCheck.close(Spring.default.response, 0.5, 1e-12))
        #expect(MotionCheck.close(Spring.default.dampingRatio, 0.825, 1e-12))
        expectEqual(Spring.tripCarousel.mass, 0.6)
        expectEqual(Spring.tripCarousel.stiffness, 100)
        expectEqual(Spring.tripCarousel.damping, 10)
        #expect(MotionCheck.close(Spring.tripCarousel.dampingRatio, 10 / (2 * (60.0).squareRoot()), 1e-12))
    }

    // MARK: - Retargeting

    @Test func retargetVectorFromPhysicsMd() {
        // Bouncy D0.5/B0.3 from 0 to 100; at t = 0.1 retarget to 200.
        var x = 0.0
        var v = 0.0
        Spring.bouncy.update(value: &x, velocity: &v, target: 100, deltaTime: 0.1)
        #expect(MotionCheck.close(x, 42.330212, 1e-6))
        #expect(MotionCheck.close(v, 570.755834, 1e-6))
        var samples: [Double] = []
        for step in [0.1, 0.1, 0.2] {
            Spring.bouncy.update(value: &x, velocity: &v, target: 200, deltaTime: step)
            samples.append(x)
        }
        #expect(MotionCheck.close(samples[0], 129.701302, 1e-6))
        #expect(MotionCheck.close(samples[1], 190.764126, 1e-6))
        #expect(MotionCheck.close(samples[2], 205.380103, 1e-6))
    }

    @Test func twoStepsEqualOneStep() {
        var x = 0.0
        var v = 0.0
        Spring.bouncy.update(value: &x, velocity: &v, target: 100, deltaTime: 0.1)
        Spring.bouncy.update(value: &x, velocity: &v, target: 100, deltaTime: 0.1)
        let direct = Spring.bouncy.value(from: 0, to: 100, initialVelocity: 0, time: 0.2)
        #expect(MotionCheck.close(x, 87.37108956, 1e-8))
        #expect(MotionCheck.close(direct, 87.37108956, 1e-8))
        #expect(MotionCheck.close(x, direct, 1e-9))
    }

    @Test func interpolatingSpringUnitCurve() {
        // physics.md §1.5: k = 170, c = 15 → p(0.1, 0.2, 0.5) = 0.480943, 0.986203, 0.999787.
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        for (t, p) in [(0.1, 0.480943), (0.2, 0.986203), (0.5, 0.999787)] {
            #expect(MotionCheck.close(spring.value(from: 0, to: 1, initialVelocity: 0, time: t), p, 1e-6))
        }
    }

    @Test func closedFormAgreesWithRungeKutta() {
        // An integration that knows nothing of the closed form: m x'' = −k (x − T) − c x'.
        let cases: [(Double, Double, Double, Double)] = [
            (1, 157.9, 5, 300), (0.5, 100, 14.1421356, 0), (2, 50, 40, -80),
        ]
        for (m, k, c, v0) in cases {
            let spring = Spring(mass: m, stiffness: k, damping: c)
            var x = 0.0
            var v = v0
            let dt = 1e-4
            func a(_ x: Double, _ v: Double) -> Double { (-k * (x - 10) - c * v) / m }
            for _ in 0..<5000 {
                let (k1x, k1v) = (v, a(x, v))
                let (k2x, k2v) = (v + dt / 2 * k1v, a(x + dt / 2 * k1x, v + dt / 2 * k1v))
                let (k3x, k3v) = (v + dt / 2 * k2v, a(x + dt / 2 * k2x, v + dt / 2 * k2v))
                let (k4x, k4v) = (v + dt * k3v, a(x + dt * k3x, v + dt * k3v))
                x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            #expect(MotionCheck.close(spring.value(from: 0, to: 10, initialVelocity: v0, time: 0.5), x, 1e-9))
            #expect(MotionCheck.close(spring.velocity(from: 0, to: 10, initialVelocity: v0, time: 0.5), v, 1e-7))
        }
    }

    // MARK: - Invalid input

    @Test func invalidParametersFallBackOrClamp() {
        expectEqual(Spring(mass: .nan, stiffness: 100, damping: 10).mass, 1)
        expectEqual(Spring(mass: -2, stiffness: 100, damping: 10).mass, 1)
        expectEqual(Spring(mass: .infinity, stiffness: 100, damping: 10).mass, 1e6)
        expectEqual(Spring(mass: 1e-9, stiffness: 100, damping: 10).mass, 1e-6)
        let noStiffness = Spring(mass: 2, stiffness: 0, damping: 10)
        #expect(MotionCheck.relativelyClose(noStiffness.stiffness, 2 * pow(4 * Double.pi, 2), 1e-12))
        #expect(MotionCheck.close(noStiffness.response, 0.5, 1e-12))
        let noDamping = Spring(mass: 1, stiffness: 100, damping: -.infinity)
        expectEqual(noDamping.damping, 20)
        expectEqual(noDamping.dampingRatio, 1)
        expectEqual(Spring(mass: 1, stiffness: .infinity, damping: 10).stiffness, 1e6)
        let badResponse = Spring(response: -1, dampingRatio: .nan)
        #expect(MotionCheck.close(badResponse.response, 0.5, 1e-12))
        expectEqual(badResponse.dampingRatio, 1)
        let badDuration = Spring(duration: 0, bounce: .nan)
        #expect(MotionCheck.close(badDuration.duration, 0.5, 1e-12))
        expectEqual(badDuration.bounce, 0)
        #expect(MotionCheck.close(Spring(duration: 0.5, bounce: 5).dampingRatio, 1e-6, 1e-15))
        #expect(MotionCheck.relativelyClose(Spring(duration: 0.5, bounce: -5).dampingRatio, 1e6, 1e-9))
        #expect(MotionCheck.close(Spring(duration: 0.5, bounce: .infinity).dampingRatio, 1e-6, 1e-15))
    }

    @Test func extremeSpringsStayFinite() {
        let springs = [
            Spring(mass: 1e-6, stiffness: 1e6, damping: 1e-6), Spring(mass: 1e6, stiffness: 1e-6, damping: 1e6),
            Spring(mass: 1e-6, stiffness: 1e6, damping: 1e6), Spring(duration: 1e-9, bounce: 0.99),
            Spring(duration: 1e9, bounce: -0.99), Spring(mass: 1, stiffness: 100, damping: 20.000000001),
            Spring(mass: 1, stiffness: 100, damping: 19.999999999),
        ]
        for spring in springs {
            for t in [0, 1e-9, 0.016, 1, 100, 1e6, 1e12] {
                let x = spring.value(from: -5, to: 1000, initialVelocity: 3000, time: t)
                let v = spring.velocity(from: -5, to: 1000, initialVelocity: 3000, time: t)
                #expect(x.isFinite && v.isFinite, "\(spring) at \(t)")
            }
            #expect(spring.settlingDuration.isFinite)
        }
    }

    @Test func nearCriticalSpringsAgreeWithCritical() {
        // Both sides of ζ = 1 must approach the critical solution continuously (no cancellation blow-up).
        let critical = Spring(mass: 1, stiffness: 100, damping: 20)
        let dampings: [Double] = [20 * (1 + 1e-12), 20 * (1 - 1e-12), 20 * (1 + 1e-7), 20 * (1 - 1e-7)]
        for damping in dampings {
            let near = Spring(mass: 1, stiffness: 100, damping: damping)
            for t in [0.05, 0.2, 1.0] {
                let a = near.value(from: 0, to: 100, initialVelocity: 500, time: t)
                let b = critical.value(from: 0, to: 100, initialVelocity: 500, time: t)
                #expect(MotionCheck.close(a, b, 1e-4), "ζ−1 = \(damping / 20 - 1), t = \(t)")
            }
        }
    }

    @Test func invalidEvaluationInputHasDefinedResults() {
        let spring = Spring.smooth
        expectEqual(spring.value(from: .nan, to: 1, initialVelocity: 0, time: 0.1), 0)
        expectEqual(spring.value(from: 3, to: .infinity, initialVelocity: 0, time: 0.1), 3)
        expectEqual(spring.value(from: 3, to: 5, initialVelocity: .nan, time: 0.1), 3)
        expectEqual(spring.velocity(from: 3, to: 5, initialVelocity: .nan, time: 0.1), 0)
        expectEqual(spring.value(from: 3, to: 5, initialVelocity: 0, time: .nan), 3)
        expectEqual(spring.value(from: 3, to: 5, initialVelocity: 0, time: -1), 3)
        expectEqual(spring.value(from: 3, to: 5, initialVelocity: 0, time: .infinity), 5)
        expectEqual(spring.velocity(from: 3, to: 5, initialVelocity: 7, time: .infinity), 0)
        expectEqual(spring.value(from: -1e308, to: 1e308, initialVelocity: 0, time: 0.1), -1e308)  // overflow
        var x = 1.0
        var v = 2.0
        spring.update(value: &x, velocity: &v, target: 10, deltaTime: 0)
        spring.update(value: &x, velocity: &v, target: 10, deltaTime: -1)
        spring.update(value: &x, velocity: &v, target: .nan, deltaTime: 0.1)
        spring.update(value: &x, velocity: &v, target: 10, deltaTime: .infinity)
        expectEqual(x, 1)
        expectEqual(v, 2)
    }
}
