/// A run of consecutive ``SpanList`` entries: their gaps and lengths, their starts relative to the run's origin,
/// and what a layout needs from them without walking them (their extent and closest pair).
///
/// Every value is a multiple of ``SpanList/resolution`` no larger than `TrackLayout/maximumExtent`, so the
/// sums below are exact while they stay under 2³¹ points.
struct SpanListChunk: Sendable {
    /// The space before each entry (after the previous entry's end), in points.
    var gaps: [Double] = []
    /// Each entry's length, in points.
    var lengths: [Double] = []
    /// Each entry's start relative to the chunk's origin: the sum of the previous entries' gaps and lengths plus
    /// its own gap.
    var starts: [Double] = []
    /// Per entry: bit 0 set when a given value was invalid (replaced by 0), bit 1 when one exceeded the extent
    /// limit (clamped).
    var repairs: [UInt8] = []
    /// The end of the last entry relative to the chunk's origin (0 when empty).
    var extent = 0.0
    /// The smallest `gaps[i] + min(lengths[i − 1], lengths[i])` over the chunk's consecutive pairs.
    var pairMinimum = Double.infinity
    /// The longest entry's length (0 when empty).
    var maxLength = 0.0
    /// The largest `lengths[i] + gaps[i + 1]` for `i` in `1..<count − 1` (the distance between consecutive
    /// starts, the chunk's first entry excluded as the earlier one; 0 when there is none).
    var maxStep = 0.0
    /// How many entries have a repair flag set.
    var repairedCount = 0

    /// The number of entries.
    var count: Int { gaps.count }

    /// Recomputes the starts from entry `index` on and the summaries.
    ///
    /// - Complexity: O(count).
    mutating func refresh(from index: Int) {
        var cursor = index > 0 ? starts[index - 1] + lengths[index - 1] : 0
        for i in index..<gaps.count {
            let start = cursor + gaps[i]
            starts[i] = start
            cursor = start + lengths[i]
        }
        extent = cursor
        var minimum = Double.infinity
        if gaps.count > 1 {
            for i in 1..<gaps.count { minimum = Swift.min(minimum, gaps[i] + Swift.min(lengths[i - 1], lengths[i])) }
        }
        pairMinimum = minimum
        var longest = 0.0
        for length in lengths { longest = Swift.max(longest, length) }
        maxLength = longest
        var step = 0.0
        if gaps.count > 2 {
            for i in 1..<(gaps.count - 1) { step = Swift.max(step, lengths[i] + gaps[i + 1]) }
        }
        maxStep = step
        var repaired = 0
        for flag in repairs where flag != 0 { repaired += 1 }
        repairedCount = repaired
    }

    /// Whether both chunks hold the same entries (the starts and summaries follow from them).
    func hasSameEntries(as other: SpanListChunk) -> Bool {
        gaps == other.gaps && lengths == other.lengths
    }
}
