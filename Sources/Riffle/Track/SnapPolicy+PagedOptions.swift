extension SnapPolicy.PagedOptions {
    /// The largest step a release takes on a layout of `snapCount` snaps: the larger of 1,000 and the snap count.
    ///
    /// - Complexity: O(1).
    static func stepCap(snapCount: Int) -> Int {
        Swift.max(1000, snapCount)
    }
}
