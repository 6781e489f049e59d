import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Page indicator: accessibility")
struct PageIndicatorAccessibilityTests {
    @Test func theLabelCountsFromOne() {
        var indicator = PageIndicator(count: 13, currentPage: 2)
        expectEqual(indicator.accessibilityLabel, .page(3, of: 13))
        expectEqual(indicator.accessibilityValue, 3)
        indicator.setCurrentPage(12)
        expectEqual(indicator.accessibilityLabel, .page(13, of: 13))
        indicator.setCurrentPage(0)
        expectEqual(indicator.accessibilityLabel, .page(1, of: 13))
        #expect(!indicator.isAccessibilityHidden)
    }

    @Test func noPages() {
        let indicator = PageIndicator(count: 0)
        expectEqual(indicator.accessibilityLabel, .noPages)
        expectEqual(indicator.accessibilityValue, nil)
        #expect(indicator.isAccessibilityHidden)
    }

    @Test func aSinglePageIsHiddenOnlyWhenConfiguredSo() {
        #expect(!PageIndicator(count: 1).isAccessibilityHidden)
        expectEqual(PageIndicator(count: 1).accessibilityLabel, .page(1, of: 1))
        #expect(PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true)).isAccessibilityHidden)
    }

    @Test func incrementAndDecrementStepOnePageAndStopAtTheEnds() {
        var indicator = PageIndicator(count: 3, currentPage: 0)
        expectEqual(indicator.step(by: -1), nil)
        expectEqual(indicator.currentPage, 0)
        #expect(indicator.takeEvents().isEmpty)
        expectEqual(indicator.step(by: 1), 1)
        expectEqual(indicator.takeEvents(), [.requestPage(1, animated: true, cause: .accessibility)])
        expectEqual(indicator.accessibilityLabel, .page(2, of: 3))
        expectEqual(indicator.step(by: 1), 2)
        expectEqual(indicator.step(by: 1), nil)
        expectEqual(indicator.takeEvents(), [.requestPage(2, animated: true, cause: .accessibility)])
        expectEqual(indicator.currentPage, 2)
        expectEqual(indicator.step(by: -1), 1)
        expectEqual(indicator.takeEvents(), [.requestPage(1, animated: true, cause: .accessibility)])
        expectEqual(indicator.accessibilityValue, 2)
    }

    @Test func adjustingAHiddenOrEmptyIndicatorDoesNothing() {
        var empty = PageIndicator(count: 0)
        expectEqual(empty.step(by: 1), nil)
        expectEqual(empty.step(by: -1), nil)
        var single = PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true))
        expectEqual(single.step(by: 1), nil)
        expectEqual(single.currentPage, 0)
        #expect(empty.takeEvents().isEmpty && single.takeEvents().isEmpty)
    }

    @Test func adjustingSlidesTheWindow() {
        var indicator = PageIndicator(count: 13, currentPage: 4)
        expectEqual(indicator.visibleDots.indices, 0..<7)
        _ = indicator.step(by: 1)
        expectEqual(indicator.visibleDots.indices, 1..<8)
        expectEqual(indicator.dot(forPage: 5)?.scale, 1)
    }
}
