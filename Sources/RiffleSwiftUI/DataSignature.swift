#if canImport(SwiftUI)
    /// A carousel's data in O(1): enough to notice that the data changed without mapping every element to its
    /// identifier on each update (see `CarouselCanvas`).
    struct DataSignature<ID: Hashable>: Equatable {
        /// The number of elements.
        var count: Int
        /// The first element's identifier.
        var first: ID?
        /// The last element's identifier.
        var last: ID?
        /// Whether the element at the carousel's index is no longer the one it shows (the data changed under it).
        var currentMoved: Bool
    }
#endif
