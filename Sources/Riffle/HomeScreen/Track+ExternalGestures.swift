extension Track {
    /// Applies a gesture recognized outside the track.
    ///
    /// The home screen feeds one recognizer for its pages, icons and dots and hands the track only the gestures
    /// that concern the pages. The track's own recognizer stays idle.
    mutating func applyExternalGesture(_ gesture: GestureEvent) {
        let at = gesture.time
        if at.isUsableTime, at >= time { step(to: at) }
        apply(gesture)
        _checkInvariants()
    }

    /// Replaces a settling spring toward the target snap by `replacement` (a timing curve), from the current
    /// offset: seed 002's fixed-duration ease-out instead of a spring.
    ///
    /// Nothing happens unless the track is settling with a spring.
    mutating func replaceSettleMotion(with replacement: Motion) {
        guard motion != nil, !motionIsDecay, phase == .settling else { return }
        var running = motionValue(at: time)
        running.animate(to: layout.offset(ofVirtualSnap: targetVirtual), with: replacement, at: time)
        motion = running
        _checkInvariants()
    }

    /// Lets go of pages a pointer grabbed while they moved, because the press turned into something else (an
    /// icon lifted): they settle on the nearest page now instead of when the pointer lifts, and the lift no longer
    /// counts as stopping them.
    mutating func settleGrabbedPages(at time: Double) {
        pointerStoppedMotion = false
        if drag == nil, motion == nil, offset != layout.offset(ofVirtualSnap: targetVirtual) {
            settleOnNearest(at: Swift.max(self.time, time), cause: .tap)
        }
        _checkInvariants()
    }
}
