import CSDL2
import Foundation
import GalleryCore
import GalleryRender
import Glibc
import Riffle

/// The interactive window: SDL events in, frames out, and no CPU use while nothing moves.
enum WindowApp {
    /// Opens the window, runs until it is closed (or SIGTERM / --quit-after), returns the exit status.
    ///
    /// With `recorded` (a recorded session) the window replays it on the recording's clock, the user's inputs
    /// ignored but for the controls: K pauses and resumes, `.` steps a frame forward and `,` a frame back while
    /// paused (the gallery is rebuilt and replayed to the frame before), Q quits.
    static func run(_ options: GalleryOptions, script: GestureScript, session recorded: Recording?) -> Int32 {
        SDL_SetMainReady()
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if options.renderer == .software {
            // The software renderer draws into the window's surface; by default SDL shows that surface through an
            // OpenGL texture, which without a GPU (Xvfb, a VM) is Mesa's software GL: a third of the frame time
            // went to uploading and drawing that texture. Without "framebuffer acceleration" the surface goes to
            // the X server directly (MIT-SHM).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            printError("riffle-gallery: error: SDL_Init: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_Quit() }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let requested = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        if (driver == "offscreen" || driver == "dummy") && requested != driver {
            // SDL 2.26 silently falls back to the offscreen driver when there is no display: say so instead of
            // "running" invisibly.
            printError(
                "riffle-gallery: error: no display available (SDL fell back to the '\(driver)' video driver). "
                    + "Run it in a desktop session, under Xvfb, or use --headless.")
            return 1
        }
        printError("riffle-gallery: video driver \(driver)")

        // --scale, lowered when the window would not fit the display's usable area (a 2× phone is taller than a
        // 1080p screen).
        var usable = SDL_Rect()
        let fitted: Double
        if SDL_GetDisplayUsableBounds(0, &usable) == 0 {
            fitted = WindowFit.scale(
                requested: options.scale, size: options.size,
                usable: CanvasSize(width: Double(usable.w), height: Double(usable.h)))
        } else {
            fitted = options.scale
        }
        if fitted < options.scale {
            printError(
                "riffle-gallery: --scale \(options.scale) does not fit the screen (\(usable.w)×\(usable.h) usable); "
                    + "using \(fitted)")
        }
        let scale = fitted
        let windowW = Int32((options.size.width * scale).rounded())
        let windowH = Int32((options.size.height * scale).rounded())
        guard
            let window = SDL_CreateWindow(
                "Riffle Gallery", csdl_windowpos_centered(), csdl_windowpos_centered(), windowW, windowH,
                SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else {
            printError("riffle-gallery: error: SDL_CreateWindow: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_DestroyWindow(window) }
        // The window resizes within the sizes the scenes lay out for.
        let widths = GalleryOptions.supportedWidths
        let heights = GalleryOptions.supportedHeights
        SDL_SetWindowMinimumSize(
            window, Int32((widths.lowerBound * scale).rounded()), Int32((heights.lowerBound * scale).rounded()))
        SDL_SetWindowMaximumSize(
            window, Int32((widths.upperBound * scale).rounded()), Int32((heights.upperBound * scale).rounded()))
        let flags: UInt32 =
            options.renderer == .software
            ? SDL_RENDERER_SOFTWARE.rawValue
            : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, 0) else {
            printError("riffle-gallery: error: SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_DestroyRenderer(renderer) }

        // X11 has no HiDPI: the window is created at scale × size, and the pixel scale is measured, so it is also
        // right where output pixels and window units differ (Wayland, macOS).
        var outW: Int32 = 0
        var outH: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outW, &outH)
        var winW: Int32 = 0
        var winH: Int32 = 0
        SDL_GetWindowSize(window, &winW, &winH)
        let pixelScale = Double(outW) / options.size.width
        let canvas: SDLCanvas
        do {
            canvas = try SDLCanvas(renderer: renderer, size: options.size, scale: pixelScale)
        } catch {
            printError("riffle-gallery: error: \(error)")
            return 1
        }
        var translator = InputTranslator(
            pointsPerWindowUnit: options.size.width / Double(max(1, winW)),
            windowSize: (Double(winW), Double(winH)))

        // A recorded session replays in a fresh temporary data directory (the recording starts from the default
        // documents, and stepping back rebuilds the gallery from scratch); a live window keeps its documents.
        var galleryOptions = options
        if recorded != nil {
            galleryOptions.headless = true
            galleryOptions.dataDirectory = nil
        }
        var gallery = Gallery(options: galleryOptions)
        var session = GallerySession(
            gallery: gallery,
            recording: options.recordPath == nil
                ? nil : GallerySession.header(for: gallery, options: options, scale: pixelScale))
        var replay = recorded.map(SessionReplay.init)
        /// Rebuilds the gallery of a replay and plays it to frame `count` (stepping back: deterministic).
        func rebuild(toFrame count: Int) {
            guard let recorded else { return }
            removeTemporaryData(gallery)
            gallery = Gallery(options: galleryOptions)
            session = GallerySession(gallery: gallery)
            var fresh = SessionReplay(recorded)
            fresh.play(toFrame: count, on: session)
            replay = fresh
        }
        defer { if recorded != nil { removeTemporaryData(gallery) } }
        let start = monotonicSeconds()
        func now() -> Double { monotonicSeconds() - start }
        // Each X event's server stamp comes in an SDL_SYSWMEVENT before the SDL events made of it (EventClock).
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        var clock = EventClock(sdlTicksAtStart: SDL_GetTicks64())
        func eventTime(_ e: SDL_Event) -> Double {
            clock.time(sdlTimestamp: e.common.timestamp, isInput: EventClock.isInput(e.type), now: now())
        }

        var stats = FrameStats()
        let trace = options.traceFile.flatMap(TraceFile.init(path:))
        if let path = options.traceFile, trace == nil {
            printError("riffle-gallery: error: cannot write the trace '\(path)'")
            return 1
        }
        var pendingScript = script.events[...]
        var needsDraw = true
        var running = true
        let frameInterval = 1.0 / 60
        // A replay plays on the recording's clock: recording time = now() - replayOffset while playing.
        var paused = false
        var replayOffset = 0.0
        var replayTime = 0.0
        /// The time of the replay's next frame, or nil at the end.
        func nextReplayFrame() -> Double? {
            guard let r = replay, r.framesPlayed < r.frameTimes.count else { return nil }
            return r.frameTimes[r.framesPlayed]
        }
        /// Plays the replay's next frame (and, after the last frame, the entries that follow it).
        func stepReplay() {
            guard var r = replay else { return }
            if let t = r.step(session) {
                replayTime = t
            } else {
                paused = true
            }
            if nextReplayFrame() == nil { _ = r.step(session) }
            replay = r
            needsDraw = true
        }

        var lastWritten = ""
        /// Writes the state file when the state changed (called whenever nothing moves, and on exit).
        func writeState(force: Bool = false) {
            guard let file = options.stateFile else { return }
            let state = gallery.state.encoded
            if (force || state != lastWritten) && writeTextFile(file, state + "\n") { lastWritten = state }
        }
        writeState()

        /// Draws the gallery (and a replay's status line) at the gallery's size.
        func drawFrame(status: Bool) {
            if canvas.size != gallery.size {
                // A replayed resize: the window follows the recording.
                SDL_SetWindowSize(
                    window, Int32((gallery.size.width / translator.pointsPerWindowUnit).rounded()),
                    Int32((gallery.size.height / translator.pointsPerWindowUnit).rounded()))
                canvas.resize(to: gallery.size, scale: pixelScale)
            }
            gallery.draw(on: canvas)
            if status, let r = replay {
                ReplayStatus.draw(
                    on: canvas, size: gallery.size, time: replayTime, frame: r.framesPlayed,
                    frames: r.frameTimes.count, paused: paused)
            }
        }

        var preparing = false
        while running {
            // Sleep until something can happen: an event, a motion frame, a script event, a deadline.
            var wakeAt: Double? = nil
            if replay != nil {
                if needsDraw { wakeAt = now() }
                if !paused, let next = nextReplayFrame() { wakeAt = min(wakeAt ?? .infinity, next + replayOffset) }
            } else {
                if needsDraw || gallery.needsFrame { wakeAt = now() }
                if let next = pendingScript.first { wakeAt = min(wakeAt ?? .infinity, next.time) }
                if let deadline = gallery.nextDeadline { wakeAt = min(wakeAt ?? .infinity, deadline) }
            }
            if let q = options.quitAfter { wakeAt = min(wakeAt ?? .infinity, q) }
            // Pictures left to prepare: come back for the next few milliseconds of them.
            if preparing { wakeAt = min(wakeAt ?? .infinity, now() + 0.002) }
            var event = SDL_Event()
            var got: Int32
            if let wake = wakeAt {
                let ms = Int32(max(0, min(1000, (wake - now()) * 1000)).rounded(.up))
                got = ms == 0 ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, ms)
            } else {
                got = SDL_WaitEvent(&event)
            }
            while got != 0 {
                let sym = event.key.keysym.sym
                switch event.type {
                case SDL_QUIT.rawValue:
                    running = false
                case SDL_SYSWMEVENT.rawValue:
                    var stamp: UInt32 = 0
                    clock.noteServerStamp(csdl_x11_input_time(&event, &stamp) != 0 ? stamp : nil)
                case SDL_KEYDOWN.rawValue where sym == SDL_Keycode(SDLK_q.rawValue):
                    running = false
                case SDL_KEYDOWN.rawValue where replay != nil:
                    // The replay's controls; the recorded inputs are the only ones the gallery gets.
                    if sym == SDL_Keycode(SDLK_k.rawValue) {
                        if paused, nextReplayFrame() != nil {
                            paused = false
                            replayOffset = now() - replayTime
                        } else {
                            paused = true
                        }
                    } else if sym == SDL_Keycode(SDLK_PERIOD.rawValue), paused, nextReplayFrame() != nil {
                        stepReplay()
                        paused = true
                    } else if sym == SDL_Keycode(SDLK_COMMA.rawValue), paused, let r = replay, r.framesPlayed > 1 {
                        rebuild(toFrame: r.framesPlayed - 1)
                        replayTime = session.time
                    }
                    needsDraw = true
                case SDL_WINDOWEVENT.rawValue where replay != nil:
                    needsDraw = true
                case SDL_WINDOWEVENT.rawValue:
                    needsDraw = true
                    for input in translator.translate(event, time: eventTime(event)) { session.handle(input) }
                    if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                        // Live re-layout: the new window in points (window units × points per unit), the pixel
                        // scale measured again, every scene laid out for it.
                        var w: Int32 = 0
                        var h: Int32 = 0
                        SDL_GetWindowSize(window, &w, &h)
                        var pw: Int32 = 0
                        var ph: Int32 = 0
                        SDL_GetRendererOutputSize(renderer, &pw, &ph)
                        let points = WindowFit.points(
                            window: CanvasSize(width: Double(w), height: Double(h)),
                            pointsPerWindowUnit: translator.pointsPerWindowUnit)
                        if points.isUsable {
                            canvas.resize(to: points, scale: Double(pw) / points.width)
                            translator.windowSize = (Double(w), Double(h))
                            session.resize(to: points)
                        }
                    }
                default:
                    guard replay == nil else { break }
                    for input in translator.translate(event, time: eventTime(event)) {
                        session.handle(input)
                        needsDraw = true
                    }
                }
                got = SDL_PollEvent(&event)
            }
            let t = now()
            if let q = options.quitAfter, t >= q { running = false }
            if replay != nil {
                // Catch up with the recording's clock (frames the window had no time to draw are played, not drawn).
                if !paused {
                    while !paused, let next = nextReplayFrame(), next + replayOffset <= t { stepReplay() }
                    if nextReplayFrame() == nil { paused = true }
                }
                if needsDraw {
                    drawFrame(status: true)
                    SDL_RenderPresent(renderer)
                    needsDraw = false
                }
                if gallery.isSettled { writeState() }
                continue
            }
            while let next = pendingScript.first, next.time <= t {
                session.handle(next.input)
                pendingScript = pendingScript.dropFirst()
                needsDraw = true
            }
            // The gallery's clock moves only for a frame, and every frame is drawn and recorded: a replay of the
            // recording makes exactly these calls. A frame is due for a redraw, motion, or a deadline reached.
            let deadlineDue = gallery.nextDeadline.map { $0 <= t } ?? false
            if needsDraw || gallery.needsFrame || deadlineDue {
                let frameTime = session.frame(at: t)
                for warning in gallery.takeWarnings() { printError("riffle-gallery: warning: \(warning)") }
                let moving = gallery.needsFrame
                trace?.write(TraceRecord.line(time: frameTime, scene: gallery.scene))
                let frameStart = monotonicSeconds()
                drawFrame(status: false)
                SDL_RenderPresent(renderer)
                // Frames of motion only (a drag, a settle, an animation): the first frame and redraws after an
                // expose or a resize are not what a gesture feels like.
                if moving { stats.record(milliseconds: (monotonicSeconds() - frameStart) * 1000) }
                needsDraw = false
                if moving && options.renderer == .software {
                    let spent = monotonicSeconds() - frameStart
                    if spent < frameInterval { SDL_Delay(UInt32(((frameInterval - spent) * 1000).rounded(.down))) }
                }
            }
            for warning in gallery.takeWarnings() { printError("riffle-gallery: warning: \(warning)") }
            if gallery.isSettled { writeState() }
            // Idle: rasterize the neighbouring pages' pictures now rather than in the middle of a swipe (caches
            // only: the state does not change), a few milliseconds at a time and never with input waiting, so a
            // gesture that starts meanwhile is read with its own times.
            let inputWaiting = SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
            if !gallery.needsFrame && !needsDraw && !inputWaiting {
                preparing = canvas.withPreparationBudget(0.004) { gallery.prepareUpcoming(on: canvas) }
            }
        }

        writeState(force: true)
        var recordFailed = false
        if let path = options.recordPath, let recording = session.finishedRecording {
            // Written at once, atomically (a temporary file, then a rename).
            if !writeTextFile(path, recording.serialized()) {
                printError("riffle-gallery: error: cannot write the recording '\(path)'")
                recordFailed = true
            }
        }
        if let path = options.screenshotPath {
            drawFrame(status: false)
            do { try saveRendererPNG(renderer, path: path) } catch { printError("riffle-gallery: error: \(error)") }
        }
        if options.printState { print(gallery.state.encoded) }
        if options.stats { printError("stats: " + stats.json.encoded) }
        fflush(nil)
        return recordFailed ? 1 : 0
    }
}

/// Removes a gallery's temporary data directory (a replay's).
private func removeTemporaryData(_ gallery: Gallery) {
    if let directory = gallery.dataDirectory { try? FileManager.default.removeItem(atPath: directory) }
}

/// The status line of a replay in the window: time, frame, playing or paused, and the keys.
enum ReplayStatus {
    /// Draws the line over the bottom of the window.
    static func draw(on canvas: Canvas, size: CanvasSize, time: Double, frame: Int, frames: Int, paused: Bool) {
        let height = 22.0
        canvas.fill(
            CanvasRect(x: 0, y: size.height - height, width: size.width, height: height),
            .solid(Color(hex: 0x111318).withAlpha(0.85)))
        let state = frame >= frames ? "end" : paused ? "paused" : "playing"
        let seconds = (time * 1000).rounded() / 1000
        let text = "replay \(state) \(seconds) s  frame \(frame)/\(frames)  K pause  . next  , back"
        canvas.drawText(text, .caption2, Color(hex: 0xFFFFFF), at: Point(x: 8, y: size.height - height + 4))
    }
}
