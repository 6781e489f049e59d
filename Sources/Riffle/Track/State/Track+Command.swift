extension Track: Interactive {
    /// A request to move the track, from the host, a page indicator, a key or an accessibility action: what a
    /// front end sends through ``ComponentHost/send(_:at:)``, recorded as its typed words.
    public enum Command: Codable, Hashable, Sendable {
        /// Go to snap `index`: clamped on a bounded track; on a loop the shortest way round (forward on a tie).
        case scrollTo(index: Int, animated: Bool)
        /// One snap forward: never backwards, even on a two-item loop; no-op at the end of a bounded track.
        case next(animated: Bool)
        /// One snap back; no-op at the start of a bounded track.
        case previous(animated: Bool)
        /// Move by `snaps` from the current target (or from the nearest snap when at rest): clamped on a bounded
        /// track; on a loop any number of laps up to `TrackLayout/maximumTravel`, always in the sign's
        /// direction. The sum saturates instead of overflowing.
        case scrollBy(snaps: Int, animated: Bool)
        /// Go to a virtual snap (``Track/virtualTargetIndex`` space: `lap × snapCount + i` on a loop), the way a
        /// tap on a particular copy of an item chooses; clamped on a bounded track, and on a loop to the laps
        /// within ±`TrackLayout/maximumTravel` (`TrackLayout/clampedVirtualSnap(_:)`).
        case scrollToVirtual(Int, animated: Bool)
        /// Stop any motion where it is and settle on the nearest snap.
        case stop
    }

    /// Carries out a command with the cause ``Cause/command`` (see `send(_:at:cause:)`): what
    /// ``ComponentHost/send(_:at:)`` calls.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    /// - Complexity: O(log s).
    public mutating func perform(_ command: Command, at time: Double) {
        send(command, at: time)
    }

    /// The track's axis: a drag across it is left to the parent.
    public var dragAxis: Axis? { configuration.axis }

    /// Nil: a track computes in left-to-right coordinates only and has no direction of its own; a right-to-left
    /// track is a ``Pager``'s (``Pager/Settings/isRightToLeft``), whose host mirrors its input and placements.
    public var mirrorWidth: Double? { nil }

    /// Calls `body` with each visible item as a view draws it at `time`, without effects, in the track's order
    /// (see ``visibleItems``): along the axis the item's frame in the viewport, left to right, across it a frame
    /// of no size at 0, which a view stretches across its own size.
    ///
    /// The track is advanced to `time` on a copy, so a view can draw the frame it is asked for before it advances
    /// the track. Times not later than the latest input show the current state.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - body: Called once per visible item.
    /// - Complexity: O(visible items).
    public func forEachPlacement(at time: Double, _ body: (ItemPlacement) throws -> Void) rethrows {
        // The track is copied only to draw ahead of it: a Track is large, and a view draws the time it advanced to.
        guard time.isUsableTime, time > self.time else { return try forEachPlacementNow(body) }
        var frame = self
        frame.advance(to: time)
        try frame.forEachPlacementNow(body)
    }

    /// The placements of the visible items as the track stands (see ``forEachPlacement(at:_:)``).
    private func forEachPlacementNow(_ body: (ItemPlacement) throws -> Void) rethrows {
        let axis = configuration.axis
        let length = layout.viewportLength
        let viewport = axis == .horizontal ? Vector(x: length, y: 0) : Vector(x: 0, y: length)
        let pressed = pressedSlot
        for item in visibleItems {
            try body(
                ItemPlacement(
                    item: item, appearance: .identity, axis: axis, viewport: viewport,
                    isAccessibilityHidden: isAccessibilityHidden(item), itemCount: layout.itemCount,
                    isPressed: item.slot == pressed))
        }
    }

    /// Applies a command at `time`.
    ///
    /// Commands during a drag are ignored (the finger wins). Non-finite times are ignored.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: The time, in seconds (not earlier than the latest input; earlier times count as the latest).
    ///   - cause: Who asked. Default ``Cause/command``.
    /// - Complexity: O(log s).
    mutating func send(_ command: Command, at time: Double, cause: Cause = .command) {
        guard time.isUsableTime else { return }
        let now = Swift.max(time, self.time)
        step(to: now)
        guard drag == nil, layout.itemCount > 0 else { return }
        // Steps count from the target while moving, else from the nearest snap.
        let base = phase == .settling ? targetVirtual : layout.nearestVirtualSnap(to: offset)
        switch command {
        case .scrollTo(let index, let animated):
            let virtual = layout.loops ? nearestVirtual(congruentTo: index) : layout.wrappedSnapIndex(index)
            move(toVirtual: virtual, velocity: velocity, animated: animated, cause: cause, at: now)
        case .next(let animated):
            if !layout.loops, base >= layout.snapCount - 1 { return }
            move(toVirtual: base.saturatingAdding(1), velocity: velocity, animated: animated, cause: cause, at: now)
        case .previous(let animated):
            if !layout.loops, base <= 0 { return }
            move(toVirtual: base.saturatingAdding(-1), velocity: velocity, animated: animated, cause: cause, at: now)
        case .scrollBy(let snaps, let animated):
            guard snaps != 0 else { return }
            move(toVirtual: base.saturatingAdding(snaps), velocity: velocity, animated: animated, cause: cause, at: now)
        case .scrollToVirtual(let virtual, let animated):
            move(toVirtual: virtual, velocity: velocity, animated: animated, cause: cause, at: now)
        case .stop:
            if case .settling = state { state = .idle }
            velocity = 0
            settleOnNearest(at: now, cause: cause)
        }
        _checkInvariants()
    }

    /// The virtual snap congruent to `index` (mod snap count) nearest to the current offset (forward on a tie).
    func nearestVirtual(congruentTo index: Int) -> Int {
        let count = layout.snapCount
        let wrapped = ((index % count) + count) % count
        let here = layout.nearestVirtualSnap(to: offset)
        let lap = here >= 0 ? here / count : -((-here + count - 1) / count)
        var best = lap.saturatingMultiplied(by: count).saturatingAdding(wrapped)
        var bestDistance = Double.infinity
        for candidate in [best.saturatingAdding(-count), best, best.saturatingAdding(count)] {
            let distance = layout.offset(ofVirtualSnap: candidate) - offset
            let magnitude = distance.magnitude
            if magnitude < bestDistance - 1e-9 || (magnitude <= bestDistance + 1e-9 && distance > 0) {
                best = candidate
                bestDistance = magnitude
            }
        }
        return best
    }
}
