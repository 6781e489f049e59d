import Riffle

extension GestureDriver {
    /// When SwiftUI resets a drag's `@GestureState` relative to its `onEnded`: Apple does not document the order,
    /// and users report resets that never come (a second finger, a phone locked mid-drag).
    public enum GestureStateReset: Hashable, Sendable, CaseIterable {
        /// The reset comes first, then `onEnded`.
        case beforeEnd
        /// `onEnded` comes first, then the reset.
        case afterEnd
        /// No reset at all.
        case never
    }

    /// SwiftUI's `DragGesture.onChanged`, as the views hand it to their host: the location and the touch's start
    /// location (`value.startLocation`), at the current time.
    ///
    /// The first change of a touch puts the finger down at `start`; a change whose start lies more than half a
    /// point from the held touch's is a second finger, or a touch whose end SwiftUI never reported: the host
    /// cancels the old touch and puts the new one down. The driver records what the host does with lines that
    /// replay it the same way.
    ///
    /// - Parameters:
    ///   - location: The drag's location, in view points.
    ///   - start: Where the touch began, in view points.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func changed(to location: Point, start: Point) -> [Component.Event] {
        var outputs: [Component.Event] = []
        let held = host.touchClaim != nil && !swiftUIResetPending
        if held, let heldStart = swiftUIStart, (start - heldStart).length > 0.5 {
            outputs += cancel()
        }
        if host.touchClaim == nil || swiftUIResetPending {
            outputs += down(at: start)
            if location != start { outputs += move(to: location) }
            swiftUIStart = start
            swiftUIResetPending = false
        } else {
            outputs += move(to: location)
        }
        return outputs
    }

    /// SwiftUI's `DragGesture.onEnded`: the finger lifts at `location`, at the current time.
    ///
    /// - Parameter location: Where, in view points.
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func ended(at location: Point) -> [Component.Event] {
        swiftUIStart = nil
        swiftUIResetPending = false
        return up(at: location)
    }

    /// The drag's `@GestureState` reset, at the current time (`ComponentHost.pointerGestureReset(at:)`).
    ///
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func gestureStateReset() -> [Component.Event] {
        if host.touchClaim != nil { swiftUIResetPending = true }
        return send(.gestureReset)
    }

    /// The main-actor task the views start from a reset ran: a reset that no end followed is a cancellation
    /// (`ComponentHost.pointerResetResolved(at:)`).
    ///
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func resetResolved() -> [Component.Event] {
        if swiftUIResetPending {
            swiftUIStart = nil
            swiftUIResetPending = false
        }
        return send(.resetResolved)
    }

    /// The scene's phase changed (the phone locked, the app switcher) or the view disappeared, at the current
    /// time: the views cancel any touch in progress (`ComponentHost.pointerCancelled(at:)`).
    ///
    /// - Returns: What the host reported.
    @discardableResult
    public mutating func touchTakenAway() -> [Component.Event] {
        swiftUIStart = nil
        swiftUIResetPending = false
        return cancel()
    }

    /// A drag as SwiftUI delivers it: `onChanged` on each frame `duration` spans (the first at the touch-down),
    /// then, when `lift`, `onEnded` and the `@GestureState` reset in the given order, and on the next frame the
    /// reset's resolution.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in view points.
    ///   - end: Where it ends.
    ///   - duration: How long the move takes, in seconds.
    ///   - reset: When the gesture state resets relative to `onEnded`. Default ``GestureStateReset/afterEnd``.
    ///   - lift: Whether the finger lifts at the end (false leaves it down).
    public mutating func swiftUIDrag(
        from start: Point, to end: Point, duration: Double = 0.5, reset: GestureStateReset = .afterEnd,
        lift: Bool = true
    ) {
        let count = frameCount(spanning: duration)
        changed(to: start, start: start)
        for i in 1...count {
            frameNumber += 1
            let fraction = Double(i) / Double(count)
            let point =
                i == count
                ? end : Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            changed(to: point, start: start)
            if i == count, lift { release(at: end, reset: reset) }
            drawFrame()
        }
        if lift, reset != .never { resetResolvedOnNextFrame() }
    }

    /// `onEnded` and the gesture-state reset in the given order, at the current time (the resolution follows on
    /// the next frame: ``resetResolved()``).
    ///
    /// - Parameters:
    ///   - location: Where the finger lifts, in view points.
    ///   - reset: When the gesture state resets relative to `onEnded`.
    public mutating func release(at location: Point, reset: GestureStateReset = .afterEnd) {
        switch reset {
        case .beforeEnd:
            gestureStateReset()
            ended(at: location)
        case .afterEnd:
            ended(at: location)
            gestureStateReset()
        case .never:
            ended(at: location)
        }
    }

    /// A parent took the touch (a scroll view began scrolling, a pan recognizer's `shouldBegin` said no): SwiftUI
    /// resets the gesture state without `onEnded`, and the reset resolves on the next frame as a cancellation; with
    /// `reset` ``GestureStateReset/never``, nothing reaches the host until the next touch.
    ///
    /// - Parameter reset: Whether the reset comes (``GestureStateReset/never`` for none).
    public mutating func parentTookTouch(reset: GestureStateReset = .afterEnd) {
        guard reset != .never else { return }
        gestureStateReset()
        resetResolvedOnNextFrame()
    }

    /// The question a UIKit pan recognizer's delegate asks once the finger has moved (`gestureRecognizerShouldBegin`),
    /// answered by the host for the touch in progress; when it begins, the recognizer claims the touch
    /// (`ComponentHost.claimTouch()`), as the views' coordinator does, and cancels the touches of the controls
    /// inside the item.
    ///
    /// - Parameters:
    ///   - translation: The pan's `translation(in:)`, in view points.
    ///   - velocity: The pan's `velocity(in:)`, in view points per second.
    /// - Returns: Whether the pan begins (false: the parent scrolls, and the component's touch is cancelled).
    @discardableResult
    public mutating func panShouldBegin(translation: Vector, velocity: Vector = .zero) -> Bool {
        guard host.shouldBeginDrag(translation: translation, velocity: velocity) else { return false }
        claimTouch()
        return true
    }

    /// A frame, then the reset's resolution at its time.
    mutating func resetResolvedOnNextFrame() {
        nextFrame()
        resetResolved()
    }
}
