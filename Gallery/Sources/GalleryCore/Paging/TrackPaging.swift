import Riffle

/// The gallery's ``PagingModel`` over the core's `Riffle.Track`: every drag, fling, rubber band, spring, loop
/// wrap and index decision comes from the core; this adapter only converts between the scenes' "position in
/// items" and the track's offsets in points.
///
/// The track is laid out as uniform pages of `extent` points (the distance between neighbouring items), so
/// position = unwrapped offset / extent. When the scene's extent changes (a window resize), the track is
/// relaid out, keeping its fractional position and any running motion.
public struct TrackPaging: PagingModel {
    /// The core track.
    public private(set) var track: Track
    /// The number of items.
    public let count: Int
    /// The distance between neighbouring items, in points.
    public private(set) var extent: Double

    /// Creates the adapter.
    ///
    /// - Parameters:
    ///   - count: The number of items.
    ///   - index: The starting item.
    ///   - extent: The distance between neighbouring items, in points (the page width for pagers).
    ///   - loops: Whether the items form a ring.
    ///   - policy: The snap policy.
    ///   - spring: The settling spring.
    public init(count: Int, index: Int, extent: Double, loops: Bool, policy: SnapPolicy, spring: Spring = .default) {
        self.count = max(0, count)
        self.extent = extent > 0 && extent.isFinite ? extent : 1
        var configuration = Track.Configuration(
            layout: .init(alignment: .leading, containment: .trimSnaps, loop: loops), snapPolicy: policy,
            spring: spring)
        configuration.gesture = .tapOrDrag(axis: .horizontal)
        track = Track(
            viewportLength: self.extent, items: .uniform(count: self.count, length: self.extent, spacing: 0),
            configuration: configuration, initialIndex: index)
    }

    /// The target item (decided at release or by a command), in `0..<count`.
    public var index: Int { track.targetIndex }
    /// The unwrapped position in items.
    public var position: Double { track.unwrappedPosition / extent }
    /// True when nothing moves.
    public var isSettled: Bool { !track.needsFrames }
    /// The track's next deadline (autoplay), if any.
    public var nextDeadline: Double? { track.nextDeadline }

    /// Feeds a pointer sample; returns a tap when the sample ended one on a still track.
    public mutating func handle(_ event: PointerEvent, extent: Double) -> PagingTap? {
        if extent.isFinite, extent > 0, abs(extent - self.extent) >= 0.5 {
            self.extent = extent
            track.relayout(
                viewportLength: extent, items: .uniform(count: count, length: extent, spacing: 0), at: track.time)
        }
        track.handle(event)
        var tap: PagingTap?
        track.drainEvents { trackEvent in
            switch trackEvent {
            case .itemTapped, .backgroundTapped: tap = PagingTap(location: event.location)
            default: break
            }
        }
        return tap
    }

    /// Advances the track's motion.
    public mutating func advance(to time: Double) {
        track.advance(to: time)
        track.drainEvents { _ in }
    }

    /// Moves by `delta` items from the current target (keys, wheel).
    public mutating func step(by delta: Int, at time: Double) {
        track.send(.scrollBy(snaps: delta, animated: true), at: time)
        track.drainEvents { _ in }
    }

    /// Goes to item `index`: on a loop, the unwrapped item (the copy the user tapped), the way it is seen.
    public mutating func select(_ index: Int, at time: Double) {
        if track.layout.loops {
            track.send(.scrollToVirtual(index, animated: true), at: time)
        } else {
            track.send(.scrollTo(index: index, animated: true), at: time)
        }
        track.drainEvents { _ in }
    }
}
