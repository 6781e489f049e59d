/// A row (or column) of items that the user drags, flicks and taps, that snaps to pages, can loop forever, and
/// says each frame what is where.
///
/// `Track` is the engine behind the trips carousel, the onboarding pager, the home screen's pages and the looping
/// carousel. It is a value type driven entirely by its inputs: pointer events (``handle(_:)``), commands
/// (``perform(_:at:)``), frame times (``advance(to:)``) and size changes (``relayout(viewportLength:items:change:at:)``).
/// It never reads a clock, so the same inputs always produce the same frames.
///
/// ```swift
/// var track = Track(viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0))
/// track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 300, y: 400), timestamp: 0))
/// track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 240, y: 400), timestamp: 0.04))
/// track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 180, y: 400), timestamp: 0.08))
/// track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 180, y: 400), timestamp: 0.08))   // a flick
/// track.advance(to: 0.5)
/// for item in track.visibleItems { /* draw item.index at item.offset */ }
/// let events = track.takeEvents()   // [.targetIndexChanged(1, cause: .drag), .nearestIndexChanged(1)]
/// ```
///
/// ## Index signals
/// - ``targetIndex``: decided at release (or by a command): where the track is going.
/// - `nearestIndex`: the snap nearest to the current position; flips half-way between snaps.
/// - ``settledIndex``: set when the motion ends.
///
/// Each change is reported once, as an ``Event``, whatever caused it.
///
/// - Complexity: Every per-frame call is O(visible items) and allocates nothing in steady state.
public struct Track: Sendable {
    /// The options the track was created with.
    public internal(set) var configuration: Configuration
    /// The current layout.
    public internal(set) var layout: TrackLayout
    /// The gesture recognizer fed by ``handle(_:)``.
    var recognizer: GestureRecognizer
    /// The scroll offset, ring-unwrapped (see ``position``).
    var offset: Double
    /// The scroll velocity, forward positive, points per second.
    public internal(set) var velocity: Double = 0
    /// What the track is doing, with the data each activity needs: a drag's state, or the running motion.
    ///
    /// One enum with payloads, so a drag without the dragging phase, or a motion while idle, cannot be built.
    var state: State = .idle
    /// The virtual snap the track is going to or resting at.
    var targetVirtual: Int
    /// The snap the track is going to (decided at release or by a command).
    public internal(set) var targetIndex: Int
    /// The snap nearest to the current position (flips half-way).
    var nearestIndex: Int
    /// The snap the track last came to rest at.
    public internal(set) var settledIndex: Int
    /// Whether the pointer went down while the track was moving (the following tap only stops it).
    var pointerStoppedMotion = false
    /// Whether the pointer is down.
    var isPointerDown = false
    /// Which ends were near at the last check (``noteNearEnds()``).
    var nearEnds = NearEnds()
    /// The slot of the item a pointer is pressing, for a pressed look (dimmed or slightly smaller), or nil.
    ///
    /// An item is pressed from the touch-down on it until the press can no longer be a tap on it: the drag
    /// begins (the finger passed the slop), the pointer lifts (the tap itself ends the press), or the press is
    /// cancelled or declined. A touch that catches a moving track only stops it and presses nothing, as in a
    /// scroll view. A long press keeps the item pressed until the pointer lifts. The slot identifies the copy
    /// under the finger on a loop that repeats items (see ``VisibleItem/slot``).
    ///
    /// - Complexity: O(1).
    var pressedSlot: Int?
    /// The time of the latest input, in seconds.
    public internal(set) var time: Double
    /// Events not yet taken by the host.
    var pendingEvents: [Event] = []
    /// What moved the target last: a drag's release, a tap, a command, autoplay, a relayout (the cause of the move
    /// in progress, reported with the settle).
    public internal(set) var targetCause: Cause = .command
    /// Why the latest release went where it went (nil before the first release).
    public internal(set) var lastDecision: SnapDecision?
    /// Autoplay's bookkeeping.
    var autoplay: AutoplayState

    /// What the track is doing, with its data.
    enum State: Sendable {
        /// At rest, or held by a pointer that has not dragged (a grab stops the motion where it is).
        case idle
        /// Following a finger.
        case dragging(DragState)
        /// Moving on its own: a spring or timing curve toward ``Track/targetVirtual``'s offset, or a free decay.
        case settling(AnimatedValue, isDecay: Bool)
    }

    /// What the track is doing.
    public var phase: Phase {
        switch state {
        case .idle: .idle
        case .dragging: .dragging
        case .settling: .settling
        }
    }

    /// The running motion, if any.
    var motion: AnimatedValue? {
        if case .settling(let running, _) = state { return running }
        return nil
    }

    /// The drag in progress, if any.
    var drag: DragState? {
        if case .dragging(let current) = state { return current }
        return nil
    }

    /// The state of a drag in progress.
    struct DragState: Sendable {
        /// The offset following the finger (slop left out along the line from the touch-down, rubber band past
        /// the limits of a bounded track).
        var finger: DragFollower
        /// The virtual snap nearest to the start offset.
        var startVirtual: Int
    }

    /// Creates a track resting on snap `initialIndex` (clamped, or wrapped when looping).
    ///
    /// - Parameters:
    ///   - viewportLength: The viewport's length along the axis, in points.
    ///   - items: The items' extents along the axis.
    ///   - configuration: The track's options.
    ///   - initialIndex: The snap to start on. Default 0.
    ///   - time: The time the track is created at, in seconds. Default 0.
    public init(
        viewportLength: Double, items: TrackItems, configuration: Configuration = Configuration(),
        initialIndex: Int = 0, time: Double = 0
    ) {
        let layout = TrackLayout(viewportLength: viewportLength, items: items, configuration: configuration.layout)
        let start = layout.wrappedSnapIndex(initialIndex)
        self.configuration = configuration
        self.layout = layout
        self.recognizer = GestureRecognizer(configuration: configuration.gestureConfiguration)
        self.offset = layout.snaps[start]
        self.targetVirtual = start
        self.targetIndex = start
        self.nearestIndex = start
        self.settledIndex = start
        self.time = time.isUsableTime ? time : 0
        self.autoplay = AutoplayState(configuration: configuration.autoplay, time: time.isUsableTime ? time : 0)
        _checkInvariants()
    }

    /// The scroll offset: forward positive, 0 = content start at the viewport's leading edge.
    ///
    /// On a loop it is wrapped into one lap starting at the first snap.
    ///
    /// - Complexity: O(1).
    public var position: Double {
        guard layout.loops, layout.contentLength > 0 else { return offset }
        let relative = offset - layout.lowerLimit
        let laps = relative / layout.contentLength
        guard laps.magnitude < 1e15 else {
            // Laps of subnormal length (or a quotient past 2⁵³) make the lap count meaningless or infinite: take
            // the exact remainder instead.
            var within = relative.truncatingRemainder(dividingBy: layout.contentLength)
            if within < 0 { within += layout.contentLength }
            return within.isFinite ? layout.lowerLimit + within : layout.lowerLimit
        }
        // A hair of tolerance so an offset a rounding error below a lap boundary stays in its lap.
        let lap = (laps + 1e-9).rounded(.down)
        return offset - lap * layout.contentLength
    }

    /// The scroll offset without wrapping: continuous across a loop's seam while the track moves.
    ///
    /// At rest a loop is rebased by whole laps (of `TrackLayout/ringCopies` × content length), which does not
    /// change what is on screen; ``virtualTargetIndex`` is rebased with it.
    public var unwrappedPosition: Double { offset }

    /// The target snap with its lap: `lap × snapCount + targetIndex` on a loop, ``targetIndex`` when bounded.
    public var virtualTargetIndex: Int { targetVirtual }

    /// The position in snaps: 2.5 half-way between snap 2 and 3 (wrapped on a loop), for page indicators.
    ///
    /// - Complexity: O(log d) for a position d snaps from the nearest index.
    public var progress: Double {
        let k = layout.nearestVirtualSnap(to: offset, hint: nearestIndex)
        let here = layout.offset(ofVirtualSnap: k)
        let neighbour = offset >= here ? k.saturatingAdding(1) : k.saturatingAdding(-1)
        let there = layout.offset(ofVirtualSnap: neighbour)
        var value = Double(k)
        if there != here, layout.loops || (0..<layout.snapCount).contains(neighbour) {
            value += (offset - here) / (there - here) * (neighbour > k ? 1 : -1)
        }
        if layout.loops {
            let count = Double(layout.snapCount)
            value = value - (value / count).rounded(.down) * count
        }
        return value.isFinite ? value : Double(nearestIndex)
    }

    /// The items on screen now.
    ///
    /// - Complexity: O(1) to create; O(visible) to iterate, with no allocation.
    public var visibleItems: VisibleItems { VisibleItems(layout: layout, offset: offset, hint: visibleItemHint) }

    /// Where the search for the visible spans starts: the first item of the nearest snap, which the previous
    /// frame kept up to date (frame-to-frame coherence instead of bisecting every span).
    var visibleItemHint: Int? {
        guard layout.snapItems.indices.contains(nearestIndex) else { return nil }
        return layout.snapItems[nearestIndex].lowerBound
    }

    /// Whether the host should keep producing frames: motion is running or a drag is in progress.
    ///
    /// A pending timer alone (autoplay, a long press) is ``nextDeadline``, not this. When false, the host can
    /// wait for the next input or ``nextDeadline`` (the one idle rule, ``Interactive/isIdle``).
    public var needsFrames: Bool { phase != .idle }

    /// The next time at which ``advance(to:)`` has work to do even without motion (autoplay, a pending long
    /// press), or nil.
    public var nextDeadline: Double? {
        let step = autoplay.deadline(phase: phase, isPointerDown: isPointerDown)
        guard let press = recognizer.nextDeadline else { return step }
        return step.map { Swift.min($0, press) } ?? press
    }

    /// Hands each event since the last call to `body`, oldest first, and clears them without allocating (for
    /// per-frame use; ``Interactive/takeEvents()`` returns a new array instead).
    ///
    /// - Parameter body: Called once per event.
    /// - Complexity: O(events).
    public mutating func drainEvents(_ body: (Event) throws -> Void) rethrows {
        // A target chosen by a release or a command counts at once (the position follows in later frames).
        noteNearEnds()
        defer { pendingEvents.removeAll(keepingCapacity: true) }
        for event in pendingEvents { try body(event) }
    }
}

extension Track {
    /// What a track is doing.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// At rest, or held by a pointer that has not started a drag.
        case idle
        /// Following a finger.
        case dragging
        /// Moving by itself toward its target (a spring, a decay, or a scripted curve).
        case settling
    }

    /// What caused a change of target.
    public enum Cause: String, Hashable, Sendable, Codable {
        /// A released drag or fling.
        case drag
        /// A tap on an item (tap-to-focus) or a tap that stopped the motion.
        case tap
        /// ``Track/perform(_:at:)`` from the host (buttons, keys, a page indicator).
        case command
        /// An accessibility action (adjustable increment or decrement).
        case accessibility
        /// Autoplay.
        case autoplay
        /// A relayout that moved the target (items removed).
        case relayout
    }

    /// Something the host may want to react to.
    ///
    /// Each change is reported once.
    public enum Event: Hashable, Sendable {
        /// The target snap changed (decided at release or by a command).
        case targetIndexChanged(Int, cause: Cause)
        /// The snap nearest to the position changed (half-way between snaps).
        case nearestIndexChanged(Int)
        /// The motion ended at this snap; or a relayout removed the settled snap while the track moved, and this
        /// is the settled index clamped into the new snaps (the motion's own end is reported when it comes).
        case settled(Int)
        /// An item was tapped while the track was still (`item` is the data index, `slot` the view).
        case itemTapped(item: Int, slot: Int)
        /// A tap landed outside every item while the track was still.
        case backgroundTapped(location: Point)
        /// A tap stopped the moving track; no item was activated.
        case motionStopped
        /// A long press began on an item (or on the background, item nil).
        case longPressBegan(item: Int?, location: Point)
        /// A drag along the other axis was declined (hand it to a parent scroll view).
        case declined
        /// The track jumped to a snap without animating (Reduce Motion, or `animated: false`); a host may
        /// cross-fade from `from` to `to`.
        case jumped(from: Int, to: Int)
        /// The track came within ``Configuration/nearEndThreshold`` of an end (its position, or the target it is
        /// headed for): a host loads more items there. Reported once per visit; again after the items change
        /// (more were appended) if the track is still near that end.
        case nearEnd(TrackEnd)
        /// A message for assistive technologies, posted when a move settles on a new snap, unless autoplay or an
        /// accessibility adjustment caused it (those read the new value on their own).
        case announcement(AccessibilityPhrase)
    }
}

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

extension Track {
    /// Checks the track's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`): indices in range, offsets
    /// and velocities finite, the running motion finite.
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            let count = layout.snapCount
            _riffleInvariant(count >= 1, "a layout has at least one snap")
            _riffleInvariant((0..<count).contains(targetIndex), "targetIndex \(targetIndex) out of 0..<\(count)")
            _riffleInvariant((0..<count).contains(nearestIndex), "nearestIndex \(nearestIndex) out of 0..<\(count)")
            _riffleInvariant((0..<count).contains(settledIndex), "settledIndex \(settledIndex) out of 0..<\(count)")
            _riffleInvariant(offset.isFinite, "offset must be finite")
            _riffleInvariant(velocity.isFinite, "velocity must be finite")
            _riffleInvariant(time.isFinite, "time must be finite")
            _riffleInvariant(layout.wrappedSnapIndex(targetVirtual) == targetIndex, "targetVirtual matches targetIndex")
            // A drag without the dragging phase, or a motion while idle, cannot be built: `state` is one enum.
            if case .settling(let running, _) = state {
                _riffleInvariant(running.value.isFinite && running.velocity.isFinite, "the motion is finite")
            }
        #endif
    }
}
