extension CardStack {
    /// Feeds one pointer event through the stack's gesture recognizer (tap, exclusively before a long press
    /// sequenced before a drag).
    ///
    /// A tap on a card selects it; while a card is selected, a tap on any card deselects it. Holding a card for
    /// `Configuration/longPressDuration` lifts it (not while a card is selected); dragging it then reorders.
    /// Releasing a lifted card without dragging, quickly enough to be a tap, drops it in place and then counts
    /// as the tap. With ``Configuration/scrollsByDragging``, a vertical drag that begins before the long press
    /// scrolls the stack (rubber band past the ends, momentum on release), and a press on a moving stack stops
    /// it without pressing a card. Only one pointer is tracked at a time; bad input (non-finite numbers, timestamps going
    /// backwards, a move without a down) is ignored by the recognizer. A timestamp beyond
    /// ``PointerEvent/maximumTimestampMagnitude`` counts as non-finite. A cancellation is `cancelGesture(at:)`;
    /// before a usable ``viewport`` nothing happens.
    ///
    /// - Parameter event: The pointer event, in the coordinate space of ``Configuration/stackOrigin``.
    /// - Complexity: O(n).
    public mutating func handle(_ event: PointerEvent) {
        guard viewport != nil else { return }
        if event.phase == .cancel { return cancelGesture(at: event.timestamp) }
        if !recognizer.isTracking,
            recognizer.configuration.longPress?.minimumDuration != liftDelay
                || recognizer.configuration.dragRequiresLongPress == configuration.scrollsByDragging
        {
            recognizer = GestureRecognizer(
                configuration: CardStack.gestureConfiguration(for: configuration, liftDelay: liftDelay))
        }
        var event = event
        if !event.hasUsableTimestamp { event.timestamp = .nan }
        let time = event.timestamp
        if time.isFinite, time >= self.time {
            // A long press due before this event fires at its own time, then the motion reaches the event.
            for gesture in recognizer.advance(to: time) {
                step(to: gesture.time)
                apply(gesture)
            }
            step(to: time)
        }
        for gesture in recognizer.handle(event) { apply(gesture) }
        _checkInvariants()
    }

    /// Cancels the gesture in progress (the system took the touch): a lifted card goes back to where it was
    /// and the order does not change.
    ///
    /// - Parameter time: The time, in seconds.
    /// - Complexity: O(n).
    mutating func cancelGesture(at time: Double) {
        let now = now(time)
        step(to: now)
        for gesture in recognizer.cancel(at: now) { apply(gesture) }
        pressedID = nil
        if session != nil { endSession(commit: false, at: now) }
        endScrollDrag(velocity: 0, at: now)
        _checkInvariants()
    }

    /// Applies one recognized gesture.
    mutating func apply(_ gesture: GestureEvent) {
        let time = now(gesture.time)
        switch gesture {
        case .pointerDown(let location, _):
            // A finger landing on a moving stack catches it: that press presses no card.
            pressedID = catchScroll(at: time) ? nil : card(at: location)?.id
        case .longPressBegan(let location, _):
            if let pressedID { lift(pressedID, location: location, at: time) }
        case .dragBegan(let value):
            if session == nil, selectedID == nil, configuration.scrollsByDragging {
                beginScrollDrag(value)
                updateScrollDrag(value)
            } else {
                drag(value)
            }
        case .dragChanged(let value):
            if scrollDrag != nil { updateScrollDrag(value) } else { drag(value) }
        case .dragEnded(let value):
            pressedID = nil
            if scrollDrag != nil {
                updateScrollDrag(value)
                endScrollDrag(velocity: value.velocity.y, at: time)
            } else {
                drag(value)
                endSession(commit: true, at: time)
            }
        case .tap:
            let tapped = pressedID
            pressedID = nil
            endSession(commit: true, at: time)
            returnScrollIntoRange(at: time)
            if selectedID != nil {
                if tapped != nil { changeSelection(to: nil, at: time) }
            } else if let tapped {
                changeSelection(to: tapped, at: time)
            }
        case .longPressEnded, .pointerUp:
            pressedID = nil
            endSession(commit: true, at: time)
            returnScrollIntoRange(at: time)
        case .declined, .cancelled:
            pressedID = nil
            endSession(commit: false, at: time)
            endScrollDrag(velocity: 0, at: time)
            returnScrollIntoRange(at: time)
        }
    }
}
