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

extension PageIndicator {
    /// Whether a pointer is pressing the indicator and may still tap or scrub it: draw the pressed look (iOS
    /// shows a platter behind the dots).
    ///
    /// True from a `down` inside the touch area until the `up` or `cancel`, and while scrubbing; false once the
    /// press is declined (``declinesPress``: it is the pages' drag now).
    ///
    /// - Complexity: O(1).
    public var isPressed: Bool { press != nil && !declinesPress }
}
