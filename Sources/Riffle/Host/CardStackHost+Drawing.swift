extension CardStackHost {
    /// The cards to draw at `time`, without changing the host: the stack advanced to `time` on a copy, so a view
    /// can draw the frame it is asked for before it advances its state.
    ///
    /// Times earlier than the stack's latest input show the current state.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: One placement per card, in the order (draw them ordered by ``Placement/zIndex``); empty before
    ///   the stack exists.
    /// - Complexity: O(n).
    public func placements(at time: Double) -> [Placement] {
        var result: [Placement] = []
        placements(at: time, into: &result)
        return result
    }

    /// ``placements(at:)`` written into a buffer the caller keeps, so a front end that draws every frame does
    /// not allocate once the buffer has grown to the card count.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - result: Emptied (keeping its capacity), then filled with one placement per card.
    /// - Complexity: O(n).
    public func placements(at time: Double, into result: inout [Placement]) {
        result.removeAll(keepingCapacity: true)
        guard var frame = stack else { return }
        if time > frame.time { frame.advance(to: time) }
        let configuration = frame.configuration
        let size = viewport
        let mirrored = settings.isRightToLeft
        for card in frame.placements {
            result.append(Placement(card: card, configuration: configuration, viewport: size, isRightToLeft: mirrored))
        }
    }

    /// The cards that can be on screen at `time`, written into a buffer the caller keeps: exactly the elements of
    /// ``placements(at:)`` whose card overlaps the viewport's height (``CardStack/isOnScreen(_:)``), in the same
    /// order, computed without the cards scrolled away or far down the stack.
    ///
    /// A front end that draws only what is on screen uses this every frame; one that also needs the cards off
    /// screen (for accessibility, say) uses ``placements(at:into:)``.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds (as in ``placements(at:)``: on a copy, earlier times show the
    ///     current state).
    ///   - result: Emptied (keeping its capacity), then filled with one placement per card on screen.
    /// - Complexity: O(cards on screen + moving cards) while the cards rest in their column when `time` is the
    ///   stack's time (see ``CardStack/forEachVisiblePlacement(_:)``); allocates nothing once the buffer holds the
    ///   cards on screen. A later `time` advances a copy of the stack, which copies its cards: O(n).
    public func visiblePlacements(at time: Double, into result: inout [Placement]) {
        result.removeAll(keepingCapacity: true)
        guard var frame = stack else { return }
        if time > frame.time { frame.advance(to: time) }
        let configuration = frame.configuration
        let size = viewport
        let mirrored = settings.isRightToLeft
        frame.forEachVisiblePlacement { card in
            result.append(Placement(card: card, configuration: configuration, viewport: size, isRightToLeft: mirrored))
        }
    }

    /// The history slot at `time`, without changing the host (on a copy, as ``placements(at:)``).
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The slot, or nil when there is nothing to show: no card's history (``historyID``), the slot
    ///   closed (progress 0), or no room below the front card.
    /// - Complexity: O(n).
    public func historySlot(at time: Double) -> HistorySlot? {
        guard var frame = stack, let id = historyID else { return nil }
        frame.advance(to: time)
        let progress = Swift.min(Swift.max(frame.detailProgress, 0), 1)
        guard progress > 0 else { return nil }
        let configuration = frame.configuration
        let top = configuration.stackOrigin.y + configuration.cardHeight + settings.sanitizedHistorySpacing
        let height = viewport.y - Swift.max(top, 0)
        guard height > 0, top.isFinite else { return nil }
        return HistorySlot(
            id: id, x: 0, y: viewport.y - progress * height, width: viewport.x, height: height, progress: progress)
    }
}
