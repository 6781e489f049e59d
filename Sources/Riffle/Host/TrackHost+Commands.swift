extension TrackHost {
    /// A move command (tvOS remote, arrow keys): one page along the track, through the same command path as the
    /// keyboard (``handle(_:at:)`` with ``KeyCommand/next`` or ``KeyCommand/previous``) and the Digital Crown.
    ///
    /// On a horizontal track right is the next page and left the previous one (mirrored right to left, where the
    /// next page lies on the left); on a vertical track down is the next page and up the previous one. The other
    /// two directions do nothing, so focus can leave the track that way. A bounded track stops at its ends; a
    /// loop wraps. The settle is announced as after a drag.
    ///
    /// - Parameters:
    ///   - direction: The direction.
    ///   - time: The time of the command, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(log s).
    public mutating func moveCommand(_ direction: MoveDirection, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        let configuration = settings.configuration
        guard let step = direction.pageStep(along: configuration.axis, rightToLeft: configuration.isRightToLeft),
            track != nil
        else {
            return []
        }
        return handle(step > 0 ? .next : .previous, at: time)
    }

    /// Moves to the snap that holds data index `index` (clamped, wrapped on a loop) even when it is already the
    /// target: a list that returns to its start when its content changes, wherever free scrolling left it.
    ///
    /// During a drag the track ignores the move (the finger wins).
    ///
    /// - Parameters:
    ///   - index: The data index.
    ///   - animated: Whether to spring there (Reduce Motion jumps anyway).
    ///   - time: The time of the command, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(log s).
    public mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard let layout = track?.layout, itemCount > 0 else { return [] }
        let wanted = layout.loops ? ((index % itemCount) + itemCount) % itemCount : clampedIndex(index)
        let snap = layout.snapIndex(containingItem: wanted) ?? 0
        self.index = wanted
        track?.send(.scrollTo(index: snap, animated: animated), at: time)
        let outputs = collect()
        if let track { follow(snap: track.targetIndex, in: track.layout) }
        return outputs
    }

    /// The select command (the TV remote's select press): a tap on the current item.
    ///
    /// While the track is still, the view is told `.itemTapped` with ``index``; while it moves (a spring, a
    /// decay, a drag) nothing happens, since the item under focus is about to change.
    ///
    /// - Parameter time: The time of the command, in seconds.
    /// - Returns: `[.itemTapped(index)]`, or nothing while the track moves or before it exists.
    public mutating func selectCommand(at time: Double) -> [Output] {
        guard let track, !track.needsFrames, itemCount > 0 else { return [] }
        return [.itemTapped(index)]
    }

}
