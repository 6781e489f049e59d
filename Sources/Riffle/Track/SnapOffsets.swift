/// The resting scroll offsets of a layout, one per snap, in increasing order: a random-access collection that is
/// either computed on demand from a rule (uniform items grouped by count with a built-in alignment: O(1) memory
/// whatever the count) or stored.
///
/// Both forms give the same numbers, bit for bit, as computing every snap in turn; the form is an implementation
/// detail, and two collections compare equal when their elements do.
///
/// ```swift
/// let layout = TrackLayout(
///     viewportLength: 390, items: .uniform(count: 1_000_000, length: 390, spacing: 0),
///     configuration: .init(alignment: .leading))
/// layout.snaps.count   // 1000000, without storing any of them
/// layout.snaps[2]      // 780
/// ```
///
/// - Complexity: Element access O(1); creating one from an array literal or an array is O(n).
public struct SnapOffsets: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// Where the offsets come from.
    enum Storage: Sendable {
        /// Stored values.
        case stored([Double])
        /// Computed on demand from uniform items.
        case rule(UniformSnapRule)
    }

    /// The offsets' source.
    let storage: Storage

    /// The number of snaps.
    public let count: Int
    /// The first offset (0 when empty), kept so the nearest-snap search reads it without computing it.
    let head: Double
    /// The last offset (0 when empty).
    let tail: Double

    /// Offsets stored in an array, in the order given.
    ///
    /// - Parameter values: The offsets (a layout keeps them in increasing order).
    init(_ values: [Double]) {
        storage = .stored(values)
        count = values.count
        head = values.first ?? 0
        tail = values.last ?? 0
    }

    /// Offsets given as an array literal (for example `[0, 390, 780]`).
    ///
    /// - Parameter elements: The offsets.
    public init(arrayLiteral elements: Double...) {
        self.init(elements)
    }

    /// Offsets computed by a rule.
    init(rule: UniformSnapRule) {
        storage = .rule(rule)
        count = rule.groups.snapCount
        head = rule.snap(0)
        tail = rule.snap(count - 1)
    }

    /// The first position: 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the last position: ``count``.
    @inlinable
    public var endIndex: Int { count }

    /// The offset of snap `position`.
    ///
    /// - Parameter position: A snap index in `0..<count` (checked, as an array's subscript is).
    /// - Complexity: O(1).
    public subscript(position: Int) -> Double {
        switch storage {
        case .stored(let values): return values[position]
        case .rule(let rule):
            precondition(position >= 0 && position < count, "SnapOffsets: index out of range")
            return rule.snap(position)
        }
    }

    /// Whether two collections hold the same offsets in the same order.
    ///
    /// - Complexity: O(1) for two collections computed by the same rule, O(n) otherwise.
    public static func == (lhs: SnapOffsets, rhs: SnapOffsets) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if case .rule(let a) = lhs.storage, case .rule(let b) = rhs.storage, a == b { return true }
        return lhs.elementsEqual(rhs)
    }

    /// The offsets as an array literal; long collections show their first and last few offsets.
    public var description: String {
        if count <= 32 { return "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
        let head = prefix(4).map { "\($0)" }.joined(separator: ", ")
        let tail = suffix(2).map { "\($0)" }.joined(separator: ", ")
        return "[\(head), …, \(tail)] (\(count) snaps)"
    }

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
        // self[0] < x < self[last]: the first offset beyond x is in 1...last.
        var start = hint ?? 0
        if hint == nil, case .rule(let rule) = storage { start = rule.estimatedIndex(of: x) }
        let high = TrackLayout.partitionPoint(count: count, hint: start) { self[$0] > x }
        return (x - self[high - 1]) <= (self[high] - x) ? high - 1 : high
    }
}
