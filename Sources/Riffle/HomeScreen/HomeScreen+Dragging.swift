extension HomeScreen {
    /// Lifts an icon under the finger: it starts following the finger from where it is drawn.
    ///
    /// - Returns: Whether the icon was lifted (false when another icon is dragged or the icon is unknown).
    mutating func liftIcon(_ id: IconID, grabbedAt point: Point, at now: Double) -> Bool {
        guard drag == nil, let origin = layout.location(of: id), point.isFinite else { return false }
        let center = displayedCenter(of: origin, in: layout, id: id)
        drag = IconDragSession(lifting: id, from: origin, in: layout, center: center, finger: point)
        offsets[id] = nil
        track.settleGrabbedPages(at: now)
        if liftedIcon != id { lift.jump(to: 1, at: now) }
        liftedIcon = id
        animate(&lift, to: configuration.liftScale, at: now)
        return true
    }

    /// Follows the finger: edge holds, and where the icon would land.
    mutating func moveIcon(to finger: Point, at now: Double) {
        guard drag != nil, finger.isFinite else { return }
        drag?.finger = finger
        updateEdgeHold(at: now)
        retargetDrag(at: now)
    }

    /// Recomputes where the dragged icon would land and moves the other icons aside when it changes.
    ///
    /// Over the dock: the dock, if it has room (a full dock refuses and the previous target stays). Elsewhere:
    /// the slot under the icon's centre on the page the screen shows, at most right after that page's icons and
    /// at most the page's last slot (a full page then pushes its last icon on).
    ///
    /// The arrangement is rebuilt only when the target changes, or when `force` (the drag's base changed).
    mutating func retargetDrag(at now: Double, force: Bool = false) {
        guard var current = drag else { return }
        var force = force
        let page = Swift.max(0, track.targetIndex)
        if current.center.y < geometry.dockFrame.minY {
            // A page the icon reaches (by an edge hold past the last page) exists in the base, empty.
            while current.base.pages.count <= page {
                current.base.pages.append([])
                force = true
            }
        }
        let target = current.landingTarget(onPage: page, geometry: geometry) ?? current.target
        guard force || target != current.target else {
            drag = current
            return
        }
        let before = liveLayout
        if !current.land(at: target, geometry: geometry) {
            // Only a full dock refuses, and a full dock is never a target: keep the icon where it was.
            current.target = current.origin
            current.working = layout
        }
        drag = current
        if before != current.working {
            reflow(from: before, at: now)
            syncTrackPages(at: now)
        }
    }

    /// Ends the icon drag, dropping or cancelling it; nothing happens when no icon is dragged.
    ///
    /// Dropped, the icon lands where it would: the arrangement on screen becomes ``layout``. Cancelled, the icon
    /// flies back and the other icons return to their places. A press still moving the icon (the drag ended by a
    /// command or a resize) ignores the rest of its touch.
    mutating func endIconDrag(dropping: Bool, at now: Double) {
        guard let current = drag else { return }
        if press?.mode == .movingIcon { press?.mode = .ignored }
        let before = liveLayout
        if dropping { layout = current.working }
        drag = nil
        if !dropping { reflow(from: before, at: now) }
        animateToSlot(current.id, from: current.center, at: now)
        animate(&lift, to: 1, at: now)
        if dropping, let destination = layout.location(of: current.id), destination != current.origin {
            pendingEvents.append(.moved(current.id, from: current.origin, to: destination))
        }
        syncTrackPages(at: now)
    }

    /// A hold at the left or right edge turns the page after `Configuration/edgeHoldDuration` seconds, then
    /// again every ``Configuration/edgeHoldRepeatInterval`` seconds while the finger stays there.
    mutating func updateEdgeHold(at now: Double) {
        guard var current = drag else { return }
        let edge = current.heldEdge(geometry: geometry, edgeWidth: configuration.edgeWidth)
        guard edge == current.edge else {
            current.edge = edge
            current.nextEdgeTurn = now + configuration.edgeHoldDuration
            drag = current
            return
        }
        guard let edge else { return }
        let repeated = configuration.edgeHoldRepeatInterval
        while let turn = drag?.nextEdgeTurn, now >= turn {
            drag?.nextEdgeTurn = turn + repeated
            guard turnPage(toward: edge, at: turn) else {
                // Nowhere to go: wait a full repeat interval from now before trying again.
                drag?.nextEdgeTurn = now + repeated
                return
            }
        }
    }

    /// Turns the page toward an edge for a held icon; past the last page adds a new page unless the last page
    /// holds nothing but (at most) the dragged icon.
    ///
    /// - Returns: Whether the page turned.
    mutating func turnPage(toward edge: IconDragSession.Edge, at now: Double) -> Bool {
        guard let current = drag else { return false }
        let page = track.targetIndex
        switch edge {
        case .leading:
            guard page > 0 else { return false }
            turnTrack(to: page - 1, animated: true, at: now)
        case .trailing:
            let count = current.working.pages.count
            if page >= count - 1 {
                let lastHasOthers = current.base.pages.count >= count && !current.base.pages[count - 1].isEmpty
                guard lastHasOthers else { return false }
                drag?.base.pages.append([])
                retargetDrag(at: now, force: true)
            }
            turnTrack(to: page + 1, animated: true, at: now)
        }
        retargetDrag(at: now)
        return true
    }
}
