import RiffleTestSupport
import Testing

@testable import Riffle

/// The pointer callbacks are written once (``ComponentHost``) for every component: the same calls tap any of them,
/// and right-to-left mirroring of the input happens in that one place.
@Suite("ComponentHost: the callbacks every component shares")
struct ComponentHostCallbackTests {
    @Test func theSameCallbacksTapEveryComponent() throws {
        var pages = ComponentHost(Pager(itemCount: 5, index: 0, settings: .onboarding()))
        _ = pages.send(.viewport(width: 390, height: 844), at: 0)
        let point = Point(x: 200, y: 400)
        let events = pages.pointerChanged(to: point, from: point, at: 1) + pages.pointerEnded(at: point, time: 1.05)
        #expect(events.contains(.itemTapped(0)))

        var cards = ComponentHost(CardStack(ids: ["a", "b", "c"], settings: .wallet))
        cards.send(.viewport(width: 390, height: 844), at: 0)
        let front = try #require(cards.placements(at: 10).first { $0.id == "a" })
        let centre = Point(x: front.frame.midX, y: front.frame.midY)
        cards.pointerChanged(to: centre, from: centre, at: 10)
        cards.pointerEnded(at: centre, time: 10.05)
        expectEqual(cards.selectedID, "a")

        var dots = ComponentHost(PageIndicator.control(count: 5, currentPage: 0, configuration: .onboarding))
        let third = try #require(dots.placements(at: 0).first { $0.page == 2 })
        expectEqual(Self.tapDots(&dots, at: third.center, time: 1), [2])
    }

    /// A tap on page dots through the generic host's callbacks: the pages each callback asks for.
    static func tapDots(_ host: inout ComponentHost<PageIndicator>, at point: Point, time: Double) -> [Int] {
        [
            host.pointerChanged(to: point, from: point, at: time).requestedPage,
            host.pointerEnded(at: point, time: time + 0.05).requestedPage,
        ].compactMap { $0 }
    }

    @Test func mirroringIsTheScaffoldsRule() throws {
        var dots = ComponentHost(
            PageIndicator.control(count: 5, currentPage: 0, configuration: .onboarding, isRightToLeft: true))
        expectEqual(dots.mirrorWidth, dots.controlSize.x)
        expectEqual(dots.componentPoint(Point(x: 10, y: 3)), Point(x: dots.controlSize.x - 10, y: 3))
        // Page 2's dot as drawn (mirrored) is where a tap selects page 2.
        let third = try #require(dots.placements(at: 0).first { $0.page == 2 })
        expectEqual(Self.tapDots(&dots, at: third.center, time: 1), [2])

        var home = ComponentHost(
            HomeScreen(layout: IconArrangement(pages: [["x"]], dock: []), settings: .init(isRightToLeft: true)))
        _ = home.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
        expectEqual(home.mirrorWidth, 390)
        let pages = ComponentHost(Pager(itemCount: 2, index: 0, settings: .onboarding()))
        expectEqual(pages.mirrorWidth, nil)
        expectEqual(pages.componentPoint(Point(x: 10, y: 3)), Point(x: 10, y: 3))
        // A right-to-left track host mirrors here too; its track runs left to right (never mirrored twice).
        var rtl = ComponentHost(
            Pager(
                itemCount: 3, index: 0,
                settings: Pager.Settings.onboarding().adapted(reduceMotion: false, rightToLeft: true)))
        _ = rtl.send(.viewport(width: 390, height: 844), at: 0)
        expectEqual(rtl.mirrorWidth, 390)
        expectEqual(rtl.track?.mirrorWidth, nil)
        // A finger moving right advances (forward in a right-to-left layout), and page 1 enters from the left.
        rtl.pointerChanged(to: Point(x: 100, y: 400), from: Point(x: 100, y: 400), at: 1)
        for i in 1...10 { rtl.pointerChanged(to: Point(x: 100 + Double(i) * 25, y: 400), at: 1 + Double(i) * 0.02) }
        rtl.pointerEnded(at: Point(x: 350, y: 400), time: 1.2)
        expectEqual(rtl.track?.targetIndex, 1)
        let next = try #require(rtl.placements(at: 1.25).first { $0.index == 1 })
        #expect(next.x < 0, "page 1 comes in from the left")
    }
}
