extension CardStack {
    /// Something the host may want to react to, reported once through ``CardStack/drainEvents(_:)``.
    ///
    /// Every ``lifted(_:)`` is followed by exactly one ``dropped(_:)`` or ``reorderCancelled(_:)`` for the same
    /// card; a ``moved(id:from:to:)`` comes just before the ``dropped(_:)`` of a drag that changed the order.
    public enum Event: Hashable, Sendable {
        /// A card was selected (by a tap or ``CardStack/Command/select(id:)``): the detail slot opens.
        case selected(String)
        /// The selected card was deselected: the detail slot closes.
        case deselected(String)
        /// A long press picked a card up: it lifts and can be dragged.
        case lifted(String)
        /// The live gap of the dragged card moved to this index (a good moment for a light haptic tick).
        ///
        /// Also reported when a removal during the drag pulls the gap back inside the smaller stack, so the last
        /// reported index is always where the card lands (``CardStack/landingIndex``) and below the card count.
        /// A report not yet taken whose index a removal took away is withdrawn, so every index
        /// ``CardStack/takeEvents()`` returns is an index of the cards at that moment.
        case gapChanged(id: String, index: Int)
        /// A card moved in the order, from one index to another (never equal), by a drag, an accessibility
        /// action or a data change.
        ///
        /// Persist the order by applying the same move to the stored order: remove the item at `from` and insert
        /// it at `to`. A drag that lands where it started reports no move.
        case moved(id: String, from: Int, to: Int)
        /// The lifted card was let go (released after a drag or a hold, or tapped); any move was reported before.
        case dropped(String)
        /// The reorder was abandoned (the system cancelled the touch, or the dragged card was removed): the order
        /// is the one the drag started from, with any data changes made meanwhile.
        case reorderCancelled(String)
        /// A message for assistive technologies: a card's new place after an accessibility action moved it
        /// ("Visa, card 1 of 4"; ``Command/accessibility(action:id:description:)``).
        case announcement(AccessibilityPhrase)
    }
}
