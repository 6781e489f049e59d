/// One scroll sample from a mouse wheel or a trackpad, beside ``PointerEvent``.
///
/// A notched mouse wheel sends events in the ``Phase/notch`` phase, measured in notches; a trackpad sends a
/// touch phase (``Phase/began``, ``Phase/changed``, ``Phase/ended``) and then the system's momentum
/// (``Phase/momentumBegan`` …), measured in points. ``TrackHost/handle(_:)-(ScrollEvent)`` turns them into
/// pages or a drag. All time comes from ``timestamp``: Riffle never reads a clock.
public struct ScrollEvent: Hashable, Sendable {
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
