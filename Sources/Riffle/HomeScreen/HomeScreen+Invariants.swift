extension HomeScreen {
    /// Checks the screen's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`): every icon once, capacities
    /// held, the live arrangement holding the same icons as the layout, no empty page outside edit mode, the track
    /// and the dots showing as many pages as the screen, numbers finite.
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            HomeScreen.checkArrangement(layout, geometry: geometry, name: "layout")
            if let drag {
                let live = drag.working
                HomeScreen.checkArrangement(live, geometry: geometry, name: "live layout")
                _riffleInvariant(Set(live.icons) == Set(layout.icons), "the live layout holds the layout's icons")
                _riffleInvariant(drag.base.location(of: drag.id) == nil, "the drag's base lacks the dragged icon")
                _riffleInvariant(live.location(of: drag.id) == drag.target, "the dragged icon is at its target")
                _riffleInvariant(drag.finger.isFinite && drag.grab.isFinite, "the drag's points are finite")
            }
            if !isEditing, drag == nil {
                _riffleInvariant(
                    layout.pages.count == 1 || !layout.pages.contains(where: \.isEmpty),
                    "no empty page outside edit mode")
            }
            let count = Swift.max(1, liveLayout.pages.count)
            _riffleInvariant(track.layout.itemCount == count, "the track has one item per page")
            _riffleInvariant(indicator.count == count, "the dots count the pages")
            _riffleInvariant(time.isFinite, "time is finite")
            _riffleInvariant(lift.value.isFinite && wiggleEnvelope.value.isFinite, "motion values are finite")
            _riffleInvariant(drag == nil || isEditing, "icons are dragged only in edit mode")
        #endif
    }

    /// Checks one arrangement: at least one page, every icon once, pages and dock within capacity.
    static func checkArrangement(_ arrangement: IconArrangement, geometry: Geometry, name: String) {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(!arrangement.pages.isEmpty, "\(name) has a page")
            _riffleInvariant(Set(arrangement.icons).count == arrangement.iconCount, "\(name) holds each icon once")
            _riffleInvariant(
                arrangement.pages.allSatisfy { $0.count <= geometry.pageCapacity }, "\(name) pages within capacity")
            _riffleInvariant(arrangement.dock.count <= geometry.dockCapacity, "\(name) dock within capacity")
        #endif
    }
}
