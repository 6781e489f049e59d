import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Geometry")
struct GeometryTests {
    @Test func pointMinusPointIsTheDisplacement() {
        let v = Point(x: 5, y: 7) - Point(x: 2, y: 3)
        expectEqual(v, Vector(x: 3, y: 4))
        expectEqual(v.length, 5)
    }

    @Test func axisSubscriptsReadAndWriteTheRightComponent() {
        var p = Point(x: 1, y: 2)
        p[.vertical] = 9
        expectEqual(p, Point(x: 1, y: 9))
        expectEqual(p[.horizontal], 1)
        expectEqual(Axis.horizontal.cross, .vertical)
    }

    @Test func finitenessIsReported() {
        #expect(!Point(x: .nan, y: 0).isFinite)
        #expect(!Vector(x: 0, y: .infinity).isFinite)
        #expect(Point(x: 0, y: 0).isFinite)
    }

    @Test func internalChecksAreOnInTests() {
        #expect(InternalChecks.isEnabled)
    }
}
