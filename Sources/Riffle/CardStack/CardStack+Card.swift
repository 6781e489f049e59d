extension CardStack {
    /// The per-card state: identity, slot and the four animated channels.
    struct Card: Hashable, Sendable {
        /// The tolerance of the 0…1 progress channels (lift and entrance).
        static let progressTolerance = RestTolerance(distance: 1e-4, speed: 1e-3)

        /// The card's identifier.
        var id: String
        /// The slot the card is laid out in: its index, except while the others make way for a dragged card.
        var slot: Int
        /// The vertical offset within the stack (without scroll and lift), in points.
        var y: Channel
        /// The sideways nudge, in points.
        var x: Channel
        /// The lift progress, 0 (resting) to 1 (lifted).
        var lift: Channel
        /// The entrance progress, 0 (off screen, transparent) to 1 (in place); may overshoot with the spring.
        var appearance: Channel

        /// A card resting at `y` in `slot`, fully entered unless `entering`.
        init(id: String, slot: Int, y: Double, entering: Bool, at time: Double) {
            self.id = id
            self.slot = slot
            self.y = Channel(y, at: time)
            self.x = Channel(0, at: time)
            self.lift = Channel(0, tolerance: Card.progressTolerance, at: time)
            self.appearance = Channel(entering ? 0 : 1, tolerance: Card.progressTolerance, at: time)
        }

        /// Whether every channel is at rest.
        var isSettled: Bool { y.isSettled && x.isSettled && lift.isSettled && appearance.isSettled }

        /// Advances the moving channels to `time`, reading timing curves through `memo` (the cards of one selection share
        /// one curve evaluation per frame).
        ///
        /// A resting channel is left alone: its value does not change, and its clock catches up when it is driven
        /// again (``Channel/catchUp(to:)``), as for the cards outside ``CardStack/motionScan``.
        mutating func advance(to time: Double, sharing memo: inout TimingCurve.Memo) {
            if !y.isSettled { y.advance(to: time, sharing: &memo) }
            if !x.isSettled { x.advance(to: time, sharing: &memo) }
            if !lift.isSettled { lift.advance(to: time, sharing: &memo) }
            if !appearance.isSettled { appearance.advance(to: time, sharing: &memo) }
        }
    }
}

extension [CardStack.Card] {
    /// Hands `body` the cards and `index`, to read the card at `index` in place (`$0[$1].slot`), without copying it.
    ///
    /// A card is over a kilobyte (four animated channels), and the compiler copied all of it where a frame read a
    /// few fields of `self[index]`: in the wallet's frame those copies were the largest cost per card.
    ///
    /// - Precondition: `index` is an index of the array.
    @inline(__always)
    func read<Result>(
        _ index: Int, _ body: (_ cards: UnsafeBufferPointer<CardStack.Card>, _ index: Int) -> Result
    ) -> Result {
        precondition(index >= 0 && index < count, "card index out of range")
        return withUnsafeBufferPointer { body($0, index) }
    }
}
