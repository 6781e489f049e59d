extension VelocityTracker {
    /// One recorded pointer position.
    struct Sample: Hashable, Sendable {
        /// The horizontal coordinate, in points.
        var x: Double
        /// The vertical coordinate, in points.
        var y: Double
        /// The timestamp, in seconds.
        var time: Double
    }
}
