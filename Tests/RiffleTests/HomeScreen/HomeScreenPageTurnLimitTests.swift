import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 11 D15: a page-turn curve of any accepted duration ends, after `AnimatedValue.maximumDuration`.
@Suite("Home screen: page-turn durations are capped")
struct HomeScreenPageTurnLimitTests {
    @Test func aSnapBackOfTheLargestDurationEndsAfterOneHour() {
        var configuration = HomeScreen.Configuration.directionalPaging
        configuration.pageTurnAnimation = .timingCurve(.easeOut, pageChange: 0.2, snapBack: .greatestFiniteMagnitude)
        var host = ComponentHost.script(HomeScreen.sample(configuration: configuration))
        // Dragging right on the first page: there is no previous page, so the pages snap back.
        HomeScreenPagingTests.onePointDrag(&host, direction: 1)
        expectEqual(host.currentPage, 0)
        let released = host.time
        let start = host.track.position
        #expect(start < 0)
        // The curve lasts one hour: half-way, at 1800 s, ease-out is at easeOut(½) of the way back.
        host.advance(to: released + 1800)
        expectNear(host.track.position, start * (1 - TimingCurve.easeOut.value(at: 0.5)), within: 1e-6)
        #expect(host.track.needsFrames)
        host.advance(to: released + 3600)
        expectEqual(host.track.position, 0)
        #expect(!host.track.needsFrames)
    }
}
