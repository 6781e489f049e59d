import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Track: dragging, snapping, settling")
struct TrackTests {
    @Test func dragFollowsTheFinger1to1FromTheSlopWithoutAJump() {
        var d = GestureDriver<Track>(.pages())
        d.down(300, at: 0)
        d.move(295, at: 0.01)  // inside the 10 pt slop: nothing moves
        expectEqual(d.track.position, 0)
        expectEqual(d.track.phase, .idle)
        d.move(285, at: 0.02)  // 15 pt: the drag begins; the content moves only past the 10 pt slop
        expectEqual(d.track.phase, .dragging)
        expectEqual(d.track.position, 5)
        d.move(185, at: 0.03)
        expectEqual(d.track.position, 105)
        d.move(235, at: 0.04)
        expectEqual(d.track.position, 55)
    }

    @Test func slowDragPastHalfAPageSettlesOnTheNextWithOneEventPerChange() {
        var d = GestureDriver<Track>(.pages())
        d.drag(from: 350, to: 100, start: 0, duration: 1.0)  // 240 pt after the slop, slowly
        d.wait(until: 1.2)
        d.settle()
        expectEqual(d.track.settledIndex, 1)
        expectEqual(d.track.position, 390)
        expectEqual(d.track.phase, .idle)
        #expect(
            d.outputs.filter { if case .targetIndexChanged = $0 { true } else { false } } == [
                .targetIndexChanged(1, cause: .drag)
            ])
        #expect(
            d.outputs.filter { if case .nearestIndexChanged = $0 { true } else { false } } == [.nearestIndexChanged(1)])
        expectEqual(d.outputs.filter { if case .settled = $0 { true } else { false } }, [.settled(1)])
        #expect(d.outputs.contains(.announcement(.page(2, of: 13))))
    }

    @Test func slowDragUnderHalfAPageSnapsBack() {
        var d = GestureDriver<Track>(.pages())
        d.drag(from: 300, to: 150, start: 0, duration: 1.0)
        d.settle()
        expectEqual(d.track.settledIndex, 0)
        expectEqual(d.track.position, 0)
        #expect(!d.outputs.contains { if case .targetIndexChanged = $0 { true } else { false } })
    }

    @Test func shortFlingMovesOnePageButTheSeedRuleSnapsBack() {
        // 30 % of a page in 0.1 s ≈ 1200 pt/s.
        var paged = GestureDriver<Track>(.pages())
        paged.drag(from: 300, to: 183, start: 0, duration: 0.1)
        paged.settle()
        expectEqual(paged.track.settledIndex, 1)

        var seed = GestureDriver<Track>(.pages(policy: .threshold(fraction: 0.65)))
        seed.drag(from: 300, to: 183, start: 0, duration: 0.1)
        seed.settle()
        expectEqual(seed.track.settledIndex, 0)
    }

    @Test func theSettlingSpringStartsWithTheReleaseVelocity() {
        var d = GestureDriver<Track>(.pages())
        d.drag(from: 300, to: 183, start: 0, duration: 0.1)
        let release = d.track.velocity
        #expect(release > 800)
        // One frame later the spring's velocity is continuous with the release velocity.
        var track = d.track
        track.advance(to: track.time + 0.001)
        #expect(abs(track.velocity - release) / release < 0.05)
    }

    @Test func dragPastTheFirstItemRubberBandsAndComesBack() {
        var d = GestureDriver<Track>(.pages())
        d.down(100, at: 0)
        d.move(110, at: 0.05)  // the drag begins exactly at the slop
        d.move(310, at: 0.5)  // 200 pt of overscroll past the slop, slowly
        let expected = -RubberBand.distance(forOverscroll: 200, dimension: 390, coefficient: 0.55)
        expectNear(d.track.position, expected, within: 1e-9)
        #expect(d.track.position > -200)
        d.up(315, at: 0.6)
        d.settle()
        expectEqual(d.track.position, 0)
        expectEqual(d.track.settledIndex, 0)
    }

    @Test func dragPastTheLastItemRubberBandsAndComesBack() {
        var d = GestureDriver<Track>(.pages(initialIndex: 12))
        d.drag(from: 300, to: 0, start: 0, duration: 1)
        #expect(d.track.position > 12 * 390)
        #expect(d.track.position < 12 * 390 + 290)
        d.settle()
        expectEqual(d.track.position, 12 * 390)
        expectEqual(d.track.settledIndex, 12)
    }

    @Test func aPointerDownWhileSettlingGrabsTheTrackWhereItIs() {
        var d = GestureDriver<Track>(.pages())
        d.drag(from: 300, to: 183, start: 0, duration: 0.1)
        d.wait(until: 0.2)
        let seen = d.track.position
        expectEqual(d.track.phase, .settling)
        d.down(200, at: 0.2)
        expectEqual(d.track.phase, .idle)
        let grabbed = d.track.position
        expectNear(grabbed, seen, within: 80)  // the motion of one more sub-frame at most
        d.wait(until: 0.3)
        expectEqual(d.track.position, grabbed)  // held still
        d.move(215, at: 0.31)
        d.move(225, at: 0.32)
        expectNear(d.track.position, (grabbed - 15), within: 1e-9)  // 25 pt of finger, less the 10 pt slop
    }

    @Test func aTapDuringMotionOnlyStopsIt() {
        var d = GestureDriver<Track>(.pages())
        d.drag(from: 300, to: 183, start: 0, duration: 0.1)
        d.wait(until: 0.15)
        let before = d.outputs.count
        d.tap(200, at: 0.15)
        let events = d.outputs.dropFirst(before)
        #expect(events.contains(.motionStopped))
        #expect(!events.contains { if case .itemTapped = $0 { true } else { false } })
        d.settle()
        expectEqual(d.track.phase, .idle)
        #expect([0.0, 390.0].contains(d.track.position))
    }

    @Test func aTapOnAStillTrackReportsTheItem() {
        var d = GestureDriver<Track>(.pages(initialIndex: 4))
        d.tap(200, at: 0)
        #expect(d.outputs.contains(.itemTapped(item: 4, slot: 4)))
    }

    @Test func seedSpringIsUnderDampedAndSettles() {
        let spring = Spring(mass: 0.6, stiffness: 100, damping: 10)
        var d = GestureDriver<Track>(.pages(spring: spring))
        d.send(.next(animated: true), at: 0)
        var overshoot = false
        while d.track.needsFrames, d.time < 10 {
            d.nextFrame()
            if d.track.position > 390 { overshoot = true }
        }
        #expect(overshoot)
        expectEqual(d.track.settledIndex, 1)
        #expect(d.time < 3)
    }
}

@Suite("Track: free scrolling")
struct TrackFreeScrollingTests {
    @Test func aFlingCoastsWithDecayAndRestsWithoutSnapping() {
        var d = GestureDriver<Track>(.pages(policy: .free(decelerationRate: 0.998)))
        d.drag(from: 300, to: 250, start: 0, duration: 0.05)  // ~1000 pt/s at release, after the slop
        let release = d.track.velocity
        let start = d.track.position
        d.settle()
        let travelled = d.track.position - start
        // Exact decay: −v/(1000 ln r), less the ≤ 2 pt/s rest tail.
        let projected = Decay(decelerationRate: 0.998).projectedDistance(initialVelocity: release)
        expectNear(travelled, projected, within: 2)
        expectEqual(d.track.phase, .idle)
        expectEqual(d.track.settledIndex, d.track.layout.nearestSnapIndex(to: d.track.position))
    }

    @Test func aFlingIntoTheEndBouncesBackToTheLimit() {
        var d = GestureDriver<Track>(.pages(count: 3, policy: .free(decelerationRate: 0.998), initialIndex: 2))
        d.drag(from: 300, to: 200, start: 0, duration: 0.05)
        var beyond = false
        while d.track.needsFrames, d.time < 10 {
            d.nextFrame()
            if d.track.position > 780 + 1 { beyond = true }
        }
        #expect(beyond)
        expectNear(d.track.position, 780, within: 0.1)
    }
}

@Suite("Track: events")
struct TrackEventDrainTests {
    @Test func drainingHandsOverEveryEventOnceInOrder() {
        var track = Track.pages(count: 5)
        track.send(.scrollTo(index: 3, animated: false), at: 0)
        var seen: [Track.Event] = []
        track.drainEvents { seen.append($0) }
        expectEqual(seen.first, .targetIndexChanged(3, cause: .command))
        #expect(seen.contains(.settled(3)))
        #expect(track.takeEvents().isEmpty)
    }
}
