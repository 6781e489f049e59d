/// A change to a track's items that keeps identities: where each item went, so a relayout keeps the same item on
/// screen (and under the finger) when items are inserted, removed or moved before it.
///
/// ```swift
/// // 50 items prepended while the user drags item 0: item 0 is now item 50, and stays under the finger.
/// track.relayout(viewportLength: 390, items: .uniform(count: 60, length: 390, spacing: 0),
///                change: .inserted(at: 0, count: 50), at: now)
/// ```
public enum ItemChange: Hashable, Sendable, Codable {
    /// `count` items inserted at `index` (the item that was at `index` moves to `index + count`).
    case inserted(at: Int, count: Int)
    /// The items in `range` removed (later items move down by its length).
    case removed(Range<Int>)
    /// The item at `from` moved to `to` (the items between shift by one).
    case moved(from: Int, to: Int)

    /// Where the item at `index` before the change is after it, or nil when it was removed.
    ///
    /// Negative counts and ranges outside the items are taken as they are (an insertion of a negative count
    /// inserts nothing; a removal clamps nothing, it only maps indices).
    /// - Complexity: O(1).
    public func newIndex(of index: Int) -> Int? {
        switch self {
        case .inserted(let at, let count):
            return index >= at ? index.saturatingAdding(Swift.max(count, 0)) : index
        case .removed(let range):
            if range.contains(index) { return nil }
            // index − count, written so that no range, however large, overflows.
            return index >= range.upperBound ? index - range.upperBound + range.lowerBound : index
        case .moved(let from, let to):
            if index == from { return to }
            if from < to, index > from, index <= to { return index - 1 }
            if to < from, index >= to, index < from { return index + 1 }
            return index
        }
    }

    /// Where the item at `index` is after the change; for a removed item, the item that took its place (the
    /// first one after the removed range, or the last one).
    ///
    /// - Parameters:
    ///   - index: The index before the change.
    ///   - count: The number of items after the change.
    /// - Returns: An index in `0..<count`, or 0 when there are no items.
    func survivingIndex(of index: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        // Only a removal drops an item: the first one after the removed range took its place.
        let replacement = if case .removed(let range) = self { range.lowerBound } else { index }
        return Swift.min(Swift.max(newIndex(of: index) ?? replacement, 0), count - 1)
    }

    /// The single change that turns `old` into `new`, if there is one.
    ///
    /// One contiguous insertion, one contiguous removal, or one item moved. Nil when the lists are equal or differ
    /// in any other way (replace the data as a whole then, following the current item with `IndexRelocation`).
    ///
    /// ```swift
    /// ItemChange.between(["a", "b", "c"], ["x", "y", "a", "b", "c"])   // .inserted(at: 0, count: 2)
    /// ItemChange.between(["a", "b", "c", "d"], ["a", "d", "b", "c"])   // .moved(from: 3, to: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - old: The identifiers before the change.
    ///   - new: The identifiers after it.
    /// - Returns: The change, or nil.
    /// - Complexity: O(n).
    public static func between<ID: Equatable>(_ old: [ID], _ new: [ID]) -> ItemChange? {
        var prefix = 0
        let shorter = Swift.min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        if old.count == new.count {
            guard prefix < old.count else { return nil }
            var last = old.count - 1
            while last > prefix, old[last] == new[last] { last -= 1 }
            // One item taken from `prefix` and put at `last`, or the other way round.
            if old[prefix] == new[last], old[(prefix + 1)...last].elementsEqual(new[prefix..<last]) {
                return .moved(from: prefix, to: last)
            }
            if old[last] == new[prefix], old[prefix..<last].elementsEqual(new[(prefix + 1)...last]) {
                return .moved(from: last, to: prefix)
            }
            return nil
        }
        let k = Swift.abs(new.count - old.count)
        if new.count > old.count {
            return old[prefix...].elementsEqual(new[(prefix + k)...]) ? .inserted(at: prefix, count: k) : nil
        }
        return old[(prefix + k)...].elementsEqual(new[prefix...]) ? .removed(prefix..<(prefix + k)) : nil
    }
}
