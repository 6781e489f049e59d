extension HomeScreen {
    /// Advances the screen to a frame time: a long press may fire, a held icon may turn the page, and the pages,
    /// the moving icons, the lift and the wiggle's envelope move on.
    ///
    /// Times earlier than the latest input, non-finite times and times beyond
    /// ``PointerEvent/maximumTimestampMagnitude`` are ignored.
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Complexity: O(moving icons), O(n) when a held icon turns the page.
    public mutating func advance(to time: Double) {
        guard time.isUsableTime, time >= self.time else { return }
        for gesture in recognizer.advance(to: time) { apply(gesture) }
        if drag != nil {
            updateEdgeHold(at: time)
            retargetDrag(at: time)
        }
        step(to: time)
        finishInput()
    }

    /// Runs every motion up to `now`, with no other effect.
    mutating func step(to now: Double) {
        guard now.isUsableTime, now >= time else { return }
        time = now
        track.advance(to: now)
        if !offsets.isEmpty {
            var moving: [IconID: OffsetMotion] = [:]
            for (id, var motion) in offsets {
                motion.x.advance(to: now)
                motion.y.advance(to: now)
                if !motion.isSettled { moving[id] = motion }
            }
            offsets = moving
        }
        lift.advance(to: now)
        if lift.isSettled, drag == nil { liftedIcon = nil }
        wiggleEnvelope.advance(to: now)
        drainTrackEvents()
    }

    /// Animates a value to a target with the reflow spring (or at once under Reduce Motion).
    func animate(_ value: inout AnimatedValue, to target: Double, at now: Double) {
        if configuration.reduceMotion {
            value.jump(to: target, at: now)
        } else {
            value.animate(to: target, with: .spring(configuration.reflowSpring), at: now)
        }
    }

    /// The centre of a location's slot on screen now: a page slot moved by the pages' scroll offset, or a dock
    /// place in a dock showing `dockCount` icons.
    func slotCenter(of location: IconLocation, dockCount: Int) -> Point {
        switch location {
        case .page(let page, let index):
            let center = geometry.iconFrame(atSlot: index).center
            return Point(x: center.x + Double(page) * geometry.screenSize.x - track.position, y: center.y)
        case .dock(let index):
            return geometry.dockIconFrame(at: index, count: dockCount).center
        }
    }

    /// Where an icon at `location` of `arrangement` is drawn now: its slot plus its offset.
    func displayedCenter(of location: IconLocation, in arrangement: IconArrangement, id: IconID) -> Point {
        let slot = slotCenter(of: location, dockCount: arrangement.dock.count)
        guard let offset = offsets[id] else { return slot }
        return slot + offset.value
    }

    /// Starts every icon whose slot differs between `before` and ``liveLayout`` moving from where it is drawn to
    /// its new slot (the dragged icon excepted).
    mutating func reflow(from before: IconArrangement, at now: Double) {
        let after = liveLayout
        let old = before.locations
        let new = after.locations
        for (id, location) in new where id != drag?.id {
            guard let previous = old[id] else { continue }
            let from = displayedCenter(of: previous, in: before, id: id)
            let to = slotCenter(of: location, dockCount: after.dock.count)
            setOffset(id, to: from - to, at: now)
        }
    }

    /// Starts an icon moving from a point on screen to its slot in ``liveLayout``.
    mutating func animateToSlot(_ id: IconID, from point: Point, at now: Double) {
        let after = liveLayout
        guard let location = after.location(of: id) else { return }
        setOffset(id, to: point - slotCenter(of: location, dockCount: after.dock.count), at: now)
    }

    /// Sets an icon's offset from its slot and animates it to zero, keeping the offset's current velocity.
    mutating func setOffset(_ id: IconID, to offset: Vector, at now: Double) {
        guard offset.isFinite, !configuration.reduceMotion, offset.length >= 0.01 else {
            offsets[id] = nil
            return
        }
        let previous = offsets[id]
        let tolerance = RestTolerance(distance: 0.05, speed: 1)
        var x = AnimatedValue(offset.x, tolerance: tolerance)
        var y = AnimatedValue(offset.y, tolerance: tolerance)
        x.jump(to: offset.x, at: now)
        y.jump(to: offset.y, at: now)
        let spring = Motion.spring(configuration.reflowSpring)
        x.animate(to: 0, with: spring, initialVelocity: .absolute(previous?.x.velocity ?? 0), at: now)
        y.animate(to: 0, with: spring, initialVelocity: .absolute(previous?.y.velocity ?? 0), at: now)
        offsets[id] = OffsetMotion(x: x, y: y)
    }

    /// An icon's wiggle phase, in radians in `0..<2π`: the same for the same identifier on every launch, spread
    /// so that neighbours wiggle out of step.
    ///
    /// - Parameter id: An icon.
    /// - Returns: The phase.
    func wigglePhase(of id: IconID) -> Double {
        let fraction = Double(id.stableHash >> 11) / 9_007_199_254_740_992
        return Elementary.twoPi * fraction
    }

    /// An icon's wiggle rotation now, in radians: 0 outside edit mode (once the wiggle has died away), for the
    /// dragged icon, and under Reduce Motion.
    ///
    /// - Parameter id: An icon.
    /// - Returns: The rotation.
    func wiggleRotation(of id: IconID) -> Double {
        guard !configuration.reduceMotion, id != drag?.id else { return 0 }
        let envelope = wiggleEnvelope.value
        guard envelope != 0 else { return 0 }
        return envelope * configuration.wiggle.sanitized.rotation(phase: wigglePhase(of: id), time: time)
    }
}
