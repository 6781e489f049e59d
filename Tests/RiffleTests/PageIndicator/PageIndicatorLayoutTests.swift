import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Page indicator: layout")
struct PageIndicatorLayoutTests {
    @Test func seed001DotsAreSixteenPointCirclesEightApart() {
        // Seed 001: a CircleButton (16 × 16 circle) per page in an HStack(spacing: 8).
        let indicator = PageIndicator(count: 3, configuration: .onboarding)
        expectEqual(indicator.intrinsicSize, Vector(x: 3 * 16 + 2 * 8, y: 16))
        expectEqual(indicator.centers, [8, 32, 56])
        #expect(indicator.visibleDots.allSatisfy { $0.diameter == 16 && $0.center.y == 8 })
        // White when selected, white at 0.5 otherwise: selection 1 for the current page, 0 for the others.
        expectEqual(indicator.visibleDots.map(\.selection), [1, 0, 0])
    }

    @Test func seed002DotsAreTenPoints() {
        // Seed 002: one 10-point dot per page (three pages), HStack default spacing (8 on iOS).
        let indicator = PageIndicator(count: 3, currentPage: 1, configuration: .homeScreen)
        expectEqual(indicator.intrinsicSize, Vector(x: 3 * 10 + 2 * 8, y: 10))
        expectEqual(indicator.centers, [5, 23, 41])
        expectEqual(indicator.visibleDots.map(\.diameter), [10, 10, 10])
        expectEqual(indicator.visibleDots.map(\.selection), [0, 1, 0])
    }

    @Test func defaultMetricsAndIntrinsicSize() {
        let three = PageIndicator(count: 3)
        expectEqual(three.intrinsicSize, Vector(x: 40, y: 8))
        expectEqual(three.centers, [4, 20, 36])
        // 13 pages: at most 7 dots.
        let thirteen = PageIndicator(count: 13)
        expectEqual(thirteen.intrinsicSize, Vector(x: 7 * 8 + 6 * 8, y: 8))
        expectEqual(thirteen.visibleSlotCount, 7)
        expectEqual(thirteen.visibleDots.indices, 0..<7)
    }

    @Test func dotsAreCentredInAnExplicitSize() {
        var indicator = PageIndicator(count: 3)
        indicator.size = Vector(x: 200, y: 44)
        // Content 40 wide, starting at (200 - 40) / 2 = 80.
        expectEqual(indicator.centers, [84, 100, 116])
        #expect(indicator.visibleDots.allSatisfy { $0.center.y == 22 })
    }

    @Test func verticalAxisLaysOutTopToBottom() {
        let indicator = PageIndicator(count: 3, currentPage: 2, configuration: .init(axis: .vertical))
        expectEqual(indicator.intrinsicSize, Vector(x: 8, y: 40))
        expectEqual(indicator.visibleDots.map(\.center), [Point(x: 4, y: 4), Point(x: 4, y: 20), Point(x: 4, y: 36)])
    }

    @Test func onlyTheDotsThatFitAreShown() {
        var indicator = PageIndicator(count: 13)
        // n dots need 8n + 8(n - 1) = 16n - 8 points.
        indicator.size = Vector(x: 56, y: 20)  // exactly 4 dots
        expectEqual(indicator.visibleSlotCount, 4)
        indicator.size = Vector(x: 55.9, y: 20)
        expectEqual(indicator.visibleSlotCount, 3)
        indicator.size = Vector(x: 8, y: 20)
        expectEqual(indicator.visibleSlotCount, 1)
        indicator.size = Vector(x: 7.9, y: 20)
        expectEqual(indicator.visibleSlotCount, 0)
        #expect(indicator.visibleDots.isEmpty)
        indicator.size = Vector(x: 10_000, y: 20)
        expectEqual(indicator.visibleSlotCount, 7)
        indicator.size = nil
        expectEqual(indicator.visibleSlotCount, 7)
    }

    @Test(arguments: [
        Vector(x: 0, y: 44), Vector(x: 200, y: 0), Vector(x: -10, y: 44), Vector(x: 200, y: -1),
        Vector(x: .nan, y: 44), Vector(x: 200, y: .nan), Vector(x: .infinity, y: 44), Vector(x: 200, y: -.infinity),
    ])
    func degenerateSizesShowNoDots(size: Vector) {
        var indicator = PageIndicator(count: 5, currentPage: 2)
        indicator.size = size
        expectEqual(indicator.visibleSlotCount, 0)
        #expect(indicator.visibleDots.indices.isEmpty)
        #expect(indicator.visibleDots.isEmpty)
        expectEqual(indicator.dot(forPage: 2), nil)
        expectEqual(indicator.windowOffset, 0)
        #expect(!indicator.touchAreaContains(Point(x: 1, y: 1)))
        expectEqual(indicator.dot(at: Point(x: 1, y: 1)), nil)
    }

    @Test func edgeDotsShrinkOnlyWhereMorePagesLieBeyond() {
        // 13 pages, 7 slots, edge scales 0.5 (outermost) and 0.75.
        var indicator = PageIndicator(count: 13, currentPage: 0)
        expectEqual(indicator.visibleDots.indices, 0..<7)
        expectEqual(indicator.scales, [1, 1, 1, 1, 1, 0.75, 0.5])
        expectEqual(indicator.visibleDots.map(\.diameter), [8, 8, 8, 8, 8, 6, 4])
        indicator.setCurrentPage(6)
        expectEqual(indicator.visibleDots.indices, 2..<9)
        expectEqual(indicator.scales, [0.5, 0.75, 1, 1, 1, 0.75, 0.5])
        indicator.setCurrentPage(12)
        expectEqual(indicator.visibleDots.indices, 6..<13)
        expectEqual(indicator.scales, [0.5, 0.75, 1, 1, 1, 1, 1])
    }

    @Test func customEdgeScales() {
        let indicator = PageIndicator(count: 20, currentPage: 10, configuration: .init(edgeScales: [0.25]))
        expectEqual(indicator.visibleSlotCount, 7)
        // One shrinking dot per scrolled edge: the window keeps page 10 within slots 1...5.
        expectEqual(indicator.scales, [0.25, 1, 1, 1, 1, 1, 0.25])
        let none = PageIndicator(count: 20, currentPage: 10, configuration: .init(edgeScales: []))
        expectEqual(none.scales, [1, 1, 1, 1, 1, 1, 1])
    }

    @Test func forEachPlacementHandsOverEveryVisibleDotOnceInOrder() {
        // The dots are handed over in batches of eight: windows shorter than, equal to and longer than a batch, a
        // window ending one past a batch, and no dot at all.
        for (count, maximum) in [(0, 7), (1, 7), (20, 7), (20, 8), (20, 9), (40, 17), (60, 50)] {
            var indicator = PageIndicator(
                count: count, currentPage: count / 2, configuration: .init(maximumVisibleDots: maximum))
            indicator.setProgress(Double(count) / 2 + 0.25)
            var handed: [PageIndicator.Dot] = []
            indicator.forEachPlacement(at: 0) { handed.append($0) }
            expectEqual(handed, Array(indicator.visibleDots), "\(count) pages, \(maximum) dots at most")
            #expect(
                handed.map(\.page) == Array(indicator.visibleDots.indices), "\(count) pages, \(maximum) dots at most")
        }
    }

    @Test func shortWindowsKeepAFullSizeMiddle() {
        // 3 slots: one shrinking level, so the middle dot stays full size.
        let three = PageIndicator(count: 10, currentPage: 5, configuration: .init(maximumVisibleDots: 3))
        expectEqual(three.visibleDots.indices, 4..<7)
        expectEqual(three.scales, [0.5, 1, 0.5])
        // 2 slots: no room to shrink.
        let two = PageIndicator(count: 10, currentPage: 5, configuration: .init(maximumVisibleDots: 2))
        expectEqual(two.scales, [1, 1])
    }

    @Test func progressTwoAndAHalfSelectsDotsTwoAndThreeHalfEach() {
        var indicator = PageIndicator(count: 13, currentPage: 0)
        indicator.setProgress(2.5)
        let selections = indicator.visibleDots.map(\.selection)
        expectEqual(selections, [0, 0, 0.5, 0.5, 0, 0, 0])
        indicator.setProgress(2.25)
        #expect(close(indicator.visibleDots.map(\.selection), [0, 0, 0.75, 0.25, 0, 0, 0]))
        indicator.setCurrentPage(3)
        expectEqual(indicator.visibleDots.map(\.selection), [0, 0, 0, 1, 0, 0, 0])
    }

    @Test func theWindowSlidesSmoothlyWithProgress() {
        // Page 4 is at the inner region's trailing slot; progress 4.5 pushes the window half a page.
        var indicator = PageIndicator(count: 13, currentPage: 4)
        expectEqual(indicator.windowOffset, 0)
        indicator.setProgress(4.5)
        expectEqual(indicator.windowOffset, 0.5)
        expectEqual(indicator.visibleDots.indices, 0..<8)
        // Leading edge half weighted (0.5 pages beyond): page 0 at slot -0.5 has edge scale 0.25,
        // so 1 - 0.5 × (1 - 0.25) = 0.625; page 1 at slot 0.5 has 0.625, so 1 - 0.5 × 0.375 = 0.8125;
        // page 2 at slot 1.5 has 0.875, so 1 - 0.5 × 0.125 = 0.9375.
        // Trailing edge fully weighted: slots 4.5, 5.5, 6.5 sit 1.5, 0.5 and -0.5 inside it.
        #expect(close(indicator.scales, [0.625, 0.8125, 0.9375, 1, 1, 0.875, 0.625, 0.25]))
        #expect(close(indicator.centers, [-4, 12, 28, 44, 60, 76, 92, 108]))
        indicator.setProgress(5)
        expectEqual(indicator.windowOffset, 1)
        expectEqual(indicator.visibleDots.indices, 1..<8)
        expectEqual(indicator.scales, [0.5, 0.75, 1, 1, 1, 0.75, 0.5])
    }

    @Test func dotScalesChangeContinuouslyAsProgressSweeps() {
        var indicator = PageIndicator(count: 13, currentPage: 0)
        var previous: [Int: Double] = [:]
        for step in 0...12_000 {
            indicator.setProgress(Double(step) / 1000)
            var scales: [Int: Double] = [:]
            for dot in indicator.visibleDots { scales[dot.page] = dot.scale }
            if step > 0 {
                for page in Set(scales.keys).union(previous.keys) {
                    // A dot that appears or disappears does so at (almost) zero size.
                    expectNear((scales[page] ?? 0), (previous[page] ?? 0), within: 0.01)
                }
            }
            previous = scales
        }
    }

    @Test func dotForPageAnswersOnlyForVisiblePages() {
        let indicator = PageIndicator(count: 13, currentPage: 6)
        expectEqual(indicator.dot(forPage: 1), nil)
        expectEqual(indicator.dot(forPage: 9), nil)
        expectEqual(indicator.dot(forPage: -1), nil)
        let dot = indicator.dot(forPage: 6)
        expectEqual(dot, PageIndicator.Dot(page: 6, center: Point(x: 68, y: 4), diameter: 8, scale: 1, selection: 1))
        expectEqual(indicator.visibleDots[6], dot)
        expectEqual(indicator.visibleDots.indices, 2..<9)
    }
}
