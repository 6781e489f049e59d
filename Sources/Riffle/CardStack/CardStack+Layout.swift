extension CardStack {
    /// Assigns every card its slot and sends it to its resting place with `motion`.
    ///
    /// Resting places: y = −spacing·slot; while a card is selected, 0 for it and every later card and
    /// ``Configuration/dismissOffset`` for the earlier ones. The lifted card keeps the place the finger holds;
    /// the others make way for its gap. Cards already heading to their place keep their motion. Ends with
    /// ``narrowMotionScan()``.
    ///
    /// - Complexity: O(n).
    mutating func layOut(with motion: Motion, at time: Double) {
        layOutCards(cards.indices, with: motion, at: time)
        narrowMotionScan()
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
        guard selectedID == nil, !cards.isEmpty, !laysOutEveryCard else {
            layOut(with: motion, at: time)
            return
        }
        let lower = Swift.min(Swift.max(affected.lowerBound, 0), cards.count)
        let upper = Swift.min(Swift.max(affected.upperBound, -1), cards.count - 1) + 1
        let range = lower..<Swift.max(lower, upper)
        layOutCards(range, with: motion, at: time)
        extendMotionScan(over: range)
        _checkLayout()
    }

    /// Gives the cards of `range` their slots and resting places (see ``layOut(with:at:)``).
    private mutating func layOutCards(_ range: Range<Int>, with motion: Motion, at time: Double) {
        let motion = effective(motion)
        let spacing = configuration.spacing
        let selectedIndex = selectedID.flatMap { index(of: $0) }
        let liftedIndex = session.flatMap { index(of: $0.id) }
        for i in range {
            let slot = restingSlot(at: i, liftedIndex: liftedIndex)
            cards[i].slot = slot
            if i == liftedIndex { continue }
            let goal: Double
            if let selectedIndex {
                goal = i >= selectedIndex ? 0 : configuration.dismissOffset
            } else {
                goal = -spacing * Double(slot)
            }
            cards[i].y.drive(to: goal, with: motion, at: time)
        }
    }

    /// Checks that every card has the slot and goal a full layout gives it (compiled only with
    /// `RIFFLE_INTERNAL_CHECKS`): a partial layout left none out.
    @inline(__always)
    func _checkLayout() {
        #if RIFFLE_INTERNAL_CHECKS
            let spacing = configuration.spacing
            let liftedIndex = session.flatMap { index(of: $0.id) }
            for (i, card) in cards.enumerated() {
                let slot = restingSlot(at: i, liftedIndex: liftedIndex)
                _riffleInvariant(card.slot == slot, "card \(i) is in slot \(card.slot), not \(slot)")
                let goal = -spacing * Double(slot)
                if i != liftedIndex, selectedID == nil, goal.isFinite {
                    _riffleInvariant(card.y.goal == goal, "card \(i) heads to \(card.y.goal), not its slot")
                }
            }
        #endif
    }

    /// Sets ``motionScan`` to the cards not at rest and ``restsInColumn`` from every resting card, reading each
    /// card once (after a change that touched every card, so that the next step need not advance them all).
    mutating func narrowMotionScan() {
        rescanMotion(cards.indices, advancingTo: nil)
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

    /// Scrolls the stack to `offset` (clamped to ``scrollRange``).
    ///
    /// Ignored while a card is lifted (the finger scrolls then, by holding the card near an edge), while a finger
    /// scrolls the stack, or when `offset` is NaN.
    ///
    /// - Parameters:
    ///   - offset: The scroll offset, in points (positive reveals the cards above).
    ///   - animated: Whether to animate with ``Configuration/reorderMotion``.
    ///   - time: The time, in seconds.
    /// - Complexity: O(1).
    public mutating func scroll(to offset: Double, animated: Bool, at time: Double) {
        guard !offset.isNaN, session == nil, scrollDrag == nil else { return }
        let now = now(time)
        step(to: now)
        let range = scrollRange
        let target = Swift.min(Swift.max(offset, range.lowerBound), range.upperBound)
        if animated {
            scroll.drive(to: target, with: effective(configuration.reorderMotion), at: now)
        } else {
            scroll.jump(to: target, at: now)
        }
        _checkInvariants()
    }

    /// Brings a scroll offset outside a range that shrank back inside it.
    mutating func clampScroll(at time: Double) {
        let range = scrollRange
        let target = Swift.min(Swift.max(scroll.goal, range.lowerBound), range.upperBound)
        scroll.drive(to: target, with: effective(configuration.reorderMotion), at: time)
    }

    /// Replaces the configuration (for example when the viewport is resized) and lays the cards out again.
    ///
    /// The new configuration is sanitized. A new long-press duration applies from the next touch.
    ///
    /// - Parameters:
    ///   - configuration: The new options.
    ///   - time: The time, in seconds.
    /// - Complexity: O(n).
    public mutating func setConfiguration(_ configuration: Configuration, at time: Double) {
        let now = now(time)
        step(to: now)
        let newConfiguration = configuration.sanitized
        self.configuration = newConfiguration
        if var session, newConfiguration.dropRule == .seed, let current = index(of: session.id) {
            session.gap = current
            self.session = session
        }
        updateGap(at: now, layingOut: false)
        layOut(with: newConfiguration.reorderMotion, at: now)
        clampScroll(at: now)
        _checkInvariants()
    }
}
