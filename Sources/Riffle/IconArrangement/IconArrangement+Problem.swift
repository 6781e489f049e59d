extension IconArrangement {
    /// A reason a layout is invalid.
    public enum Problem: Hashable, Sendable, Error {
        /// The icon appears more than once (reported once per extra occurrence).
        case duplicate(IconID)
        /// The page holds more icons than a page can.
        case pageOverCapacity(page: Int, count: Int, capacity: Int)
        /// The dock holds more icons than it can.
        case dockOverCapacity(count: Int, capacity: Int)
    }
}
