import Riffle

extension GestureDriver {
    /// Puts the finger down at a view point, at the current time.
    ///
    /// - Parameter point: Where, in view points.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func down(at point: Point) -> [Component.Event] {
        send(.down(point, pointer: 0))
    }

    /// Moves the finger to a view point, at the current time.
    ///
    /// - Parameter point: Where, in view points.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func move(to point: Point) -> [Component.Event] {
        send(.move(point, pointer: 0))
    }

    /// Lifts the finger at a view point, at the current time.
    ///
    /// - Parameter point: Where, in view points.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func up(at point: Point) -> [Component.Event] {
        send(.up(point, pointer: 0))
    }

    /// The system takes the touch away, at the current time.
    ///
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func cancel() -> [Component.Event] {
        send(.cancel(pointer: 0))
    }

    /// A drag in a straight line at constant speed: down at `start` now, a move on each of the frames that
    /// `duration` spans (at least one), and (when `lift`) the finger lifts at `end` on the last of them.
    ///
    /// The finger moves `end − start` in `n = max(1, round(duration × frameRate))` frames: at frame `i` it is
    /// at `start + (end − start) × i / n`. A slow drag (a second or more) lifts with almost no velocity.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in view points.
    ///   - end: Where it ends.
    ///   - duration: How long the move takes, in seconds.
    ///   - lift: Whether the finger lifts at the end (false leaves it down, holding the content).
    public mutating func drag(from start: Point, to end: Point, duration: Double = 0.5, lift: Bool = true) {
        let count = frameCount(spanning: duration)
        down(at: start)
        for i in 1...count {
            frameNumber += 1
            let fraction = Double(i) / Double(count)
            let point =
                i == count
                ? end : Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            move(to: point)
            if i == count, lift { up(at: end) }
            drawFrame()
        }
    }

    /// A flick: down at `start`, the finger moving at `velocity` on every frame of `duration` (at least one),
    /// lifting on the last, so the host's velocity estimate is `velocity`.
    ///
    /// At frame `i` after the down the finger is at `start + velocity × i / frameRate`.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in view points.
    ///   - velocity: The finger's velocity, in points per second.
    ///   - duration: How long the finger moves before it lifts, in seconds (default 0.1).
    public mutating func flick(from start: Point, velocity: Vector, duration: Double = 0.1) {
        let count = frameCount(spanning: duration)
        down(at: start)
        for i in 1...count {
            frameNumber += 1
            let elapsed = Double(i) / frameRate
            let point = Point(x: start.x + velocity.x * elapsed, y: start.y + velocity.y * elapsed)
            move(to: point)
            if i == count { up(at: point) }
            drawFrame()
        }
    }

    /// A tap: down now, up at the same point on the next frame.
    ///
    /// - Parameter point: Where, in view points.
    public mutating func tap(at point: Point) {
        down(at: point)
        frameNumber += 1
        up(at: point)
        drawFrame()
    }

    /// A long press: down now, held still for `duration` (whole frames, rounded up), then (when `lift`) lifted.
    ///
    /// - Parameters:
    ///   - point: Where, in view points.
    ///   - duration: How long the finger stays down, in seconds (default 0.6, past the usual 0.5 s).
    ///   - lift: Whether the finger lifts at the end (false leaves it down: a lifted card can then be dragged
    ///     with ``move(to:)`` and ``nextFrame()``).
    public mutating func longPress(at point: Point, duration: Double = 0.6, lift: Bool = true) {
        down(at: point)
        let count = frameCount(spanning: duration, roundingUp: true)
        for i in 1...count {
            frameNumber += 1
            if i == count, lift { up(at: point) }
            drawFrame()
        }
    }
}
