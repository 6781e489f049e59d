/// A problem found in a track's configuration or layout, reported instead of a silent fallback.
public enum TrackDiagnostic: Hashable, Sendable {
    /// The track has no items: it shows nothing and cannot be dragged.
    case noItems
    /// The viewport length is zero, negative or not finite: every item is hidden until a real size arrives.
    case invalidViewport(length: Double)
    /// An item's span had a non-finite or negative start or length and was replaced by an empty span at the
    /// previous item's end.
    case invalidSpan(index: Int)
    /// The spans are not in increasing order of `start`; snaps and visibility assume they are.
    case unorderedSpans(index: Int)
    /// Looping was requested but the items cannot cover the viewport (Embla's `canLoop`): each item's
    /// complement must be at least as long as the viewport. `repeating` tells whether the track renders the
    /// items in several slots (repeat mode) or falls back to a bounded track.
    case loopImpossible(contentLength: Double, viewportLength: Double, repeating: Bool)
    /// The group size does not divide the item count, so the last snap holds fewer items.
    case groupSizeDoesNotDivideCount(groupSize: Int, count: Int)
    /// A non-finite or negative inset or spacing was replaced by 0.
    case invalidInset
}

extension TrackDiagnostic {
    /// Whether the diagnostic means the track cannot work as configured (as opposed to a notice).
    public var isError: Bool {
        switch self {
        case .noItems, .invalidViewport, .invalidSpan, .unorderedSpans, .invalidInset: return true
        case .loopImpossible(_, _, let repeating): return !repeating
        case .groupSizeDoesNotDivideCount: return false
        }
    }
}
