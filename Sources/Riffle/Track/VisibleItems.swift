/// The items that intersect the viewport (plus the prefetch margin) at one scroll offset, as a lazy sequence.
///
/// Iterating does not allocate: the sequence holds the layout (whose storage is shared, not copied) and walks
/// the ring laps and item ranges that intersect the window.
///
/// At most `TrackLayout/maximumVisibleItems` items are yielded (see
/// ``TrackDiagnostic/visibleItemsCapped(maximum:)``).
///
/// - Complexity: O(v + log n) to iterate, where v is the number of visible items; O(v + laps) for uniform items.
public struct VisibleItems: Sequence, Sendable {
    /// The layout the items come from.
    public let layout: TrackLayout
    /// The scroll offset (ring-unwrapped: any value on a loop).
    public let offset: Double
    /// An item index near the first visible one (the searches for visible spans start there), or nil.
    @usableFromInline let hint: Int?

    /// Creates the visible-item sequence of `layout` at `offset`.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - offset: The scroll offset.
    ///   - hint: Where the span searches start (a frame's coherence with the previous one): the same items as
    ///     without a hint.
    @inlinable
    init(layout: TrackLayout, offset: Double, hint: Int? = nil) {
        self.layout = layout
        self.offset = offset
        self.hint = hint
    }

    /// Returns an iterator over the visible items; consuming, so the layout moves into it instead of being copied.
    public consuming func makeIterator() -> Iterator {
        Iterator(layout: layout, offset: offset, hint: hint)
    }

    /// Walks the visible items lap by lap.
    public struct Iterator: IteratorProtocol, Sendable {
        let layout: TrackLayout
        let offset: Double
        let windowStart: Double
        let windowEnd: Double
        var lap: Int
        let lastLap: Int
        var index: Int
        var endIndex: Int
        var finished: Bool
        /// How many more items may be yielded (`TrackLayout/maximumVisibleItems` in all).
        var remaining: Int
        /// Where the span searches start: near the first visible item, then each lap's first.
        var hint: Int?
        /// On a loop, the lap before the window's first: only an empty item at its end, on the window's start,
        /// is yielded from it (`Int.min` when bounded).
        var seamLap: Int

        init(layout: TrackLayout, offset: Double, hint: Int?) {
            self.layout = layout
            self.hint = hint
            self.offset = offset
            let margin = layout.configuration.prefetchMargin
            windowStart = offset - margin
            windowEnd = offset + layout.viewportLength + margin
            let count = layout.itemCount
            index = 0
            endIndex = 0
            remaining = TrackLayout.maximumVisibleItems
            seamLap = Int.min
            let ring = layout.loops && layout.contentLength > 0
            let first = ring ? (windowStart / layout.contentLength).rounded(.down) : 0
            let last = ring ? (windowEnd / layout.contentLength).rounded(.down) : 0
            // Nothing to show, or laps too far out to count.
            if count == 0 || layout.viewportLength <= 0 || !offset.isFinite || !(first.magnitude < 1e15)
                || !(last.magnitude < 1e15)
            {
                lap = 0
                lastLap = -1
                finished = true
                return
            }
            if ring {
                // The lap before the window's first ends where the window starts: an empty item at that lap's
                // end (a span sanitized to length 0 after the last item) sits on the window's start and is
                // visible, so that lap is walked too (`advanceLap` starts one after `lap`).
                lap = Int(first) - 2
                seamLap = Int(first) - 1
                // With capped ring copies, walk at most that many laps so slot ids stay unique (from the lap
                // before the window's first to at most `copies − 2` laps after it).
                lastLap =
                    layout.ringCopiesAreCapped ? Swift.min(Int(last), Int(first) + layout.ringCopies - 2) : Int(last)
            } else {
                lap = -1
                lastLap = 0
            }
            finished = false
            advanceLap()
        }

        /// Moves to the next lap that has items in the window; sets `finished` when none is left.
        mutating func advanceLap() {
            while lap < lastLap {
                lap += 1
                let shift = layout.loops ? Double(lap) * layout.contentLength : 0
                let range = layout.itemRange(intersecting: windowStart - shift, windowEnd - shift, hint: hint)
                if !range.isEmpty {
                    index = range.lowerBound
                    endIndex = range.upperBound
                    return
                }
            }
            finished = true
        }

        /// Whether a span at `start` of `length` meets the window: an empty one when it lies inside it, its start
        /// included.
        func inWindow(_ start: Double, _ length: Double) -> Bool {
            start < windowEnd && (start + length > windowStart || (length == 0 && start >= windowStart))
        }

        /// The next visible item, or nil at the end.
        public mutating func next() -> VisibleItem? {
            while !finished {
                if remaining <= 0 {
                    finished = true
                    return nil
                }
                if index < endIndex {
                    let i = index
                    index += 1
                    let shift = layout.loops ? Double(lap) * layout.contentLength : 0
                    let span = layout.items.span(at: i)
                    let start = span.start + shift
                    // Exact intersection check (the range search may include spans that only touch the window).
                    if !inWindow(start, span.length) { continue }
                    // One slot per copy. From the seam lap only an empty item on the window's start, and only when
                    // its copy a ring later is outside the window. From a later lap, not an item whose copy a ring
                    // earlier was already yielded: ``TrackLayout/ringCopies`` is computed by a division, so a lap's
                    // copy can start a rounding error inside the window's end while the copy a ring earlier is on
                    // its start. Each copy is where that lap's walk computes it (same rounding).
                    if lap == seamLap {
                        let copy = span.start + Double(lap + layout.ringCopies) * layout.contentLength
                        guard span.length == 0, start >= windowStart, copy >= windowEnd else { continue }
                    } else if seamLap != .min, lap - layout.ringCopies > seamLap {
                        let copy = span.start + Double(lap - layout.ringCopies) * layout.contentLength
                        if inWindow(copy, span.length) { continue }
                    }
                    // (lap × count + i) mod (count × copies), without forming the product (laps may be huge).
                    let copies = layout.ringCopies
                    let slot = (((lap % copies) + copies) % copies) * layout.itemCount + i
                    let progress = (layout.anchorOffset(ofItem: i) + shift - offset) / layout.stride(ofItem: i)
                    remaining -= 1
                    return VisibleItem(
                        index: i, slot: slot, offset: start - offset, length: span.length, progress: progress)
                }
                advanceLap()
            }
            return nil
        }
    }
}

extension TrackLayout {
    /// The visible items at a scroll offset.
    ///
    /// - Complexity: O(1) to create; see ``VisibleItems`` for iteration.
    @inlinable
    public func visibleItems(at offset: Double) -> VisibleItems {
        VisibleItems(layout: self, offset: offset)
    }

    /// The range of item indices whose spans may intersect `[low, high]` in content coordinates (one lap).
    ///
    /// Exact up to touching edges, and for uniform items up to one item on each side (the caller filters): the
    /// layout's spans are ordered and do not overlap.
    ///
    /// - Complexity: O(1) for uniform items, O(log n) for ordered spans (O(log d) from a `hint` d items away).
    func itemRange(intersecting low: Double, _ high: Double, hint: Int? = nil) -> Range<Int> {
        let count = items.count
        guard count > 0, low <= high else { return 0..<0 }
        switch items {
        case .uniform(_, let length, let spacing, let inset):
            let stride = length + spacing
            guard stride > 0 else { return (inset >= low && inset <= high) ? 0..<count : 0..<0 }
            // Item k spans [inset + k·stride, inset + k·stride + length]. The divisions round: an item exactly on
            // `low` or `high` can land a hair outside, so the range takes one more item on each side (the caller's
            // exact check drops it when it does not meet the window).
            let firstDouble = ((low - inset - length) / stride).rounded(.up) - 1
            let lastDouble = ((high - inset) / stride).rounded(.down) + 1
            let first = Swift.max(0, firstDouble < -1e15 ? 0 : Int(Swift.min(firstDouble, 1e15)))
            let last = Swift.min(count - 1, lastDouble > 1e15 ? count - 1 : Int(Swift.max(lastDouble, -1e15)))
            return first <= last ? first..<(last + 1) : 0..<0
        case .spans(let spans):
            // The layout keeps spans in order and without overlaps, so their ends increase too: the first span
            // ending at or after `low` starts the range, the first starting after `high` ends it.
            let first = Self.partitionPoint(count: count, hint: hint ?? count / 2) { spans[$0].end >= low }
            let end = Self.partitionPoint(count: count, hint: first) { spans[$0].start > high }
            return first..<Swift.max(first, end)
        case .list(let list):
            // A list is ordered and without overlaps by construction (clamped spans at the limit included).
            let first = Self.partitionPoint(count: count, hint: hint ?? count / 2) { list.span(at: $0).end >= low }
            let end = Self.partitionPoint(count: count, hint: first) { list.span(at: $0).start > high }
            return first..<Swift.max(first, end)
        }
    }
}
