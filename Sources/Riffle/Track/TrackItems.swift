/// The items of a track along its axis: uniform (computed on demand, O(1) memory whatever the count), an
/// explicit array of spans, or an editable ``SpanList``.
public enum TrackItems: Hashable, Sendable {
    /// `count` items of `length` points separated by `spacing`, the first starting at `leadingInset`.
    case uniform(count: Int, length: Double, spacing: Double, leadingInset: Double = 0)
    /// Explicit spans in content coordinates, in increasing order of `start`, not overlapping.
    ///
    /// A layout repairs spans that are not (see ``TrackDiagnostic/unorderedSpans(index:)`` and
    /// ``TrackDiagnostic/overlappingSpans(index:)``).
    case spans([Span])
    /// Explicit spans kept in a ``SpanList``, which repairs bad values as they enter it and edits one item in
    /// place (later items move in one pass). Use it for long lists that change while shown.
    ///
    /// Boxed (`indirect`), so the list's storage does not make every `TrackItems` (and every layout and track that
    /// holds one) larger to copy: a frame of a uniform track copies them (see docs/benchmarks.md).
    indirect case list(SpanList)

    /// The number of items.
    @inlinable
    public var count: Int {
        switch self {
        case .uniform(let count, _, _, _): return Swift.max(0, count)
        case .spans(let spans): return spans.count
        case .list(let list): return list.count
        }
    }

    /// The span of item `index`.
    ///
    /// An index outside `0..<count` is clamped into it (the track's bad-input policy: no trap on public input);
    /// without items the result is an empty span at 0.
    ///
    /// - Complexity: O(1).
    @inlinable
    func span(at index: Int) -> Span {
        let last = count - 1
        guard last >= 0 else { return Span(start: 0, length: 0) }
        let index = Swift.min(Swift.max(index, 0), last)
        switch self {
        case .uniform(_, let length, let spacing, let inset):
            return Span(start: inset + Double(index) * (length + spacing), length: length)
        case .spans(let spans):
            return spans[index]
        case .list(let list):
            return list.span(at: index)
        }
    }
}
