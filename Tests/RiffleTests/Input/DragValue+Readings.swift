@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension DragValue {
    /// How far ahead, in seconds of the current velocity, the predicted end lies (SwiftUI's 0.25 s).
    static let predictionInterval = 0.25

    /// `translation + 0.25·velocity`: where the drag would end if the pointer were released now.
    var predictedEndTranslation: Vector { translation + velocity * DragValue.predictionInterval }
    /// `location + 0.25·velocity`.
    var predictedEndLocation: Point { location + velocity * DragValue.predictionInterval }
}
