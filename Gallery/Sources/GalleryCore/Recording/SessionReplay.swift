import Riffle

/// Plays a recorded window session (a recording with `frame` lines, as `--record` writes it) on a
/// ``GallerySession``, frame by frame: the same calls, at the same times, as the live window made.
///
/// Each ``step(_:)`` hands over the entries up to and including the next `frame` line: inputs to
/// ``GallerySession/handle(_:)``, `viewport` lines to ``GallerySession/resize(to:)``, the frame to
/// ``GallerySession/frame(at:)``. Entries after the last frame (inputs the window handled before it quit) are
/// handed over by the step that finds no more frames.
public struct SessionReplay: Sendable {
    /// The recording.
    public let recording: Recording
    /// The times of the `frame` lines, in order.
    public let frameTimes: [Double]
    /// The next entry to hand over.
    public private(set) var nextEntry = 0
    /// How many frames were played.
    public private(set) var framesPlayed = 0

    /// A replay of `recording` from its start (see ``parse(_:)`` for the checks a file gets first).
    public init(_ recording: Recording) {
        self.recording = recording
        self.frameTimes = recording.entries.compactMap { $0.event == .frame ? $0.time : nil }
    }

    /// Whether every entry was handed over.
    public var isFinished: Bool { nextEntry >= recording.entries.count }

    /// Hands over the entries up to the next frame and plays it.
    ///
    /// - Returns: The frame's time, or nil when no frame is left (the remaining entries are handed over then).
    public mutating func step(_ session: GallerySession) -> Double? {
        let entries = recording.entries
        while nextEntry < entries.count {
            let entry = entries[nextEntry]
            nextEntry += 1
            switch entry.event {
            case .frame:
                framesPlayed += 1
                return session.frame(at: entry.time)
            case .viewport(let size):
                session.resize(to: CanvasSize(width: size.x, height: size.y))
            default:
                if let input = SceneInput(recorded: entry.event, at: entry.time) { session.handle(input) }
            }
        }
        return nil
    }

    /// Plays frames until `count` frames were played (or the recording ends).
    public mutating func play(toFrame count: Int, on session: GallerySession) {
        while framesPlayed < count, step(session) != nil {}
    }

    /// Whether a recording is a window session to replay frame by frame (it has `frame` lines) rather than a
    /// gesture script.
    public static func isSession(_ recording: Recording) -> Bool {
        recording.entries.contains { $0.event == .frame }
    }

    /// Reads a recorded session from its text and checks every entry the gallery will play.
    ///
    /// - Returns: The recording, or nil when the text is not a recording with `frame` lines (a gesture script:
    ///   ``GestureScript/parse(_:)`` reads it).
    /// - Throws: ``ScriptError`` with the line: the format's errors (``Riffle/Recording/ParseError``: a missing or
    ///   unsupported version, a corrupt line, a number that is NaN or infinite, times out of order, a wrong `end`
    ///   count), a recording without its `end` line (truncated), a key the gallery does not know, a viewport outside
    ///   the supported sizes, or a line the gallery cannot play (a crown, a command, a gesture reset).
    public static func parse(_ text: String) throws(ScriptError) -> Recording? {
        guard GestureScript.isRecording(text) else { return nil }
        let recording: Recording
        do {
            recording = try Recording.parse(text)
        } catch {
            throw ScriptError(line: error.line, message: RecordingText.message(of: error))
        }
        guard isSession(recording) else { return nil }
        let lines = RecordingText.entryLines(of: text)
        func line(_ index: Int) -> Int { index < lines.count ? lines[index] : 1 }
        for (index, entry) in recording.entries.enumerated() {
            switch entry.event {
            case .frame: continue
            case .viewport(let size):
                guard GalleryOptions.supportedWidths.contains(size.x), GalleryOptions.supportedHeights.contains(size.y)
                else {
                    throw ScriptError(
                        line: line(index),
                        message: "viewport \(size.x)x\(size.y) is outside the supported sizes (320x568 to 1024x1366)")
                }
            case .key(let name):
                guard GalleryKey(rawValue: name) != nil else {
                    let names = GalleryKey.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ScriptError(line: line(index), message: "unknown key '\(name)' (expected one of \(names))")
                }
            default:
                guard SceneInput(recorded: entry.event, at: entry.time) != nil else {
                    throw ScriptError(
                        line: line(index), message: "'\(entry.event.keyword)' is not an input the gallery records")
                }
            }
        }
        guard recording.isComplete else {
            throw ScriptError(
                line: RecordingText.lineCount(of: text),
                message: "the recording has no 'end <count>' line: it is truncated")
        }
        return recording
    }
}
