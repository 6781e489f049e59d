extension Pager {
    /// Sets the viewport's size (see ``Command/viewport(width:height:)``).
    ///
    /// - Complexity: O(1) when the snaps are computed (uniform items grouped by count with a built-in alignment,
    ///   see ``SnapOffsets``), O(n) in the number of snaps when stored.
    mutating func setViewport(width: Double, height: Double, at time: Double) {
        let size = Vector(x: width.isFinite ? Swift.max(width, 0) : 0, y: height.isFinite ? Swift.max(height, 0) : 0)
        let along = size[settings.configuration.axis]
        guard along > 0 else { return }
        let oldAlong = viewport[settings.configuration.axis]
        viewport = size
        guard track != nil else {
            makeTrack(at: time)
            return
        }
        // Only the cross axis changed (a pager whose height follows its items): nothing along the axis moves.
        // A new size can regroup the snaps: the index follows the snap the track is on, as after new settings.
        if along != oldAlong { relayout(at: time) }
    }

    /// Replaces the data (see ``Command/items(count:selecting:)``): the track is relaid out, then jumps to the
    /// selection's snap when that differs from its target (a drag in progress is left alone).
    mutating func setItems(count: Int, selecting selection: Int?, at time: Double) {
        itemCount = Swift.max(count, 0)
        let wanted = clampedIndex(selection ?? index)
        measurements.truncate(to: itemCount)
        relayout(at: time)
        show(wanted, animated: false, at: time)
    }

    /// Inserts, removes or moves items while keeping what is on screen (see ``Command/change(_:)``).
    ///
    /// A change that does not fit the items is clamped: an insertion position into `0...itemCount`, a removed
    /// range into the items; a move from or to an index outside them, or an insertion of no items, changes
    /// nothing.
    mutating func changeItems(_ change: ItemChange, at time: Double) {
        let fitted: ItemChange
        let newCount: Int
        switch change {
        case .inserted(let at, let count):
            guard count > 0 else { return }
            fitted = .inserted(at: Swift.min(Swift.max(at, 0), itemCount), count: count)
            newCount = itemCount.saturatingAdding(count)
        case .removed(let range):
            let lower = Swift.min(Swift.max(range.lowerBound, 0), itemCount)
            let upper = Swift.min(Swift.max(range.upperBound, lower), itemCount)
            guard upper > lower else { return }
            fitted = .removed(lower..<upper)
            newCount = itemCount - (upper - lower)
        case .moved(let from, let to):
            guard (0..<itemCount).contains(from), (0..<itemCount).contains(to), from != to else { return }
            fitted = change
            newCount = itemCount
        }
        index = newCount > 0 ? fitted.survivingIndex(of: index, count: newCount) : 0
        itemCount = newCount
        measurements.apply(fitted)
        measurements.truncate(to: itemCount)
        relayout(change: fitted, at: time)
    }

    /// Applies new settings (see ``Command/settings(_:)``): a new layout, item length or spacing lays the track
    /// out again keeping what is on screen; a new axis, direction or gesture configuration ends a gesture in
    /// progress; other options apply from the next move.
    mutating func apply(_ newSettings: Settings, at time: Double) {
        guard !newSettings.isSameSettings(as: settings) else { return }
        settings = newSettings
        guard track != nil else { return }
        let length = viewport[newSettings.configuration.axis]
        guard length > 0 else {
            // The viewport has no length along the new axis: wait for a usable size.
            track = nil
            return
        }
        let newItems = items()
        track?.reconfigure(newSettings.effectiveConfiguration, viewportLength: length, items: newItems, at: time)
        absorbTrackEvents()
        followTarget()
    }

    /// Lays the running track out again for the current items and viewport (nothing before it exists): `change`
    /// says where the items went; the index then follows the snap the track is on.
    mutating func relayout(change: ItemChange? = nil, at time: Double) {
        guard track != nil else { return }
        let items = items()
        track?.relayout(viewportLength: viewport[settings.configuration.axis], items: items, change: change, at: time)
        absorbTrackEvents()
        followTarget()
    }

    /// The items for the current count, settings and viewport: uniform, or for self-sizing items each as long as
    /// measured (the estimate where it was not).
    func items() -> TrackItems {
        let axis = settings.configuration.axis
        let uniform = settings.itemLength.items(
            count: itemCount, spacing: settings.itemSpacing, viewportLength: viewport[axis],
            leadingInset: settings.leadingInset)
        guard case .intrinsic = settings.itemLength,
            case .uniform(let count, let estimate, let gap, let inset) = uniform
        else { return uniform }
        return measurements.items(count: count, axis: axis, estimate: estimate, spacing: gap, leadingInset: inset)
    }

    /// Creates the track for the current viewport, resting on the snap that holds ``index``.
    mutating func makeTrack(at time: Double) {
        let configuration = settings.effectiveConfiguration
        let length = viewport[configuration.axis]
        let items = items()
        let layout = TrackLayout(viewportLength: length, items: items, configuration: configuration.layout)
        track = Track(
            viewportLength: length, items: items, configuration: configuration,
            initialIndex: layout.snapIndex(containingItem: index) ?? 0, time: time.isFinite ? time : 0)
        track?.setAccessibilityFocus(isAccessibilityFocused, at: time.isFinite ? time : 0)
        track?.setAutoplayPaused(isAutoplayPaused, at: time.isFinite ? time : 0)
    }

    /// Records a measured item size (see ``Command/measure(index:width:height:)``): a length along the axis
    /// that differs by half a point or more from the one laid out relays the track out (the item nearest the
    /// anchor keeps its place, a motion or a finger's hold goes on); smaller differences are ignored, so a
    /// measurement can never start a layout loop.
    mutating func setMeasuredSize(_ size: Vector, ofItem index: Int, at time: Double) {
        guard (0..<itemCount).contains(index), size.x.isFinite, size.y.isFinite, size.x >= 0, size.y >= 0 else {
            return
        }
        let axis = settings.configuration.axis
        let old = measurements[index]
        let laidOut = old?[axis] ?? settings.itemLength.length(viewportLength: viewport[axis])
        let alongChanged = (size[axis] - laidOut).magnitude >= 0.5
        let crossChanged = old.map { (size[axis.cross] - $0[axis.cross]).magnitude >= 0.5 } ?? true
        guard alongChanged || crossChanged else { return }
        measurements.set(size, at: index)
        guard alongChanged, case .intrinsic = settings.itemLength else { return }
        relayout(at: time)
    }

    /// The length across the axis of `track` following its items (``CrossAxisSizing/followsCurrentItem``).
    ///
    /// The measured cross size of the item at the anchor, interpolated between the two visible items either side
    /// of it by their progress while the track moves; nil when none of those two was measured. Items not measured
    /// yet are drawn this long (``forEachPlacement(at:_:)``).
    static func followedCrossLength(of track: Track, measurements: ItemMeasurements) -> Double? {
        let cross = track.configuration.axis.cross
        let (before, after) = anchorNeighbours(of: track)
        let low = before.flatMap { measurements[$0.index]?[cross] }
        let high = after.flatMap { measurements[$0.index]?[cross] }
        guard let lower = before, let upper = after, let low, let high else { return low ?? high }
        let span = upper.progress - lower.progress
        guard span > 0 else { return low }
        let t = -lower.progress / span
        let value = low + (high - low) * t
        return value.isFinite ? value : low
    }

    /// The visible items nearest the anchor on either side, with their progress: the last at or before it
    /// (progress ≤ 0) and the first at or after it (progress ≥ 0); an item exactly on the anchor is both.
    ///
    /// - Complexity: O(visible items).
    static func anchorNeighbours(
        of track: Track
    ) -> (before: (progress: Double, index: Int)?, after: (progress: Double, index: Int)?) {
        var before: (progress: Double, index: Int)?
        var after: (progress: Double, index: Int)?
        for item in track.visibleItems where item.progress.isFinite {
            if item.progress <= 0, item.progress > (before?.progress ?? -.infinity) {
                before = (item.progress, item.index)
            }
            if item.progress >= 0, item.progress < (after?.progress ?? .infinity) {
                after = (item.progress, item.index)
            }
        }
        return (before, after)
    }

    /// Recentres ``window`` on the current item when it is far from the centre (see ``Command/recentre``).
    ///
    /// Two item changes (items inserted at one end and as many removed at the other), so nothing on screen moves.
    /// Nothing happens without a window, or when the pager does not hold `window.count` items.
    mutating func recentre(at time: Double) {
        guard let window, itemCount == window.count, window.isFarFromCenter(item: index) else { return }
        let (moved, shift) = window.recentred(onItem: index)
        guard shift != 0 else { return }
        let count = window.count
        if shift > 0 {
            // Back in time: room before the first item, the last `shift` items dropped.
            changeItems(.inserted(at: 0, count: shift), at: time)
            changeItems(.removed(count..<(count + shift)), at: time)
        } else {
            // Forward: the first items dropped, room after the last.
            changeItems(.removed(0..<(-shift)), at: time)
            changeItems(.inserted(at: count + shift, count: -shift), at: time)
        }
        self.window = moved
    }

    /// Shows logical index `logical` of a track without ends (see ``Command/showLogical(_:animated:)``).
    mutating func show(logical: Int, animated: Bool, at time: Double) {
        guard let window else { return }
        if itemCount == window.count, let item = window.item(ofLogical: logical), !window.isFarFromCenter(item: item) {
            if item != index { show(wrappedIndex(item), animated: animated, at: time) }
            return
        }
        let centred = UnboundedIndexWindow(count: window.count, centeredOn: logical)
        self.window = centred
        setItems(count: centred.count, selecting: centred.item(ofLogical: logical) ?? centred.center, at: time)
    }
}
