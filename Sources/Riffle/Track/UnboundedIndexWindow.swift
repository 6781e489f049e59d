/// A window of consecutive logical indices (any `Int`, with no count) laid onto the items of a bounded track: the
/// data of a track without ends in either direction, such as a calendar of months or a day pager.
///
/// The track holds ``count`` uniform items (which cost nothing per item: see ``SnapOffsets``), and item `i` shows
/// logical index ``origin`` + `i`. When the track has moved far from the window's centre,
/// `recentred(onItem:)` moves the window so the current logical index sits at the centre again, and
/// ``Pager/Command/recentre`` applies that to a pager by renumbering its items: nothing on screen moves, a drag
/// or a flick runs on. Memory is O(1) however far the user travels, and every operation is O(1).
///
/// ```swift
/// let window = UnboundedIndexWindow(count: 10_001, centeredOn: todayIndex)
/// var host = ComponentHost(Pager(window: window, settings: .onboarding()))
/// host.send(.recentre, at: now)                               // after input or frames: renumbers when far out
/// let shown = host.window?.logicalIndex(ofItem: host.index)  // what the user sees
/// host.send(.showLogical(todayIndex, animated: true), at: now)
/// ```
///
/// Logical indices near `Int.min` or `Int.max` are defined too: the window never extends past them (its origin
/// is clamped so `origin + count − 1` fits an `Int`), so such an index sits off-centre, at the window's edge, and
/// the track ends there.
public struct UnboundedIndexWindow: Hashable, Sendable, Codable {
    /// The number of items the track holds (in `minimumCount` … `maximumCount`).
    public let count: Int
    /// The logical index of item 0.
    public private(set) var origin: Int

    /// The fewest items a window holds: 101 (a flick of a few dozen pages never reaches an end between two
    /// recentrings).
    static let minimumCount = 101

    /// The most items a window holds: 1,000,001.
    ///
    /// The items must also fit the track's `TrackLayout/maximumExtent`: `count × (item length + spacing)` at
    /// most 10⁹ points (a million items of up to a thousand points).
    static let maximumCount = 1_000_001

    /// A window of `count` items whose centre item shows `logical`.
    ///
    /// - Parameters:
    ///   - count: The number of items, clamped into `minimumCount` … `maximumCount`.
    ///   - logical: The logical index at the centre (any `Int`; near the ends of `Int` the window is clamped so
    ///     it does not extend past them, and `logical` is then off-centre).
    public init(count: Int, centeredOn logical: Int) {
        let count = Swift.min(Swift.max(count, Self.minimumCount), Self.maximumCount)
        self.count = count
        // The origin that puts `logical` at the centre, clamped so the window fits `Int`.
        let (origin, overflow) = logical.subtractingReportingOverflow(count / 2)
        self.origin = overflow ? Int.min : Swift.min(origin, Int.max - (count - 1))
    }

    /// The item at the centre: `count / 2`.
    public var center: Int { count / 2 }

    /// The logical index shown by `item` (clamped into `0..<count`).
    ///
    /// - Complexity: O(1).
    public func logicalIndex(ofItem item: Int) -> Int {
        // origin ≤ Int.max − (count − 1), so the sum cannot overflow.
        origin + Swift.min(Swift.max(item, 0), count - 1)
    }

    /// The item that shows `logical`, or nil when it is outside the window.
    ///
    /// - Complexity: O(1).
    public func item(ofLogical logical: Int) -> Int? {
        let (distance, overflow) = logical.subtractingReportingOverflow(origin)
        guard !overflow, distance >= 0, distance < count else { return nil }
        return distance
    }

    /// Whether `item` is more than a quarter of the window from its centre (time to recentre).
    func isFarFromCenter(item: Int) -> Bool {
        let item = Swift.min(Swift.max(item, 0), count - 1)
        return (item - center).magnitude > UInt(count / 4)
    }

    /// The window moved so that `item`'s logical index is at its centre (or as near as `Int`'s ends allow), and
    /// by how many places the items moved: item `i` of this window is item `i + shift` of the new one.
    ///
    /// - Parameter item: An item of this window (clamped into `0..<count`).
    /// - Returns: The new window and the shift (`center − item` unless clamped at `Int`'s ends).
    func recentred(onItem item: Int) -> (window: UnboundedIndexWindow, shift: Int) {
        let moved = UnboundedIndexWindow(count: count, centeredOn: logicalIndex(ofItem: item))
        // Both origins hold a window of the same count, and the new one contains the item: |shift| < count.
        return (moved, origin &- moved.origin)
    }
}
