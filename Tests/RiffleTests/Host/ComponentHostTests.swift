import RiffleTestSupport
import Testing

@testable import Riffle

/// The generic host: mirroring in and out in one place, the idle rule, and recording that replays exactly.
@Suite("Host: one host over the contract")
struct HostTests {
    static func dots(rightToLeft: Bool = false) -> ComponentHost<PageIndicator> {
        ComponentHost(.control(count: 5, currentPage: 0, configuration: .onboarding, isRightToLeft: rightToLeft))
    }

    @Test func rightToLeftIsOneSignOnTheWayInAndOut() throws {
        let ltr = Self.dots()
        var rtl = Self.dots(rightToLeft: true)
        let mirror = rtl.mirrorWidth
        let width = try #require(mirror)
        expectEqual(width, rtl.controlSize.x)
        expectEqual(ltr.mirrorWidth, nil)
        // What is drawn is the left-to-right drawing mirrored, dot for dot.
        let drawn = rtl.placements(at: 0)
        expectEqual(drawn.map(\.center.x), ltr.placements(at: 0).map { width - $0.center.x })
        expectEqual(drawn.map(\.page), ltr.placements(at: 0).map(\.page))
        // Where page 3's dot is drawn is where a tap asks for page 3.
        let third = try #require(drawn.first { $0.page == 3 })
        rtl.pointerChanged(to: third.center, from: third.center, at: 1)
        expectEqual(rtl.pointerEnded(at: third.center, time: 1.05).requestedPage, 3)
    }

    @Test func eachCallReturnsItsOwnEventsOnce() {
        var host = Self.dots()
        let point = Point(x: 80, y: 22)
        expectEqual(host.pointerChanged(to: point, from: point, at: 1), [.interactionStateChanged(.discrete)])
        #expect(
            host.pointerEnded(at: point, time: 1.1) == [
                .requestPage(3, animated: true, cause: .tap), .interactionStateChanged(.none),
            ])
        #expect(host.advance(to: 2).isEmpty)
        #expect(host.isIdle && !host.needsFrames)
        expectEqual(host.nextDeadline, nil)
    }

    @Test func aGestureResetThatNoEndFollowsIsACancellation() {
        var host = Self.dots()
        let point = Point(x: 80, y: 22)
        host.pointerChanged(to: point, from: point, at: 1)
        // SwiftUI reset the gesture state and never called onEnded: the press ends without a tap.
        #expect(host.pointerGestureReset(at: 1.1).isEmpty)
        expectEqual(host.pointerResetResolved(at: 1.1), [.interactionStateChanged(.none)])
        expectEqual(host.currentPage, 0)
        // A reset followed by the end is still a tap.
        host.pointerChanged(to: point, from: point, at: 2)
        host.pointerGestureReset(at: 2.1)
        expectEqual(host.pointerEnded(at: point, time: 2.1).requestedPage, 3)
        #expect(host.pointerResetResolved(at: 2.1).isEmpty)
    }

    @Test func aTouchWhoseEndWasLostIsCancelledByTheNextTouchAndTheRecordingSaysSo() throws {
        // The stale touch would otherwise take the new finger as a scrub from dot 0 to dot 3.
        var live = Self.dots()
        live.startRecording(component: "dots")
        let first = Point(x: 10, y: 22)
        let second = Point(x: 80, y: 22)
        var events = live.pointerChanged(to: first, from: first, at: 1)
        events += live.pointerChanged(to: second, from: second, at: 3)
        events += live.pointerEnded(at: second, time: 3.05)
        #expect(events.contains(.interactionStateChanged(.none)))  // the lost press ended without a tap
        expectEqual(events.requestedPage, 3)  // the new touch is a tap on dot 3
        let stopped = live.stopRecording()
        let recording = try #require(stopped)
        #expect(
            recording.entries.map(\.event) == [
                .down(first, pointer: 0), .cancel(pointer: 0), .down(second, pointer: 0), .up(second, pointer: 0),
            ])
        var replayed = Self.dots()
        var replayedEvents: [PageIndicator.Event] = []
        for entry in recording.entries { replayedEvents += replayed.replay(entry.event, at: entry.time) }
        expectEqual(replayedEvents, events)
    }

    @Test func aRecordingReplaysToTheSameEventsAndPlacements() throws {
        var live = Self.dots(rightToLeft: true)
        live.startRecording(component: "dots", settings: [("count", "5")])
        var liveEvents: [[PageIndicator.Event]] = []
        let width = live.controlSize.x
        liveEvents.append(
            live.pointerChanged(to: Point(x: width - 8, y: 22), from: Point(x: width - 6, y: 22), at: 0.5))
        liveEvents.append(live.pointerChanged(to: Point(x: width - 70, y: 22), at: 0.6))
        liveEvents.append(live.pointerEnded(at: Point(x: width - 70, y: 22), time: 0.7))
        liveEvents.append(live.send(.update(count: 7, currentPage: 1, progress: 1.25), at: 0.8))
        liveEvents.append(live.advance(to: 0.9))
        liveEvents.append(live.send(.move(.left), at: 1.0))
        liveEvents.append(live.send(.configure(.standard, isRightToLeft: false), at: 1.1))
        liveEvents.append(live.pointerChanged(to: Point(x: 30, y: 22), at: 1.2))
        liveEvents.append(live.pointerGestureReset(at: 1.3))
        liveEvents.append(live.pointerResetResolved(at: 1.3))
        liveEvents.append(live.send(.increment, at: 1.4))
        let stopped = live.stopRecording()
        let recording = try #require(stopped)
        expectEqual(live.recording, nil)
        expectEqual(recording.header.component, "dots")

        // Through the text format and back, onto a fresh host.
        let text = recording.serialized()
        let parsed = try Recording.parse(text)
        expectEqual(parsed, recording)
        var replayed = Self.dots(rightToLeft: true)
        var replayedEvents: [PageIndicator.Event] = []
        for entry in parsed.entries { replayedEvents += replayed.replay(entry.event, at: entry.time) }
        expectEqual(replayedEvents, liveEvents.flatMap { $0 })
        expectEqual(replayed.component, live.component)
        expectEqual(replayed.placements(at: 2), live.placements(at: 2))
    }

    @Test func replayIgnoresWhatTheComponentCannotRead() {
        var host = Self.dots()
        let before = host.component
        #expect(host.replay(.command("select", ["3", "jump"]), at: 1).isEmpty)  // a version-1 track command
        #expect(host.replay(.command("update", ["count=five"]), at: 1).isEmpty)
        #expect(host.replay(.key("next"), at: 1).isEmpty)
        #expect(host.replay(.viewport(Vector(x: 1, y: 1)), at: 1).isEmpty)
        expectEqual(host.component, before)
    }
}
