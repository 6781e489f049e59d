extension TrackHost {
    /// Hands the host the size a front end measured for item `index`: its length along the axis for
    /// ``ItemSizing/intrinsic(estimated:)``, across it for ``CrossAxisSizing/followsCurrentItem``.
    ///
    /// A length along the axis that differs by half a point or more from the one laid out relays the track out:
    /// the item nearest the anchor keeps its place on screen, a running motion and a finger's hold go on, and at
    /// rest the track stays on its item. Smaller differences (sub-pixel rounding of a view's size) are ignored, so
    /// a measurement can never start a layout loop. A size that is not finite or negative, or an index outside the
    /// items, is ignored (nothing is recorded).
    ///
    /// ```swift
    /// var host = TrackHost(itemCount: 20, index: 0, settings: .init(itemLength: .intrinsic(estimated: 100)))
    /// _ = host.setViewport(width: 390, height: 200, at: 0)
    /// _ = host.setMeasuredSize(Vector(x: 160, y: 44), ofItem: 1, at: 0)
    /// host.placements(at: 0)[1].width   // 160
    /// ```
    ///
    /// - Parameters:
    ///   - size: The item's size: `x` its width, `y` its height, in points.
    ///   - index: The item's data index.
    ///   - time: The time of the measurement, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1), or O(n) when the track is laid out again.
    @discardableResult
    public mutating func setMeasuredSize(_ size: Vector, ofItem index: Int, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard (0..<itemCount).contains(index), size.x.isFinite, size.y.isFinite, size.x >= 0, size.y >= 0 else {
            return []
        }
        let axis = settings.configuration.axis
        let old = measurements[index]
        let laidOut = old?[axis] ?? settings.itemLength.length(viewportLength: viewport[axis])
        let alongChanged = (size[axis] - laidOut).magnitude >= 0.5
        let crossChanged = old.map { (size[axis.cross] - $0[axis.cross]).magnitude >= 0.5 } ?? true
        guard alongChanged || crossChanged else { return [] }
        measurements.set(size, at: index)
        guard alongChanged, case .intrinsic = settings.itemLength, track != nil else { return [] }
        let newItems = items()
        track?.relayout(viewportLength: viewport[axis], items: newItems, at: time)
        let outputs = collect()
        if let track { follow(snap: track.targetIndex, in: track.layout) }
        return outputs
    }

    /// The size the front end measured for item `index`, if any.
    ///
    /// - Complexity: O(1).
    public func measuredSize(ofItem index: Int) -> Vector? { measurements[index] }

    /// The track's length across its axis at `time` when it follows its items
    /// (``CrossAxisSizing/followsCurrentItem``): the measured cross size of the item at the anchor, interpolated
    /// between the two items either side of it by their progress while the track moves; nil when the track does not
    /// follow its items or none of those two was measured.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The length, in points (the height of a horizontal track), or nil.
    /// - Complexity: O(visible items).
    public func crossAxisLength(at time: Double) -> Double? {
        guard settings.crossAxisSizing == .followsCurrentItem, var frame = track else { return nil }
        if time > frame.time { frame.advance(to: time) }
        return Self.followedCrossLength(of: frame, measurements: measurements)
    }

    /// The interpolated cross size of the visible items either side of the anchor (see ``crossAxisLength(at:)``).
    static func followedCrossLength(of track: Track, measurements: ItemMeasurements) -> Double? {
        let cross = track.configuration.axis.cross
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
        let low = before.flatMap { measurements[$0.index]?[cross] }
        let high = after.flatMap { measurements[$0.index]?[cross] }
        guard let lower = before, let upper = after, let low, let high else { return low ?? high }
        let span = upper.progress - lower.progress
        guard span > 0 else { return low }
        let t = -lower.progress / span
        let value = low + (high - low) * t
        return value.isFinite ? value : low
    }
}
