import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("ComponentHost recording: a front end's host calls, recorded and replayed call for call")
struct HostRecordingTests {
    /// A front end that drives a pager as SwiftUI's carousel does, its host recording, and moves what the host
    /// recorded into its own file after each call, as the views' `HostInput` does.
    struct RecordingFrontEnd {
        var pager: ComponentHost<Pager>
        var file = Recording()
        var frames: [(time: Double, placements: [ItemPlacement])] = []

        init(settings: Pager.Settings, count: Int, index: Int, at time: Double) {
            pager = ComponentHost(Pager(itemCount: count, index: index, settings: settings))
            pager.startRecording(component: "carousel", settings: [("items", String(count)), ("index", String(index))])
            send(.items(count: count, selecting: index), at: time)
        }

        /// Moves what the host recorded into the file.
        mutating func takeRecording() {
            guard let taken = pager.takeRecording() else { return }
            if file.header.component == nil { file.header = taken.header }
            if file.header.viewport == nil { file.header.viewport = taken.header.viewport }
            for entry in taken.entries { file.record(entry.event, at: entry.time) }
        }

        /// A command, recorded by the host (the pager's line, else its typed words).
        mutating func send(_ command: Pager.Command, at t: Double) {
            _ = pager.send(command, at: t)
            takeRecording()
        }

        mutating func viewport(_ width: Double, _ height: Double, at t: Double) {
            send(.viewport(width: width, height: height), at: t)
        }

        mutating func changed(_ x: Double, at t: Double) {
            _ = pager.pointerChanged(to: Point(x: x, y: 300), at: t)
            takeRecording()
        }

        mutating func ended(_ x: Double, at t: Double) {
            _ = pager.pointerEnded(at: Point(x: x, y: 300), time: t)
            takeRecording()
        }

        mutating func frame(at t: Double) {
            _ = pager.advance(to: t)
            takeRecording()
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
        _ = live.pager.pointerGestureReset(at: t + 0.003)
        _ = live.pager.pointerResetResolved(at: t + 0.004)
        live.takeRecording()
        for k in 1...30 { live.frame(at: t + 0.004 + Double(k) / 97) }
        t += 0.5
        live.send(.key(.next), at: t)
        live.send(.crownValue(1.3), at: t + 0.01)
        live.send(.decrement, at: t + 0.02)
        live.send(.change(.inserted(at: 0, count: 3)), at: t + 0.03)
        live.send(.select(index: 9, animated: true), at: t + 0.04)
        for k in 1...120 { live.frame(at: t + 0.04 + Double(k) / 120) }

        // Through the text format, as a file from a device would come.
        let text = live.file.serialized()
        let recording = try Recording.parse(text)
        expectEqual(recording, live.file)
        expectEqual(recording.header.component, "carousel")
        expectEqual(recording.header.viewport, Vector(x: 390, y: 844))
        let fresh = ComponentHost(Pager(itemCount: 13, index: 2, settings: settings))
        var replayer = RecordingReplayer(recording, host: fresh)
        let replayed = replayer.remainingFrames()
        expectEqual(replayed.count, live.frames.count)
        for (a, b) in zip(replayed, live.frames) {
            expectEqual(a.time, b.time)
            expectEqual(a.placements, b.placements)
        }
        expectEqual(replayer.host.index, live.pager.index)
        expectEqual(replayer.host.itemCount, 16)
    }

    @Test("A recording host keeps every frame: an idle advance still returns it; takeRecording moves the lines on")
    func aRecordingHostKeepsEveryFrame() throws {
        var host = ComponentHost(Pager(itemCount: 3, index: 0))
        host.send(.viewport(width: 390, height: 500), at: 0)
        // keep #expect: a tuple compared with nil (tuples are not Equatable)
        #expect(host.advanced(to: 1, changing: \.index) == nil)
        let none = host.takeRecording()
        expectEqual(none, nil)
        host.startRecording(component: "carousel")
        host = try #require(host.advanced(to: 1, changing: \.index)).host
        let took = host.takeRecording()
        let taken = try #require(took)
        expectEqual(taken.header.component, "carousel")
        expectEqual(taken.entries.map(\.event), [.frame])
        expectEqual(host.recording?.entries.isEmpty, true)
        expectEqual(host.recording?.header.component, "carousel")
        host.send(.viewport(width: 300, height: 500), at: 2)
        let viewport = host.takeRecording()
        expectEqual(viewport?.entries.map(\.event), [.viewport(Vector(x: 300, y: 500))])
    }

    @Test("Pointer lines: down for a touch's first change, then moves; a cancel only while a touch is down")
    func pointerLines() {
        var host = ComponentHost(Pager(itemCount: 3, index: 0))
        host.startRecording(component: "carousel")
        host.pointerCancelled(at: 0)
        host.pointerChanged(to: Point(x: 1, y: 2), at: 0.1)
        host.pointerChanged(to: Point(x: 3, y: 4), at: 0.2)
        host.pointerEnded(at: Point(x: 3, y: 4), time: 0.3)
        host.pointerChanged(to: Point(x: 5, y: 6), at: 0.4)
        host.pointerCancelled(at: 0.5)
        host.pointerCancelled(at: 0.6)
        #expect(
            host.recording?.entries.map(\.event) == [
                .down(Point(x: 1, y: 2), pointer: 0), .move(Point(x: 3, y: 4), pointer: 0),
                .up(Point(x: 3, y: 4), pointer: 0), .down(Point(x: 5, y: 6), pointer: 0), .cancel(pointer: 0),
            ])
        #expect(!host.pointer.isActive)
    }

    @Test("Measured sizes are written exactly, whatever the double")
    func measuredSizesRoundTrip() async throws {
        await propertyCheck(input: zip(Gen.double(in: 0...5000), Gen.double(in: 0...5000), Gen.int(in: 0...999))) {
            width, height, index in
            let pager = Pager(itemCount: 1000, index: 0, settings: .init(itemLength: .intrinsic(estimated: 10)))
            var live = ComponentHost(pager)
            live.startRecording(component: "carousel")
            let measure = Pager.Command.measure(index: index, width: width, height: height)
            live.send(measure, at: 1)
            let parsed = try? Recording.parse(live.recording?.serialized() ?? "")
            expectEqual(parsed?.entries.first?.event, Recording.Event(typed: measure))
            var host = ComponentHost(pager)
            if let event = parsed?.entries.first?.event { _ = host.replay(event, at: 1) }
            expectEqual(host.component.measuredSize(ofItem: index), Vector(x: width, y: height))
        }
    }

    @Test("A home screen's size and safe area are one recorded call, replayed as one")
    func homeScreenViewportWithInsets() throws {
        let layout = IconArrangement.sample(pages: [24, 10], dock: 4)
        var live = ComponentHost(HomeScreen(layout: layout))
        live.startRecording(component: "home-screen")
        _ = live.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 1)
        let recording = try Recording.parse(live.recording?.serialized() ?? "")
        expectEqual(recording.entries.map(\.event), [.command("viewport", ["390.0", "844.0", "47.0", "34.0"])])
        expectEqual(recording.header.viewport, Vector(x: 390, y: 844))
        var replayed = ComponentHost(HomeScreen(layout: layout))
        for entry in recording.entries { _ = replayed.replay(entry.event, at: entry.time) }
        expectEqual(replayed.placements(at: 1), live.placements(at: 1))
        expectEqual(replayed.geometry.screenSize, live.geometry.screenSize)
        // A bad line is ignored.
        _ = replayed.replay(.command("viewport", ["390", "x", "1", "2"]), at: 2)
        expectEqual(replayed.geometry.screenSize, live.geometry.screenSize)
    }
}
