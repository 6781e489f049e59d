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
                motion.advance(to: now)
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

    /// Starts every icon whose slot differs between `before` and ``liveLayout`` (the dragged icon excepted) moving
    /// from where it is drawn to its new slot, without crossing the other icons' labels.
    ///
    /// - an icon making room (one place on in reading order, or back) slides straight within the row it is drawn
    ///   in, and hops to another row (or page) as text wraps: out along its row in the direction it moves, in
    ///   along the new row from the other side (``Hop``);
    /// - an icon moved further, and `moved` (the icon a command or an icon action moves) however near it goes,
    ///   shrinks and fades where it is and grows back in its new slot, while the icons between make room (so an
    ///   icon moved one place never slides through the neighbour sliding the other way); a new icon grows in.
    mutating func reflow(from before: IconArrangement, moving moved: IconID? = nil, at now: Double) {
        let after = liveLayout
        let old = before.places
        for (id, (location, to)) in after.places where id != drag?.id {
            guard let (previous, from) = old[id] else {
                if !configuration.reduceMotion { startHop(id, from: .zero, visibility: 0, travel: 0, at: now) }
                continue
            }
            let oldSlot = slotCenter(of: previous, dockCount: before.dock.count)
            let newSlot = slotCenter(of: location, dockCount: after.dock.count)
            guard oldSlot != newSlot else { continue }
            let drawn = displayedCenter(of: previous, in: before, id: id)
            let travel = abs(to - from) > 1 || id == moved ? nil : (to > from ? hopTravel : -hopTravel)
            move(id, from: drawn - newSlot, rebasedBy: oldSlot - newSlot, travel: travel, at: now)
        }
    }

    /// How far a hopping icon travels along a row, in points: a column's pitch, at most twice the margin between
    /// the page's edge and its outer icons, so that an icon leaving or entering a page's outer column never
    /// reaches the next page's icons (47.5 points on a 390-point screen).
    var hopTravel: Double {
        let margin = geometry.iconFrame(atSlot: 0).minX
        return Swift.max(0, Swift.min(geometry.columnWidth + geometry.columnSpacing, 2 * margin))
    }

    /// Moves an icon drawn at `offset` from its new slot there.
    ///
    /// With `travel` (making room): a slide when it is drawn in the new slot's row, else a hop that far along the
    /// rows; without (moved further): a hop in place. A hop under way goes on (its start moved by `rebase`, the new slot's distance from the old one)
    /// while it still leaves for another row, and turns back along the row when the icon is sent back to it.
    mutating func move(_ id: IconID, from offset: Vector, rebasedBy rebase: Vector, travel: Double?, at now: Double) {
        guard offset.isFinite, rebase.isFinite, !configuration.reduceMotion else {
            offsets[id] = nil
            return
        }
        let sameRow = travel != nil && abs(offset.y) < (geometry.rowHeight + geometry.rowSpacing) / 2
        guard var motion = offsets[id], var hop = motion.hop else {
            if sameRow {
                setOffset(id, to: offset, at: now)
            } else {
                startHop(id, from: offset, visibility: 1, travel: travel ?? 0, at: now)
            }
            return
        }
        let spring = Motion.spring(configuration.reflowSpring)
        switch (hop.isLeaving, sameRow) {
        case (true, false):
            // Still leaving: it enters the new row instead.
            hop.start = hop.start + rebase
            motion.hop = hop
            offsets[id] = motion
        case (true, true):
            // Sent back to the row it is leaving: it comes back along the row, fading in again from as much of it
            // as shows.
            let entering = (1 + motion.visibility) / 2
            hop.travel = -hop.travel
            hop.progress.jump(to: entering, at: now)
            hop.progress.animate(to: 1, with: spring, initialVelocity: .absolute(0), at: now)
            motion.hop = hop
            motion.x.jump(to: offset.x + hop.entryOffset.x, at: now)
            motion.y.jump(to: offset.y, at: now)
            motion.x.animate(to: 0, with: spring, initialVelocity: .absolute(0), at: now)
            motion.y.animate(to: 0, with: spring, initialVelocity: .absolute(0), at: now)
            offsets[id] = motion
        case (false, true):
            // Entering its row toward another slot of that row: the slide bends it there.
            let slide = Vector(x: motion.x.value, y: motion.y.value) + rebase
            motion.x.jump(to: slide.x, at: now)
            motion.y.jump(to: slide.y, at: now)
            motion.x.animate(to: 0, with: spring, initialVelocity: .absolute(motion.x.velocity), at: now)
            motion.y.animate(to: 0, with: spring, initialVelocity: .absolute(motion.y.velocity), at: now)
            offsets[id] = motion
        case (false, false):
            startHop(id, from: offset, visibility: motion.visibility, travel: travel ?? 0, at: now)
        }
    }

    /// Starts a hop from `offset` (from the new slot) that travels `travel` points along each row, the icon
    /// showing `visibility` of itself as it starts leaving.
    mutating func startHop(_ id: IconID, from offset: Vector, visibility: Double, travel: Double, at now: Double) {
        var progress = AnimatedValue(0, tolerance: .unitProgress)
        progress.jump(to: 0, at: now)
        progress.animate(to: 1, with: .spring(configuration.reflowSpring), initialVelocity: .absolute(0), at: now)
        var x = AnimatedValue(0)
        var y = AnimatedValue(0)
        x.jump(to: 0, at: now)
        y.jump(to: 0, at: now)
        let hop = Hop(
            progress: progress, start: offset, travel: travel,
            leavingVisibility: Swift.min(Swift.max(visibility, 0), 1))
        offsets[id] = OffsetMotion(x: x, y: y, hop: hop)
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
        offsets[id] = OffsetMotion(x: x, y: y, hop: nil)
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

    /// An icon's wiggle rotation in `frame`, in radians: 0 outside edit mode (once the wiggle has died away), for the
    /// dragged icon, and under Reduce Motion.
    func wiggleRotation(of id: IconID, in frame: PlacementFrame) -> Double {
        guard let angle = frame.cycleAngle, id != frame.dragged else { return 0 }
        return frame.wiggleEnvelope * configuration.wiggle.rotation(phase: wigglePhase(of: id), cycleAngle: angle)
    }

    /// An icon's motion to its slot: a slide (its offset from the slot, animated to zero) and, when it changes
    /// row, a hop along the rows (see ``Hop``).
    struct OffsetMotion: Sendable {
        /// The horizontal offset of the slide.
        var x: AnimatedValue
        /// The vertical offset of the slide.
        var y: AnimatedValue
        /// The way out of the old row and into the new one, for an icon that changes row.
        var hop: Hop?

        /// The current offset from the slot.
        var value: Vector {
            let slide = Vector(x: x.value, y: y.value)
            guard let hop else { return slide }
            return hop.isLeaving ? hop.start + Vector(x: hop.travel * 2 * hop.phase, y: 0) : slide - hop.entryOffset
        }

        /// How much of the icon shows: 1, fading to 0 as a hop leaves the old row and back to 1 as it enters.
        var visibility: Double {
            guard let hop else { return 1 }
            return hop.isLeaving ? hop.leavingVisibility * (1 - 2 * hop.phase) : 2 * hop.phase - 1
        }

        /// The icon's scale: 1, down to ¼ where a hop hides it.
        var scale: Double { 0.25 + 0.75 * visibility }

        /// Whether the slide and the hop came to rest.
        var isSettled: Bool { x.isSettled && y.isSettled && (hop?.progress.isSettled ?? true) }

        /// Advances the slide and the hop to `time`.
        mutating func advance(to time: Double) {
            x.advance(to: time)
            y.advance(to: time)
            hop?.progress.advance(to: time)
        }
    }

    /// How an icon changes row without crossing the rows between, where the other icons' labels are.
    ///
    /// As text wraps, it leaves its row along the row, toward the row's end when it moves on in reading order (its start
    /// when it moves back), fading out and shrinking, then comes into the new row along it from the other side,
    /// fading in and growing. Under `progress` ½ it is leaving, hidden at ½, entering after; in step with the icons
    /// that slide, which move with the same spring from the same moment.
    struct Hop: Sendable {
        /// 0 to 1, with the reflow spring.
        var progress: AnimatedValue
        /// The icon's offset from its slot where the leaving starts (at `progress` 0).
        var start: Vector
        /// The signed distance the icon travels along each row, in points: positive toward the right, 0 for a hop
        /// in place.
        var travel: Double
        /// How much of the icon shows as it starts leaving: 1, less when a hop interrupts another, 0 for a new
        /// icon (it only grows in).
        var leavingVisibility: Double

        /// `progress` within `0...1`.
        var phase: Double { Swift.min(Swift.max(progress.value, 0), 1) }
        /// Whether the icon is still leaving its old row.
        var isLeaving: Bool { phase < 0.5 }
        /// How far short of its slot the entering icon is, along the new row.
        var entryOffset: Vector { Vector(x: travel * (2 - 2 * phase), y: 0) }
    }
}
