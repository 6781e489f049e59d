extension HomeScreen {
    /// Feeds one pointer event through the screen's gesture recognizer.
    ///
    /// Only one pointer is followed at a time; bad input (non-finite numbers, timestamps going backwards, a move
    /// without a down) is ignored by the recognizer. A timestamp beyond ``PointerEvent/maximumTimestampMagnitude``
    /// counts as non-finite. The motion is first brought up to the event's time.
    ///
    /// - Parameter event: The pointer event, in screen points.
    /// - Complexity: O(n) in the number of icons at worst (a drag that changes where the icon would land).
    public mutating func handle(_ event: PointerEvent) {
        var event = event
        if !event.hasUsableTimestamp { event.timestamp = .nan }
        let at = event.timestamp
        if at.isFinite, at >= time { step(to: at) }
        if event.phase == .down, !recognizer.isTracking, recognizerIsEditing != isEditing {
            recognizer = GestureRecognizer(
                configuration: isEditing ? configuration.editingGesture : configuration.gesture)
            recognizerIsEditing = isEditing
        }
        for gesture in recognizer.handle(event) { apply(gesture) }
        finishInput()
    }

    /// Cancels the gesture in progress (the system took the touch): a dragged icon goes back where it was and
    /// dragged pages settle.
    ///
    /// - Parameter time: The time, in seconds.
    public mutating func cancelGesture(at time: Double) {
        for gesture in recognizer.cancel(at: time.isUsableTime ? time : .nan) { apply(gesture) }
        finishInput()
    }

    /// The time a gesture happened at, never before the latest input.
    func now(_ gesture: GestureEvent) -> Double {
        let at = gesture.time
        return at.isUsableTime ? Swift.max(time, at) : time
    }

    /// Routes one recognized gesture to the pages, the icons or the dots.
    mutating func apply(_ gesture: GestureEvent) {
        let now = now(gesture)
        switch gesture {
        case .pointerDown(let location, _):
            let target = hitTarget(at: location)
            press = Press(
                target: target, mode: .pending, stoppedMotion: track.phase == .settling,
                isPressingIndicator: false)
            track.applyExternalGesture(gesture)
            if target == .indicator { pressIndicator(.down, at: location) }
        case .longPressBegan(let location, _):
            releaseIndicator()
            guard var current = press, current.mode == .pending else { break }
            if case .icon(let id, _) = current.target {
                if !isEditing { beginEditing(at: now) }
                if liftIcon(id, grabbedAt: location, at: now) { current.mode = .movingIcon }
            }
            press = current
        case .dragBegan(let value):
            releaseIndicator()
            guard var current = press else { break }
            switch current.mode {
            case .movingIcon:
                moveIcon(to: value.location, at: now)
            case .pending:
                if isEditing, case .icon(let id, _) = current.target,
                    liftIcon(id, grabbedAt: value.startLocation, at: now)
                {
                    current.mode = .movingIcon
                    moveIcon(to: value.location, at: now)
                } else {
                    current.mode = .paging
                    track.applyExternalGesture(gesture)
                }
            case .paging, .ignored:
                break
            }
            press = current
        case .dragChanged(let value):
            switch press?.mode {
            case .movingIcon: moveIcon(to: value.location, at: now)
            case .paging: track.applyExternalGesture(gesture)
            default: break
            }
        case .dragEnded(let value):
            let current = press
            press = nil
            switch current?.mode {
            case .movingIcon:
                moveIcon(to: value.location, at: now)
                dropIcon(at: now)
                track.applyExternalGesture(.pointerUp(location: value.location, time: value.time))
            case .paging:
                track.applyExternalGesture(gesture)
            default:
                track.applyExternalGesture(.pointerUp(location: value.location, time: value.time))
            }
        case .tap(let location, _):
            let current = press
            press = nil
            track.applyExternalGesture(gesture)
            guard current?.mode != .ignored else { break }
            switch current?.target {
            case .indicator:
                tapIndicator(at: location, time: now)
            case .icon(let id, _):
                if !isEditing, current?.stoppedMotion == false { pendingEvents.append(.open(id)) }
            case .background:
                if isEditing { endEditing(at: now) }
            case nil:
                break
            }
        case .longPressEnded, .pointerUp:
            releaseIndicator()
            if press?.mode == .movingIcon { dropIcon(at: now) }
            press = nil
            track.applyExternalGesture(gesture)
        case .declined:
            releaseIndicator()
            press = nil
            track.applyExternalGesture(gesture)
        case .cancelled:
            releaseIndicator()
            let current = press
            press = nil
            if current?.mode == .movingIcon { cancelIconDrag(at: now) }
            track.applyExternalGesture(gesture)
        }
        drainTrackEvents()
    }

    /// Reports the track's page changes, keeps the dots in sync and checks the invariants.
    mutating func finishInput() {
        drainTrackEvents()
        syncIndicator()
        _checkInvariants()
    }

    /// Turns the track's target changes into ``Event/pageChanged(_:)``.
    mutating func drainTrackEvents() {
        for event in track.takeEvents() {
            if case .targetIndexChanged(let page, _) = event { pendingEvents.append(.pageChanged(page)) }
        }
    }
}
