import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Page indicator: sliding window")
struct PageIndicatorWindowTests {
    /// The window's expected first page on the way forward (the current dot rides the inner region's
    /// trailing slot, 4 of 0...6) and back (its leading slot, 2), clamped to the pages.
    static func expectedFirstPage(current: Int, count: Int, forward: Bool) -> Int {
        guard count > 7 else { return 0 }
        return min(max(forward ? current - 4 : current - 2, 0), count - 7)
    }

    @Test(arguments: [3, 7, 13, 50])
    func currentMovesToTheEndAndBack(count: Int) {
        var indicator = PageIndicator(count: count, currentPage: 0)
        let path = Array(0..<count) + Array((0..<count).reversed())
        var forward = true
        for (step, page) in path.enumerated() {
            if step == count { forward = false }
            indicator.setCurrentPage(page)
            let first = Self.expectedFirstPage(current: page, count: count, forward: forward)
            expectEqual(indicator.visibleDots.indices, first..<(first + min(count, 7)), "page \(page), count \(count)")
            let dot = indicator.dot(forPage: page)
            #expect(dot != nil)
            // Never at a shrunk edge: shrinking happens only where more pages lie beyond.
            expectEqual(dot?.scale, 1, "page \(page), count \(count)")
            expectEqual(dot?.selection, 1)
        }
    }

    @Test func fewPagesNeverSlide() {
        for count in [3, 7] {
            var indicator = PageIndicator(count: count)
            for page in 0..<count {
                indicator.setCurrentPage(page)
                expectEqual(indicator.windowOffset, 0)
                expectEqual(indicator.scales, Array(repeating: 1, count: count))
            }
        }
    }

    @Test func theWindowMovesOnlyWhenTheCurrentPageLeavesTheInnerRegion() {
        var indicator = PageIndicator(count: 50, currentPage: 20)
        // Reached going forward: page 20 at slot 4.
        expectEqual(indicator.windowOffset, 16)
        // Pages 18, 19 and 20 (slots 2...4) keep the window where it is.
        for page in [19, 18, 20, 19] {
            indicator.setCurrentPage(page)
            expectEqual(indicator.windowOffset, 16)
        }
        indicator.setCurrentPage(17)
        expectEqual(indicator.windowOffset, 15)
        indicator.setCurrentPage(30)
        expectEqual(indicator.windowOffset, 26)
    }

    @Test func aJumpFarAwayShowsTheTargetAtTheInnerEdge() {
        var indicator = PageIndicator(count: 50, currentPage: 0)
        indicator.setCurrentPage(40)
        expectEqual(indicator.visibleDots.indices, 36..<43)
        indicator.setCurrentPage(3)
        expectEqual(indicator.visibleDots.indices, 1..<8)
        indicator.setCurrentPage(49)
        expectEqual(indicator.visibleDots.indices, 43..<50)
        expectEqual(indicator.scales, [0.5, 0.75, 1, 1, 1, 1, 1])
    }

    @Test func theWindowFollowsProgressRatherThanAStaleCurrentPage() {
        // A host that reports progress for a long fling before it settles on a page.
        var indicator = PageIndicator(count: 50, currentPage: 0)
        indicator.setProgress(30.25)
        expectEqual(indicator.windowOffset, 26.25)
        expectEqual(indicator.visibleDots.indices, 26..<34)
        expectEqual(indicator.dot(forPage: 30)?.selection, 0.75)
        expectEqual(indicator.dot(forPage: 31)?.selection, 0.25)
        indicator.setCurrentPage(31)
        expectEqual(indicator.windowOffset, 27)
    }

    @Test func aNarrowControlSlidesAWindowOfTheDotsThatFit() {
        var indicator = PageIndicator(count: 13, currentPage: 0)
        indicator.size = Vector(x: 56, y: 30)  // 4 dots fit: one shrinking level, inner slots 1...2
        expectEqual(indicator.visibleDots.indices, 0..<4)
        expectEqual(indicator.scales, [1, 1, 1, 0.5])
        indicator.setCurrentPage(5)
        expectEqual(indicator.visibleDots.indices, 3..<7)
        expectEqual(indicator.scales, [0.5, 1, 1, 0.5])
        // Back to 7 slots: page 5 at slot 2 is already in the inner region (2...4), so the window stays.
        indicator.size = nil
        expectEqual(indicator.visibleDots.indices, 3..<10)
    }
}
