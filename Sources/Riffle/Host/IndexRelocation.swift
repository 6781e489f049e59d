/// Where a selected item went after its data changed, found by identity, so a selection follows its item when items
/// are inserted, removed or moved before it.
///
/// A view that shows `data[index]` and binds `index` must move the index when the data changes under it: insert two
/// items before the current one and the same item is now at `index + 2`. ``index(following:from:to:)`` answers from
/// the old and the new identifiers alone.
///
/// ```swift
/// IndexRelocation.index(following: 1, from: ["a", "b", "c"], to: ["x", "y", "a", "b", "c"])   // 3: "b" moved
/// IndexRelocation.index(following: 1, from: ["a", "b", "c"], to: ["a", "c"])                  // 1: "c" took its place
/// ```
enum IndexRelocation {
    /// The index in `newIDs` of the item that was at `index` in `oldIDs`.
    ///
    /// - When that item is still there, its new index. Duplicate identifiers are matched by occurrence: the
    ///   second "a" of the old list follows the second "a" of the new one.
    /// - When it was removed, the new index of the nearest item after it that is still there (the item that takes
    ///   its place), else of the nearest item before it.
    /// - When no old item is left (or there were none), `index` clamped into the new range.
    ///
    /// An `index` outside `oldIDs` is clamped into it first. The result is always in `0..<newIDs.count`, and 0
    /// when `newIDs` is empty.
    ///
    /// - Parameters:
    ///   - index: The selected index in `oldIDs`.
    ///   - oldIDs: The identifiers before the change, in order.
    ///   - newIDs: The identifiers after the change, in order.
    /// - Returns: The selected index in `newIDs`.
    /// - Complexity: O(n + m) time and O(m) extra memory, for n old and m new identifiers.
    static func index<ID: Hashable>(following index: Int, from oldIDs: [ID], to newIDs: [ID]) -> Int {
        guard !newIDs.isEmpty else { return 0 }
        let fallback = Swift.min(Swift.max(index, 0), newIDs.count - 1)
        guard !oldIDs.isEmpty else { return fallback }
        let selected = Swift.min(Swift.max(index, 0), oldIDs.count - 1)
        // Unchanged data (the common case): nothing to look up.
        if oldIDs == newIDs { return selected }

        var positions: [ID: [Int]] = [:]
        positions.reserveCapacity(newIDs.count)
        for (position, id) in newIDs.enumerated() { positions[id, default: []].append(position) }
        // The occurrence number of every old identifier up to each index, computed in one pass.
        var seen: [ID: Int] = [:]
        var occurrence = [Int](repeating: 0, count: oldIDs.count)
        for (position, id) in oldIDs.enumerated() {
            occurrence[position] = seen[id, default: 0]
            seen[id, default: 0] += 1
        }
        func newPosition(of old: Int) -> Int? {
            guard let candidates = positions[oldIDs[old]], occurrence[old] < candidates.count else { return nil }
            return candidates[occurrence[old]]
        }

        if let found = newPosition(of: selected) { return found }
        for old in (selected + 1)..<oldIDs.count {
            if let found = newPosition(of: old) { return found }
        }
        for old in stride(from: selected - 1, through: 0, by: -1) {
            if let found = newPosition(of: old) { return found }
        }
        return fallback
    }
}
