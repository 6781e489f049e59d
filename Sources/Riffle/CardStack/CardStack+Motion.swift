extension CardStack {
    /// Advances the stack to `time`: fires a pending long press, runs every motion and auto-scrolls a held card
    /// near the viewport's edge.
    ///
    /// Call it once per frame. A time earlier than the latest input, a non-finite one, or one beyond
    /// ``PointerEvent/maximumTimestampMagnitude``, is ignored (time never runs backwards).
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Complexity: O(cards that may move): O(n) on the first frame after a command, a data change or a gesture
    ///   moves the cards, then O(moving cards); allocates nothing.
    public mutating func advance(to time: Double) {
        guard time.isUsableTime, time >= self.time else { return }
        for gesture in recognizer.advance(to: time) {
            step(to: gesture.time)
            apply(gesture)
        }
        step(to: time)
        _checkInvariants()
    }

    /// Runs the motions and the auto-scroll up to `now`, then moves the live gap if the dragged card's place in
    /// the stack changed.
    mutating func step(to now: Double) {
        guard now.isUsableTime, now >= time else { return }
        let elapsed = now - time
        time = now
        // The selection motion drives the cards and the detail slot with one curve from one start: read it once.
        var memo = TimingCurve.Memo()
        advanceCards(to: now, sharing: &memo)
        scroll.advance(to: now, sharing: &memo)
        detail.advance(to: now, sharing: &memo)
        guard let session else { return }
        if session.isDragging, elapsed > 0 {
            let speed = autoScrollSpeed(fingerY: session.location.y)
            if speed != 0 {
                let range = scrollRange
                let moved = scroll.value + speed * elapsed
                let target = Swift.min(Swift.max(moved, range.lowerBound), range.upperBound)
                if target != scroll.value { scroll.jump(to: target, at: now) }
            }
        }
        updateGap(at: now)
    }

    /// Advances the cards of ``motionScan`` to `now`, narrows it to the cards still moving and updates
    /// ``restsInColumn`` (from scratch when the scan covers every card); timing curves are read through `memo`.
    mutating func advanceCards(to now: Double, sharing memo: inout TimingCurve.Memo) {
        releaseEnteringCards(at: now)
        let count = cards.count
        rescanMotion(
            Swift.min(motionScan.lowerBound, count)..<Swift.min(motionScan.upperBound, count), advancingTo: now,
            sharing: &memo)
    }

    /// Reads the cards of `scan`, each advanced to `now` first when given: ``motionScan`` becomes the range of
    /// those still moving and ``restsInColumn`` is updated (from scratch when `scan` covers every card; the cards
    /// outside a partial scan are at rest and were judged before; the ``displaced`` ones are not judged).
    ///
    /// Timing curves are read through `memo`.
    ///
    /// - Complexity: O(`scan.count`).
    mutating func rescanMotion(_ scan: Range<Int>, advancingTo now: Double?, sharing memo: inout TimingCurve.Memo) {
        var inColumn = scan.count == cards.count ? true : restsInColumn
        var first = Int.max
        var last = Int.min
        let liftedIndex = session.flatMap { index(of: $0.id) }
        if let now, !scan.isEmpty {
            // One uniqueness check for the whole scan, not one per card.
            cards.withUnsafeMutableBufferPointer { cards in
                for i in scan { cards[i].advance(to: now, sharing: &memo) }
            }
        }
        for i in scan {
            if !cards.read(i, { $0[$1].isSettled }), !isWaitingToEnter(at: i) {
                first = Swift.min(first, i)
                last = i
            } else if inColumn, i != liftedIndex, !displaced.contains(i), !isInColumn(at: i, liftedIndex: liftedIndex) {
                inColumn = false
            }
        }
        motionScan = first <= last ? first..<(last + 1) : 0..<0
        restsInColumn = inColumn
    }

    /// The auto-scroll speed for a finger at `fingerY`, in points per second: positive (revealing the cards
    /// above) in the band along the viewport's top, negative along its bottom, 0 elsewhere or when the stack
    /// cannot scroll that way.
    ///
    /// The speed grows linearly from 0 at the band's inner side to ``Configuration/autoScrollMaximumSpeed`` at
    /// the edge, and stays there beyond it.
    func autoScrollSpeed(fingerY: Double) -> Double {
        let edge = configuration.autoScrollEdge
        let maximum = configuration.autoScrollMaximumSpeed
        let height = configuration.viewportHeight
        guard edge > 0, maximum > 0, height > 0, fingerY.isFinite else { return 0 }
        let range = scrollRange
        if fingerY < edge, scroll.value < range.upperBound {
            return maximum * Swift.min((edge - fingerY) / edge, 1)
        }
        if fingerY > height - edge, scroll.value > range.lowerBound {
            return -maximum * Swift.min((fingerY - (height - edge)) / edge, 1)
        }
        return 0
    }
}
