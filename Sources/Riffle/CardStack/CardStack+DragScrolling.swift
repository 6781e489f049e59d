extension CardStack {
    /// The speed (points per second) above which a finger landing on the stack catches the scroll instead of
    /// pressing a card.
    static let catchSpeed = 20.0

    /// The spring that brings a scroll offset released past an end of ``scrollRange`` back to it.
    static let scrollReturnSpring = Spring.smooth

    /// The card shown pressed: the one under a finger that is down and has not become a lift or a scroll.
    ///
    /// It is nil while a card is lifted, while the finger scrolls the stack, after the press was cancelled, and
    /// for a press that caught a moving stack (that press only stops it). ``CardPlacement/isPressed`` marks the
    /// same card.
    var pressedCardID: String? {
        session == nil && scrollDrag == nil ? pressedID : nil
    }

    /// Stops a moving scroll under a landing finger, when it moves fast enough (``catchSpeed``) or sits outside its
    /// range; returns whether it did.
    mutating func catchScroll(at time: Double) -> Bool {
        guard selectedID == nil, session == nil, !scroll.isSettled else { return false }
        let range = scrollRange
        let value = scroll.value
        guard
            scroll.animated.velocity.magnitude >= CardStack.catchSpeed || value < range.lowerBound
                || value > range.upperBound
        else { return false }
        scroll.stop(at: time)
        return true
    }

    /// Starts scrolling with the finger, from the offset on screen (a rubber-banded offset is continued from the
    /// finger position that shows it, so nothing jumps).
    mutating func beginScrollDrag(_ value: DragValue) {
        let time = now(value.time)
        scroll.stop(at: time)
        scrollDrag = DragFollower(
            grabbing: scroll.value, drag: value, axis: .vertical, slop: .atRecognition, limits: scrollRange,
            dimension: configuration.viewportHeight)
        pressedID = nil
    }

    /// Follows the finger 1:1 inside the scroll range, with a rubber band beyond it.
    mutating func updateScrollDrag(_ value: DragValue) {
        guard var finger = scrollDrag else { return }
        finger.limits = scrollRange
        finger.follow(value)
        scrollDrag = finger
        scroll.jump(to: Swift.min(Swift.max(finger.value, -1e7), 1e7), at: now(value.time))
    }

    /// Lets the stack go with the finger's vertical velocity: it decelerates and springs back from an end it
    /// reaches; a stack let go past an end springs back at once.
    mutating func endScrollDrag(velocity: Double, at time: Double) {
        guard scrollDrag != nil else { return }
        scrollDrag = nil
        let range = scrollRange
        let speed = velocity.isFinite ? velocity : 0
        let decay = configuration.scrollDeceleration
        let rest = scroll.value + decay.projectedDistance(initialVelocity: speed)
        let goal = Swift.min(Swift.max(rest, range.lowerBound), range.upperBound)
        if configuration.reduceMotion {
            scroll.jump(to: goal, at: time)
            return
        }
        scroll.coast(
            decay, initialVelocity: speed, bounds: range, edgeSpring: CardStack.scrollReturnSpring, goal: goal,
            at: time)
    }

    /// Brings a scroll offset left outside its range (a caught rubber band, a cancelled scroll) back into it.
    mutating func returnScrollIntoRange(at time: Double) {
        let range = scrollRange
        let value = scroll.value
        guard value < range.lowerBound || value > range.upperBound else { return }
        let target = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        scroll.drive(to: target, with: effective(.spring(CardStack.scrollReturnSpring)), at: time)
    }
}
