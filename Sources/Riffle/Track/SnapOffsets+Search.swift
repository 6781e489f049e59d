extension SnapOffsets {
    /// The index of the offset nearest to `x` (ties to the lower index); with `wrapAt`, the offset at index
    /// ``count`` is `wrapAt` (a loop's next lap) and may be the answer.
    ///
    /// The search starts next to `hint` (the previous frame's answer, or the rule's arithmetic estimate) and
    /// widens exponentially, so a position that moved by a few snaps costs a few comparisons whatever the count;
    /// the answer is the same as a binary search's.
    ///
    /// - Complexity: O(log d), where d is the distance in snaps from the hint to the answer.
    func nearestIndex(to x: Double, wrapAt: Double?, hint: Int?) -> Int {
        let last = count - 1
        if x <= head { return 0 }
        if x >= tail {
            guard let wrap = wrapAt else { return last }
            return (x - tail) <= (wrap - x) ? last : count
        }
        // self[0] < x < self[last]: find `low` with self[low] ≤ x < self[low + 1].
        var start = hint ?? 0
        if hint == nil, case .rule(let rule) = storage { start = rule.estimatedIndex(of: x) }
        start = Swift.min(Swift.max(start, 0), last)
        var low: Int
        var high: Int
        var step = 1
        if self[start] <= x {
            low = start
            high = last
            while low < last - step, self[low + step] <= x {
                low += step
                step = step < count / 2 ? step * 2 : step
            }
            high = Swift.min(low + step, last)
        } else {
            high = start
            low = 0
            while high > step, self[high - step] > x {
                high -= step
                step = step < count / 2 ? step * 2 : step
            }
            low = Swift.max(high - step, 0)
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if self[middle] <= x { low = middle } else { high = middle }
        }
        return (x - self[low]) <= (self[high] - x) ? low : high
    }
}
