import RiffleTesting

@testable import Riffle

extension GestureDriver where Component == Track {
    /// A driver of `track` at 120 Hz from time 0: pointer 1 touches it at the times a test gives.
    init(_ track: Track) {
        self.init(ComponentHost(track), frameRate: 120)
    }

    /// The track, as the driver left it.
    var track: Track { host.component }

    /// Changes the track with a call no front end makes through the host (a relayout, a reconfiguration, a
    /// cancellation), then drives on from the latest input's time with a new driver, whose outputs start with what
    /// the change reported.
    mutating func change(_ body: (inout Track) -> Void) {
        var track = host.component
        body(&track)
        self = GestureDriver(ComponentHost(track), frameRate: frameRate, startTime: track.time)
    }

    /// Pointer 1 goes down at `x` (y = 400) at exactly `t`, after the frames before it.
    mutating func down(_ x: Double, at t: Double) {
        send(.down(Point(x: x, y: 400), pointer: 1), at: t)
    }

    /// Pointer 1 moves to `x` at exactly `t`.
    mutating func move(_ x: Double, at t: Double) {
        send(.move(Point(x: x, y: 400), pointer: 1), at: t)
    }

    /// Pointer 1 lifts at `x` at exactly `t`.
    mutating func up(_ x: Double, at t: Double) {
        send(.up(Point(x: x, y: 400), pointer: 1), at: t)
    }

    /// A straight drag from `from` to `to` over `duration`, sampled every 8 ms (faster than the frames, as a
    /// touch screen samples), released at the end.
    mutating func drag(from: Double, to: Double, start: Double, duration: Double, release: Bool = true) {
        down(from, at: start)
        let steps = Swift.max(1, Int((duration / 0.008).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(from + (to - from) * f, at: start + duration * f)
        }
        if release { up(to, at: start + duration) }
    }

    /// A tap at `x`: down at `t`, up 0.05 s later.
    mutating func tap(_ x: Double, at t: Double) {
        down(x, at: t)
        up(x, at: t + 0.05)
    }
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

extension SnapItemRanges {
    /// Whether the ranges are computed on demand rather than stored (the layout's memory does not grow with the
    /// number of snaps).
    var isComputed: Bool {
        if case .counted = self { return true }
        return false
    }
}

extension TrackDiagnostic {
    /// Whether the diagnostic means the track cannot work as configured (as opposed to a notice).
    var isError: Bool {
        switch self {
        case .noItems, .invalidViewport, .invalidSpan, .unorderedSpans, .invalidInset, .extentTooLarge,
            .unorderedSnaps:
            return true
        case .loopImpossible(_, _, let repeating): return !repeating
        case .groupSizeDoesNotDivideCount, .overlappingSpans, .ringCopiesCapped, .visibleItemsCapped: return false
        }
    }
}

extension SnapOffsets {
    /// Whether the offsets are computed on demand rather than stored (the layout's memory does not grow with
    /// the number of snaps).
    var isComputed: Bool {
        if case .rule = storage { return true }
        return false
    }
}
