/// Explicit item spans that can be edited in place: inserting, removing or resizing one item costs time in
/// proportion to a chunk of about a thousand items, not to the list, and a ``TrackLayout`` over
/// ``TrackItems/list(_:)`` reads what it needs from the list's running summaries instead of walking every item.
///
/// Each entry is an item's *gap* (the space between the previous item's end, or content coordinate 0 for the
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
/// A value type with copy-on-write chunks: a copy shares every chunk, and an edit copies only the chunk it
/// changes (plus the chunk table), so a track can keep using one version while the caller edits the next.
///
/// - Complexity: `span(at:)` is O(log c) for c chunks (about n / 1,024); ``insert(length:gap:at:)``,
///   ``remove(at:)`` and `replace(at:length:gap:)` are O(1,024 + c); ``append(length:gap:)`` is amortized
///   O(1); building from n spans is O(n).
public struct SpanList: Sendable, RandomAccessCollection {
    /// The granularity of every stored value, in points: 2⁻²².
    ///
    /// Gaps and lengths are rounded to the nearest multiple of it, so a start (a sum of at most a billion points
    /// of them) is exact, whatever order it is summed in.
    static let resolution = 0x1p-22

    /// The most entries a chunk holds before it is split in two.
    static let chunkCapacity = 2048

    /// The chunks, in order.
    var chunks: [SpanListChunk] = []
    /// The index of each chunk's first entry.
    var firstItems: [Int] = []
    /// The content coordinate of each chunk's origin (the sum of the previous chunks' extents).
    var bases: [Double] = []
    /// How many entries have each value of `gap + length`, bucketed by binary exponent (see
    /// ``bucket(of:)``), for a bound on how many items a window can meet.
    var histogram = [Int](repeating: 0, count: 64)

    /// The number of items.
    public private(set) var count = 0

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
        var previousEnd = 0.0
        for span in spans {
            let valid = span.start.isFinite && span.length.isFinite && span.start >= 0 && span.length >= 0
            let gap = valid ? span.start - previousEnd : 0
            let length = valid ? span.length : 0
            append(length: length, gap: gap, forceInvalid: !valid)
            previousEnd = self.span(at: count - 1).end
        }
    }

    /// The first index, 0.
    public var startIndex: Int { 0 }

    /// One past the last index, ``count``.
    public var endIndex: Int { count }

    /// The span of item `index` (see `span(at:)`; an index out of range is clamped instead of trapping).
    ///
    /// - Complexity: O(log c) for c chunks.
    public subscript(index: Int) -> Span { span(at: index) }

    /// The span of item `index`, in content coordinates.
    ///
    /// An index outside `0..<count` is clamped into it; without items the result is an empty span at 0. A span
    /// beyond `TrackLayout/maximumExtent` is clamped to it (start at most the limit, end at most the limit).
    ///
    /// - Complexity: O(log c) for c chunks.
    @usableFromInline func span(at index: Int) -> Span {
        guard count > 0 else { return Span(start: 0, length: 0) }
        let index = Swift.min(Swift.max(index, 0), count - 1)
        let c = chunkIndex(containing: index)
        let local = index - firstItems[c]
        let limit = TrackLayout.maximumExtent
        let start = Swift.min(bases[c] + chunks[c].starts[local], limit)
        return Span(start: start, length: Swift.min(chunks[c].lengths[local], limit - start))
    }

    /// The gap before item `index` (clamped into range; 0 without items), as stored.
    ///
    /// - Complexity: O(log c) for c chunks.
    func gap(at index: Int) -> Double {
        guard count > 0 else { return 0 }
        let index = Swift.min(Swift.max(index, 0), count - 1)
        let c = chunkIndex(containing: index)
        return chunks[c].gaps[index - firstItems[c]]
    }

    /// The end of the last item, unclamped (0 without items).
    ///
    /// - Complexity: O(1).
    var extent: Double {
        guard let last = chunks.last, let base = bases.last else { return 0 }
        return base + last.extent
    }

    /// Adds an item at the end.
    ///
    /// - Parameters:
    ///   - length: The item's length (repaired as described in ``SpanList``).
    ///   - gap: The space between the previous item's end and this item's start.
    /// - Complexity: Amortized O(1).
    public mutating func append(length: Double, gap: Double) {
        append(length: length, gap: gap, forceInvalid: false)
    }

    /// Inserts an item before item `index` (clamped into `0...count`); later items move forwards by its gap and
    /// length.
    ///
    /// - Parameters:
    ///   - length: The item's length (repaired as described in ``SpanList``).
    ///   - gap: The space between the previous item's end and this item's start.
    ///   - index: The new item's index.
    /// - Complexity: O(1,024 + c) for c chunks.
    public mutating func insert(length: Double, gap: Double, at index: Int) {
        let index = Swift.min(Swift.max(index, 0), count)
        if index == count {
            append(length: length, gap: gap)
            return
        }
        let (gap, length, flags) = Self.repaired(gap: gap, length: length)
        let c = chunkIndex(containing: index)
        let local = index - firstItems[c]
        chunks[c].gaps.insert(gap, at: local)
        chunks[c].lengths.insert(length, at: local)
        chunks[c].starts.insert(0, at: local)
        chunks[c].repairs.insert(flags, at: local)
        chunks[c].refresh(from: local)
        histogram[Self.bucket(of: gap + length)] += 1
        count += 1
        if chunks[c].count > Self.chunkCapacity { split(c) }
        refreshTable(from: c + 1)
    }

    /// Removes item `index`; later items move back by its gap and length.
    ///
    /// An index out of range is ignored.
    ///
    /// - Complexity: O(1,024 + c) for c chunks.
    public mutating func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        let c = chunkIndex(containing: index)
        let local = index - firstItems[c]
        histogram[Self.bucket(of: chunks[c].gaps[local] + chunks[c].lengths[local])] -= 1
        chunks[c].gaps.remove(at: local)
        chunks[c].lengths.remove(at: local)
        chunks[c].starts.remove(at: local)
        chunks[c].repairs.remove(at: local)
        count -= 1
        if chunks[c].count == 0 {
            chunks.remove(at: c)
            firstItems.remove(at: c)
            bases.remove(at: c)
            refreshTable(from: c)
        } else {
            chunks[c].refresh(from: local)
            refreshTable(from: c + 1)
        }
    }

    /// Replaces item `index`'s length and gap; later items move by the difference.
    ///
    /// An index out of range is ignored.
    ///
    /// - Parameters:
    ///   - index: The item.
    ///   - length: The new length (repaired as described in ``SpanList``).
    ///   - gap: The new gap before the item.
    /// - Complexity: O(1,024 + c) for c chunks.
    mutating func replace(at index: Int, length: Double, gap: Double) {
        guard index >= 0, index < count else { return }
        let (gap, length, flags) = Self.repaired(gap: gap, length: length)
        let c = chunkIndex(containing: index)
        let local = index - firstItems[c]
        histogram[Self.bucket(of: chunks[c].gaps[local] + chunks[c].lengths[local])] -= 1
        histogram[Self.bucket(of: gap + length)] += 1
        chunks[c].gaps[local] = gap
        chunks[c].lengths[local] = length
        chunks[c].repairs[local] = flags
        chunks[c].refresh(from: local)
        refreshTable(from: c + 1)
    }

    // MARK: - Storage

    /// Appends an entry, flagged invalid when `forceInvalid` (a span the initializer repaired).
    private mutating func append(length: Double, gap: Double, forceInvalid: Bool) {
        var (gap, length, flags) = Self.repaired(gap: gap, length: length)
        if forceInvalid { flags |= 1 }
        if chunks.isEmpty || chunks[chunks.count - 1].count >= Self.chunkCapacity / 2 {
            let base = extent
            chunks.append(SpanListChunk())
            firstItems.append(count)
            bases.append(base)
        }
        let c = chunks.count - 1
        let local = chunks[c].count
        chunks[c].gaps.append(gap)
        chunks[c].lengths.append(length)
        chunks[c].starts.append(0)
        chunks[c].repairs.append(flags)
        // Only the new entry's start, the extent, the last pair and the repair count change.
        let start = (local > 0 ? chunks[c].starts[local - 1] + chunks[c].lengths[local - 1] : 0) + gap
        chunks[c].starts[local] = start
        chunks[c].extent = start + length
        if local > 0 {
            let pair = gap + Swift.min(chunks[c].lengths[local - 1], length)
            chunks[c].pairMinimum = Swift.min(chunks[c].pairMinimum, pair)
        }
        if local > 1 { chunks[c].maxStep = Swift.max(chunks[c].maxStep, chunks[c].lengths[local - 1] + gap) }
        chunks[c].maxLength = Swift.max(chunks[c].maxLength, length)
        if flags != 0 { chunks[c].repairedCount += 1 }
        histogram[Self.bucket(of: gap + length)] += 1
        count += 1
    }

    /// Splits chunk `c` into two halves.
    private mutating func split(_ c: Int) {
        let chunk = chunks[c]
        let half = chunk.count / 2
        var first = SpanListChunk()
        var second = SpanListChunk()
        first.gaps = Array(chunk.gaps[..<half])
        first.lengths = Array(chunk.lengths[..<half])
        first.starts = Array(chunk.starts[..<half])
        first.repairs = Array(chunk.repairs[..<half])
        second.gaps = Array(chunk.gaps[half...])
        second.lengths = Array(chunk.lengths[half...])
        second.starts = Array(repeating: 0, count: chunk.count - half)
        second.repairs = Array(chunk.repairs[half...])
        first.refresh(from: 0)
        second.refresh(from: 0)
        chunks[c] = first
        chunks.insert(second, at: c + 1)
        firstItems.insert(0, at: c + 1)
        bases.insert(0, at: c + 1)
    }

    /// Recomputes the chunk table (first items and bases) from chunk `c` on, as exact prefix sums.
    private mutating func refreshTable(from c: Int) {
        guard c < chunks.count else { return }
        var first = c > 0 ? firstItems[c - 1] + chunks[c - 1].count : 0
        var base = c > 0 ? bases[c - 1] + chunks[c - 1].extent : 0
        for k in c..<chunks.count {
            firstItems[k] = first
            bases[k] = base
            first += chunks[k].count
            base += chunks[k].extent
        }
    }

    /// The chunk holding item `index` (in `0..<count`).
    ///
    /// Chunks hold about ``chunkCapacity`` / 2 entries (a list built by appending, exactly), so the guess
    /// `index / 1,024` is tried first, then its neighbours; a bisection otherwise.
    ///
    /// - Complexity: O(1) for the guess, O(log c) otherwise.
    func chunkIndex(containing index: Int) -> Int {
        let last = firstItems.count - 1
        let guess = Swift.min(index / (Self.chunkCapacity / 2), last)
        if firstItems[guess] <= index {
            if guess == last || firstItems[guess + 1] > index { return guess }
            if guess + 1 == last || firstItems[guess + 2] > index { return guess + 1 }
        } else if guess > 0, firstItems[guess - 1] <= index {
            return guess - 1
        }
        var low = 0
        var high = last
        while low < high {
            let middle = (low + high + 1) / 2
            if firstItems[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
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

    /// The histogram bucket of a stored `gap + length`: 0 for 0, else its binary exponent + 24 (stored values
    /// are multiples of 2⁻²² up to 2³¹).
    static func bucket(of value: Double) -> Int {
        guard value > 0 else { return 0 }
        return Swift.min(Swift.max(Int(value.exponent) + 24, 1), 63)
    }

    // MARK: - What a layout reads

    /// Whether no item was clamped at `TrackLayout/maximumExtent` on reading (every sum then is exact).
    var isWithinExtent: Bool { extent <= TrackLayout.maximumExtent }

    /// The first item whose given values were invalid (see ``SpanList``), if any.
    ///
    /// - Complexity: O(c + 1,024).
    var firstInvalidIndex: Int? {
        for c in chunks.indices where chunks[c].repairedCount > 0 {
            if let local = chunks[c].repairs.firstIndex(where: { $0 & 1 != 0 }) { return firstItems[c] + local }
        }
        return nil
    }

    /// Whether some given value exceeded `TrackLayout/maximumExtent`.
    ///
    /// - Complexity: O(c + 1,024 × chunks with repairs).
    var hasClampedValue: Bool {
        chunks.contains { $0.repairedCount > 0 && $0.repairs.contains { $0 & 2 != 0 } }
    }

    /// The smallest `gap(i) + min(length(i − 1), length(i))` over consecutive items: how far apart consecutive
    /// items' starts, ends and midpoints are at least (infinity for fewer than two items).
    ///
    /// - Complexity: O(c).
    var pairMinimum: Double {
        var minimum = Double.infinity
        for c in chunks.indices {
            minimum = Swift.min(minimum, chunks[c].pairMinimum)
            if c > 0, let previous = chunks[c - 1].lengths.last, let gap = chunks[c].gaps.first,
                let length = chunks[c].lengths.first
            {
                minimum = Swift.min(minimum, gap + Swift.min(previous, length))
            }
        }
        return minimum
    }

    /// The longest item's stored length.
    ///
    /// - Complexity: O(c).
    var maxLength: Double {
        chunks.reduce(0) { Swift.max($0, $1.maxLength) }
    }

    /// The largest distance between consecutive starts, `length(i) + gap(i + 1)`, for `i` in `1..<count − 1`
    /// (0 when there is none).
    ///
    /// - Complexity: O(c).
    var maxInteriorStep: Double {
        var largest = 0.0
        for c in chunks.indices {
            largest = Swift.max(largest, chunks[c].maxStep)
            let first = firstItems[c]
            // The pairs a chunk leaves out: its first entry with its second, and the previous chunk's last
            // entry with its first.
            if first >= 1, chunks[c].count > 1 {
                largest = Swift.max(largest, chunks[c].lengths[0] + chunks[c].gaps[1])
            }
            if c > 0, first >= 2, let previous = chunks[c - 1].lengths.last, let gap = chunks[c].gaps.first {
                largest = Swift.max(largest, previous + gap)
            }
        }
        return largest
    }

    /// A lower bound on the shortest window that meets more than `limit` items (see
    /// ``TrackLayout/visibleReach(items:contentLength:loops:limit:window:reusing:)``), from the histogram of
    /// `gap + length`: such a window holds `limit − 1` whole consecutive items, at most `small` of which are
    /// shorter than a threshold.
    ///
    /// - Complexity: O(64).
    func visibleReachLowerBound(limit: Int) -> Double {
        let needed = limit - 1
        guard needed > 0 else { return 0 }
        var bound = 0.0
        var small = histogram[0]
        // Bucket b (b ≥ 1) holds values in [2^(b − 24), 2^(b − 23)): values below 2^(b − 24) are in buckets < b.
        for b in 1..<histogram.count {
            if small >= needed { break }
            let threshold = Double(sign: .plus, exponent: b - 24, significand: 1)
            bound = Swift.max(bound, Double(needed - small) * threshold)
            small += histogram[b]
        }
        return bound
    }
}
