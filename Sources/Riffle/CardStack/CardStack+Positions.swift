extension CardStack {
    /// Moves the card at `source` to `destination`, shifting the cards between them by one place, and keeps
    /// ``positions`` in step.
    ///
    /// The cards outside the two indices keep their storage: nothing is copied or shifted beyond them. Both indices
    /// must be in range (callers check).
    ///
    /// - Complexity: O(|source − destination|).
    mutating func moveCard(from source: Int, to destination: Int) {
        guard source != destination, cards.indices.contains(source), cards.indices.contains(destination) else {
            return
        }
        // The entrance schedule names cards by index: a move ends it (its cards are scanned as any others).
        if entrance != nil {
            entrance = nil
            motionScan = 0..<cards.count
        }
        let step = destination > source ? 1 : -1
        var i = source
        while i != destination {
            cards.swapAt(i, i + step)
            positions[cards[i].id] = i
            i += step
        }
        positions[cards[destination].id] = destination
        if !displaced.isEmpty { displaced = 0..<cards.count }
    }

    /// Inserts `card` at `index` (in `0...count`), renumbering the cards after it.
    ///
    /// - Complexity: O(n).
    mutating func insertCard(_ card: Card, at index: Int) {
        cards.insert(card, at: index)
        for i in index..<cards.count { positions[cards[i].id] = i }
        motionScan = 0..<cards.count
        if !displaced.isEmpty { displaced = 0..<cards.count }
        entrance = nil
    }

    /// Removes the card at `index` (in range), renumbering the cards after it.
    ///
    /// - Complexity: O(n).
    mutating func removeCard(at index: Int) {
        let removed = cards.remove(at: index)
        positions[removed.id] = nil
        for i in index..<cards.count { positions[cards[i].id] = i }
        motionScan = 0..<cards.count
        if !displaced.isEmpty { displaced = 0..<cards.count }
        entrance = nil
    }

    /// Replaces every card (a new order of the same cards, for example) and renumbers them all.
    ///
    /// - Complexity: O(n).
    mutating func replaceCards(_ newCards: [Card]) {
        cards = newCards
        positions.removeAll(keepingCapacity: true)
        for (index, card) in cards.enumerated() { positions[card.id] = index }
        motionScan = 0..<cards.count
        if !displaced.isEmpty { displaced = 0..<cards.count }
        entrance = nil
    }

    /// Widens ``motionScan`` to cover the cards of `range` that are not at rest, and judges the resting ones outside
    /// ``displaced`` for ``restsInColumn`` (which this can only clear: the cards outside `range` were judged
    /// before).
    ///
    /// Call it after driving the channels of the cards in `range`.
    ///
    /// - Complexity: O(`range.count`).
    mutating func extendMotionScan(over range: Range<Int>) {
        let range = range.clamped(to: cards.indices)
        guard !range.isEmpty else { return }
        let liftedIndex = session.flatMap { index(of: $0.id) }
        var first = Int.max
        var last = Int.min
        var inColumn = restsInColumn
        for i in range {
            if !cards.read(i, { $0[$1].isSettled }), !isWaitingToEnter(at: i) {
                first = Swift.min(first, i)
                last = i
            } else if inColumn, i != liftedIndex, !displaced.contains(i), !isInColumn(at: i, liftedIndex: liftedIndex) {
                inColumn = false
            }
        }
        restsInColumn = inColumn
        guard first <= last else { return }
        let moving = first..<(last + 1)
        let scan = motionScan.clamped(to: 0..<cards.count)
        motionScan =
            scan.isEmpty
            ? moving
            : Swift.min(scan.lowerBound, moving.lowerBound)..<Swift.max(scan.upperBound, moving.upperBound)
    }

    /// The slot the layout gives the card at `index` while the card at `liftedIndex` (if any) is lifted: the
    /// cards other than the lifted one fill the slots in order, skipping the lifted card's gap.
    ///
    /// - Complexity: O(1).
    func restingSlot(at index: Int, liftedIndex: Int?) -> Int {
        guard let liftedIndex, let gap = session?.gap else { return index }
        if index == liftedIndex { return gap }
        let other = index < liftedIndex ? index : index - 1
        return other < gap ? other : other + 1
    }

    /// Whether the resting card at `index` rests in its column: in the slot the layout gives it, unlifted, at
    /// y = −spacing·slot.
    func isInColumn(at index: Int, liftedIndex: Int?) -> Bool {
        let slot = restingSlot(at: index, liftedIndex: liftedIndex)
        let place = -configuration.spacing * Double(slot)
        return cards.read(index) { $0[$1].slot == slot && $0[$1].lift.value == 0 && $0[$1].y.value == place }
    }
}
