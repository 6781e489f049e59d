extension CardStack {
    /// Selects `id` (or nothing), reports the change, and animates the cards, the scroll and the detail slot: a tap
    /// and ``Command/select(id:)`` come here.
    ///
    /// Selecting a card: it and every later card move to y = 0, the earlier cards move down off the screen, the
    /// stack scrolls back to 0 and the detail slot opens, all with ``Configuration/selectionMotion``. With nil, the
    /// cards go back to the stack and the detail slot closes, with the same motion. Selecting another card while
    /// one is selected switches the selection (``Event/deselected(_:)`` then ``Event/selected(_:)``).
    ///
    /// - Complexity: O(cards that can be seen + moving cards) while the others rest in their column (the cards
    ///   off screen before and after the change keep their place); O(n) otherwise.
    mutating func changeSelection(to id: String?, at time: Double) {
        guard id != selectedID else { return }
        if let previous = selectedID { pendingEvents.append(.deselected(previous)) }
        selectedID = id
        if let id {
            detailID = id
            pendingEvents.append(.selected(id))
        }
        if id != nil { scrollDrag = nil }
        let motion = effective(configuration.selectionMotion)
        detail.drive(to: id == nil ? 0 : 1, with: motion, at: time)
        if id != nil { scroll.drive(to: 0, with: motion, at: time) }
        layOutSelection(with: configuration.selectionMotion, at: time)
    }

    /// Sends the cards to their places for the current selection with `motion`, visiting only the cards that can move.
    ///
    /// When the others are known to rest in their column, those are the moving ones, the ones a selection
    /// displaced, the selected one, and those whose slot can be seen while the scroll comes to rest. The result is
    /// exactly that of ``layOut(with:at:)``, which visits every card (`RIFFLE_INTERNAL_CHECKS` verifies it).
    ///
    /// - Complexity: O(cards on screen + moving or displaced cards + cards the scroll passes), not O(n).
    mutating func layOutSelection(with motion: Motion, at time: Double) {
        guard restsInColumn, entrance == nil, !cards.isEmpty else {
            layOut(with: motion, at: time)
            return
        }
        #if RIFFLE_INTERNAL_CHECKS
            let before = self
            defer { _checkLayout(from: before, with: motion, at: time) }
        #endif
        let count = cards.count
        let selectedIndex = selectedID.flatMap { index(of: $0) }
        let scan = motionScan.clamped(to: 0..<count)
        var marked = displaced.clamped(to: 0..<count)
        if let selectedIndex {
            marked =
                marked.isEmpty
                ? selectedIndex..<(selectedIndex + 1)
                : Swift.min(marked.lowerBound, selectedIndex)..<Swift.max(marked.upperBound, selectedIndex + 1)
        }
        // Slots and indices differ by at most one (beside a lifted card's gap).
        let slots = columnSlots(seenDuring: scrollSpan)
        let seen = Swift.max(slots.lowerBound - 1, 0)..<Swift.min(slots.upperBound + 1, count)
        layOutCards(in: scan, marked, seen, with: motion, at: time)
        extendMotionScan(over: scan)
        extendMotionScan(over: marked)
        extendMotionScan(over: seen)
    }
}
