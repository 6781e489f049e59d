/// Feeds a gesture script to a ``Gallery`` on a virtual clock, one frame at a time.
public enum ReplayDriver {
    /// How a replay ended.
    public struct Outcome: Equatable, Sendable {
        /// Frames produced (at least 1).
        public var frames: Int
        /// The virtual time of the last frame, in seconds.
        public var endTime: Double
        /// Whether every motion settled (false: stopped by the time limit).
        public var settled: Bool

        /// Creates an outcome.
        public init(frames: Int, endTime: Double, settled: Bool) {
            self.frames = frames
            self.endTime = endTime
            self.settled = settled
        }
    }

    /// Runs `script` on `gallery`, one frame at a time.
    ///
    /// Frame `k` is at `k / fps` seconds; every event due by a frame's time is handled (at its own timestamp) before
    /// that frame. After the last event the clock runs on until the scene is at rest (``Gallery/isSettled``), at most `settleLimit` seconds past
    /// the last event. `frame` is called for every frame with `(k, time)`.
    public static func run(
        _ script: GestureScript,
        on gallery: Gallery,
        fps: Double = 60,
        settleLimit: Double = 10,
        frame: (Int, Double) -> Void = { _, _ in }
    ) -> Outcome {
        let rate = fps.isFinite && fps > 0 ? fps : 60
        let events = script.events
        var next = 0
        var k = 0
        while true {
            let t = Double(k) / rate
            while next < events.count, events[next].time <= t {
                gallery.handle(events[next].input)
                next += 1
            }
            gallery.advance(to: t)
            frame(k, t)
            if next == events.count {
                if gallery.isSettled { return Outcome(frames: k + 1, endTime: t, settled: true) }
                if t >= script.duration + settleLimit { return Outcome(frames: k + 1, endTime: t, settled: false) }
            }
            k += 1
        }
    }
}
