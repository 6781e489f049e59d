extension CardStack {
    /// The accessibility label of a card: ``AccessibilityPhrase/card(_:of:description:)``, the host's
    /// description with the card's 1-based place, which a front end words as in "Visa ending 1234, card 1 of 5".
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - description: The host's description of the card (may be empty: "Card 1 of 5").
    /// - Returns: The label, or nil if the stack does not hold the card.
    /// - Complexity: O(n).
    public func accessibilityLabel(for id: String, description: String) -> AccessibilityPhrase? {
        guard let index = index(of: id) else { return nil }
        return .card(index + 1, of: cards.count, description: description)
    }

    /// The custom actions available on a card: ``AccessibilityAction/moveUp`` unless it is first,
    /// ``AccessibilityAction/moveDown`` unless it is last; none while a card is lifted, for an unknown card, or
    /// before the stack has a ``viewport``.
    ///
    /// - Parameter id: The card's identifier.
    /// - Returns: The actions, in the order to present them.
    /// - Complexity: O(n).
    public func accessibilityActions(for id: String) -> [AccessibilityAction] {
        guard session == nil, viewport != nil, let index = index(of: id) else { return [] }
        var actions: [AccessibilityAction] = []
        if index > 0 { actions.append(.moveUp) }
        if index < cards.count - 1 { actions.append(.moveDown) }
        return actions
    }

    /// Performs a custom accessibility action on a card, through the same path as a drop: the order changes,
    /// the cards spring to their slots, and ``Event/moved(id:from:to:)`` is reported.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - id: The card's identifier.
    ///   - time: The time, in seconds.
    /// - Returns: Whether the order changed: false at the end the action moves toward, for an unknown card,
    ///   or while a card is lifted.
    /// - Complexity: O(n).
    @discardableResult
    mutating func perform(_ action: AccessibilityAction, on id: String, at time: Double) -> Bool {
        guard let index = index(of: id) else { return false }
        let target = action == .moveUp ? index - 1 : index + 1
        guard cards.indices.contains(target) else { return false }
        return (try? move(id, to: target, at: time)) ?? false
    }

    /// A custom accessibility action on a card.
    ///
    /// "Up" and "down" refer to the order, as in a list: moving up brings a card one place toward the first
    /// card ("card 2 of 5" becomes "card 1 of 5"). On screen the first card is drawn in front, at the bottom.
    ///
    /// A front end names it with ``AccessibilityPhrase/cardAction(_:)`` ("Move up", "Move down" in English).
    public enum AccessibilityAction: String, Hashable, Sendable, Codable, CaseIterable {
        /// One place toward the first card (index − 1).
        case moveUp
        /// One place toward the last card (index + 1).
        case moveDown
    }
}
