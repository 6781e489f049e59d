import Riffle

extension PointerHost {
    /// Feeds one of the gallery's pointer samples the way SwiftUI's drag callbacks do: down and move are
    /// ``Riffle/PointerHost/pointerChanged(to:from:at:)``, up ``Riffle/PointerHost/pointerEnded(at:time:)``, cancel
    /// ``Riffle/PointerHost/pointerCancelled(at:)``.
    ///
    /// - Parameter event: The sample, in the host's view coordinates (left to right).
    /// - Returns: What the host reports.
    mutating func handle(_ event: PointerEvent) -> PointerOutput {
        switch event.phase {
        case .down, .move: return pointerChanged(to: event.location, at: event.timestamp)
        case .up: return pointerEnded(at: event.location, time: event.timestamp)
        case .cancel: return pointerCancelled(at: event.timestamp)
        }
    }
}

extension ComponentHost {
    /// Feeds one of the gallery's pointer samples the way SwiftUI's drag callbacks do (see the ``PointerHost``
    /// variant above): the host's pointer session keeps times in order.
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
