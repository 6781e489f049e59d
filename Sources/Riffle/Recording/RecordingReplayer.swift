/// Drives a component's host from a ``Recording`` and yields its frames: the same recording on the same host gives the
/// same frames, bit for bit.
///
/// With `Pacing/recorded` the frames are the recording's own `frame` lines: every entry is handed to the host
/// at its time (``ComponentHost/replay(_:at:)``), and each `frame` advances the host and reads its placements,
/// as the front end that recorded it did. With `Pacing/rate(_:settleLimit:)` (a gesture script, which has
/// no frames) frame `k` is at `k / rate` seconds; the entries due by a frame's time are handed over first, the
/// recording's own `frame` lines are skipped, and after the last entry frames go on until the host is at rest
/// or `settleLimit` seconds have passed.
///
/// ```swift
/// let recording = try Recording.parse(text)
/// var replayer = RecordingReplayer(recording, host: ComponentHost(Pager(itemCount: 13, index: 0, settings: .trips())))
/// while let frame = replayer.nextFrame() {
///     // frame.time, frame.outputs, frame.placements
/// }
/// ```
///
/// - Complexity: Each frame costs the host's calls for the entries it takes plus one ``ComponentHost/placements(at:)``.
public struct RecordingReplayer<Component: Interactive>: Sendable {
    /// One frame: its time, what the host reported since the previous frame, and what it drew.
    public struct Frame: Sendable {
        /// The frame's time, in seconds.
        public var time: Double
        /// What the host reported since the previous frame, oldest first.
        public var outputs: [Component.Event]
        /// What the host drew.
        public var placements: [Component.Placement]

        /// Creates a frame.
        ///
        /// - Parameters:
        ///   - time: The time, in seconds.
        ///   - outputs: The outputs since the previous frame.
        ///   - placements: The placements.
        public init(time: Double, outputs: [Component.Event], placements: [Component.Placement]) {
            self.time = time
            self.outputs = outputs
            self.placements = placements
        }
    }

    /// Where the frames come from.
    enum Pacing: Hashable, Sendable {
        /// The recording's `frame` lines.
        case recorded
        /// A fixed rate, in frames per second (values that are not positive and finite count as 60), going on
        /// after the last entry until the host is at rest, at most `settleLimit` seconds.
        case rate(Double, settleLimit: Double)
    }

    /// The host, as the frames so far left it.
    public private(set) var host: ComponentHost<Component>
    /// Outputs of entries handed over since the last frame (with `Pacing/recorded`, what followed the last
    /// `frame` line of the recording).
    private(set) var unframedOutputs: [Component.Event] = []
    /// How many frames were produced.
    private(set) var frameCount = 0
    /// The recording's entries.
    let entries: [Recording.Entry]
    /// The pacing.
    let pacing: Pacing
    /// The next entry to hand over.
    var nextEntry = 0

    /// Creates a replayer whose frames are the recording's own `frame` lines.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - host: The host, built as the recording's header says.
    public init(_ recording: Recording, host: ComponentHost<Component>) {
        self.init(recording, host: host, pacing: .recorded)
    }

    /// Creates a replayer.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - host: The host, built as the recording's header says.
    ///   - pacing: Where the frames come from.
    init(_ recording: Recording, host: ComponentHost<Component>, pacing: Pacing) {
        self.entries = recording.entries
        self.host = host
        self.pacing = pacing
    }

    /// Whether every entry has been handed over.
    var isFinished: Bool { nextEntry >= entries.count }

    /// The next frame, or nil when there is none.
    ///
    /// - Returns: The frame.
    /// - Complexity: O(entries up to the frame) host calls.
    public mutating func nextFrame() -> Frame? {
        switch pacing {
        case .recorded:
            while nextEntry < entries.count {
                let entry = entries[nextEntry]
                nextEntry += 1
                unframedOutputs += host.replay(entry.event, at: entry.time)
                if entry.event == .frame { return takeFrame(at: entry.time) }
            }
            return nil
        case .rate(let rate, let settleLimit):
            let fps = rate.isFinite && rate > 0 ? rate : 60
            let time = Double(frameCount) / fps
            if isFinished, frameCount > 0 {
                let last = entries.last?.time ?? 0
                let previous = Double(frameCount - 1) / fps
                if host.isIdle || !(previous < last + settleLimit) { return nil }
            }
            while nextEntry < entries.count, entries[nextEntry].time <= time {
                let entry = entries[nextEntry]
                nextEntry += 1
                if entry.event != .frame { unframedOutputs += host.replay(entry.event, at: entry.time) }
            }
            unframedOutputs += host.advance(to: time)
            return takeFrame(at: time)
        }
    }

    /// Every remaining frame.
    ///
    /// - Returns: The frames, in order.
    /// - Complexity: O(frames × placements).
    mutating func remainingFrames() -> [Frame] {
        var frames: [Frame] = []
        while let frame = nextFrame() { frames.append(frame) }
        return frames
    }

    /// Reads the frame at `time` and clears the outputs it carries.
    mutating func takeFrame(at time: Double) -> Frame {
        let frame = Frame(time: time, outputs: unframedOutputs, placements: host.placements(at: time))
        unframedOutputs = []
        frameCount += 1
        return frame
    }
}

extension RecordingReplayer.Frame: Equatable where Component.Event: Equatable, Component.Placement: Equatable {}

extension RecordingReplayer.Frame: Hashable where Component.Event: Hashable, Component.Placement: Hashable {}
