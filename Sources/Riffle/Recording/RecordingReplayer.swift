/// Drives a component's host from a ``Recording`` and yields its frames: the same recording on the same host gives the
/// same frames, bit for bit.
///
/// The frames are the recording's own `frame` lines: every entry is handed to the host at its time
/// (``ComponentHost/replay(_:at:)``), and each `frame` advances the host and reads its placements, as the front
/// end that recorded it did. A gesture script, which has no frames, is played at a fixed frame rate by
/// `GestureDriver` (RiffleTesting): each line sent at its time, frames until the host is at rest.
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

    /// The host, as the frames so far left it.
    public private(set) var host: ComponentHost<Component>
    /// Outputs of entries handed over since the last frame (what followed the last `frame` line of the
    /// recording).
    private(set) var unframedOutputs: [Component.Event] = []
    /// The recording's entries.
    let entries: [Recording.Entry]
    /// The next entry to hand over.
    var nextEntry = 0

    /// Creates a replayer whose frames are the recording's own `frame` lines.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - host: The host, built as the recording's header says.
    public init(_ recording: Recording, host: ComponentHost<Component>) {
        self.entries = recording.entries
        self.host = host
    }

    /// The next frame, or nil when there is none.
    ///
    /// - Returns: The frame.
    /// - Complexity: O(entries up to the frame) host calls.
    public mutating func nextFrame() -> Frame? {
        while nextEntry < entries.count {
            let entry = entries[nextEntry]
            nextEntry += 1
            unframedOutputs += host.replay(entry.event, at: entry.time)
            guard entry.event == .frame else { continue }
            // The frame carries the outputs since the previous one, and clears them.
            defer { unframedOutputs = [] }
            return Frame(time: entry.time, outputs: unframedOutputs, placements: host.placements(at: entry.time))
        }
        return nil
    }
}

extension RecordingReplayer.Frame: Equatable where Component.Event: Equatable, Component.Placement: Equatable {}

extension RecordingReplayer.Frame: Hashable where Component.Event: Hashable, Component.Placement: Hashable {}
