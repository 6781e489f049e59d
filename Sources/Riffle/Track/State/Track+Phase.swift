extension Track {
    /// What a track is doing.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// At rest, or held by a pointer that has not started a drag.
        case idle
        /// Following a finger.
        case dragging
        /// Moving by itself toward its target (a spring, a decay, or a scripted curve).
        case settling
    }

    /// What caused a change of target.
    public enum Cause: String, Hashable, Sendable, Codable {
        /// A released drag or fling.
        case drag
        /// A tap on an item (tap-to-focus) or a tap that stopped the motion.
        case tap
        /// ``Track/send(_:at:cause:)`` from the host (buttons, keys, a page indicator).
        case command
        /// An accessibility action (adjustable increment or decrement).
        case accessibility
        /// Autoplay.
        case autoplay
        /// A relayout that moved the target (items removed).
        case relayout
    }
}
