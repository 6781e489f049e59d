/// The state of a drag: where it started, where it is, how fast it moves and where it is heading.
///
/// The fields follow SwiftUI's `DragGesture.Value`: translations are measured from the pointer-down location,
/// and the predicted end is 0.25 s of the current velocity ahead
/// (`predictedEndTranslation = translation + 0.25·velocity`).
public struct DragValue: Hashable, Sendable {
    /// The pointer-down location, in points.
    var startLocation: Point
    /// The pointer's current location, in points.
    public var location: Point
    /// `location − startLocation`: the movement since the pointer went down, slop included.
    public var translation: Vector
    /// The pointer's velocity, in points per second.
    public var velocity: Vector
    /// The pointer-down time, in seconds.
    var startTime: Double
    /// The time of the event that produced this value, in seconds.
    public var time: Double

    /// Creates a drag value, deriving the translation from the locations.
    ///
    /// - Parameters:
    ///   - startLocation: The pointer-down location, in points.
    ///   - location: The pointer's current location, in points.
    ///   - velocity: The pointer's velocity, in points per second.
    ///   - startTime: The pointer-down time, in seconds.
    ///   - time: The current time, in seconds.
    init(startLocation: Point, location: Point, velocity: Vector, startTime: Double, time: Double) {
        self.startLocation = startLocation
        self.location = location
        self.translation = location - startLocation
        self.velocity = velocity
        self.startTime = startTime
        self.time = time
    }
}
