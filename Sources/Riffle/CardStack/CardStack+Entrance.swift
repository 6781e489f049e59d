extension CardStack {
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
}
