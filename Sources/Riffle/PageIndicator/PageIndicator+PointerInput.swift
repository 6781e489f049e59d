extension PageIndicator {
    /// One pointer sample for ``PageIndicator/handle(_:)``, in the control's own coordinate space.
    ///
    /// The indicator follows a single pointer: the host forwards the one that went down on it. It needs no
    /// clock, so a sample carries no timestamp.
    public struct PointerInput: Hashable, Sendable {
        /// The stage of the pointer's contact.
        public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
            /// The pointer touched down (or the mouse button went down).
            case down
            /// The pointer moved while down.
            case move
            /// The pointer lifted.
            case up
            /// The system took the pointer away (for example, a scroll view claimed it).
            case cancel
        }

        /// The stage of the contact.
        public var phase: Phase
        /// Where the pointer is, in points, relative to the control's origin (its top-leading corner).
        public var location: Point

        /// Creates a pointer sample.
        ///
        /// - Parameters:
        ///   - phase: The stage of the contact.
        ///   - location: Where the pointer is, relative to the control's origin.
        public init(_ phase: Phase, at location: Point) {
            self.phase = phase
            self.location = location
        }
    }
}
