import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("PointerSession: drag callbacks to pointer events")
struct PointerSessionTests {
    static let a = Point(x: 10, y: 20)
    static let b = Point(x: 40, y: 20)
    static let c = Point(x: 90, y: 25)

    @Test func firstChangeIsADownThenMoves() {
        var session = PointerSession()
        #expect(!session.isActive)
        #expect(
            session.changed(to: Self.a, at: 1)
                == [PointerEvent(id: 1, phase: .down, location: Self.a, timestamp: 1)])
        #expect(session.isActive)
        #expect(
            session.changed(to: Self.b, at: 1.1)
                == [PointerEvent(id: 1, phase: .move, location: Self.b, timestamp: 1.1)])
        #expect(
            session.ended(at: Self.c, time: 1.2)
                == [PointerEvent(id: 1, phase: .up, location: Self.c, timestamp: 1.2)])
        #expect(!session.isActive)
    }

    @Test func aFirstChangeAwayFromTheStartIsADownAtTheStartAndAMove() {
        // SwiftUI with a minimum distance: the first onChanged already carries a translation.
        var session = PointerSession()
        let events = session.changed(to: Self.b, from: Self.a, at: 2)
        #expect(
            events == [
                PointerEvent(id: 1, phase: .down, location: Self.a, timestamp: 2),
                PointerEvent(id: 1, phase: .move, location: Self.b, timestamp: 2),
            ])
        // The start location only matters for the first change.
        expectEqual(session.changed(to: Self.c, from: Self.a, at: 2.1).map(\.phase), [.move])
    }

    @Test func aChangeFromAnotherStartIsANewTouchAfterTheLostOne() {
        // The first touch's end never came (a second finger, the phone locked): the next touch's first change
        // carries its own start, 50 pt away. The old touch is cancelled where it was; the new one goes down.
        var session = PointerSession()
        _ = session.changed(to: Self.a, from: Self.a, at: 1)
        _ = session.changed(to: Self.b, from: Self.a, at: 1.1)
        let events = session.changed(to: Self.c, from: Self.b + Vector(x: 0, y: 30), at: 5)
        #expect(
            events == [
                PointerEvent(id: 1, phase: .cancel, location: Self.b, timestamp: 5),
                PointerEvent(id: 2, phase: .down, location: Self.b + Vector(x: 0, y: 30), timestamp: 5),
                PointerEvent(id: 2, phase: .move, location: Self.c, timestamp: 5),
            ])
        // Its later changes, with its own start, are moves.
        expectEqual(session.changed(to: Self.a, from: Self.b + Vector(x: 0, y: 30), at: 5.1).map(\.phase), [.move])
    }

    @Test func aStartWithinHalfAPointOrNoStartIsTheSameTouch() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, from: Self.a, at: 1)
        // Exactly half a point away still belongs to the touch; just beyond it does not.
        expectEqual(session.changed(to: Self.b, from: Self.a + Vector(x: 0.5, y: 0), at: 1.1).map(\.phase), [.move])
        expectEqual(session.changed(to: Self.b, at: 1.2).map(\.phase), [.move])
        #expect(
            session.changed(to: Self.b, from: Self.a + Vector(x: 0, y: 0.5000001), at: 1.3).map(\.phase)
                == [.cancel, .down, .move])
    }

    @Test func everyTouchGetsAFreshIDWrappingAfterIntMax() {
        var session = PointerSession(firstID: Int.max - 1)
        var ids: [Int] = []
        for t in 0..<3 {
            ids.append(session.changed(to: Self.a, at: Double(t))[0].id)
            _ = session.ended(at: Self.a, time: Double(t) + 0.1)
        }
        expectEqual(ids, [Int.max - 1, Int.max, 1])
    }

    @Test func cancellationIsACancelAtTheLatestLocation() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, at: 0)
        _ = session.changed(to: Self.b, at: 0.1)
        #expect(
            session.cancelled(at: 0.2) == [PointerEvent(id: 1, phase: .cancel, location: Self.b, timestamp: 0.2)])
        #expect(!session.isActive)
    }

    @Test func endsAndCancellationsWithoutATouchProduceNothing() {
        var session = PointerSession()
        #expect(session.cancelled(at: 0).isEmpty)
        #expect(session.ended(at: Self.a, time: 0).isEmpty)
        _ = session.changed(to: Self.a, at: 1)
        _ = session.ended(at: Self.a, time: 1.1)
        // A late cancellation after the end (a gesture state reset) must not turn into anything, and a repeated
        // end must not become a tap.
        #expect(session.cancelled(at: 1.2).isEmpty)
        #expect(session.ended(at: Self.a, time: 1.2).isEmpty)
        expectEqual(session.nextID, 2)
    }

    @Test func timeNeverGoesBackwardsAcrossEventsAndTouches() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, at: 5)
        expectEqual(session.changed(to: Self.b, at: 4)[0].timestamp, 5)
        expectEqual(session.ended(at: Self.b, time: 3)[0].timestamp, 5)
        // The next touch starts no earlier than the previous one ended.
        expectEqual(session.changed(to: Self.a, at: 2)[0].timestamp, 5)
        expectEqual(session.cancelled(at: 7)[0].timestamp, 7)
    }

    @Test func nonFiniteTimesBecomeTheLatestTimeOrZero() {
        var session = PointerSession()
        expectEqual(session.changed(to: Self.a, at: .nan)[0].timestamp, 0)
        expectEqual(session.changed(to: Self.b, at: 3)[0].timestamp, 3)
        expectEqual(session.changed(to: Self.c, at: .infinity)[0].timestamp, 3)
        expectEqual(session.ended(at: Self.c, time: -.infinity)[0].timestamp, 3)
    }

    @Test func unusableLocationsNeverReachTheOutput() {
        var session = PointerSession()
        let nan = Point(x: .nan, y: 0)
        let far = Point(x: 2e9, y: 0)
        // A touch cannot start without a usable location, and no id is used up.
        #expect(session.changed(to: nan, at: 0).isEmpty)
        #expect(session.changed(to: far, from: nan, at: 0).isEmpty)
        #expect(!session.isActive)
        // An unusable start location falls back to the current one.
        #expect(
            session.changed(to: Self.a, from: nan, at: 0)
                == [PointerEvent(id: 1, phase: .down, location: Self.a, timestamp: 0)])
        // A move to an unusable location is dropped; the end lifts at the latest usable location.
        #expect(session.changed(to: far, at: 0.1).isEmpty)
        #expect(
            session.ended(at: nan, time: 0.2) == [PointerEvent(id: 1, phase: .up, location: Self.a, timestamp: 0.2)])
    }

    @Test func aFlickThroughTheSessionMovesATrackOnePage() {
        // Seed 000's geometry: a 200-point flick in 0.1 s passes the fling threshold.
        var track = Track.pages(count: 13)
        var session = PointerSession()
        var t = 0.0
        for step in 0...10 {
            let x = 300 - 20 * Double(step)
            for event in session.changed(to: Point(x: x, y: 200), from: Point(x: 300, y: 200), at: t) {
                track.handle(event)
            }
            t += 0.01
        }
        for event in session.ended(at: Point(x: 100, y: 200), time: t) { track.handle(event) }
        expectEqual(track.targetIndex, 1)
        #expect(track.takeEvents().contains(.targetIndexChanged(1, cause: .drag)))
    }

    @Test func aTouchThatDoesNotMoveIsATapOnTheItem() {
        var track = Track.pages(count: 13)
        var session = PointerSession()
        for event in session.changed(to: Point(x: 50, y: 200), at: 1) { track.handle(event) }
        for event in session.ended(at: Point(x: 50, y: 200), time: 1.08) { track.handle(event) }
        #expect(track.takeEvents().contains(.itemTapped(item: 0, slot: 0)))
    }

    @Test func aCancelledDragSettlesBackLikeAReleaseWithoutVelocity() {
        var track = Track.pages(count: 13)
        var session = PointerSession()
        for (x, t) in [(300.0, 0.0), (288, 0.005), (150, 0.02)] {
            for event in session.changed(to: Point(x: x, y: 200), at: t) { track.handle(event) }
        }
        // 138 of 390 points is less than half a page; a release at 7500 pt/s would flip it, a cancel must not.
        for event in session.cancelled(at: 0.03) { track.handle(event) }
        expectEqual(track.targetIndex, 0)
        expectEqual(track.phase, .settling)
    }

    /// One callback: 0–1 changed (1 with a NaN location), 2 ended, 3 cancelled; `dt` may be negative.
    struct Call: Sendable, CustomStringConvertible {
        var kind: Int
        var x: Double
        var dt: Double
        var description: String { "(\(kind), x: \(x), dt: \(dt))" }
    }

    static let calls = zip(Gen.int(in: 0...3), Gen.double(in: -50...500), Gen.double(in: -1...1))
        .map { Call(kind: $0, x: $1, dt: $2) }.array(of: 1...40)

    @Test func everyTouchIsAWellFormedSequence() async {
        await checkProperty(count: 200, input: Self.calls) { calls in
            var session = PointerSession()
            var t = 0.0
            var output: [PointerEvent] = []
            for call in calls {
                t += call.dt
                switch call.kind {
                case 0, 1: output += session.changed(to: Point(x: call.kind == 1 ? .nan : call.x, y: 0), at: t)
                case 2: output += session.ended(at: Point(x: call.x, y: 0), time: t)
                default: output += session.cancelled(at: t)
                }
            }
            // Timestamps never decrease; every location is usable.
            #expect(zip(output, output.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
            #expect(output.allSatisfy { $0.hasUsableLocation && $0.timestamp.isFinite })
            // down (move)* (up | cancel), ids fresh and increasing, with at most one open touch at the end.
            var open: Int?
            var lastID = 0
            for event in output {
                switch event.phase {
                case .down:
                    expectEqual(open, nil)
                    expectEqual(event.id, lastID + 1)
                    open = event.id
                    lastID = event.id
                case .move:
                    expectEqual(open, event.id)
                case .up, .cancel:
                    expectEqual(open, event.id)
                    open = nil
                }
            }
            expectEqual((open != nil), session.isActive)
        }
    }

    // SwiftUI resets a @GestureState when a gesture ends and when it is cancelled, and does not document whether
    // the reset comes before or after onEnded. Both orders must give the release; only a reset that no end
    // follows is a cancellation.

    @Test func anEndThenAResetIsTheRelease() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, at: 1)
        #expect(
            session.ended(at: Self.b, time: 1.1)
                == [PointerEvent(id: 1, phase: .up, location: Self.b, timestamp: 1.1)])
        #expect(session.gestureReset(at: 1.1).isEmpty)
        #expect(!session.isResetPending)
        #expect(session.resolveReset(at: 1.2).isEmpty)
        #expect(!session.isActive)
    }

    @Test func aResetThenAnEndIsStillTheRelease() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, at: 1)
        #expect(session.gestureReset(at: 1.1).isEmpty)
        #expect(session.isResetPending && session.isActive)
        #expect(
            session.ended(at: Self.b, time: 1.1)
                == [PointerEvent(id: 1, phase: .up, location: Self.b, timestamp: 1.1)])
        #expect(!session.isResetPending)
        // The resolution that the reset scheduled comes after the end: nothing left to cancel.
        #expect(session.resolveReset(at: 1.2).isEmpty)
    }

    @Test func aResetThatNoEndFollowsIsTheCancellation() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, at: 1)
        _ = session.changed(to: Self.b, at: 1.05)
        #expect(session.gestureReset(at: 1.1).isEmpty)
        #expect(
            session.resolveReset(at: 1.12)
                == [PointerEvent(id: 1, phase: .cancel, location: Self.b, timestamp: 1.12)])
        #expect(!session.isActive && !session.isResetPending)
        // A late end after the cancellation is not a tap.
        #expect(session.ended(at: Self.b, time: 1.2).isEmpty)
    }

    @Test func aNewTouchAfterAnUnresolvedResetCancelsTheOldOneFirst() {
        var session = PointerSession()
        _ = session.changed(to: Self.a, at: 1)
        _ = session.gestureReset(at: 1.1)
        #expect(
            session.changed(to: Self.c, at: 2)
                == [
                    PointerEvent(id: 1, phase: .cancel, location: Self.a, timestamp: 2),
                    PointerEvent(id: 2, phase: .down, location: Self.c, timestamp: 2),
                ])
        #expect(session.isActive && !session.isResetPending)
        #expect(session.resolveReset(at: 2.1).isEmpty)
    }

    @Test func aResetWithoutATouchDoesNothing() {
        var session = PointerSession()
        #expect(session.gestureReset(at: 1).isEmpty)
        #expect(!session.isResetPending)
        #expect(session.resolveReset(at: 1.1).isEmpty)
        expectEqual(session.changed(to: Self.a, at: 2).map(\.phase), [.down])
    }
}
