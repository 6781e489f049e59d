extension CardStack {
    /// A custom accessibility action on a card.
    ///
    /// "Up" and "down" refer to the order, as in a list: moving up brings a card one place toward the first
    /// card ("card 2 of 5" becomes "card 1 of 5"). On screen the first card is drawn in front, at the bottom.
    public enum AccessibilityAction: String, Hashable, Sendable, CaseIterable {
        /// One place toward the first card (index − 1).
        case moveUp = "Move up"
        /// One place toward the last card (index + 1).
        case moveDown = "Move down"

        /// The action's name, to show in the assistive technology's action list.
        public var name: String { rawValue }
    }
}
