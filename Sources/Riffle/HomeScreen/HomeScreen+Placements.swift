extension HomeScreen {
    /// Where to draw every icon on screen this frame, in drawing order (ascending ``IconPlacement/zIndex``): the
    /// icons of the pages on screen, the dock's icons, icons moving to a new place, then the dragged icon.
    ///
    /// Icons of pages off screen are left out unless their motion brings them on screen.
    ///
    /// - Complexity: O(icons on the visible pages + dock + moving icons).
    public var placements: [IconPlacement] {
        var result: [IconPlacement] = []
        forEachCurrentPlacement { result.append($0) }
        return result
    }

    /// Hands every icon's placement now to `body`, in drawing order, without allocating.
    ///
    /// Two passes over the visible pages and the dock (the resting icons, then the moving ones), then the moving
    /// icons of pages off screen that their motion brings on screen (in page and slot order), then the dragged
    /// icon. Each is marked hidden for assistive technologies when less than half of it is inside the screen.
    ///
    /// - Parameter body: Called once per icon drawn.
    /// - Complexity: O(icons on the visible pages + dock), plus O(all icons) while icons move between places.
    func forEachCurrentPlacement(_ body: (IconPlacement) throws -> Void) rethrows {
        guard geometry.hasArea else { return }
        let live = liveLayout
        let dragged = drag?.id
        var firstVisible = Int.max
        var lastVisible = Int.min
        for item in track.visibleItems where item.index < live.pages.count {
            firstVisible = Swift.min(firstVisible, item.index)
            lastVisible = Swift.max(lastVisible, item.index)
        }
        for pass in 0..<2 {
            let moving = pass == 1
            for item in track.visibleItems where item.index < live.pages.count {
                for (index, id) in live.pages[item.index].enumerated()
                where id != dragged && (offsets[id] != nil) == moving {
                    try body(pagePlacement(id, page: item.index, index: index))
                }
            }
            for (index, id) in live.dock.enumerated() where id != dragged && (offsets[id] != nil) == moving {
                try body(dockPlacement(id, index: index, count: live.dock.count))
            }
        }
        if !offsets.isEmpty {
            let screen = Rect(origin: .zero, size: geometry.screenSize)
            for (page, icons) in live.pages.enumerated() where page < firstVisible || page > lastVisible {
                for (index, id) in icons.enumerated() where id != dragged && offsets[id] != nil {
                    let placement = pagePlacement(id, page: page, index: index)
                    if placement.frame.intersects(screen) { try body(placement) }
                }
            }
        }
        if let current = drag {
            var dragged = IconPlacement(
                id: current.id, location: current.target,
                frame: Rect.centered(at: current.center, size: Vector(x: geometry.iconSize, y: geometry.iconSize)),
                labelFrame: nil, rotation: 0, scale: lift.value, zIndex: 2, isDragged: true)
            dragged.isAccessibilityHidden = isMostlyOffScreen(dragged.frame)
            try body(dragged)
        }
    }

    /// The placements of the dock's icons only.
    ///
    /// - Complexity: O(dock icons).
    var dockPlacements: [IconPlacement] {
        placements.filter { $0.location.isInDock && !$0.isDragged }
    }

    /// A page icon's placement this frame.
    func pagePlacement(_ id: IconID, page: Int, index: Int) -> IconPlacement {
        let shift = Vector(x: Double(page) * geometry.screenSize.x - track.position, y: 0)
        let offset = offsets[id]?.value ?? .zero
        var placement = IconPlacement(
            id: id, location: .page(page, index: index),
            frame: geometry.iconFrame(atSlot: index).offset(by: shift + offset),
            labelFrame: geometry.labelFrame(atSlot: index).offset(by: shift + offset),
            rotation: wiggleRotation(of: id), scale: scale(of: id), zIndex: offsets[id] == nil ? 0 : 1,
            isDragged: false, isPressed: id == pressedIcon)
        placement.opacity = offsets[id]?.visibility ?? 1
        placement.isAccessibilityHidden = isMostlyOffScreen(placement.frame)
        return placement
    }

    /// Whether less than half of `frame` is inside the screen (assistive technologies skip such an icon).
    func isMostlyOffScreen(_ frame: Rect) -> Bool {
        let size = geometry.screenSize
        let inside =
            Swift.max(0, Swift.min(frame.maxX, size.x) - Swift.max(frame.minX, 0))
            * Swift.max(0, Swift.min(frame.maxY, size.y) - Swift.max(frame.minY, 0))
        let area = frame.width * frame.height
        return !(area > 0) || inside < area / 2
    }

    /// A dock icon's placement this frame.
    func dockPlacement(_ id: IconID, index: Int, count: Int) -> IconPlacement {
        let offset = offsets[id]?.value ?? .zero
        var placement = IconPlacement(
            id: id, location: .dock(index: index),
            frame: geometry.dockIconFrame(at: index, count: count).offset(by: offset), labelFrame: nil,
            rotation: wiggleRotation(of: id), scale: scale(of: id), zIndex: offsets[id] == nil ? 0 : 1,
            isDragged: false, isPressed: id == pressedIcon)
        placement.opacity = offsets[id]?.visibility ?? 1
        placement.isAccessibilityHidden = isMostlyOffScreen(placement.frame)
        return placement
    }

    /// The scale of an icon that is not dragged: the landing icon shrinks back, an icon hopping to another row
    /// shrinks and grows back (``OffsetMotion/scale``), the others are 1.
    func scale(of id: IconID) -> Double {
        (liftedIcon == id ? lift.value : 1) * (offsets[id]?.scale ?? 1)
    }
}
