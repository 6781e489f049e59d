/// The rule behind computed ``SnapOffsets``: uniform items grouped by count with a built-in alignment, optionally
/// contained (Embla's `containScroll`) or capped to one lap of a loop.
///
/// Each value is computed exactly as the stored computation computes it (the same expressions in the same order),
/// so both agree bit for bit. The rule is only used where the aligned snaps are known to be non-decreasing (see
/// ``TrackLayout/minimumRuleStride``), so ordering them changes nothing and the trimmed range can be found by
/// binary search.
@usableFromInline
struct UniformSnapRule: Equatable, Sendable {
    /// The items (uniform, sanitized).
    let items: TrackItems
    /// The number of items.
    let itemCount: Int
    /// Items per group (at least 1).
    let groupSize: Int
    /// The number of groups.
    let groupCount: Int
    /// The viewport length.
    let viewportLength: Double
    /// A built-in alignment.
    let alignment: SnapAlignment
    /// Aligned snaps above it are lowered to it: the first aligned snap plus one lap on a loop, else infinity.
    var ceiling: Double = .infinity
    /// Whether snaps are contained (bounded with `trimSnaps` or `keepSnaps`).
    var contained = false
    /// Embla's minimum location when contained: `viewportLength − contentLength`.
    var minLocation = 0.0
    /// The group of snap 0 (trimmed snaps start after the duplicates at the start).
    var firstGroup = 0
    /// The number of snaps.
    var snapCount: Int

    /// A rule over every group, neither contained nor capped.
    init(items: TrackItems, groupSize: Int, viewportLength: Double, alignment: SnapAlignment) {
        let count = items.count
        self.items = items
        self.itemCount = count
        self.groupSize = groupSize
        self.groupCount = count / groupSize + (count % groupSize == 0 ? 0 : 1)
        self.viewportLength = viewportLength
        self.alignment = alignment
        self.snapCount = groupCount
    }

    /// The aligned snap of group `group` (Embla `ScrollSnaps`): the group's start less the alignment's offset.
    @usableFromInline
    func aligned(_ group: Int) -> Double {
        let firstItem = group * groupSize
        let lastItem = (groupSize > itemCount - firstItem ? itemCount : firstItem + groupSize) - 1
        let first = items.span(at: firstItem)
        let last = items.span(at: lastItem)
        let groupLength = Swift.abs(last.end - first.start)
        let offset = alignment.offset(viewportLength: viewportLength, groupLength: groupLength, index: group)
        return Swift.abs(first.start) - offset
    }

    /// The snap of group `group` after ordering (the loop's ceiling) and containment, before trimming.
    @usableFromInline
    func value(ofGroup group: Int) -> Double {
        var value = aligned(group)
        if value > ceiling { value = ceiling }
        guard contained else { return value + 0.0 }
        return TrackLayout.containedSnap(
            value, index: group, lastIndex: groupCount - 1, minLocation: minLocation)
    }

    /// The offset of snap `index` (in `0..<snapCount`).
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func snap(_ index: Int) -> Double {
        value(ofGroup: firstGroup + index) + 0.0
    }

    /// The first group in `range` for which `isAfter` holds (`range.upperBound` when none), `isAfter` being false
    /// then true along the groups (the group values do not decrease).
    ///
    /// - Complexity: O(log n).
    func firstGroup(in range: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A snap index near the one at offset `x` (a hint for the neighbour search): the offset's distance from the
    /// first snap in groups' strides.
    ///
    /// - Complexity: O(1).
    func estimatedIndex(of x: Double) -> Int {
        guard case .uniform(_, let length, let spacing, _) = items else { return 0 }
        let step = Double(groupSize) * (length + spacing)
        let estimate = ((x - aligned(0)) / step).rounded(.down) - Double(firstGroup)
        guard estimate.isFinite, estimate > 0 else { return 0 }
        return estimate >= Double(snapCount - 1) ? snapCount - 1 : Int(estimate)
    }
}
