extension TrackLayout {
    /// The snap index nearest to a scroll offset (ring-aware when looping).
    ///
    /// Ties go to the lower index. A non-finite offset gives snap 0. A `hint` (a snap index, usually the previous
    /// frame's answer) changes nothing in the answer, only where the search starts.
    ///
    /// - Complexity: O(log s) in the number of snaps; O(log d) from a hint d snaps away.
    func nearestSnapIndex(to offset: Double, hint: Int? = nil) -> Int {
        wrappedSnapIndex(nearestVirtualSnap(to: offset, hint: hint))
    }

    /// Maps a virtual snap index (any integer; laps of the ring when looping) to a snap index in `0..<snapCount`:
    /// wrapped when looping, clamped otherwise.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func wrappedSnapIndex(_ virtual: Int) -> Int {
        let count = snaps.count
        if loops { return ((virtual % count) + count) % count }
        return Swift.min(Swift.max(virtual, 0), count - 1)
    }

    /// The scroll offset of a virtual snap index: `snaps[k mod s] + lap × contentLength` when looping, the clamped
    /// snap when bounded.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func offset(ofVirtualSnap virtual: Int) -> Double {
        let count = snaps.count
        guard loops else { return snaps[Swift.min(Swift.max(virtual, 0), count - 1)] }
        // Floor division without overflow, for any Int (Int.min included).
        let remainder = virtual % count
        let index = remainder < 0 ? remainder + count : remainder
        let lap = virtual / count - (remainder < 0 ? 1 : 0)
        return snaps[index] + Double(lap) * contentLength
    }

    /// The virtual snap index nearest to an offset: on a ring the result carries the lap (`lap × snapCount + i`),
    /// so consecutive snaps across the seam have consecutive indices.
    ///
    /// A `hint` (a snap index in `0..<snapCount`, usually the previous frame's) changes nothing in the answer, only
    /// where the search starts.
    ///
    /// - Complexity: O(log s), O(1) for computed snaps (see ``SnapOffsets``); O(log d) from a hint d snaps
    ///   away.
    func nearestVirtualSnap(to offset: Double, hint: Int? = nil) -> Int {
        guard offset.isFinite else { return 0 }
        let count = snaps.count
        if loops, contentLength > 0 {
            let lapDouble = ((offset - lowerLimit) / contentLength).rounded(.down)
            guard lapDouble.magnitude < 1e15 else { return 0 }
            let lap = Int(lapDouble)
            let local = offset - lapDouble * contentLength
            let i = snaps.nearestIndex(to: local, wrapAt: lowerLimit + contentLength, hint: hint)
            let (product, overflow) = lap.multipliedReportingOverflow(by: count)
            guard !overflow else { return 0 }
            return product.saturatingAdding(i)
        }
        return snaps.nearestIndex(to: offset, wrapAt: nil, hint: hint)
    }

    /// The offset at which item `index` sits at the snap anchor (where the alignment would put it if it were a
    /// snap of its own).
    ///
    /// Used for per-item progress. An index outside the items is clamped into them.
    ///
    /// - Complexity: O(1).
    @inlinable
    func anchorOffset(ofItem index: Int) -> Double {
        let index = Swift.min(Swift.max(index, 0), Swift.max(items.count - 1, 0))
        let span = items.span(at: index)
        return span.start
            - configuration.alignment.offset(viewportLength: viewportLength, groupLength: span.length, index: index)
    }

    /// The distance from item `index`'s start to the next item's start (for the last item: to the next lap's
    /// first item when looping, else its length plus the end inset).
    ///
    /// Never below a millionth of a point: a smaller distance gives the viewport length instead, so per-item
    /// progress stays finite. An index outside the items is clamped into them.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func stride(ofItem index: Int) -> Double {
        let count = items.count
        let index = Swift.min(Swift.max(index, 0), Swift.max(count - 1, 0))
        let span = items.span(at: index)
        let next: Double
        if index + 1 < count {
            next = items.span(at: index + 1).start
        } else if loops {
            next = contentLength + items.span(at: 0).start
        } else {
            next = span.end + configuration.endInset
        }
        let value = next - span.start
        return value >= 1e-6 ? value : Swift.max(viewportLength, 1)
    }

    /// The scroll limits as a range (a single point when the layout has one snap).
    ///
    /// - Complexity: O(1).
    @inlinable
    var limits: ClosedRange<Double> { lowerLimit...Swift.max(lowerLimit, upperLimit) }

    /// The largest unwrapped offset, in points, a command may send a loop to: 10¹² (a thousand times
    /// `maximumExtent`).
    ///
    /// Virtual snaps further away are clamped to the furthest lap within it.
    static let maximumTravel = 1e12

    /// A virtual snap clamped to the valid range: into `0..<snapCount` when bounded; on a loop, to the laps whose
    /// offsets lie within ±``maximumTravel``.
    ///
    /// - Complexity: O(1).
    func clampedVirtualSnap(_ virtual: Int) -> Int {
        guard loops else { return wrappedSnapIndex(virtual) }
        let count = snaps.count
        let laps = contentLength > 0 ? (Self.maximumTravel / contentLength).rounded(.down) : 0
        // At most 2^52 snaps either way: exact in a Double, far from Int's bounds.
        let bound = Int(saturating: Swift.min(laps * Double(count), 4.5e15))
        let lower = -bound
        let upper = bound + count - 1
        return Swift.min(Swift.max(virtual, lower), upper)
    }

    /// Clamps an offset into the scroll limits (bounded tracks) or returns it unchanged (looping tracks).
    @inlinable
    func clamped(_ offset: Double) -> Double {
        if loops { return offset }
        return Swift.min(Swift.max(offset, lowerLimit), upperLimit)
    }
}
