import Testing

@testable import Riffle

@Suite("Page indicator: accessibility")
struct PageIndicatorAccessibilityTests {
    @Test func theLabelCountsFromOne() {
        var indicator = PageIndicator(count: 13, currentPage: 2)
        #expect(indicator.accessibilityLabel == .page(3, of: 13))
        #expect(indicator.accessibilityValue == 3)
        indicator.setCurrentPage(12)
        #expect(indicator.accessibilityLabel == .page(13, of: 13))
        indicator.setCurrentPage(0)
        #expect(indicator.accessibilityLabel == .page(1, of: 13))
        #expect(!indicator.isAccessibilityHidden)
    }

    @Test func noPages() {
        let indicator = PageIndicator(count: 0)
        #expect(indicator.accessibilityLabel == .noPages)
        #expect(indicator.accessibilityValue == nil)
        #expect(indicator.isAccessibilityHidden)
    }

    @Test func aSinglePageIsHiddenOnlyWhenConfiguredSo() {
        #expect(!PageIndicator(count: 1).isAccessibilityHidden)
        #expect(PageIndicator(count: 1).accessibilityLabel == .page(1, of: 1))
        #expect(PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true)).isAccessibilityHidden)
    }

    @Test func incrementAndDecrementStepOnePageAndStopAtTheEnds() {
        var indicator = PageIndicator(count: 3, currentPage: 0)
        #expect(indicator.step(by: -1) == nil)
        #expect(indicator.currentPage == 0)
        #expect(indicator.takeEvents().isEmpty)
        #expect(indicator.step(by: 1) == 1)
        #expect(indicator.takeEvents() == [.requestPage(1, animated: true, cause: .accessibility)])
        #expect(indicator.accessibilityLabel == .page(2, of: 3))
        #expect(indicator.step(by: 1) == 2)
        #expect(indicator.step(by: 1) == nil)
        #expect(indicator.takeEvents() == [.requestPage(2, animated: true, cause: .accessibility)])
        #expect(indicator.currentPage == 2)
        #expect(indicator.step(by: -1) == 1)
        #expect(indicator.takeEvents() == [.requestPage(1, animated: true, cause: .accessibility)])
        #expect(indicator.accessibilityValue == 2)
    }

    @Test func adjustingAHiddenOrEmptyIndicatorDoesNothing() {
        var empty = PageIndicator(count: 0)
        #expect(empty.step(by: 1) == nil)
        #expect(empty.step(by: -1) == nil)
        var single = PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true))
        #expect(single.step(by: 1) == nil)
        #expect(single.currentPage == 0)
        #expect(empty.takeEvents().isEmpty && single.takeEvents().isEmpty)
    }

    @Test func adjustingSlidesTheWindow() {
        var indicator = PageIndicator(count: 13, currentPage: 4)
        #expect(indicator.visibleDots.indices == 0..<7)
        _ = indicator.step(by: 1)
        #expect(indicator.visibleDots.indices == 1..<8)
        #expect(indicator.dot(forPage: 5)?.scale == 1)
    }
}
