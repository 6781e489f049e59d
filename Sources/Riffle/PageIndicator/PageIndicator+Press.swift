extension PageIndicator {
    /// A pointer press in progress on the indicator.
    struct Press: Hashable, Sendable {
        /// The pointer that pressed (the indicator follows one pointer).
        var pointer: Int
        /// Where the pointer went down.
        var start: Point
        /// Whether the press has become a scrub.
        var isScrubbing: Bool
        /// Whether the press travelled too far to be a tap (and may not scrub).
        var isTapCancelled: Bool
    }
}
