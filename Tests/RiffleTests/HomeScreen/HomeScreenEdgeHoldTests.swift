import RiffleTestSupport
import Testing

@testable import Riffle

/// Edge holds: the first page turn after ``HomeScreen/Configuration/edgeHoldDuration``, the next ones every
/// ``HomeScreen/Configuration/edgeHoldRepeatInterval``, bad values replaced by the defaults.
@Suite("HomeScreen: edge holds")
struct HomeScreenEdgeHoldTests {
    /// Lifts the first icon of the last of 5 full pages at 0.1 s and holds it at the left edge from `arrival`;
    /// returns the times (of frames on a 1 ms grid) at which the page changed, up to `end`.
    ///
    /// The frames are 1 ms apart within 3 ms of each `expected` turn (and everywhere with `RIFFLE_LONG_TESTS=1`),
    /// every 8 ms of the grid elsewhere: a turn at its expected time is found in the same 1 ms frame as with 1 ms
    /// frames throughout, and a turn more than 3 ms early or late is reported in a frame outside the tolerance of
    /// ``matches(_:_:)``.
    static func turnTimes(
        _ configuration: HomeScreen.Configuration, arrival: Double = 1, end: Double = 6, expected: [Double]
    ) -> [Double] {
        var host = ComponentHost.script(HomeScreen.sample(pages: [20, 20, 20, 20, 20], configuration: configuration))
        host.send(.showPage(index: 4, animated: false), at: 0)
        let from = host.component.slotCenter(0)
        host.longPress(from, at: 0.1)
        host.glide(from: from, to: Point(x: 100, y: 300), start: 0.65, duration: 0.1)
        host.move(5, 300, at: arrival)
        var page = host.currentPage
        var times: [Double] = []
        let dense = expected.map { Int((($0 - arrival) * 1000).rounded()) }
        func isDense(_ step: Int) -> Bool { LongTests.isEnabled || dense.contains { abs($0 - step) <= 3 } }
        var step = 0
        while arrival + Double(step) / 1000 < end {
            step += 1
            if !isDense(step), step % 8 != 0, arrival + Double(step) / 1000 < end { continue }
            host.frames(until: arrival + Double(step) / 1000)
            if host.currentPage != page {
                page = host.currentPage
                times.append(host.time)
            }
        }
        return times
    }

    /// Whether each turn came in the first millisecond frame at or after its expected time.
    static func matches(_ times: [Double], _ expected: [Double]) -> Bool {
        times.count == expected.count && zip(times, expected).allSatisfy { $0 >= $1 - 1e-9 && $0 < $1 + 0.0011 }
    }

    @Test func theFirstTurnComesAfterEightTenthsOfASecondThenOneEverySecond() {
        let expected = [1.8, 2.8, 3.8, 4.8]
        let times = Self.turnTimes(HomeScreen.Configuration(), expected: expected)
        // Pages 4 → 3 → 2 → 1 → 0, then nowhere to go.
        #expect(Self.matches(times, expected))
    }

    @Test func theDefaultsAreEightTenthsAndOne() {
        let configuration = HomeScreen.Configuration()
        expectEqual(configuration.edgeHoldDuration, 0.8)
        expectEqual(configuration.edgeHoldRepeatInterval, 1)
        expectEqual(HomeScreen.Configuration.directionalPaging.edgeHoldRepeatInterval, 1)
    }

    @Test func customFirstAndRepeatTimes() {
        var configuration = HomeScreen.Configuration()
        configuration.edgeHoldDuration = 0.3
        configuration.edgeHoldRepeatInterval = 0.5
        let expected = [1.3, 1.8, 2.3, 2.8]
        #expect(Self.matches(Self.turnTimes(configuration, end: 4, expected: expected), expected))
    }

    @Test func leavingTheEdgeStartsTheFirstDelayAgain() {
        var host = ComponentHost.script(HomeScreen.sample(pages: [20, 20, 20, 20, 20]))
        host.send(.showPage(index: 4, animated: false), at: 0)
        let from = host.component.slotCenter(0)
        host.longPress(from, at: 0.1)
        host.move(5, 300, at: 1)
        host.frames(until: 1.8)
        expectEqual(host.currentPage, 3)
        // Away from the edge for a moment, then back: the next turn waits the first delay, not the repeat.
        host.move(100, 300, at: 2)
        host.move(5, 300, at: 2.1)
        host.frames(until: 2.89)
        expectEqual(host.currentPage, 3)
        host.frames(until: 2.91)
        expectEqual(host.currentPage, 2)
    }

    @Test(arguments: [Double.nan, -1, 0, .infinity, -.infinity])
    func badDurationsBecomeTheDefaults(_ bad: Double) {
        var configuration = HomeScreen.Configuration()
        configuration.edgeHoldDuration = bad
        configuration.edgeHoldRepeatInterval = bad
        expectEqual(configuration.inUse(safeAreaTop: 0, safeAreaBottom: 0).edgeHoldDuration, 0.8)
        expectEqual(configuration.inUse(safeAreaTop: 0, safeAreaBottom: 0).edgeHoldRepeatInterval, 1)
        // The first delay and one repeat (the third turn, with `make test-long`).
        if LongTests.isEnabled {
            let expected = [1.8, 2.8, 3.8]
            #expect(Self.matches(Self.turnTimes(configuration, end: 4, expected: expected), expected))
        } else {
            let expected = [1.8, 2.8]
            #expect(Self.matches(Self.turnTimes(configuration, end: 2.9, expected: expected), expected))
        }
    }

    @Test func aBadRepeatIntervalAloneKeepsTheFirstDelay() {
        var configuration = HomeScreen.Configuration()
        configuration.edgeHoldDuration = 0.5
        configuration.edgeHoldRepeatInterval = -.nan
        let expected = [1.5, 2.5, 3.5]
        #expect(Self.matches(Self.turnTimes(configuration, end: 4, expected: expected), expected))
    }
}
