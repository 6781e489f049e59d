/// The rule behind computed ``SnapOffsets``: uniform items grouped by count with a built-in alignment, optionally
/// contained (Embla's `containScroll`) or capped to one lap of a loop.
///
/// Each value is computed exactly as the stored computation computes it (the same expressions in the same order),
/// so both agree bit for bit. The rule is only used where the aligned snaps are known to be non-decreasing (see
/// ``TrackLayout/minimumRuleStride``), so ordering them changes nothing and the trimmed range can be found by
/// binary search.
struct UniformSnapRule: Equatable, Sendable {
    // Only trivial fields (no enum with a reference payload), so reading a snap copies nothing that is counted.
    /// The items of each snap: the item count, the group size (at least 1), the group of snap 0 (trimmed snaps
    /// start after the duplicates at the start) and the number of snaps.
    var groups: SnapGroupRule
    /// The items' length.
    let length: Double
    /// The space between items.
    let spacing: Double
    /// The first item's start.
    let inset: Double
    /// The number of groups.
    let groupCount: Int
    /// The viewport length.
    let viewportLength: Double
    /// The built-in alignment: 0 leading, 1 center, 2 trailing, 3 fraction.
    let alignmentKind: UInt8
    /// The fraction of a `.fraction` alignment.
    let fraction: Double
    /// Aligned snaps above it are lowered to it: the first aligned snap plus one lap on a loop, else infinity.
    var ceiling: Double = .infinity
    /// Whether snaps are contained (bounded with `trimSnaps` or `keepSnaps`).
    var contained = false
    /// Embla's minimum location when contained: `viewportLength − contentLength`.
    var minLocation = 0.0

    /// A rule over every group of uniform `items`, neither contained nor capped; nil for explicit spans or a
    /// custom alignment.
    init?(items: TrackItems, groupSize: Int, viewportLength: Double, alignment: SnapAlignment) {
        guard case .uniform(let rawCount, let length, let spacing, let inset) = items else { return nil }
        guard let (kind, fraction) = alignment.builtIn else { return nil }
        self.alignmentKind = kind
        self.fraction = fraction
        let count = Swift.max(0, rawCount)
        self.length = length
        self.spacing = spacing
        self.inset = inset
        self.groupCount = count / groupSize + (count % groupSize == 0 ? 0 : 1)
        self.groups = SnapGroupRule(
            itemCount: count, groupSize: groupSize, firstGroup: 0, snapCount: groupCount, widensEnds: false)
        self.viewportLength = viewportLength
    }

    /// The start of item `index` (in `0..<itemCount`): `TrackItems/span(at:)`'s expression.
    func start(ofItem index: Int) -> Double {
        inset + Double(index) * (length + spacing)
    }

    /// The aligned snap of group `group` (Embla `ScrollSnaps`): the group's start less the alignment's offset.
    func aligned(_ group: Int) -> Double {
        let (itemCount, groupSize) = (groups.itemCount, groups.groupSize)
        let firstItem = group * groupSize
        let lastItem = (groupSize > itemCount - firstItem ? itemCount : firstItem + groupSize) - 1
        let firstStart = start(ofItem: firstItem)
        let lastEnd = start(ofItem: lastItem) + length
        let groupLength = Swift.abs(lastEnd - firstStart)
        return Swift.abs(firstStart) - alignmentOffset(groupLength: groupLength)
    }

    /// A snap index near the one at offset `x` (a hint for the neighbour search): the offset's distance from the
    /// first snap in groups' strides.
    ///
    /// - Complexity: O(1).
    func estimatedIndex(of x: Double) -> Int {
        let step = Double(groups.groupSize) * (length + spacing)
        let estimate = ((x - aligned(0)) / step).rounded(.down) - Double(groups.firstGroup)
        guard estimate.isFinite, estimate > 0 else { return 0 }
        return estimate >= Double(groups.snapCount - 1) ? groups.snapCount - 1 : Int(estimate)
    }

    /// The alignment's offset for a group of `groupLength` points: ``SnapAlignment/offset(viewportLength:groupLength:index:)``
    /// for the built-in alignments.
    func alignmentOffset(groupLength: Double) -> Double {
        let value: Double
        switch alignmentKind {
        case 0: value = 0
        case 1: value = (viewportLength - groupLength) / 2
        case 2: value = viewportLength - groupLength
        default: value = viewportLength * fraction
        }
        guard value.isFinite else { return 0 }
        return Swift.min(Swift.max(value, -TrackLayout.maximumExtent), TrackLayout.maximumExtent)
    }

    /// The snap of group `group` after ordering (the loop's ceiling) and containment, before trimming.
    func value(ofGroup group: Int) -> Double {
        var value = aligned(group)
        if value > ceiling { value = ceiling }
        guard contained else { return value + 0.0 }
        return TrackLayout.containedSnap(value, index: group, lastIndex: groupCount - 1, minLocation: minLocation)
    }

    /// The offset of snap `index` (in `0..<snapCount`).
    ///
    /// - Complexity: O(1).
    func snap(_ index: Int) -> Double {
        value(ofGroup: groups.firstGroup + index) + 0.0
    }
}
