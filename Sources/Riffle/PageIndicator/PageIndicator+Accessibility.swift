extension PageIndicator {
    /// What assistive technologies say, 1-based: ``AccessibilityPhrase/page(_:of:)`` (page 3 of 13), or
    /// ``AccessibilityPhrase/noPages`` when there are none.
    ///
    /// It changes with every page. On Apple platforms expose it where VoiceOver re-reads it after an adjustment;
    /// UIKit's `UIPageControl` reports the same words as its accessibility value.
    public var accessibilityLabel: AccessibilityPhrase {
        guard let page = accessibilityValue else { return .noPages }
        return .page(page, of: _count)
    }

    /// The adjustable value: the 1-based number of the current page, or `nil` when there are no pages.
    public var accessibilityValue: Int? {
        currentPage.map { $0 + 1 }
    }

    /// Whether assistive technologies should skip the indicator: exactly when it is `isHidden`.
    public var isAccessibilityHidden: Bool { isHidden }

    /// The adjustable action "increment" (VoiceOver's swipe up): requests the next page.
    ///
    /// Queues ``Event/requestPage(_:animated:cause:)`` for the next page, already made current; nothing when the
    /// indicator is hidden or already on the last page.
    ///
    /// - Returns: The page requested, or `nil`.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func increment() -> Int? {
        step(by: 1)
    }

    /// The adjustable action "decrement" (VoiceOver's swipe down): requests the previous page.
    ///
    /// Queues ``Event/requestPage(_:animated:cause:)`` for the previous page, already made current; nothing when
    /// the indicator is hidden or already on the first page.
    ///
    /// - Returns: The page requested, or `nil`.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func decrement() -> Int? {
        step(by: -1)
    }

    /// Requests the page `delta` away from the current one, when it exists and the indicator is shown.
    private mutating func step(by delta: Int) -> Int? {
        defer { _checkInvariants() }
        guard !isHidden, let current = currentPage else { return nil }
        let target = current + delta
        guard target >= 0 && target < _count else { return nil }
        request(target, animated: true, cause: .accessibility)
        return target
    }
}
