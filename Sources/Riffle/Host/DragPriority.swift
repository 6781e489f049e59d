/// How a component's drag shares a touch with the views around it: the scroll view, list, paging tab view or
/// navigation stack it is in, and the buttons inside its items.
///
/// A touch that lands on a component can be a tap, a press, the component's drag or a drag of a parent that
/// scrolls. The host decides which with ``ComponentHost/shouldBeginDrag(translation:velocity:)`` once the touch
/// has moved `ComponentHost/claimDistance` points: the classic `gestureRecognizerShouldBegin` rule.
public enum DragPriority: String, Hashable, Sendable, Codable, CaseIterable {
    /// The component claims a drag only along its own axis (``Interactive/shouldBeginDrag(translation:velocity:)``)
    /// and leaves a perpendicular one to its parent: a horizontal carousel in a vertical `ScrollView` or `List`
    /// pages on horizontal swipes and lets vertical ones scroll the list. A press that could become a scroll
    /// commits to nothing (a wallet lifts no card) before `standardPressDelay`. The default: use it whenever
    /// the component is inside something that scrolls.
    case standard
    /// The component claims every drag that starts on it, in any direction, before a parent can: for a
    /// component that fills the screen, or one inside a parent that pages along the same axis (a paging
    /// `TabView`, a horizontal `ScrollView`) where the inner one must win.
    case high
    /// The component runs alongside its parent and the controls in its items, as in 0.1: both move. Only for
    /// a parent that does not scroll and wants to watch the same touch.
    case simultaneous

    /// How long a press must be held, under ``standard``, before a component commits to it (a wallet lifts its
    /// card), in seconds: the system's long-press duration (0.5), so that a parent's scroll, which begins once the
    /// finger has moved about ten points, wins first.
    static let standardPressDelay = 0.5
}
