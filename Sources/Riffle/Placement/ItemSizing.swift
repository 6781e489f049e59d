/// How long each item of a host's track is along the axis: the whole viewport, a fraction of it, or a fixed length.
///
/// ```swift
/// ItemSizing.viewport.length(viewportLength: 390)         // 390: one page per screen
/// ItemSizing.fraction(0.8).length(viewportLength: 390)    // 312: the neighbours peek in
/// ItemSizing.points(140).length(viewportLength: 390)      // 140
/// ItemSizing.intrinsic(estimated: 120)                     // each item measures itself; 120 until it has
/// ```
public enum ItemSizing: Hashable, Sendable, Codable {
    /// Every item as long as the viewport (a pager).
    case viewport
    /// Every item this fraction of the viewport's length (0.8: the neighbours peek in).
    case fraction(Double)
    /// Every item this many points long.
    case points(Double)
    /// Every item as long as its own content: the front end measures the items it draws (those on screen and
    /// within the prefetch margin) and hands the lengths to the host
    /// (``Pager/Command/measure(index:width:height:)``); an item not measured yet is `estimated` points long.
    ///
    /// The host then lays its items out as explicit spans, O(n) per measurement that changes a length, so keep
    /// self-sizing tracks to the sizes a screen of data has (thousands, not millions). A measurement keeps the
    /// item nearest the anchor where it is on screen, as any relayout does.
    case intrinsic(estimated: Double)

    /// The item length for a viewport of `viewportLength` points (for ``intrinsic(estimated:)``, the estimate).
    ///
    /// A non-finite or negative viewport counts as 0. A fraction or a point length that is not finite or not
    /// positive falls back to the viewport's length, so the result is always finite and never negative.
    ///
    /// - Parameter viewportLength: The viewport's length along the axis, in points.
    /// - Returns: The item length, in points.
    /// - Complexity: O(1).
    func length(viewportLength: Double) -> Double {
        let viewport = viewportLength.isFinite ? Swift.max(viewportLength, 0) : 0
        switch self {
        case .viewport:
            return viewport
        case .fraction(let fraction):
            guard fraction.isFinite, fraction > 0 else { return viewport }
            let length = viewport * fraction
            return length.isFinite ? length : viewport
        case .points(let points), .intrinsic(estimated: let points):
            guard points.isFinite, points > 0 else { return viewport }
            return points
        }
    }

    /// `count` uniform items of this sizing, `spacing` points apart, for a viewport of `viewportLength` points.
    ///
    /// A negative count means none; a non-finite or negative spacing or leading inset means 0.
    ///
    /// - Parameters:
    ///   - count: The number of items.
    ///   - spacing: The gap between neighbouring items, in points.
    ///   - viewportLength: The viewport's length along the axis, in points.
    ///   - leadingInset: Space before the first item, in points. Default 0.
    /// - Returns: The items, for ``TrackLayout`` or ``Track``.
    /// - Complexity: O(1): uniform items are never stored.
    func items(count: Int, spacing: Double, viewportLength: Double, leadingInset: Double = 0) -> TrackItems {
        let gap = spacing.isFinite ? Swift.max(spacing, 0) : 0
        let inset = leadingInset.isFinite ? Swift.max(leadingInset, 0) : 0
        return .uniform(
            count: Swift.max(count, 0), length: length(viewportLength: viewportLength), spacing: gap,
            leadingInset: inset)
    }
}
