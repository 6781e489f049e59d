/// The sizes a front end measured for a host's items, by data index, kept in step with data changes.
///
/// Stored densely (a `Vector` per item, NaN while unmeasured): a self-sizing track lays out every item anyway.
struct ItemMeasurements: Sendable {
    /// The measured size of each item (width and height, in points); NaN components where nothing was measured.
    private(set) var sizes: [Vector] = []

    /// The unmeasured marker.
    static let unmeasured = Vector(x: .nan, y: .nan)

    /// The measured size of item `index`, or nil when it has none (or `index` is outside the items).
    ///
    /// - Complexity: O(1).
    subscript(index: Int) -> Vector? {
        guard sizes.indices.contains(index) else { return nil }
        let size = sizes[index]
        return size.x.isNaN ? nil : size
    }

    /// Records item `index`'s size, growing the storage as needed.
    ///
    /// - Complexity: O(1) amortized (O(index) the first time an item that far is measured).
    mutating func set(_ size: Vector, at index: Int) {
        guard index >= 0 else { return }
        if index >= sizes.count {
            sizes.append(contentsOf: repeatElement(Self.unmeasured, count: index + 1 - sizes.count))
        }
        sizes[index] = size
    }

    /// Forgets the items from `count` on (the data became shorter).
    ///
    /// - Complexity: O(1) amortized.
    mutating func truncate(to count: Int) {
        if sizes.count > Swift.max(count, 0) { sizes.removeLast(sizes.count - Swift.max(count, 0)) }
    }

    /// Moves the measurements with their items: inserted items are unmeasured, removed ones forgotten.
    ///
    /// - Complexity: O(n).
    mutating func apply(_ change: ItemChange) {
        switch change {
        case .inserted(let at, let count):
            guard at < sizes.count, count > 0 else { return }
            sizes.insert(contentsOf: repeatElement(Self.unmeasured, count: count), at: Swift.max(at, 0))
        case .removed(let range):
            let lower = Swift.min(Swift.max(range.lowerBound, 0), sizes.count)
            let upper = Swift.min(Swift.max(range.upperBound, lower), sizes.count)
            sizes.removeSubrange(lower..<upper)
        case .moved(let from, let to):
            let needed = Swift.max(from, to) + 1
            guard from >= 0, to >= 0, needed <= Int.max - 1 else { return }
            if needed > sizes.count {
                sizes.append(contentsOf: repeatElement(Self.unmeasured, count: needed - sizes.count))
            }
            let moved = sizes.remove(at: from)
            sizes.insert(moved, at: to)
        }
    }

    /// The items of a self-sizing track: each item as long along `axis` as measured, `estimate` where it was not.
    ///
    /// - Complexity: O(count).
    func items(count: Int, axis: Axis, estimate: Double, spacing: Double, leadingInset: Double) -> TrackItems {
        let count = Swift.max(count, 0)
        var spans: [Span] = []
        spans.reserveCapacity(count)
        var start = leadingInset
        for index in 0..<count {
            let length = self[index]?[axis] ?? estimate
            spans.append(Span(start: start, length: length))
            start += length + spacing
        }
        return .spans(spans)
    }
}
