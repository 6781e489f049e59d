/// What a ``Pager`` remembers of the scroll gesture in progress: the wheel's notches, or the trackpad touch
/// it turns into a drag.
struct ScrollSession: Sendable {
    /// Where the trackpad gesture stands.
    enum Stage: Sendable, Equatable {
        /// No trackpad gesture, or it ended and its momentum (if any) is being ignored.
        case idle
        /// The fingers are on the trackpad: the track is being dragged by the scroll.
        case touching
    }

    /// The stage of the trackpad gesture.
    var stage = Stage.idle
    /// The notched wheel's steps.
    var wheel = WheelStepper()
    /// The synthetic finger's start, in the track's coordinates.
    var start = Point.zero
    /// The synthetic finger's movement since the start, in the track's coordinates.
    var translation = Vector.zero
    /// The time the touch began.
    var startTime = 0.0
    /// The latest usable time seen.
    var lastTime = 0.0
    /// The synthetic finger's velocity.
    var tracker = VelocityTracker()

    /// The synthetic finger's location.
    var location: Point { start + translation }
}
