import Riffle

/// The command-line options of `riffle-gallery`.
public struct GalleryOptions: Equatable, Sendable {
    /// `--scene`: the scene shown first.
    public var scene: SceneKind = .trips
    /// `--snap`: the snap policy (nil: each scene's default).
    public var snap: SnapChoice?
    /// `--motion`: the presets' own motion or iOS's (the M key switches it live); `seed`, the older name of
    /// `preset`, is still accepted.
    public var motion: MotionStyle = .preset
    /// `--items`: the number of cards in the Loop scene, 1 … 1,000,000.
    public var items: Int = 12
    /// `--rtl`: right to left: the carousels, the calendar and the home screen mirrored (through the hosts), text at
    /// the leading edge.
    public var rightToLeft = false
    /// `--scale`: pixels per point (2 for HiDPI).
    public var scale: Double = 1
    /// `--size`: the window size in points, within ``supportedWidths`` × ``supportedHeights``.
    public var size: CanvasSize = .phone
    /// `--no-picker`: start with the scene picker hidden (P shows it; the digit keys pick scenes either way).
    public var showsPicker = true

    /// The window widths the scenes lay out for, in points: an iPhone SE to an iPad Pro 12.9".
    public static let supportedWidths = 320.0...1024.0
    /// The window heights the scenes lay out for, in points.
    public static let supportedHeights = 568.0...1366.0
    /// `--renderer`: the SDL renderer for the window.
    public var renderer: RendererChoice = .software
    /// `--headless`: no window; render offscreen to a software surface.
    public var headless = false
    /// `--replay`: a gesture script to feed.
    public var replayPath: String?
    /// `--state`: print the final state as JSON on stdout.
    public var printState = false
    /// `--state-file`: write the state JSON to this file whenever the scene settles and on exit.
    public var stateFile: String?
    /// `--screenshot`: save the final frame as PNG.
    public var screenshotPath: String?
    /// `--frames`: save every frame as PNG into this directory (headless only).
    public var framesDirectory: String?
    /// `--fps`: the virtual frame rate of headless runs.
    public var fps: Double = 60
    /// `--stats`: print frame-time percentiles on stderr at the end.
    public var stats = false
    /// `--data-dir DIR`: where documents (wallet order, home layout) are kept (default: XDG data home; a
    /// temporary directory in headless runs).
    public var dataDirectory: String?
    /// `--reset`: delete the stored documents before starting.
    public var reset = false
    /// `--quit-after`: (window) quit after this many seconds.
    public var quitAfter: Double?
    /// `--inspect`: start with the inspector overlay shown (I toggles it).
    public var inspect = false
    /// `--trace FILE`: write one JSON line per frame (time, and each track's position, velocity, phase, target,
    /// cause and decision).
    public var traceFile: String?
    /// `--record FILE`: (window) write the session as a Riffle recording to FILE on quit: every input with its
    /// time, every resize and every frame drawn (see ``GallerySession``).
    public var recordPath: String?
    /// `--today YYYY-MM-DD`: the Calendar scene's today (default: the local date; a recording keeps it).
    public var today: GalleryDate?
    /// `--plot DIR`: render the motion curves of each preset (its own and iOS's) to PNG files in DIR, then exit.
    public var plotDirectory: String?
    /// `--help`.
    public var help = false

    /// Creates the defaults.
    public init() {}

    /// Parses the arguments after the program name.
    ///
    /// Accepts `--option value` and `--option=value`.
    /// - Throws: ``OptionsError`` for an unknown option, a missing or bad value, or a bad combination.
    public static func parse(_ arguments: [String]) throws(OptionsError) -> GalleryOptions {
        try parse(arguments, over: GalleryOptions())
    }

    /// Parses the arguments over `base`: what the arguments say replaces `base`'s values, the rest is kept.
    ///
    /// A replayed recording's header gives `base` (``init(header:)``), so the command line wins over the header.
    /// - Throws: ``OptionsError`` as ``parse(_:)``.
    public static func parse(_ arguments: [String], over base: GalleryOptions) throws(OptionsError) -> GalleryOptions {
        var o = base
        var i = 0
        func value(_ name: String, _ inline: String?) throws(OptionsError) -> String {
            if let inline { return inline }
            i += 1
            guard i < arguments.count else { throw OptionsError("\(name): missing value") }
            return arguments[i]
        }
        while i < arguments.count {
            let arg = arguments[i]
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            switch name {
            case "--help", "-h": o.help = true
            case "--headless": o.headless = true
            case "--state": o.printState = true
            case "--stats": o.stats = true
            case "--reset": o.reset = true
            case "--rtl": o.rightToLeft = true
            case "--no-picker": o.showsPicker = false
            case "--inspect": o.inspect = true
            case "--trace": o.traceFile = try value(name, inline)
            case "--plot": o.plotDirectory = try value(name, inline)
            case "--data-dir": o.dataDirectory = try value(name, inline)
            case "--scene":
                let v = try value(name, inline)
                guard let kind = SceneKind(rawValue: v) else {
                    throw OptionsError("--scene: expected one of \(names(SceneKind.allCases)), found '\(v)'")
                }
                o.scene = kind
            case "--snap":
                let v = try value(name, inline)
                guard let snap = SnapChoice(rawValue: v) else {
                    throw OptionsError("--snap: expected one of \(names(SnapChoice.allCases)), found '\(v)'")
                }
                o.snap = snap
            case "--motion":
                let v = try value(name, inline)
                guard let motion = MotionStyle(rawValue: v) else {
                    throw OptionsError("--motion: expected one of \(names(MotionStyle.allCases)), found '\(v)'")
                }
                o.motion = motion
            case "--renderer":
                let v = try value(name, inline)
                guard let r = RendererChoice(rawValue: v) else {
                    throw OptionsError("--renderer: expected one of \(names(RendererChoice.allCases)), found '\(v)'")
                }
                o.renderer = r
            case "--items":
                let v = try value(name, inline)
                guard let n = Int(v), (1...1_000_000).contains(n) else {
                    throw OptionsError("--items: expected an integer from 1 to 1000000, found '\(v)'")
                }
                o.items = n
            case "--scale":
                let v = try value(name, inline)
                guard let s = Double(v), s.isFinite, s >= 0.5, s <= 4 else {
                    throw OptionsError("--scale: expected a number from 0.5 to 4, found '\(v)'")
                }
                o.scale = s
            case "--size":
                let v = try value(name, inline)
                let parts = v.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                    w.isFinite, h.isFinite, supportedWidths.contains(w), supportedHeights.contains(h)
                else {
                    throw OptionsError(
                        "--size: expected WIDTHxHEIGHT in points from 320x568 to 1024x1366 (like 390x844), found '\(v)'"
                    )
                }
                o.size = CanvasSize(width: w, height: h)
            case "--replay": o.replayPath = try value(name, inline)
            case "--record": o.recordPath = try value(name, inline)
            case "--today":
                let v = try value(name, inline)
                guard let date = GalleryDate(text: v) else {
                    throw OptionsError("--today: expected a date YYYY-MM-DD (like 2026-05-14), found '\(v)'")
                }
                o.today = date
            case "--state-file": o.stateFile = try value(name, inline)
            case "--screenshot": o.screenshotPath = try value(name, inline)
            case "--frames": o.framesDirectory = try value(name, inline)
            case "--fps":
                let v = try value(name, inline)
                guard let f = Double(v), f.isFinite, f >= 1, f <= 240 else {
                    throw OptionsError("--fps: expected a number from 1 to 240, found '\(v)'")
                }
                o.fps = f
            case "--quit-after":
                let v = try value(name, inline)
                guard let s = Double(v), s.isFinite, s > 0 else {
                    throw OptionsError("--quit-after: expected a positive number of seconds, found '\(v)'")
                }
                o.quitAfter = s
            default:
                throw OptionsError("unknown option '\(arg)' (see --help)")
            }
            i += 1
        }
        if o.framesDirectory != nil && !o.headless {
            throw OptionsError("--frames needs --headless (frames are rendered on the virtual clock)")
        }
        if o.recordPath != nil && o.headless {
            throw OptionsError("--record records a window session: it cannot be combined with --headless")
        }
        return o
    }

    private static func names<T: RawRepresentable>(_ all: [T]) -> String where T.RawValue == String {
        all.map(\.rawValue).joined(separator: ", ")
    }

    /// The `--help` text.
    public static let usage = """
        riffle-gallery: the Riffle scenes on Linux (SDL2).

        USAGE: riffle-gallery [options]

        Window:
          --scene NAME          trips, onboarding, loop, wallet, home or calendar (default trips)
          --snap POLICY         seed, paged, nearest, projected, directional or free (default: paged)
          --motion STYLE        preset or ios: the presets' springs and curves (the seeds'), or iOS's feel
                                (default preset; seed is the same as preset; M switches)
          --items N             cards in the loop scene, 1 to 1000000 (default 12)
          --rtl                 right-to-left: mirror the carousels, the calendar and the home screen
          --size WxH            window size in points, 320x568 to 1024x1366 (default 390x844); the window
                                resizes within the same range and the scenes lay out again
          --scale S             pixels per point, 0.5 to 4 (default 1; 2 for HiDPI); lowered to fit the screen
          --no-picker           hide the scene picker (P shows it again; 1-6 still pick scenes)
          --inspect             show the inspector over the scene's track (I toggles it): velocity, projected
                                end, candidate snaps, the chosen one with the policy's numbers, the settle curve
          --trace FILE          write one JSON line per frame: each track's position, velocity, phase, target,
                                its cause and the release decision
          --renderer R          software or accelerated (default software)
          --state-file FILE     write the state JSON to FILE whenever motion settles and on exit
          --quit-after S        quit after S seconds
          --record FILE         record the session (every mouse, touch, wheel and key input with its time, resizes,
                                every frame drawn, the options above) as a Riffle recording, written on quit
          --today YYYY-MM-DD    the calendar's today (default: the local date; recordings keep it)

        Headless and scripted:
          --headless            no window: render offscreen to a software surface
          --replay FILE         feed a gesture script (on a virtual 60 Hz clock when headless), or replay a
                                --record file: the same inputs at the same times, the same frames at the recorded
                                times; its header's options apply unless given on the command line. In the window:
                                K pauses and resumes, '.' steps a frame forward and ',' a frame back while paused
          --state               print the final state as one JSON object on stdout
          --screenshot FILE     save the final frame as PNG
          --frames DIR          save every frame as DIR/frame-00000.png … (needs --headless)
          --fps N               frames per second of the virtual clock (default 60)
          --stats               print frame-time percentiles (p50/p95/p99) on stderr at the end (in the window:
                                the frames drawn while something moves, drawing and presenting)
          --data-dir DIR        keep the wallet order and home layout in DIR (default: $XDG_DATA_HOME/riffle-gallery;
                                a temporary directory with --headless)
          --reset               forget the stored wallet order and home layout
          --plot DIR            render each preset's motion curves (position and velocity against time for a
                                standard flick, preset and iOS motion) to DIR/motion-<preset>.png, then exit

        Keys: 1-6 pick a scene, left/right page, Enter/Space activate, Esc close, Tab focus, M motion, P picker,
        I inspector, N / Delete add / remove a wallet card.
        Script lines: <ms> down|move|up <x> <y> · <ms> cancel · <ms> key <name> · <ms> wheel <dx> <dy>
          (LF or CRLF line ends; times never decrease and are at most 600000 ms, 10 minutes of virtual time)

        Exit status: 0 success; 2 a bad option, an unreadable or bad script (FILE: line N: …), or a --state-file
        or --screenshot path that cannot be written (checked before anything runs); 1 a failure while running
        (no display, rendering, writing a frame, the screenshot or the state file).
        """
}
