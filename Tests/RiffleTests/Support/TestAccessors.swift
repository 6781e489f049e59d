@testable import Riffle

// Readings only the tests make: kept here rather than in the library, which never reads them.

extension Pager {
    /// The size the front end measured for item `index`, if any.
    ///
    /// - Parameter index: The item's data index.
    /// - Returns: Its measured size (`x` the width, `y` the height), or nil.
    /// - Complexity: O(1).
    func measuredSize(ofItem index: Int) -> Vector? { measurements[index] }

    /// The track's length across its axis at `time` when it follows its items
    /// (``CrossAxisSizing/followsCurrentItem``): the measured cross size of the item at the anchor, interpolated
    /// between the two items either side of it by their progress while the track moves; nil when the track does not
    /// follow its items or none of those two was measured.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The length, in points (the height of a horizontal track), or nil.
    /// - Complexity: O(visible items).
    func crossAxisLength(at time: Double) -> Double? {
        guard settings.crossAxisSizing == .followsCurrentItem, var frame = track else { return nil }
        if time > frame.time { frame.advance(to: time) }
        return Self.followedCrossLength(of: frame, measurements: measurements)
    }

    /// The shortest interval between frames the view needs: nil (every display frame) while something moves,
    /// 0.1 s while only waiting for an autoplay deadline.
    var frameInterval: Double? { needsFrames || nextDeadline == nil ? nil : 0.1 }
}

extension RecordingReplayer {
    /// Every remaining frame.
    ///
    /// - Returns: The frames, in order.
    /// - Complexity: O(frames × placements).
    mutating func remainingFrames() -> [Frame] {
        var frames: [Frame] = []
        while let frame = nextFrame() { frames.append(frame) }
        return frames
    }
}

extension VelocityTracker {
    /// The number of samples held, at most ``historyCapacity``.
    var sampleCount: Int { count }
}

extension PointerArena {
    /// Whether any pointer is owned by `target`.
    ///
    /// - Parameter target: A component.
    func isOwning(_ target: Target) -> Bool {
        entries.contains { $0.candidates[$0.owner] == target }
    }
}
