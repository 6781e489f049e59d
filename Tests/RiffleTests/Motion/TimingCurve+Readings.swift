@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension TimingCurve {
    /// Uniform motion: value(at: x) = x.
    static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly and speeds up: control points (0.42, 0) and (1, 1).
    static let easeIn = TimingCurve(0.42, 0, 1, 1)

    /// The slope dy/dx at `progress`: the velocity as a fraction of the change per fraction of the duration
    /// (``sample(at:)`` describes the slope at vanishing tangents and the clamping of `progress`).
    ///
    /// - Parameter progress: The elapsed fraction of the duration.
    /// - Returns: dy/dx at that point.
    /// - Complexity: O(1).
    func velocity(at progress: Double) -> Double {
        sample(at: progress).velocity
    }
}
