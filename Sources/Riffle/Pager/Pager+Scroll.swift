extension Pager {
    /// Handles one wheel or trackpad scroll event (see ``Command/scroll(delta:phase:)``).
    ///
    /// A notched wheel moves one page per notch, fast notches adding up (``WheelStepper``'s rule): positive `dx` or
    /// `dy` moves to the next page. A trackpad drags the track through the same path as a finger: `began` takes
    /// hold (catching a moving track where it is), `changed` moves the content 1:1 with the delta along the axis
    /// (no slop; rubber-banded beyond the ends), and `ended` releases it with the scroll's velocity, so the snap
    /// policy picks the page. Momentum phases are ignored: the snap replaces them.
    ///
    /// Streams that break the pattern: `changed` or `ended` without `began` begin the touch first; a second
    /// `began` continues it; a momentum phase during a touch releases it first. A scroll while a pointer holds
    /// the track is ignored, and a pointer taking hold ends the scroll's touch. A non-finite or oversized delta
    /// counts as zero; an unusable or earlier timestamp counts as the latest time seen.
    mutating func scroll(_ event: ScrollEvent) {
        let time =
            event.timestamp.isUsableTime ? Swift.max(event.timestamp, scrollSession.lastTime) : scrollSession.lastTime
        scrollSession.lastTime = time
        let limit = PointerEvent.maximumCoordinateMagnitude
        let dx = event.delta.x.isFinite && abs(event.delta.x) <= limit ? event.delta.x : 0
        let dy = event.delta.y.isFinite && abs(event.delta.y) <= limit ? event.delta.y : 0
        switch event.phase {
        case .notch:
            scrollSession.wheel.maximumSteps = settings.wheelStepsPerGesture
            let step = scrollSession.wheel.feed(dx: dx, dy: dy, at: time)
            scroll(by: step, at: time)
        case .began, .changed, .ended:
            if !scrollSession.isTouching {
                guard beginScrollTouch(at: time) else { return }
            }
            moveScrollTouch(dx: dx, dy: dy, at: time)
            if event.phase == .ended { endScrollTouch(at: time) }
        case .momentumBegan, .momentumChanged, .momentumEnded:
            if scrollSession.isTouching { endScrollTouch(at: time) }
        }
    }

    /// Takes hold of the track for a trackpad touch; false (nothing happens) when there is no track or a pointer
    /// holds it.
    mutating func beginScrollTouch(at time: Double) -> Bool {
        guard let current = track, !current.isPointerDown, current.drag == nil else { return false }
        let layout = current.layout
        let centre =
            settings.configuration.axis == .horizontal
            ? Point(x: layout.viewportLength / 2, y: 0) : Point(x: 0, y: layout.viewportLength / 2)
        scrollSession.isTouching = true
        scrollSession.start = centre
        scrollSession.translation = .zero
        scrollSession.startTime = time
        scrollSession.tracker.reset()
        scrollSession.tracker.add(centre, at: time)
        track?.applyExternalGesture(.pointerDown(location: centre, time: time))
        let began = scrollDragValue(at: time)
        track?.applyExternalGesture(.dragBegan(began))
        return true
    }

    /// Moves the synthetic finger against the scroll delta (the content follows the delta) and drags the track.
    mutating func moveScrollTouch(dx: Double, dy: Double, at time: Double) {
        guard scrollSession.isTouching else { return }
        // Scrolling towards the content on the right is a finger moving left; the delta is the view's, and the
        // pager's coordinates are mirrored for a right-to-left track (the host's sign, which a command's delta
        // does not pass through).
        let mirrored = isMirrored
        let along =
            settings.configuration.axis == .horizontal ? Vector(x: mirrored ? dx : -dx, y: 0) : Vector(x: 0, y: -dy)
        let limit = PointerEvent.maximumCoordinateMagnitude
        var next = scrollSession.translation + along
        next.x = Swift.min(Swift.max(next.x, -limit), limit)
        next.y = Swift.min(Swift.max(next.y, -limit), limit)
        scrollSession.translation = next
        scrollSession.tracker.add(scrollSession.location, at: time)
        let value = scrollDragValue(at: time)
        track?.applyExternalGesture(.dragChanged(value))
    }

    /// Releases the trackpad touch with the scroll's velocity: the snap policy decides.
    mutating func endScrollTouch(at time: Double) {
        scrollSession.isTouching = false
        let value = scrollDragValue(at: time)
        track?.applyExternalGesture(.dragEnded(value))
    }

    /// The drag value of the synthetic finger at `time`.
    func scrollDragValue(at time: Double) -> DragValue {
        DragValue(
            startLocation: scrollSession.start, location: scrollSession.location,
            velocity: scrollSession.tracker.velocity(at: time), startTime: scrollSession.startTime, time: time)
    }
}

/// What a ``Pager`` remembers of the scroll gesture in progress: the wheel's notches, or the trackpad touch
/// it turns into a drag.
struct ScrollSession: Sendable {
    /// Whether the fingers are on the trackpad, the track being dragged by the scroll (false: no trackpad
    /// gesture, or it ended and its momentum, if any, is being ignored).
    var isTouching = false
    /// The notched wheel's steps.
    var wheel = WheelStepper()
    /// The synthetic finger's start, in the track's coordinates.
    var start = Point.zero
    /// The synthetic finger's movement since the start, in the track's coordinates.
    var translation = Vector.zero
    /// The time the touch began.
    var startTime = 0.0
    /// The latest usable time seen.
    var lastTime = 0.0
    /// The synthetic finger's velocity.
    var tracker = VelocityTracker()

    /// The synthetic finger's location.
    var location: Point { start + translation }
}
