extension PageIndicator {
    /// Feeds one pointer event, in the control's coordinate space; what it asks for is queued as events
    /// (``takeEvents()``, ``drainEvents(_:)``).
    ///
    /// - A `down` inside the touch area starts a press (``InteractionState/discrete``). A `down` of the pointer
    ///   already pressing (its `up` was lost) first ends that press without a request; a `down` of another
    ///   pointer while one presses is ignored (the indicator follows one pointer, as ``GestureRecognizer`` does).
    /// - A press that travels `Configuration/scrubThreshold` along the axis becomes a scrub
    ///   (``InteractionState/continuous``) when ``Configuration/allowsContinuousInteraction`` is on. While
    ///   scrubbing, the page whose dot is nearest the pointer is requested whenever it changes; past the
    ///   leading or trailing end of the window's cells, the first or last page. Across the axis the pointer may
    ///   leave the control.
    /// - An `up` ends the press. A press that travelled less than the threshold and lifts inside the touch area
    ///   is a tap: with ``TapBehavior/stepTowardTap``, the previous page when it went down on the leading side of
    ///   the displayed current dot and the next page on its trailing side (nothing exactly on its centre or past
    ///   the first or last page); with ``TapBehavior/selectTappedDot``, the page of the dot under it.
    /// - A `cancel` ends the press without a request.
    ///
    /// Every request also becomes ``currentPage``. Events with a non-finite location are ignored, except that
    /// an `up` with one ends the press like a `cancel`; moves, ups and cancels of a pointer other than the
    /// pressing one are ignored. The indicator needs no clock: the event's timestamp is not used. Input while
    /// hidden, or with no dot shown, starts nothing.
    ///
    /// - Parameter event: The pointer event, in the control's coordinate space.
    /// - Complexity: O(1).
    public mutating func handle(_ event: PointerEvent) {
        let location = event.location
        switch event.phase {
        case .down:
            guard location.isFinite else { break }
            if let current = press {
                guard current.pointer == event.id else { break }
                endPress()
            }
            if touchAreaContains(location) {
                press = Press(pointer: event.id, start: location, isScrubbing: false, isTapCancelled: false)
                setInteractionState(.discrete)
            }
        case .move:
            guard press?.pointer == event.id else { break }
            if location.isFinite { pressMoved(to: location) }
        case .up:
            guard press?.pointer == event.id else { break }
            if location.isFinite { pressLifted(at: location) }
            endPress()
        case .cancel:
            guard press?.pointer == event.id else { break }
            endPress()
        }
        _checkInvariants()
    }

    /// Whether the press the indicator follows can no longer ask for anything: it travelled
    /// ``Configuration/scrubThreshold`` without becoming a scrub (scrubbing is off, or it moved across the axis),
    /// so it is neither a tap nor a scrub.
    ///
    /// A surface with other components under the dots (the pages) hands such a press on: with a
    /// ``PointerArena``, the host calls ``PointerArena/reject(pointer:at:deliver:)`` when this becomes true, and the
    /// pages continue the drag from its first touch (what ``HomeScreen`` does with its dots).
    ///
    /// - Complexity: O(1).
    var declinesPress: Bool { press?.isTapCancelled == true }

    /// Does nothing: the indicator has no motion or timer of its own.
    ///
    /// The host animates its pages and reports their position with
    /// ``Command/update(count:currentPage:progress:)``. Part of
    /// ``Interactive``.
    ///
    /// - Parameter time: The frame's time, in seconds.
    public mutating func advance(to time: Double) {}

    /// Always `false`: the indicator never needs frames of its own.
    public var needsFrames: Bool { false }

    /// Always `nil`: the indicator has no timer.
    public var nextDeadline: Double? { nil }

    /// Hands each event since the last call to `body`, oldest first, and clears them without allocating.
    ///
    /// - Parameter body: Called once per event.
    /// - Complexity: O(events).
    public mutating func drainEvents(_ body: (Event) throws -> Void) rethrows {
        defer { pendingEvents.removeAll(keepingCapacity: true) }
        for event in pendingEvents { try body(event) }
    }

    /// Follows a move of the pressed pointer: may start a scrub, scrubs, or cancels the tap.
    private mutating func pressMoved(to location: Point) {
        guard var current = press else { return }
        let axis = configuration.axis
        let threshold = configuration.scrubThreshold
        if !current.isScrubbing && !current.isTapCancelled {
            let along = abs(location[axis] - current.start[axis])
            if along >= threshold && configuration.allowsContinuousInteraction {
                current.isScrubbing = true
                setInteractionState(.continuous)
            } else if (location - current.start).length >= threshold {
                current.isTapCancelled = true
                setInteractionState(.none)
            }
        }
        press = current
        // A scrub requests the page under the pointer, if it is not already current.
        if current.isScrubbing, let page = scrubPage(at: location) { request(page, animated: false, cause: .scrub) }
    }

    /// Completes a press whose pointer lifted at a finite location: a last scrub step, or a tap.
    private mutating func pressLifted(at location: Point) {
        pressMoved(to: location)
        guard let current = press else { return }
        if current.isScrubbing || current.isTapCancelled || !touchAreaContains(location) { return }
        guard let page = tappedPage(pressedAt: current.start) else { return }
        request(page, animated: true, cause: .tap)
    }

    /// Ends any press, returning the interaction state to ``InteractionState/none``.
    mutating func endPress() {
        press = nil
        setInteractionState(.none)
    }

    /// The page a scrub at `location` selects: the nearest dot, or the first or last page past the window.
    ///
    /// - Returns: A page in `0..<count`, or `nil` when no dot is shown.
    func scrubPage(at location: Point) -> Int? {
        guard let metrics = layoutMetrics, location.isFinite else { return nil }
        let slot = metrics.slot(at: location[configuration.axis])
        if slot < -0.5 { return 0 }
        if slot > Double(metrics.slotCount) - 0.5 { return count - 1 }
        return metrics.nearestVisiblePage(to: location[configuration.axis])
    }

    /// The page a tap that went down at `location` asks for under the configured ``TapBehavior``.
    ///
    /// - Returns: A page in `0..<count`, or `nil` for no request.
    func tappedPage(pressedAt location: Point) -> Int? {
        guard let current = currentPage, let metrics = layoutMetrics else { return nil }
        switch configuration.tapBehavior {
        case .selectTappedDot:
            return dot(at: location)?.page
        case .stepTowardTap:
            let along = location[configuration.axis]
            let displayed = metrics.center(ofSlot: metrics.displayPosition - metrics.offset)
            if along < displayed { return current > 0 ? current - 1 : nil }
            if along > displayed { return current < count - 1 ? current + 1 : nil }
            return nil
        }
    }

    /// Makes `page` current and reports the request, unless it already is current.
    ///
    /// ``progress`` is kept, so a host that animates toward the page keeps driving the display.
    mutating func request(_ page: Int, animated: Bool, cause: Cause) {
        guard page != currentPage else { return }
        currentPage = page
        updateWindow()
        pendingEvents.append(.requestPage(page, animated: animated, cause: cause))
    }

    /// Changes the interaction state and reports it, unless it is unchanged.
    private mutating func setInteractionState(_ state: InteractionState) {
        guard state != interactionState else { return }
        interactionState = state
        pendingEvents.append(.interactionStateChanged(state))
    }

    /// Whether a point, relative to the control's origin, is inside the touch area.
    ///
    /// The touch area is the control's bounds grown about their centre to at least
    /// ``Configuration/minimumTouchTarget`` (44 points) in each direction. A hidden indicator, or one with no
    /// dot shown, has no touch area; a non-finite point is never inside.
    ///
    /// - Complexity: O(1).
    func touchAreaContains(_ point: Point) -> Bool {
        guard point.isFinite, visibleSlotCount > 0, let (length, thickness) = controlExtent else { return false }
        let axis = configuration.axis
        let minimum = configuration.minimumTouchTarget
        return PageIndicator.span(length, minimum: minimum, contains: point[axis])
            && PageIndicator.span(thickness, minimum: minimum, contains: point[axis.cross])
    }

    /// The dot whose touch cell contains a point, or `nil` outside the touch area.
    ///
    /// The dots themselves are too small to aim at, so each visible dot owns a cell across the whole touch area,
    /// from halfway to its leading neighbour to halfway to its trailing one; the outermost cells reach the
    /// touch area's ends.
    ///
    /// - Parameter point: A point relative to the control's origin.
    /// - Returns: The dot the point selects.
    /// - Complexity: O(1).
    func dot(at point: Point) -> Dot? {
        guard touchAreaContains(point), let metrics = layoutMetrics else { return nil }
        return metrics.dot(forPage: metrics.nearestVisiblePage(to: point[configuration.axis]))
    }

    /// Whether `value` lies in `0...extent` grown symmetrically to at least `minimum`.
    static func span(_ extent: Double, minimum: Double, contains value: Double) -> Bool {
        let grow = max(0, minimum - extent) / 2
        return value >= -grow && value <= extent + grow
    }
}
