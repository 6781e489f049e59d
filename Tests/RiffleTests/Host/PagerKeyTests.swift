import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Pager: keys and the Digital Crown")
struct PagerKeyTests {
    /// The index after `keys` pressed one after another (a frame apart) from item 2 of 13, and the settle.
    static func index(after keys: [KeyCommand], settings: Pager.Settings = .trips(), count: Int = 13) -> Int {
        var driver = GestureDriver.pager(count: count, settings: settings)
        for key in keys {
            driver.send(.key(key))
            driver.wait(1.0 / 60)
        }
        driver.settle()
        #expect(!driver.host.needsFrames)
        return driver.host.index
    }

    @Test func previousAndNextMoveOnePage() {
        expectEqual(Self.index(after: [.next]), 3)
        expectEqual(Self.index(after: [.previous]), 1)
    }

    @Test func keyRepeatAddsUpFromTheTarget() {
        expectEqual(Self.index(after: [.next, .next, .next]), 5)
        expectEqual(Self.index(after: [.previous, .previous, .previous, .previous]), 0)
    }

    @Test func pageUpAndDownMoveAScreenful() {
        // Full-width pages: a screenful is one page.
        expectEqual(Self.index(after: [.pageDown]), 3)
        expectEqual(Self.index(after: [.pageUp]), 1)
        // 100-point items in a 390-point viewport: three pages.
        var narrow = Pager.Settings.trips()
        narrow.itemLength = .points(100)
        expectEqual(Self.index(after: [.pageDown], settings: narrow), 5)
        expectEqual(Self.index(after: [.pageUp], settings: narrow), 0)
    }

    @Test func homeAndEndGoToTheFirstAndLastItem() {
        expectEqual(Self.index(after: [.end]), 12)
        expectEqual(Self.index(after: [.home]), 0)
        expectEqual(Self.index(after: [.end, .home]), 0)
        // On a loop: the data's first and last item, the shortest way round.
        expectEqual(Self.index(after: [.end], settings: .loop()), 12)
        expectEqual(Self.index(after: [.home], settings: .loop()), 0)
        var driver = GestureDriver.pager(settings: .loop())
        let before = driver.host.track?.virtualTargetIndex ?? 0
        driver.send(.key(.end))
        // Item 12 lies three pages back from item 2 on the ring, ten forward.
        expectEqual(driver.host.track?.virtualTargetIndex, before - 3)
    }

    @Test func aBoundedTrackStopsAtItsEnds() {
        expectEqual(Self.index(after: [.next, .next, .next], count: 4), 3)
        expectEqual(Self.index(after: [.pageUp, .pageUp, .pageUp], count: 4), 0)
    }

    @Test func keysDoNothingDuringADragOrWithoutATrack() {
        var driver = GestureDriver.pager()
        driver.swiftUIDrag(from: Point(x: 300, y: 200), to: Point(x: 250, y: 200), duration: 0.4, lift: false)
        #expect(driver.send(.key(.end)).isEmpty)
        expectEqual(driver.host.track?.virtualTargetIndex, 2)
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
        #expect(host.send(.key(.next), at: 0).isEmpty)
        expectEqual(host.index, 2)
        var empty = GestureDriver.pager(count: 0)
        #expect(empty.send(.key(.end)).isEmpty)
    }

    @Test func badTimesChangeNothing() {
        // A driver's clock has no bad times: the commands go to its host directly.
        var host = GestureDriver.pager().host
        host.send(.key(.next), at: .nan)
        host.send(.key(.end), at: .infinity)
        var driver = GestureDriver(host, frameRate: 120)
        driver.settle()
        expectEqual(driver.host.index, 2)
    }

    @Test func theCrownTurnsPagesThroughTheCommandPath() {
        var driver = GestureDriver.pager(frameRate: 100)
        driver.crown(0.05)
        #expect(!driver.host.needsFrames)
        driver.wait(0.02)
        driver.crown(0.05)
        driver.settle()
        expectEqual(driver.host.index, 3)
        driver.wait(0.01)
        driver.crown(-0.25)
        driver.settle()
        expectEqual(driver.host.index, 1)
        driver.wait(0.01)
        driver.crown(.nan)
        #expect(!driver.host.needsFrames)
        var slow = Pager.Settings.trips()
        slow.crownRotationPerPage = 0.5
        var coarse = GestureDriver.pager(settings: slow)
        coarse.crown(0.3)
        #expect(!coarse.host.needsFrames)
    }

    @Test func repeatedMoveCommandsAddUpLikeKeyRepeat() {
        var driver = GestureDriver.pager(frameRate: 100)
        for step in 0..<3 {
            if step > 0 { driver.wait(0.03) }
            driver.send(.move(.right))
        }
        driver.settle()
        expectEqual(driver.host.index, 5)
        var keys = GestureDriver.pager(frameRate: 100)
        for step in 0..<3 {
            if step > 0 { keys.wait(0.03) }
            keys.send(.key(.next))
        }
        expectEqual(keys.host.track?.virtualTargetIndex, 5)
    }
}
