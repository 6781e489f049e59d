extension CardStack {
    /// Inserts a card, which enters with `Configuration/entranceSpring` (sliding in from the leading edge)
    /// while the others move to their new slots with ``Configuration/reorderMotion``.
    ///
    /// During a drag the lifted card stays under the finger and its gap stays at the same place on screen (the
    /// others make way around it), so a release still lands it where the gap shows. While a card is selected,
    /// the new card takes the place the selection gives its index.
    ///
    /// - Parameters:
    ///   - id: The new card's identifier.
    ///   - index: Where to insert it; clamped to `0...count`.
    ///   - time: The time, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Throws: ``ChangeError/duplicateID(_:)`` when the stack holds `id` already (nothing changes).
    /// - Complexity: O(n).
    mutating func insert(_ id: String, at index: Int, time: Double) throws(ChangeError) {
        guard self.index(of: id) == nil else { throw .duplicateID(id) }
        let now = now(time)
        step(to: now)
        let position = Swift.min(Swift.max(index, 0), cards.count)
        let entering = !configuration.reduceMotion
        let restingY = -configuration.spacing * Double(position)
        var card = Card(id: id, slot: position, y: restingY, entering: entering, at: now)
        if entering { card.appearance.drive(to: 1, with: .spring(configuration.entranceSpring), at: now) }
        insertCard(card, at: position)
        layOutChangedCards(at: now)
        _checkInvariants()
    }

    /// Removes a card at once; the others move to their new slots with ``Configuration/reorderMotion``.
    ///
    /// Removing the lifted card cancels the reorder (``Event/reorderCancelled(_:)``; the rest of the touch is
    /// ignored); removing the selected card deselects it. The scroll offset animates back into a range that
    /// shrank. The host may animate its own exit transition for the removed card.
    ///
    /// - Parameters:
    ///   - id: The card to remove.
    ///   - time: The time, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Throws: ``ChangeError/unknownID(_:)`` when the stack does not hold `id` (nothing changes).
    /// - Complexity: O(n).
    mutating func remove(_ id: String, at time: Double) throws(ChangeError) {
        guard let position = index(of: id) else { throw .unknownID(id) }
        let now = now(time)
        step(to: now)
        if session?.id == id {
            session = nil
            pendingEvents.append(.reorderCancelled(id))
        }
        if pressedID == id { pressedID = nil }
        if selectedID == id { changeSelection(to: nil, at: now) }
        removeCard(at: position)
        // The gap reports not yet taken whose index is no longer a card's are withdrawn: every index `takeEvents()`
        // returns is an index of the current cards, and `refreshSession()` reports the gap pulled back inside.
        let count = cards.count
        pendingEvents.removeAll { event in
            if case .gapChanged(_, let index) = event { return index >= count }
            return false
        }
        layOutChangedCards(at: now)
        clampScroll(at: now)
        _checkInvariants()
    }

    /// Replaces the order (for example with the order loaded from storage); the cards move to their new slots
    /// with ``Configuration/reorderMotion``.
    ///
    /// No ``Event/moved(id:from:to:)`` is reported: the host made the change. During a drag the lifted card
    /// stays under the finger and lands in the new order on release.
    ///
    /// - Parameters:
    ///   - ids: The identifiers in their new order; they must be a permutation of the current ones.
    ///   - time: The time, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Throws: ``ChangeError/notAPermutation`` when an identifier is missing, unknown or repeated (nothing
    ///   changes).
    /// - Complexity: O(n) expected (hashing).
    mutating func setOrder(_ ids: [String], at time: Double) throws(ChangeError) {
        guard ids.count == cards.count else { throw .notAPermutation }
        var used = [Bool](repeating: false, count: cards.count)
        var reordered: [Card] = []
        reordered.reserveCapacity(cards.count)
        for id in ids {
            guard let position = positions[id], !used[position] else { throw .notAPermutation }
            used[position] = true
            reordered.append(cards[position])
        }
        let now = now(time)
        step(to: now)
        replaceCards(reordered)
        layOutChangedCards(at: now)
        _checkInvariants()
    }

    /// Lays every card out with ``Configuration/reorderMotion`` after the cards or the configuration changed, once
    /// the lifted card's gap is back inside the stack (``refreshSession()``) and where the finger now holds it.
    mutating func layOutChangedCards(at now: Double) {
        refreshSession()
        updateGap(at: now, layingOut: false)
        layOut(with: configuration.reorderMotion, at: now)
    }

    /// Moves a card to another index, through the same path as a drop: the order changes, the cards spring to
    /// their slots, and ``Event/moved(id:from:to:)`` is reported (nothing when the index does not change).
    ///
    /// Ignored while a card is lifted (the finger wins).
    ///
    /// - Parameters:
    ///   - id: The card to move.
    ///   - index: Its new index; clamped to `0..<count`.
    ///   - time: The time, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Returns: Whether the order changed.
    /// - Throws: ``ChangeError/unknownID(_:)`` when the stack does not hold `id`.
    /// - Complexity: O(n).
    @discardableResult
    mutating func move(_ id: String, to index: Int, at time: Double) throws(ChangeError) -> Bool {
        guard let source = self.index(of: id) else { throw .unknownID(id) }
        let now = now(time)
        step(to: now)
        defer { _checkInvariants() }
        guard session == nil else { return false }
        let destination = Swift.min(Swift.max(index, 0), cards.count - 1)
        guard destination != source else { return false }
        moveCard(from: source, to: destination)
        pendingEvents.append(.moved(id: id, from: source, to: destination))
        layOut(
            with: configuration.reorderMotion, at: now,
            affecting: Swift.min(source, destination)...Swift.max(source, destination))
        return true
    }

    /// Plays seed 004's staggered entrance: card i slides in from the leading edge and fades in with
    /// `Configuration/entranceSpring`, starting `(count − i)·stagger` seconds after `time`, so the last card
    /// comes first.
    ///
    /// Under Reduce Motion the cards are shown at once. The cards waiting for their turn cost nothing per frame
    /// until it comes. The entrance ends within two hours of `time` whatever the configuration: each card waits at
    /// most an hour, and its spring, like every motion, lands at the latest an hour after it starts.
    ///
    /// - Parameter time: When the entrance starts, in seconds (a non-finite or earlier time counts as the
    ///   latest input's).
    /// - Complexity: O(n).
    mutating func playEntrance(at time: Double) {
        let now = now(time)
        step(to: now)
        let count = cards.count
        // Card i starts at most AnimatedValue.maximumDuration (one hour) after `now` (`Entrance.start(of:)`): a long
        // stagger times many cards must still end.
        let schedule = Entrance(waiting: count, origin: now, stagger: configuration.entranceStagger, count: count)
        for i in cards.indices {
            if configuration.reduceMotion {
                cards[i].appearance.jump(to: 1, at: now)
                continue
            }
            cards[i].appearance.jump(to: 0, at: now)
            cards[i].appearance.drive(to: 1, with: .spring(configuration.entranceSpring), at: schedule.start(of: i))
        }
        motionScan = 0..<count
        entrance = nil
        if !configuration.reduceMotion, count > 0 {
            // The cards wait for their entrance outside the motion scan; each step lets in those that started.
            entrance = schedule
            releaseEnteringCards(at: now)
            narrowMotionScan()
        }
        _checkInvariants()
    }

    /// The schedule of a staggered entrance (``playEntrance(at:)``): card i's entrance starts at
    /// `origin + min((count − i)·stagger, AnimatedValue.maximumDuration)`, so the cards still waiting for theirs are
    /// always the first ``waiting`` cards.
    ///
    /// While it holds, the waiting cards stay outside ``motionScan`` (nothing moves them yet) and each step lets in
    /// only the cards whose entrance has started, so an entrance costs O(moving cards) a frame rather than O(n).
    /// Any change that moves cards to other indices drops the schedule (the cards are then scanned as any others).
    struct Entrance: Hashable, Sendable {
        /// The cards `0..<waiting` have not started their entrance.
        var waiting: Int
        /// When the entrance was played.
        let origin: Double
        /// The stagger between two cards.
        let stagger: Double
        /// The number of cards when it was played.
        let count: Int

        /// When card `index`'s entrance starts: exactly the time its appearance was driven to start at.
        func start(of index: Int) -> Double {
            origin + Swift.min(Double(count - index) * stagger, AnimatedValue.maximumDuration)
        }
    }

    /// Lets the cards whose entrance has started by `now` into ``motionScan``.
    ///
    /// - Complexity: O(cards let in).
    mutating func releaseEnteringCards(at now: Double) {
        guard var entrance else { return }
        var waiting = Swift.min(entrance.waiting, cards.count)
        let before = waiting
        while waiting > 0, entrance.start(of: waiting - 1) <= now { waiting -= 1 }
        entrance.waiting = waiting
        self.entrance = waiting == 0 ? nil : entrance
        guard waiting < before else { return }
        let started = waiting..<before
        let scan = motionScan.clamped(to: 0..<cards.count)
        motionScan =
            scan.isEmpty
            ? started
            : Swift.min(scan.lowerBound, started.lowerBound)..<Swift.max(scan.upperBound, started.upperBound)
    }

    /// Whether the card at `index` only waits for its entrance to start (its other channels rest), so that it
    /// may stay outside ``motionScan``: its appearance was last driven by the schedule, which says it has not
    /// started (its motion is set to begin later; nothing changes its value until then).
    func isWaitingToEnter(at index: Int) -> Bool {
        guard let entrance, index < entrance.waiting else { return false }
        return cards.read(index) { $0[$1].y.isSettled && $0[$1].x.isSettled && $0[$1].lift.isSettled }
    }

    /// Why a change of the stack's data was rejected; a rejected change leaves the stack as it was.
    enum ChangeError: Error, Hashable, Sendable {
        /// `CardStack/insert(_:at:time:)` was given an identifier the stack already holds.
        case duplicateID(String)
        /// The identifier is not in the stack.
        case unknownID(String)
        /// `CardStack/setOrder(_:at:)` was given identifiers that are not a permutation of the current ones
        /// (an identifier missing, unknown or repeated).
        case notAPermutation
    }
}
