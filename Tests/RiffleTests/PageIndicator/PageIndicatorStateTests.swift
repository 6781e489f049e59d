import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Page indicator: state and bad input")
struct PageIndicatorStateTests {
    @Test func defaultsMatchUIPageControl() {
        // physics.md §6: allowsContinuousInteraction defaults to YES, hidesForSinglePage to NO.
        let configuration = PageIndicator.Configuration()
        #expect(configuration.allowsContinuousInteraction)
        #expect(!configuration.hidesForSinglePage)
        expectEqual(configuration.tapBehavior, .stepTowardTap)
        expectEqual(configuration.axis, .horizontal)
        expectEqual(configuration.minimumTouchTarget, 44)
        expectEqual(PageIndicator().interactionState, .none)
    }

    @Test func negativeCountIsZeroWithNoCurrentPage() {
        var indicator = PageIndicator(count: -5, currentPage: 3)
        expectEqual(indicator.count, 0)
        expectEqual(indicator.currentPage, nil)
        #expect(indicator.isHidden)
        #expect(indicator.visibleDots.isEmpty)
        expectEqual(indicator.intrinsicSize, .zero)
        indicator.count = 4
        indicator.count = -1
        expectEqual(indicator.count, 0)
        expectEqual(indicator.currentPage, nil)
    }

    @Test func currentPageIsPinnedToTheRange() {
        // physics.md §6: currentPage is pinned to 0…n−1.
        var indicator = PageIndicator(count: 13, currentPage: 99)
        expectEqual(indicator.currentPage, 12)
        indicator.setCurrentPage(-4)
        expectEqual(indicator.currentPage, 0)
        indicator.setCurrentPage(.max)
        expectEqual(indicator.currentPage, 12)
        indicator.setCurrentPage(.min)
        expectEqual(indicator.currentPage, 0)
    }

    @Test func countChangesClampTheCurrentPageAndProgress() {
        var indicator = PageIndicator(count: 10, currentPage: 9)
        indicator.setProgress(8.5)
        indicator.count = 5
        expectEqual(indicator.currentPage, 4)
        expectEqual(indicator.progress, 4)
        indicator.count = 0
        expectEqual(indicator.currentPage, nil)
        expectEqual(indicator.progress, nil)
        indicator.count = 3
        expectEqual(indicator.currentPage, 0)
        expectEqual(indicator.progress, nil)
    }

    @Test func hugeCountsAreCapped() {
        var indicator = PageIndicator(count: .max, currentPage: .max)
        expectEqual(indicator.count, PageIndicator.maximumCount)
        expectEqual(indicator.currentPage, PageIndicator.maximumCount - 1)
        expectEqual(indicator.visibleDots.indices, (PageIndicator.maximumCount - 7)..<PageIndicator.maximumCount)
        indicator.setProgress(Double(PageIndicator.maximumCount) - 1.5)
        #expect(indicator.visibleDots.allSatisfy { $0.center.isFinite && $0.diameter.isFinite })
    }

    @Test func progressIsClampedAndNaNIsIgnored() {
        var indicator = PageIndicator(count: 13, currentPage: 4)
        expectEqual(indicator.progress, nil)
        expectEqual(indicator.displayPosition, 4)
        indicator.setProgress(2.3)
        expectEqual(indicator.progress, 2.3)
        expectEqual(indicator.displayPosition, 2.3)
        expectEqual(indicator.currentPage, 4)
        indicator.setProgress(.nan)
        expectEqual(indicator.progress, 2.3)
        indicator.setProgress(.infinity)
        expectEqual(indicator.progress, 12)
        indicator.setProgress(-.infinity)
        expectEqual(indicator.progress, 0)
        indicator.setProgress(-3)
        expectEqual(indicator.progress, 0)
        indicator.setCurrentPage(6)
        expectEqual(indicator.progress, nil)
        expectEqual(indicator.displayPosition, 6)
    }

    @Test func progressAndPagesAreIgnoredWithoutPages() {
        var indicator = PageIndicator()
        indicator.setProgress(2)
        indicator.setCurrentPage(2)
        expectEqual(indicator.progress, nil)
        expectEqual(indicator.currentPage, nil)
        expectEqual(indicator.displayPosition, 0)
    }

    @Test func hiddenForNoPagesAndForASinglePageOnlyWhenAsked() {
        #expect(PageIndicator(count: 0).isHidden)
        #expect(!PageIndicator(count: 1).isHidden)
        expectEqual(PageIndicator(count: 1).visibleDots.count, 1)
        let single = PageIndicator(count: 1, configuration: .init(hidesForSinglePage: true))
        #expect(single.isHidden)
        #expect(single.visibleDots.isEmpty)
        expectEqual(single.intrinsicSize, .zero)
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
        expectEqual(configuration.spacing, 0)
        expectEqual(configuration.maximumVisibleDots, 1)
        expectEqual(configuration.edgeScales, [1, 1, 0, 0.3])
        expectEqual(configuration.minimumTouchTarget, 0)
        expectEqual(configuration.scrubThreshold, 0)
        expectEqual(indicator.visibleSlotCount, 1)
    }

    @Test(arguments: [0.0, -8, .nan, .infinity, -.infinity])
    func aDotlessDiameterShowsNothing(diameter: Double) {
        let indicator = PageIndicator(count: 5, configuration: .init(dotDiameter: diameter))
        expectEqual(indicator.configuration.dotDiameter, 0)
        #expect(indicator.visibleDots.isEmpty)
        expectEqual(indicator.intrinsicSize, .zero)
        #expect(!indicator.touchAreaContains(Point(x: 0, y: 0)))
    }

    @Test func reconfiguringKeepsTheCurrentPageVisible() {
        var indicator = PageIndicator(count: 50, currentPage: 30)
        indicator.configuration.maximumVisibleDots = 3
        #expect(indicator.visibleDots.indices.contains(30))
        indicator.configuration.maximumVisibleDots = 1
        expectEqual(indicator.visibleDots.indices, 30..<31)
        indicator.configuration.maximumVisibleDots = 9
        #expect(indicator.visibleDots.indices.contains(30))
        expectEqual(indicator.visibleDots.indices.count, 9)
    }
}
