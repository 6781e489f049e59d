extension CardStackHost {
    /// Where a wallet view draws the history of the selected card (seed 004's transaction history) this frame.
    ///
    /// The slot spans the view's width, from ``Settings/historySpacing`` below the front card's resting place to
    /// the view's bottom edge. It slides in from below the bottom edge as the stack's
    /// ``CardStack/detailProgress`` goes from 0 to 1: the frame's top is at `top + (1 − progress)·height`, so at 0
    /// it lies just below the view and at 1 it fills its place.
    public struct HistorySlot: Hashable, Sendable {
        /// The card whose history to show.
        public var id: String
        /// The left edge of the slot in the view, in points (0).
        public var x: Double
        /// The top edge of the slot in the view this frame, in points.
        public var y: Double
        /// The slot's width, in points (the view's).
        public var width: Double
        /// The slot's height, in points.
        public var height: Double
        /// The transition's progress, 0 (closed) to 1 (open).
        public var progress: Double

        /// Creates a slot.
        ///
        /// - Parameters:
        ///   - id: The card whose history to show.
        ///   - x: The left edge, in points.
        ///   - y: The top edge, in points.
        ///   - width: The width, in points.
        ///   - height: The height, in points.
        ///   - progress: The transition's progress.
        public init(id: String, x: Double, y: Double, width: Double, height: Double, progress: Double) {
            self.id = id
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.progress = progress
        }
    }
}
