/// The items each snap of a layout holds, as index ranges parallel to ``TrackLayout/snaps``: a random-access
/// collection that is computed on demand for grouping by count (O(1) memory whatever the count) or stored (for
/// ``SnapGrouping/auto``).
///
/// Ranges are contiguous, in order and cover every item; with ``ScrollContainment/trimSnaps`` the first and last
/// snaps take every item that shares their place.
///
/// ```swift
/// let layout = TrackLayout(
///     viewportLength: 390, items: .uniform(count: 10, length: 120, spacing: 10),
///     configuration: .init(containment: .none, grouping: .count(3)))
/// Array(layout.snapItems)   // [0..<3, 3..<6, 6..<9, 9..<10]
/// ```
///
/// - Complexity: Element access O(1).
enum SnapItemRanges: RandomAccessCollection, Sendable {
    /// Computed on demand: items grouped by count.
    case counted(SnapGroupRule)
    /// Stored ranges, in order (items grouped by size).
    case sized([Range<Int>])

    /// The first position: 0.
    var startIndex: Int { 0 }

    /// One past the last position: the number of snaps.
    var endIndex: Int {
        switch self {
        case .counted(let rule): rule.snapCount
        case .sized(let ranges): ranges.count
        }
    }

    /// The items of snap `position`.
    ///
    /// - Parameter position: A snap index in `0..<count` (checked, as an array's subscript is).
    /// - Complexity: O(1).
    subscript(position: Int) -> Range<Int> {
        switch self {
        case .sized(let ranges): return ranges[position]
        case .counted(let rule):
            precondition(position >= 0 && position < rule.snapCount, "SnapItemRanges: index out of range")
            return rule.items(ofSnap: position)
        }
    }

    /// The snap whose range contains `item`, or nil when no range does.
    ///
    /// - Complexity: O(1) when computed, O(log s) when stored.
    func snap(containing item: Int) -> Int? {
        switch self {
        case .counted(let rule):
            return rule.snap(containing: item)
        case .sized(let ranges):
            guard let first = ranges.first, let last = ranges.last, item >= first.lowerBound,
                item < last.upperBound
            else { return nil }
            // The last range starting at or before the item.
            return TrackLayout.partitionPoint(count: ranges.count, hint: ranges.count / 2) {
                ranges[$0].lowerBound > item
            } - 1
        }
    }
}
