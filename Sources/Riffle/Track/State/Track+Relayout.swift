extension Track {
    /// Applies a new viewport size or new items (rotation, window resize, items added or removed).
    ///
    /// The fractional position is kept: the item at the anchor stays at the anchor with the same progress, and
    /// a running motion continues, retargeted to the same item, with its velocity. Viewport changes under
    /// 0.5 point with the same items (and no `change`) are ignored (Embla's resize threshold).
    ///
    /// With a `change`, for items that were inserted, removed or moved, the same items stay on screen: the item
    /// nearest the anchor stays where it is (under the finger during a drag, which continues), and the target is
    /// the same item as before (a running motion keeps its velocity and goes there). When the item nearest the
    /// anchor was removed, the item that took its place is kept there; when the target item was removed, the
    /// target is the one that took its place.
    ///
    /// - Parameters:
    ///   - viewportLength: The new viewport length, in points.
    ///   - items: The new items (nil keeps the current ones).
    ///   - change: Where each item went (nil: the items at the anchor and at the target keep their indices).
    ///   - time: The time of the change, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Complexity: O(1) for uniform items grouped by count with a built-in alignment (see ``SnapOffsets``); for
    ///   the current spans (not checked again) O(s) in the number of snaps; O(n) for new spans or a new or edited
    ///   ``SpanList`` (a flat array: about a millisecond for 100,000 items; see
    ///   ``TrackLayout/init(viewportLength:items:configuration:)``).
    public mutating func relayout(
        viewportLength: Double, items: TrackItems? = nil, change: ItemChange? = nil, at time: Double
    ) {
        reconfigure(nil, viewportLength: viewportLength, items: items, change: change, at: time)
    }

    /// Lays the track out again for `newItems` and the current ``Configuration/layout``, keeping what is on screen
    /// (the item nearest the anchor and its progress), the target item and any motion or drag.
    ///
    /// - Precondition: `time` is usable and the track has been stepped to it.
    mutating func rebuildLayout(
        viewportLength: Double, items newItems: TrackItems, change: ItemChange? = nil, at time: Double
    ) {
        let old = layout
        // New items (more were loaded): a track still near an end reports it again.
        if newItems.count != old.items.count { nearEnds = NearEnds() }
        // Anchor: the item nearest the anchor and its fractional progress.
        var anchorItem = 0
        var anchorProgress = 0.0
        var anchorCopyShift = 0.0
        var best = Double.infinity
        for item in VisibleItems(layout: old, offset: offset, hint: visibleItemHint)
        where item.progress.magnitude < best {
            best = item.progress.magnitude
            anchorItem = item.index
            anchorProgress = item.progress
            anchorCopyShift = item.offset + offset - old.items.span(at: item.index).start
        }
        let targetItem = old.snapItems[old.wrappedSnapIndex(targetVirtual)].lowerBound
        let targetLaps =
            old.loops && old.contentLength > 0
            ? ((old.offset(ofVirtualSnap: targetVirtual) - old.snaps[old.wrappedSnapIndex(targetVirtual)])
                / old.contentLength).rounded() : 0

        layout = TrackLayout(
            viewportLength: viewportLength, items: newItems, configuration: configuration.layout, reusing: old)
        guard layout.itemCount > 0 else {
            offset = layout.snaps[0]
            state = .idle
            velocity = 0
            targetVirtual = 0
            setIndices(0, cause: .relayout)
            _checkInvariants()
            return
        }
        let count = layout.itemCount
        let item = change?.survivingIndex(of: anchorItem, count: count) ?? Swift.min(anchorItem, count - 1)
        let copyLaps = old.loops && old.contentLength > 0 ? (anchorCopyShift / old.contentLength).rounded() : 0
        let lapShift = layout.loops ? copyLaps * layout.contentLength : 0
        let newOffset = layout.anchorOffset(ofItem: item) + lapShift - anchorProgress * layout.stride(ofItem: item)
        offset = newOffset.isFinite ? newOffset : layout.snaps[0]

        let newTargetItem = change?.survivingIndex(of: targetItem, count: count) ?? Swift.min(targetItem, count - 1)
        let snap = layout.snapIndex(containingItem: newTargetItem) ?? 0
        targetVirtual = layout.clampedVirtualSnap(
            layout.loops
                ? Int(saturating: targetLaps).saturatingMultiplied(by: layout.snapCount).saturatingAdding(snap) : snap)
        if case .settling(let running, let isDecay) = state {
            // Keep the motion: restart it from the mapped position with the same velocity.
            let v = running.velocity
            if isDecay, case .free(let rate) = configuration.snapPolicy {
                startDecay(Decay(decelerationRate: rate), velocity: v, at: time)
            } else {
                startSpring(to: layout.offset(ofVirtualSnap: targetVirtual), velocity: v, at: time)
            }
        } else if drag == nil && !(pointerStoppedMotion && isPointerDown && recognizer.isTracking) {
            // At rest: stay exactly on the (possibly moved) target snap. (A finger that caught a moving track holds
            // it where it is: it stays there, and its release, whatever it is, settles it.)
            offset = layout.offset(ofVirtualSnap: targetVirtual)
        }
        if var current = drag {
            current.finger.limits = dragLimits
            current.finger.dimension = layout.viewportLength
            if !layout.loops, offset < layout.lowerLimit || offset > layout.upperLimit {
                // Beyond an end the anchored offset may lie outside the new rubber band (which reaches at most a
                // viewport past the limit): band it.
                let overscroll = Swift.max(layout.lowerLimit - offset, offset - layout.upperLimit)
                if overscroll >= layout.viewportLength { offset = current.finger.banded(offset) }
            }
            // The drag's start is re-derived from the shown offset in the new layout, so the finger's next move
            // continues from there without a jump: also when the old offset was rubber-banded and the new one is
            // not (items were added beyond the end the finger was pulling past).
            current.finger.regrab(showing: offset)
            current.startVirtual = layout.nearestVirtualSnap(to: layout.clamped(current.finger.start))
            state = .dragging(current)
        }
        setIndices(layout.wrappedSnapIndex(targetVirtual), cause: .relayout)
        _checkInvariants()
    }

    /// Sets the target (and, at rest, the settled index) after a relayout, reporting changes.
    mutating func setIndices(_ index: Int, cause: Cause) {
        // A settled snap that no longer exists is clamped into the new range, and every change is reported once:
        // at rest the settled index becomes the target; while moving it is the clamped one (the coming `settled`
        // event reports the real resting snap if that differs). The change is judged against the index before
        // clamping, so a clamp is reported too.
        let previousSettled = settledIndex
        settledIndex = Swift.min(settledIndex, layout.snapCount - 1)
        if index != targetIndex {
            targetIndex = index
            pendingEvents.append(.targetIndexChanged(index, cause: cause))
        }
        if motion == nil, drag == nil {
            if index != previousSettled {
                settledIndex = index
                pendingEvents.append(.settled(index))
            }
        } else if settledIndex != previousSettled {
            pendingEvents.append(.settled(settledIndex))
        }
        updateNearest()
    }

    /// Applies new options, and optionally a new viewport length and new items, to the running track: the one
    /// place that decides what a configuration change does.
    ///
    /// - A new ``Configuration/layout``, viewport length or items lays the track out again like
    ///   ``relayout(viewportLength:items:change:at:)``: what is on screen stays, and a running motion or drag continues.
    /// - A new ``Configuration/axis`` or ``Configuration/gesture`` changes how
    ///   pointer events are read: a gesture in progress ends first (a drag settles like a release without
    ///   velocity, `cancelGesture(at:)`), then a new recognizer takes the next pointer.
    /// - A new ``Configuration/autoplay`` restarts autoplay's clock at `time` (the first step comes one interval
    ///   later).
    /// - Every other option (snap policy, spring, rubber band, tap to focus, Reduce Motion, rest tolerances) takes
    ///   effect with the next move; a running motion keeps going.
    ///
    /// The same configuration, viewport and items change nothing, so a host may call it on every view update.
    ///
    /// - Parameters:
    ///   - newConfiguration: The options, or nil to keep the current ones.
    ///   - viewportLength: The viewport's length along the (new) axis, or nil to keep the current one.
    ///   - items: The items, or nil to keep the current ones.
    ///   - change: Where each item went, as in ``relayout(viewportLength:items:change:at:)`` (a change always lays
    ///     the track out again).
    ///   - time: The time of the change, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Complexity: O(1) for options; O(n) when the layout is computed again.
    mutating func reconfigure(
        _ newConfiguration: Configuration?, viewportLength: Double? = nil, items: TrackItems? = nil,
        change: ItemChange? = nil, at time: Double
    ) {
        let time = time.isUsableTime ? Swift.max(time, self.time) : self.time
        step(to: time)
        var relayouts = change != nil
        if let newConfiguration {
            let old = configuration
            if newConfiguration.axis != old.axis || newConfiguration.gestureConfiguration != old.gestureConfiguration {
                cancelGesture(at: time)
                recognizer = GestureRecognizer(configuration: newConfiguration.gestureConfiguration)
                isPointerDown = false
            }
            configuration = newConfiguration
            if newConfiguration.autoplay != old.autoplay {
                autoplay.reconfigure(newConfiguration.autoplay, at: time)
            }
            relayouts = relayouts || newConfiguration.layout != old.layout
        }
        let length = viewportLength ?? layout.viewportLength
        let newItems = items ?? layout.items
        if relayouts || newItems != layout.items || !((length - layout.viewportLength).magnitude < 0.5) {
            rebuildLayout(viewportLength: length, items: newItems, change: change, at: time)
        }
        _checkInvariants()
    }
}
