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

        /// Advances every channel to `time`.
        mutating func advance(to time: Double) {
            y.advance(to: time)
            x.advance(to: time)
            lift.advance(to: time)
            appearance.advance(to: time)
        }
    }
}
