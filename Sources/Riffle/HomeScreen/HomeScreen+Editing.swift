extension HomeScreen {
    /// Enters edit mode (the icons start to wiggle); nothing happens when already editing.
    ///
    /// A long press on an icon does this by itself.
    ///
    /// - Parameter time: The time, in seconds (non-finite: the latest input's time).
    mutating func beginEditing(at time: Double) {
        let now = time.isUsableTime ? Swift.max(self.time, time) : self.time
        guard !isEditing else { return }
        isEditing = true
        pendingEvents.append(.editingChanged(true))
        animateWiggleEnvelope(to: 1, at: now)
        _checkInvariants()
    }

    /// Leaves edit mode (Done): a dragged icon is dropped where it would land, the wiggle dies away and empty
    /// pages are removed (never the only page), the screen staying on the page it showed.
    ///
    /// A tap on empty space does this by itself. Nothing happens when not editing.
    ///
    /// - Parameter time: The time, in seconds (non-finite: the latest input's time).
    mutating func endEditing(at time: Double) {
        let now = time.isUsableTime ? Swift.max(self.time, time) : self.time
        guard isEditing else { return }
        step(to: now)
        endIconDrag(dropping: true, at: now)
        isEditing = false
        pendingEvents.append(.editingChanged(false))
        animateWiggleEnvelope(to: 0, at: now)
        removeEmptyPages(at: now)
        finishInput()
    }

    /// Removes empty pages, keeping the screen on the page it shows (or the page before a removed one).
    mutating func removeEmptyPages(at now: Double) {
        let (cleaned, map) = layout.removingEmptyPages()
        guard cleaned != layout else { return }
        let before = layout
        let page = map.indices.contains(track.targetIndex) ? map[track.targetIndex] : 0
        layout = cleaned
        syncTrackPages(at: now)
        if track.targetIndex != page { turnTrack(to: page, animated: false, at: now) }
        reflow(from: before, at: now)
    }

    /// Animates the wiggle's envelope with an ease-out over the ramp duration (at once under Reduce Motion).
    mutating func animateWiggleEnvelope(to target: Double, at now: Double) {
        let ramp = configuration.wiggle.rampDuration
        if configuration.reduceMotion || ramp <= 0 {
            wiggleEnvelope.jump(to: target, at: now)
        } else {
            wiggleEnvelope.animate(to: target, with: .curve(.easeOut, duration: ramp), at: now)
        }
    }

    /// Moves an icon to a location, as a drop would (an icon action, ``Command/iconAction(action:icon:label:)``).
    ///
    /// The index is clamped to the icons there. A page index equal to the page count adds a page. Onto a full page
    /// the page's last icon moves on to the next page. Outside edit mode, a page left empty is removed.
    ///
    /// - Parameters:
    ///   - id: The icon.
    ///   - location: Where to put it.
    ///   - time: The time, in seconds.
    /// - Returns: Whether the icon moved: false for an unknown icon, while an icon is dragged, for a page index
    ///   outside `0...pages.count`, or a full dock.
    @discardableResult
    mutating func move(_ id: IconID, to location: IconLocation, at time: Double) -> Bool {
        let now = time.isUsableTime ? Swift.max(self.time, time) : self.time
        // A location can receive an icon when it is a page in `0...pages.count` (the count adds a page) or the dock.
        guard drag == nil, let origin = layout.location(of: id), (0...layout.pages.count).contains(location.page ?? 0)
        else { return false }
        step(to: now)
        var changed = layout
        guard changed.move(id, to: location, pageCapacity: geometry.pageCapacity, dockCapacity: geometry.dockCapacity)
        else { return false }
        commit(changed, moving: id, at: now)
        if let destination = layout.location(of: id), destination != origin {
            pendingEvents.append(.moved(id, from: origin, to: destination))
        }
        finishInput()
        return true
    }

    /// Removes an icon (an app was deleted): ``Command/removeIcon(icon:)``.
    ///
    /// Outside edit mode, a page left empty is removed. A press in progress on the icon is cancelled: no tap, long
    /// press or icon drag follows from that touch (so no ``Event/open(_:)`` names an icon that no longer exists);
    /// a page drag it already began goes on.
    ///
    /// - Parameters:
    ///   - id: The icon.
    ///   - time: The time, in seconds.
    /// - Returns: Whether the icon was removed: false for an unknown icon or while an icon is dragged.
    @discardableResult
    mutating func remove(_ id: IconID, at time: Double) -> Bool {
        let now = time.isUsableTime ? Swift.max(self.time, time) : self.time
        guard drag == nil, layout.location(of: id) != nil else { return false }
        step(to: now)
        var changed = layout
        changed.remove(id)
        offsets[id] = nil
        if liftedIcon == id { liftedIcon = nil }
        if case .icon(id, _)? = press?.target {
            // No tap, long press or icon drag for this touch; a paging drag already under way goes on.
            press?.target = .background
            if press?.mode == .pending { press?.mode = .ignored }
        }
        commit(changed, at: now)
        finishInput()
        return true
    }

    /// Makes `changed` the layout, icons moving to their new slots (`moved`, the icon an edit moves, hops in place
    /// however near it goes); outside edit mode empty pages go.
    mutating func commit(_ changed: IconArrangement, moving moved: IconID? = nil, at now: Double) {
        let before = layout
        layout = changed
        syncTrackPages(at: now)
        reflow(from: before, moving: moved, at: now)
        if !isEditing { removeEmptyPages(at: now) }
    }

    /// Applies a new screen size (rotation, window resize).
    ///
    /// The grid is laid out again for the size but keeps its columns and rows (``Geometry``), so no icon changes
    /// page: the first size with an area sets the grid (a layout over its capacity is repaired then, once), later
    /// sizes only move and scale icons. A dragged icon is put back first (its gesture is then ignored until the
    /// finger lifts). A size that is not finite and positive is ignored.
    ///
    /// - Parameters:
    ///   - size: The new screen size, in points.
    ///   - time: The time, in seconds.
    mutating func resize(to size: Vector, at time: Double) {
        guard size.isFinite, size.x > 0, size.y > 0 else { return }
        let now = time.isUsableTime ? Swift.max(self.time, time) : self.time
        step(to: now)
        let newGeometry = Geometry(screenSize: size, configuration: configuration, keepingGridOf: geometry)
        guard newGeometry != geometry else { return }
        endIconDrag(dropping: false, at: now)
        geometry = newGeometry
        layout =
            layout.repaired(
                pageCapacity: geometry.pageCapacity, dockCapacity: geometry.dockCapacity, keepingEmptyPages: isEditing
            ).layout
        offsets.removeAll()
        syncTrackPages(at: now)
        finishInput()
    }
}
