/// Where and how a host draws one visible item, in plain view terms: a frame in the viewport, scales, opacity,
/// rotations and drawing order.
///
/// A placement is a ``VisibleItem`` combined with its ``ItemAppearance``, resolved for the track's axis, left to
/// right; for a right-to-left layout the host hands it over mirrored (``mirrored(inWidth:)``). A view framework applies it literally: give the item a frame of ``width`` × ``height``
/// with its top-left corner at (``x``, ``y``) in the viewport (left-to-right coordinates, y down), scale it by
/// ``scaleX`` and ``scaleY`` about its centre, rotate it by ``rotation`` in the plane and by ``tilt`` around the
/// cross axis, draw it with ``opacity``, ordered by ``zIndex``.
///
/// ```swift
/// for placement in host.placements(at: now) {
///     // frame(width: placement.width, height: placement.height), offset(x: placement.x, y: placement.y), …
/// }
/// ```
public struct ItemPlacement: Hashable, Sendable {
    /// The item's index in the data.
    public var index: Int
    /// The slot id of the view showing the item (see ``VisibleItem/slot``).
    public var slot: Int
    /// Which copy of the item this is, 0 unless the track repeats items (repeat mode on a short loop).
    public var copy: Int
    /// The left edge of the item's frame in the viewport, in points (left-to-right, whatever the layout direction).
    public var x: Double
    /// The top edge of the item's frame in the viewport, in points.
    public var y: Double
    /// The frame's width, in points.
    public var width: Double
    /// The frame's height, in points.
    public var height: Double
    /// The horizontal scale about the frame's centre.
    public var scaleX: Double
    /// The vertical scale about the frame's centre.
    public var scaleY: Double
    /// The opacity, 0…1.
    public var opacity: Double
    /// The drawing order: higher is in front.
    public var zIndex: Double
    /// The rotation in the plane, in radians, clockwise positive (mirrored for right-to-left).
    public var rotation: Double
    /// The rotation around the cross axis (the vertical axis of a horizontal track), in radians (mirrored for
    /// right-to-left).
    public var tilt: Double
    /// Whether assistive technologies should skip the item (mostly off screen).
    public var isAccessibilityHidden: Bool
    /// Whether a pointer is pressing the item and may still tap it: draw a pressed look (see
    /// `Track/pressedSlot`).
    public var isPressed: Bool
    /// The item's signed distance from the snap anchor, in items, for parallax and effects of the app's own.
    ///
    /// As ``VisibleItem/progress``: 0 when the item rests at the anchor, −1 one item before it, 0.5 half-way to
    /// becoming the next one. Forward is the track's direction (on a right-to-left track, the item to the left is
    /// ahead). Always finite.
    public var progress: Double
    /// Whether this is the frame a Reduce Motion cross-fade is leaving.
    ///
    /// The item as it was before the jump, fading out while its new frame fades in (see
    /// ``Pager/crossFadeFraction(at:)``). An item can be drawn twice during a cross-fade, once as each; key its
    /// view by this too. Never pressed, hidden from assistive
    /// technologies.
    var isOutgoing = false

    /// Resolves a visible item and its appearance into a placement.
    ///
    /// Along the axis the frame starts at the item's offset plus the appearance's offset (expressed forward, in
    /// the track's left-to-right coordinates: ``ComponentHost`` mirrors the whole placement for a right-to-left
    /// layout, frame, offset, rotation and tilt, with ``mirrored(inWidth:)``); across the axis the frame is
    /// `crossLength` (the viewport's when nil) times the appearance's ``ItemAppearance/crossLength``, centred in
    /// the viewport. The uniform scale applies to both directions and the cross scale to the cross direction only.
    /// Non-finite numbers become their identity values (0 for positions, 1 for scales), so a placement is always
    /// finite.
    ///
    /// - Parameters:
    ///   - item: The visible item.
    ///   - appearance: The item's appearance (from an ``ItemEffect``).
    ///   - axis: The track's axis.
    ///   - viewport: The viewport's size: `x` is the width, `y` the height, in points.
    ///   - isAccessibilityHidden: Whether assistive technologies should skip the item.
    ///   - itemCount: The number of items in the data, used to derive ``copy`` from the slot.
    ///   - crossLength: The item's length across the axis before the effect, in points, or nil for the viewport's
    ///     (a non-finite or negative length counts as nil).
    ///   - isPressed: Whether a pointer is pressing the item. Default false.
    /// - Complexity: O(1).
    init(
        item: VisibleItem, appearance: ItemAppearance, axis: Axis, viewport: Vector, isAccessibilityHidden: Bool,
        itemCount: Int, crossLength: Double? = nil, isPressed: Bool = false
    ) {
        func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
        let look = appearance.sanitized
        let width = finite(viewport.x, 0)
        let height = finite(viewport.y, 0)
        let length = finite(item.length, 0)
        let viewportCross = axis == .horizontal ? height : width
        let baseCross = crossLength.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? viewportCross
        let cross = finite(baseCross * look.crossLength, 0)
        let crossStart = finite((viewportCross - cross) / 2, 0)
        self.index = item.index
        self.slot = item.slot
        self.copy = itemCount > 0 ? Swift.max(item.slot, 0) / itemCount : 0
        if axis == .horizontal {
            self.x = finite(item.offset + look.offset.x, 0)
            self.y = crossStart + look.offset.y
            self.width = length
            self.height = cross
            self.scaleX = look.scale
            self.scaleY = finite(look.scale * look.crossScale, 1)
        } else {
            self.x = crossStart + look.offset.x
            self.y = finite(item.offset + look.offset.y, 0)
            self.width = cross
            self.height = length
            self.scaleX = finite(look.scale * look.crossScale, 1)
            self.scaleY = look.scale
        }
        self.opacity = look.opacity
        self.zIndex = look.zIndex
        self.rotation = look.rotation
        self.tilt = look.tilt
        self.isAccessibilityHidden = isAccessibilityHidden
        self.isPressed = isPressed
        self.progress = item.progress.isFinite ? item.progress : (item.progress < 0 ? -1e6 : 1e6)
    }
}

extension ItemPlacement {
    /// The item's frame: (``x``, ``y``), ``width`` × ``height``.
    public var frame: Rect { Rect(x: x, y: y, width: width, height: height) }
}
