extension GestureRecognizer {
    /// When a held pointer becomes a long press (SwiftUI's `LongPressGesture` parameters).
    public struct LongPressOptions: Hashable, Sendable {
        /// How long the pointer must stay down, in seconds (default 0.5).
        public var minimumDuration: Double
        /// How far the pointer may move before the long press fires, in points (default 10); moving farther
        /// fails it.
        public var maximumDistance: Double

        /// Creates long-press options.
        ///
        /// - Parameters:
        ///   - minimumDuration: How long the pointer must stay down, in seconds (default 0.5).
        ///   - maximumDistance: How far it may move before the press fires, in points (default 10).
        public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
            self.minimumDuration = minimumDuration
            self.maximumDistance = maximumDistance
        }

        /// The options with invalid values replaced: NaN by the default, negative by zero.
        var sanitized: LongPressOptions {
            LongPressOptions(
                minimumDuration: GestureRecognizer.sanitized(minimumDuration, default: 0.5),
                maximumDistance: GestureRecognizer.sanitized(maximumDistance, default: 10)
            )
        }
    }
}
