extension Track {
    /// The slot of the item a pointer is pressing, for a pressed look (dimmed or slightly smaller), or nil.
    ///
    /// An item is pressed from the touch-down on it until the press can no longer be a tap on it: the drag
    /// begins (the finger passed the slop), the pointer lifts (the tap itself ends the press), or the press is
    /// cancelled or declined. A touch that catches a moving track only stops it and presses nothing, as in a
    /// scroll view. A long press keeps the item pressed until the pointer lifts. The slot identifies the copy
    /// under the finger on a loop that repeats items (see ``VisibleItem/slot``).
    ///
    /// - Complexity: O(1).
    public var pressedSlot: Int? { pressed }
}
