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

    /// The rule for sanitized `items` laid out with `configuration`, or nil when they need stored snaps (see
    /// ``TrackLayout/snapRuleApplies(length:spacing:configuration:)``): every group aligned, a loop's snaps capped
    /// to one lap of the first (the first one capped reported), then `containment` applied and, with
    /// ``ScrollContainment/trimSnaps``, the duplicates at the ends trimmed by bisection.
    ///
    /// - Complexity: O(log n).
    init?(
        items: TrackItems, viewportLength: Double, configuration: TrackLayout.Configuration, loops: Bool,
        containment: ScrollContainment, contentLength: Double, diagnostics: inout [TrackDiagnostic]
    ) {
        guard case .uniform(let rawCount, let length, let spacing, let inset) = items,
            case .count(let size) = configuration.grouping,
            TrackLayout.snapRuleApplies(length: length, spacing: spacing, configuration: configuration)
        else { return nil }
        switch configuration.alignment {
        case .leading: (alignmentKind, fraction) = (0, 0)
        case .center: (alignmentKind, fraction) = (1, 0)
        case .trailing: (alignmentKind, fraction) = (2, 0)
        case .fraction(let value): (alignmentKind, fraction) = (3, value)
        case .custom: return nil
        }
        self.length = length
        self.spacing = spacing
        self.inset = inset
        self.groups = SnapGroupRule(itemCount: Swift.max(0, rawCount), groupSize: Swift.max(1, size))
        self.groupCount = groups.snapCount
        self.viewportLength = viewportLength
        let lastGroup = groupCount - 1
        // A loop's snaps stay within one lap of the first (as `storedSnaps` orders them). Aligned snaps do not
        // decrease: those past the ceiling are a suffix, and the first of them is reported.
        if loops { ceiling = aligned(0) + contentLength }
        if aligned(lastGroup) > ceiling {
            let first = TrackLayout.partitionPoint(count: groupCount, hint: lastGroup) {
                $0 > 0 && aligned($0) > ceiling
            }
            diagnostics.append(.unorderedSnaps(index: first))
        }
        guard containment != .none else { return }
        contained = true
        minLocation = -contentLength + viewportLength
        // Contained snaps do not decrease either.
        if containment == .trimSnaps, let kept = TrackLayout.trimmed(count: groupCount, value(ofGroup:)) {
            groups.trim(to: kept)
        }
    }

    /// The start of item `index` (in `0..<itemCount`): `TrackItems/span(at:)`'s expression.
    func start(ofItem index: Int) -> Double {
        inset + Double(index) * (length + spacing)
    }

    /// The aligned snap of group `group` (Embla `ScrollSnaps`): the group's start less the alignment's offset.
    func aligned(_ group: Int) -> Double {
        let items = groups.items(ofGroup: group)
        let firstStart = start(ofItem: items.lowerBound)
        let lastEnd = start(ofItem: items.upperBound - 1) + length
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
