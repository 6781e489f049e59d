import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Page indicator: hit testing")
struct PageIndicatorHitTestingTests {
    @Test func theTouchAreaIsAtLeastFortyFourPointsEachWay() {
        // One 8-point dot: the touch area grows to 44 × 44 about the dot's centre (4, 4).
        let single = PageIndicator(count: 1)
        #expect(single.touchAreaContains(Point(x: 4, y: 4)))
        #expect(single.touchAreaContains(Point(x: -18, y: 26)))
        #expect(single.touchAreaContains(Point(x: 26, y: -18)))
        #expect(!single.touchAreaContains(Point(x: -18.1, y: 4)))
        #expect(!single.touchAreaContains(Point(x: 4, y: 26.1)))
    }

    @Test func aLargeControlKeepsItsOwnBounds() {
        var indicator = PageIndicator(count: 5)
        indicator.size = Vector(x: 200, y: 60)
        #expect(indicator.touchAreaContains(Point(x: 0, y: 0)))
        #expect(indicator.touchAreaContains(Point(x: 200, y: 60)))
        #expect(!indicator.touchAreaContains(Point(x: -0.1, y: 30)))
        #expect(!indicator.touchAreaContains(Point(x: 100, y: 60.1)))
    }

    @Test func theMinimumTouchTargetIsConfigurable() {
        let indicator = PageIndicator(count: 3, configuration: .init(minimumTouchTarget: 20))
        // 40 × 8 control: across, -6...14.
        #expect(indicator.touchAreaContains(Point(x: 20, y: 14)))
        #expect(!indicator.touchAreaContains(Point(x: 20, y: 14.5)))
    }

    @Test func eachDotOwnsTheCellAroundIt() {
        // Centres at x = 4, 20, 36 (cells split at 12 and 28); the 40-point control's touch area grows to
        // x in -2...42, and the outer cells reach its ends.
        let indicator = PageIndicator(count: 3)
        expectEqual(indicator.dot(at: Point(x: -2, y: 4))?.page, 0)
        expectEqual(indicator.dot(at: Point(x: -2.1, y: 4)), nil)
        expectEqual(indicator.dot(at: Point(x: 11.9, y: -17))?.page, 0)
        expectEqual(indicator.dot(at: Point(x: 12.1, y: 25))?.page, 1)
        expectEqual(indicator.dot(at: Point(x: 27.9, y: 4))?.page, 1)
        expectEqual(indicator.dot(at: Point(x: 28.1, y: 4))?.page, 2)
        expectEqual(indicator.dot(at: Point(x: 42, y: 4))?.page, 2)
        expectEqual(indicator.dot(at: Point(x: 42.1, y: 4)), nil)
        expectEqual(indicator.dot(at: Point(x: 20, y: 27)), nil)
        expectEqual(indicator.dot(at: Point(x: 20, y: 4)), indicator.dot(forPage: 1))
    }

    @Test func hitTestingUsesTheSlidWindow() {
        // 13 pages at page 6: pages 2...8 at x = 4 + 16 × slot.
        let indicator = PageIndicator(count: 13, currentPage: 6)
        expectEqual(indicator.dot(at: Point(x: 4, y: 4))?.page, 2)
        expectEqual(indicator.dot(at: Point(x: 68, y: 4))?.page, 6)
        expectEqual(indicator.dot(at: Point(x: 104, y: 4))?.page, 8)
    }

    @Test func nothingIsHitWhenHiddenOrForNonFinitePoints() {
        let indicator = PageIndicator(count: 3)
        #expect(!indicator.touchAreaContains(Point(x: .nan, y: 4)))
        expectEqual(indicator.dot(at: Point(x: 4, y: .infinity)), nil)
        let hidden = PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true))
        #expect(!hidden.touchAreaContains(Point(x: 0, y: 0)))
        expectEqual(hidden.dot(at: Point(x: 0, y: 0)), nil)
    }
}
