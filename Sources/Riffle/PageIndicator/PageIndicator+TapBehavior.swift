extension PageIndicator {
    /// What a tap on the indicator does.
    public enum TapBehavior: String, Hashable, Sendable, Codable, CaseIterable {
        /// The `UIPageControl` rule: a tap on the leading side of the current dot goes to the previous page,
        /// a tap on its trailing side to the next page. Exactly one page, even when the tap lands on a dot
        /// further away; nothing at the first or last page.
        case stepTowardTap
        /// The seed rule (seeds 001 and 002): a tap selects the page of the dot under it.
        case selectTappedDot
    }
}
