extension TrackLayout {
    /// The smallest item stride (length plus spacing), in points, for which uniform items grouped by count with a
    /// built-in alignment are laid out by rule: 10⁻³.
    ///
    /// Above it, every aligned snap exceeds its predecessor by far more than the rounding error of any coordinate
    /// up to `maximumExtent` (about 10⁻⁶), so the computed snaps are in order without being reordered.
    static let minimumRuleStride = 1e-3

    /// Whether uniform items of `length` and `spacing` are laid out by rule under `configuration`: grouped by
    /// count, with a built-in alignment, with a stride of at least ``minimumRuleStride``.
    static func snapRuleApplies(length: Double, spacing: Double, configuration: Configuration) -> Bool {
        guard case .count = configuration.grouping else { return false }
        if case .custom = configuration.alignment { return false }
        return length + spacing >= minimumRuleStride
    }

    /// The snaps and their items computed one group at a time and stored (O(n)): Embla's `ScrollSnaps`, the
    /// ordering of custom alignments' snaps, `ScrollContain` and the slide registry.
    static func storedSnaps(
        items: TrackItems, viewportLength view: Double, configuration: Configuration, loops: Bool,
        containment: ScrollContainment, contentLength content: Double, startGap: Double, endGap: Double,
        diagnostics: inout [TrackDiagnostic]
    ) -> (SnapOffsets, SnapItemRanges) {
        let count = items.count
        // Groups (Embla `SlidesToScroll`): by count, computed; by size, stored.
        var counted: SnapGroupRule?
        var sizedGroups: [Range<Int>] = []
        switch configuration.grouping {
        case .count(let size): counted = SnapGroupRule(itemCount: count, groupSize: Swift.max(1, size))
        case .auto:
            sizedGroups = Self.sizedGroups(
                items: items, viewportLength: view, loop: loops, startGap: startGap, endGap: endGap)
        }
        let groupCount = counted?.snapCount ?? sizedGroups.count

        // One pass per snap: aligned (Embla `ScrollSnaps`, forward coordinates); ordered (snaps must not
        // decrease, and a loop's stay within one lap of the first: only a custom alignment can break that, and
        // the first snap moved is reported); contained (Embla `ScrollContain`).
        var values: [Double] = []
        values.reserveCapacity(groupCount)
        let minLocation = -content + view
        let lastGroup = groupCount - 1
        var ceiling = Double.infinity
        var previous = 0.0
        var reported = false
        for g in 0..<groupCount {
            let range = if let counted { counted.items(ofGroup: g) } else { sizedGroups[g] }
            let first = items.span(at: range.lowerBound)
            let last = items.span(at: range.upperBound - 1)
            let groupLength = Swift.abs(last.end - first.start)
            let offset = configuration.alignment.offset(viewportLength: view, groupLength: groupLength, index: g)
            var value = Swift.abs(first.start) - offset
            if g == 0 {
                if loops { ceiling = value + content }
            } else {
                let aligned = value
                if value < previous { value = previous }
                if value > ceiling { value = ceiling }
                if value != aligned, !reported {
                    diagnostics.append(.unorderedSnaps(index: g))
                    reported = true
                }
            }
            previous = value
            if containment != .none {
                value = containedSnap(value, index: g, lastIndex: lastGroup, minLocation: minLocation)
            }
            values.append(value + 0.0)
        }

        // Ordered snaps stay ordered when contained.
        let kept = containment == .trimSnaps ? trimmed(count: groupCount) { values[$0] } : nil
        if let kept, kept.upperBound < values.count { values.removeSubrange(kept.upperBound...) }
        if let kept, kept.lowerBound > 0 { values.removeSubrange(0..<kept.lowerBound) }
        let registry: SnapItemRanges
        if var counted {
            if let kept { counted.trim(to: kept) }
            registry = .counted(counted)
        } else if let kept {
            var ranges = Array(sizedGroups[kept])
            ranges[0] = 0..<ranges[0].upperBound
            ranges[ranges.count - 1] = ranges[ranges.count - 1].lowerBound..<count
            registry = .sized(ranges)
        } else {
            registry = .sized(sizedGroups)
        }
        return (SnapOffsets(values), registry)
    }

    /// The snaps ``ScrollContainment/trimSnaps`` keeps of `count` contained snaps that do not decrease, read with
    /// `value`: the ones equal to the first are a prefix and the ones equal to the last a suffix, and one of each
    /// stays (Embla's `lastIndexOf(first)` and `indexOf(last)`, by bisection); nil, nothing trimmed, when the two
    /// overlap.
    ///
    /// - Complexity: O(log n) reads.
    static func trimmed(count: Int, _ value: (Int) -> Double) -> Range<Int>? {
        let start = value(0)
        let end = value(count - 1)
        let first = partitionPoint(count: count, hint: 0) { value($0) != start } - 1
        let last = partitionPoint(count: count, hint: count - 1) { value($0) == end } + 1
        return first < last ? first..<last : nil
    }

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
