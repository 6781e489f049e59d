extension CardStackHost {
    /// A move command (tvOS remote, arrow keys): the next or the previous card becomes the selected one.
    ///
    /// Down selects the card after the selected one (the first card when none is selected), up the card before
    /// it; each selection shows that card and its history as a tap would. Left and right, up with nothing
    /// selected, and moves past either end do nothing.
    ///
    /// - Parameters:
    ///   - direction: The direction.
    ///   - time: The time of the command, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n).
    public mutating func moveCommand(_ direction: MoveDirection, at time: Double) -> [Output] {
        guard let step = direction.pageStep(along: .vertical, rightToLeft: false), !order.isEmpty else { return [] }
        let target: Int
        if let current = selection, let position = stack?.index(of: current) ?? order.firstIndex(of: current) {
            target = position + step
        } else {
            target = step > 0 ? 0 : -1
        }
        guard order.indices.contains(target) else { return [] }
        return select(order[target], at: time)
    }

    /// The select command (the TV remote's select press), as a tap: deselects the selected card, or selects the
    /// first card when none is selected (``activate(_:at:)``).
    ///
    /// - Parameter time: The time of the command, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n).
    public mutating func selectCommand(at time: Double) -> [Output] {
        guard let id = selection ?? order.first else { return [] }
        return activate(id, at: time)
    }
}
