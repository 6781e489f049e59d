extension CardStack {
    /// Whether a placement can be on screen: its card's frame, scaled about its centre, overlaps the viewport's
    /// height (0…``Configuration/viewportHeight``).
    ///
    /// Always true when the viewport's height is unknown (not positive): nothing is culled then.
    ///
    /// - Parameter placement: A placement of this stack's cards.
    /// - Returns: Whether the card can be on screen.
    /// - Complexity: O(1).
    public func isOnScreen(_ placement: CardPlacement) -> Bool {
        let height = configuration.viewportHeight
        guard height > 0 else { return true }
        let cardHeight = configuration.cardHeight
        let center = configuration.stackOrigin.y + placement.offset.y + cardHeight / 2
        let half = cardHeight * Swift.max(placement.scale, 0) / 2
        return center + half > 0 && center - half < height
    }

    /// Hands `body` the placement of every card that can be on screen (``isOnScreen(_:)``), in the stack's order,
    /// without allocating: exactly the elements of ``placements`` that pass ``isOnScreen(_:)``.
    ///
    /// While the cards rest in their column (no card lifted or selected, the moving cards aside) only the cards
    /// inside the viewport and the moving ones are computed, however many cards the stack holds.
    ///
    /// - Parameter body: Called once per card on screen.
    /// - Complexity: O(cards on screen + moving cards) per frame while the cards rest in their column; O(n) on
    ///   the frame a command or data change moves them, while a card is lifted or selected, and while every card
    ///   moves.
    public func forEachVisiblePlacement(_ body: (CardPlacement) -> Void) {
        let all = placements
        let count = cards.count
        let scan = Swift.min(motionScan.lowerBound, count)..<Swift.min(motionScan.upperBound, count)
        guard let column = columnCandidates, session == nil else {
            for index in 0..<count {
                let placement = all.placement(at: index)
                if isOnScreen(placement) { body(placement) }
            }
            return
        }
        // The resting cards outside `scan` are at y = −spacing·i, unlifted: `column` holds every one of them
        // that can be on screen; the cards in `scan` are checked one by one.
        let first: Range<Int>
        let second: Range<Int>
        if scan.isEmpty || column.isEmpty {
            first = scan.isEmpty ? column : scan
            second = scan.isEmpty ? 0..<0 : column
        } else if scan.upperBound < column.lowerBound || column.upperBound < scan.lowerBound {
            first = scan.lowerBound < column.lowerBound ? scan : column
            second = scan.lowerBound < column.lowerBound ? column : scan
        } else {
            first = Swift.min(scan.lowerBound, column.lowerBound)..<Swift.max(scan.upperBound, column.upperBound)
            second = 0..<0
        }
        for index in first {
            let placement = all.placement(at: index)
            if isOnScreen(placement) { body(placement) }
        }
        for index in second {
            let placement = all.placement(at: index)
            if isOnScreen(placement) { body(placement) }
        }
    }

    /// The placements of the cards that can be on screen, in the stack's order, written into a buffer the caller
    /// keeps (see ``forEachVisiblePlacement(_:)``).
    ///
    /// - Parameter result: Emptied (keeping its capacity), then filled.
    /// - Complexity: As ``forEachVisiblePlacement(_:)``; allocates nothing once the buffer holds the cards on
    ///   screen.
    public func visiblePlacements(into result: inout [CardPlacement]) {
        result.removeAll(keepingCapacity: true)
        forEachVisiblePlacement { result.append($0) }
    }

    /// The indices of the resting column's cards that can be on screen (widened by one card on each side), or
    /// nil when the cards outside ``motionScan`` are not known to rest in their column.
    var columnCandidates: Range<Int>? {
        guard restsInColumn else { return nil }
        let count = cards.count
        let height = configuration.viewportHeight
        guard height > 0 else { return 0..<count }
        let spacing = configuration.spacing
        let top = configuration.stackOrigin.y + scroll.value
        // Card i's top is top − spacing·i: on screen when it is below −cardHeight and above the viewport's bottom.
        let low = ((top - height) / spacing).rounded(.down) - 1
        let high = ((top + configuration.cardHeight) / spacing).rounded(.up) + 1
        guard low.isFinite, high.isFinite else { return 0..<count }
        let lower = Int(Swift.min(Swift.max(low, 0), Double(count)))
        let upper = Int(Swift.min(Swift.max(high + 1, 0), Double(count)))
        return lower..<Swift.max(lower, upper)
    }
}
