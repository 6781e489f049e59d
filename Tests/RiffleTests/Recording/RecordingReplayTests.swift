import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// The replayer makes the calls the format documents, and the same recording always gives the same frames.
@Suite struct RecordingReplayTests {
    /// A flick to the left on a 13-page track, with a frame every 1/60 s.
    static var flick: Recording {
        var recording = Recording(header: .init(component: "track", preset: "trips", viewport: Vector(x: 390, y: 844)))
        recording.record(.viewport(Vector(x: 390, y: 844)), at: 0)
        let xs = [300.0, 280, 250, 210, 160]
        for (k, x) in xs.enumerated() {
            let time = 0.1 + Double(k) / 60
            recording.record(
                k == 0 ? .down(Point(x: x, y: 400), pointer: 0) : .move(Point(x: x, y: 400), pointer: 0), at: time)
            recording.record(.frame, at: time)
        }
        recording.record(.up(Point(x: 160, y: 400), pointer: 0), at: 0.1 + 4.0 / 60)
        for k in 5..<90 { recording.record(.frame, at: 0.1 + Double(k) / 60) }
        return recording
    }

    @Test func replayMakesTheDocumentedHostCalls() {
        let recording = Self.flick
        var replayer = RecordingReplayer(
            recording, host: ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips())))
        let frames = replayer.remainingFrames()

        var host = ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips()))
        var expected: [RecordingReplayer<Pager>.Frame] = []
        var outputs: [Pager.Event] = []
        for entry in recording.entries {
            switch entry.event {
            case .viewport(let size): outputs += host.send(.viewport(width: size.x, height: size.y), at: entry.time)
            case .down(let p, _), .move(let p, _): outputs += host.pointerChanged(to: p, at: entry.time)
            case .up(let p, _): outputs += host.pointerEnded(at: p, time: entry.time)
            case .frame:
                outputs += host.advance(to: entry.time)
                expected.append(.init(time: entry.time, outputs: outputs, placements: host.placements(at: entry.time)))
                outputs = []
            default: Issue.record("unexpected \(entry.event)")
            }
        }
        expectEqual(frames.count, 90)
        expectEqual(frames, expected)
        expectEqual(replayer.host.index, 1)
        #expect(frames.last?.outputs.isEmpty == true || frames.contains { !$0.outputs.isEmpty })
    }

    @Test func theWrittenFileReplaysToTheSameFramesBitForBit() throws {
        let recording = Self.flick
        let read = try Recording.parse(recording.serialized())
        var live = RecordingReplayer(recording, host: ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips())))
        var again = RecordingReplayer(read, host: ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips())))
        let a = live.remainingFrames()
        let b = again.remainingFrames()
        expectEqual(a, b)
        let bits = { (frames: [RecordingReplayer<Pager>.Frame]) in
            frames.flatMap { $0.placements.flatMap { [$0.x.bitPattern, $0.progress.bitPattern] } }
        }
        expectEqual(bits(a), bits(b))
    }

    @Test func aFixedRateReplayHasFramesAtKOverRateAndStopsAtRest() {
        var script = Recording()
        script.record(.viewport(Vector(x: 390, y: 844)), at: 0)
        script.record(.key("next"), at: 0.05)
        // A script has no frames: `GestureDriver` plays it at a fixed rate (each line at its time, then frames
        // until the host is at rest).
        var replayer = GestureDriver(ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips())), frameRate: 60)
        for entry in script.entries where entry.event != .frame { replayer.send(entry.event, at: entry.time) }
        replayer.settle(timeout: 10)
        let frames = replayer.frames
        #expect(frames.enumerated().allSatisfy { $0.element.time == Double($0.offset) / 60 })
        expectEqual(replayer.host.index, 1)
        #expect(replayer.host.isIdle)
        // The frame before the last still moved: the replay stopped at the first frame at rest.
        var check = ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips()))
        _ = check.send(.viewport(width: 390, height: 844), at: 0)
        _ = check.send(.key(.next), at: 0.05)
        _ = check.advance(to: Double(frames.count - 2) / 60)
        #expect(!check.isIdle)
    }

    @Test func keysAndCommandsReachTheirHostCalls() {
        var host = ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips()))
        _ = host.replay(.viewport(Vector(x: 390, y: 844)), at: 0)
        _ = host.replay(.command("select", ["4", "jump"]), at: 0.1)
        expectEqual(host.index, 4)
        _ = host.replay(.key("end"), at: 0.2)
        _ = host.replay(.frame, at: 5)
        expectEqual(host.index, 12)
        _ = host.replay(.key("left"), at: 5.1)
        _ = host.replay(.frame, at: 9)
        expectEqual(host.index, 11)
        _ = host.replay(.command("items", ["3", "1"]), at: 9.1)
        expectEqual(host.itemCount, 3)
        expectEqual(host.index, 1)
    }

    @Test func dataChangesAndMeasurementsReachTheirHostCalls() {
        var settings = Pager.Settings(itemLength: .intrinsic(estimated: 100))
        settings.configuration.layout.alignment = .leading
        var replayed = ComponentHost(Pager(itemCount: 10, index: 3, settings: settings))
        var direct = replayed
        _ = replayed.replay(.viewport(Vector(x: 390, y: 844)), at: 0)
        _ = direct.send(.viewport(width: 390, height: 844), at: 0)
        _ = replayed.replay(.command("insert", ["0", "2"]), at: 0.1)
        _ = direct.send(.change(.inserted(at: 0, count: 2)), at: 0.1)
        expectEqual(replayed.itemCount, 12)
        expectEqual(replayed.index, 5)
        _ = replayed.replay(.command("remove", ["1", "3"]), at: 0.2)
        _ = direct.send(.change(.removed(1..<3)), at: 0.2)
        _ = replayed.replay(.command("move-item", ["0", "4"]), at: 0.3)
        _ = direct.send(.change(.moved(from: 0, to: 4)), at: 0.3)
        _ = replayed.replay(.command("measure", ["1", "160", "44"]), at: 0.4)
        _ = direct.send(.measure(index: 1, width: 160, height: 44), at: 0.4)
        expectEqual(replayed.component.measuredSize(ofItem: 1), Vector(x: 160, y: 44))
        expectEqual(replayed.index, direct.index)
        expectEqual(replayed.itemCount, direct.itemCount)
        expectEqual(replayed.placements(at: 0.5), direct.placements(at: 0.5))
        // Bad arguments are ignored.
        for bad in [["x", "2"], ["1"], ["5", "2"], ["1", "nan-ish"]] {
            _ = replayed.replay(.command("remove", bad), at: 0.6)
            _ = replayed.replay(.command("measure", bad), at: 0.6)
        }
        expectEqual(replayed.itemCount, direct.itemCount)
    }

    @Test func otherPointersReplayAsRawEventsAndTheTrackFollowsOne() {
        // Lines of pointers other than 0 are raw pointer events (``ComponentHost/handle(_:)`` records them so):
        // pointer 1's drag moves the track as it did live.
        var host = ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips()))
        _ = host.replay(.viewport(Vector(x: 390, y: 844)), at: 0)
        _ = host.replay(.down(Point(x: 300, y: 400), pointer: 1), at: 0.1)
        _ = host.replay(.move(Point(x: 100, y: 400), pointer: 1), at: 0.2)
        let offset = host.position
        #expect(offset > 0.4)  // about half a page
        // The track follows one pointer: while pointer 1 holds it, pointer 0's touch presses nothing.
        _ = host.replay(.down(Point(x: 300, y: 400), pointer: 0), at: 0.3)
        expectEqual(host.pressedIndex, nil)
        expectEqual(host.position, offset)
    }

    @Test func aCardStackTakesItsCommands() {
        var host = ComponentHost(CardStack(ids: ["a", "b", "c"], settings: .wallet))
        _ = host.replay(.viewport(Vector(x: 390, y: 844)), at: 0)
        _ = host.replay(.command("select-card", ["b"]), at: 0.1)
        expectEqual(host.selectedID, "b")
        _ = host.replay(.command("select-card", []), at: 0.2)
        expectEqual(host.selectedID, nil)
    }
}
