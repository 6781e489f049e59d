extension TrackLayout {
    /// The first index in `0..<count` for which `isAfter` holds (`count` when none), `isAfter` being false then
    /// true along the indices, searched outward from `hint` with doubling steps and then by bisection.
    ///
    /// The answer is the same as a binary search's; a hint within d of it costs O(log d) probes instead of
    /// O(log n), so a frame that moved a little from the previous one reads a few nearby entries instead of
    /// bisecting a large table (which misses the cache at every step).
    ///
    /// - Complexity: O(log d), where d is the distance from the hint to the answer.
    static func partitionPoint(count: Int, hint: Int, where isAfter: (Int) -> Bool) -> Int {
        guard count > 0 else { return 0 }
        let start = Swift.min(Swift.max(hint, 0), count - 1)
        // The answer lies in (low, high]: isAfter(low) is false (low = -1 stands for "before the first"),
        // isAfter(high) is true (high = count stands for "after the last").
        var low: Int
        var high: Int
        var step = 1
        if isAfter(start) {
            high = start
            low = -1
            while true {
                let probe = high - step
                if probe < 0 { break }
                if isAfter(probe) {
                    high = probe
                    step = step < count ? step * 2 : step
                } else {
                    low = probe
                    break
                }
            }
        } else {
            low = start
            high = count
            while true {
                let probe = low + step
                if probe >= count { break }
                if isAfter(probe) {
                    high = probe
                    break
                } else {
                    low = probe
                    step = step < count ? step * 2 : step
                }
            }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if isAfter(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
