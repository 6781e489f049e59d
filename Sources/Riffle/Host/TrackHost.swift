/// Everything a UI view keeps for one ``Track``, so the view itself only forwards callbacks and draws.
///
/// A SwiftUI (or any other) carousel view holds one `TrackHost` as its state and calls it from its callbacks: the
/// viewport size (``setViewport(width:height:at:)``), the data (``setItems(count:selecting:at:)``), the settings its
/// modifiers and the environment produce (``apply(_:at:)``), the bound index (``select(_:animated:at:)``), drag
/// callbacks (``pointerChanged(to:from:at:)``, ``pointerEnded(at:time:)``, ``pointerCancelled(at:)``), frames
/// (``advance(to:)``) and accessibility actions. Every call returns the ``Output``s the view must act on, and the
/// view mirrors ``index`` into its binding. To draw, the view reads ``placements(at:)``.
///
/// The host speaks in *data indices*; the track in snaps. Where a snap holds several items (grouping, or items
/// merged at the ends of a bounded track), the host keeps the index it was given while it lies in the target snap,
/// and otherwise reports the snap's first item.
///
/// The track is created when the first usable viewport arrives; until then the host remembers the index, shows
/// nothing and needs no frames.
///
/// ```swift
/// var host = TrackHost(itemCount: 13, index: 2, settings: .trips())
/// _ = host.setViewport(width: 390, height: 500, at: 0)
/// _ = host.pointerChanged(to: Point(x: 300, y: 200), at: 1.0)
/// _ = host.pointerChanged(to: Point(x: 100, y: 200), at: 1.1)
/// _ = host.pointerEnded(at: Point(x: 100, y: 200), time: 1.1)
/// _ = host.advance(to: 2.0)
/// host.index   // 3
/// ```
///
/// - Complexity: Per-frame calls are O(visible items); setting the viewport, the items or the settings is O(n)
///   in the number of snaps, as a new ``TrackLayout`` is.
public struct TrackHost: Sendable {
    /// The settings in effect (the last ones applied).
    public internal(set) var settings: Settings
    /// The track, once a usable viewport is known (nil before).
    public internal(set) var track: Track?
    /// The number of items in the data.
    public internal(set) var itemCount: Int
    /// The data index the view shows and its index binding should hold: always in `0..<itemCount`, 0 when empty.
    public internal(set) var index: Int
    /// The viewport's size (`x` the width, `y` the height), in points; zero until known.
    public internal(set) var viewport: Vector = .zero
    /// How many times the track jumped instead of animating (Reduce Motion, unanimated moves, data changes).
    ///
    /// A view can cross-fade when it changes.
    public internal(set) var jumpCount = 0
    /// The drag callbacks turned into pointer events.
    var pointer = PointerSession()
    /// The wheel or trackpad scroll in progress.
    var scrollSession = ScrollSession()
    /// The Digital Crown's rotation not yet turned into pages.
    var crown = CrownStepper()
    /// The sizes the front end measured (``ItemSizing/intrinsic(estimated:)``, ``CrossAxisSizing/followsCurrentItem``).
    var measurements = ItemMeasurements()

    /// Creates a host; the track itself is created when the first usable viewport arrives.
    ///
    /// - Parameters:
    ///   - itemCount: The number of items (negative counts mean none).
    ///   - index: The index to start on, clamped into the items.
    ///   - settings: The settings (``apply(_:at:)`` changes them later).
    public init(itemCount: Int, index: Int, settings: Settings = Settings()) {
        self.settings = settings
        self.itemCount = Swift.max(itemCount, 0)
        self.index = 0
        self.index = clampedIndex(index)
        _checkInvariants()
    }

    /// Something the view must act on after a call.
    public enum Output: Hashable, Sendable {
        /// The user tapped the item with this data index while the track was still.
        case itemTapped(Int)
        /// A message for assistive technologies (the page the track settled on).
        case announcement(String)
        /// The track came near an end (``Track/Configuration/nearEndThreshold``): load more items there, and hand
        /// them over with ``setItems(count:selecting:at:)`` (the content does not move).
        case nearEnd(TrackEnd)
    }

    /// Whether the view should keep producing frames (a motion runs or a drag is in progress).
    public var needsFrames: Bool { track?.needsFrames ?? false }

    /// The next time at which ``advance(to:)`` has work to do without motion (autoplay), or nil.
    public var nextDeadline: Double? { track?.nextDeadline }

    /// The shortest interval between frames the view needs: nil (every display frame) while something moves,
    /// 0.1 s while only waiting for an autoplay deadline.
    public var frameInterval: Double? { needsFrames || nextDeadline == nil ? nil : 0.1 }

    /// The continuous position in items for a page indicator (2.5 half-way between items 2 and 3): the track's
    /// progress when every snap holds one item, otherwise ``index``.
    public var progress: Double {
        guard let track, track.layout.snapCount == itemCount, itemCount > 0 else { return Double(index) }
        return track.progress
    }

    /// The data index of the item a pointer is pressing (see ``Track/pressedSlot``), or nil; the placements say
    /// the same per item with ``ItemPlacement/isPressed``.
    ///
    /// - Complexity: O(visible items).
    public var pressedIndex: Int? {
        guard let track, let slot = track.pressedSlot else { return nil }
        return track.visibleItems.first { $0.slot == slot }?.index
    }

    /// The continuous position in pages, continued past the ends of a bounded track so a rubber band shows.
    ///
    /// 12.2 when the last of 13 pages is pulled a fifth of a page beyond its snap, −0.3 when the first is pulled
    /// 0.3 of a page the other way. Inside the range, and on a loop, it equals ``progress``.
    ///
    /// The distance beyond an end is measured in the gap between that end's snap and its neighbour.
    ///
    /// - Complexity: O(log s).
    public var position: Double {
        let inside = progress
        guard let track, track.layout.snapCount == itemCount, itemCount > 1, !track.layout.loops else { return inside }
        let layout = track.layout
        let offset = track.unwrappedPosition
        let first = layout.offset(ofVirtualSnap: 0)
        let second = layout.offset(ofVirtualSnap: 1)
        let last = layout.offset(ofVirtualSnap: itemCount - 1)
        let beforeLast = layout.offset(ofVirtualSnap: itemCount - 2)
        var value = inside
        if offset < first, second > first {
            value = (offset - first) / (second - first)
        } else if offset > last, last > beforeLast {
            value = Double(itemCount - 1) + (offset - last) / (last - beforeLast)
        }
        return value.isFinite ? value : inside
    }

    /// The text assistive technologies read as the value: "Page 3 of 13" (1-based), "Page 1 of 1" before the
    /// track exists.
    public var accessibilityValue: String {
        track?.accessibilityValue ?? "Page \(index + 1) of \(Swift.max(itemCount, 1))"
    }

    /// An index clamped into `0..<itemCount` (0 when there are no items).
    func clampedIndex(_ value: Int) -> Int {
        itemCount > 0 ? Swift.min(Swift.max(value, 0), itemCount - 1) : 0
    }

    /// Checks the host's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`).
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(itemCount >= 0, "the item count is not negative")
            _riffleInvariant(index == clampedIndex(index), "index \(index) out of 0..<\(itemCount)")
            if let track {
                _riffleInvariant(track.layout.itemCount == itemCount, "the track has the host's items")
                _riffleInvariant(track.layout.viewportLength > 0, "a track exists only for a usable viewport")
            }
        #endif
    }
}
