extension CardStackHost: ReplayableHost {
    /// The stack's next deadline (a pending long press), or nil.
    public var nextDeadline: Double? { stack?.nextDeadline }

    /// Hands one recorded input to the card stack.
    ///
    /// Pointer lines go as ``ReplayableHost`` says; the keys `left`, `right`,
    /// `up`, `down` (``moveCommand(_:at:)``), `previous` and `next` (up and down) and `select`
    /// (``selectCommand(at:)``); viewport changes; the commands `select-card [<id>]` (``select(_:at:)``, none
    /// without an id) and `entrance` (``playEntrance(at:)``); a frame advances. Scrolls and crown turns are
    /// ignored (the wallet has no call for them).
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
            if let direction = Recording.Event.moveDirection(named: name) { return moveCommand(direction, at: time) }
            switch name {
            case "previous": return moveCommand(.up, at: time)
            case "next": return moveCommand(.down, at: time)
            case "select": return selectCommand(at: time)
            default: return []
            }
        case .viewport(let size):
            return setViewport(width: size.x, height: size.y, at: time)
        case .command("select-card", let arguments):
            return select(arguments.first, at: time)
        case .command("entrance", _):
            return playEntrance(at: time)
        case .frame:
            return advance(to: time)
        default:
            return []
        }
    }
}

extension HomeScreenHost: ReplayableHost {
    /// The screen's next deadline (a pending long press, the end of a page turn's hold), or nil.
    public var nextDeadline: Double? { screen.nextDeadline }

    /// Hands one recorded input to the home screen.
    ///
    /// Pointer lines go as ``ReplayableHost`` says; the keys `previous` and
    /// `next` and the commands `decrement` and `increment` turn a page (the adjustable actions); viewport changes
    /// (without safe-area insets) and `command viewport <width> <height> <top> <bottom>` (with them, one call); the
    /// commands `page <index>` (``showPage(_:at:)``), `begin-editing` and `end-editing`; a frame advances. Scrolls
    /// and crown turns are ignored.
    ///
    /// - Parameters:
    ///   - event: The input.
    ///   - time: Its time, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: That of the call it makes.
    public mutating func replay(_ event: Recording.Event, at time: Double) -> [Output] {
        if let outputs = replayPointer(event, at: time) { return outputs }
        switch event {
        case .key("previous"), .command("decrement", _): return accessibilityDecrement(at: time)
        case .key("next"), .command("increment", _): return accessibilityIncrement(at: time)
        case .viewport(let size): return setViewport(width: size.x, height: size.y, at: time)
        case .command("page", let arguments):
            guard let page = arguments.first.flatMap({ Int($0) }) else { return [] }
            return showPage(page, at: time)
        case .command("viewport", let arguments):
            let numbers = arguments.compactMap { Double($0) }
            guard numbers.count == 4 else { return [] }
            return setViewport(
                width: numbers[0], height: numbers[1], topInset: numbers[2], bottomInset: numbers[3], at: time)
        case .command("begin-editing", _): return beginEditing(at: time)
        case .command("end-editing", _): return endEditing(at: time)
        case .frame: return advance(to: time)
        default: return []
        }
    }
}
