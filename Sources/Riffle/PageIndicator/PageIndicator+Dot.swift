extension PageIndicator {
    /// One dot to draw.
    public struct Dot: Hashable, Sendable {
        /// The page the dot stands for.
        public var page: Int
        /// The dot's centre, in points, relative to the control's origin.
        public var center: Point
        /// The dot's diameter after the edge shrink, in points.
        public var diameter: Double
        /// The edge shrink, `0...1`: ``diameter`` over ``Configuration/dotDiameter``.
        public var scale: Double
        /// How selected the dot is, `0...1`: 1 for the displayed page, shared between two neighbours while the
        /// pages move (progress 2.5 gives dots 2 and 3 half each).
        ///
        /// Blend the dot's colour with it, for example white at `0.5 + 0.5 * selection` opacity.
        public var selection: Double

        /// Creates a dot.
        ///
        /// - Parameters:
        ///   - page: The page the dot stands for.
        ///   - center: The centre relative to the control's origin.
        ///   - diameter: The diameter, in points.
        ///   - scale: The edge shrink.
        ///   - selection: How selected the dot is.
        init(page: Int, center: Point, diameter: Double, scale: Double, selection: Double) {
            self.page = page
            self.center = center
            self.diameter = diameter
            self.scale = scale
            self.selection = selection
        }
    }
}
