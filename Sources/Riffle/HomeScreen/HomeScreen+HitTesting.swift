extension HomeScreen {
    /// The icon at a screen point (its square or its label), with its location, or `nil`.
    ///
    /// Icons are found at their slots (not where a moving icon is drawn for the moment); the dragged icon is not
    /// found.
    ///
    /// - Parameter point: A point in screen points.
    /// - Returns: The icon and its location in ``liveLayout``.
    /// - Complexity: O(icons on the page under the point + dock icons).
    public func icon(at point: Point) -> (id: IconID, location: IconLocation)? {
        guard point.isFinite, geometry.hasArea else { return nil }
        let live = liveLayout
        for (index, id) in live.dock.enumerated() where id != drag?.id {
            if geometry.dockIconFrame(at: index, count: live.dock.count).contains(point) {
                return (id, .dock(index: index))
            }
        }
        guard point.y < geometry.indicatorRow.minY else { return nil }
        let width = geometry.screenSize.x
        let content = point.x + track.position
        let raw = (content / width).rounded(.down)
        guard raw.isFinite, raw >= 0, raw < Double(live.pages.count) else { return nil }
        let page = Int(raw)
        let local = Point(x: content - Double(page) * width, y: point.y)
        for (index, id) in live.pages[page].enumerated() where id != drag?.id {
            if geometry.iconFrame(atSlot: index).contains(local) || geometry.labelFrame(atSlot: index).contains(local) {
                return (id, .page(page, index: index))
            }
        }
        return nil
    }

    /// What a pointer going down at a point is on.
    func hitTarget(at point: Point) -> HitTarget {
        if let hit = icon(at: point) { return .icon(hit.id, hit.location) }
        if geometry.hasArea, !indicator.isHidden, indicator.touchAreaContains(indicatorPoint(point)) {
            return .indicator
        }
        return .background
    }
}
