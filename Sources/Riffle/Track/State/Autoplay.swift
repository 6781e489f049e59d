/// Autoplay: advance one snap forward every `interval` seconds while nobody interacts.
///
/// Autoplay always moves forward (on a bounded track it rewinds to the first snap after the last), pauses while a
/// pointer is down, while the track moves, while accessibility focus is inside the track and while the user has
/// paused it (`Track/setAutoplayPaused(_:at:)`, WCAG 2.2.2), and resumes with a fresh interval afterwards. Its moves are reported with ``Track/Cause/autoplay`` and are not announced.
public struct Autoplay: Hashable, Sendable, Codable {
    /// Seconds between moves (values below 0.1 or non-finite mean 0.1).
    public var interval: Double

    /// Creates an autoplay configuration.
    ///
    /// - Parameter interval: Seconds between moves. Default 4 (Embla's autoplay delay).
    public init(interval: Double = 4) {
        self.interval = interval.isFinite ? Swift.max(interval, 0.1) : 0.1
    }
}

/// Autoplay's running state inside a track.
struct AutoplayState: Sendable {
    var configuration: Autoplay?
    /// When the next move is due (nil while paused by interaction or focus).
    var due: Double?
    var isFocusInside = false
    /// Whether the user paused autoplay (until they resume it).
    var isPaused = false

    init(configuration: Autoplay?, time: Double) {
        self.configuration = configuration
        if let configuration { due = time + configuration.interval }
    }

    func deadline(phase: Track.Phase, isPointerDown: Bool) -> Double? {
        guard configuration != nil, !isFocusInside, !isPaused, !isPointerDown, phase == .idle else { return nil }
        return due
    }

    /// No move is due until ``interactionEnded(at:)``: an interaction, or autoplay's own move, is in progress
    /// (the next interval starts when it ends).
    mutating func interactionBegan() {
        due = nil
    }

    mutating func interactionEnded(at time: Double) {
        guard let configuration, !isFocusInside, !isPaused else { return }
        due = time + configuration.interval
    }

    /// Sets accessibility focus (``isFocusInside``) or the user's pause (``isPaused``): either holds autoplay, and
    /// its release starts a fresh interval.
    mutating func set(_ hold: WritableKeyPath<AutoplayState, Bool>, _ value: Bool, at time: Double) {
        guard value != self[keyPath: hold] else { return }
        self[keyPath: hold] = value
        if value { due = nil } else { interactionEnded(at: time) }
    }

    /// New options: the clock starts again at `time`; focus and the user's pause stay.
    mutating func reconfigure(_ newConfiguration: Autoplay?, at time: Double) {
        let (focused, paused) = (isFocusInside, isPaused)
        self = AutoplayState(configuration: newConfiguration, time: time)
        isFocusInside = focused
        isPaused = paused
        if focused || paused { due = nil }
    }
}
