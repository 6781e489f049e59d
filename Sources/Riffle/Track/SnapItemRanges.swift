/// The items each snap of a layout holds, as index ranges parallel to ``TrackLayout/snaps``: a random-access
/// collection that is computed on demand for grouping by count (O(1) memory whatever the count) or stored (for
/// ``SnapGrouping/auto``).
///
/// Ranges are contiguous, in order and cover every item; with ``ScrollContainment/trimSnaps`` the first and last
/// snaps take every item that shares their place. Two collections compare equal when their ranges do.
///
/// ```swift
/// let layout = TrackLayout(
///     viewportLength: 390, items: .uniform(count: 10, length: 120, spacing: 10),
///     configuration: .init(containment: .none, grouping: .count(3)))
/// layout.snapItems   // [0..<3, 3..<6, 6..<9, 9..<10]
/// ```
///
/// - Complexity: Element access O(1); creating one from an array literal or an array is O(n).
struct SnapItemRanges: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// Where the ranges come from.
    enum Storage: Sendable {
        /// Stored ranges.
        case stored([Range<Int>])
        /// Computed on demand.
        case rule(SnapGroupRule)
    }

    /// The ranges' source.
    let storage: Storage

    /// The number of snaps.
    let count: Int

    /// Ranges stored in an array, in the order given.
    ///
    /// - Parameter ranges: The ranges (a layout keeps them contiguous and in order).
    init(_ ranges: [Range<Int>]) {
        storage = .stored(ranges)
        count = ranges.count
    }

    /// Ranges given as an array literal (for example `[0..<2, 2..<4]`).
    ///
    /// - Parameter elements: The ranges.
    init(arrayLiteral elements: Range<Int>...) {
        self.init(elements)
    }

    /// Ranges computed by a rule.
    init(rule: SnapGroupRule) {
        storage = .rule(rule)
        count = rule.snapCount
    }

    /// The first position: 0.
    @inlinable
    var startIndex: Int { 0 }

    /// One past the last position: ``count``.
    @inlinable
    var endIndex: Int { count }

    /// The items of snap `position`.
    ///
    /// - Parameter position: A snap index in `0..<count` (checked, as an array's subscript is).
    /// - Complexity: O(1).
    subscript(position: Int) -> Range<Int> {
        switch storage {
        case .stored(let ranges): return ranges[position]
        case .rule(let rule):
            precondition(position >= 0 && position < count, "SnapItemRanges: index out of range")
            return rule.items(ofSnap: position)
        }
    }

    /// Whether the ranges are computed on demand rather than stored.
    var isComputed: Bool {
        if case .rule = storage { return true }
        return false
    }

    /// The snap whose range contains `item`, or nil when no range does.
    ///
    /// - Complexity: O(1) when computed, O(log s) when stored.
    func snap(containing item: Int) -> Int? {
        guard count > 0 else { return nil }
        switch storage {
        case .rule(let rule):
            return rule.snap(containing: item)
        case .stored(let ranges):
            guard let first = ranges.first, let last = ranges.last, item >= first.lowerBound,
                item < last.upperBound
            else { return nil }
            // The last range starting at or before the item.
            return TrackLayout.partitionPoint(count: ranges.count, hint: ranges.count / 2) {
                ranges[$0].lowerBound > item
            } - 1
        }
    }

    /// Whether two collections hold the same ranges in the same order.
    ///
    /// - Complexity: O(1) for two collections computed by the same rule, O(n) otherwise.
    static func == (lhs: SnapItemRanges, rhs: SnapItemRanges) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if case .rule(let a) = lhs.storage, case .rule(let b) = rhs.storage, a == b { return true }
        return lhs.elementsEqual(rhs)
    }

    /// The ranges as an array literal; long collections show their first and last few ranges.
    var description: String {
        if count <= 32 { return "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
        let head = prefix(4).map { "\($0)" }.joined(separator: ", ")
        let tail = suffix(2).map { "\($0)" }.joined(separator: ", ")
        return "[\(head), …, \(tail)] (\(count) snaps)"
    }
}
