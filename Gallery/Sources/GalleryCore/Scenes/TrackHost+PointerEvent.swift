import Riffle

extension TrackHost {
    /// Feeds one of the gallery's pointer samples the way SwiftUI's drag callbacks do: down and move are
    /// ``TrackHost/pointerChanged(to:from:at:)``, up ``TrackHost/pointerEnded(at:time:)``, cancel
    /// ``TrackHost/pointerCancelled(at:)``.
    ///
    /// - Parameter event: The sample, in the host's viewport coordinates (left to right).
    /// - Returns: What the host reports.
    mutating func handle(_ event: PointerEvent) -> [Output] {
        switch event.phase {
        case .down, .move: return pointerChanged(to: event.location, at: event.timestamp)
        case .up: return pointerEnded(at: event.location, time: event.timestamp)
        case .cancel: return pointerCancelled(at: event.timestamp)
        }
    }
}
