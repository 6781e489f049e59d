import Foundation
import GalleryCore
import GalleryRender
import Glibc
import Riffle

/// `--headless`: replay a script on the virtual clock, rendering offscreen to a software surface.
enum HeadlessRunner {
    /// Runs and returns the process exit status.
    ///
    /// With `session` (a recorded window session) the gallery is driven exactly as the window drove it: every
    /// input at its recorded time, every frame at its recorded time (``SessionReplay``); otherwise the script
    /// plays on a virtual clock at `--fps`.
    static func run(_ options: GalleryOptions, script: GestureScript, session recorded: Recording?) -> Int32 {
        let gallery = Gallery(options: options)
        let session = GallerySession(gallery: gallery)
        // Without --data-dir, a headless run keeps its documents in a fresh temporary directory; remove it on
        // the way out so scripted runs leave nothing behind.
        defer {
            if options.dataDirectory == nil, let temporary = gallery.dataDirectory {
                try? FileManager.default.removeItem(atPath: temporary)
            }
        }
        var target: OffscreenTarget
        do {
            target = try OffscreenTarget(size: options.size, scale: options.scale)
        } catch {
            printError("riffle-gallery: error: \(error)")
            return 1
        }
        if let dir = options.framesDirectory, !makeDirectories(dir) {
            printError("riffle-gallery: error: cannot create the frames directory '\(dir)'")
            return 1
        }
        var trace: TraceFile?
        if let path = options.traceFile {
            guard let file = TraceFile(path: path) else {
                printError("riffle-gallery: error: cannot write the trace '\(path)'")
                return 1
            }
            trace = file
        }
        var stats = FrameStats()
        var failure: String?
        let renderEveryFrame = options.framesDirectory != nil || options.stats
        // As the window app does while idle: rasterize the pictures near the current page before the first frame
        // and whenever nothing moves, so the timed frames measure drawing, not first-use picture rendering.
        gallery.prepareUpcoming(on: target.canvas)
        /// A target of the gallery's size (a recorded session may resize the window).
        func fitTarget() -> Bool {
            guard target.canvas.size != gallery.size else { return true }
            do {
                target = try OffscreenTarget(size: gallery.size, scale: options.scale)
            } catch {
                failure = "\(error)"
                return false
            }
            return true
        }
        func frame(_ k: Int, _ t: Double) {
            defer { if !gallery.needsFrame { gallery.prepareUpcoming(on: target.canvas) } }
            guard fitTarget() else { return }
            trace?.write(TraceRecord.line(time: t, scene: gallery.scene))
            guard renderEveryFrame, failure == nil else { return }
            let start = monotonicSeconds()
            gallery.draw(on: target.canvas)
            target.flush()
            stats.record(milliseconds: (monotonicSeconds() - start) * 1000)
            if getenv("GALLERY_FRAME_TRACE") != nil {
                printError("frame \(k) \((monotonicSeconds() - start) * 1000) \(target.canvas.cacheCounts)")
            }
            if let dir = options.framesDirectory {
                let name = String(k)
                let path = dir + "/frame-" + String(repeating: "0", count: max(0, 5 - name.count)) + name + ".png"
                do { try target.savePNG(path) } catch { failure = "\(error)" }
            }
        }
        let outcome: ReplayDriver.Outcome
        if let recorded {
            var replay = SessionReplay(recorded)
            var k = 0
            while let t = replay.step(session) {
                frame(k, t)
                k += 1
            }
            outcome = ReplayDriver.Outcome(frames: k, endTime: session.time, settled: true)
        } else {
            outcome = ReplayDriver.run(script, on: gallery, fps: options.fps, frame: frame)
        }
        for warning in gallery.takeWarnings() { printError("riffle-gallery: warning: \(warning)") }
        if let failure {
            printError("riffle-gallery: error: \(failure)")
            return 1
        }
        if !outcome.settled {
            printError("riffle-gallery: warning: motion did not settle within 10 s after the last event")
        }
        if let path = options.screenshotPath {
            guard fitTarget() else {
                printError("riffle-gallery: error: \(failure ?? "no offscreen target")")
                return 1
            }
            gallery.draw(on: target.canvas)
            do { try target.savePNG(path) } catch {
                printError("riffle-gallery: error: \(error)")
                return 1
            }
        }
        let state = gallery.state.encoded
        if let file = options.stateFile, !writeTextFile(file, state + "\n") {
            printError("riffle-gallery: error: cannot write the state file '\(file)'")
            return 1
        }
        if options.printState { print(state) }
        if options.stats {
            let json = stats.json.merging([("virtual_seconds", .double(outcome.endTime))])
            printError("stats: " + json.encoded)
        }
        fflush(nil)
        return 0
    }
}
