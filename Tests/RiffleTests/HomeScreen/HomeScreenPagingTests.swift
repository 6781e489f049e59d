import Testing

@testable import Riffle

/// Paging the track of pages: Riffle's paged policy, seed 002's rule and animations, and the dots.
@Suite("HomeScreen: paging")
struct HomeScreenPagingTests {
    /// A background point on the first page (between two columns of row 3).
    static let background = Point(x: 195, y: 300)

    /// Drags 10 points to begin, then one more point slowly, and releases: the pages move by 1 point.
    static func onePointDrag(_ driver: inout HomeDriver, direction: Double = -1) {
        let start = background
        driver.down(start.x, start.y, at: 0)
        driver.move(start.x + 10 * direction, start.y, at: 0.05)
        driver.move(start.x + 10 * direction, start.y, at: 0.3)
        driver.move(start.x + 11 * direction, start.y, at: 0.45)
        driver.move(start.x + 11 * direction, start.y, at: 0.6)
        driver.up(start.x + 11 * direction, start.y, at: 0.7)
    }

    @Test func onePointDragFlipsAPageWithTheSeedsDirectionalRule() {
        var driver = HomeDriver(HomeScreen.sample(configuration: .directionalPaging))
        Self.onePointDrag(&driver)
        #expect(driver.home.currentPage == 1)
        #expect(driver.events.contains(.pageChanged(1)))
        driver.settle()
        #expect(driver.home.track.position == 390)
    }

    @Test func onePointDragDoesNotFlipAPageWithThePagedPolicy() {
        var driver = HomeDriver(HomeScreen.sample())
        Self.onePointDrag(&driver)
        #expect(driver.home.currentPage == 0)
        #expect(!driver.events.contains(.pageChanged(1)))
        driver.settle()
        #expect(driver.home.track.position == 0)
    }

    @Test func pagedPolicyFlipsPastHalfAPageOrOnAFling() {
        var slow = HomeDriver(HomeScreen.sample())
        slow.down(300, 300, at: 0)
        slow.glide(from: Point(x: 300, y: 300), to: Point(x: 80, y: 300), start: 0, duration: 1.2)
        slow.move(80, 300, at: 1.4)
        slow.up(80, 300, at: 1.5)
        #expect(slow.home.currentPage == 1)  // 210 of 390 points: past half

        var fling = HomeDriver(HomeScreen.sample())
        fling.down(300, 300, at: 0)
        fling.glide(from: Point(x: 300, y: 300), to: Point(x: 240, y: 300), start: 0, duration: 0.06)
        fling.up(240, 300, at: 0.06)
        #expect(fling.home.currentPage == 1)  // 50 points at 1000 pt/s
    }

    @Test func seedPageChangeIsAnEaseOutOfTwoTenthsOfASecond() {
        var driver = HomeDriver(HomeScreen.sample(configuration: .directionalPaging))
        Self.onePointDrag(&driver)
        let released = driver.time
        let start = driver.home.track.position
        #expect(abs(start - 1) < 1e-9)
        driver.frames(until: released + 0.1)
        let expected = start + (390 - start) * TimingCurve.easeOut.value(at: 0.5)
        #expect(abs(driver.home.track.position - expected) < 1e-6)
        driver.frames(until: released + 0.2)
        #expect(driver.home.track.position == 390)
        driver.frames(until: released + 0.21)
        #expect(!driver.home.track.needsFrames)
    }

    @Test func seedSnapBackIsAnEaseOutOfFourTenthsOfASecond() {
        // Dragging right on the first page: there is no previous page, so the pages return.
        var driver = HomeDriver(HomeScreen.sample(configuration: .directionalPaging))
        Self.onePointDrag(&driver, direction: 1)
        #expect(driver.home.currentPage == 0)
        let released = driver.time
        let start = driver.home.track.position
        #expect(start < 0)
        driver.frames(until: released + 0.2)
        let expected = start * (1 - TimingCurve.easeOut.value(at: 0.5))
        #expect(abs(driver.home.track.position - expected) < 1e-6)
        driver.frames(until: released + 0.4)
        #expect(driver.home.track.position == 0)
    }

    @Test func verticalDragDoesNotPage() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.down(195, 300, at: 0)
        driver.glide(from: Point(x: 195, y: 300), to: Point(x: 190, y: 500), start: 0, duration: 0.2)
        driver.up(190, 500, at: 0.2)
        driver.settle()
        #expect(driver.home.track.position == 0)
        #expect(driver.events.isEmpty)
    }

    @Test func dotsFollowTheDragAndSettle() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.down(300, 300, at: 0)
        driver.move(290, 300, at: 0.01)  // the drag begins; the slop does not move the pages
        driver.glide(from: Point(x: 290, y: 300), to: Point(x: 95, y: 300), start: 0.01, duration: 0.5)
        // The pages moved 195 points: half a page, the highlight shared between dots 0 and 1.
        #expect(abs(driver.home.indicator.displayPosition - 0.5) < 1e-9)
        #expect(abs(driver.home.dots[0].selection - 0.5) < 1e-9)
        #expect(abs(driver.home.dots[1].selection - 0.5) < 1e-9)
        driver.move(80, 300, at: 0.6)
        driver.move(80, 300, at: 0.8)
        driver.up(80, 300, at: 0.9)
        driver.settle()
        #expect(driver.home.indicator.currentPage == 1)
        #expect(driver.home.dots.map(\.selection) == [0, 1, 0])
    }

    @Test func tappingADotAnimatesToItsPage() {
        var driver = HomeDriver(HomeScreen.sample())
        let dot = driver.home.dots[2].center
        driver.tap(dot, at: 0)
        #expect(driver.home.currentPage == 2)
        #expect(driver.events == [.pageChanged(2), .announcement("Page 3 of 3")])
        #expect(driver.home.track.position < 780)
        driver.settle()
        #expect(driver.home.track.position == 780)
        #expect(driver.home.indicator.currentPage == 2)
    }

    @Test func aDragThatBeginsOnTheDotsIsHandedToThePagesFromItsFirstTouch() throws {
        // The dots own a press that goes down on them; once it travels their 10-point threshold it can no longer
        // be a tap, they decline it, and the screen's recognizer continues it from the down: the pages move
        // exactly as they do for the same drag begun on empty space.
        func drag(from start: Point) -> (HomeDriver, [Double]) {
            var driver = HomeDriver(HomeScreen.sample())
            var positions: [Double] = []
            driver.down(start.x, start.y, at: 0)
            for (i, dx) in [6.0, 40, 80, 120].enumerated() {
                driver.move(start.x - dx, start.y, at: 0.02 * Double(i + 1))
                positions.append(driver.home.track.position)
            }
            return (driver, positions)
        }
        let home = HomeScreen.sample()
        let onDots = try #require(home.dots.first).center
        var onSpace = onDots
        while home.hitTarget(at: onSpace) != .background { onSpace.y -= 1 }
        #expect(home.hitTarget(at: onDots) == .indicator)
        let (dotsDriver, fromDots) = drag(from: onDots)
        let (_, fromSpace) = drag(from: onSpace)
        #expect(fromDots == fromSpace)
        #expect(fromDots[0] == 0 && fromDots[3] > 100)
        #expect(dotsDriver.home.indicator.interactionState == .none)
        #expect(dotsDriver.home.track.phase == .dragging)
    }

    @Test func aLongPressOnTheDotsIsStillTheirTap() {
        // The dots do not care how long a press lasts (like UIPageControl); the screen never sees it, so it does
        // not enter edit mode.
        var driver = HomeDriver(HomeScreen.sample())
        let dot = driver.home.dots[1].center
        driver.down(dot.x, dot.y, at: 0)
        driver.home.advance(to: 2)
        driver.up(dot.x, dot.y, at: 2)
        #expect(!driver.home.isEditing)
        #expect(driver.home.indicator.currentPage == 1)
        #expect(driver.events == [.pageChanged(1), .announcement("Page 2 of 3")])
    }

    @Test func cancellingAPressOnTheDotsRequestsNothing() {
        var driver = HomeDriver(HomeScreen.sample())
        let dot = driver.home.dots[1].center
        driver.down(dot.x, dot.y, at: 0)
        driver.home.cancelGesture(at: 0.1)
        #expect(driver.home.indicator.interactionState == .none)
        driver.up(dot.x, dot.y, at: 0.2)  // the cancelled pointer's late release
        #expect(driver.home.indicator.currentPage == 0)
        #expect(driver.home.currentPage == 0)
    }

    @Test func seedDotTapChangesThePageWithoutAnimation() {
        var driver = HomeDriver(HomeScreen.sample(configuration: .directionalPaging))
        driver.tap(driver.home.dots[1].center, at: 0)
        #expect(driver.home.track.position == 390)
        #expect(!driver.home.track.needsFrames)
        #expect(driver.home.dots.map(\.selection) == [0, 1, 0])
    }

    @Test func showPageCommandClampsAndIgnoresBadTimes() {
        var home = HomeScreen.sample()
        home.showPage(7, at: 0.1)
        #expect(home.currentPage == 2)
        home.showPage(0, animated: false, at: .nan)
        #expect(home.currentPage == 2)
        home.showPage(-4, animated: false, at: 0.2)
        #expect(home.currentPage == 0 && home.track.position == 0)
        #expect(
            home.takeEvents() == [
                .pageChanged(2), .announcement("Page 3 of 3"), .pageChanged(0), .announcement("Page 1 of 3"),
            ])
    }

    @Test func tapOnMovingPagesOnlyStopsThem() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.home.showPage(2, at: 0)
        driver.frames(until: 0.1)
        #expect(driver.home.track.needsFrames)
        let icon = driver.home.slotCenter(0)
        driver.tap(icon, at: 0.1)
        #expect(!driver.events.contains { if case .open = $0 { return true } else { return false } })
    }
}
