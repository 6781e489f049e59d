extension CardStack {
    /// How a dragged card picks the index it lands on.
    public enum DropRule: String, Hashable, Sendable, CaseIterable {
        /// The other cards make way while the card is dragged, and it lands in the gap they leave (the default).
        ///
        /// The gap is the slot nearest to the card's position (its centre among the slots' centres). It moves to
        /// a neighbouring slot only once the card is more than ``Configuration/gapHysteresis`` beyond the
        /// half-way boundary between the two slots, so the gap does not flicker when the finger rests on a
        /// boundary. The lift is not counted: a lifted card that has not moved keeps its gap.
        case liveGap
        /// Seed 004's rule, evaluated at release: `newIndex = i + Int(−dy / spacing)`, clamped to the stack.
        ///
        /// `Int` truncates toward zero, so a card must travel a full spacing (50 pt in the seed) to move one
        /// place: dy = −120 moves it two places up the order. The other cards stay where they are during the drag.
        case seed
    }
}
