import Riffle

/// Drives any component's host (a `ComponentHost<Pager>`, `ComponentHost<CardStack>` or
/// `ComponentHost<HomeScreen>`) with gestures on a virtual clock, one frame at a time, and keeps what it reported
/// and drew: a test of a carousel that runs with `swift test` anywhere, no simulator, no display.
///
/// The driver is a front end like a SwiftUI view: at each frame it hands the inputs that arrived to the host
/// (through `ComponentHost/replay(_:at:)`, the calls a view makes), advances the host to the frame's
/// time and reads its placements. Frame `k` is at `startTime + k / frameRate`; a gesture's samples arrive on the
/// frames it spans, as a touch screen delivers them. Everything the driver does is also written to
/// ``recording``, so a failing test can save the session as a file that `RecordingReplayer` replays.
///
/// ```swift
/// var driver = GestureDriver(
///     ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips())), viewport: Vector(x: 390, y: 844))
/// driver.flick(from: Point(x: 300, y: 400), velocity: Vector(x: -1500, y: 0))
/// driver.settle()
/// driver.host.index   // 3
/// ```
///
/// - Complexity: Each frame costs one `ComponentHost/advance(to:)` and one
///   `ComponentHost/placements(at:)`; ``frames`` keeps every frame (O(frames × placements) memory).
public struct GestureDriver<Component: Interactive>: Sendable {
    /// One frame: its time, what the host reported since the previous frame, and what it drew.
    public typealias Frame = RecordingReplayer<Component>.Frame

    /// The host, as the gestures so far left it.
    public private(set) var host: ComponentHost<Component>
    /// Frames per second of the virtual display (positive and finite; other values count as 60).
    public let frameRate: Double
    /// The time of frame 0, in seconds.
    public let startTime: Double
    /// The number of the current frame (0 for the first).
    public internal(set) var frameNumber = 0
    /// Every frame so far, oldest first.
    public private(set) var frames: [Frame] = []
    /// Everything the driver handed to the host, with a `frame` line per frame: replays to the same frames.
    public private(set) var recording: Recording
    /// Outputs of inputs since the last frame (reported with the next one).
    var pending: [Component.Event] = []
    /// Where the touch SwiftUI is delivering began (``changed(to:start:)``), or nil between touches.
    var swiftUIStart: Point?
    /// Whether that touch's gesture state reset without an end yet.
    var swiftUIResetPending = false

    /// Creates a driver and draws frame 0 at `startTime`.
    ///
    /// - Parameters:
    ///   - host: The host, built as the app builds it.
    ///   - viewport: The view's size, handed to the host before frame 0 (nil when the host already has one).
    ///   - frameRate: Frames per second (60 when not positive and finite).
    ///   - startTime: The time of frame 0, in seconds (0 when not finite or negative).
    public init(
        _ host: ComponentHost<Component>, viewport: Vector? = nil, frameRate: Double = 60, startTime: Double = 0
    ) {
        self.host = host
        self.frameRate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        self.startTime = startTime.isFinite && startTime >= 0 ? startTime : 0
        self.recording = Recording(header: Recording.Header(viewport: viewport), isComplete: true)
        if let viewport { send(.viewport(viewport)) }
        drawFrame()
    }

    /// The current frame's time, in seconds.
    public var time: Double { startTime + Double(frameNumber) / frameRate }

    /// One frame's length, in seconds.
    public var frameInterval: Double { 1 / frameRate }

    /// The latest frame's placements.
    public var placements: [Component.Placement] { frames.last?.placements ?? [] }

    /// Every output so far, oldest first (those of inputs after the latest frame last).
    ///
    /// - Complexity: O(outputs).
    public var outputs: [Component.Event] { frames.flatMap(\.outputs) + pending }

    /// Hands one input to the host at the current frame's time (it shows in the next frame).
    ///
    /// - Parameter event: The input.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func send(_ event: Recording.Event) -> [Component.Event] {
        let at = recording.record(event, at: time)
        let outputs = host.replay(event, at: at)
        pending += outputs
        return outputs
    }

    /// Hands one input to the host at exactly `time`, between frames when it falls between them: the frames before
    /// it run first (``wait(until:)``), and it shows in the next frame.
    ///
    /// A touch screen samples faster than the display (a 240 Hz digitizer), and a test may pin an input's time. A
    /// time before the current frame's, or not finite, counts as the current frame's; so does a time more than
    /// four hours ahead, after four hours of frames (see ``wait(_:)``).
    ///
    /// - Parameters:
    ///   - event: The input.
    ///   - time: Its time, in seconds.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func send(_ event: Recording.Event, at time: Double) -> [Component.Event] {
        let reachable = time.isFinite && time - self.time <= maximumWait
        wait(until: time)
        let at = recording.record(event, at: reachable ? Swift.max(time, self.time) : self.time)
        let outputs = host.replay(event, at: at)
        pending += outputs
        return outputs
    }

    /// The touch in progress is the component's drag: a pan recognizer began.
    ///
    /// See `ComponentHost.claimTouch()`. Not recorded: a replay decides the claim by the host's own distance rule.
    public mutating func claimTouch() {
        host.claimTouch()
    }

    /// Moves the clock one frame on and draws it.
    ///
    /// - Returns: The frame.
    @discardableResult
    public mutating func nextFrame() -> Frame {
        frameNumber += 1
        return drawFrame()
    }

    /// Runs frames for `seconds` of virtual time (rounded up to whole frames; nothing for 0 or less, or not
    /// finite).
    ///
    /// One call runs at most four hours of frames (a longer wait runs four hours): longer than any motion the
    /// library starts takes to end (the longest, a card stack's staggered entrance, ends within two hours), and
    /// short enough that a mistyped time cannot hang a test or fill its memory with frames.
    ///
    /// - Parameter seconds: How long to wait.
    public mutating func wait(_ seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let count = Int((Swift.min(seconds, maximumWait) * frameRate - 1e-9).rounded(.up))
        for _ in 0..<count { nextFrame() }
    }

    /// Runs the frames before `time`, so that the next frame is the first at or after it (nothing when it is not
    /// later than the next frame, or not finite).
    ///
    /// Like ``wait(_:)``, one call runs at most four hours of frames: a later time stops there.
    ///
    /// - Parameter time: A time, in seconds.
    public mutating func wait(until time: Double) {
        guard time.isFinite else { return }
        let end = Swift.min(time, self.time + maximumWait)
        while startTime + Double(frameNumber + 1) / frameRate < end { nextFrame() }
    }

    /// The most virtual time one call of ``wait(_:)``, ``wait(until:)`` or ``send(_:at:)`` runs frames for: four
    /// hours.
    var maximumWait: Double { 4 * 3600 }

    /// How many frames a gesture of `duration` seconds spans: at least one (also for a duration that is not
    /// finite, zero or negative), at most four hours' worth (``wait(_:)``), to the nearest frame or up.
    func frameCount(spanning duration: Double, roundingUp: Bool = false) -> Int {
        guard duration.isFinite else { return 1 }
        let frames = Swift.min(Swift.max(duration, 0), maximumWait) * frameRate
        return Swift.max(1, Int(roundingUp ? (frames - 1e-9).rounded(.up) : frames.rounded()))
    }

    /// Runs frames until the host is at rest (nothing moves, no deadline pending) or `timeout` seconds passed.
    ///
    /// - Parameter timeout: The longest wait, in seconds.
    /// - Returns: Whether the host came to rest.
    @discardableResult
    public mutating func settle(timeout: Double = 10) -> Bool {
        let end = time + (timeout.isFinite ? Swift.max(timeout, 0) : 10)
        while !host.isIdle {
            guard time < end else { return false }
            nextFrame()
        }
        return true
    }

    /// Advances the host to the current time, reads its placements and keeps the frame.
    @discardableResult
    mutating func drawFrame() -> Frame {
        let at = recording.record(.frame, at: time)
        pending += host.replay(.frame, at: at)
        let frame = Frame(time: at, outputs: pending, placements: host.placements(at: at))
        pending = []
        frames.append(frame)
        return frame
    }
}
