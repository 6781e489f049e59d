import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// ``Track`` keeps the ``Interactive`` contract: the one host drives it as it drives every component, and reports
/// and draws what the bare track does.
@Suite("Track: driven through the one host")
struct TrackHostTests {
    /// One call a front end makes.
    enum Step {
        case pointer(PointerEvent)
        case command(Track.Command, at: Double)
        case frame(Double)
    }

    /// A drag from 300 to 100 in 8 ms samples, released; frames at 120 Hz; two commands; frames until 3 s.
    static let steps: [Step] = {
        var steps: [Step] = [.pointer(PointerEvent(id: 1, phase: .down, location: Point(x: 300, y: 400), timestamp: 0))]
        for i in 1...20 {
            let location = Point(x: 300 - 10 * Double(i), y: 400)
            steps.append(.pointer(PointerEvent(id: 1, phase: .move, location: location, timestamp: 0.008 * Double(i))))
        }
        steps.append(.pointer(PointerEvent(id: 1, phase: .up, location: Point(x: 100, y: 400), timestamp: 0.16)))
        steps += (20...60).map { .frame(Double($0) / 120) }
        steps.append(.command(.next(animated: true), at: 0.51))
        steps += (62...120).map { .frame(Double($0) / 120) }
        steps.append(.command(.scrollTo(index: 0, animated: true), at: 1.005))
        steps += (121...360).map { .frame(Double($0) / 120) }
        return steps
    }()

    @Test func aHostReportsWhatTheBareTrackReportsAndDrawsItsVisibleItems() {
        var bare = Track.pages(initialIndex: 2)
        var host = ComponentHost(bare)
        var time = 0.0
        for step in Self.steps {
            let reported: [Track.Event]
            switch step {
            case .pointer(let event):
                bare.handle(event)
                reported = host.handle(event)
                time = event.timestamp
            case .command(let command, let at):
                bare.send(command, at: at)
                reported = host.send(command, at: at)
                time = at
            case .frame(let at):
                bare.advance(to: at)
                reported = host.advance(to: at)
                time = at
            }
            expectEqual(reported, bare.takeEvents())
            expectEqual(host.component.unwrappedPosition, bare.unwrappedPosition)
            let drawn = host.placements(at: time)
            let visible = Array(bare.visibleItems)
            expectEqual(drawn.map(\.index), visible.map(\.index))
            expectEqual(drawn.map(\.slot), visible.map(\.slot))
            expectEqual(drawn.map(\.x), visible.map(\.offset))
            expectEqual(drawn.map(\.width), visible.map(\.length))
        }
        #expect(host.isIdle)
        expectEqual(host.settledIndex, 0)
    }

    @Test func aGestureDriverFlicksAndCommandsTheTrackAndItsRecordingReplaysTheSameFrames() throws {
        var driver = GestureDriver(ComponentHost(Track.pages(initialIndex: 2)), frameRate: 120)
        driver.flick(from: Point(x: 300, y: 400), velocity: Vector(x: -1500, y: 0))
        let flicked = driver.settle()
        #expect(flicked)
        expectEqual(driver.host.settledIndex, 3)
        driver.send(.previous(animated: true))
        let commanded = driver.settle()
        #expect(commanded)
        expectEqual(driver.host.settledIndex, 2)
        #expect(driver.outputs.contains(.targetIndexChanged(3, cause: .drag)))
        #expect(driver.outputs.contains(.targetIndexChanged(2, cause: .command)))
        expectEqual(driver.placements.map(\.index), [2])
        let read = try Recording.parse(driver.recording.serialized())
        var replayer = RecordingReplayer(read, host: ComponentHost(Track.pages(initialIndex: 2)))
        expectEqual(replayer.remainingFrames(), driver.frames)
    }

    @Test(
        "Every command is recorded as typed words and reads back equal",
        arguments: [
            Track.Command.scrollTo(index: 3, animated: false), .next(animated: true), .previous(animated: false),
            .scrollBy(snaps: -2, animated: true), .scrollToVirtual(-11, animated: true), .stop,
        ])
    func commandsAreRecordedAsTypedWords(command: Track.Command) throws {
        let line = try #require(Recording.Event(typed: command))
        expectEqual(line.typed(Track.Command.self), command)
        var recording = Recording(header: .init(component: "track"))
        recording.record(line, at: 1)
        let read = try Recording.parse(recording.serialized())
        expectEqual(read.entries.first?.event.typed(Track.Command.self), command)
    }

    @Test func aRightToLeftTrackIsMirroredOnlyByItsHost() {
        // A track has no direction: it lays out left to right, and a bare track's host mirrors nothing.
        let track = Track(
            viewportLength: 390, items: .uniform(count: 5, length: 300, spacing: 0),
            configuration: Track.Configuration(layout: .init(alignment: .leading)))
        expectEqual(ComponentHost(track).component.mirrorWidth, nil)
        // Right to left is the pager's setting: its host mirrors the placements of its left-to-right track.
        var settings = Pager.Settings(
            configuration: Track.Configuration(layout: .init(alignment: .leading)), itemLength: .points(300))
        settings.isRightToLeft = true
        var host = ComponentHost(Pager(itemCount: 5, index: 0, settings: settings))
        host.send(.viewport(width: 390, height: 0), at: 0)
        expectEqual(host.mirrorWidth, 390)
        expectEqual(host.track?.mirrorWidth, nil)
        expectEqual(host.dragAxis, .horizontal)
        // Item 0 rests at the leading (right) edge: its frame ends at the viewport's right edge.
        let first = host.placements(at: 0).first { $0.index == 0 }
        expectEqual(first?.x, 90)
        expectEqual(first?.width, 300)
        expectEqual(first?.height, 0)
    }
}
