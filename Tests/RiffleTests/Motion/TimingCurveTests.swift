import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("TimingCurve")
struct TimingCurveTests {
    @Test func namedCurvesUseTheCSSAndSwiftUIControlPoints() {
        expectEqual(TimingCurve.easeIn, TimingCurve(0.42, 0, 1, 1))
        expectEqual(TimingCurve.easeOut, TimingCurve(0, 0, 0.58, 1))
        expectEqual(TimingCurve.easeInOut, TimingCurve(0.42, 0, 0.58, 1))
        expectEqual(TimingCurve.linear, TimingCurve(0, 0, 1, 1))
        expectEqual(TimingCurve.easeInOut.controlPoint1, Point(x: 0.42, y: 0))
        expectEqual(TimingCurve.easeInOut.controlPoint2, Point(x: 0.58, y: 1))
    }

    @Test func endpointsAreExact() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.3, -0.5, 0.7, 1.6)] {
            expectEqual(curve.value(at: 0), 0)
            expectEqual(curve.value(at: 1), 1)
            expectEqual(curve.value(at: -3), 0)
            expectEqual(curve.value(at: 7), 1)
            expectEqual(curve.value(at: .nan), 0)
        }
    }

    @Test func exactAlgebraPoints() {
        // easeIn at s = 0.5: x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.6575, y = 3·½·¼ + ⅛ = 0.5.
        #expect(MotionCheck.close(TimingCurve.easeIn.value(at: 0.6575), 0.5, 1e-12))
        // easeOut at s = 0.5: x = 3·½·¼·0.58 + ⅛ = 0.3425, y = 0.5.
        #expect(MotionCheck.close(TimingCurve.easeOut.value(at: 0.3425), 0.5, 1e-12))
        // easeInOut is point-symmetric about (½, ½).
        #expect(MotionCheck.close(TimingCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            let sum = TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x)
            #expect(MotionCheck.close(sum, 1, 1e-12))
            expectEqual(TimingCurve.linear.value(at: x), x)
        }
    }

    @Test func initialAndFinalSlopes() {
        // dy/dx at the ends is the ratio of the control-point tangents: y1/x1 at 0, (1−y2)/(1−x2) at 1.
        #expect(MotionCheck.close(TimingCurve.easeIn.velocity(at: 0), 0, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeInOut.velocity(at: 0), 0, 1e-12))
        #expect(MotionCheck.close(TimingCurve.easeInOut.velocity(at: 1), 0, 1e-12))
        // easeIn's P₂ is its end point: x′(1) = y′(1) = 0, and the limit is y″(1)/x″(1) = 6(1 − 2 + 0)/6(1 − 2 + 0.42).
        #expect(MotionCheck.close(TimingCurve.easeIn.velocity(at: 1), -1 / (0.42 - 1), 1e-9))
        // easeInOut at s = ½: x′ = ¾(0.42 + 2·0.16 + 0.42) = 0.87, y′ = ¾·2 = 1.5.
        #expect(MotionCheck.close(TimingCurve.easeInOut.velocity(at: 0.5), 1.5 / 0.87, 1e-9))
        #expect(MotionCheck.close(TimingCurve(0.25, 0.5, 0.75, 1).velocity(at: 0), 2, 1e-9))
        // easeOut starts with a horizontal x-tangent too: the limit is y''(0)/x''(0) = 1/0.58.
        #expect(MotionCheck.close(TimingCurve.easeOut.velocity(at: 0), 1 / 0.58, 1e-9))
        expectEqual(TimingCurve.linear.velocity(at: 0.3), 1)
        // A vertical tangent gives a large but finite slope.
        let vertical = TimingCurve(0, 1, 1, 1).velocity(at: 0)
        #expect(vertical.isFinite && vertical > 100)
    }

    @Test func controlPointsAreSanitized() {
        let clamped = TimingCurve(-1, 0.2, 3, 0.9)
        expectEqual(clamped.controlPoint1, Point(x: 0, y: 0.2))
        expectEqual(clamped.controlPoint2, Point(x: 1, y: 0.9))
        expectEqual(TimingCurve(.nan, 0, 1, 1), .linear)
        expectEqual(TimingCurve(0.42, .infinity, 1, 1), .linear)
    }

    @Test func valueMatchesTheBernsteinForm() async {
        let coordinate = Gen.double(in: 0...1)
        let overshoot = Gen.double(in: -1...2)
        await checkProperty(count: 300, input: coordinate, overshoot, coordinate, overshoot, Gen.double(in: 0...1)) {
            x1, y1, x2, y2, s in
            let curve = TimingCurve(x1, y1, x2, y2)
            let x = MotionCheck.bernstein(s, x1, x2)
            let y = MotionCheck.bernstein(s, y1, y2)
            // Where x(s) is flat, y is only determined up to the flat stretch: compare with the bisection solution.
            let expected = MotionCheck.bezierY(x: x, x1, y1, x2, y2)
            #expect(MotionCheck.close(curve.value(at: x), expected, 1e-7), "x = \(x), y(s) = \(y)")
        }
    }

    @Test func velocityIsTheSlope() async {
        await checkProperty(
            count: 200, input: Gen.double(in: 0.05...0.95), Gen.double(in: -0.5...1.5),
            Gen.double(in: 0.05...0.95), Gen.double(in: -0.5...1.5), Gen.double(in: 0.05...0.95)
        ) { x1, y1, x2, y2, x in
            let curve = TimingCurve(x1, y1, x2, y2)
            let h = 1e-6
            let slope = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(MotionCheck.close(curve.velocity(at: x), slope, 1e-4 * max(1, slope.magnitude)))
        }
    }

    @Test func solverHandlesDegenerateCurves() {
        // x(s) = s³ (flat at 0), x(s) with a flat inflection at ½, and a step-like curve.
        for curve in [
            TimingCurve(0, 0, 0, 1), TimingCurve(1, 0, 0, 1), TimingCurve(1, 0, 1, 0), TimingCurve(0, 1, 0, 1),
        ] {
            var previous = 0.0
            for step in 0...1000 {
                let x = Double(step) / 1000
                let y = curve.value(at: x)
                let expected = MotionCheck.bezierY(
                    x: x, curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y)
                // At a flat point x(s) − x ~ (s − s₀)³, so even an exact bisection pins s only to ~(2⁻⁵²)^⅓ ≈ 6e-6.
                #expect(y.isFinite && MotionCheck.close(y, expected, 3e-5), "\(curve) x=\(x) y=\(y) vs \(expected)")
                #expect(curve.velocity(at: x).isFinite)
                #expect(y >= previous - 1e-12)  // these curves have monotone y
                previous = y
            }
        }
    }
}

/// Issue 11 D13: control-point y coordinates are clamped to `TimingCurve.controlPointYRange`.
@Suite("TimingCurve: extreme control points")
struct TimingCurveExtremeControlPointTests {
    @Test func aHugeYIsClampedAndTheCurveStaysFinite() {
        // Was NaN everywhere: 3·y₁ overflows to −∞ and the cubic's coefficients become NaN.
        let curve = TimingCurve(0.35, -.greatestFiniteMagnitude, 0.43, 2.4e-5)
        expectEqual(TimingCurve.controlPointYRange, -1000...1000)
        expectEqual(curve.controlPoint1, Point(x: 0.35, y: -1000))
        expectEqual(curve.controlPoint2, Point(x: 0.43, y: 2.4e-5))
        // At s = ½: x = 3·¼·½·0.35 + 3·½·¼·0.43 + ⅛ = 0.4175, y = 3·¼·½·(−1000) + 3·½·¼·2.4e-5 + ⅛ = −374.874991.
        #expect(MotionCheck.close(curve.value(at: 0.4175), -374.874991, 1e-6))
        let grid = (0...100).map { Double($0) / 100 }
        #expect(grid.allSatisfy { curve.value(at: $0).isFinite && curve.velocity(at: $0).isFinite })
        expectEqual(TimingCurve(0, 1e300, 1, -1e300), TimingCurve(0, 1000, 1, -1000))
    }

    @Test func anAnimationWithAHugeYStaysFiniteAndLands() {
        var value = AnimatedValue(0)
        value.animate(
            to: 100, with: .curve(TimingCurve(0.35, -.greatestFiniteMagnitude, 0.43, 2.4e-5), duration: 1), at: 0)
        value.advance(to: 0.4175)
        // Half-way along the curve's parameter: 100 · (−374.874991).
        #expect(MotionCheck.close(value.value, -37_487.4991, 1e-4))
        let landed = value.advance(to: 1)
        #expect(landed)
        expectEqual(value.value, 100)
    }
}
