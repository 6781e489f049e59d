extension Track {
    /// What assistive technologies say for a snap: ``AccessibilityPhrase/page(_:of:)``, 1-based, the snap clamped
    /// into the track (page 1 of 1 for an empty track).
    ///
    /// - Parameter snap: The snap index.
    /// - Returns: The phrase, for the front end to word.
    func accessibilityLabel(forSnap snap: Int) -> AccessibilityPhrase {
        let count = Swift.max(layout.snapCount, 1)
        let index = Swift.min(Swift.max(snap, 0), count - 1)
        return .page(index + 1, of: count)
    }

    /// The track's accessibility value: the current page, as in `accessibilityLabel(forSnap:)`.
    public var accessibilityValue: AccessibilityPhrase { accessibilityLabel(forSnap: targetIndex) }

    /// The adjustable action "increment": one page forward, through the same command path as everything else.
    ///
    /// - Parameter time: The time of the action, in seconds.
    mutating func accessibilityIncrement(at time: Double) {
        send(.next(animated: true), at: time, cause: .accessibility)
    }

    /// The adjustable action "decrement": one page back.
    ///
    /// - Parameter time: The time of the action, in seconds.
    mutating func accessibilityDecrement(at time: Double) {
        send(.previous(animated: true), at: time, cause: .accessibility)
    }

    /// Whether assistive technologies should skip a visible item: it is mostly off screen (less than half of it
    /// inside the viewport).
    ///
    /// Items that are not visible at all are not in ``visibleItems`` in the first place.
    ///
    /// - Parameter item: A visible item.
    /// - Returns: True when the item should be hidden from assistive technologies.
    public func isAccessibilityHidden(_ item: VisibleItem) -> Bool {
        guard item.length > 0 else { return true }
        let start = Swift.max(item.offset, 0)
        let end = Swift.min(item.offset + item.length, layout.viewportLength)
        return (end - start) / item.length < 0.5
    }

    /// Tells the track whether accessibility focus is inside it (autoplay pauses while it is).
    ///
    /// - Parameters:
    ///   - focused: Whether focus is inside.
    ///   - time: The time, in seconds.
    mutating func setAccessibilityFocus(_ focused: Bool, at time: Double) {
        autoplay.set(\.isFocusInside, focused, at: time)
    }

    /// Pauses or resumes autoplay at the user's request (WCAG 2.2.2: moving content can be paused).
    ///
    /// No move while paused, then a full interval after resuming. New autoplay options keep the pause.
    ///
    /// - Parameters:
    ///   - paused: Whether autoplay is paused.
    ///   - time: The time, in seconds.
    mutating func setAutoplayPaused(_ paused: Bool, at time: Double) {
        autoplay.set(\.isPaused, paused, at: time)
    }
}
