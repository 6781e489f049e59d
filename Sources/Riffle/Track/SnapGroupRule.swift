/// The rule behind computed ``SnapItemRanges``: items grouped `groupSize` at a time (``SnapGrouping/count(_:)``),
/// the snaps being groups `firstGroup ..< firstGroup + snapCount`, the first and last widened to the ends when
/// containment trimmed snaps (Embla's slide registry).
struct SnapGroupRule: Equatable, Sendable {
    /// The number of items.
    let itemCount: Int
    /// Items per group (at least 1).
    let groupSize: Int
    /// The group of snap 0.
    var firstGroup = 0
    /// The number of snaps (at least 1).
    var snapCount: Int
    /// Whether the first snap starts at item 0 and the last ends at the last item.
    var widensEnds = false

    /// Every group of `itemCount` items taken `groupSize` (at least 1) at a time, a snap each.
    init(itemCount: Int, groupSize: Int) {
        self.itemCount = itemCount
        self.groupSize = groupSize
        snapCount = itemCount / groupSize + (itemCount % groupSize == 0 ? 0 : 1)
    }

    /// The items of group `group` (the last group may be shorter).
    ///
    /// - Complexity: O(1).
    func items(ofGroup group: Int) -> Range<Int> {
        let lower = group * groupSize
        return lower..<(groupSize > itemCount - lower ? itemCount : lower + groupSize)
    }

    /// The items of snap `index` (in `0..<snapCount`).
    ///
    /// - Complexity: O(1).
    func items(ofSnap index: Int) -> Range<Int> {
        // A single snap holds every item.
        if snapCount == 1 { return 0..<itemCount }
        let items = items(ofGroup: firstGroup + index)
        guard widensEnds else { return items }
        return (index == 0 ? 0 : items.lowerBound)..<(index == snapCount - 1 ? itemCount : items.upperBound)
    }

    /// The snap holding `item` (in `0..<itemCount`).
    ///
    /// - Complexity: O(1).
    func snap(containing item: Int) -> Int {
        let group = item / groupSize
        return Swift.min(Swift.max(group - firstGroup, 0), snapCount - 1)
    }

    /// Keeps the snaps of groups `kept` (``ScrollContainment/trimSnaps``), the first and last widened to the ends.
    mutating func trim(to kept: Range<Int>) {
        firstGroup = kept.lowerBound
        snapCount = kept.count
        widensEnds = true
    }
}
