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
}
