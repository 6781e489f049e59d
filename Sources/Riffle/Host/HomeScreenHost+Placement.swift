extension HomeScreenHost {
    /// Where and how a home-screen view draws one icon this frame, in the view's own coordinates.
    ///
    /// A ``HomeScreen/IconPlacement`` resolved for the view: mirrored for right-to-left layouts, and marked hidden
    /// for assistive technologies when it is mostly off screen. Draw the icon in ``frame``, scaled by ``scale`` and
    /// rotated by ``rotation`` about its centre, ordered by ``zIndex``; its label, if any, in ``labelFrame``.
    public struct Placement: Hashable, Sendable {
        /// The icon.
        public var id: IconID
        /// Where the icon is in the arrangement shown (for the dragged icon, where it would land).
        public var location: IconLocation
        /// The icon's square in the view, in points (left-to-right, whatever the layout direction), unscaled.
        public var frame: HomeScreen.Rect
        /// The label's frame under the icon, or nil when no label is shown (dock icons, the dragged icon).
        public var labelFrame: HomeScreen.Rect?
        /// The wiggle rotation, in radians, clockwise positive (mirrored for right-to-left).
        public var rotation: Double
        /// The scale about the icon's centre.
        public var scale: Double
        /// The drawing order: higher is in front.
        public var zIndex: Double
        /// Whether this is the icon under the finger.
        public var isDragged: Bool
        /// Whether the icon is pressed and may still open or lift (see ``HomeScreen/pressedIcon``): draw it about
        /// a fifth darker (SwiftUI: `.brightness(-0.2)`), from the touch-down until the long press lifts it, the
        /// press becomes a page drag, or it ends or is cancelled.
        public var isPressed: Bool
        /// Whether assistive technologies should skip the icon: less than half of it inside the view (the icons
        /// of a page sliding away).
        public var isAccessibilityHidden: Bool

        /// Resolves an icon's placement for a view.
        ///
        /// - Parameters:
        ///   - icon: The icon's placement on the screen.
        ///   - viewport: The view's size (`x` the width, `y` the height), in points.
        ///   - isRightToLeft: Whether to mirror the frames horizontally in the view.
        /// - Complexity: O(1).
        public init(icon: HomeScreen.IconPlacement, viewport: Vector, isRightToLeft: Bool) {
            func mirror(_ rect: HomeScreen.Rect) -> HomeScreen.Rect {
                guard isRightToLeft else { return rect }
                return HomeScreen.Rect(x: viewport.x - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
            }
            self.id = icon.id
            self.location = icon.location
            self.frame = mirror(icon.frame)
            self.labelFrame = icon.labelFrame.map(mirror)
            self.rotation = isRightToLeft ? -icon.rotation : icon.rotation
            self.scale = icon.scale
            self.zIndex = icon.zIndex
            self.isDragged = icon.isDragged
            self.isPressed = icon.isPressed
            let inside =
                Swift.max(0, Swift.min(frame.maxX, viewport.x) - Swift.max(frame.minX, 0))
                * Swift.max(0, Swift.min(frame.maxY, viewport.y) - Swift.max(frame.minY, 0))
            let area = frame.width * frame.height
            self.isAccessibilityHidden = !(area > 0) || inside < area / 2
        }
    }
}
