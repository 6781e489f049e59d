/// A rule that computes a layout's snaps on demand (``UniformSnapRule``, ``SpanSnapRule``): aligned group starts
/// that are known not to decrease, capped to one lap on a loop, optionally contained (Embla's `containScroll`) and
/// trimmed to the groups `firstGroup ..< firstGroup + snapCount`.
///
/// Each value is computed with the same expressions, in the same order, as the stored computation, so both agree
/// bit for bit.
protocol ComputedSnapRule: Sendable {
    /// Items per group (at least 1).
    var groupSize: Int { get }
    /// The number of groups.
    var groupCount: Int { get }
    /// The viewport length.
    var viewportLength: Double { get }
    /// The built-in alignment: 0 leading, 1 center, 2 trailing, 3 fraction.
    var alignmentKind: UInt8 { get }
    /// The fraction of a `.fraction` alignment.
    var fraction: Double { get }
    /// Aligned snaps above it are lowered to it: the first aligned snap plus one lap on a loop, else infinity.
    var ceiling: Double { get set }
    /// Whether snaps are contained (bounded with `trimSnaps` or `keepSnaps`).
    var contained: Bool { get set }
    /// Embla's minimum location when contained: `viewportLength − contentLength`.
    var minLocation: Double { get set }
    /// The group of snap 0.
    var firstGroup: Int { get set }
    /// The number of snaps.
    var snapCount: Int { get set }

    /// The aligned snap of group `group` (Embla `ScrollSnaps`): the group's start less the alignment's offset.
    func aligned(_ group: Int) -> Double

    /// A snap index near the one at offset `x`, where a search may start.
    func estimatedIndex(of x: Double) -> Int
}

extension ComputedSnapRule {
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
        value(ofGroup: firstGroup + index) + 0.0
    }

    /// The first group in `range` for which `isAfter` holds (`range.upperBound` when none), `isAfter` being false
    /// then true along the groups.
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
}
