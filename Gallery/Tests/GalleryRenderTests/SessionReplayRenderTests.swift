import GalleryCore
import GalleryRender
import GalleryTestSupport
import Riffle
import Testing

/// The last frame of a recorded session and of its replay are the same pixels (issue 15).
@Suite("Recorded session pixels", .serialized)
struct SessionReplayRenderTests: GalleryRenderTesting {
    /// Every pixel of a target's surface, row by row.
    func pixels(_ target: OffscreenTarget) -> [UInt32] {
        target.flush()
        var out: [UInt32] = []
        out.reserveCapacity(target.pixelWidth * target.pixelHeight)
        for y in 0..<target.pixelHeight {
            for x in 0..<target.pixelWidth { out.append(target.pixel(x: x, y: y) ?? 0) }
        }
        return out
    }

    @Test func theReplaysLastFrameIsTheLiveOne() throws {
        var options = GalleryOptions()
        options.today = GalleryDate(year: 2026, month: 5, day: 14)
        let gallery = Gallery(options: options)
        let live = GallerySession(
            gallery: gallery, recording: GallerySession.header(for: gallery, options: options, scale: 1))
        // A drag stopped half-way and held: the last frame shows the cards between two pages.
        var t = 0.0
        func frame(_ dt: Double) {
            t += dt
            live.frame(at: t)
        }
        frame(0.017)
        live.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 300, y: 420), timestamp: t)))
        for i in 1...9 {
            frame(0.011 + Double(i % 4) * 0.006)
            live.handle(
                .pointer(
                    PointerEvent(id: 0, phase: .move, location: Point(x: 300 - Double(i) * 13, y: 420), timestamp: t)))
        }
        frame(0.023)
        let liveFrame = try render(gallery)
        #expect(gallery.state.encoded.contains(#""settled":false"#))

        let finished = try #require(live.finishedRecording)
        let recording = try #require(try SessionReplay.parse(finished.serialized()))
        let replayGallery = Gallery(options: try GalleryOptions(recordingHeader: recording.header))
        let replayed = GallerySession(gallery: replayGallery)
        var replay = SessionReplay(recording)
        while replay.step(replayed) != nil {}
        let replayFrame = try render(replayGallery)
        expectEqual(replayGallery.state.encoded, gallery.state.encoded)
        let a = pixels(liveFrame)
        let b = pixels(replayFrame)
        expectEqual(a.count, 390 * 844)
        expectEqual(a, b)
        // The frame is not the resting one: a replay that lost the drag would be caught.
        let rest = pixels(try render(Gallery(options: options)))
        #expect(a != rest)
    }
}
