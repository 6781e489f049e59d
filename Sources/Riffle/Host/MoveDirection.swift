/// The direction of a move command.
///
/// An arrow key, or a swipe or click on the edge of a TV remote's touch surface (SwiftUI's `onMoveCommand`). The
/// hosts turn it into a step along their axis (``Pager/Command/move(_:)``,
/// ``PageIndicator/Command/move(_:)``, ``CardStack/Command/move(_:)``).
public enum MoveDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right

    /// The page step this direction means along an axis: +1 (the next page), -1 (the previous one) or nil (across
    /// the axis, where the focus engine may move on).
    ///
    /// On a horizontal axis right is the next page, mirrored right to left (the next page lies on the left); on a
    /// vertical axis down is the next page.
    ///
    /// - Parameters:
    ///   - axis: The axis the pages run along.
    ///   - rightToLeft: Whether a horizontal axis is mirrored.
    /// - Returns: +1, -1 or nil.
    func pageStep(along axis: Axis, rightToLeft: Bool) -> Int? {
        switch (axis, self) {
        case (.horizontal, .right): return rightToLeft ? -1 : 1
        case (.horizontal, .left): return rightToLeft ? 1 : -1
        case (.vertical, .down): return 1
        case (.vertical, .up): return -1
        default: return nil
        }
    }
}
