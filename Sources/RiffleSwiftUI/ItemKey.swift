#if canImport(SwiftUI)
    /// The identity of an item's view: the item's own identifier, and which copy it is (copies appear only when a
    /// short loop repeats its items), so a view's state stays with its item when data is inserted before it.
    struct ItemKey<ID: Hashable>: Hashable {
        /// The item's identifier in the data.
        var id: ID
        /// The copy number (0 unless the track repeats items).
        var copy: Int
    }
#endif
