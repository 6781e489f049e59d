import Testing

@testable import Riffle

@Suite("Page indicator: state and bad input")
struct PageIndicatorStateTests {
    @Test func defaultsMatchUIPageControl() {
        // physics.md §6: allowsContinuousInteraction defaults to YES, hidesForSinglePage to NO.
        let configuration = PageIndicator.Configuration()
        #expect(configuration.allowsContinuousInteraction)
        #expect(!configuration.hidesForSinglePage)
        #expect(configuration.tapBehavior == .stepTowardTap)
        #expect(configuration.axis == .horizontal)
        #expect(configuration.minimumTouchTarget == 44)
        #expect(PageIndicator().interactionState == .none)
    }

    @Test func negativeCountIsZeroWithNoCurrentPage() {
        var indicator = PageIndicator(count: -5, currentPage: 3)
        #expect(indicator.count == 0)
        #expect(indicator.currentPage == nil)
        #expect(indicator.isHidden)
        #expect(indicator.visibleDots.isEmpty)
        #expect(indicator.intrinsicSize == .zero)
        indicator.count = 4
        indicator.count = -1
        #expect(indicator.count == 0)
        #expect(indicator.currentPage == nil)
    }

    @Test func currentPageIsPinnedToTheRange() {
        // physics.md §6: currentPage is pinned to 0…n−1.
        var indicator = PageIndicator(count: 13, currentPage: 99)
        #expect(indicator.currentPage == 12)
        indicator.setCurrentPage(-4)
        #expect(indicator.currentPage == 0)
        indicator.setCurrentPage(.max)
        #expect(indicator.currentPage == 12)
        indicator.setCurrentPage(.min)
        #expect(indicator.currentPage == 0)
    }

    @Test func countChangesClampTheCurrentPageAndProgress() {
        var indicator = PageIndicator(count: 10, currentPage: 9)
        indicator.setProgress(8.5)
        indicator.count = 5
        #expect(indicator.currentPage == 4)
        #expect(indicator.progress == 4)
        indicator.count = 0
        #expect(indicator.currentPage == nil)
        #expect(indicator.progress == nil)
        indicator.count = 3
        #expect(indicator.currentPage == 0)
        #expect(indicator.progress == nil)
    }

    @Test func hugeCountsAreCapped() {
        var indicator = PageIndicator(count: .max, currentPage: .max)
        #expect(indicator.count == PageIndicator.maximumCount)
        #expect(indicator.currentPage == PageIndicator.maximumCount - 1)
        #expect(indicator.visibleDots.indices == (PageIndicator.maximumCount - 7)..<PageIndicator.maximumCount)
        indicator.setProgress(Double(PageIndicator.maximumCount) - 1.5)
        #expect(indicator.visibleDots.allSatisfy { $0.center.isFinite && $0.diameter.isFinite })
    }

    @Test func progressIsClampedAndNaNIsIgnored() {
        var indicator = PageIndicator(count: 13, currentPage: 4)
        #expect(indicator.progress == nil)
        #expect(indicator.displayPosition == 4)
        indicator.setProgress(2.3)
        #expect(indicator.progress == 2.3)
        #expect(indicator.displayPosition == 2.3)
        #expect(indicator.currentPage == 4)
        indicator.setProgress(.nan)
        #expect(indicator.progress == 2.3)
        indicator.setProgress(.infinity)
        #expect(indicator.progress == 12)
        indicator.setProgress(-.infinity)
        #expect(indicator.progress == 0)
        indicator.setProgress(-3)
        #expect(indicator.progress == 0)
        indicator.setCurrentPage(6)
        #expect(indicator.progress == nil)
        #expect(indicator.displayPosition == 6)
    }

    @Test func progressAndPagesAreIgnoredWithoutPages() {
        var indicator = PageIndicator()
        indicator.setProgress(2)
        indicator.setCurrentPage(2)
        #expect(indicator.progress == nil)
        #expect(indicator.currentPage == nil)
        #expect(indicator.displayPosition == 0)
    }

    @Test func hiddenForNoPagesAndForASinglePageOnlyWhenAsked() {
        #expect(PageIndicator(count: 0).isHidden)
        #expect(!PageIndicator(count: 1).isHidden)
        #expect(PageIndicator(count: 1).visibleDots.count == 1)
        let single = PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true))
        #expect(single.isHidden)
        #expect(single.visibleDots.isEmpty)
        #expect(single.intrinsicSize == .zero)
        #expect(!PageIndicator(count: 2, configuration: .init(hidesForSinglePage: true)).isHidden)
    }

    @Test func badConfigurationValuesAreSanitised() {
        let indicator = PageIndicator(
            count: 3,
            configuration: .init(
                dotDiameter: 8,
                spacing: -5,
                maximumVisibleDots: 0,
                edgeScales: [.nan, 2, -1, 0.3],
                minimumTouchTarget: .infinity,
                scrubThreshold: -.infinity
            )
        )
        let configuration = indicator.configuration
        #expect(configuration.spacing == 0)
        #expect(configuration.maximumVisibleDots == 1)
        #expect(configuration.edgeScales == [1, 1, 0, 0.3])
        #expect(configuration.minimumTouchTarget == 0)
        #expect(configuration.scrubThreshold == 0)
        #expect(indicator.visibleSlotCount == 1)
    }

    @Test(arguments: [0.0, -8, .nan, .infinity, -.infinity])
    func aDotlessDiameterShowsNothing(diameter: Double) {
        let indicator = PageIndicator(count: 5, configuration: .init(dotDiameter: diameter))
        #expect(indicator.configuration.dotDiameter == 0)
        #expect(indicator.visibleDots.isEmpty)
        #expect(indicator.intrinsicSize == .zero)
        #expect(!indicator.touchAreaContains(Point(x: 0, y: 0)))
    }

    @Test func reconfiguringKeepsTheCurrentPageVisible() {
        var indicator = PageIndicator(count: 50, currentPage: 30)
        indicator.configuration.maximumVisibleDots = 3
        #expect(indicator.visibleDots.indices.contains(30))
        indicator.configuration.maximumVisibleDots = 1
        #expect(indicator.visibleDots.indices == 30..<31)
        indicator.configuration.maximumVisibleDots = 9
        #expect(indicator.visibleDots.indices.contains(30))
        #expect(indicator.visibleDots.indices.count == 9)
    }
}
