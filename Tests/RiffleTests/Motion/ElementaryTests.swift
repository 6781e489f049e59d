import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// The core's own exp/log/sin/cos against the platform's libm.
@Suite("Elementary functions")
struct ElementaryTests {
    @Test func specialValues() {
        expectEqual(Elementary.exp(0), 1)
        #expect(Elementary.exp(.nan).isNaN)
        expectEqual(Elementary.exp(1000), .infinity)
        expectEqual(Elementary.exp(-1000), 0)
        expectEqual(Elementary.exp(-.infinity), 0)
        expectEqual(Elementary.expm1(0), 0)
        expectEqual(Elementary.expm1(-100), -1)
        expectEqual(Elementary.log(1), 0)
        expectEqual(Elementary.log(0), -.infinity)
        #expect(Elementary.log(-1).isNaN)
        expectEqual(Elementary.log(.infinity), .infinity)
        expectEqual(Elementary.log1p(0), 0)
        expectEqual(Elementary.log1p(-1), -.infinity)
        #expect(Elementary.log1p(-2).isNaN)
        expectEqual(Elementary.sin(0), 0)
        expectEqual(Elementary.cos(0), 1)
        #expect(Elementary.sin(.infinity).isNaN && Elementary.cos(.nan).isNaN)
        // Within two units in the last place.
        #expect(MotionCheck.close(Elementary.exp(1), M_E, 2 * M_E.ulp))
        #expect(MotionCheck.close(Elementary.log(2), M_LN2, 2 * M_LN2.ulp))
        #expect(MotionCheck.close(Elementary.sin(Double.pi / 6), 0.5, 2 * (0.5).ulp))
        #expect(MotionCheck.close(Elementary.cos(Double.pi / 3), 0.5, 2 * (0.5).ulp))
    }

    @Test func expAndLogMatchLibm() async {
        await checkProperty(count: 500, input: Gen.double(in: -740...709)) { x in
            #expect(
                MotionCheck.relativelyClose(Elementary.exp(x), Foundation.exp(x), 4e-15) || Foundation.exp(x) < 1e-300)
            #expect(MotionCheck.relativelyClose(Elementary.expm1(x / 1000), Foundation.expm1(x / 1000), 4e-15))
            let y = Foundation.exp(x)
            #expect(
                MotionCheck.close(Elementary.log(y), Foundation.log(y), 4e-15 * max(1, Foundation.log(y).magnitude)))
        }
        await checkProperty(count: 500, input: Gen.double(in: -0.999...1000)) { x in
            #expect(MotionCheck.relativelyClose(Elementary.log1p(x / 1000), Foundation.log1p(x / 1000), 4e-15))
            #expect(
                MotionCheck.close(
                    Elementary.log1p(x), Foundation.log1p(x), 4e-15 * max(1, Foundation.log1p(x).magnitude)))
        }
    }

    @Test func smallArgumentsKeepRelativeAccuracy() {
        for x in [1e-300, 1e-20, 1e-10, -3e-8, 2e-5, 0.3, -0.49] {
            #expect(MotionCheck.close(Elementary.expm1(x) / Foundation.expm1(x), 1, 4e-15))
            #expect(MotionCheck.close(Elementary.log1p(x) / Foundation.log1p(x), 1, 4e-15))
            #expect(MotionCheck.close(Elementary.sin(x) / Foundation.sin(x), 1, 4e-15))
        }
        #expect(MotionCheck.close(Elementary.log(5e-324), Foundation.log(5e-324), 1e-12))  // subnormal
        #expect(MotionCheck.close(Elementary.log(1.7e308), Foundation.log(1.7e308), 1e-12))
    }

    @Test func sinAndCosMatchLibm() async {
        await checkProperty(count: 1000, input: Gen.double(in: -2000...2000)) { x in
            #expect(MotionCheck.close(Elementary.sin(x), Foundation.sin(x), 2e-14))
            #expect(MotionCheck.close(Elementary.cos(x), Foundation.cos(x), 2e-14))
        }
        // Far arguments stay bounded and finite (motion multiplies them by a vanishing envelope).
        for x in [1e6, -3e9, 1e15, 1e300] {
            #expect(Elementary.sin(x).magnitude <= 1.000001 && Elementary.cos(x).magnitude <= 1.000001)
        }
    }
}
