import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Track: commands, looping, reduce motion, autoplay, relayout")
struct TrackCommandTests {
    static func ring(count: Int, length: Double = 300, spacing: Double = 20, viewport: Double = 390) -> Track {
        Track(
            viewportLength: viewport, items: .uniform(count: count, length: length, spacing: spacing),
            configuration: .init(layout: .init(alignment: .center, endInset: spacing, loop: true), tapToFocus: true))
    }

    @Test func nextAndPreviousStopAtTheEndsOfABoundedTrack() {
        var d = GestureDriver<Track>(.pages(count: 3))
        d.send(.previous(animated: true), at: 0)
        expectEqual(d.track.targetIndex, 0)
        d.send(.next(animated: true), at: 0)
        d.send(.next(animated: true), at: 0.01)  // while settling: from the target, not the position
        expectEqual(d.track.targetIndex, 2)
        d.send(.next(animated: true), at: 0.02)
        expectEqual(d.track.targetIndex, 2)
        d.settle()
        expectEqual(d.track.settledIndex, 2)
    }

    @Test func scrollToClampsOutOfRangeIndices() {
        var track = Track.pages(count: 5)
        track.send(.scrollTo(index: 99, animated: false), at: 0)
        expectEqual(track.settledIndex, 4)
        track.send(.scrollTo(index: -3, animated: false), at: 0)
        expectEqual(track.settledIndex, 0)
        #expect(track.takeEvents().contains(.jumped(from: 4, to: 0)))
    }

    @Test func loopWrapsBothWays() {
        var d = GestureDriver<Track>(Self.ring(count: 5))
        d.drag(from: 100, to: 300, start: 0, duration: 0.5)  // backwards past half an item
        d.settle()
        expectEqual(d.track.settledIndex, 4)
        d.drag(from: 300, to: 100, start: d.time + 0.1, duration: 0.5)
        d.settle()
        expectEqual(d.track.settledIndex, 0)
        d.drag(from: 300, to: 100, start: d.time + 0.1, duration: 0.5)
        d.settle()
        expectEqual(d.track.settledIndex, 1)
    }

    @Test func nextNeverRunsBackwardsOnATwoItemLoop() {
        // Two items: both neighbours are one step away; `next` must always head forward (Embla #31).
        var track = Self.ring(count: 2, length: 300, spacing: 100, viewport: 390)
        var t = 0.0
        for step in 0..<5 {
            let before = track.offset
            track.send(.next(animated: true), at: t)
            #expect(track.layout.offset(ofVirtualSnap: track.targetVirtual) > before)
            while track.needsFrames {
                t += 1.0 / 120
                track.advance(to: t)
            }
            expectEqual(track.settledIndex, (step + 1) % 2)
            t += 0.1
        }
    }

    @Test func tapOnAnyVisibleItemCentresItTheShortWay() {
        var d = GestureDriver<Track>(Self.ring(count: 10, length: 100, spacing: 10, viewport: 390))
        // Centred on item 0; item 9 is to the left (short way: backwards), item 2 to the right.
        let left = d.track.visibleItems.first { $0.index == 9 }
        #expect(left != nil)
        d.tap((left?.offset ?? 0) + 50, at: 0)
        #expect(d.outputs.contains(.itemTapped(item: 9, slot: 9)))
        #expect(d.outputs.contains(.targetIndexChanged(9, cause: .tap)))
        let start = d.track.offset
        d.settle()
        expectEqual(d.track.settledIndex, 9)
        #expect(d.track.offset < start || d.track.position > 0)  // went backwards (or rebased after settling)
        let item = d.track.visibleItems.first { $0.index == 9 }
        expectEqual(item.map { abs($0.progress) < 1e-9 }, true)
    }

    @Test func reduceMotionJumps() {
        var config = Track.Configuration(layout: .init(alignment: .leading))
        config.reduceMotion = true
        var d = GestureDriver<Track>(
            Track(viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0), configuration: config))
        d.drag(from: 300, to: 50, start: 0, duration: 1)
        expectEqual(d.track.phase, .idle)
        expectEqual(d.track.position, 390)
        #expect(d.outputs.contains(.jumped(from: 1, to: 1)) || d.outputs.contains(.jumped(from: 0, to: 1)))
    }

    @Test func autoplayAdvancesPausesForInteractionAndIsNotAnnounced() {
        var config = Track.Configuration(layout: .init(alignment: .leading))
        config.autoplay = Autoplay(interval: 2)
        var d = GestureDriver<Track>(
            Track(viewportLength: 390, items: .uniform(count: 3, length: 390, spacing: 0), configuration: config))
        expectEqual(d.track.nextDeadline, 2)
        d.wait(until: 1.9)
        expectEqual(d.track.targetIndex, 0)
        d.wait(until: 2.05)
        expectEqual(d.track.targetIndex, 1)
        d.settleMotion()
        #expect(d.outputs.contains(.targetIndexChanged(1, cause: .autoplay)))
        #expect(!d.outputs.contains { if case .announcement = $0 { true } else { false } })
        // A pointer held down pauses it.
        let settledAt = d.time
        d.down(200, at: settledAt + 0.1)
        d.wait(until: settledAt + 5)
        expectEqual(d.track.targetIndex, 1)
        d.up(200, at: settledAt + 5)
        // Resumes with a fresh interval after the interaction.
        d.wait(until: settledAt + 6.9)
        expectEqual(d.track.targetIndex, 1)
        d.wait(until: settledAt + 7.1)
        expectEqual(d.track.targetIndex, 2)
        // Accessibility focus pauses it.
        d.settleMotion()
        var track = d.track
        track.setAccessibilityFocus(true, at: d.time)
        expectEqual(track.nextDeadline, nil)
    }

    @Test func relayoutKeepsTheFractionalPositionAndTheMotion() {
        var track = Track.pages(count: 5, initialIndex: 2)
        track.relayout(viewportLength: 800, items: .uniform(count: 5, length: 800, spacing: 0), at: 0)
        expectEqual(track.position, 1600)
        expectEqual(track.settledIndex, 2)
        // Mid-motion: retargeted to the same item, still moving.
        track.send(.next(animated: true), at: 0)
        track.advance(to: 0.1)
        let fraction = track.position / 800
        track.relayout(viewportLength: 400, items: .uniform(count: 5, length: 400, spacing: 0), at: 0.1)
        expectNear(track.position / 400, fraction, within: 1e-9)
        expectEqual(track.phase, .settling)
        var d = GestureDriver(ComponentHost(track), frameRate: 120, startTime: 0.1)
        d.settle()
        expectEqual(d.host.position, 1200)
        expectEqual(d.host.settledIndex, 3)
    }

    @Test func tinyRelayoutsAreIgnoredAndRemovingItemsClamps() {
        var track = Track.pages(count: 5, initialIndex: 4)
        track.relayout(viewportLength: 390.3, at: 0)
        expectEqual(track.layout.viewportLength, 390)
        track.relayout(viewportLength: 390, items: .uniform(count: 2, length: 390, spacing: 0), at: 0)
        expectEqual(track.settledIndex, 1)
        expectEqual(track.position, 390)
        track.relayout(viewportLength: 390, items: .uniform(count: 0, length: 390, spacing: 0), at: 0)
        expectEqual(track.settledIndex, 0)
        #expect(Array(track.visibleItems).isEmpty)
    }

    @Test func zeroAndOneItemAreValidTracks() {
        for count in [0, 1] {
            var d = GestureDriver<Track>(.pages(count: count))
            d.drag(from: 300, to: 0, start: 0, duration: 0.3)
            d.settle()
            d.send(.next(animated: true))
            d.send(.scrollTo(index: 5, animated: true))
            d.settle()
            expectEqual(d.track.settledIndex, 0)
            expectEqual(d.track.position, 0)
        }
    }

    @Test func accessibilityContract() {
        var track = Track.pages(count: 13, initialIndex: 2)
        expectEqual(track.accessibilityValue, .page(3, of: 13))
        #expect(track.canIncrement && track.canDecrement)
        track.accessibilityIncrement(at: 0)
        expectEqual(track.targetIndex, 3)
        #expect(track.takeEvents().contains(.targetIndexChanged(3, cause: .accessibility)))
        let item = VisibleItem(index: 0, slot: 0, offset: -300, length: 390, progress: -0.8)
        #expect(track.isAccessibilityHidden(item))
        #expect(!track.isAccessibilityHidden(VisibleItem(index: 1, slot: 1, offset: 0, length: 390, progress: 0)))
        let first = Track.pages(count: 3)
        #expect(!first.canDecrement)
    }

    @Test func accessibilityAdjustmentsSettleWithoutAnAnnouncementOtherMovesAnnounce() {
        func announcements(_ track: inout Track) -> [AccessibilityPhrase] {
            track.advance(to: track.time + 5)
            return track.takeEvents().compactMap { if case .announcement(let text) = $0 { text } else { nil } }
        }
        var track = Track.pages(count: 13, initialIndex: 2)
        track.accessibilityIncrement(at: 0)
        expectEqual(announcements(&track), [])
        expectEqual(track.settledIndex, 3)
        track.accessibilityDecrement(at: track.time)
        expectEqual(announcements(&track), [])
        expectEqual(track.settledIndex, 2)
        track.send(.next(animated: true), at: track.time)
        expectEqual(announcements(&track), [.page(4, of: 13)])
        // A command that interrupts an adjustment takes over its cause, and is announced.
        track.accessibilityIncrement(at: track.time)
        track.advance(to: track.time + 0.05)
        track.send(.scrollTo(index: 7, animated: true), at: track.time)
        expectEqual(announcements(&track), [.page(8, of: 13)])
        // So does a finger that catches an adjustment and flicks on.
        track.accessibilityIncrement(at: track.time)
        var d = GestureDriver(ComponentHost(track), frameRate: 120, startTime: track.time)
        d.drag(from: 300, to: 100, start: d.track.time + 0.02, duration: 0.06)
        d.settle()
        #expect(d.outputs.contains(.announcement(.page(d.track.settledIndex + 1, of: 13))))
        #expect(Track.announcesSettle(after: .drag) && !Track.announcesSettle(after: .autoplay))
    }

    @Test func rightToLeftMirrorsTheFinger() {
        // A right-to-left track is a pager's setting; its host mirrors the finger, the track runs left to right.
        var settings = Pager.Settings(configuration: Track.Configuration(layout: .init(alignment: .leading)))
        settings.isRightToLeft = true
        var d = GestureDriver<Pager>.pager(count: 5, index: 0, settings: settings)
        d.drag(from: 50, to: 300, duration: 1)  // finger to the right = forward in RTL
        d.settle()
        expectEqual(d.host.track?.settledIndex, 1)
    }
}

@Suite("Track: relative and virtual commands")
struct TrackVirtualCommandTests {
    @Test func scrollByMovesFromTheTargetAndClampsWhenBounded() {
        var track = Track.pages(count: 5)
        track.send(.scrollBy(snaps: 2, animated: true), at: 0)
        track.send(.scrollBy(snaps: 2, animated: true), at: 0.01)
        expectEqual(track.targetIndex, 4)
        track.send(.scrollBy(snaps: 3, animated: false), at: 0.02)
        expectEqual(track.targetIndex, 4)
        track.send(.scrollBy(snaps: -9, animated: false), at: 0.03)
        expectEqual(track.settledIndex, 0)
    }

    @Test func scrollToVirtualHonoursTheLapOnALoop() {
        var track = TrackCommandTests.ring(count: 5, length: 300, spacing: 20)
        // Two laps back and one item: virtual −11 is item 4, reached going backwards.
        track.send(.scrollToVirtual(-11, animated: true), at: 0)
        expectEqual(track.targetIndex, 4)
        expectEqual(track.virtualTargetIndex, -11)
        #expect(track.layout.offset(ofVirtualSnap: -11) < track.unwrappedPosition)
        var t = 0.0
        while track.needsFrames {
            t += 1.0 / 120
            track.advance(to: t)
        }
        expectEqual(track.settledIndex, 4)
        // At rest the loop is rebased, keeping the virtual target and the offset consistent.
        expectEqual(track.layout.offset(ofVirtualSnap: track.virtualTargetIndex), track.unwrappedPosition)
    }
}
