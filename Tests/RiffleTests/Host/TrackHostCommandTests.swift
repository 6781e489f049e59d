import Testing

@testable import Riffle

@Suite("TrackHost: move and select commands (tvOS remote, arrow keys)")
struct TrackHostCommandTests {
    /// The index after one move command from item 2 of 13 and the settle.
    static func index(after direction: MoveDirection, settings: TrackHost.Settings = .trips()) -> Int {
        var driver = HostDriver(settings: settings)
        driver.outputs += driver.host.moveCommand(direction, at: driver.time)
        driver.settle()
        return driver.host.index
    }

    @Test func leftAndRightStepAHorizontalTrack() {
        #expect(Self.index(after: .right) == 3)
        #expect(Self.index(after: .left) == 1)
        // Across the axis nothing moves, so focus can leave the track.
        #expect(Self.index(after: .up) == 2)
        #expect(Self.index(after: .down) == 2)
    }

    @Test func rightToLeftTheNextPageIsOnTheLeft() {
        let settings = TrackHost.Settings.trips().adapted(reduceMotion: false, rightToLeft: true)
        #expect(Self.index(after: .left, settings: settings) == 3)
        #expect(Self.index(after: .right, settings: settings) == 1)
    }

    @Test func upAndDownStepAVerticalTrack() {
        var settings = TrackHost.Settings.trips()
        settings.configuration.axis = .vertical
        #expect(Self.index(after: .down, settings: settings) == 3)
        #expect(Self.index(after: .up, settings: settings) == 1)
        #expect(Self.index(after: .left, settings: settings) == 2)
    }

    @Test func aBoundedTrackStopsAtItsLastItem() {
        var driver = HostDriver(count: 3, index: 2)
        #expect(driver.host.moveCommand(.right, at: 0).isEmpty)
        driver.settle()
        #expect(driver.host.index == 2)
    }

    @Test func selectTapsTheCurrentItemOnlyWhileStill() {
        var driver = HostDriver()
        #expect(driver.host.selectCommand(at: 0) == [.itemTapped(2)])
        _ = driver.host.moveCommand(.right, at: 0)
        // Moving: the item under focus is about to change.
        #expect(driver.host.selectCommand(at: 0) == [])
        driver.settle()
        #expect(driver.host.selectCommand(at: driver.time) == [.itemTapped(3)])
    }

    @Test func commandsBeforeTheTrackExistDoNothing() {
        var host = TrackHost(itemCount: 13, index: 2, settings: .trips())
        #expect(host.moveCommand(.right, at: 0).isEmpty)
        #expect(host.selectCommand(at: 0).isEmpty)
        #expect(host.index == 2)
    }
}

@Suite("MoveDirection and PageIndicatorHost: move commands on page dots")
struct PageDotsCommandTests {
    @Test func directionsStepAlongTheirAxisOnly() {
        #expect(MoveDirection.right.pageStep(along: .horizontal, rightToLeft: false) == 1)
        #expect(MoveDirection.left.pageStep(along: .horizontal, rightToLeft: false) == -1)
        #expect(MoveDirection.right.pageStep(along: .horizontal, rightToLeft: true) == -1)
        #expect(MoveDirection.left.pageStep(along: .horizontal, rightToLeft: true) == 1)
        #expect(MoveDirection.down.pageStep(along: .vertical, rightToLeft: true) == 1)
        #expect(MoveDirection.up.pageStep(along: .vertical, rightToLeft: false) == -1)
        #expect(MoveDirection.up.pageStep(along: .horizontal, rightToLeft: false) == nil)
        #expect(MoveDirection.right.pageStep(along: .vertical, rightToLeft: false) == nil)
    }

    @Test func dotsStepOnePageAndStopAtTheEnds() {
        // Each request is already made current, as the adjustable actions do.
        var dots = PageIndicatorHost(count: 5, currentPage: 2)
        #expect(dots.moveCommand(.right) == 3)
        #expect(dots.moveCommand(.left) == 2)
        #expect(dots.moveCommand(.left) == 1)
        #expect(dots.moveCommand(.up) == nil)
        var rtl = PageIndicatorHost(count: 5, currentPage: 2, isRightToLeft: true)
        #expect(rtl.moveCommand(.left) == 3)
        var last = PageIndicatorHost(count: 5, currentPage: 4)
        #expect(last.moveCommand(.right) == nil)
        #expect(last.moveCommand(.left) == 3)
    }
}
