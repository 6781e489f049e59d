extension CardStack {
    /// Whether a placement can be on screen: its card's frame, scaled about its centre, overlaps the viewport's
    /// height (0…`Configuration/viewportHeight`).
    ///
    /// Always true when the viewport's height is unknown (not positive): nothing is culled then.
    ///
    /// - Parameter placement: A placement of this stack's cards.
    /// - Returns: Whether the card can be on screen.
    /// - Complexity: O(1).
    func isOnScreen(_ placement: CardPlacement) -> Bool {
        isOnScreen(y: placement.offset.y, scale: placement.scale)
    }

    /// Whether a placement with vertical offset `y` and scale `scale` can be on screen (see ``isOnScreen(_:)``).
    ///
    /// - Complexity: O(1).
    func isOnScreen(y: Double, scale: Double) -> Bool {
        let height = configuration.viewportHeight
        guard height > 0 else { return true }
        let cardHeight = configuration.cardHeight
        let center = configuration.stackOrigin.y + y + cardHeight / 2
        let half = cardHeight * Swift.max(scale, 0) / 2
        return center + half > 0 && center - half < height
    }

    /// Hands `body` the placement of every card that can be on screen (`isOnScreen(_:)`), in the stack's order,
    /// without allocating: exactly the elements of ``placements`` that pass `isOnScreen(_:)`; none before the
    /// stack has a ``viewport``.
    ///
    /// While the cards rest in their column (the moving cards and those a selection moved aside) only the cards
    /// inside the viewport, the moving ones and those a selection moved are computed, however many cards the stack
    /// holds.
    ///
    /// - Parameter body: Called once per card on screen. It owns the placement it is handed (`consuming`), so a view
    ///   that keeps the placements moves each into its buffer instead of copying it (and its identifier).
    /// - Complexity: O(cards on screen + moving cards) per frame while the cards rest in their column, also while a
    ///   card is lifted or selected (a selection moves only the cards that can be seen); O(n) on the frame a data
    ///   change moves them, and while every card moves.
    public func forEachVisiblePlacement(_ body: (consuming CardPlacement) -> Void) {
        visitVisiblePlacements(body)
    }

    /// ``forEachVisiblePlacement(_:)`` for a closure that may throw (the contract's ``forEachPlacement(at:_:)``).
    func visitVisiblePlacements(_ body: (consuming CardPlacement) throws -> Void) rethrows {
        guard viewport != nil else { return }
        let all = placements
        let count = cards.count
        // The resting cards outside `scan` and `displaced` rest in their slots, unlifted: `column` holds every one of
        // them that can be on screen; the cards in `scan`, the displaced ones and the lifted card (placed by the
        // finger) are checked one by one. (No card is lifted while one is selected; either range may be empty.)
        // Without a column every card is checked.
        let column = columnCandidates
        let scan =
            column == nil
            ? 0..<count : Swift.min(motionScan.lowerBound, count)..<Swift.min(motionScan.upperBound, count)
        let displaced = displaced.clamped(to: 0..<count)
        var others = all.lifted.map { $0.index..<($0.index + 1) } ?? 0..<0
        if others.isEmpty {
            others = displaced
        } else if !displaced.isEmpty {
            others =
                Swift.min(others.lowerBound, displaced.lowerBound)..<Swift.max(others.upperBound, displaced.upperBound)
        }
        // The cards are read in place through one buffer for the whole frame (not one per card).
        try all.withCards { cards in
            try CardStack.forEachIndex(inUnionOf: scan, column ?? 0..<0, others) { index in
                precondition(index >= 0 && index < cards.count, "card index out of range")
                // A card's vertical place alone (the placement's own `y` and `scale`, the numbers `isOnScreen(_:)`
                // reads) decides whether it is on screen, before the rest of its placement is computed from it:
                // `column` is widened for rounding, so the resting cards at its ends are often just off screen.
                let place = all.verticalPlace(at: index, in: cards)
                guard isOnScreen(y: place.y, scale: place.scale) else { return }
                try body(all.placement(at: index, in: cards, verticalPlace: place))
            }
        }
    }

    /// Calls `body` with every index of the union of three ranges, once each, in increasing order, without
    /// allocating.
    ///
    /// - Complexity: O(the ranges' lengths).
    static func forEachIndex(
        inUnionOf a: Range<Int>, _ b: Range<Int>, _ c: Range<Int>, _ body: (Int) throws -> Void
    ) rethrows {
        // Sorted by lower bound with three compare-and-swaps.
        var (first, second, third) = (a, b, c)
        if second.lowerBound < first.lowerBound { swap(&first, &second) }
        if third.lowerBound < second.lowerBound { swap(&second, &third) }
        if second.lowerBound < first.lowerBound { swap(&first, &second) }
        var next = Int.min
        for k in 0..<3 {
            let range = k == 0 ? first : k == 1 ? second : third
            guard !range.isEmpty else { continue }
            var index = Swift.max(next, range.lowerBound)
            while index < range.upperBound {
                try body(index)
                index += 1
            }
            next = Swift.max(next, range.upperBound)
        }
    }

    /// The indices of the resting cards that can be on screen (widened by one card on each side), or nil when the
    /// cards outside ``motionScan`` are not known to rest in their slots (``restsInColumn``).
    ///
    /// While a card is lifted the other cards fill the slots around its gap, so the slots on screen map to
    /// indices through ``restingSlot(at:liftedIndex:)``'s inverse (the range may include the lifted card).
    var columnCandidates: Range<Int>? {
        guard restsInColumn else { return nil }
        let count = cards.count
        let height = configuration.viewportHeight
        guard height > 0 else { return 0..<count }
        let spacing = configuration.spacing
        let top = configuration.stackOrigin.y + scroll.value
        // Slot k's top is top − spacing·k: on screen when it is below −cardHeight and above the viewport's bottom,
        // that is for (top − height) / spacing < k < (top + cardHeight) / spacing; `low` and `high` are those bounds
        // rounded outwards, each one slot wider than the open interval (for rounding), and both included.
        let low = ((top - height) / spacing).rounded(.down)
        let high = ((top + configuration.cardHeight) / spacing).rounded(.up)
        guard low.isFinite, high.isFinite else { return 0..<count }
        let lower = Int(Swift.min(Swift.max(low, 0), Double(count)))
        let upper = Int(Swift.min(Swift.max(high + 1, 0), Double(count)))
        guard let session, let lifted = index(of: session.id) else { return lower..<Swift.max(lower, upper) }
        // The first index whose slot is at least `slot`: the others before it fill the slots below, skipping the gap.
        func firstIndex(fromSlot slot: Int) -> Int {
            let others = slot <= session.gap ? slot : slot - 1
            return others <= lifted ? others : others + 1
        }
        let first = Swift.min(firstIndex(fromSlot: lower), count)
        let last = Swift.min(firstIndex(fromSlot: upper), count)
        return first..<Swift.max(first, last)
    }
}
