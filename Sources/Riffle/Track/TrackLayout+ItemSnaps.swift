extension TrackLayout {
    /// The snap that holds item `item`: the one whose ``snapItems`` range contains it.
    ///
    /// Snaps group items in order (``SnapGrouping``, and with ``ScrollContainment/trimSnaps`` the first and last
    /// snaps take every item that shares their place), so the answer is the last snap whose range starts at or
    /// before the item. This is the one place the rule lives: taps that focus an item, relayouts that keep the
    /// target item, and hosts that map a data index to a page all ask here.
    ///
    /// ```swift
    /// let layout = TrackLayout(
    ///     viewportLength: 390, items: .uniform(count: 10, length: 120, spacing: 10),
    ///     configuration: .init(containment: .none, grouping: .count(3)))
    /// layout.snapIndex(containingItem: 4)   // 1 (items 3, 4 and 5)
    /// ```
    ///
    /// - Parameter item: An item index.
    /// - Returns: A snap in `0..<snapCount`, or `nil` when `item` is outside `0..<itemCount`.
    /// - Complexity: O(1) when grouping by count, O(log s) for ``SnapGrouping/auto`` (s snaps).
    public func snapIndex(containingItem item: Int) -> Int? {
        guard item >= 0, item < itemCount else { return nil }
        return snapItems.snap(containing: item)
    }
}
