import RiffleTestSupport
import Testing

@testable import Riffle

/// Paging the track of pages: Riffle's paged policy, seed 002's rule and animations, and the dots.
@Suite("HomeScreen: paging")
struct HomeScreenPagingTests {
    /// A background point on the first page (between two columns of row 3).
    static let background = Point(x: 195, y: 300)

    /// Drags 10 points to begin, then one more point slowly, and releases: the pages move by 1 point.
    @discardableResult
    static func onePointDrag(_ host: inout ComponentHost<HomeScreen>, direction: Double = -1) -> [HomeScreen.Event] {
        let start = background
        return host.down(start.x, start.y, at: 0) + host.move(start.x + 10 * direction, start.y, at: 0.05)
            + host.move(start.x + 10 * direction, start.y, at: 0.3)
            + host.move(start.x + 11 * direction, start.y, at: 0.45)
            + host.move(start.x + 11 * direction, start.y, at: 0.6)
            + host.up(start.x + 11 * direction, start.y, at: 0.7)
    }

    @Test func onePointDragFlipsAPageWithTheSeedsDirectionalRule() {
        var host = ComponentHost.script(HomeScreen.sample(configuration: .directionalPaging))
        var events = Self.onePointDrag(&host)
        expectEqual(host.currentPage, 1)
        #expect(events.contains(.pageChanged(1)))
        events += host.settle()
        expectEqual(host.track.position, 390)
    }

    @Test func onePointDragDoesNotFlipAPageWithThePagedPolicy() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events = Self.onePointDrag(&host)
        expectEqual(host.currentPage, 0)
        #expect(!events.contains(.pageChanged(1)))
        events += host.settle()
        expectEqual(host.track.position, 0)
    }

    @Test func pagedPolicyFlipsPastHalfAPageOrOnAFling() {
        var slow = ComponentHost.script(HomeScreen.sample())
        slow.down(300, 300, at: 0)
        slow.glide(from: Point(x: 300, y: 300), to: Point(x: 80, y: 300), start: 0, duration: 1.2)
        slow.move(80, 300, at: 1.4)
        slow.up(80, 300, at: 1.5)
        expectEqual(slow.currentPage, 1)  // 210 of 390 points: past half

        var fling = ComponentHost.script(HomeScreen.sample())
        fling.down(300, 300, at: 0)
        fling.glide(from: Point(x: 300, y: 300), to: Point(x: 240, y: 300), start: 0, duration: 0.06)
        fling.up(240, 300, at: 0.06)
        expectEqual(fling.currentPage, 1)  // 50 points at 1000 pt/s
    }

    @Test func seedPageChangeIsAnEaseOutOfTwoTenthsOfASecond() {
        var host = ComponentHost.script(HomeScreen.sample(configuration: .directionalPaging))
        Self.onePointDrag(&host)
        let released = host.time
        let start = host.track.position
        expectNear(start, 1, within: 1e-9)
        host.frames(until: released + 0.1)
        let expected = start + (390 - start) * TimingCurve.easeOut.value(at: 0.5)
        expectNear(host.track.position, expected, within: 1e-6)
        host.frames(until: released + 0.2)
        expectEqual(host.track.position, 390)
        host.frames(until: released + 0.21)
        #expect(!host.track.needsFrames)
    }

    @Test func seedSnapBackIsAnEaseOutOfFourTenthsOfASecond() {
        // Dragging right on the first page: there is no previous page, so the pages return.
        var host = ComponentHost.script(HomeScreen.sample(configuration: .directionalPaging))
        Self.onePointDrag(&host, direction: 1)
        expectEqual(host.currentPage, 0)
        let released = host.time
        let start = host.track.position
        #expect(start < 0)
        host.frames(until: released + 0.2)
        let expected = start * (1 - TimingCurve.easeOut.value(at: 0.5))
        expectNear(host.track.position, expected, within: 1e-6)
        host.frames(until: released + 0.4)
        expectEqual(host.track.position, 0)
    }

    @Test func verticalDragDoesNotPage() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        events += host.down(195, 300, at: 0)
        events += host.glide(from: Point(x: 195, y: 300), to: Point(x: 190, y: 500), start: 0, duration: 0.2)
        events += host.up(190, 500, at: 0.2)
        events += host.settle()
        expectEqual(host.track.position, 0)
        #expect(events.isEmpty)
    }

    @Test func dotsFollowTheDragAndSettle() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.down(300, 300, at: 0)
        host.move(290, 300, at: 0.01)  // the drag begins; the slop does not move the pages
        host.glide(from: Point(x: 290, y: 300), to: Point(x: 95, y: 300), start: 0.01, duration: 0.5)
        // The pages moved 195 points: half a page, the highlight shared between dots 0 and 1.
        expectNear(host.indicator.displayPosition, 0.5, within: 1e-9)
        expectNear(host.dots[0].selection, 0.5, within: 1e-9)
        expectNear(host.dots[1].selection, 0.5, within: 1e-9)
        host.move(80, 300, at: 0.6)
        host.move(80, 300, at: 0.8)
        host.up(80, 300, at: 0.9)
        host.settle()
        expectEqual(host.indicator.currentPage, 1)
        expectEqual(host.dots.map(\.selection), [0, 1, 0])
    }

    @Test func tappingADotAnimatesToItsPage() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        let dot = host.dots[2].center
        events += host.tap(dot, at: 0)
        expectEqual(host.currentPage, 2)
        expectEqual(events, [.pageChanged(2), .announcement(.page(3, of: 3))])
        #expect(host.track.position < 780)
        events += host.settle()
        expectEqual(host.track.position, 780)
        expectEqual(host.indicator.currentPage, 2)
    }

    @Test func aDragThatBeginsOnTheDotsIsHandedToThePagesFromItsFirstTouch() throws {
        // The dots own a press that goes down on them; once it travels their 10-point threshold it can no longer
        // be a tap, they decline it, and the screen's recognizer continues it from the down: the pages move
        // exactly as they do for the same drag begun on empty space.
        func drag(from start: Point) -> (ComponentHost<HomeScreen>, [Double]) {
            var host = ComponentHost.script(HomeScreen.sample())
            var positions: [Double] = []
            host.down(start.x, start.y, at: 0)
            for (i, dx) in [6.0, 40, 80, 120].enumerated() {
                host.move(start.x - dx, start.y, at: 0.02 * Double(i + 1))
                positions.append(host.track.position)
            }
            return (host, positions)
        }
        let home = HomeScreen.sample()
        let onDots = try #require(home.dots.first).center
        var onSpace = onDots
        while home.hitTarget(at: onSpace) != .background { onSpace.y -= 1 }
        expectEqual(home.hitTarget(at: onDots), .indicator)
        let (dotsHost, fromDots) = drag(from: onDots)
        let (_, fromSpace) = drag(from: onSpace)
        expectEqual(fromDots, fromSpace)
        #expect(fromDots[0] == 0 && fromDots[3] > 100)
        expectEqual(dotsHost.indicator.interactionState, .none)
        expectEqual(dotsHost.track.phase, .dragging)
    }

    @Test func aLongPressOnTheDotsIsStillTheirTap() {
        // The dots do not care how long a press lasts (like UIPageControl); the screen never sees it, so it does
        // not enter edit mode.
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        let dot = host.dots[1].center
        events += host.down(dot.x, dot.y, at: 0)
        events += host.advance(to: 2)
        events += host.up(dot.x, dot.y, at: 2)
        #expect(!host.isEditing)
        expectEqual(host.indicator.currentPage, 1)
        expectEqual(events, [.pageChanged(1), .announcement(.page(2, of: 3))])
    }

    @Test func cancellingAPressOnTheDotsRequestsNothing() {
        var host = ComponentHost.script(HomeScreen.sample())
        let dot = host.dots[1].center
        host.down(dot.x, dot.y, at: 0)
        host.handle(PointerEvent(id: 1, phase: .cancel, location: .zero, timestamp: 0.1))
        expectEqual(host.indicator.interactionState, .none)
        host.up(dot.x, dot.y, at: 0.2)  // the cancelled pointer's late release
        expectEqual(host.indicator.currentPage, 0)
        expectEqual(host.currentPage, 0)
    }

    @Test func seedDotTapChangesThePageWithoutAnimation() {
        var host = ComponentHost.script(HomeScreen.sample(configuration: .directionalPaging))
        host.tap(host.dots[1].center, at: 0)
        expectEqual(host.track.position, 390)
        #expect(!host.track.needsFrames)
        expectEqual(host.dots.map(\.selection), [0, 1, 0])
    }

    @Test func showPageCommandClampsAndIgnoresBadTimes() {
        var home = HomeScreen.sample()
        home.showPage(7, at: 0.1)
        expectEqual(home.currentPage, 2)
        home.showPage(0, animated: false, at: .nan)
        expectEqual(home.currentPage, 2)
        home.showPage(-4, animated: false, at: 0.2)
        expectEqual(home.currentPage, 0)
        expectEqual(home.track.position, 0)
        #expect(
            home.takeEvents() == [
                .pageChanged(2), .announcement(.page(3, of: 3)), .pageChanged(0), .announcement(.page(1, of: 3)),
            ])
    }

    @Test func tapOnMovingPagesOnlyStopsThem() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        events += host.send(.showPage(index: 2, animated: true), at: 0)
        events += host.frames(until: 0.1)
        #expect(host.track.needsFrames)
        let icon = host.component.slotCenter(0)
        events += host.tap(icon, at: 0.1)
        #expect(!events.contains { if case .open = $0 { return true } else { return false } })
    }
}
