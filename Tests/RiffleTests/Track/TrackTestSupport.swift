@testable import Riffle

/// A tiny gesture-script driver for tracks: pointer events at explicit times, frames at 120 Hz.
struct TrackDriver {
    var track: Track
    var time = 0.0
    var events: [Track.Event] = []
    var y = 400.0

    init(_ track: Track) { self.track = track }

    mutating func down(_ x: Double, at t: Double) {
        frames(until: t)
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: x, y: y), timestamp: t))
        collect()
    }

    mutating func move(_ x: Double, at t: Double) {
        frames(until: t)
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: x, y: y), timestamp: t))
        collect()
    }

    mutating func up(_ x: Double, at t: Double) {
        frames(until: t)
        track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: x, y: y), timestamp: t))
        collect()
    }

    /// A straight drag from `from` to `to` over `duration`, sampled every 8 ms, released at the end.
    mutating func drag(from: Double, to: Double, start: Double, duration: Double, release: Bool = true) {
        down(from, at: start)
        let steps = Swift.max(1, Int((duration / 0.008).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(from + (to - from) * f, at: start + duration * f)
        }
        if release { up(to, at: start + duration) }
    }

    mutating func tap(_ x: Double, at t: Double) {
        down(x, at: t)
        up(x, at: t + 0.05)
    }

    /// Advances frame by frame (120 Hz) up to `t`.
    mutating func frames(until t: Double) {
        while time + 1.0 / 120 < t {
            time += 1.0 / 120
            track.advance(to: time)
            collect()
        }
        time = Swift.max(time, t)
    }

    /// Runs frames until the track rests (at most `limit` seconds).
    mutating func settle(limit: Double = 10) {
        let end = time + limit
        while track.needsFrames, time < end {
            time += 1.0 / 120
            track.advance(to: time)
            collect()
        }
    }

    mutating func collect() { events += track.takeEvents() }
}

extension Track {
    /// 13 full-width pages of 390 (seed 000's geometry), leading-aligned.
    static func pages(
        count: Int = 13, policy: SnapPolicy = .default, spring: Spring = Spring(response: 0.5, dampingRatio: 0.825),
        initialIndex: Int = 0
    ) -> Track {
        Track(
            viewportLength: 390, items: .uniform(count: count, length: 390, spacing: 0),
            configuration: .init(
                layout: .init(alignment: .leading), snapPolicy: policy, spring: spring),
            initialIndex: initialIndex)
    }
}
