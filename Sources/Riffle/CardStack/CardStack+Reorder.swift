extension CardStack {
    /// A picked-up card: lifted by a long press, possibly being dragged.
    struct Session: Hashable, Sendable {
        /// The lifted card.
        var id: String
        /// The card's index when it was lifted (seed 004's `i` in its zIndex, −i + dy/spacing).
        var originIndex: Int
        /// The card's vertical offset within the stack when it was lifted (its motion stops there).
        var baseY: Double
        /// The stack's scroll offset when the card was lifted.
        var scrollAtLift: Double
        /// The finger's movement since it went down (the drag's translation; zero until the drag begins).
        var translation: Vector = .zero
        /// The finger's latest location.
        var location: Point
        /// Whether a drag began.
        var isDragging = false
        /// The index the card would land on now (the live gap; the card's own index with the seed rule).
        var gap: Int

        /// The vertical movement relative to the stack: the finger's, plus the scrolling since the lift.
        func stackTranslation(scroll: Double) -> Double {
            translation.y + scrollAtLift - scroll
        }
    }

    /// Lifts the card `id` (a long press began on it) unless a card is selected or one is already lifted.
    mutating func lift(_ id: String, location: Point, at time: Double) {
        guard session == nil, selectedID == nil, let current = index(of: id) else { return }
        cards[current].y.stop(at: time)
        session = Session(
            id: id, originIndex: current, baseY: cards[current].y.value, scrollAtLift: scroll.value,
            location: location, gap: current)
        cards[current].lift.drive(to: 1, with: effective(configuration.liftMotion), at: time)
        pendingEvents.append(.lifted(id))
        updateGap(at: time)
        // The gap is the card's own index: only the lifted card changes (its lift starts).
        layOut(with: configuration.reorderMotion, at: time, affecting: current...current)
    }

    /// Follows the finger: the translation, the nudge and the live gap.
    mutating func drag(_ value: DragValue) {
        guard var session, let current = index(of: session.id) else { return }
        let time = now(value.time)
        session.isDragging = true
        session.translation = value.translation
        session.location = value.location
        self.session = session
        let threshold = configuration.nudgeThreshold
        let nudge: Double
        if value.translation.x < -threshold {
            nudge = -configuration.nudgeDistance
        } else if value.translation.x > threshold {
            nudge = configuration.nudgeDistance
        } else {
            nudge = 0
        }
        cards[current].x.drive(to: nudge, with: effective(configuration.liftMotion), at: time)
        extendMotionScan(over: current..<(current + 1))
        updateGap(at: time)
    }

    /// Moves the live gap when the lifted card is more than the hysteresis beyond a boundary between slots,
    /// and lets the other cards make way (only the cards between the old and the new gap move), unless
    /// `layingOut` is false: a caller that changed the cards lays every card out itself afterwards.
    mutating func updateGap(at time: Double, layingOut: Bool = true) {
        guard var session, session.isDragging, configuration.dropRule == .liveGap, !cards.isEmpty else { return }
        let spacing = configuration.spacing
        let hysteresis = configuration.gapHysteresis
        let last = Double(cards.count - 1)
        // The card's position in slot units, measured upwards: slot k rests at k·spacing.
        let position = -(session.baseY + session.stackTranslation(scroll: scroll.value))
        var gap = Swift.min(session.gap, cards.count - 1)
        // Up: the largest k whose lower boundary, (k − ½)·spacing, lies more than the hysteresis below.
        let up = Swift.min(Swift.max(((position - hysteresis) / spacing + 0.5).rounded(.up) - 1, 0), last)
        // Down: the smallest k whose upper boundary, (k + ½)·spacing, lies more than the hysteresis above.
        let down = Swift.min(Swift.max(((position + hysteresis) / spacing - 0.5).rounded(.down) + 1, 0), last)
        if Int(up) > gap {
            gap = Int(up)
        } else if Int(down) < gap {
            gap = Int(down)
        }
        guard gap != session.gap else { return }
        let previous = session.gap
        session.gap = gap
        self.session = session
        pendingEvents.append(.gapChanged(id: session.id, index: gap))
        guard layingOut else { return }
        // Only the cards between the old and the new gap change slots, and the lifted card (its slot is the gap).
        guard let lifted = index(of: session.id) else {
            layOut(with: configuration.reorderMotion, at: time)
            return
        }
        let others = Swift.min(previous, gap)...Swift.max(previous, gap)
        let first = others.lowerBound < lifted ? others.lowerBound : others.lowerBound + 1
        let final = others.upperBound < lifted ? others.upperBound : others.upperBound + 1
        cards[lifted].slot = gap
        layOut(with: configuration.reorderMotion, at: time, affecting: first...final)
    }

    /// Keeps the session consistent after the cards changed: with the seed rule the card's slot is its index;
    /// a live gap keeps its index (its place on screen, under the held card) inside the stack, and is reported
    /// (``Event/gapChanged(id:index:)``) when a removal pulled it in, so the last reported gap is always the
    /// landing index.
    mutating func refreshSession() {
        guard var session, let current = index(of: session.id) else { return }
        switch configuration.dropRule {
        case .wholeSpacings:
            session.gap = current
        case .liveGap:
            let gap = Swift.min(Swift.max(session.gap, 0), cards.count - 1)
            if gap != session.gap { pendingEvents.append(.gapChanged(id: session.id, index: gap)) }
            session.gap = gap
        }
        self.session = session
    }

    /// The index the lifted card lands on if released now.
    func dropIndex(for session: Session, currentIndex: Int) -> Int {
        switch configuration.dropRule {
        case .liveGap:
            return Swift.min(Swift.max(session.gap, 0), cards.count - 1)
        case .wholeSpacings:
            let places = -session.stackTranslation(scroll: scroll.value) / configuration.spacing
            let truncated = Int(Swift.min(Swift.max(places, -1e9), 1e9))
            return Swift.min(Swift.max(currentIndex + truncated, 0), cards.count - 1)
        }
    }

    /// Lets the lifted card go: after a drag, or with the live gap, it lands on its drop index (the gap it is
    /// shown over: the card's own index unless cards were inserted or removed while it was held), otherwise (or
    /// when `commit` is false) where it is in the order; it springs there with ``Configuration/reorderMotion``.
    mutating func endSession(commit: Bool, at time: Double) {
        guard let session else { return }
        self.session = nil
        guard let current = index(of: session.id) else { return }
        landingID = configuration.liftedCardOrder == .onTop ? session.id : nil
        let landsOnDrop = commit && (session.isDragging || configuration.dropRule == .liveGap)
        let destination = landsOnDrop ? dropIndex(for: session, currentIndex: current) : current
        let motion = effective(configuration.reorderMotion)
        var card = cards[current]
        if session.isDragging {
            // The card continues from where the finger left it, within the stack.
            card.y.jump(to: session.baseY + session.stackTranslation(scroll: scroll.value), at: time)
        }
        card.x.drive(to: 0, with: motion, at: time)
        card.lift.drive(to: 0, with: motion, at: time)
        cards[current] = card
        if destination != current {
            moveCard(from: current, to: destination)
            pendingEvents.append(.moved(id: session.id, from: current, to: destination))
        }
        pendingEvents.append(commit ? .dropped(session.id) : .reorderCancelled(session.id))
        // The cards between the card's old index, its gap and its new index change slots; the others keep theirs.
        let gap = Swift.min(Swift.max(session.gap, 0), cards.count - 1)
        let first = Swift.min(current, destination, gap)
        let last = Swift.max(current, destination, gap)
        layOut(with: configuration.reorderMotion, at: time, affecting: first...last)
    }
}
