/// The geometry of a track for one viewport size: where the items are, where the track can rest (snaps), how far
/// it can scroll (limits) and which items each snap holds.
///
/// A `TrackLayout` is computed once per size or data change and is then read every frame. Its semantics are
/// Embla Carousel's (`align`, `containScroll`, `slidesToScroll`, `loop`), expressed in forward coordinates: a
/// scroll offset of 0 puts content coordinate 0 at the viewport's leading edge, and positive offsets move the
/// content backwards (the viewport forwards).
///
/// ```swift
/// let layout = TrackLayout(
///     viewportLength: 390,
///     items: .uniform(count: 13, length: 390, spacing: 0),
///     configuration: .init(alignment: .leading))
/// layout.snaps      // [0, 390, 780, …]
/// ```
///
/// - Complexity: Creation is O(1) time and memory for uniform items grouped by count with a built-in alignment
///   (their snaps are computed on demand, see ``SnapOffsets``), O(n) otherwise; a relayout of the same spans for a
///   new viewport is O(snaps). Every per-frame query is O(1)
///   or O(log d) from the previous frame's answer.
public struct TrackLayout: Sendable {
    /// The options that shape a layout besides the viewport and the items.
    public struct Configuration: Hashable, Sendable, Codable {
        /// Where a snapped group rests in the viewport.
        ///
        /// Default `.center`, as in Embla.
        public var alignment: SnapAlignment
        /// How snaps at the ends are kept inside the scroll limits (ignored when looping).
        ///
        /// Default `.trimSnaps`.
        public var containment: ScrollContainment
        /// How items are grouped into snaps.
        ///
        /// Default one item per snap.
        public var grouping: SnapGrouping
        /// Space after the last item, in points (Embla reads it from the last slide's end margin).
        ///
        /// It is part of the content length and, when looping, of the seam between the last and the first item.
        public var endInset: Double
        /// Whether the track loops.
        ///
        /// See `TrackLayout/loops` for what happens when it cannot.
        public var loop: Bool
        /// When looping is requested but impossible, render the items repeatedly in several slots (true,
        /// the default) instead of falling back to a bounded track (false).
        ///
        /// Both report a diagnostic.
        public var repeatsWhenLoopIsImpossible: Bool
        /// Extra length on each side of the viewport within which items count as visible (prepared ahead of
        /// time).
        ///
        /// Default 0.
        public var prefetchMargin: Double

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - alignment: Where a snapped group rests. Default `.center`.
        ///   - containment: End-snap containment for bounded tracks. Default `.trimSnaps`.
        ///   - grouping: Items per snap. Default `.count(1)`, one item per snap.
        ///   - endInset: Space after the last item. Default 0.
        ///   - loop: Whether the track loops. Default false.
        ///   - repeatsWhenLoopIsImpossible: Repeat mode when a loop is impossible. Default true.
        ///   - prefetchMargin: Extra visible length on each side of the viewport. Default 0.
        public init(
            alignment: SnapAlignment = .center,
            containment: ScrollContainment = .trimSnaps,
            grouping: SnapGrouping = .count(1),
            endInset: Double = 0,
            loop: Bool = false,
            repeatsWhenLoopIsImpossible: Bool = true,
            prefetchMargin: Double = 0
        ) {
            self.alignment = alignment
            self.containment = containment
            self.grouping = grouping
            self.endInset = endInset
            self.loop = loop
            self.repeatsWhenLoopIsImpossible = repeatsWhenLoopIsImpossible
            self.prefetchMargin = prefetchMargin
        }
    }

    /// The viewport's length along the axis, in points (0 when the given length was invalid).
    public let viewportLength: Double
    /// The items as laid out: invalid spans replaced, unordered or overlapping spans moved after their
    /// predecessor, extents clamped to `maximumExtent` (see `diagnostics`).
    public let items: TrackItems
    /// The configuration the layout was computed with.
    public let configuration: Configuration
    /// The resting scroll offsets, one per snap, in increasing order (bounded) or within one lap (looping).
    ///
    /// Computed on demand for uniform items grouped by count with a built-in alignment (O(1) memory whatever the
    /// count), stored otherwise; see ``SnapOffsets``.
    public let snaps: SnapOffsets
    /// The items each snap holds, as index ranges, parallel to ``snaps``.
    ///
    /// Computed on demand when grouping by count, stored for ``SnapGrouping/auto``; see ``SnapItemRanges``.
    let snapItems: SnapItemRanges
    /// The content length: for a loop, the length of one lap of the ring.
    @usableFromInline let contentLength: Double
    /// The smallest scroll offset the track rests at (the first snap).
    @usableFromInline let lowerLimit: Double
    /// The largest scroll offset the track rests at: the last snap when bounded; one lap past the first snap
    /// when looping.
    public let upperLimit: Double
    /// Whether the items can loop without gaps (Embla's `canLoop`): every item's complement covers the viewport.
    let canLoop: Bool
    /// Whether the track behaves as a ring: looping was requested and either possible or allowed in repeat mode.
    @usableFromInline let loops: Bool
    /// How many laps of the ring can be visible at once (1 unless in repeat mode or with a large prefetch).
    ///
    /// Slot ids are unique modulo `itemCount × ringCopies`.
    let ringCopies: Int
    /// The problems found while computing the layout.
    let diagnostics: [TrackDiagnostic]

    /// Whether more laps fit the window than ``maximumRingCopies`` (visibility then walks at most that many).
    let ringCopiesAreCapped: Bool
    /// Whether the items needed no repair (``items`` are exactly the ones given), so a later layout of the same
    /// items need not check them again.
    let itemsAreClean: Bool
    /// For spans, the shortest window that meets more than `maximumVisibleItems` of them (see
    /// ``visibleReach(items:contentLength:loops:limit:reusing:)``), with what it depends on besides the spans.
    let visibleReach: (passes: Int, contentLength: Double, reach: Double)?
    /// The length added after the first item when reading edge gaps (Embla's `startGap`).
    @usableFromInline let startGap: Double
    /// The length added after the last item (Embla's `endGap`).
    @usableFromInline let endGap: Double

    /// The largest length or coordinate a track accepts, in points: 10⁹ (a billion points, far beyond any
    /// screen; at this magnitude a `Double` still resolves a millionth of a point).
    ///
    /// Viewport lengths, span starts and lengths, spacing, insets and the prefetch margin above it are clamped
    /// to it, and uniform items that would end beyond it are left out, each reported as
    /// ``TrackDiagnostic/extentTooLarge(keptItems:)``.
    @usableFromInline static let maximumExtent = 1e9

    /// The most uniform items a track holds when it stores their snaps: 10⁶.
    ///
    /// Uniform items grouped by ``SnapGrouping/auto``, with a custom alignment, or with a stride (length plus
    /// spacing) under a thousandth of a point need a stored snap per group; beyond this count they are left out
    /// (reported as ``TrackDiagnostic/extentTooLarge(keptItems:)``), so a count does not cost memory and time out
    /// of proportion to what any screen shows. Other uniform items are limited by
    /// ``maximumUniformItemCount`` and `maximumExtent` instead. Explicit spans are not limited (the caller
    /// already holds them).
    static let maximumItemCount = 1_000_000

    /// The most uniform items a track holds when it computes their snaps on demand: 10¹².
    ///
    /// Uniform items grouped by count with a built-in alignment and a stride of at least a thousandth of a point
    /// cost nothing per item (layout, relayout and every query are O(1) or O(log n)), so only the extent limits
    /// them: items that would end beyond `maximumExtent` are left out (at a stride of a thousandth of a point,
    /// 10¹² items), reported as ``TrackDiagnostic/extentTooLarge(keptItems:)``.
    static let maximumUniformItemCount = 1_000_000_000_000

    /// The most laps of a loop shown at once (1,000).
    ///
    /// When more would fit the viewport and prefetch margin, ``TrackDiagnostic/ringCopiesCapped(maximum:)`` is
    /// reported and only this many laps are visible.
    static let maximumRingCopies = 1000

    /// The number of items.
    @inlinable
    public var itemCount: Int { items.count }

    /// The number of snaps (at least 1, even for an empty track).
    @inlinable
    var snapCount: Int { snaps.count }
}

extension TrackLayout {
    /// The snap that holds item `item`: the one whose `snapItems` range contains it.
    ///
    /// Snaps group items in order (``SnapGrouping``, and with ``ScrollContainment/trimSnaps`` the first and last
    /// snaps take every item that shares their place), so the answer is the last snap whose range starts at or
    /// before the item. This is the one place the rule lives: taps that focus an item, relayouts that keep the
    /// target item, and hosts that map a data index to a page all ask here.
    ///
    /// ```swift
    /// let layout = TrackLayout(
    ///     viewportLength: 390, items: .uniform(count: 10, length: 120, spacing: 10),
    ///     configuration: .init(containment: .none, grouping: .count(3)))
    /// layout.snapIndex(containingItem: 4)   // 1 (items 3, 4 and 5)
    /// ```
    ///
    /// - Parameter item: An item index.
    /// - Returns: A snap in `0..<snapCount`, or `nil` when `item` is outside `0..<itemCount`.
    /// - Complexity: O(1) when grouping by count, O(log s) for ``SnapGrouping/auto`` (s snaps).
    func snapIndex(containingItem item: Int) -> Int? {
        guard item >= 0, item < itemCount else { return nil }
        return snapItems.snap(containing: item)
    }

    /// The diagnostics a layout would report, without keeping the layout: no items, an invalid viewport, invalid
    /// or unordered spans, an impossible loop, a group size that does not divide the count, invalid insets.
    ///
    /// An empty result means the configuration works as asked. Zero and one item are valid tracks (nothing to
    /// drag), but zero items is still reported so a host can show an empty state.
    ///
    /// - Parameters:
    ///   - viewportLength: The viewport's length along the axis, in points.
    ///   - items: The items' extents.
    ///   - configuration: The layout configuration.
    /// - Returns: The diagnostics, in the order they were found.
    /// - Complexity: O(n).
    public static func validate(
        viewportLength: Double, items: TrackItems, configuration: Configuration = Configuration()
    ) -> [TrackDiagnostic] {
        TrackLayout(viewportLength: viewportLength, items: items, configuration: configuration).diagnostics
    }
}
