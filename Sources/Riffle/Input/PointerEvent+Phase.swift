extension PointerEvent {
    /// What happened to a pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer touched down (a finger landed, a mouse button was pressed).
        case down
        /// The pointer moved while down.
        case move
        /// The pointer lifted (a finger left the surface, a mouse button was released).
        case up
        /// The system took the pointer away (an incoming call, a parent view claiming the gesture).
        case cancel
    }
}
