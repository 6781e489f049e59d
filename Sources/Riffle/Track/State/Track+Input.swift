extension Track {
    /// Feeds one pointer event through the track's gesture recognizer.
    ///
    /// Only one pointer is tracked at a time (a second one is ignored); bad input (non-finite numbers,
    /// timestamps going backwards, a move without a down) is ignored by the recognizer. Drags follow the finger
    /// 1:1 from the moment the slop is passed, with no jump; beyond the ends of a bounded track the overscroll
    /// is rubber-banded.
    ///
    /// - Parameter event: The pointer event, in the track's left-to-right coordinate space (points; the host
    ///   mirrors a right-to-left view's).
    /// - Complexity: O(1) amortized, plus O(log s) at release.
    public mutating func handle(_ event: PointerEvent) {
        let time = event.timestamp
        if time.isUsableTime, time >= self.time {
            // Bring the motion up to the event's time first, so a grab takes the position the user sees.
            step(to: time)
        }
        for gesture in recognizer.handle(event) { apply(gesture) }
        _checkInvariants()
    }

    /// Cancels any gesture in progress (the system took the touch): a drag settles like a release with no
    /// velocity.
    ///
    /// - Parameter time: The time, in seconds.
    mutating func cancelGesture(at time: Double) {
        for gesture in recognizer.cancel(at: time) { apply(gesture) }
        _checkInvariants()
    }

    mutating func apply(_ gesture: GestureEvent) {
        switch gesture {
        case .pointerDown, .longPressBegan: break
        default: pressedSlot = nil  // a drag, a tap, a release, a cancel or a decline ends the press
        }
        switch gesture {
        case .pointerDown(let location, let time):
            isPointerDown = true
            autoplay.interactionBegan()
            // A touch that catches a moving track only stops it: nothing is pressed.
            pressedSlot = motion == nil ? item(at: location)?.slot : nil
            if motion != nil {
                // Grab the track where it is.
                pointerStoppedMotion = true
                state = .idle
                velocity = 0
                self.time = Swift.max(self.time, time)
            } else {
                pointerStoppedMotion = false
            }
        case .dragBegan(let value):
            let slop = configuration.gestureConfiguration.drag?.minimumDistance ?? 10
            // Content follows the finger: a finger moving toward +x or +y scrolls backwards (sign −1).
            let finger = DragFollower(
                grabbing: offset, drag: value, axis: configuration.axis, sign: -1,
                slop: .distance(slop), limits: dragLimits, dimension: layout.viewportLength,
                coefficient: configuration.rubberBandConstant)
            state = .dragging(
                DragState(finger: finger, startVirtual: layout.nearestVirtualSnap(to: layout.clamped(offset))))
            updateDrag(value)
        case .dragChanged(let value):
            updateDrag(value)
        case .dragEnded(let value):
            updateDrag(value)
            isPointerDown = false
            release(velocity: -value.velocity[configuration.axis], at: value.time)
        case .tap(let location, let time):
            isPointerDown = false
            if pointerStoppedMotion {
                pointerStoppedMotion = false
                pendingEvents.append(.motionStopped)
                settleOnNearest(at: time, cause: .tap)
            } else if let hit = item(at: location) {
                pendingEvents.append(.itemTapped(item: hit.index, slot: hit.slot))
                if configuration.tapToFocus { focus(hit, at: time) }
            } else {
                pendingEvents.append(.backgroundTapped(location: location))
            }
            autoplay.interactionEnded(at: time)
        case .longPressBegan(let location, _):
            pendingEvents.append(.longPressBegan(item: item(at: location)?.index, location: location))
        case .declined(_, let time):
            pendingEvents.append(.declined)
            isPointerDown = false
            settleIfHeld(at: time)
        case .cancelled(let time):
            isPointerDown = false
            if drag != nil {
                release(velocity: 0, at: time)
            } else {
                settleIfHeld(at: time)
            }
        case .longPressEnded(_, let time), .pointerUp(_, let time):
            isPointerDown = false
            settleIfHeld(at: time)
        }
    }

    /// Follows the finger 1:1, rubber-banding beyond the ends of a bounded track.
    mutating func updateDrag(_ value: DragValue) {
        guard case .dragging(var current) = state else { return }
        current.finger.follow(value)
        state = .dragging(current)
        offset = current.finger.value
        velocity = current.finger.velocity
        time = Swift.max(time, value.time)
        updateNearest()
    }

    /// The range a drag follows the finger 1:1 in: the scroll limits of a bounded track, everything on a loop.
    var dragLimits: ClosedRange<Double> { layout.loops ? -Double.infinity...Double.infinity : layout.limits }

    /// Ends a drag: the policy picks the target and the track settles with the release velocity.
    mutating func release(velocity releaseVelocity: Double, at time: Double) {
        guard case .dragging(let drag) = state else {
            // The drag was dropped while the finger stayed down (a relayout to no items): the release still
            // brings a held track to rest on a snap.
            settleIfHeld(at: time)
            return
        }
        state = .idle
        let now = Swift.max(self.time, time.isUsableTime ? time : self.time)
        self.time = now
        let v = releaseVelocity.isFinite ? releaseVelocity : 0
        velocity = v
        autoplay.interactionEnded(at: now)
        let decision = releaseDecision(for: drag, velocity: v)
        lastDecision = decision
        run(decision, at: now)
    }

    /// The policy's decision for releasing `drag` at `velocity` now, the motion starting from the shown offset.
    ///
    /// Policies judge the drag's full translation from the touch-down (slop included, no rubber band), as SwiftUI's
    /// DragGesture reports it: the seeds' rules are written against it.
    func releaseDecision(for drag: DragState, velocity: Double) -> SnapDecision {
        configuration.snapPolicy.decision(
            from: drag.startVirtual, position: drag.finger.positionWithSlop, velocity: velocity,
            layout: layout, motionStart: offset)
    }

    /// After a press that neither dragged nor tapped: if it stopped the motion, settle on the nearest snap.
    mutating func settleIfHeld(at time: Double) {
        if pointerStoppedMotion || phase == .idle && layout.offset(ofVirtualSnap: targetVirtual) != offset {
            pointerStoppedMotion = false
            settleOnNearest(at: time, cause: .tap)
        }
        autoplay.interactionEnded(at: Swift.max(self.time, time.isUsableTime ? time : self.time))
    }

    /// The visible item under a location, or nil.
    ///
    /// - Parameter location: A point in the track's left-to-right coordinate space (the viewport's origin at 0, 0).
    /// - Returns: The topmost item whose extent along the axis contains the location.
    /// - Complexity: O(visible items).
    func item(at location: Point) -> VisibleItem? {
        guard location.isFinite else { return nil }
        let along = location[configuration.axis]
        var best: VisibleItem?
        for item in visibleItems where along >= item.offset && along < item.offset + item.length {
            if best == nil || item.progress.magnitude < (best?.progress.magnitude ?? .infinity) { best = item }
        }
        return best
    }

    /// Brings a tapped item's copy to the anchor, the way it is seen (no jump across the ring).
    mutating func focus(_ item: VisibleItem, at time: Double) {
        guard let snap = layout.snapIndex(containingItem: item.index) else { return }
        let lapShift = item.offset + offset - layout.items.span(at: item.index).start
        let laps = layout.loops && layout.contentLength > 0 ? (lapShift / layout.contentLength).rounded() : 0
        let virtual =
            layout.loops
            ? Int(saturating: laps).saturatingMultiplied(by: layout.snapCount).saturatingAdding(snap) : snap
        move(toVirtual: virtual, velocity: velocity, animated: true, cause: .tap, at: time)
    }
}
