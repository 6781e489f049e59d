extension CardStack {
    /// A finger scrolling the stack: a vertical drag that began before any long press.
    struct ScrollDrag: Hashable, Sendable {
        /// The scroll offset the drag started from, without the rubber band (the finger's own offset).
        var startOffset: Double
        /// The drag's vertical translation when it began (the slop is not applied to the stack).
        var startTranslation: Double
    }
}
