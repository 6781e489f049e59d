extension CardStack {
    /// Where a lifted card is drawn among the others: its ``CardPlacement/zIndex`` while it is held.
    public enum LiftedCardOrder: String, Hashable, Sendable, CaseIterable {
        /// In front of every other card while it is held, as iOS floats a dragged item (the default).
        ///
        /// Its zIndex is the number of cards, above every resting card's −slot. Once released it takes its
        /// slot's zIndex again and slides into the stack.
        case onTop
        /// Seed 004's `zIndex(−i + dy / spacing)`: the card's index when it was lifted, raised by the distance
        /// it was dragged up the stack in spacings.
        ///
        /// Dragged up past other cards it passes under the cards in front of its old place.
        case seed
    }
}
