import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// ``Track/Event/nearEnd(_:)``: a bounded track reports coming near an end, once per visit, so a host loads more.
@Suite("Track: near an end")
struct TrackNearEndTests {
    static func pages(count: Int = 10, index: Int = 0, threshold: NearEndThreshold?) -> Track {
        var configuration = Track.Configuration(layout: .init(alignment: .leading))
        configuration.nearEndThreshold = threshold
        return Track(
            viewportLength: 390, items: .uniform(count: count, length: 390, spacing: 0),
            configuration: configuration, initialIndex: index)
    }

    static func nearEnds(_ events: [Track.Event]) -> [TrackEnd] {
        events.compactMap { if case .nearEnd(let end) = $0 { end } else { nil } }
    }

    /// Scrolls to `index` (animated) and runs frames until the track rests; returns the near-end reports.
    static func go(_ track: inout Track, to index: Int, at t: inout Double) -> [TrackEnd] {
        track.send(.scrollTo(index: index, animated: true), at: t)
        var reports = nearEnds(track.takeEvents())
        while track.needsFrames {
            t += 1.0 / 60
            track.advance(to: t)
            reports += nearEnds(track.takeEvents())
        }
        return reports
    }

    @Test func theEndIsReportedOnceWhenTheTargetComesWithinTheThreshold() {
        var track = Self.pages(index: 3, threshold: .items(2))
        var t = 0.0
        expectEqual(Self.nearEnds(track.takeEvents()), [], "item 3 of 10 is near neither end")
        expectEqual(Self.go(&track, to: 6, at: &t), [])
        // Item 7 is 2 from the last (9): reported as soon as the command targets it, not when it arrives.
        track.send(.scrollTo(index: 7, animated: true), at: t)
        expectEqual(Self.nearEnds(track.takeEvents()), [.end])
        #expect(track.isNear(.end))
        var more = 0
        while track.needsFrames {
            t += 1.0 / 60
            track.advance(to: t)
            more += Self.nearEnds(track.takeEvents()).count
        }
        expectEqual(more, 0, "once per visit")
        expectEqual(Self.go(&track, to: 9, at: &t), [])
        // Leaving the zone and coming back reports it again.
        expectEqual(Self.go(&track, to: 4, at: &t), [])
        expectEqual(Self.go(&track, to: 8, at: &t), [.end])
    }

    @Test func theStartIsReportedToo() {
        var track = Self.pages(index: 0, threshold: .items(1))
        expectEqual(Self.nearEnds(track.takeEvents()), [.start], "created at the first item")
        var t = 0.0
        expectEqual(Self.go(&track, to: 5, at: &t), [])
        expectEqual(Self.go(&track, to: 1, at: &t), [.start])
    }

    @Test func aDragTowardTheEndReportsItWhileTheFingerMoves() {
        var d = GestureDriver<Track>(Self.pages(index: 6, threshold: .items(2)))
        let before = d.outputs.count
        // 250 points back to the finger's left: the nearest page becomes 7 mid-drag, before any release.
        d.drag(from: 350, to: 100, start: 1, duration: 0.5, release: false)
        expectEqual(Self.nearEnds(Array(d.outputs.dropFirst(before))), [.end])
    }

    @Test func pointsCountFromTheEndOfTheScrollRange() {
        // 10 pages of 390: the range ends at 3,510. Page 6 (offset 2,340) is 1,170 from it; page 7 (2,730) 780.
        var track = Self.pages(index: 6, threshold: .points(800))
        var t = 0.0
        expectEqual(Self.nearEnds(track.takeEvents()), [])
        expectEqual(Self.go(&track, to: 7, at: &t), [.end])
        expectEqual(Self.go(&track, to: 2, at: &t), [.start], "page 2 is 780 from the start")
    }

    @Test func appendingWhileSettlingKeepsTheMotionAndReportsAgainIfStillNear() {
        var track = Self.pages(index: 5, threshold: .items(2))
        var t = 0.0
        track.send(.scrollTo(index: 9, animated: true), at: t)
        expectEqual(Self.nearEnds(track.takeEvents()), [.end])
        for _ in 0..<6 {
            t += 1.0 / 60
            track.advance(to: t)
        }
        _ = track.takeEvents()
        let before = track.position
        // Two more pages arrive mid-settle: the content does not move and the track still goes to item 9, now 2
        // from the last (11), so it is still near and says so again.
        track.relayout(viewportLength: 390, items: .uniform(count: 12, length: 390, spacing: 0), at: t)
        expectNear(track.position, before, within: 1e-9)
        expectEqual(Self.nearEnds(track.takeEvents()), [.end])
        while track.needsFrames {
            t += 1.0 / 60
            track.advance(to: t)
        }
        expectEqual(track.settledIndex, 9)
        // Twenty more: no longer near.
        track.relayout(viewportLength: 390, items: .uniform(count: 30, length: 390, spacing: 0), at: t)
        expectEqual(Self.nearEnds(track.takeEvents()), [])
        #expect(!track.isNear(.end))
    }

    @Test func noThresholdALoopOrNoItemsReportNothingAndBadThresholdsHaveAMeaning() {
        var none = Self.pages(index: 9, threshold: nil)
        expectEqual(Self.nearEnds(none.takeEvents()), [])
        var configuration = Track.Configuration.loop()
        configuration.nearEndThreshold = .items(100)
        var ring = Track(
            viewportLength: 390, items: .uniform(count: 12, length: 140, spacing: 24), configuration: configuration)
        expectEqual(Self.nearEnds(ring.takeEvents()), [], "a loop has no end")
        var empty = Self.pages(count: 0, threshold: .items(3))
        expectEqual(Self.nearEnds(empty.takeEvents()), [])
        // Negative counts and NaN points mean 0 (at the last item only); infinity means everywhere.
        #expect(!Self.pages(index: 8, threshold: .items(-4)).isNear(.end))
        #expect(Self.pages(index: 9, threshold: .items(-4)).isNear(.end))
        #expect(!Self.pages(index: 8, threshold: .points(.nan)).isNear(.end))
        #expect(Self.pages(index: 9, threshold: .points(.nan)).isNear(.end))
        #expect(Self.pages(index: 0, threshold: .points(.infinity)).isNear(.end))
    }

    @Test func theHostReportsItAsAnOutputAndKeepsTheContentWhenItemsAreAppended() {
        var settings = Pager.Settings()
        settings.configuration.nearEndThreshold = .items(2)
        var host = ComponentHost(Pager(itemCount: 6, index: 1, settings: settings))
        _ = host.send(.viewport(width: 390, height: 600), at: 0)
        var outputs = host.send(.scrollBy(pages: 2), at: 0)
        var t = 0.0
        while host.needsFrames {
            t += 1.0 / 60
            outputs += host.advance(to: t)
        }
        #expect(outputs.contains(.nearEnd(.end)))
        let position = host.position
        _ = host.send(.items(count: 12, selecting: nil), at: t + 0.1)
        expectEqual(host.position, position)
        expectEqual(host.index, 3)
    }
}
