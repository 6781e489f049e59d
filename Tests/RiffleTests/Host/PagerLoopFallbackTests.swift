import RiffleTestSupport
import Testing

@testable import Riffle

/// A loop with too few cards to go round that falls back to a bounded track
/// (``TrackLayout/Configuration/repeatsWhenLoopIsImpossible`` off), and the host's index when a new size regroups
/// the snaps (a bounded fallback becoming a loop, or two cards that shared one snap getting one each).
@Suite("Pager: a loop too short to go round")
struct PagerLoopFallbackTests {
    /// The looping preset without repeat mode.
    static var settings: Pager.Settings {
        var settings = Pager.Settings.loop()
        settings.configuration.layout.repeatsWhenLoopIsImpossible = false
        return settings
    }

    @Test func twoCardsFallBackToABoundedTrackAndNoCardShowsTwice() throws {
        var host = ComponentHost(Pager(itemCount: 2, index: 0, settings: Self.settings))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        let track = try #require(host.track)
        #expect(!track.layout.loops)
        #expect(track.layout.diagnostics.contains { if case .loopImpossible(_, _, false) = $0 { true } else { false } })
        let indices = host.placements(at: 0).map(\.index)
        expectEqual(Set(indices).count, indices.count)
        // Enough cards go round as before.
        var ring = ComponentHost(Pager(itemCount: 12, index: 0, settings: Self.settings))
        _ = ring.send(.viewport(width: 390, height: 844), at: 0)
        expectEqual(ring.track?.layout.loops, true)
    }

    @Test func aNewSizeThatRegroupsTheSnapsKeepsTheIndexInTheTargetSnap() throws {
        // Two cards share one snap on a wide screen (all fit); on a narrow one each has its own. The index the
        // host reports must stay in the snap the track is on (it used to stay 1 while the track rested on 0, and
        // a later select(1) was then taken for the binding's echo and ignored).
        var host = ComponentHost(Pager(itemCount: 7, index: 3, settings: Self.settings))
        _ = host.send(.viewport(width: 390, height: 300), at: 0)
        _ = host.send(.items(count: 2, selecting: 1), at: 0.1)
        _ = host.send(.viewport(width: 200, height: 300), at: 0.2)
        let track = try #require(host.track)
        #expect(track.layout.snapItems[track.targetIndex].contains(host.index))
        _ = host.send(.select(index: 1, animated: false), at: 0.3)
        expectEqual(host.index, 1)
        expectEqual(host.track.map { $0.layout.snapItems[$0.targetIndex].contains(1) }, true)
    }

    @Test func everyResizeAndSelectionLeavesTheIndexInTheTargetSnap() {
        for count in 0...8 {
            for width in [100.0, 200, 300, 390, 600] {
                for select in -1...8 {
                    for animated in [false, true] {
                        var host = ComponentHost(Pager(itemCount: 7, index: 3, settings: Self.settings))
                        _ = host.send(.viewport(width: 390, height: 300), at: 0)
                        _ = host.send(.items(count: count, selecting: select < 0 ? nil : select), at: 0.1)
                        _ = host.send(.viewport(width: width, height: 300), at: 0.2)
                        _ = host.send(.select(index: select, animated: animated), at: 0.3)
                        var t = 0.3
                        while host.needsFrames, t < 20 {
                            t += 1.0 / 60
                            _ = host.advance(to: t)
                        }
                        guard let track = host.track, host.itemCount > 0 else { continue }
                        #expect(
                            track.layout.snapItems[track.targetIndex].contains(host.index),
                            "count \(count) width \(width) select \(select)")
                    }
                }
            }
        }
    }
}
