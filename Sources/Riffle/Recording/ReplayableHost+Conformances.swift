extension TrackHost: ReplayableHost {
    /// A track's placements are its visible items.
    public typealias Placement = ItemPlacement

    /// Hands one recorded input to the track's host.
    ///
    /// Pointer lines go as ``ReplayableHost`` says; keys
    /// (`handle(_:at:)` for the key commands, ``moveCommand(_:at:)`` for `left`, `right`, `up`, `down`,
    /// ``selectCommand(at:)`` for `select`); scrolls (`handle(_:)` with a ``ScrollEvent``); crown turns
    /// (``crownRotated(by:at:)``); viewport changes (``setViewport(width:height:at:)``); the commands `select`,
    /// `scroll-to`, `increment`, `decrement` and `items`; the data changes `insert <at> <count>`,
    /// `remove <lower> <upper>` and `move-item <from> <to>` (``changeItems(_:at:)``); a measured item size
    /// `measure <index> <width> <height>` (``setMeasuredSize(_:ofItem:at:)``); a frame advances.
    ///
    /// - Parameters:
    ///   - event: The input.
    ///   - time: Its time, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: That of the call it makes.
    public mutating func replay(_ event: Recording.Event, at time: Double) -> [Output] {
        if let outputs = replayPointer(event, at: time) { return outputs }
        switch event {
        case .key(let name):
            if let key = Recording.Event.keyCommand(named: name) { return handle(key, at: time) }
            if let direction = Recording.Event.moveDirection(named: name) { return moveCommand(direction, at: time) }
            return name == "select" ? selectCommand(at: time) : []
        case .scroll(let delta, let phase):
            return handle(ScrollEvent(delta: delta, phase: phase, timestamp: time))
        case .crown(let turns):
            return crownRotated(by: turns, at: time)
        case .viewport(let size):
            return setViewport(width: size.x, height: size.y, at: time)
        case .command(let name, let arguments):
            let first = arguments.first.flatMap { Int($0) }
            let animated = arguments.dropFirst().first != "jump"
            switch (name, first) {
            case ("select", let index?): return select(index, animated: animated, at: time)
            case ("scroll-to", let index?): return scroll(toIndex: index, animated: animated, at: time)
            case ("increment", _): return accessibilityIncrement(at: time)
            case ("decrement", _): return accessibilityDecrement(at: time)
            case ("items", let count?):
                let selection = arguments.dropFirst().first.flatMap { Int($0) }
                return setItems(count: count, selecting: selection, at: time)
            case ("insert", let at?):
                guard let count = arguments.dropFirst().first.flatMap({ Int($0) }) else { return [] }
                return changeItems(.inserted(at: at, count: count), at: time)
            case ("remove", let lower?):
                guard let upper = arguments.dropFirst().first.flatMap({ Int($0) }), upper >= lower else { return [] }
                return changeItems(.removed(lower..<upper), at: time)
            case ("move-item", let from?):
                guard let to = arguments.dropFirst().first.flatMap({ Int($0) }) else { return [] }
                return changeItems(.moved(from: from, to: to), at: time)
            case ("measure", let index?):
                let numbers = arguments.dropFirst().prefix(2).compactMap { Double($0) }
                guard numbers.count == 2 else { return [] }
                return setMeasuredSize(Vector(x: numbers[0], y: numbers[1]), ofItem: index, at: time)
            default: return []
            }
        case .frame:
            return advance(to: time)
        default:
            return []
        }
    }
}

extension PagerHost: ReplayableHost {
    /// What a pager reports: its pages' outputs.
    public typealias Output = TrackHost.Output
    /// A pager's placements are its pages' (the dots are drawn from ``dots``).
    public typealias Placement = ItemPlacement

    /// Whether the pages need frames.
    public var needsFrames: Bool { pages.needsFrames }

    /// The pages' next deadline (autoplay), or nil.
    public var nextDeadline: Double? { pages.nextDeadline }

    /// The pages' placements at `time` (see ``TrackHost/placements(at:)``).
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The visible pages.
    /// - Complexity: O(visible items).
    public func placements(at time: Double) -> [ItemPlacement] {
        pages.placements(at: time)
    }

    /// Hands one recorded input to the pager.
    ///
    /// Pointer lines go to the pager's own routing (pages or dots), every
    /// other input to the pages as ``TrackHost/replay(_:at:)`` does, the dots following.
    ///
    /// - Parameters:
    ///   - event: The input.
    ///   - time: Its time, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: That of the call it makes.
    public mutating func replay(_ event: Recording.Event, at time: Double) -> [Output] {
        if let outputs = replayPointer(event, at: time) { return outputs }
        return update { $0.replay(event, at: time) }
    }
}
