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

extension CardStack {
    /// Whether a lifted card is being dragged.
    var isDragging: Bool { session?.isDragging ?? false }

    /// Whether the finger is scrolling the stack (a drag that began before a long press).
    var isScrollDragging: Bool { scrollDrag != nil }

    /// The placements of the cards that can be on screen, in the stack's order, written into a buffer the caller
    /// keeps (see ``forEachVisiblePlacement(_:)``), as a front end that keeps its placements does.
    ///
    /// - Parameter result: Emptied (keeping its capacity), then filled.
    /// - Complexity: As ``forEachVisiblePlacement(_:)``; allocates nothing once the buffer holds the cards on
    ///   screen.
    func visiblePlacements(into result: inout [CardPlacement]) {
        result.removeAll(keepingCapacity: true)
        forEachVisiblePlacement { result.append($0) }
    }
}

extension Sheet {
    /// Whether a finger drags the sheet.
    var isDragging: Bool { drag != nil }
}

extension Track {
    /// Whether an increment (next page) is possible: always on a loop, else unless on the last snap.
    var canIncrement: Bool { layout.itemCount > 0 && (layout.loops || targetIndex < layout.snapCount - 1) }

    /// Whether a decrement (previous page) is possible.
    var canDecrement: Bool { layout.itemCount > 0 && (layout.loops || targetIndex > 0) }
}

extension SpanList {
    /// Replaces item `index`'s length and gap; later items move by the difference.
    ///
    /// An index out of range is ignored.
    ///
    /// - Parameters:
    ///   - index: The item.
    ///   - length: The new length (repaired as described in ``SpanList``).
    ///   - gap: The new gap before the item.
    /// - Complexity: O(n).
    mutating func replace(at index: Int, length: Double, gap: Double) {
        guard index >= 0, index < count else { return }
        remove(at: index)
        insert(length: length, gap: gap, at: index)
    }
}
