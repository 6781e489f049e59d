/// The rule behind computed ``SnapOffsets`` for explicit spans grouped by count with a built-in alignment, used when
/// consecutive groups are far enough apart that their aligned snaps increase whatever the rounding (see
/// ``TrackLayout/spanSnapMargin(items:groupSize:)``).
///
/// A relayout of the same spans for a new viewport then costs O(log n) (the trimmed range's bisection) instead of
/// computing and storing a snap per group.
struct SpanSnapRule: ComputedSnapRule, Equatable {
    /// The explicit spans, ``TrackItems/spans(_:)`` or ``TrackItems/list(_:)`` (sanitized: ordered, not
    /// overlapping, finite).
    let items: TrackItems
    /// Items per group (at least 1).
    let groupSize: Int
    /// The number of groups.
    let groupCount: Int
    /// The viewport length.
    let viewportLength: Double
    /// The built-in alignment's kind.
    let alignmentKind: UInt8
    /// The fraction of a `.fraction` alignment.
    let fraction: Double
    /// See ``ComputedSnapRule/ceiling``.
    var ceiling: Double = .infinity
    /// See ``ComputedSnapRule/contained``.
    var contained = false
    /// See ``ComputedSnapRule/minLocation``.
    var minLocation = 0.0
    /// See ``ComputedSnapRule/firstGroup``.
    var firstGroup = 0
    /// See ``ComputedSnapRule/snapCount``.
    var snapCount: Int

    /// A rule over every group of `spans`, neither contained nor capped; nil for a custom alignment or no spans.
    init?(items: TrackItems, groupSize: Int, viewportLength: Double, alignment: SnapAlignment) {
        guard let (kind, fraction) = alignment.builtIn, items.count > 0 else { return nil }
        let count = items.count
        self.items = items
        self.groupSize = groupSize
        self.groupCount = count / groupSize + (count % groupSize == 0 ? 0 : 1)
        self.viewportLength = viewportLength
        self.alignmentKind = kind
        self.fraction = fraction
        self.snapCount = groupCount
    }

    func aligned(_ group: Int) -> Double {
        let count = items.count
        let firstItem = group * groupSize
        let lastItem = (groupSize > count - firstItem ? count : firstItem + groupSize) - 1
        let first = items.span(at: firstItem)
        let last = items.span(at: lastItem)
        let groupLength = Swift.abs(last.end - first.start)
        return Swift.abs(first.start) - alignmentOffset(groupLength: groupLength)
    }

    /// The middle snap: spans have no stride to estimate from (a caller's hint does better).
    func estimatedIndex(of x: Double) -> Int { snapCount / 2 }

    /// Whether two rules compute the same snaps (O(1) for shared spans, O(c) for a list sharing its chunks).
    static func == (lhs: SpanSnapRule, rhs: SpanSnapRule) -> Bool {
        lhs.groupSize == rhs.groupSize && lhs.viewportLength.bitPattern == rhs.viewportLength.bitPattern
            && lhs.alignmentKind == rhs.alignmentKind && lhs.fraction.bitPattern == rhs.fraction.bitPattern
            && lhs.ceiling.bitPattern == rhs.ceiling.bitPattern && lhs.contained == rhs.contained
            && lhs.minLocation.bitPattern == rhs.minLocation.bitPattern && lhs.firstGroup == rhs.firstGroup
            && lhs.snapCount == rhs.snapCount && lhs.items == rhs.items
    }
}
