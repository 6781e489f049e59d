extension PageIndicator {
    /// Feeds one pointer sample and returns what the host must do, in order.
    ///
    /// - A `down` inside the touch area starts a press (``InteractionState/discrete``). A `down` while a press
    ///   is in progress first ends that press without a request.
    /// - A press that travels ``Configuration/scrubThreshold`` along the axis becomes a scrub
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
    /// Every request also becomes ``currentPage``. Samples with a non-finite location are ignored, except that
    /// an `up` with one ends the press like a `cancel`. Input while hidden, or with no dot shown, starts nothing.
    ///
    /// - Parameter input: The pointer sample, in the control's coordinate space.
    /// - Returns: The page requests and interaction state changes, in the order they happened.
    /// - Complexity: O(1).
    public mutating func handle(_ input: PointerInput) -> [Update] {
        var updates: [Update] = []
        switch input.phase {
        case .down:
            guard input.location.isFinite else { break }
            if press != nil { endPress(&updates) }
            if touchAreaContains(input.location) {
                press = Press(start: input.location, isScrubbing: false, isTapCancelled: false)
                setInteractionState(.discrete, &updates)
            }
        case .move:
            if input.location.isFinite { pressMoved(to: input.location, &updates) }
        case .up:
            if input.location.isFinite { pressLifted(at: input.location, &updates) }
            endPress(&updates)
        case .cancel:
            endPress(&updates)
        }
        _checkInvariants()
        return updates
    }

    /// Follows a move of the pressed pointer: may start a scrub, scrubs, or cancels the tap.
    private mutating func pressMoved(to location: Point, _ updates: inout [Update]) {
        guard var current = press else { return }
        let axis = _configuration.axis
        let threshold = _configuration.scrubThreshold
        if !current.isScrubbing && !current.isTapCancelled {
            let along = abs(location[axis] - current.start[axis])
            if along >= threshold && _configuration.allowsContinuousInteraction {
                current.isScrubbing = true
                setInteractionState(.continuous, &updates)
            } else if (location - current.start).length >= threshold {
                current.isTapCancelled = true
                setInteractionState(.none, &updates)
            }
        }
        press = current
        if current.isScrubbing { scrub(to: location, &updates) }
    }

    /// Completes a press whose pointer lifted at a finite location: a last scrub step, or a tap.
    private mutating func pressLifted(at location: Point, _ updates: inout [Update]) {
        pressMoved(to: location, &updates)
        guard let current = press else { return }
        if current.isScrubbing || current.isTapCancelled || !touchAreaContains(location) { return }
        guard let page = tappedPage(pressedAt: current.start) else { return }
        request(page, animated: true, cause: .tap, &updates)
    }

    /// Ends any press, returning the interaction state to ``InteractionState/none``.
    private mutating func endPress(_ updates: inout [Update]) {
        press = nil
        setInteractionState(.none, &updates)
    }

    /// Requests the page under a scrubbing pointer, if it is not already current.
    private mutating func scrub(to location: Point, _ updates: inout [Update]) {
        guard let page = scrubPage(at: location) else { return }
        request(page, animated: false, cause: .scrub, &updates)
    }

    /// The page a scrub at `location` selects: the nearest dot, or the first or last page past the window.
    ///
    /// - Returns: A page in `0..<count`, or `nil` when no dot is shown.
    func scrubPage(at location: Point) -> Int? {
        guard let metrics = layoutMetrics, location.isFinite else { return nil }
        let slot = metrics.slot(at: location[_configuration.axis])
        if slot < -0.5 { return 0 }
        if slot > Double(metrics.slotCount) - 0.5 { return _count - 1 }
        return metrics.nearestVisiblePage(to: location[_configuration.axis])
    }

    /// The page a tap that went down at `location` asks for under the configured ``TapBehavior``.
    ///
    /// - Returns: A page in `0..<count`, or `nil` for no request.
    func tappedPage(pressedAt location: Point) -> Int? {
        guard let current = currentPage, let metrics = layoutMetrics else { return nil }
        switch _configuration.tapBehavior {
        case .selectTappedDot:
            return dot(at: location)?.page
        case .stepTowardTap:
            let along = location[_configuration.axis]
            let displayed = metrics.center(ofSlot: metrics.displayPosition - metrics.offset)
            if along < displayed { return current > 0 ? current - 1 : nil }
            if along > displayed { return current < _count - 1 ? current + 1 : nil }
            return nil
        }
    }

    /// Makes `page` current and reports the request, unless it already is current.
    mutating func request(_ page: Int, animated: Bool, cause: Cause, _ updates: inout [Update]) {
        guard page != currentPage else { return }
        applyRequest(page)
        updates.append(.requestPage(page, animated: animated, cause: cause))
    }

    /// Changes the interaction state and reports it, unless it is unchanged.
    private mutating func setInteractionState(_ state: InteractionState, _ updates: inout [Update]) {
        guard state != interactionState else { return }
        interactionState = state
        updates.append(.interactionStateChanged(state))
    }
}
