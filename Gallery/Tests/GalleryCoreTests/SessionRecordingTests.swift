import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// A session recorded the way the window records it (inputs at irregular times, frames at irregular times, a
/// resize) replays to the same state: `--record` and `--replay` (issue 15).
@Suite("Recorded sessions")
struct SessionRecordingTests {
    /// The options of the recorded window (a fixed calendar day, no stored documents).
    static var options: GalleryOptions {
        var o = GalleryOptions()
        o.scene = .trips
        o.today = GalleryDate(year: 2026, month: 5, day: 14)
        return o
    }

    static func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double, id: Int = 0) -> SceneInput {
        .pointer(PointerEvent(id: id, phase: phase, location: Point(x: x, y: y), timestamp: t))
    }

    /// Drives a recording session as the window does: frames at uneven intervals (9 to 31 ms), inputs between them,
    /// some stamped before the frame just drawn (SDL queued them earlier), a touch with its own pointer id, a wheel
    /// notch, scene keys, the motion key and a resize.
    static func recordSession() -> GallerySession {
        let gallery = Gallery(options: options)
        let session = GallerySession(
            gallery: gallery, recording: GallerySession.header(for: gallery, options: options, scale: 1))
        var t = 0.0
        var k = 0
        func frames(until end: Double) {
            while t < end {
                k += 1
                t += 0.009 + Double((k * 7) % 23) / 1000
                session.frame(at: t)
            }
        }
        frames(until: 0.5)
        // A slow drag to the left over 70 % of the width, its samples 13 to 29 ms apart.
        session.handle(pointer(.down, 330, 420, t))
        var x = 330.0
        for i in 0..<12 {
            frames(until: t + 0.013 + Double(i % 3) * 0.008)
            x -= 22
            session.handle(pointer(.move, x, 420, t - 0.004))
        }
        session.handle(pointer(.up, x, 420, t))
        frames(until: 2)
        // A quick touch flick to the right (pointer 1).
        session.handle(pointer(.down, 120, 400, t, id: 1))
        for i in 1...4 {
            frames(until: t + 0.011)
            session.handle(pointer(.move, 120 + Double(i) * 20, 400, t, id: 1))
        }
        session.handle(pointer(.up, 200, 400, t + 0.002, id: 1))
        frames(until: 3.5)
        session.handle(.wheel(dx: 0, dy: 1, timestamp: t))
        frames(until: 4.5)
        session.handle(.key(.digit2, timestamp: t))
        session.handle(.key(.right, timestamp: t + 0.001))
        frames(until: 5)
        session.handle(.key(.motion, timestamp: t))
        session.resize(to: CanvasSize(width: 600, height: 700))
        frames(until: 6.5)
        return session
    }

    /// The recorded session's final state, and the state of its replay from the serialized text.
    static func liveAndReplayed() throws -> (live: GallerySession, replayed: GallerySession, recording: Recording) {
        let live = recordSession()
        let recorded = try #require(live.finishedRecording)
        let parsed = try #require(try SessionReplay.parse(recorded.serialized()))
        let replayOptions = try GalleryOptions(recordingHeader: parsed.header)
        let replayed = GallerySession(gallery: Gallery(options: replayOptions))
        var replay = SessionReplay(parsed)
        while replay.step(replayed) != nil {}
        return (live, replayed, parsed)
    }

    @Test func aRecordedSessionReplaysToTheSameState() throws {
        let (live, replayed, recording) = try Self.liveAndReplayed()
        // The session did something: the drag went to Ghent, the flick back, the wheel on; onboarding on page 2.
        let state = live.gallery.state.encoded
        #expect(state.hasPrefix(#"{"scene":"onboarding","index":1,"#))
        #expect(state.contains(#""motion":"ios""#) && state.contains(#""window":"600x700""#))
        #expect(live.gallery.scene(for: .trips).state.encoded.contains(#""index":3,"#))
        expectEqual(replayed.gallery.state.encoded, state)
        expectEqual(replayed.gallery.scene(for: .trips).state.encoded, live.gallery.scene(for: .trips).state.encoded)
        expectEqual(replayed.time, live.time)
        expectEqual(replayed.frameCount, live.frameCount)
        expectEqual(recording.entries.filter { $0.event == .frame }.count, live.frameCount)
    }

    @Test func theReplayMakesTheSameCalls() throws {
        // Replaying into a recording session records the same entries: the same calls with the same times.
        let live = Self.recordSession()
        let recorded = try #require(live.finishedRecording)
        let gallery = Gallery(options: Self.options)
        let again = GallerySession(gallery: gallery, recording: recorded.header)
        var replay = SessionReplay(recorded)
        while replay.step(again) != nil {}
        expectEqual(again.finishedRecording, recorded)
    }

    @Test func theHeaderSaysHowToBuildTheGallery() throws {
        let live = Self.recordSession()
        let header = try #require(live.recording?.header)
        expectEqual(header.component, "gallery")
        expectEqual(header.setting("scene"), "trips")
        expectEqual(header.setting("today"), "2026-05-14")
        expectEqual(header.setting("snap"), nil)
        expectEqual(header.viewport, Vector(x: 390, y: 844))
        let options = try GalleryOptions(recordingHeader: header)
        expectEqual(options.scene, .trips)
        expectEqual(options.today, GalleryDate(year: 2026, month: 5, day: 14))
        // The command line wins over the header.
        let overridden = try GalleryOptions.parse(["--headless", "--scene", "loop", "--scale", "2"], over: options)
        expectEqual(overridden.scene, .loop)
        expectEqual(overridden.scale, 2)
        expectEqual(overridden.today, options.today)
    }

    @Test func aHeaderWrittenWithTheOldMotionNameSeedStillReads() throws {
        let old = Recording.Header(component: "gallery", settings: [.init("scene", "trips"), .init("motion", "seed")])
        #expect(try GalleryOptions(recordingHeader: old).motion == .preset)
        let options = try GalleryOptions(recordingHeader: old)
        let header = GallerySession.header(for: Gallery(options: options), options: options, scale: 1)
        expectEqual(header.setting("motion"), "preset")
    }

    @Test func inputsQueuedBeforeTheLastFrameAreHandledAtItsTime() throws {
        let session = GallerySession(gallery: Gallery(options: Self.options), recording: Recording.Header())
        session.frame(at: 0.5)
        let handled = session.handle(.key(.right, timestamp: 0.25))
        expectEqual(handled, .key(.right, timestamp: 0.5))
        let entries = try #require(session.recording?.entries)
        expectEqual(entries.map(\.time), [0.5, 0.5])
        expectEqual(session.frame(at: 0.4), 0.5)
    }

    @Test func sceneInputsRoundTripThroughRecordingEvents() {
        let inputs: [SceneInput] = [
            Self.pointer(.down, 1, 2, 0.5, id: 3), Self.pointer(.move, 4, 5, 0.5), Self.pointer(.up, 6, 7, 0.5, id: 2),
            .pointer(PointerEvent(id: 4, phase: .cancel, location: .zero, timestamp: 0.5)),
            .key(.backtab, timestamp: 0.5), .key(.inspect, timestamp: 0.5), .wheel(dx: -1, dy: 0.5, timestamp: 0.5),
            .scroll(ScrollEvent(delta: Vector(x: 3, y: 0), phase: .momentumChanged, timestamp: 0.5)),
        ]
        for input in inputs {
            expectEqual(SceneInput(recorded: input.recordedEvent, at: 0.5), input)
        }
        expectEqual(SceneInput(recorded: .frame, at: 0), nil)
        expectEqual(SceneInput(recorded: .key("volume"), at: 0), nil)
    }

    // MARK: - Bad files

    static let good = """
        riffle-recording 1
        component gallery
        setting scene wallet
        viewport 390 844
        0 frame
        16 down 10 10
        17 frame
        end 3
        """

    static func error(_ text: String) -> ScriptError? {
        do {
            _ = try SessionReplay.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aGoodFileParses() throws {
        let recording = try #require(try SessionReplay.parse(Self.good))
        expectEqual(recording.entries.count, 3)
        #expect(try GalleryOptions(recordingHeader: recording.header).scene == .wallet)
    }

    @Test func badFilesAreReportedWithTheirLine() {
        let cases: [(String, Int, String)] = [
            (
                Self.good.replacingOccurrences(of: "riffle-recording 1", with: "riffle-recording 3"), 1,
                "unsupported format version '3'"
            ),
            (Self.good.replacingOccurrences(of: "16 down 10 10", with: "16 down nan 10"), 6, "'nan' is not finite"),
            (Self.good.replacingOccurrences(of: "16 down", with: "16 do\0wn"), 6, "control character U+0"),
            (Self.good.replacingOccurrences(of: "end 3", with: ""), 7, "truncated"),
            (Self.good.replacingOccurrences(of: "end 3", with: "end 4"), 8, "the end line counts 4 entries"),
            (Self.good.replacingOccurrences(of: "17 frame", with: "17 fr"), 7, "unknown event 'fr'"),
            (Self.good.replacingOccurrences(of: "16 down 10 10", with: "16 key volume"), 6, "unknown key 'volume'"),
            (
                Self.good.replacingOccurrences(of: "16 down 10 10", with: "16 viewport 100 100"), 6,
                "outside the supported"
            ),
            (Self.good.replacingOccurrences(of: "16 down 10 10", with: "16 crown 1"), 6, "'crown' is not an input"),
            (Self.good.replacingOccurrences(of: "17 frame", with: "15 frame"), 7, "earlier than the entry before"),
        ]
        for (text, line, message) in cases {
            let error = Self.error(text)
            expectEqual(error?.line, line, "\(message): \(String(describing: error))")
            expectEqual(error?.message.contains(message), true, "\(String(describing: error))")
        }
    }

    @Test func badHeaderSettingsAreReportedWithTheirLine() throws {
        let text = Self.good.replacingOccurrences(of: "setting scene wallet", with: "setting scene garden")
        let recording = try #require(try SessionReplay.parse(text))
        #expect(throws: ScriptError(line: 3, message: "setting scene: expected a scene name, found 'garden'")) {
            try GalleryOptions(recordingHeader: recording.header, text: text)
        }
    }

    @Test func aRecordingWithoutFramesIsAScript() throws {
        let text = "riffle-recording 1\n0 key right\n"
        #expect(try SessionReplay.parse(text) == nil)
        #expect(try GestureScript.parse(text).events.count == 1)
    }
}
