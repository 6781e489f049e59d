extension CardStack {
    /// Assigns every card its slot and sends it to its resting place with `motion`.
    ///
    /// Resting places: y = −spacing·slot; while a card is selected, 0 for it and every later card and
    /// ``Configuration/dismissOffset`` for the earlier ones, except for the cards that nobody sees before,
    /// during or after the change (see ``layOutCard(at:with:at:selectedIndex:liftedIndex:span:)``), which stay
    /// in their column. The lifted card keeps the place the finger holds; the others make way for its gap. Cards
    /// already heading to their place keep their motion. Ends with ``narrowMotionScan()``.
    ///
    /// - Complexity: O(n).
    mutating func layOut(with motion: Motion, at time: Double) {
        layOutCards(in: cards.indices, 0..<0, 0..<0, with: motion, at: time)
        narrowMotionScan()
    }

    /// Lays out the cards of the union of three ranges of indices (each card once, in order) as
    /// ``layOutCard(at:with:at:selectedIndex:liftedIndex:span:)`` does, and sets ``displaced`` to the range of those
    /// sent to a selection place: ``layOut(with:at:)`` visits every card through it, the partial layouts only the
    /// cards that can change (``layOut(with:at:affecting:)``, ``layOutSelection(with:at:)``).
    ///
    /// - Complexity: O(the ranges' lengths).
    mutating func layOutCards(
        in a: Range<Int>, _ b: Range<Int>, _ c: Range<Int>, with motion: Motion, at time: Double
    ) {
        let motion = effective(motion)
        let selectedIndex = selectedID.flatMap { index(of: $0) }
        let liftedIndex = session.flatMap { index(of: $0.id) }
        let span = scrollSpan
        var first = Int.max
        var last = Int.min
        CardStack.forEachIndex(inUnionOf: a, b, c) { i in
            let out = layOutCard(
                at: i, with: motion, at: time, selectedIndex: selectedIndex, liftedIndex: liftedIndex, span: span)
            if out {
                first = Swift.min(first, i)
                last = i
            }
        }
        displaced = first <= last ? first..<(last + 1) : 0..<0
    }

    /// Lays out only the cards of `affected` (a closed range of indices, clamped to the stack), as
    /// ``layOut(with:at:)`` would, and widens ``motionScan`` to the ones that move; every card when a card is
    /// selected (a selection's resting places depend on the selected card's index).
    ///
    /// The caller guarantees that the cards outside `affected` already have the slot and goal a full layout would
    /// give them (only the cards whose index or slot changed are inside): then the result is exactly that of
    /// ``layOut(with:at:)``, which `RIFFLE_INTERNAL_CHECKS` verifies.
    ///
    /// - Complexity: O(`affected.count`) without a selection, else O(n).
    mutating func layOut(with motion: Motion, at time: Double, affecting affected: ClosedRange<Int>) {
        guard selectedID == nil, !cards.isEmpty else {
            layOut(with: motion, at: time)
            return
        }
        #if RIFFLE_INTERNAL_CHECKS
            let before = self
            defer { _checkLayout(from: before, with: motion, at: time) }
        #endif
        let lower = Swift.min(Swift.max(affected.lowerBound, 0), cards.count)
        let upper = Swift.min(Swift.max(affected.upperBound, -1), cards.count - 1) + 1
        let range = lower..<Swift.max(lower, upper)
        layOutCards(in: range, 0..<0, 0..<0, with: motion, at: time)
        extendMotionScan(over: range)
    }

    /// Gives the card at `i` its slot and sends it to its resting place with `motion` (already
    /// ``effective(_:)``).
    ///
    /// While a card is selected, a card that rests in its column and whose slot can be seen at no scroll offset of
    /// `span` (``scrollSpan``) keeps its place: nobody sees it before, during or after the change, so it needs no
    /// motion, and a selection costs the cards on screen rather than the whole stack.
    ///
    /// - Returns: Whether the card was sent to a selection place (it may leave its column).
    mutating func layOutCard(
        at i: Int, with motion: Motion, at time: Double, selectedIndex: Int?, liftedIndex: Int?,
        span: ClosedRange<Double>
    ) -> Bool {
        let slot = restingSlot(at: i, liftedIndex: liftedIndex)
        cards[i].slot = slot
        guard i != liftedIndex else { return false }
        guard let selectedIndex else {
            cards[i].y.drive(to: -configuration.spacing * Double(slot), with: motion, at: time)
            return false
        }
        // `isInColumn(at:liftedIndex:)` with the slot just set, read here in place: calling it made the compiler copy
        // the whole stack (over two kilobytes) for every card a selection lays out.
        let place = -configuration.spacing * Double(slot)
        if i != selectedIndex,
            cards.read(i, { $0[$1].isSettled && $0[$1].lift.value == 0 && $0[$1].y.value == place }),
            !columnSlot(slot, canBeSeenDuring: span)
        {
            return false
        }
        cards[i].y.drive(to: i >= selectedIndex ? 0 : configuration.dismissOffset, with: motion, at: time)
        return true
    }

    /// The scroll offsets the stack can pass through before its scroll rests: from its value to its goal,
    /// widened by their distance on both sides (a motion that overshoots).
    var scrollSpan: ClosedRange<Double> {
        let value = scroll.value
        let goal = scroll.goal
        let distance = (value - goal).magnitude
        let span = (Swift.min(value, goal) - distance)...(Swift.max(value, goal) + distance)
        return span.lowerBound.isFinite && span.upperBound.isFinite ? span : -Double.infinity...Double.infinity
    }

    /// Whether a card resting in column slot `slot` can be on screen at some scroll offset of `span` (as
    /// ``isOnScreen(_:)`` judges an unlifted card); always true when the viewport's height is unknown.
    func columnSlot(_ slot: Int, canBeSeenDuring span: ClosedRange<Double>) -> Bool {
        let height = configuration.viewportHeight
        guard height > 0 else { return true }
        let top = configuration.stackOrigin.y - configuration.spacing * Double(slot)
        return top + span.upperBound + configuration.cardHeight > 0 && top + span.lowerBound < height
    }

    /// The column slots that can be on screen at some scroll offset of `span`, widened by one on each side and
    /// clamped to the cards (every slot when the viewport's height is unknown).
    ///
    /// - Complexity: O(1).
    func columnSlots(seenDuring span: ClosedRange<Double>) -> Range<Int> {
        let count = cards.count
        let height = configuration.viewportHeight
        guard height > 0 else { return 0..<count }
        let origin = configuration.stackOrigin.y
        let spacing = configuration.spacing
        let low = ((origin + span.lowerBound - height) / spacing).rounded(.down) - 1
        let high = ((origin + span.upperBound + configuration.cardHeight) / spacing).rounded(.up) + 1
        guard low.isFinite, high.isFinite else { return 0..<count }
        let lower = Int(Swift.min(Swift.max(low, 0), Double(count)))
        let upper = Int(Swift.min(Swift.max(high + 1, 0), Double(count)))
        return lower..<Swift.max(lower, upper)
    }

    /// Checks that a partial layout left every card and ``displaced`` exactly as ``layOut(with:at:)`` leaves
    /// `before`, the stack the partial layout started from (compiled only with `RIFFLE_INTERNAL_CHECKS`): it left
    /// out no card that the full layout moves, and moved none that it keeps.
    ///
    /// Debug builds, and so every test and the fuzzers, check each partial layout against the full one this way
    /// (`CardStackPartialLayoutTests` and `CardStackSelectionCostTests` drive them over random and sharp cases).
    @inline(__always)
    func _checkLayout(from before: CardStack, with motion: Motion, at time: Double) {
        #if RIFFLE_INTERNAL_CHECKS
            var full = before
            full.layOut(with: motion, at: time)
            for (i, card) in cards.enumerated() {
                let goal = full.cards[i].y.goal
                _riffleInvariant(card == full.cards[i], "card \(i) heads to \(card.y.goal), in a full layout \(goal)")
            }
            _riffleInvariant(displaced == full.displaced, "displaced \(displaced), not \(full.displaced)")
        #endif
    }

    /// Sets ``motionScan`` to the cards not at rest and ``restsInColumn`` from every resting card, reading each
    /// card once (after a change that touched every card, so that the next step need not advance them all).
    mutating func narrowMotionScan() {
        var memo = TimingCurve.Memo()
        rescanMotion(cards.indices, advancingTo: nil, sharing: &memo)
    }

    /// The range the scroll offset may take: it always contains 0 (the stack as placed) and reaches far
    /// enough to bring the top of the last card to the viewport's top and the bottom of the front card to its
    /// bottom; `0...0` when the stack fits or scrolling is disabled.
    ///
    /// - Complexity: O(1).
    public var scrollRange: ClosedRange<Double> {
        let height = configuration.viewportHeight
        guard height > 0, !cards.isEmpty else { return 0...0 }
        let top = configuration.stackOrigin.y - configuration.spacing * Double(cards.count - 1)
        let bottom = configuration.stackOrigin.y + configuration.cardHeight
        return Swift.min(0, height - bottom)...Swift.max(0, -top)
    }

    /// Brings a scroll offset outside a range that shrank back inside it.
    mutating func clampScroll(at time: Double) {
        let range = scrollRange
        let target = Swift.min(Swift.max(scroll.goal, range.lowerBound), range.upperBound)
        scroll.drive(to: target, with: effective(configuration.reorderMotion), at: time)
        revealKeptCards(at: time)
    }

    /// While a card is selected, places at once the cards a selection kept in their column (off screen) that the
    /// scroll's new motion could bring on screen: they take their selection places before anyone sees them, as if
    /// they had moved with the selection.
    mutating func revealKeptCards(at time: Double) {
        guard selectedID != nil else { return }
        layOutSelection(with: .none, at: time)
    }

    /// Replaces the configuration (for example when the viewport is resized) and lays the cards out again.
    ///
    /// The new configuration is sanitized. A new long-press duration applies from the next touch.
    ///
    /// - Parameters:
    ///   - configuration: The new options.
    ///   - time: The time, in seconds.
    /// - Complexity: O(n).
    mutating func setConfiguration(_ configuration: Configuration, at time: Double) {
        let now = now(time)
        step(to: now)
        self.configuration = configuration.sanitized
        layOutChangedCards(at: now)
        clampScroll(at: now)
        _checkInvariants()
    }
}
