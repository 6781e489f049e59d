extension Track {
    /// Advances the track to `time`: runs the motion, fires autoplay, and reports index changes and settling.
    ///
    /// Times earlier than the latest input are ignored (documented: time never runs backwards); non-finite
    /// times are ignored.
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Complexity: O(1) amortized (O(log s) when a snap changes).
    public mutating func advance(to time: Double) {
        guard time.isUsableTime, time >= self.time else { return }
        for gesture in recognizer.advance(to: time) { apply(gesture) }
        step(to: time)
        if let due = autoplay.deadline(phase: phase, isPointerDown: isPointerDown), time >= due, layout.snapCount > 1 {
            autoplay.interactionBegan()
            let base = layout.nearestVirtualSnap(to: offset)
            if !layout.loops, base >= layout.snapCount - 1 {
                move(toVirtual: 0, velocity: 0, animated: true, cause: .autoplay, at: time)
            } else {
                move(toVirtual: base.saturatingAdding(1), velocity: 0, animated: true, cause: .autoplay, at: time)
            }
        }
        _checkInvariants()
    }

    /// Runs the motion up to `now` without other side effects.
    mutating func step(to now: Double) {
        guard now.isUsableTime, now >= time else { return }
        time = now
        guard case .settling(var running, let isDecay) = state else { return }
        // Take the motion out of the state while it runs, so it is advanced in place rather than copied.
        state = .idle
        running.advance(to: now)
        offset = running.value
        velocity = running.velocity
        if running.isSettled {
            velocity = 0
            finishSettling()
        } else {
            state = .settling(running, isDecay: isDecay)
        }
        updateNearest()
    }

    /// The tolerance within which the track's motion counts as at rest.
    var restTolerance: RestTolerance {
        RestTolerance(distance: configuration.restDistance, speed: configuration.restSpeed)
    }

    /// A motion value starting at the current offset at `time`.
    func motionValue(at time: Double) -> AnimatedValue {
        var value = AnimatedValue(offset, tolerance: restTolerance)
        value.jump(to: offset, at: time)
        return value
    }

    /// Starts moving to a virtual snap (or jumps there without animation or under Reduce Motion).
    mutating func move(toVirtual virtual: Int, velocity: Double, animated: Bool, cause: Cause, at time: Double) {
        let virtual = layout.clampedVirtualSnap(virtual)
        let index = layout.wrappedSnapIndex(virtual)
        let previousTarget = targetIndex
        retarget(toVirtual: virtual, cause: cause)
        let destination = layout.offset(ofVirtualSnap: virtual)
        let v = velocity.isFinite ? velocity : 0
        let tolerance = restTolerance
        let jumps = !animated || configuration.reduceMotion
        // A jump, or a move that is already there: no motion.
        if jumps || (offset - destination).magnitude < tolerance.distance && v.magnitude < tolerance.speed {
            if jumps { pendingEvents.append(.jumped(from: nearestIndex, to: index)) }
            offset = destination
            self.velocity = 0
            if case .settling = state { state = .idle }
            updateNearest()
            finishSettling()
            return
        }
        startSettle(to: destination, velocity: v, changesSnap: index != previousTarget, at: time)
    }

    /// Starts the settling spring from the current offset with `velocity` (so the velocity is continuous).
    mutating func startSpring(to destination: Double, velocity: Double, at time: Double) {
        var running = motionValue(at: time)
        running.animate(
            to: destination, with: .spring(configuration.spring), initialVelocity: .absolute(velocity), at: time)
        state = .settling(running, isDecay: false)
    }

    /// Starts free momentum from the current offset, bouncing with the track's spring at a bounded track's ends.
    mutating func startDecay(_ decay: Decay, velocity: Double, at time: Double) {
        var running = motionValue(at: time)
        let limits: ClosedRange<Double>? = layout.loops ? nil : layout.limits
        running.decay(decay, initialVelocity: velocity, bounds: limits, edgeSpring: configuration.spring, at: time)
        state = .settling(running, isDecay: true)
    }

    /// Runs a release's decision: the motion it describes (``SnapDecision/motion``), toward its target.
    mutating func run(_ decision: SnapDecision, at time: Double) {
        switch decision.motion {
        case .settle:
            move(toVirtual: decision.target, velocity: decision.velocity, animated: true, cause: .drag, at: time)
        case .momentum(let decay):
            retarget(toVirtual: decision.target, cause: .drag)
            startDecay(decay, velocity: decision.velocity, at: time)
        }
    }

    /// Makes `virtual` the target, moved there by `cause`, and reports a new target index.
    mutating func retarget(toVirtual virtual: Int, cause: Cause) {
        targetVirtual = virtual
        targetCause = cause
        let index = layout.wrappedSnapIndex(virtual)
        if index != targetIndex {
            targetIndex = index
            pendingEvents.append(.targetIndexChanged(index, cause: cause))
        }
    }

    /// Settles on the snap nearest the current position (after a tap stopped the motion).
    mutating func settleOnNearest(at time: Double, cause: Cause) {
        guard drag == nil else { return }
        if case .free = configuration.snapPolicy {
            // Free scrolling rests where it stopped, within the limits: a track held beyond an end (grabbed
            // mid-bounce) springs back to the limit.
            velocity = 0
            let resting = layout.clamped(offset)
            targetVirtual = layout.nearestVirtualSnap(to: resting)
            if resting != offset {
                retarget(toVirtual: targetVirtual, cause: cause)
                if configuration.reduceMotion {
                    offset = resting
                } else {
                    startSpring(to: resting, velocity: 0, at: time)
                    updateNearest()
                    return
                }
            }
            state = .idle
            finishSettling()
            return
        }
        move(toVirtual: layout.nearestVirtualSnap(to: offset), velocity: 0, animated: true, cause: cause, at: time)
    }

    /// Whether a settle on a new snap after a move of `cause` is announced.
    ///
    /// Not after autoplay (nobody asked for it; VoiceOver users would hear a page every few seconds) and not
    /// after an accessibility adjustment (assistive technologies read the new ``accessibilityValue`` after an
    /// adjustment on their own, so an announcement would say it twice). Every other move is announced.
    static func announcesSettle(after cause: Cause) -> Bool {
        switch cause {
        case .autoplay, .accessibility: false
        default: true
        }
    }

    /// The motion ended: record the settled index, rebase the ring, announce.
    mutating func finishSettling() {
        if case .settling = state { state = .idle }
        if case .free = configuration.snapPolicy {
            // Free motion may rest on another snap than the one predicted at release (the decay stops within
            // its rest tolerance, a relayout restarts it): the target is where it rests.
            targetVirtual = layout.nearestVirtualSnap(to: offset)
        }
        if layout.loops { rebaseRing() }
        retarget(toVirtual: targetVirtual, cause: targetCause)
        let index = targetIndex
        let changed = index != settledIndex
        settledIndex = index
        pendingEvents.append(.settled(index))
        if changed, Self.announcesSettle(after: targetCause) {
            pendingEvents.append(.announcement(accessibilityLabel(forSnap: index)))
        }
        autoplay.interactionEnded(at: time)
        updateNearest()
    }

    /// Keeps a ring's unwrapped offset near the first lap (whole multiples of the slot period, so slot ids stay
    /// stable).
    mutating func rebaseRing() {
        let period = layout.contentLength * Double(layout.ringCopies)
        guard period > 0, motion == nil, drag == nil else { return }
        let laps = ((offset - layout.lowerLimit) / period + 1e-9).rounded(.down)
        guard laps != 0, laps.magnitude < 4.5e15 else { return }
        let snapsPerPeriod = layout.snapCount * layout.ringCopies
        let (shift, overflow) = Int(laps).multipliedReportingOverflow(by: snapsPerPeriod)
        guard !overflow else { return }
        let (rebased, underflow) = targetVirtual.subtractingReportingOverflow(shift)
        guard !underflow else { return }
        offset -= laps * period
        targetVirtual = rebased
    }

    /// Reports a change of the snap nearest to the position.
    mutating func updateNearest() {
        let nearest = layout.nearestSnapIndex(to: offset, hint: nearestIndex)
        if nearest != nearestIndex {
            nearestIndex = nearest
            pendingEvents.append(.nearestIndexChanged(nearest))
        }
        noteNearEnds()
    }

    /// Which ends the track is near (``Configuration/nearEndThreshold``), as last reported.
    struct NearEnds: Hashable, Sendable {
        /// Near the first item.
        var start = false
        /// Near the last item.
        var end = false
    }

    /// Whether the track is near `end` now: the position or the target (where a release or a command is taking
    /// it, so a host hears about the end as soon as the track is headed there) within the threshold.
    ///
    /// Never on a loop, with no items, or with no threshold.
    /// - Complexity: O(1).
    func isNear(_ end: TrackEnd) -> Bool {
        guard let threshold = configuration.nearEndThreshold, !layout.loops, layout.items.count > 0,
            layout.snapCount > 0
        else { return false }
        let lastSnap = layout.snapCount - 1
        let target = Swift.min(Swift.max(targetIndex, 0), lastSnap)
        let nearest = Swift.min(Swift.max(nearestIndex, 0), lastSnap)
        switch threshold {
        case .items(let count):
            let n = Swift.max(count, 0)
            let lastItem = layout.items.count - 1
            if end == .end {
                let furthest = Swift.max(target, nearest)
                let item = (layout.snapItems[furthest].upperBound - 1)
                return lastItem - item <= n
            } else {
                let earliest = Swift.min(target, nearest)
                return layout.snapItems[earliest].lowerBound <= n
            }
        case .points(let points):
            let p = points.isNaN ? 0 : Swift.max(points, 0)
            let targetOffset = layout.offset(ofVirtualSnap: target)
            let clamped = Swift.min(Swift.max(offset, layout.lowerLimit), layout.upperLimit)
            if end == .end {
                return layout.upperLimit - Swift.max(targetOffset, clamped) <= p
            } else {
                return Swift.min(targetOffset, clamped) - layout.lowerLimit <= p
            }
        }
    }

    /// Reports ``Event/nearEnd(_:)`` for each end the track has come near since the last check, once per visit.
    mutating func noteNearEnds() {
        // Per frame: nothing to do without a threshold (and no end was near).
        if configuration.nearEndThreshold == nil, !nearEnds.start, !nearEnds.end { return }
        for end in TrackEnd.allCases {
            let near = isNear(end)
            let was = end == .start ? nearEnds.start : nearEnds.end
            if near && !was { pendingEvents.append(.nearEnd(end)) }
            if end == .start { nearEnds.start = near } else { nearEnds.end = near }
        }
    }
}
