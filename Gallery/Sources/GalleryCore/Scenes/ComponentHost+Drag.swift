import Riffle

extension ComponentHost {
    /// Feeds one of the gallery's pointer samples the way SwiftUI's drag callbacks do: down and move are
    /// ``Riffle/ComponentHost/pointerChanged(to:from:at:)``, up ``Riffle/ComponentHost/pointerEnded(at:time:)``,
    /// cancel ``Riffle/ComponentHost/pointerCancelled(at:)``; the host's pointer session keeps times in order.
    ///
    /// - Parameter event: The sample, in the host's view coordinates.
    /// - Returns: The component's events.
    mutating func handleAsDrag(_ event: PointerEvent) -> [Component.Event] {
        switch event.phase {
        case .down, .move: return pointerChanged(to: event.location, at: event.timestamp)
        case .up: return pointerEnded(at: event.location, time: event.timestamp)
        case .cancel: return pointerCancelled(at: event.timestamp)
        }
    }
}
