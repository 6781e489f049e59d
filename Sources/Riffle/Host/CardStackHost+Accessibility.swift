extension CardStackHost {
    /// The accessibility label of a card: the view's description followed by the card's place, as in
    /// "Visa ending 1234, card 1 of 4" (``CardStack/accessibilityLabel(for:description:)``).
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - description: The view's description of the card; when empty the label is "Card 1 of 4".
    /// - Returns: The label; `description` alone for a card the host does not hold.
    /// - Complexity: O(n).
    public func accessibilityLabel(for id: String, description: String) -> String {
        if let stack { return stack.accessibilityLabel(for: id, description: description) ?? description }
        guard let index = order.firstIndex(of: id) else { return description }
        let position = "card \(index + 1) of \(order.count)"
        return description.isEmpty ? "C" + position.dropFirst() : "\(description), \(position)"
    }

    /// The custom actions to offer on a card: "Move up" unless it is first, "Move down" unless it is last; none
    /// while a card is lifted (``CardStack/accessibilityActions(for:)``).
    ///
    /// - Parameter id: The card's identifier.
    /// - Returns: The actions, in the order to present them.
    /// - Complexity: O(n).
    public func accessibilityActions(for id: String) -> [CardStack.AccessibilityAction] {
        stack?.accessibilityActions(for: id) ?? []
    }

    /// Performs a custom accessibility action on a card: it moves one place in the order, the cards spring to
    /// their slots, and its new place is announced ("Visa, card 1 of 4").
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - id: The card's identifier.
    ///   - description: The view's description of the card, for the announcement.
    ///   - time: The time of the action, in seconds.
    /// - Returns: What the view must act on: the move and the announcement, or nothing when the card cannot move
    ///   that way.
    /// - Complexity: O(n).
    public mutating func perform(
        _ action: CardStack.AccessibilityAction, on id: String, description: String, at time: Double
    ) -> [Output] {
        defer { _checkInvariants() }
        guard stack != nil else { return [] }
        // Mutated in place (optional chaining), so the stack's storage is not copied per command.
        let moved = stack?.perform(action, on: id, at: time) ?? false
        var outputs = collect()
        if moved { outputs.append(.announcement(accessibilityLabel(for: id, description: description))) }
        return outputs
    }

    /// The default accessibility action on a card (VoiceOver's double tap), as a tap: selects the card, or
    /// deselects when a card is selected.
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - time: The time of the action, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n).
    public mutating func activate(_ id: String, at time: Double) -> [Output] {
        select(selection == nil ? id : nil, at: time)
    }
}
