extension HomeScreen {
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
        /// The scale, about the icon's centre (the label too): ``HomeScreen/Configuration/liftScale`` while
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
        public var isPressed: Bool
        /// Whether assistive technologies should skip the icon: less than half of it inside the screen (the icons
        /// of a page sliding away).
        public var isAccessibilityHidden = false

        /// Creates a placement.
        ///
        /// - Parameters:
        ///   - id: The icon.
        ///   - location: Where the icon is in the arrangement shown.
        ///   - frame: The icon's square in screen points.
        ///   - labelFrame: The label's frame, or `nil`.
        ///   - rotation: The rotation, in radians.
        ///   - scale: The scale.
        ///   - zIndex: The drawing order.
        ///   - isDragged: Whether this is the dragged icon.
        ///   - isPressed: Whether the icon is pressed. Default false.
        init(
            id: IconID, location: IconLocation, frame: Rect, labelFrame: Rect?, rotation: Double, scale: Double,
            zIndex: Double, isDragged: Bool, isPressed: Bool = false
        ) {
            self.id = id
            self.location = location
            self.frame = frame
            self.labelFrame = labelFrame
            self.rotation = rotation
            self.scale = scale
            self.zIndex = zIndex
            self.isDragged = isDragged
            self.isPressed = isPressed
        }

        /// The page the icon is on, or `nil` in the dock.
        public var page: Int? { location.page }

        /// The brightness change to draw the icon with: -0.2 (a fifth darker, as iOS) while ``isPressed``, else 0
        /// (SwiftUI: `.brightness(placement.drawnBrightness)`).
        public var drawnBrightness: Double { isPressed ? -Self.pressedDimming : 0 }
        /// How much darker a pressed icon is drawn.
        static let pressedDimming = 0.2
    }
}

extension HomeScreen.IconPlacement: Mirrorable, ViewPlacement {
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

    /// The icon's ``scale``.
    public var scaleX: Double { scale }
    /// The icon's ``scale``.
    public var scaleY: Double { scale }
}
