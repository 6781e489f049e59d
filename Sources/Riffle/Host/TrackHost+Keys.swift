extension TrackHost {
    /// A keyboard command: previous or next, a screenful back or forward, the first or the last item.
    ///
    /// ``KeyCommand/previous`` and ``KeyCommand/next`` move one page, ``KeyCommand/pageUp`` and
    /// ``KeyCommand/pageDown`` as many pages as the viewport shows around the target (at least one). These moves
    /// add up from where the track is heading, so key repeat runs through the pages at the repeat rate; a bounded
    /// track stops at its ends, a loop wraps. ``KeyCommand/home`` and ``KeyCommand/end`` go to the data's first and
    /// last item; on a loop, whose ring has no ends, they go to item 0 and to item `itemCount − 1` by the shortest
    /// way round (forward on a tie), so they show the first and the last item of the data. The settle is announced
    /// as after a drag. During a drag (a finger or a trackpad) keys do nothing: the finger wins.
    ///
    /// - Parameters:
    ///   - key: The command.
    ///   - time: The time of the key press (or repeat), in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(log s).
    public mutating func handle(_ key: KeyCommand, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard let current = track, current.drag == nil, itemCount > 0 else { return [] }
        switch key {
        case .previous: return scroll(by: -1, at: time)
        case .next: return scroll(by: 1, at: time)
        case .pageUp: return scroll(by: -pageSize(of: current), at: time)
        case .pageDown: return scroll(by: pageSize(of: current), at: time)
        case .home: return scroll(toIndex: 0, animated: true, at: time)
        case .end: return scroll(toIndex: itemCount - 1, animated: true, at: time)
        }
    }

    /// The Digital Crown turned: its rotation adds up to pages by ``CrownStepper``'s rule (one page per
    /// ``Settings/crownRotationPerPage`` of a turn, clockwise towards the next page, the remainder dropped on a
    /// reversal or a pause), moved through the same path as ``handle(_:at:)``'s previous and next.
    ///
    /// - Parameters:
    ///   - delta: The rotation since the previous call, in full turns, positive clockwise.
    ///   - time: The time of the rotation, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(log s).
    public mutating func crownRotated(by delta: Double, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        crown.rotationPerPage = settings.crownRotationPerPage
        let pages = crown.feed(delta, at: time)
        guard pages != 0, let current = track, current.drag == nil else { return [] }
        return scroll(by: pages, at: time)
    }

    /// The pages one screenful holds around the track's target: the viewport's length over the distance to the
    /// neighbouring snap, rounded down, at least 1.
    func pageSize(of track: Track) -> Int {
        let layout = track.layout
        guard layout.snapCount > 1 else { return 1 }
        let virtual = track.virtualTargetIndex
        let here = layout.offset(ofVirtualSnap: virtual)
        let neighbour =
            layout.loops || virtual < layout.snapCount - 1
            ? layout.offset(ofVirtualSnap: virtual.saturatingAdding(1))
            : layout.offset(ofVirtualSnap: virtual - 1)
        let spacing = abs(neighbour - here)
        guard spacing.isFinite, spacing > 0 else { return 1 }
        let pages = (layout.viewportLength / spacing + 1e-9).rounded(.down)
        guard pages.isFinite, pages >= 1 else { return 1 }
        return Int(Swift.min(pages, Double(layout.snapCount)))
    }
}
