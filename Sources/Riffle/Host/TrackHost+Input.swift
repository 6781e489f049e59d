extension TrackHost {
    /// Shows the data index `requested`: the view's index binding changed from outside.
    ///
    /// The index is clamped into the items (wrapped on a loop), becomes ``index`` (so a view whose binding holds
    /// something else writes the normalised value back), and the track moves to its snap unless it is already
    /// going there. The same index as ``index`` does nothing, so the echo of a binding the host itself updated
    /// is free. During a drag the track ignores the move (the finger wins) and the release decides.
    ///
    /// - Parameters:
    ///   - requested: The requested data index.
    ///   - animated: Whether to spring there (Reduce Motion jumps anyway).
    ///   - time: The time of the request, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(log s).
    public mutating func select(_ requested: Int, animated: Bool, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard requested != index else { return [] }
        let loops = track?.layout.loops ?? settings.configuration.layout.loop
        let wanted: Int
        if loops, itemCount > 0 {
            wanted = ((requested % itemCount) + itemCount) % itemCount
        } else {
            wanted = clampedIndex(requested)
        }
        return show(wanted, animated: animated, at: time)
    }

    /// Makes `item` the index and moves the track to its snap when it is not already the target; when the track
    /// does not go there (a drag holds it), the index returns to the track's target.
    mutating func show(_ item: Int, animated: Bool, at time: Double) -> [Output] {
        index = item
        guard let layout = track?.layout, let target = track?.targetIndex else { return [] }
        let snap = layout.snapIndex(containingItem: item) ?? 0
        if snap != target { track?.send(.scrollTo(index: snap, animated: animated), at: time) }
        let outputs = collect()
        if let track { follow(snap: track.targetIndex, in: track.layout) }
        return outputs
    }

    /// Advances the track to a frame's time: runs the motion and autoplay.
    ///
    /// - Parameter time: The frame's time, in seconds (earlier times change nothing).
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) amortized.
    public mutating func advance(to time: Double) -> [Output] {
        defer { _checkInvariants() }
        track?.advance(to: time)
        return collect()
    }

    /// Moves `snaps` pages forward (negative: back) from the current target, animated: a keyboard arrow or one
    /// wheel gesture.
    ///
    /// A bounded track stops at its ends, a loop wraps; the settle is announced (unlike the adjustable actions,
    /// whose new value assistive technologies read on their own). During a drag the track ignores the move (the
    /// finger wins).
    ///
    /// - Parameters:
    ///   - snaps: How many pages to move (0 does nothing).
    ///   - time: The time of the command, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(log s).
    public mutating func scroll(by snaps: Int, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard snaps != 0 else { return [] }
        track?.send(.scrollBy(snaps: snaps, animated: true), at: time)
        return collect()
    }

    /// The adjustable action "increment" (VoiceOver's swipe up): one page forward.
    ///
    /// The settle of this move is not announced (``Track``'s rule): assistive technologies read the new
    /// ``accessibilityValue`` after an adjustment on their own.
    ///
    /// - Parameter time: The time of the action, in seconds.
    /// - Returns: What the view must act on.
    public mutating func accessibilityIncrement(at time: Double) -> [Output] {
        defer { _checkInvariants() }
        track?.accessibilityIncrement(at: time)
        return collect()
    }

    /// The adjustable action "decrement" (VoiceOver's swipe down): one page back.
    ///
    /// - Parameter time: The time of the action, in seconds.
    /// - Returns: What the view must act on.
    public mutating func accessibilityDecrement(at time: Double) -> [Output] {
        defer { _checkInvariants() }
        track?.accessibilityDecrement(at: time)
        return collect()
    }

    /// Hands pointer events to the track.
    mutating func feed(_ events: [PointerEvent]) -> [Output] {
        defer { _checkInvariants() }
        // A pointer taking hold ends a trackpad touch first, as a release (the pointer then catches the motion).
        if !events.isEmpty, scrollSession.stage == .touching, let time = events.first?.timestamp {
            endScrollTouch(at: time.isUsableTime ? Swift.max(time, scrollSession.lastTime) : scrollSession.lastTime)
        }
        for event in events { track?.handle(event) }
        return collect()
    }

    /// Takes the track's events: keeps ``index`` on the target snap, counts jumps, reports taps and
    /// announcements.
    mutating func collect() -> [Output] {
        guard let events = track?.takeEvents(), !events.isEmpty, let layout = track?.layout else { return [] }
        var outputs: [Output] = []
        for event in events {
            switch event {
            case .targetIndexChanged(let snap, _):
                follow(snap: snap, in: layout)
            case .settled(let snap):
                follow(snap: snap, in: layout)
            case .jumped:
                jumpCount &+= 1
            case .itemTapped(let item, _):
                outputs.append(.itemTapped(item))
            case .announcement(let text):
                outputs.append(.announcement(text))
            case .nearEnd(let end):
                outputs.append(.nearEnd(end))
            case .nearestIndexChanged, .backgroundTapped, .motionStopped, .longPressBegan, .declined:
                break
            }
        }
        return outputs
    }

    /// Keeps ``index`` when it lies in `snap`; otherwise moves it to the snap's first item.
    mutating func follow(snap: Int, in layout: TrackLayout) {
        guard layout.snapItems.indices.contains(snap) else { return }
        let items = layout.snapItems[snap]
        if !items.contains(index), !items.isEmpty { index = clampedIndex(items.lowerBound) }
    }
}
