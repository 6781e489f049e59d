extension PageIndicator {
    /// Something the host must act on after an interaction, handed out by ``PageIndicator/takeEvents()`` and
    /// ``PageIndicator/drainEvents(_:)``.
    public enum Event: Hashable, Sendable {
        /// The user asked for a page; the indicator has already made it its ``PageIndicator/currentPage``.
        ///
        /// The host moves its pages there. `animated` is the indicator's suggestion: `true` for discrete
        /// requests (a tap, an accessibility action), `false` for scrub requests, which can arrive on every
        /// pointer move and should be followed at once.
        case requestPage(Int, animated: Bool, cause: Cause)
        /// The ``PageIndicator/interactionState`` changed (for example, to show a background while scrubbing).
        case interactionStateChanged(InteractionState)
    }

    /// Why a page was requested.
    public enum Cause: String, Hashable, Sendable, Codable, CaseIterable {
        /// A tap on the indicator.
        case tap
        /// A press-and-drag across the dots.
        case scrub
        /// An accessibility increment or decrement (VoiceOver's swipe up or down on an adjustable element).
        case accessibility
    }
}
