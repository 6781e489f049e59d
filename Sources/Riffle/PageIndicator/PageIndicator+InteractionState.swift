extension PageIndicator {
    /// Whether the user is interacting with the indicator, and how (`UIPageControl.InteractionState`).
    public enum InteractionState: String, Hashable, Sendable, Codable, CaseIterable {
        /// No pointer is pressed on the indicator.
        case none
        /// A press that may end as a tap: a discrete interaction.
        case discrete
        /// A scrub: the pointer is dragging across the dots, a continuous interaction.
        case continuous
    }
}
