import Testing

@testable import Riffle

/// Issue 11 D15: a page-turn curve of any accepted duration ends, after `AnimatedValue.maximumDuration`.
@Suite("Home screen: page-turn durations are capped")
struct HomeScreenPageTurnLimitTests {
    @Test func aSnapBackOfTheLargestDurationEndsAfterOneHour() {
        var configuration = HomeScreen.Configuration.directionalPaging
        configuration.pageTurnAnimation = .timingCurve(.easeOut, pageChange: 0.2, snapBack: .greatestFiniteMagnitude)
        var driver = HomeDriver(HomeScreen.sample(configuration: configuration))
        // Dragging right on the first page: there is no previous page, so the pages snap back.
        HomeScreenPagingTests.onePointDrag(&driver, direction: 1)
        #expect(driver.home.currentPage == 0)
        let released = driver.time
        let start = driver.home.track.position
        #expect(start < 0)
        // The curve lasts one hour: half-way, at 1800 s, ease-out is at easeOut(½) of the way back.
        driver.home.advance(to: released + 1800)
        #expect(abs(driver.home.track.position - start * (1 - TimingCurve.easeOut.value(at: 0.5))) < 1e-6)
        #expect(driver.home.track.needsFrames)
        driver.home.advance(to: released + 3600)
        #expect(driver.home.track.position == 0)
        #expect(!driver.home.track.needsFrames)
    }
}
