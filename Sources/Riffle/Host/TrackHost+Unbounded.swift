extension TrackHost {
    /// Keeps a track without ends away from its window's ends: when ``index`` is far from `window`'s centre
    /// (more than a quarter of the window), moves the window so the current item is at the centre again and
    /// renumbers the items to match.
    ///
    /// The renumbering is two item changes (``changeItems(_:at:)``: items inserted at one end and as many removed
    /// at the other), so nothing on screen moves and a drag or a flick runs on; ``index`` follows the item. Call
    /// it after input and frames; it does nothing while the host is near the centre, or when the host does not
    /// hold `window.count` items (the window then belongs to other data).
    ///
    /// - Parameters:
    ///   - window: The window the host's items show; moved when the host is recentred.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) for uniform items (``TrackLayout/maximumUniformItemCount``).
    public mutating func recentre(_ window: inout UnboundedIndexWindow, at time: Double) -> [Output] {
        guard itemCount == window.count, window.isFarFromCenter(item: index) else { return [] }
        let (moved, shift) = window.recentred(onItem: index)
        guard shift != 0 else { return [] }
        let count = window.count
        var outputs: [Output]
        if shift > 0 {
            // Back in time: room before the first item, the last `shift` items dropped.
            outputs = changeItems(.inserted(at: 0, count: shift), at: time)
            outputs += changeItems(.removed(count..<(count + shift)), at: time)
        } else {
            // Forward: the first items dropped, room after the last.
            outputs = changeItems(.removed(0..<(-shift)), at: time)
            outputs += changeItems(.inserted(at: count + shift, count: -shift), at: time)
        }
        window = moved
        return outputs
    }

    /// Shows logical index `logical` of a track without ends.
    ///
    /// Inside the window (and not far from its centre) it is a ``select(_:animated:at:)`` of its item, animated as
    /// asked; further away (a "Today" button pressed years away, or an index near `Int.min` or `Int.max`) the
    /// window is centred on it and the track jumps there without animating (``setItems(count:selecting:at:)``).
    ///
    /// - Parameters:
    ///   - logical: Any logical index.
    ///   - window: The window the host's items show; moved for a far index.
    ///   - animated: Whether to animate a move within the window.
    ///   - time: The time of the command, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) for uniform items.
    public mutating func show(
        logical: Int, in window: inout UnboundedIndexWindow, animated: Bool, at time: Double
    ) -> [Output] {
        if itemCount == window.count, let item = window.item(ofLogical: logical), !window.isFarFromCenter(item: item) {
            return select(item, animated: animated, at: time)
        }
        window = UnboundedIndexWindow(count: window.count, centeredOn: logical)
        return setItems(count: window.count, selecting: window.item(ofLogical: logical) ?? window.center, at: time)
    }
}
