/// One scroll sample from a mouse wheel or a trackpad, beside ``PointerEvent``.
///
/// A notched mouse wheel sends events in the ``Phase/notch`` phase, measured in notches; a trackpad sends a
/// touch phase (``Phase/began``, ``Phase/changed``, ``Phase/ended``) and then the system's momentum
/// (``Phase/momentumBegan`` …), measured in points. ``Pager/Command/scroll(delta:phase:)`` turns them into
/// pages or a drag. All time comes from ``timestamp``: Riffle never reads a clock.
public struct ScrollEvent: Hashable, Sendable, Codable {
    /// How far the content is asked to scroll: `dx` positive towards the content on the right, `dy` towards the
    /// content below (a finger on a trackpad moving left or up); in notches for ``Phase/notch``, else in points.
    public var delta: Vector
    /// Where the event lies in its gesture.
    public var phase: Phase
    /// When it happened, in seconds.
    public var timestamp: Double

    /// Creates a scroll event.
    ///
    /// - Parameters:
    ///   - delta: How far the content is asked to scroll (notches for a wheel, points for a trackpad).
    ///   - phase: Where the event lies in its gesture.
    ///   - timestamp: When it happened, in seconds.
    public init(delta: Vector, phase: Phase, timestamp: Double) {
        self.delta = delta
        self.phase = phase
        self.timestamp = timestamp
    }
}

extension ScrollEvent {
    /// Where a scroll event lies in its gesture (AppKit's `NSEvent.phase` and `momentumPhase` in one).
    public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
        /// A notched mouse wheel: no gesture phases; the delta is in notches.
        case notch
        /// The fingers touched the trackpad and began to scroll.
        case began
        /// The fingers moved.
        case changed
        /// The fingers lifted: the release.
        case ended
        /// The system's momentum after the release began.
        case momentumBegan = "momentum-began"
        /// The system's momentum moved.
        case momentumChanged = "momentum-changed"
        /// The system's momentum ended.
        case momentumEnded = "momentum-ended"
    }
}
