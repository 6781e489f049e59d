/// The rule behind computed ``SnapItemRanges``: items grouped `groupSize` at a time (``SnapGrouping/count(_:)``),
/// the snaps being groups `firstGroup ..< firstGroup + snapCount`, the first and last widened to the ends when
/// containment trimmed snaps (Embla's slide registry).
struct SnapGroupRule: Equatable, Sendable {
    /// The number of items.
    let itemCount: Int
    /// Items per group (at least 1).
    let groupSize: Int
    /// The group of snap 0.
    var firstGroup: Int
    /// The number of snaps (at least 1).
    var snapCount: Int
    /// Whether the first snap starts at item 0 and the last ends at the last item.
    var widensEnds: Bool

    /// The items of snap `index` (in `0..<snapCount`).
    ///
    /// - Complexity: O(1).
    func items(ofSnap index: Int) -> Range<Int> {
        // A single snap holds every item.
        if snapCount == 1 { return 0..<itemCount }
        let group = firstGroup + index
        var lower = group * groupSize
        var upper = groupSize > itemCount - lower ? itemCount : lower + groupSize
        if widensEnds {
            if index == 0 { lower = 0 }
            if index == snapCount - 1 { upper = itemCount }
        }
        return lower..<upper
    }

    /// The snap holding `item` (in `0..<itemCount`).
    ///
    /// - Complexity: O(1).
    func snap(containing item: Int) -> Int {
        let group = item / groupSize
        return Swift.min(Swift.max(group - firstGroup, 0), snapCount - 1)
    }
}
