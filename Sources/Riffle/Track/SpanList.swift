/// Explicit item spans that can be edited in place: inserting, removing or resizing one item moves every later
/// item, in one pass over a flat array.
///
/// Each item is given by its *gap* (the space between the previous item's end, or content coordinate 0 for the
/// first item, and its start) and its *length*, so inserting an item moves every later item forwards by its gap
/// plus length, and removing one moves them back.
///
/// ```swift
/// var list = SpanList(spans)              // from absolute spans, O(n)
/// list.insert(length: 250, gap: 20, at: list.count / 2)
/// track.relayout(viewportLength: 390, items: .list(list), change: .inserted(at: list.count / 2, count: 1), at: t)
/// ```
///
/// Bad input never traps and is repaired when it enters the list, with a defined result: a non-finite or
/// negative gap or length is replaced by 0 (reported by a layout as ``TrackDiagnostic/invalidSpan(index:)`` for
/// the first such item), a value above `TrackLayout/maximumExtent` is clamped to it, and every value is
/// rounded to the nearest multiple of `resolution` (half away from zero; 2⁻²² point, about a quarter of a millionth), which makes
/// every sum the list forms exact below 2³¹ points. Items that would start or end beyond
/// `TrackLayout/maximumExtent` are read clamped to it, as a layout clamps explicit spans (reported as
/// ``TrackDiagnostic/extentTooLarge(keptItems:)``). Out-of-range indices are clamped (reads, insertions) or
/// ignored (removals, replacements).
///
/// A value type (copy-on-write arrays), so a track can keep using one version while the caller edits the next.
/// Two lists are equal when they hold the same items with the same repairs.
///
/// - Complexity: `span(at:)` and ``append(length:gap:)`` (amortized) are O(1); ``insert(length:gap:at:)``,
///   ``remove(at:)`` and `replace(at:length:gap:)` are O(n); building from n spans is O(n).
public struct SpanList: Sendable, RandomAccessCollection, Hashable {
    /// The granularity of every stored value, in points: 2⁻²².
    ///
    /// Gaps and lengths are rounded to the nearest multiple of it, so a start (a sum of at most a billion points
    /// of them) is exact, whatever order it is summed in.
    static let resolution = 0x1p-22

    /// Each item's start, unclamped: the sum, in item order, of every earlier item's gap and length plus its own
    /// gap (past 2³¹ points a sum rounds, so an edit recomputes the later starts in that order rather than
    /// shifting them: a start never depends on the edits that led to it).
    private(set) var starts: [Double] = []
    /// Each item's gap, as stored.
    private(set) var gaps: [Double] = []
    /// Each item's length, as stored.
    private(set) var lengths: [Double] = []
    /// Per item: bit 0 set when a given value was invalid (replaced by 0), bit 1 when one exceeded the extent
    /// limit (clamped).
    private(set) var repairs: [UInt8] = []

    /// Creates an empty list.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Creates a list holding `spans`, given in content coordinates.
    ///
    /// Each span's gap is its start minus the previous span's end (as repaired): a span that starts before it
    /// (unordered or overlapping) gets a gap of 0, like a layout moving it to the previous span's end, and is
    /// reported as an invalid value; so is a span with a non-finite or negative start or length (an empty span
    /// at the previous end).
    ///
    /// - Parameter spans: The items' spans, in increasing order of `start`.
    /// - Complexity: O(n).
    public init(_ spans: some Sequence<Span>) {
        for span in spans {
            let valid = span.start.isFinite && span.length.isFinite && span.start >= 0 && span.length >= 0
            let gap = valid ? span.start - (count > 0 ? self.span(at: count - 1).end : 0) : 0
            append(length: valid ? span.length : 0, gap: gap)
            if !valid { repairs[count - 1] |= 1 }
        }
    }

    /// The number of items.
    public var count: Int { starts.count }

    /// The first index, 0.
    public var startIndex: Int { 0 }

    /// One past the last index, ``count``.
    public var endIndex: Int { count }

    /// The span of item `index` (see `span(at:)`; an index out of range is clamped instead of trapping).
    ///
    /// - Complexity: O(1).
    public subscript(index: Int) -> Span { span(at: index) }

    /// The span of item `index`, in content coordinates.
    ///
    /// An index outside `0..<count` is clamped into it; without items the result is an empty span at 0. A span
    /// beyond `TrackLayout/maximumExtent` is clamped to it (start at most the limit, end at most the limit).
    ///
    /// - Complexity: O(1).
    @usableFromInline func span(at index: Int) -> Span {
        guard count > 0 else { return Span(start: 0, length: 0) }
        let index = Swift.min(Swift.max(index, 0), count - 1)
        let limit = TrackLayout.maximumExtent
        let start = Swift.min(starts[index], limit)
        return Span(start: start, length: Swift.min(lengths[index], limit - start))
    }

    /// The end of item `index − 1`, unclamped: where item `index`'s gap begins (0 for the first item).
    private func end(before index: Int) -> Double {
        index > 0 ? starts[index - 1] + lengths[index - 1] : 0
    }

    /// The end of the last item, unclamped (0 without items).
    ///
    /// - Complexity: O(1).
    var extent: Double { end(before: count) }

    /// Adds an item at the end.
    ///
    /// - Parameters:
    ///   - length: The item's length (repaired as described in ``SpanList``).
    ///   - gap: The space between the previous item's end and this item's start.
    /// - Complexity: Amortized O(1).
    public mutating func append(length: Double, gap: Double) {
        insert(length: length, gap: gap, at: count)
    }

    /// Inserts an item before item `index` (clamped into `0...count`); later items move forwards by its gap and
    /// length.
    ///
    /// - Parameters:
    ///   - length: The item's length (repaired as described in ``SpanList``).
    ///   - gap: The space between the previous item's end and this item's start.
    ///   - index: The new item's index.
    /// - Complexity: O(n); O(1) at the end.
    public mutating func insert(length: Double, gap: Double, at index: Int) {
        let index = Swift.min(Swift.max(index, 0), count)
        let (gap, length, flags) = Self.repaired(gap: gap, length: length)
        starts.insert(0, at: index)
        gaps.insert(gap, at: index)
        lengths.insert(length, at: index)
        repairs.insert(flags, at: index)
        recomputeStarts(from: index)
    }

    /// Removes item `index`; later items move back by its gap and length.
    ///
    /// An index out of range is ignored.
    ///
    /// - Complexity: O(n).
    public mutating func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        starts.remove(at: index)
        gaps.remove(at: index)
        lengths.remove(at: index)
        repairs.remove(at: index)
        recomputeStarts(from: index)
    }

    /// Recomputes the starts of items `index...` from their gaps and lengths, in item order.
    private mutating func recomputeStarts(from index: Int) {
        guard index < count else { return }
        var end = end(before: index)
        gaps.withUnsafeBufferPointer { gaps in
            lengths.withUnsafeBufferPointer { lengths in
                starts.withUnsafeMutableBufferPointer { starts in
                    for i in index..<starts.count {
                        starts[i] = end + gaps[i]
                        end = starts[i] + lengths[i]
                    }
                }
            }
        }
    }

    /// A value as stored: 0 when not finite or negative (flag 1), at most the extent limit (flag 2), rounded to
    /// a multiple of ``resolution`` (half away from zero; −0 becomes 0).
    static func repaired(_ value: Double) -> (value: Double, flags: UInt8) {
        guard value.isFinite, value >= 0 else { return (0, 1) }
        let limit = TrackLayout.maximumExtent
        let clamped = Swift.min(value, limit)
        // `+ 0` turns −0 into +0.
        return ((clamped / resolution).rounded() * resolution + 0, value > limit ? 2 : 0)
    }

    /// A gap and a length as stored, with their repair flags.
    static func repaired(gap: Double, length: Double) -> (gap: Double, length: Double, flags: UInt8) {
        let g = repaired(gap)
        let l = repaired(length)
        return (g.value, l.value, g.flags | l.flags)
    }

    // MARK: - What a layout reads

    /// Whether no item was clamped at `TrackLayout/maximumExtent` on reading (every sum then is exact).
    var isWithinExtent: Bool { extent <= TrackLayout.maximumExtent }

    /// The first item whose given values were invalid (see ``SpanList``), if any.
    ///
    /// - Complexity: O(n).
    var firstInvalidIndex: Int? { repairs.firstIndex { $0 & 1 != 0 } }

    /// Whether some given value exceeded `TrackLayout/maximumExtent`.
    ///
    /// - Complexity: O(n).
    var hasClampedValue: Bool { repairs.contains { $0 & 2 != 0 } }
}
