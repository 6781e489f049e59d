@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension TimingCurve {
    /// Uniform motion: value(at: x) = x.
    static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly and speeds up: control points (0.42, 0) and (1, 1).
    static let easeIn = TimingCurve(0.42, 0, 1, 1)
}
