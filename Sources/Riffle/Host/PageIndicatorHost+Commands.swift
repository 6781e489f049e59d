extension PageIndicatorHost {
    /// A move command (tvOS remote, arrow keys) on focused dots: the next or the previous page along the dots'
    /// axis, as ``increment()`` and ``decrement()`` (mirrored right to left on a horizontal row, see
    /// ``MoveDirection/pageStep(along:rightToLeft:)``).
    ///
    /// - Parameter direction: The direction.
    /// - Returns: The page to select, or nil across the axis or at the first or last page.
    public mutating func moveCommand(_ direction: MoveDirection) -> Int? {
        switch direction.pageStep(along: indicator.configuration.axis, rightToLeft: isRightToLeft) {
        case 1: return increment()
        case -1: return decrement()
        default: return nil
        }
    }
}
