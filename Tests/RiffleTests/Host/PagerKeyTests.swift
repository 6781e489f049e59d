import Testing

@testable import Riffle

@Suite("Pager: keys and the Digital Crown")
struct PagerKeyTests {
    /// The index after `keys` pressed one after another (a frame apart) from item 2 of 13, and the settle.
    static func index(after keys: [KeyCommand], settings: Pager.Settings = .trips(), count: Int = 13) -> Int {
        var driver = HostDriver(count: count, settings: settings)
        for key in keys {
            driver.outputs += driver.host.send(.key(key), at: driver.time)
            driver.frames(for: 1.0 / 60)
        }
        driver.settle()
        #expect(!driver.host.needsFrames)
        return driver.host.index
    }

    @Test func previousAndNextMoveOnePage() {
        #expect(Self.index(after: [.next]) == 3)
        #expect(Self.index(after: [.previous]) == 1)
    }

    @Test func keyRepeatAddsUpFromTheTarget() {
        #expect(Self.index(after: [.next, .next, .next]) == 5)
        #expect(Self.index(after: [.previous, .previous, .previous, .previous]) == 0)
    }

    @Test func pageUpAndDownMoveAScreenful() {
        // Full-width pages: a screenful is one page.
        #expect(Self.index(after: [.pageDown]) == 3)
        #expect(Self.index(after: [.pageUp]) == 1)
        // 100-point items in a 390-point viewport: three pages.
        var narrow = Pager.Settings.trips()
        narrow.itemLength = .points(100)
        #expect(Self.index(after: [.pageDown], settings: narrow) == 5)
        #expect(Self.index(after: [.pageUp], settings: narrow) == 0)
    }

    @Test func homeAndEndGoToTheFirstAndLastItem() {
        #expect(Self.index(after: [.end]) == 12)
        #expect(Self.index(after: [.home]) == 0)
        #expect(Self.index(after: [.end, .home]) == 0)
        // On a loop: the data's first and last item, the shortest way round.
        #expect(Self.index(after: [.end], settings: .loop()) == 12)
        #expect(Self.index(after: [.home], settings: .loop()) == 0)
        var driver = HostDriver(settings: .loop())
        let before = driver.host.track?.virtualTargetIndex ?? 0
        _ = driver.host.send(.key(.end), at: 0)
        // Item 12 lies three pages back from item 2 on the ring, ten forward.
        #expect(driver.host.track?.virtualTargetIndex == before - 3)
    }

    @Test func aBoundedTrackStopsAtItsEnds() {
        #expect(Self.index(after: [.next, .next, .next], count: 4) == 3)
        #expect(Self.index(after: [.pageUp, .pageUp, .pageUp], count: 4) == 0)
    }

    @Test func keysDoNothingDuringADragOrWithoutATrack() {
        var driver = HostDriver()
        driver.drag(from: 300, to: 250, release: false)
        #expect(driver.host.send(.key(.end), at: driver.time).isEmpty)
        #expect(driver.host.track?.virtualTargetIndex == 2)
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
        #expect(host.send(.key(.next), at: 0).isEmpty)
        #expect(host.index == 2)
        var empty = HostDriver(count: 0)
        #expect(empty.host.send(.key(.end), at: 0).isEmpty)
    }

    @Test func badTimesChangeNothing() {
        var driver = HostDriver()
        _ = driver.host.send(.key(.next), at: .nan)
        _ = driver.host.send(.key(.end), at: .infinity)
        driver.settle()
        #expect(driver.host.index == 2)
    }

    @Test func theCrownTurnsPagesThroughTheCommandPath() {
        var driver = HostDriver()
        _ = driver.host.send(.crown(turns: 0.05), at: 0)
        #expect(!driver.host.needsFrames)
        _ = driver.host.send(.crown(turns: 0.05), at: 0.02)
        driver.time = 0.02
        driver.settle()
        #expect(driver.host.index == 3)
        _ = driver.host.send(.crown(turns: -0.25), at: driver.time + 0.01)
        driver.settle()
        #expect(driver.host.index == 1)
        _ = driver.host.send(.crown(turns: .nan), at: driver.time + 0.01)
        #expect(!driver.host.needsFrames)
        var slow = Pager.Settings.trips()
        slow.crownRotationPerPage = 0.5
        var coarse = HostDriver(settings: slow)
        _ = coarse.host.send(.crown(turns: 0.3), at: 0)
        #expect(!coarse.host.needsFrames)
    }

    @Test func repeatedMoveCommandsAddUpLikeKeyRepeat() {
        var driver = HostDriver()
        for step in 0..<3 { _ = driver.host.send(.move(.right), at: Double(step) * 0.03) }
        driver.time = 0.06
        driver.settle()
        #expect(driver.host.index == 5)
        var keys = HostDriver()
        for step in 0..<3 { _ = keys.host.send(.key(.next), at: Double(step) * 0.03) }
        #expect(keys.host.track?.virtualTargetIndex == 5)
    }
}
