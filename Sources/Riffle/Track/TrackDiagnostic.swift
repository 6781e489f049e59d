/// A problem found in a track's configuration or layout, reported instead of a silent fallback.
public enum TrackDiagnostic: Hashable, Sendable {
    /// The track has no items: it shows nothing and cannot be dragged.
    case noItems
    /// The viewport length is zero, negative or not finite: every item is hidden until a real size arrives.
    case invalidViewport(length: Double)
    /// An item's span had a non-finite or negative start or length and was replaced by an empty span at the
    /// previous item's end.
    case invalidSpan(index: Int)
    /// The spans are not in increasing order of `start` (first at `index`). Each span that starts before the
    /// previous one was moved to start at the previous span's end, keeping its length.
    case unorderedSpans(index: Int)
    /// A span starts inside the previous one (first at `index`; hosts that measure items can produce this by
    /// rounding). Each such span was moved to start at the previous span's end, keeping its length.
    case overlappingSpans(index: Int)
    /// A length or coordinate exceeded `TrackLayout/maximumExtent`: viewport lengths, insets, spacing, the
    /// prefetch margin, span starts and lengths are clamped to it, and uniform items that would end beyond it
    /// (or beyond `TrackLayout/maximumItemCount`) are left out (`keptItems` of them remain).
    case extentTooLarge(keptItems: Int)
    /// The aligned snaps were not in increasing order (a custom alignment whose offsets vary by index), first at
    /// snap `index`, or on a loop spread over more than one lap. Each such snap was raised to its predecessor
    /// (and, on a loop, lowered to one lap past the first snap).
    case unorderedSnaps(index: Int)
    /// More than `TrackLayout/maximumRingCopies` laps of a loop fit the viewport and prefetch margin (tiny
    /// items, a huge margin or viewport): only that many laps are shown, so slot ids stay unique.
    case ringCopiesCapped(maximum: Int)
    /// At some scroll offset more than `TrackLayout/maximumVisibleItems` items can meet the viewport and
    /// prefetch margin (thousands of tiny or zero-length items, or a loop repeated across a huge margin):
    /// ``VisibleItems`` yields the first `maximum` of them, from the start of the window, and stops.
    case visibleItemsCapped(maximum: Int)
    /// Looping was requested but the items cannot cover the viewport (Embla's `canLoop`): each item's
    /// complement must be at least as long as the viewport. `repeating` tells whether the track renders the
    /// items in several slots (repeat mode) or falls back to a bounded track.
    case loopImpossible(contentLength: Double, viewportLength: Double, repeating: Bool)
    /// The group size does not divide the item count, so the last snap holds fewer items.
    case groupSizeDoesNotDivideCount(groupSize: Int, count: Int)
    /// A non-finite or negative inset or spacing was replaced by 0.
    case invalidInset
}
