extension HomeScreen {
    /// Where to draw every icon on screen this frame, in drawing order (ascending ``IconPlacement/zIndex``): the
    /// icons of the pages on screen, the dock's icons, icons moving to a new place, then the dragged icon.
    ///
    /// Icons of pages off screen are left out unless their motion brings them on screen.
    ///
    /// - Complexity: O(icons on the visible pages + dock + moving icons).
    public var placements: [IconPlacement] {
        guard geometry.hasArea else { return [] }
        let live = liveLayout
        let dragged = drag?.id
        let screen = Rect(origin: .zero, size: geometry.screenSize)
        var resting: [IconPlacement] = []
        var moving: [IconPlacement] = []
        var visiblePages = Set<Int>()
        for item in track.visibleItems where item.index < live.pages.count {
            visiblePages.insert(item.index)
            for (index, id) in live.pages[item.index].enumerated() where id != dragged {
                let placement = pagePlacement(id, page: item.index, index: index)
                if placement.zIndex > 0 { moving.append(placement) } else { resting.append(placement) }
            }
        }
        for (index, id) in live.dock.enumerated() where id != dragged {
            let placement = dockPlacement(id, index: index, count: live.dock.count)
            if placement.zIndex > 0 { moving.append(placement) } else { resting.append(placement) }
        }
        if !offsets.isEmpty {
            let locations = live.locations
            for id in offsets.keys.sorted() where id != dragged {
                guard case .page(let page, let index)? = locations[id], !visiblePages.contains(page) else { continue }
                let placement = pagePlacement(id, page: page, index: index)
                if placement.frame.intersects(screen) { moving.append(placement) }
            }
        }
        var result = resting + moving
        if let current = drag {
            result.append(
                IconPlacement(
                    id: current.id, location: current.target,
                    frame: Rect.centered(at: current.center, size: Vector(x: geometry.iconSize, y: geometry.iconSize)),
                    labelFrame: nil, rotation: 0, scale: lift.value, zIndex: 2, isDragged: true))
        }
        return result
    }

    /// The placements of the dock's icons only.
    ///
    /// - Complexity: O(dock icons).
    public var dockPlacements: [IconPlacement] {
        placements.filter { $0.location.isInDock && !$0.isDragged }
    }

    /// A page icon's placement this frame.
    func pagePlacement(_ id: IconID, page: Int, index: Int) -> IconPlacement {
        let shift = Vector(x: Double(page) * geometry.screenSize.x - track.position, y: 0)
        let offset = offsets[id]?.value ?? .zero
        return IconPlacement(
            id: id, location: .page(page, index: index),
            frame: geometry.iconFrame(atSlot: index).offset(by: shift + offset),
            labelFrame: geometry.labelFrame(atSlot: index).offset(by: shift + offset),
            rotation: wiggleRotation(of: id), scale: scale(of: id), zIndex: offsets[id] == nil ? 0 : 1,
            isDragged: false)
    }

    /// A dock icon's placement this frame.
    func dockPlacement(_ id: IconID, index: Int, count: Int) -> IconPlacement {
        let offset = offsets[id]?.value ?? .zero
        return IconPlacement(
            id: id, location: .dock(index: index),
            frame: geometry.dockIconFrame(at: index, count: count).offset(by: offset), labelFrame: nil,
            rotation: wiggleRotation(of: id), scale: scale(of: id), zIndex: offsets[id] == nil ? 0 : 1,
            isDragged: false)
    }

    /// The scale of an icon that is not dragged: the landing icon shrinks back, the others are 1.
    func scale(of id: IconID) -> Double {
        liftedIcon == id ? lift.value : 1
    }
}
