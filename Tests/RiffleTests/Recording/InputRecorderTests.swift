import PropertyBased
import Testing

@testable import Riffle

@Suite("InputRecorder: a front end's host calls, recorded and replayed call for call")
struct InputRecorderTests {
    /// A front end that drives a pager as SwiftUI's carousel does and records each call next to it.
    struct RecordingFrontEnd {
        var pager: ComponentHost<Pager>
        var recorder = InputRecorder()
        var frames: [(time: Double, placements: [ItemPlacement])] = []

        init(settings: Pager.Settings, count: Int, index: Int, at time: Double) {
            pager = ComponentHost(Pager(itemCount: count, index: index, settings: settings))
            recorder.begin(component: "carousel", settings: [("items", String(count)), ("index", String(index))])
            send(.items(count: count, selecting: index), at: time)
        }

        /// A command, recorded as the views' `HostInput` records it (the pager's line, else its typed words).
        mutating func send(_ command: Pager.Command, at t: Double) {
            if let line = Pager.recordedLine(for: command) ?? Recording.Event(typed: command) {
                recorder.record(line, at: t)
            }
            _ = pager.send(command, at: t)
        }

        mutating func viewport(_ width: Double, _ height: Double, at t: Double) {
            send(.viewport(width: width, height: height), at: t)
        }

        mutating func changed(_ x: Double, at t: Double) {
            recorder.pointerChanged(to: Point(x: x, y: 300), at: t)
            _ = pager.pointerChanged(to: Point(x: x, y: 300), at: t)
        }

        mutating func ended(_ x: Double, at t: Double) {
            recorder.pointerEnded(at: Point(x: x, y: 300), at: t)
            _ = pager.pointerEnded(at: Point(x: x, y: 300), time: t)
        }

        mutating func frame(at t: Double) {
            recorder.frame(at: t)
            _ = pager.advance(to: t)
            frames.append((t, pager.placements(at: t)))
        }
    }

    @Test("A session's recording replays to the same placements at every frame, bit for bit")
    func aSessionReplaysBitForBit() throws {
        // Times on SwiftUI's clock: seconds since 2001, about 8.1 × 10⁸.
        let t0 = 785_000_000.123_456
        var settings = Pager.Settings.trips()
        settings.itemLength = .intrinsic(estimated: 300)
        var live = RecordingFrontEnd(settings: settings, count: 13, index: 2, at: t0)
        live.viewport(390, 844, at: t0)
        for i in 1...4 {
            let t = t0 + 0.004 * Double(i)
            live.send(.measure(index: i, width: 280 + Double(i) * 7.25, height: 400), at: t)
        }
        var t = t0 + 0.1
        live.changed(300, at: t)
        for x in stride(from: 290.0, through: 180, by: -13.7) {
            t += 0.0083 + 0.0007 * (x.truncatingRemainder(dividingBy: 3))
            live.changed(x, at: t)
            live.frame(at: t + 0.001)
        }
        live.ended(180, at: t + 0.002)
        // A reset that no end followed, a key, a crown turn, VoiceOver, a data change and frames in between.
        live.recorder.pointerGestureReset(at: t + 0.003)
        _ = live.pager.pointerGestureReset(at: t + 0.003)
        live.recorder.pointerResetResolved(at: t + 0.004)
        _ = live.pager.pointerResetResolved(at: t + 0.004)
        for k in 1...30 { live.frame(at: t + 0.004 + Double(k) / 97) }
        t += 0.5
        live.send(.key(.next), at: t)
        live.send(.crownValue(1.3), at: t + 0.01)
        live.send(.decrement, at: t + 0.02)
        live.send(.change(.inserted(at: 0, count: 3)), at: t + 0.03)
        live.send(.select(index: 9, animated: true), at: t + 0.04)
        for k in 1...120 { live.frame(at: t + 0.04 + Double(k) / 120) }

        // Through the text format, as a file from a device would come.
        let text = live.recorder.recording.serialized()
        let recording = try Recording.parse(text)
        #expect(recording == live.recorder.recording)
        #expect(recording.header.component == "carousel")
        #expect(recording.header.viewport == Vector(x: 390, y: 844))
        let fresh = ComponentHost(Pager(itemCount: 13, index: 2, settings: settings))
        var replayer = RecordingReplayer(recording, host: fresh)
        let replayed = replayer.remainingFrames()
        #expect(replayed.count == live.frames.count)
        for (a, b) in zip(replayed, live.frames) {
            #expect(a.time == b.time)
            #expect(a.placements == b.placements)
        }
        #expect(replayer.host.index == live.pager.index)
        #expect(replayer.host.itemCount == 16)
    }

    @Test("Pointer lines: down for a touch's first change, then moves; a cancel only while a touch is down")
    func pointerLines() {
        var recorder = InputRecorder()
        recorder.pointerCancelled(at: 0)
        recorder.pointerChanged(to: Point(x: 1, y: 2), at: 0.1)
        recorder.pointerChanged(to: Point(x: 3, y: 4), at: 0.2)
        recorder.pointerEnded(at: Point(x: 3, y: 4), at: 0.3)
        recorder.pointerChanged(to: Point(x: 5, y: 6), at: 0.4)
        recorder.pointerCancelled(at: 0.5)
        recorder.pointerCancelled(at: 0.6)
        #expect(
            recorder.recording.entries.map(\.event) == [
                .down(Point(x: 1, y: 2), pointer: 0), .move(Point(x: 3, y: 4), pointer: 0),
                .up(Point(x: 3, y: 4), pointer: 0), .down(Point(x: 5, y: 6), pointer: 0), .cancel(pointer: 0),
            ])
        #expect(!recorder.isPointerDown)
    }

    @Test("Measured sizes are written exactly, whatever the double")
    func measuredSizesRoundTrip() async throws {
        await propertyCheck(input: zip(Gen.double(in: 0...5000), Gen.double(in: 0...5000), Gen.int(in: 0...999))) {
            width, height, index in
            var recorder = InputRecorder()
            let measure = Pager.Command.measure(index: index, width: width, height: height)
            if let line = Recording.Event(typed: measure) { recorder.record(line, at: 1) }
            let parsed = try? Recording.parse(recorder.recording.serialized())
            #expect(parsed?.entries.first?.event == Recording.Event(typed: measure))
            var host = ComponentHost(
                Pager(itemCount: 1000, index: 0, settings: .init(itemLength: .intrinsic(estimated: 10))))
            if let event = parsed?.entries.first?.event { _ = host.replay(event, at: 1) }
            #expect(host.component.measuredSize(ofItem: index) == Vector(x: width, y: height))
        }
    }

    @Test("A home screen's size and safe area are one recorded call, replayed as one")
    func homeScreenViewportWithInsets() throws {
        let layout = IconArrangement.sample(pages: [24, 10], dock: 4)
        var live = ComponentHost(HomeScreen(layout: layout))
        var recorder = InputRecorder()
        recorder.viewport(Vector(x: 390, y: 844), topInset: 47, bottomInset: 34, at: 1)
        _ = live.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 1)
        let recording = try Recording.parse(recorder.recording.serialized())
        #expect(recording.header.viewport == Vector(x: 390, y: 844))
        var replayed = ComponentHost(HomeScreen(layout: layout))
        for entry in recording.entries { _ = replayed.replay(entry.event, at: entry.time) }
        #expect(replayed.placements(at: 1) == live.placements(at: 1))
        #expect(replayed.geometry.screenSize == live.geometry.screenSize)
        // A bad line is ignored.
        _ = replayed.replay(.command("viewport", ["390", "x", "1", "2"]), at: 2)
        #expect(replayed.geometry.screenSize == live.geometry.screenSize)
    }
}
