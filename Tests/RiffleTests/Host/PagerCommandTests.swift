import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Pager: move and select commands (tvOS remote, arrow keys)")
struct PagerCommandTests {
    /// The index after one move command from item 2 of 13 and the settle.
    static func index(after direction: MoveDirection, settings: Pager.Settings = .trips()) -> Int {
        var driver = GestureDriver.pager(settings: settings)
        driver.send(.move(direction))
        driver.settle()
        return driver.host.index
    }

    @Test func leftAndRightStepAHorizontalTrack() {
        expectEqual(Self.index(after: .right), 3)
        expectEqual(Self.index(after: .left), 1)
        // Across the axis nothing moves, so focus can leave the track.
        expectEqual(Self.index(after: .up), 2)
        expectEqual(Self.index(after: .down), 2)
    }

    @Test func rightToLeftTheNextPageIsOnTheLeft() {
        let settings = Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true)
        expectEqual(Self.index(after: .left, settings: settings), 3)
        expectEqual(Self.index(after: .right, settings: settings), 1)
    }

    @Test func upAndDownStepAVerticalTrack() {
        var settings = Pager.Settings.trips()
        settings.configuration.axis = .vertical
        expectEqual(Self.index(after: .down, settings: settings), 3)
        expectEqual(Self.index(after: .up, settings: settings), 1)
        expectEqual(Self.index(after: .left, settings: settings), 2)
    }

    @Test func aBoundedTrackStopsAtItsLastItem() {
        var driver = GestureDriver.pager(count: 3, index: 2)
        #expect(driver.send(.move(.right)).isEmpty)
        driver.settle()
        expectEqual(driver.host.index, 2)
    }

    @Test func selectTapsTheCurrentItemOnlyWhileStill() {
        var driver = GestureDriver.pager()
        expectEqual(driver.send(.activate), [.itemTapped(2)])
        driver.send(.move(.right))
        // Moving: the item under focus is about to change.
        expectEqual(driver.send(.activate), [])
        driver.settle()
        expectEqual(driver.send(.activate), [.itemTapped(3)])
    }

    @Test func commandsBeforeTheTrackExistDoNothing() {
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
        #expect(host.send(.move(.right), at: 0).isEmpty)
        #expect(host.send(.activate, at: 0).isEmpty)
        expectEqual(host.index, 2)
    }
}

@Suite("MoveDirection and PageIndicator.Command.move: move commands on page dots")
struct PageDotsCommandTests {
    @Test func directionsStepAlongTheirAxisOnly() {
        expectEqual(MoveDirection.right.pageStep(along: .horizontal, rightToLeft: false), 1)
        expectEqual(MoveDirection.left.pageStep(along: .horizontal, rightToLeft: false), -1)
        expectEqual(MoveDirection.right.pageStep(along: .horizontal, rightToLeft: true), -1)
        expectEqual(MoveDirection.left.pageStep(along: .horizontal, rightToLeft: true), 1)
        expectEqual(MoveDirection.down.pageStep(along: .vertical, rightToLeft: true), 1)
        expectEqual(MoveDirection.up.pageStep(along: .vertical, rightToLeft: false), -1)
        expectEqual(MoveDirection.up.pageStep(along: .horizontal, rightToLeft: false), nil)
        expectEqual(MoveDirection.right.pageStep(along: .vertical, rightToLeft: false), nil)
    }

    @Test func dotsStepOnePageAndStopAtTheEnds() {
        // Each request is already made current, as the adjustable actions do.
        var dots = ComponentHost(PageIndicator.control(count: 5, currentPage: 2))
        expectEqual(dots.send(.move(.right), at: 0).requestedPage, 3)
        expectEqual(dots.send(.move(.left), at: 0).requestedPage, 2)
        expectEqual(dots.send(.move(.left), at: 0).requestedPage, 1)
        expectEqual(dots.send(.move(.up), at: 0).requestedPage, nil)
        var rtl = ComponentHost(PageIndicator.control(count: 5, currentPage: 2, isRightToLeft: true))
        expectEqual(rtl.send(.move(.left), at: 0).requestedPage, 3)
        var last = ComponentHost(PageIndicator.control(count: 5, currentPage: 4))
        expectEqual(last.send(.move(.right), at: 0).requestedPage, nil)
        expectEqual(last.send(.move(.left), at: 0).requestedPage, 3)
    }
}

@Suite("Pager: a list from the margin, and back to its start")
struct PagerListTests {
    /// Eight 136-point tiles 12 apart from a 16-point margin, free scrolling (the gallery's wallet history).
    static func list() -> ComponentHost<Pager> {
        var host = ComponentHost(
            Pager(
                itemCount: 8, index: 0,
                settings: Pager.Settings(
                    configuration: Track.Configuration(
                        layout: .init(alignment: .leading, containment: .trimSnaps, endInset: 16),
                        snapPolicy: .free(decelerationRate: 0.998)),
                    itemLength: .points(136), itemSpacing: 12, leadingInset: 16)))
        _ = host.send(.viewport(width: 390, height: 184), at: 0)
        return host
    }

    @Test func theLeadingInsetPlacesTheFirstItemAtTheMargin() throws {
        let host = Self.list()
        let first = try #require(host.placements(at: 0).first)
        expectEqual(first.x, 16)
        expectEqual(first.width, 136)
        // Content: 16 + 8 × 136 + 7 × 12 + 16 (end inset) = 1,204; the upper limit is 1,204 − 390 = 814.
        expectEqual(host.track?.layout.upperLimit, 814)
        var bad = Pager.Settings()
        bad.leadingInset = -.infinity
        #expect(
            ItemSizing.viewport.items(count: 2, spacing: 0, viewportLength: 100, leadingInset: .nan)
                == .uniform(count: 2, length: 100, spacing: 0, leadingInset: 0))
        expectEqual(bad.leadingInset, -.infinity, "settings keep what the view set; the items sanitize it")
    }

    @Test func scrollToIndexReturnsEvenWhenTheIndexIsAlreadyTheTarget() {
        var host = Self.list()
        // A short free drag leaves the list 30 points in, still nearest to item 0.
        _ = host.pointerChanged(to: Point(x: 300, y: 50), at: 1)
        for i in 1...4 { _ = host.pointerChanged(to: Point(x: 300 - Double(i) * 10, y: 50), at: 1 + Double(i) * 0.1) }
        _ = host.pointerEnded(at: Point(x: 260, y: 50), time: 1.5)
        _ = host.advance(to: 3)
        expectEqual(host.index, 0)
        #expect((host.track?.position ?? 0) > 20)
        _ = host.send(.select(index: 0, animated: false), at: 3)
        #expect((host.track?.position ?? 0) > 20, "select ignores the index it already has")
        _ = host.send(.scrollTo(index: 0, animated: false), at: 3)
        expectEqual(host.track?.position, 0)
        _ = host.send(.scrollTo(index: 99, animated: false), at: 4)
        expectEqual(host.index, 7)
        expectEqual(host.track?.position, 814)
    }
}
