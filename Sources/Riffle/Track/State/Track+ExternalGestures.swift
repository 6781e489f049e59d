extension Track {
    /// Applies a gesture recognized outside the track, through the same rules as the track's own recognizer.
    ///
    /// A composed component (``HomeScreen``) feeds one recognizer for its pages, icons and dots and hands the
    /// track only the gestures that concern the pages; the track's own recognizer stays idle. This is the only
    /// way in from outside `Track/`: nothing else writes the track's state.
    mutating func applyExternalGesture(_ gesture: GestureEvent) {
        let at = gesture.time
        if at.isUsableTime, at >= time { step(to: at) }
        apply(gesture)
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
