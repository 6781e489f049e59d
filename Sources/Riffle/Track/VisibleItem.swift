/// One item on screen for the current scroll offset.
public struct VisibleItem: Hashable, Sendable {
    /// The item's index in the data.
    public var index: Int
    /// A stable identity for the view that shows the item.
    ///
    /// Equal to `index` unless the track repeats items
    /// (repeat mode or a large prefetch margin on a short loop), where each slot showing a copy has its own id.
    public var slot: Int
    /// The item's leading edge along the axis, in the viewport's left-to-right coordinates (0 = the viewport's
    /// leading edge; the host mirrors a right-to-left layout's placements).
    public var offset: Double
    /// The item's length along the axis.
    public var length: Double
    /// The signed distance from the snap anchor, in items: 0 at the anchor, +1 one item forward (to the right
    /// in left-to-right), −1 one item back.
    public var progress: Double

}
