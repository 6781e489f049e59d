import Riffle

extension GestureDriver {
    /// One notch of a mouse wheel (or several), at the current time: positive `dx` or `dy` is the next page.
    ///
    /// - Parameters:
    ///   - dx: Horizontal notches.
    ///   - dy: Vertical notches.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func wheel(dx: Double = 0, dy: Double) -> [Component.Event] {
        send(.scroll(Vector(x: dx, y: dy), .notch))
    }

    /// A two-finger trackpad scroll of `delta` points spread evenly over the frames of `duration`: `began` now,
    /// a `changed` on each frame, `ended` on the last.
    ///
    /// - Parameters:
    ///   - delta: The whole scroll, in points (positive `x` scrolls towards the content on the right).
    ///   - duration: How long the fingers move, in seconds.
    public mutating func scroll(by delta: Vector, duration: Double = 0.2) {
        let count = frameCount(spanning: duration)
        let step = Vector(x: delta.x / Double(count), y: delta.y / Double(count))
        send(.scroll(.zero, .began))
        for i in 1...count {
            frameNumber += 1
            send(.scroll(step, .changed))
            if i == count { send(.scroll(.zero, .ended)) }
            drawFrame()
        }
    }

    /// A key command (arrow, Page Up/Down, Home, End), at the current time.
    ///
    /// - Parameter command: The command.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func key(_ command: KeyCommand) -> [Component.Event] {
        send(.key(Recording.Event.keyName(command)))
    }

    /// A move command (arrow keys, a TV remote), at the current time.
    ///
    /// - Parameter direction: The direction.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func key(_ direction: MoveDirection) -> [Component.Event] {
        send(.key(direction.rawValue))
    }

    /// A Digital Crown rotation, in full turns (positive clockwise), at the current time.
    ///
    /// - Parameter turns: The rotation.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func crown(_ turns: Double) -> [Component.Event] {
        send(.crown(turns))
    }

    /// One of the component's typed commands, at the current time.
    ///
    /// For a pager, `driver.send(.select(index: 3, animated: true))`. The command is recorded as its typed line
    /// (`Recording.Event.init(typed:)`) and carried out by replaying that line, so the session's recording replays
    /// it the same way. A command that cannot be written as a line is ignored.
    ///
    /// - Parameter command: The command.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func send(_ command: Component.Command) -> [Component.Event] {
        guard let line = Recording.Event(typed: command) else { return [] }
        return send(line)
    }

    /// One of the component's typed commands at exactly `time`, between frames when it falls between them: recorded
    /// and carried out as its typed line, as at the current time, after the frames before it.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func send(_ command: Component.Command, at time: Double) -> [Component.Event] {
        guard let line = Recording.Event(typed: command) else { return [] }
        return send(line, at: time)
    }
}
