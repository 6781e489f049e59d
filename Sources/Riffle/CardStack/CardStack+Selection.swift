extension CardStack {
    /// Selects a card, as a tap on it does: it and every later card move to y = 0, the earlier cards move down
    /// off the screen, the stack scrolls back to 0 and the detail slot opens, all with
    /// ``Configuration/selectionMotion``.
    ///
    /// Selecting another card while one is selected switches the selection (``Event/deselected(_:)`` then
    /// ``Event/selected(_:)``).
    ///
    /// - Parameters:
    ///   - id: The card to select.
    ///   - time: The time, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Returns: Whether the card is selected afterwards: false for an unknown identifier or while a card is
    ///   lifted (the finger wins).
    /// - Complexity: O(n).
    @discardableResult
    public mutating func select(_ id: String, at time: Double) -> Bool {
        let now = now(time)
        step(to: now)
        defer { _checkInvariants() }
        guard session == nil, index(of: id) != nil else { return false }
        changeSelection(to: id, at: now)
        return true
    }

    /// Deselects the selected card, if any, as a second tap does: the cards go back to the stack and the detail
    /// slot closes, with ``Configuration/selectionMotion``.
    ///
    /// - Parameter time: The time, in seconds (a non-finite or earlier time counts as the latest input's).
    /// - Complexity: O(n).
    public mutating func deselect(at time: Double) {
        let now = now(time)
        step(to: now)
        changeSelection(to: nil, at: now)
        _checkInvariants()
    }

    /// Selects `id` (or nothing), reports the change, and animates the cards, the scroll and the detail slot.
    mutating func changeSelection(to id: String?, at time: Double) {
        guard id != selectedID else { return }
        if let previous = selectedID { pendingEvents.append(.deselected(previous)) }
        selectedID = id
        if let id { pendingEvents.append(.selected(id)) }
        if id != nil { scrollDrag = nil }
        let motion = effective(configuration.selectionMotion)
        detail.drive(to: id == nil ? 0 : 1, with: motion, at: time)
        if id != nil { scroll.drive(to: 0, with: motion, at: time) }
        layOut(with: configuration.selectionMotion, at: time)
    }
}
