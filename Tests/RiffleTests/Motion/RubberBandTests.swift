import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("RubberBand")
struct RubberBandTests {
    static let overscrolls: [Double] = [5, 10, 50, 100, 200, 400, 960, 1e6]

    @Test func tableForDimension960() {
        let expected = [2.7421, 5.4687, 26.7342, 52.0197, 98.6916, 178.9831, 340.6452, 958.3273]
        for (x, b) in zip(Self.overscrolls, expected) {
            #expect(MotionCheck.close(RubberBand.distance(forOverscroll: x, dimension: 960), b, 5.1e-5))
            #expect(MotionCheck.close(RubberBand.distance(forOverscroll: -x, dimension: 960), -b, 5.1e-5))
        }
    }

    @Test func tableForDimension375() {
        let expected = [2.7300, 5.4205, 25.6211, 47.9651, 85.0515, 138.6555, 219.2691, 374.7445]
        for (x, b) in zip(Self.overscrolls, expected) {
            #expect(MotionCheck.close(RubberBand.distance(forOverscroll: x, dimension: 375), b, 5.1e-5))
            #expect(MotionCheck.close(RubberBand.distance(forOverscroll: -x, dimension: 375), -b, 5.1e-5))
        }
    }

    @Test func inverseOfTheTables() {
        // The tables' four-decimal values invert to the overscroll within the rounding of the table.
        let table: [(Double, [Double])] = [
            (960, [2.7421, 5.4687, 26.7342, 52.0197, 98.6916, 178.9831, 340.6452]),
            (375, [2.7300, 5.4205, 25.6211, 47.9651, 85.0515, 138.6555, 219.2691]),
        ]
        for (d, bands) in table {
            for (x, b) in zip(Self.overscrolls, bands) {
                let inverse = RubberBand.overscroll(forDistance: b, dimension: d)
                // dx/db = d²/(c·(d − b)²): the table's ±5e-5 rounding scales by that.
                let sensitivity = d * d / (0.55 * (d - b) * (d - b))
                #expect(MotionCheck.close(inverse, x, 5.1e-5 * sensitivity), "d = \(d), b = \(b)")
                #expect(
                    MotionCheck.close(RubberBand.overscroll(forDistance: -b, dimension: d), -x, 5.1e-5 * sensitivity))
            }
        }
    }

    @Test func formulaAlgebra() {
        for d in [1.0, 375, 960, 4000] {
            for x in [0.001, 1, 37, 500, 1e5] {
                let b = RubberBand.distance(forOverscroll: x, dimension: d)
                #expect(MotionCheck.relativelyClose(b, MotionCheck.rubber(x, d), 1e-12))
                #expect(MotionCheck.relativelyClose(b, 0.55 * x * d / (d + 0.55 * x), 1e-12))
                #expect(b < d)
            }
        }
        // b′(0) = c.
        #expect(MotionCheck.close(RubberBand.distance(forOverscroll: 1e-6, dimension: 960) / 1e-6, 0.55, 1e-9))
        #expect(
            MotionCheck.close(
                RubberBand.distance(forOverscroll: 1e-6, dimension: 960, coefficient: 0.3) / 1e-6, 0.3, 1e-9))
        expectEqual(RubberBand.distance(forOverscroll: 0, dimension: 960), 0)
    }

    @Test func invalidInputHasDefinedResults() {
        expectEqual(RubberBand.distance(forOverscroll: 50, dimension: 0), 0)
        expectEqual(RubberBand.distance(forOverscroll: 50, dimension: -10), 0)
        expectEqual(RubberBand.distance(forOverscroll: 50, dimension: .nan), 0)
        expectEqual(RubberBand.distance(forOverscroll: 50, dimension: .infinity), 0.55 * 50)
        expectEqual(RubberBand.distance(forOverscroll: .nan, dimension: 960), 0)
        expectEqual(RubberBand.distance(forOverscroll: .infinity, dimension: 960), 960)
        expectEqual(RubberBand.distance(forOverscroll: -.infinity, dimension: 960), -960)
        #expect(
            RubberBand.distance(forOverscroll: 50, dimension: 960, coefficient: .nan)
                == RubberBand.distance(forOverscroll: 50, dimension: 960))
        #expect(
            RubberBand.distance(forOverscroll: 50, dimension: 960, coefficient: -1)
                == RubberBand.distance(forOverscroll: 50, dimension: 960))
        expectEqual(RubberBand.overscroll(forDistance: 10, dimension: 0), 0)
        expectEqual(RubberBand.overscroll(forDistance: 10, dimension: .nan), 0)
        expectEqual(RubberBand.overscroll(forDistance: .nan, dimension: 960), 0)
        expectEqual(RubberBand.overscroll(forDistance: 11, dimension: .infinity), 20)
        expectEqual(RubberBand.overscroll(forDistance: 960, dimension: 960), Double.greatestFiniteMagnitude)
        expectEqual(RubberBand.overscroll(forDistance: -2000, dimension: 960), -Double.greatestFiniteMagnitude)
        expectEqual(RubberBand.overscroll(forDistance: .infinity, dimension: .infinity), Double.greatestFiniteMagnitude)
    }

    @Test func clampAppliesTheBandOutsideTheRange() {
        let range = 0.0...1000
        expectEqual(RubberBand.clamp(500, to: range, dimension: 375), 500)
        expectEqual(RubberBand.clamp(1000, to: range, dimension: 375), 1000)
        #expect(MotionCheck.close(RubberBand.clamp(1100, to: range, dimension: 375), 1000 + 47.9651, 5.1e-5))
        #expect(MotionCheck.close(RubberBand.clamp(-100, to: range, dimension: 375), -47.9651, 5.1e-5))
        expectEqual(RubberBand.clamp(.nan, to: range, dimension: 375), 0)
        expectEqual(RubberBand.clamp(.infinity, to: range, dimension: 375), 1375)
        expectEqual(RubberBand.clamp(.infinity, to: 0 ... .infinity, dimension: 375), Double.greatestFiniteMagnitude)
        #expect(MotionCheck.close(RubberBand.unclamp(1047.9651, from: range, dimension: 375), 1100, 1e-3))
        expectEqual(RubberBand.unclamp(400, from: range, dimension: 375), 400)
        expectEqual(RubberBand.unclamp(.nan, from: range, dimension: 375), 0)
        expectEqual(RubberBand.unclamp(2000, from: range, dimension: 375), Double.greatestFiniteMagnitude)
    }

    @Test func inverseUndoesTheBand() async {
        await checkProperty(
            count: 300, input: Gen.double(in: -10_000...10_000), Gen.double(in: 1...5000), Gen.double(in: 0.1...1)
        ) { x, d, c in
            let b = RubberBand.distance(forOverscroll: x, dimension: d, coefficient: c)
            let back = RubberBand.overscroll(forDistance: b, dimension: d, coefficient: c)
            #expect(MotionCheck.relativelyClose(back, x, 1e-9), "x = \(x), d = \(d), b = \(b)")
            #expect(b.magnitude < d && (b == 0 || (b < 0) == (x < 0)))
            let clamped = RubberBand.clamp(x, to: -100...100, dimension: d, coefficient: c)
            #expect(
                MotionCheck.relativelyClose(
                    RubberBand.unclamp(clamped, from: -100...100, dimension: d, coefficient: c), x, 1e-9))
        }
    }
}
