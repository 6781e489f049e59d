extension CardStack {
    /// Checks the stack's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`): identifiers unique, the
    /// slots a permutation of the indices, the resting cards outside the motion scan and the displaced ones in
    /// their column when ``restsInColumn`` says so, the lifted, pressed and selected cards present, every number
    /// finite.
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            let count = cards.count
            _riffleInvariant(Set(cards.map(\.id)).count == count, "card identifiers are unique")
            _riffleInvariant(positions.count == count, "every card and only they have a position")
            for (i, card) in cards.enumerated() {
                _riffleInvariant(positions[card.id] == i, "card \(card.id) is at \(i), not \(positions[card.id] ?? -1)")
            }
            let scan = motionScan.clamped(to: 0..<count)
            for i in 0..<count where !scan.contains(i) {
                _riffleInvariant(
                    cards[i].isSettled || isWaitingToEnter(at: i), "card \(i) rests outside the motion scan")
            }
            if restsInColumn {
                let liftedIndex = session.flatMap { index(of: $0.id) }
                for i in 0..<count where !scan.contains(i) && !displaced.contains(i) && i != liftedIndex {
                    _riffleInvariant(
                        isInColumn(at: i, liftedIndex: liftedIndex), "card \(i) rests in its column")
                }
            }
            if selectedID == nil, session == nil {
                _riffleInvariant(displaced.isEmpty, "without a selection no card is displaced")
            }
            var slotSeen = [Bool](repeating: false, count: count)
            for card in cards {
                _riffleInvariant((0..<count).contains(card.slot), "slot \(card.slot) out of 0..<\(count)")
                if (0..<count).contains(card.slot) {
                    _riffleInvariant(!slotSeen[card.slot], "slot \(card.slot) taken twice")
                    slotSeen[card.slot] = true
                }
                _riffleInvariant(
                    card.y.value.isFinite && card.x.value.isFinite && card.lift.value.isFinite
                        && card.appearance.value.isFinite,
                    "card channels are finite")
            }
            if let session {
                _riffleInvariant(index(of: session.id) != nil, "the lifted card is in the stack")
                _riffleInvariant((0..<count).contains(session.gap), "the gap is inside the stack")
                _riffleInvariant(session.baseY.isFinite && session.scrollAtLift.isFinite, "lift numbers are finite")
                _riffleInvariant(session.translation.isFinite && session.location.isFinite, "drag is finite")
                _riffleInvariant(selectedID == nil, "no card is lifted while one is selected")
            }
            if let scrollDrag {
                _riffleInvariant(session == nil, "a finger scrolls the stack or holds a card, not both")
                _riffleInvariant(scrollDrag.start.isFinite && scrollDrag.slop.isFinite, "scroll drag is finite")
            }
            if let selectedID { _riffleInvariant(index(of: selectedID) != nil, "the selected card is in the stack") }
            if let pressedID { _riffleInvariant(index(of: pressedID) != nil, "the pressed card is in the stack") }
            _riffleInvariant(scroll.value.isFinite && detail.value.isFinite && time.isFinite, "numbers are finite")
        #endif
    }
}
