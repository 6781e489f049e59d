extension ItemChange {
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
