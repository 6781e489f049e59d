extension Recording {
    /// One timed line: an event and the time it happened.
    public struct Entry: Hashable, Sendable {
        /// The time, in seconds.
        public var time: Double
        /// What happened.
        public var event: Event

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - time: The time, in seconds (finite, at least 0).
        ///   - event: What happened.
        public init(time: Double, event: Event) {
            self.time = time
            self.event = event
        }
    }
}
