extension HomeScreen {
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
        let frame = placementFrame
        let dragged = frame.dragged
        var firstVisible = Int.max
        var lastVisible = Int.min
        for item in track.visibleItems where item.index < live.pages.count {
            firstVisible = Swift.min(firstVisible, item.index)
            lastVisible = Swift.max(lastVisible, item.index)
        }
        for pass in 0..<(offsets.isEmpty ? 1 : 2) {
            let moving = pass == 1
            for item in track.visibleItems where item.index < live.pages.count {
                for (index, id) in live.pages[item.index].enumerated()
                where id != dragged && (moving ? offsets[id] != nil : offsets.isEmpty || offsets[id] == nil) {
                    try body(placement(id, at: .page(item.index, index: index), dockCount: live.dock.count, in: frame))
                }
            }
            for (index, id) in live.dock.enumerated()
            where id != dragged && (moving ? offsets[id] != nil : offsets.isEmpty || offsets[id] == nil) {
                try body(placement(id, at: .dock(index: index), dockCount: live.dock.count, in: frame))
            }
        }
        if !offsets.isEmpty {
            let screen = Rect(origin: .zero, size: geometry.screenSize)
            for (page, icons) in live.pages.enumerated() where page < firstVisible || page > lastVisible {
                for (index, id) in icons.enumerated() where id != dragged && offsets[id] != nil {
                    let moving = placement(id, at: .page(page, index: index), dockCount: live.dock.count, in: frame)
                    if moving.frame.intersects(screen) { try body(moving) }
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

    /// What every icon's placement shares in one frame, read once per frame rather than once per icon (reading
    /// the scroll offset from the ``Track`` once per icon cost a copy of the whole track each time).
    struct PlacementFrame {
        /// The pages' scroll offset (``Track/position``).
        var scroll: Double
        /// The dragged icon, drawn apart and not wiggling.
        var dragged: IconID?
        /// The pressed icon (``HomeScreen/pressedIcon``).
        var pressed: IconID?
        /// The wiggle's envelope now, 0 when no icon wiggles (out of edit mode, under Reduce Motion).
        var wiggleEnvelope: Double
        /// The wiggle's angle in its cycle now (``Wiggle/cycleAngle(at:)``), `nil` when no icon wiggles.
        var cycleAngle: Double?
    }

    /// The values this frame's placements share.
    var placementFrame: PlacementFrame {
        let envelope = configuration.reduceMotion ? 0 : wiggleEnvelope.value
        return PlacementFrame(
            scroll: track.position, dragged: drag?.id, pressed: pressedIcon, wiggleEnvelope: envelope,
            cycleAngle: envelope == 0 ? nil : configuration.wiggle.cycleAngle(at: time))
    }

    /// The placement in `frame` of an icon that is not dragged, at `location` (in a dock showing `dockCount`
    /// icons).
    func placement(_ id: IconID, at location: IconLocation, dockCount: Int, in frame: PlacementFrame)
        -> IconPlacement
    {
        let motion = motionNow(of: id)
        let icon: Rect
        var label: Rect?
        switch location {
        case .page(let page, let index):
            let shift = Vector(x: Double(page) * geometry.screenSize.x - frame.scroll, y: 0) + motion.offset
            icon = geometry.iconFrame(atSlot: index).offset(by: shift)
            label = geometry.labelFrame(atSlot: index).offset(by: shift)
        case .dock(let index):
            icon = geometry.dockIconFrame(at: index, count: dockCount).offset(by: motion.offset)
        }
        // The landing icon shrinks back, an icon hopping to another row shrinks and grows back
        // (``OffsetMotion/scale``), the others are 1.
        let scale = (liftedIcon == id ? lift.value : 1) * motion.scale
        var placement = IconPlacement(
            id: id, location: location, frame: icon, labelFrame: label, rotation: wiggleRotation(of: id, in: frame),
            scale: scale, opacity: motion.opacity, zIndex: motion.isMoving ? 1 : 0, isDragged: false,
            isPressed: id == frame.pressed)
        placement.isAccessibilityHidden = isMostlyOffScreen(placement.frame)
        return placement
    }

    /// What an icon's motion to a new place (``offsets``) adds to its placement now.
    ///
    /// A few numbers rather than the motion itself, which is large: copying it out for every icon made the frame
    /// slower (docs/benchmarks.md).
    struct MotionNow {
        /// The offset from the icon's slot.
        var offset = Vector.zero
        /// The motion's scale (``OffsetMotion/scale``).
        var scale = 1.0
        /// The motion's opacity (``OffsetMotion/visibility``).
        var opacity = 1.0
        /// Whether the icon is moving to a new place.
        var isMoving = false
    }

    /// What `id`'s motion to a new place adds now; nothing when it is at rest.
    func motionNow(of id: IconID) -> MotionNow {
        guard !offsets.isEmpty, let motion = offsets[id] else { return MotionNow() }
        return MotionNow(offset: motion.value, scale: motion.scale, opacity: motion.visibility, isMoving: true)
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

    /// Where to draw one icon in the current frame.
    public struct IconPlacement: Hashable, Sendable {
        /// The icon.
        public var id: IconID
        /// Where the icon is in the arrangement shown: for the dragged icon, where it will land.
        public var location: IconLocation
        /// The icon's square in screen points: the slot (moved by the pages' scroll offset for a page icon),
        /// plus the icon's own motion (moving aside or landing) or, for the dragged icon, the finger.
        ///
        /// Unscaled: draw it scaled by ``scale`` about its centre.
        public var frame: Rect
        /// The label's frame under the icon, or `nil` when no label is shown (dock icons, the dragged icon).
        public var labelFrame: Rect?
        /// The wiggle rotation, in radians (clockwise positive, about the icon's centre; reversed when mirrored).
        public var rotation: Double
        /// The scale, about the icon's centre (the label too): `HomeScreen/Configuration/liftScale` while
        /// lifted, down to ¼ while the icon hops to another row (leaving its row along it and entering the new one
        /// along it, as text wraps), 1 otherwise (animated between).
        public var scale: Double
        /// The opacity, icon and label: 1, fading to 0 and back while the icon hops to another row (so that it
        /// never crosses the other rows' labels); always 1 under Reduce Motion (icons jump, no hop).
        public var opacity: Double = 1
        /// The drawing order: 0 for resting icons, 1 for icons moving to a new place, 2 for the dragged icon.
        public var zIndex: Double
        /// Whether this is the icon under the finger.
        public var isDragged: Bool
        /// Whether the icon is pressed and not yet lifted, opened or dragged (`HomeScreen/pressedIcon`): draw it
        /// darkened by a fifth (``drawnBrightness``).
        public var isPressed = false
        /// Whether assistive technologies should skip the icon: less than half of it inside the screen (the icons
        /// of a page sliding away).
        public var isAccessibilityHidden = false

        /// The brightness change to draw the icon with: -0.2 (a fifth darker, as iOS) while ``isPressed``, else 0
        /// (SwiftUI: `.brightness(placement.drawnBrightness)`).
        public var drawnBrightness: Double { isPressed ? -Self.pressedDimming : 0 }
        /// How much darker a pressed icon is drawn.
        static let pressedDimming = 0.2
    }
}

extension HomeScreen.IconPlacement: Mirrorable {
    /// The placement mirrored across `width`: the frames mirrored, the rotation reversed.
    ///
    /// - Parameter width: The view's width.
    /// - Returns: The mirrored placement.
    public func mirrored(inWidth width: Double) -> HomeScreen.IconPlacement {
        var result = self
        result.frame = frame.mirrored(inWidth: width)
        result.labelFrame = labelFrame?.mirrored(inWidth: width)
        result.rotation = -rotation
        return result
    }
}
