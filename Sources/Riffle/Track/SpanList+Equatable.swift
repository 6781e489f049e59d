extension SpanList: Hashable {
    /// Whether two lists hold the same entries (gaps and lengths, as stored) with the same repairs.
    ///
    /// - Complexity: O(1) for copies of one list (or lists of different counts), O(c) for lists that share their
    ///   unchanged chunks, O(n) otherwise.
    public static func == (lhs: SpanList, rhs: SpanList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // The same chunk table (a copy not edited since): equal without reading it.
        let shared = lhs.chunks.withUnsafeBufferPointer { a in
            rhs.chunks.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        if shared { return true }
        if lhs.firstItems == rhs.firstItems {
            return zip(lhs.chunks, rhs.chunks).allSatisfy {
                $0.hasSameEntries(as: $1) && $0.repairs == $1.repairs
            }
        }
        for i in 0..<lhs.count where !lhs.hasSameEntry(at: i, as: rhs) { return false }
        return true
    }

    /// Hashes the entries.
    ///
    /// - Complexity: O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for chunk in chunks {
            for i in 0..<chunk.count {
                hasher.combine(chunk.gaps[i])
                hasher.combine(chunk.lengths[i])
                hasher.combine(chunk.repairs[i])
            }
        }
    }

    /// Whether item `i` has the same entry in both lists.
    private func hasSameEntry(at i: Int, as other: SpanList) -> Bool {
        let c = chunkIndex(containing: i)
        let d = other.chunkIndex(containing: i)
        let a = chunks[c]
        let b = other.chunks[d]
        let x = i - firstItems[c]
        let y = i - other.firstItems[d]
        return a.gaps[x] == b.gaps[y] && a.lengths[x] == b.lengths[y] && a.repairs[x] == b.repairs[y]
    }
}
