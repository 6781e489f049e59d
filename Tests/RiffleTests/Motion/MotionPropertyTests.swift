import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Property tests: settling, continuity under retargeting and finiteness under arbitrary input.
@Suite("Motion properties")
struct MotionPropertyTests {
    static let mass = Gen.double(in: 0.1...5)
    static let stiffness = Gen.double(in: 10...1000)
    static let damping = Gen.double(in: 1...100)

    /// An upper bound, independent of the library, on the time after which |x − T| and |v| stay below `epsilon`:
    /// both are at most (a + b·t)·e^(−ρt) with ρ the slowest decay rate (λ, or −r₁ when over-damped), and
    /// t·e^(−ρt/2) ≤ 2/(eρ).
    static func settleBound(m: Double, k: Double, c: Double, distance: Double, v0: Double, epsilon: Double) -> Double {
        let omega0 = (k / m).squareRoot()
        let lambda = c / (2 * m)
        let zeta = lambda / omega0
        let rho = zeta <= 1 ? lambda : omega0 * omega0 / (lambda + omega0 * (zeta * zeta - 1).squareRoot())
        let a = distance.magnitude + v0.magnitude
        let b = (v0 - lambda * distance).magnitude + (omega0 * omega0 * distance - lambda * v0).magnitude
        return 2 * log((a + 2 * b / (M_E * rho)) / epsilon) / rho
    }

    @Test func springsSettleForAnyPositiveParameters() async {
        await checkProperty(
            count: 100, input: Self.mass, Self.stiffness, Self.damping, Gen.double(in: -2000...2000),
            Gen.double(in: -5000...5000)
        ) { m, k, c, distance, v0 in
            let spring = Spring(mass: m, stiffness: k, damping: c)
            let tolerance = RestTolerance.default
            let bound = Self.settleBound(
                m: m, k: k, c: c, distance: distance, v0: v0, epsilon: min(tolerance.distance, tolerance.speed))
            // The closed form is within tolerance at the bound and stays there.
            for t in [bound, bound * 1.5, bound * 3] {
                let x = spring.value(from: 0, to: distance, initialVelocity: v0, time: t)
                #expect((x - distance).magnitude < tolerance.distance, "m \(m) k \(k) c \(c) t \(t)")
            }
            // AnimatedValue reports settling once, by the bound, exactly on the target.
            var value = AnimatedValue(0, tolerance: tolerance)
            value.animate(to: distance, with: .spring(spring), initialVelocity: .absolute(v0), at: 0)
            var t = 0.0
            var reports = 0
            while t <= bound + 1.0 / 30 {
                t += 1.0 / 30
                if value.advance(to: t) { reports += 1 }
                if value.isSettled { break }
            }
            expectEqual(reports, 1)
            #expect(value.isSettled)
            expectEqual(value.value, distance)
            expectEqual(value.velocity, 0)
        }
    }

    @Test func swiftUISettlingDurationBoundsTheMotionWhenDampedFrequencyIsAtLeastOne() async {
        await checkProperty(
            count: 100, input: Self.mass, Self.stiffness, Self.damping, Gen.double(in: -500...500),
            Gen.double(in: -3000...3000)
        ) { m, k, c, distance, v0 in
            let spring = Spring(mass: m, stiffness: k, damping: c)
            let omega0 = (k / m).squareRoot()
            let zeta = c / (2 * (m * k).squareRoot())
            guard zeta >= 1 || omega0 * (1 - zeta * zeta).squareRoot() >= 1 else { return }
            let settle = spring.settlingDuration(from: 0, to: distance, initialVelocity: v0, epsilon: 1e-3)
            #expect(settle.isFinite && settle >= 0)
            for factor in [1.0, 1.1, 1.5, 2, 4] {
                let x = spring.value(from: 0, to: distance, initialVelocity: v0, time: settle * factor)
                #expect((x - distance).magnitude < 1e-3, "m \(m) k \(k) c \(c) t \(settle * factor)")
            }
        }
    }

    @Test func closedFormMatchesTheRegimeFormulasOfPhysicsMd() async {
        await checkProperty(
            count: 200, input: Self.mass, Self.stiffness, Self.damping, Gen.double(in: -1000...1000),
            Gen.double(in: -3000...3000), Gen.double(in: 0...3)
        ) { m, k, c, target, v0, t in
            let spring = Spring(mass: m, stiffness: k, damping: c)
            let reference = MotionCheck.springValue(mass: m, stiffness: k, damping: c, target: target, v0: v0, t: t)
            let scale = max(1, target.magnitude, v0.magnitude)
            #expect(
                MotionCheck.close(
                    spring.value(from: 0, to: target, initialVelocity: v0, time: t), reference.x, 1e-9 * scale))
            let omega0 = (k / m).squareRoot()
            #expect(
                MotionCheck.close(
                    spring.velocity(from: 0, to: target, initialVelocity: v0, time: t), reference.v,
                    1e-9 * scale * max(1, omega0)))
        }
    }

    @Test func retargetingASpringNeverJumpsInPositionOrVelocity() async {
        await checkProperty(
            count: 200, input: Self.mass, Self.stiffness, Self.damping, Gen.double(in: 0.001...1),
            Gen.double(in: -1000...1000), Gen.double(in: -1000...1000)
        ) { m, k, c, retargetTime, firstTarget, secondTarget in
            let spring = Spring(mass: m, stiffness: k, damping: c)
            var value = AnimatedValue(0)
            value.animate(to: firstTarget, with: .spring(spring), at: 0)
            value.advance(to: retargetTime)
            guard !value.isSettled else { return }
            let (x, v) = (value.value, value.velocity)
            value.animate(to: secondTarget, with: .spring(spring), at: retargetTime)
            expectEqual(value.value, x)
            expectEqual(value.velocity, v)
            let h = 1e-7
            value.advance(to: retargetTime + h)
            guard !value.isSettled else { return }
            // |Δx| ≤ |v|·h + ½·a·h², |Δv| ≤ a·h with a the largest acceleration just after the retarget.
            let acceleration = (k * (secondTarget - x).magnitude + c * v.magnitude) / m
            #expect((value.value - x).magnitude <= v.magnitude * h + acceleration * h * h + 1e-9)
            #expect((value.velocity - v).magnitude <= 2 * acceleration * h + 1e-9)
        }
    }

    @Test func retargetingACurveNeverJumpsInPosition() async {
        await checkProperty(
            count: 200, input: Gen.double(in: 0.05...2), Gen.double(in: 0...1), Gen.double(in: -1000...1000),
            Gen.double(in: -1000...1000),
            Gen<TimingCurve?>.element(of: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
        ) { duration, fraction, firstTarget, secondTarget, optionalCurve in
            let curve = optionalCurve ?? .linear
            var value = AnimatedValue(0)
            value.animate(to: firstTarget, with: .curve(curve, duration: duration), at: 0)
            value.advance(to: duration * fraction)
            let x = value.value
            value.animate(to: secondTarget, with: .curve(curve, duration: duration), at: duration * fraction)
            expectEqual(value.value, x)
            value.advance(to: duration * fraction + 1e-9)
            #expect((value.value - x).magnitude < 1e-4 || value.isSettled)
        }
    }

    @Test func boundedDecayHandOverKeepsPositionAndVelocityContinuous() async {
        await checkProperty(
            count: 200, input: Gen.double(in: 0.95...0.999), Gen.double(in: 300...8000), Gen.double(in: 10...400),
            Gen.bool
        ) { rate, speed, edge, forward in
            let v0 = forward ? speed : -speed
            let decay = Decay(decelerationRate: rate)
            // The speed at the edge is v₀ + k·edge (v − v₀ = k·(x − x₀) for exponential decay); below the rest
            // speed the decay stops before it gets there.
            let k = 1000 * log(rate)
            guard speed + k * edge > 10 else { return }
            // The crossing time from the decay formula; just before and after it the motion must agree.
            let crossing = log(1 + edge * k / speed) / k
            var before = AnimatedValue(0)
            var after = AnimatedValue(0)
            before.decay(decay, initialVelocity: v0, bounds: -edge...edge, at: 0)
            after.decay(decay, initialVelocity: v0, bounds: -edge...edge, at: 0)
            before.advance(to: crossing - 1e-6)
            after.advance(to: crossing + 1e-6)
            #expect((after.value - before.value).magnitude < 1e-6 * speed * 3)
            #expect((after.velocity - before.velocity).magnitude < 1e-3 * speed + 1)
            expectEqual(after.target, (forward ? edge : -edge))
            expectEqual(before.target, nil)
        }
    }

    /// One step of a random script driving an AnimatedValue, with deliberately hostile numbers.
    enum Step: Sendable {
        case advance(Double)
        case spring(Double, Double)
        case curve(Double, Double, Double)
        case decay(Double, Double)
        case decayTo(Double)
        case jump(Double)
        case stop
    }

    static let specialNumbers: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1e308, -1e308, 5e-324]

    /// Ordinary numbers half of the time, hostile ones (NaN, ±∞, huge, subnormal) the other half.
    static let hostile = zip(Gen.bool, Gen.double(in: -1e4...1e4), Gen<Double?>.element(of: specialNumbers)).map {
        ordinary, number, special in ordinary ? number : (special ?? 0)
    }

    static let step = zip(Gen.int(in: 0...6), Gen.double(in: -0.1...0.5), hostile, hostile, hostile).map {
        kind, dt, a, b, c -> Step in
        switch kind {
        case 0: return .advance(dt)
        case 1: return .spring(a, b)
        case 2: return .curve(a, b, c)
        case 3: return .decay(a, b)
        case 4: return .decayTo(a)
        case 5: return .jump(a)
        default: return .stop
        }
    }

    @Test func valueAndVelocityStayFiniteUnderAnyScript() async {
        await checkProperty(count: 300, input: Self.step.array(of: 1...40)) { steps in
            var value = AnimatedValue(0)
            var clock = 0.0
            // A valid curve may take (or wait) 10³⁰⁸ s; only scripts without such curves must come to rest soon.
            var mustComeToRest = true
            for step in steps {
                switch step {
                case .advance(let dt):
                    clock += dt
                    value.advance(to: clock)
                case .spring(let target, let velocity):
                    value.animate(to: target, with: .spring(.bouncy), initialVelocity: .absolute(velocity), at: clock)
                case .curve(let target, let duration, let delay):
                    if (duration.isFinite && duration > 100) || (delay.isFinite && delay > 100) {
                        mustComeToRest = false
                    }
                    value.animate(to: target, with: .curve(.easeInOut, duration: duration, delay: delay), at: clock)
                case .decay(let velocity, let edge):
                    let bounds = edge.isNaN ? nil : (min(0, edge)...max(0, edge))
                    value.decay(.normal, initialVelocity: velocity, bounds: bounds, at: clock)
                case .decayTo(let target):
                    value.animate(to: target, with: .decay(.fast), at: clock)
                case .jump(let target):
                    value.jump(to: target, at: clock)
                case .stop:
                    value.stop(at: clock)
                }
                #expect(value.value.isFinite && value.velocity.isFinite)
                #expect(value.target?.isFinite ?? true)
                value._checkInvariants()
            }
            // Otherwise the value comes to rest within a bounded time.
            for _ in 0..<2000 where !value.isSettled {
                clock += 0.25
                value.advance(to: clock)
            }
            #expect(!mustComeToRest || (value.isSettled && value.velocity == 0), "\(value)")
        }
    }
}
