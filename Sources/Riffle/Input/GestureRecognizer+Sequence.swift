extension GestureRecognizer {
    /// Starts a sequence with a usable `down`.
    mutating func begin(_ event: PointerEvent) -> [GestureEvent] {
        var contact = Contact(
            pointerID: event.id,
            downLocation: event.location,
            downTime: event.timestamp,
            location: event.location,
            lastEventTime: event.timestamp,
            maximumDistance: 0,
            longPress: configuration.longPress == nil ? .unavailable : .possible,
            isDragging: false
        )
        state = .tracking(contact)
        tracker.reset()
        var events: [GestureEvent] = [.pointerDown(location: event.location, time: event.timestamp)]
        events += accept(&contact, location: event.location, time: event.timestamp)
        if case .tracking = state {
            events += fireLongPressIfDue(&contact, at: event.timestamp)
        }
        if case .tracking = state { state = .tracking(contact) }
        return events
    }

    /// Handles a usable `move` or `up` of the held pointer, not earlier than the previous event.
    mutating func continueSequence(with event: PointerEvent) -> [GestureEvent] {
        guard case .tracking(var contact) = state else { return [] }
        var events = fireLongPressIfDue(&contact, at: event.timestamp)
        let isUp = event.phase == .up
        // An `up` elsewhere than the last location is first a final move there.
        if !isUp || event.location != contact.location {
            events += accept(&contact, location: event.location, time: event.timestamp)
        }
        guard case .tracking = state else {
            // Declined: the rest of the sequence is ignored; a lifted pointer is forgotten at once.
            if isUp { state = .idle }
            return events
        }
        contact.lastEventTime = event.timestamp
        if isUp {
            events.append(finish(contact, at: event.timestamp))
            state = .idle
            tracker.reset()
        } else {
            state = .tracking(contact)
        }
        return events
    }

    /// Records a sample and applies the movement rules: drag begin or decline, drag change, long-press failure.
    ///
    /// May leave `state` as `.holding` (declined); otherwise the caller stores `contact`.
    mutating func accept(_ contact: inout Contact, location: Point, time: Double) -> [GestureEvent] {
        contact.location = location
        contact.lastEventTime = time
        tracker.add(location, at: time)
        let distance = (location - contact.downLocation).length
        contact.maximumDistance = max(contact.maximumDistance, distance)
        if contact.isDragging {
            return [.dragChanged(dragValue(contact, at: time))]
        }
        if let began = beginDragIfReady(&contact, at: time) {
            return [began]
        }
        if contact.longPress == .possible, let press = configuration.longPress, distance > press.maximumDistance {
            contact.longPress = .unavailable
        }
        return []
    }

    /// Begins (or declines) the drag when it is allowed now and the pointer is at least the minimum distance
    /// from its down location.
    mutating func beginDragIfReady(_ contact: inout Contact, at time: Double) -> GestureEvent? {
        guard let drag = configuration.drag, !contact.isDragging else { return nil }
        let afterLongPress = contact.longPress == .began
        let requiresPress = configuration.dragRequiresLongPress && configuration.longPress != nil
        if requiresPress && !afterLongPress { return nil }
        let translation = contact.location - contact.downLocation
        guard translation.length >= drag.minimumDistance else { return nil }
        if !afterLongPress, let axis = drag.axis,
            GestureRecognizer.declines(translation, axis: axis, angle: drag.axisLockAngle)
        {
            state = .holding(pointerID: contact.pointerID)
            tracker.reset()
            return .declined(translation: translation, time: time)
        }
        contact.isDragging = true
        if contact.longPress == .possible { contact.longPress = .unavailable }
        return .dragBegan(dragValue(contact, at: time))
    }

    /// Fires the pending long press when its duration has passed by `time`, then begins a drag that was only
    /// waiting for it.
    mutating func fireLongPressIfDue(_ contact: inout Contact, at time: Double) -> [GestureEvent] {
        guard contact.longPress == .possible, !contact.isDragging, let press = configuration.longPress else {
            return []
        }
        let fireTime = contact.downTime + press.minimumDuration
        guard fireTime.isFinite, time >= fireTime else { return [] }
        contact.longPress = .began
        var events: [GestureEvent] = [.longPressBegan(location: contact.location, time: fireTime)]
        if let began = beginDragIfReady(&contact, at: fireTime) {
            events.append(began)
        }
        return events
    }

    /// The terminal event of a release at `time`.
    func finish(_ contact: Contact, at time: Double) -> GestureEvent {
        if contact.isDragging {
            return .dragEnded(dragValue(contact, at: time))
        }
        if let tap = configuration.tap,
            time - contact.downTime <= tap.maximumDuration,
            contact.maximumDistance < tap.maximumDistance,
            contact.longPress != .began || configuration.tapWinsOverLongPress
        {
            return .tap(location: contact.location, time: time)
        }
        if contact.longPress == .began {
            return .longPressEnded(location: contact.location, time: time)
        }
        return .pointerUp(location: contact.location, time: time)
    }

    /// The drag value of `contact` at `time`, with the tracker's velocity then.
    func dragValue(_ contact: Contact, at time: Double) -> DragValue {
        DragValue(
            startLocation: contact.downLocation,
            location: contact.location,
            velocity: tracker.velocity(at: time),
            startTime: contact.downTime,
            time: time
        )
    }

    /// Checks the state's invariants (internal checks only).
    func _checkInvariants() {
        tracker._checkInvariants()
        guard case .tracking(let contact) = state else { return }
        _riffleInvariant(contact.downLocation.isFinite && contact.location.isFinite, "locations are finite")
        _riffleInvariant(contact.downTime.isFinite && contact.lastEventTime >= contact.downTime, "time order")
        _riffleInvariant(contact.maximumDistance.isFinite, "distance is finite")
        _riffleInvariant(
            contact.maximumDistance >= (contact.location - contact.downLocation).length,
            "the largest distance covers the current one"
        )
        _riffleInvariant(!(contact.isDragging && contact.longPress == .possible), "a drag ends a pending long press")
        _riffleInvariant(configuration.drag != nil || !contact.isDragging, "drags only when configured")
        if contact.isDragging, configuration.dragRequiresLongPress, configuration.longPress != nil {
            _riffleInvariant(contact.longPress == .began, "a sequenced drag follows its long press")
        }
        _riffleInvariant(configuration.longPress != nil || contact.longPress == .unavailable, "no press unconfigured")
    }
}
