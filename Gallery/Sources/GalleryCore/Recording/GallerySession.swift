import Riffle

/// A ``Gallery`` driven the way the window drives it, with every call kept as a Riffle ``Riffle/Recording``.
///
/// The window (live or `--record`), the headless replay of a recording and the tests all go through a session:
/// ``handle(_:)`` for an input, ``resize(to:)`` for a new window size, ``frame(at:)`` before drawing a frame. A
/// session hands the gallery nothing else, so replaying its recording (``SessionReplay``) makes exactly the same
/// calls with exactly the same times, and gives the same state and the same pixels.
///
/// Times never go back: an input stamped earlier than the latest time the session handed over (an SDL event
/// queued before the frame just drawn) is handled, and recorded, at that latest time.
public final class GallerySession {
    /// The gallery.
    public let gallery: Gallery
    /// The recording so far, or nil when the session does not record.
    public private(set) var recording: Recording?
    /// The latest time handed to the gallery, in seconds.
    public private(set) var time = 0.0
    /// How many frames the session drew (``frame(at:)`` calls).
    public private(set) var frameCount = 0

    /// Starts a session on `gallery`; with `header`, it records (the header says how to build the gallery again).
    ///
    /// The scene on screen is created now, at time 0, as the window does before its first frame.
    public init(gallery: Gallery, recording header: Recording.Header? = nil) {
        self.gallery = gallery
        self.recording = header.map { Recording(header: $0, entries: [], isComplete: false) }
        _ = gallery.scene
    }

    /// The recording's header for a gallery built from `options`, at `scale` pixels per point.
    ///
    /// Settings (each a `setting` line): `scene`, `snap` (left out for each scene's default), `motion`, `items`,
    /// `rtl`, `picker`, `inspect` and `today`; the viewport is the window size in points. ``GalleryOptions``'s
    /// `init(header:)` reads them back.
    public static func header(for gallery: Gallery, options: GalleryOptions, scale: Double) -> Recording.Header {
        var settings = [Recording.Setting("scene", options.scene.rawValue)]
        if let snap = options.snap { settings.append(Recording.Setting("snap", snap.rawValue)) }
        settings += [
            Recording.Setting("motion", options.motion.rawValue),
            Recording.Setting("items", String(options.items)),
            Recording.Setting("rtl", String(options.rightToLeft)),
            Recording.Setting("picker", String(options.showsPicker)),
            Recording.Setting("inspect", String(options.inspect)),
            Recording.Setting("today", gallery.today.description),
        ]
        return Recording.Header(
            component: GallerySession.component, settings: settings,
            viewport: Vector(x: gallery.size.width, y: gallery.size.height), scale: scale)
    }

    /// The header's component word for gallery sessions.
    public static let component = "gallery"

    /// Hands one input to the gallery at its time (never earlier than ``time``) and records it.
    ///
    /// - Returns: The input as handled (its timestamp possibly moved forward).
    @discardableResult
    public func handle(_ input: SceneInput) -> SceneInput {
        let t = nextTime(input.timestamp)
        let stamped = input.stamped(t)
        recording?.record(stamped.recordedEvent, at: t)
        gallery.handle(stamped)
        return stamped
    }

    /// Lays the gallery out for a new window size (in points) and records it as a `viewport` line; unusable
    /// sizes are ignored.
    public func resize(to size: CanvasSize) {
        guard size.isUsable else { return }
        recording?.record(.viewport(Vector(x: size.width, y: size.height)), at: time)
        gallery.resize(to: size)
    }

    /// Advances the gallery to `t` (never earlier than ``time``) for a frame and records a `frame` line: call it
    /// once before drawing each frame.
    ///
    /// - Returns: The frame's time.
    @discardableResult
    public func frame(at t: Double) -> Double {
        let t = nextTime(t)
        recording?.record(.frame, at: t)
        gallery.advance(to: t)
        frameCount += 1
        return t
    }

    /// The recording closed with its `end` line (nil when the session does not record).
    public var finishedRecording: Recording? {
        guard var r = recording else { return nil }
        r.isComplete = true
        return r
    }

    private func nextTime(_ t: Double) -> Double {
        let clamped = t.isFinite ? min(max(t, time), PointerEvent.maximumTimestampMagnitude) : time
        time = max(time, clamped)
        return time
    }
}
