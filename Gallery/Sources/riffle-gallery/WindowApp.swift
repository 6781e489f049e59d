import CSDL2
import GalleryCore
import GalleryRender
import Glibc

/// The interactive window: SDL events in, frames out, and no CPU use while nothing moves.
enum WindowApp {
    /// Opens the window, runs until it is closed (or SIGTERM / --quit-after), returns the exit status.
    static func run(_ options: GalleryOptions, script: GestureScript) -> Int32 {
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

        let gallery = Gallery(options: options)
        let start = monotonicSeconds()
        func now() -> Double { monotonicSeconds() - start }
        let ticksAtStart = SDL_GetTicks64()
        var lastInputTime = 0.0
        /// SDL stamps events in milliseconds when it queues them; map that onto our clock, monotonic.
        func eventTime(_ e: SDL_Event) -> Double {
            let ticks = Double(e.common.timestamp) - Double(ticksAtStart & 0xFFFF_FFFF)
            let t = min(now(), max(lastInputTime, ticks / 1000))
            lastInputTime = t
            return t
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

        var lastWritten = ""
        /// Writes the state file when the state changed (called whenever nothing moves, and on exit).
        func writeState(force: Bool = false) {
            guard let file = options.stateFile else { return }
            let state = gallery.state.encoded
            if (force || state != lastWritten) && writeTextFile(file, state + "\n") { lastWritten = state }
        }
        writeState()

        while running {
            // Sleep until something can happen: an event, a motion frame, a script event, a deadline.
            var wakeAt: Double? = nil
            if needsDraw || gallery.needsFrame { wakeAt = now() }
            if let next = pendingScript.first { wakeAt = min(wakeAt ?? .infinity, next.time) }
            if let deadline = gallery.nextDeadline { wakeAt = min(wakeAt ?? .infinity, deadline) }
            if let q = options.quitAfter { wakeAt = min(wakeAt ?? .infinity, q) }
            var event = SDL_Event()
            var got: Int32
            if let wake = wakeAt {
                let ms = Int32(max(0, min(1000, (wake - now()) * 1000)).rounded(.up))
                got = ms == 0 ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, ms)
            } else {
                got = SDL_WaitEvent(&event)
            }
            while got != 0 {
                switch event.type {
                case SDL_QUIT.rawValue:
                    running = false
                case SDL_KEYDOWN.rawValue where event.key.keysym.sym == SDL_Keycode(SDLK_q.rawValue):
                    running = false
                case SDL_WINDOWEVENT.rawValue:
                    needsDraw = true
                    for input in translator.translate(event, time: eventTime(event)) { gallery.handle(input) }
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
                            gallery.resize(to: points)
                        }
                    }
                default:
                    for input in translator.translate(event, time: eventTime(event)) {
                        gallery.handle(input)
                        needsDraw = true
                    }
                }
                got = SDL_PollEvent(&event)
            }
            let t = now()
            while let next = pendingScript.first, next.time <= t {
                var input = next.input
                if case .pointer(var p) = input {
                    p.timestamp = next.time
                    input = .pointer(p)
                }
                gallery.handle(input)
                pendingScript = pendingScript.dropFirst()
                needsDraw = true
            }
            if let q = options.quitAfter, t >= q { running = false }
            gallery.advance(to: t)
            for warning in gallery.takeWarnings() { printError("riffle-gallery: warning: \(warning)") }
            let moving = gallery.needsFrame
            if needsDraw || moving {
                trace?.write(TraceRecord.line(time: t, scene: gallery.scene))
                let frameStart = monotonicSeconds()
                gallery.draw(on: canvas)
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
            if gallery.isSettled { writeState() }
            if !moving {
                // Idle: rasterize the neighbouring pages' pictures now rather than in the middle of a swipe.
                if !needsDraw { gallery.prepareUpcoming(on: canvas) }
            }
        }

        writeState(force: true)
        if let path = options.screenshotPath {
            gallery.draw(on: canvas)
            do { try saveRendererPNG(renderer, path: path) } catch { printError("riffle-gallery: error: \(error)") }
        }
        if options.printState { print(gallery.state.encoded) }
        if options.stats { printError("stats: " + stats.json.encoded) }
        fflush(nil)
        return 0
    }
}
