extension TrackHost {
    /// Sets the viewport's size (the view's size, from a geometry reader).
    ///
    /// The first usable size creates the track on ``index``; later sizes relayout it, keeping the position and
    /// any motion (``Track/relayout(viewportLength:items:at:)``), and ``index`` moves to the target snap's first
    /// item when the new layout put it in another snap. A size whose length along the axis is zero,
    /// negative or not finite is ignored (views pass through empty sizes during transitions; the track keeps its
    /// last layout). A non-finite or negative cross length counts as 0.
    ///
    /// - Parameters:
    ///   - width: The viewport's width, in points.
    ///   - height: The viewport's height, in points.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) when the snaps are computed (uniform items grouped by count with a built-in alignment,
    ///   see ``SnapOffsets``), O(n) in the number of snaps when stored.
    public mutating func setViewport(width: Double, height: Double, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        let size = Vector(x: width.isFinite ? Swift.max(width, 0) : 0, y: height.isFinite ? Swift.max(height, 0) : 0)
        let along = size[settings.configuration.axis]
        guard along > 0 else { return [] }
        let oldAlong = viewport[settings.configuration.axis]
        viewport = size
        guard track != nil else {
            makeTrack(at: time)
            return collect()
        }
        // Only the cross axis changed (a pager whose height follows its items): nothing along the axis moves.
        guard along != oldAlong else { return [] }
        let newItems = items()
        track?.relayout(viewportLength: along, items: newItems, at: time)
        let outputs = collect()
        // A new size can regroup the snaps (two items that shared one snap now have one each, or a loop becomes
        // a bounded track): the index follows the snap the track is on, as after new settings.
        if let track { follow(snap: track.targetIndex, in: track.layout) }
        return outputs
    }

    /// Replaces the data: `count` items, showing the data index `selection`.
    ///
    /// Pass the index the current item moved to (``IndexRelocation/index(following:from:to:)``) so the same item
    /// stays on screen when items are inserted or removed before it. The track is relaid out and then jumps,
    /// without animating, to the selection's snap when that differs from its target (a drag in progress is left
    /// alone: the finger wins).
    ///
    /// - Parameters:
    ///   - count: The number of items (negative counts mean none).
    ///   - selection: The index to show, clamped into the new items; nil keeps ``index`` (clamped).
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) when the snaps are computed (uniform items grouped by count with a built-in alignment,
    ///   see ``SnapOffsets``), O(n) in the number of snaps when stored.
    public mutating func setItems(count: Int, selecting selection: Int?, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        itemCount = Swift.max(count, 0)
        let wanted = clampedIndex(selection ?? index)
        index = wanted
        measurements.truncate(to: itemCount)
        guard track != nil else { return [] }
        let length = viewport[settings.configuration.axis]
        let newItems = items()
        track?.relayout(viewportLength: length, items: newItems, at: time)
        let outputs = collect()
        return outputs + show(wanted, animated: false, at: time)
    }

    /// Inserts, removes or moves items while keeping what is on screen: the item under the finger stays under it,
    /// a running motion continues to the same item, and ``index`` follows the current item (its identity, not its
    /// number).
    ///
    /// ```swift
    /// _ = host.changeItems(.inserted(at: 0, count: 50), at: now)   // 50 older items before the first one
    /// ```
    ///
    /// A change that does not fit the items is clamped: an insertion position into `0...itemCount`, a removed
    /// range into the items; a move from or to an index outside them, or an insertion of no items, changes
    /// nothing.
    ///
    /// - Parameters:
    ///   - change: What changed.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) when the snaps are computed (uniform items grouped by count with a built-in alignment,
    ///   see ``SnapOffsets``), O(n) in the number of snaps when stored.
    public mutating func changeItems(_ change: ItemChange, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        let fitted: ItemChange
        let newCount: Int
        switch change {
        case .inserted(let at, let count):
            guard count > 0 else { return [] }
            fitted = .inserted(at: Swift.min(Swift.max(at, 0), itemCount), count: count)
            newCount = itemCount.saturatingAdding(count)
        case .removed(let range):
            let lower = Swift.min(Swift.max(range.lowerBound, 0), itemCount)
            let upper = Swift.min(Swift.max(range.upperBound, lower), itemCount)
            guard upper > lower else { return [] }
            fitted = .removed(lower..<upper)
            newCount = itemCount - (upper - lower)
        case .moved(let from, let to):
            guard (0..<itemCount).contains(from), (0..<itemCount).contains(to), from != to else { return [] }
            fitted = change
            newCount = itemCount
        }
        index = newCount > 0 ? fitted.survivingIndex(of: index, count: newCount) : 0
        itemCount = newCount
        measurements.apply(fitted)
        measurements.truncate(to: itemCount)
        guard track != nil else { return [] }
        let length = viewport[settings.configuration.axis]
        let newItems = items()
        track?.relayout(viewportLength: length, items: newItems, change: fitted, at: time)
        let outputs = collect()
        if let track { follow(snap: track.targetIndex, in: track.layout) }
        return outputs
    }

    /// Applies new settings (from the view's modifiers, adapted to the environment with
    /// ``Settings/adapted(reduceMotion:rightToLeft:)``).
    ///
    /// The running track is reconfigured (``Track/reconfigure(_:viewportLength:items:at:)``, which decides what
    /// each change does): a new layout, item length or spacing lays it out again keeping what is on screen; a new
    /// axis, direction or gesture configuration ends a gesture in progress; other options apply from the next
    /// move. Settings equal to the current ones, or differing only by NaNs in the same places, change nothing.
    ///
    /// - Parameters:
    ///   - newSettings: The settings.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) for options, O(n) in the number of snaps for geometry changes.
    public mutating func apply(_ newSettings: Settings, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard !HostComparison.same(newSettings, settings) else { return [] }
        settings = newSettings
        guard track != nil else { return [] }
        let length = viewport[newSettings.configuration.axis]
        guard length > 0 else {
            // The viewport has no length along the new axis: wait for a usable size.
            track = nil
            return []
        }
        let newItems = items()
        track?.reconfigure(newSettings.effectiveConfiguration, viewportLength: length, items: newItems, at: time)
        let outputs = collect()
        if let track { follow(snap: track.targetIndex, in: track.layout) }
        return outputs
    }

    /// The items for the current count, settings and viewport.
    func items() -> TrackItems {
        let axis = settings.configuration.axis
        if case .intrinsic = settings.itemLength {
            let spacing = settings.itemSpacing.isFinite ? Swift.max(settings.itemSpacing, 0) : 0
            let inset = settings.leadingInset.isFinite ? Swift.max(settings.leadingInset, 0) : 0
            return measurements.items(
                count: itemCount, axis: axis, estimate: settings.itemLength.length(viewportLength: viewport[axis]),
                spacing: spacing, leadingInset: inset)
        }
        return settings.itemLength.items(
            count: itemCount, spacing: settings.itemSpacing, viewportLength: viewport[settings.configuration.axis],
            leadingInset: settings.leadingInset)
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
    }

    /// The items to draw at `time`, without changing the host: the track advanced to `time` on a copy, so a
    /// view can draw the frame it is asked for before it advances its state.
    ///
    /// Times earlier than the track's latest input show the current state.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: One placement per visible item, in the track's order (draw them ordered by
    ///   ``ItemPlacement/zIndex``).
    /// - Complexity: O(visible items).
    public func placements(at time: Double) -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        placements(at: time, into: &result)
        return result
    }

    /// ``placements(at:)`` written into a buffer the caller keeps, so a front end that draws every frame does
    /// not allocate once the buffer has grown to the visible count.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - result: Emptied (keeping its capacity), then filled with one placement per visible item.
    /// - Complexity: O(visible items).
    public func placements(at time: Double, into result: inout [ItemPlacement]) {
        result.removeAll(keepingCapacity: true)
        guard var frame = track else { return }
        if time > frame.time { frame.advance(to: time) }
        let effect = settings.effect
        let axis = frame.configuration.axis
        let mirrored = settings.configuration.isRightToLeft
        let follows = settings.crossAxisSizing == .followsCurrentItem
        let followed = follows ? Self.followedCrossLength(of: frame, measurements: measurements) : nil
        let cross = settings.crossLength
        for item in frame.visibleItems {
            let appearance = effect.appearance(progress: item.progress, length: item.length, axis: axis)
            result.append(
                ItemPlacement(
                    item: item, appearance: appearance, axis: axis, viewport: viewport, isRightToLeft: mirrored,
                    isAccessibilityHidden: frame.isAccessibilityHidden(item), itemCount: itemCount,
                    crossLength: follows ? measurements[item.index]?[axis.cross] ?? followed ?? cross : cross,
                    isPressed: item.slot == frame.pressedSlot))
        }
    }
}
