extension GestureRecognizer {
    /// When a release counts as a tap (SwiftUI's `TapGesture` thresholds).
    public struct TapOptions: Hashable, Sendable {
        /// The tap fails once the pointer has moved this far from its down location, in points (default 45).
        ///
        /// A tap needs the largest distance reached to stay strictly below it.
        public var maximumDistance: Double
        /// The longest press that still counts as a tap, in seconds (default 0.75; a release at exactly this
        /// duration is a tap).
        public var maximumDuration: Double

        /// Creates tap options.
        ///
        /// - Parameters:
        ///   - maximumDistance: The movement, in points, at which the tap fails (default 45).
        ///   - maximumDuration: The longest press that still counts as a tap, in seconds (default 0.75).
        public init(maximumDistance: Double = 45, maximumDuration: Double = 0.75) {
            self.maximumDistance = maximumDistance
            self.maximumDuration = maximumDuration
        }

        /// The options with invalid values replaced: NaN by the default, negative by zero.
        var sanitized: TapOptions {
            TapOptions(
                maximumDistance: GestureRecognizer.sanitized(maximumDistance, default: 45),
                maximumDuration: GestureRecognizer.sanitized(maximumDuration, default: 0.75)
            )
        }
    }
}
