extension ScrollEvent {
    /// Where a scroll event lies in its gesture (AppKit's `NSEvent.phase` and `momentumPhase` in one).
    public enum Phase: String, Hashable, Sendable, CaseIterable {
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

        /// Whether the phase belongs to the system's momentum after a release.
        public var isMomentum: Bool {
            self == .momentumBegan || self == .momentumChanged || self == .momentumEnded
        }
    }
}
