extension HomeScreen {
    /// Feeds one pointer event to the part of the screen that owns its press.
    ///
    /// A ``PointerArena`` decides the owner once per press: a press that goes down on the page dots is theirs (a
    /// tap selects a page), until it travels too far to be a tap; then the dots decline it and the screen's
    /// recognizer takes it over from its first touch, so a drag that starts on the dots turns the pages. Every
    /// other press is the recognizer's (icons, pages, background). Only one pointer is followed at a time; bad input (non-finite numbers, timestamps going backwards, a move
    /// without a down) is ignored by the recognizer. A timestamp beyond ``PointerEvent/maximumTimestampMagnitude``
    /// counts as non-finite. The motion is first brought up to the event's time.
    ///
    /// A cancellation ends the gesture: a dragged icon goes back where it was, dragged pages settle and a press
    /// on the dots ends without a request.
    ///
    /// - Parameter event: The pointer event, in screen points.
    /// - Complexity: O(n) in the number of icons at worst (a drag that changes where the icon would land).
    public mutating func handle(_ event: PointerEvent) {
        if event.phase == .cancel { return cancelGesture(at: event.timestamp) }
        var event = event
        if !event.hasUsableTimestamp { event.timestamp = .nan }
        let at = event.timestamp
        if at.isFinite, at >= time { step(to: at) }
        var arena = self.arena.takeOut()
        var declined = false
        arena.route(event, candidates: pointerParts(at:)) { part, event in
            declined = deliver(event, to: part) || declined
        }
        if declined {
            arena.reject(pointer: event.id, at: time) { part, event in _ = deliver(event, to: part) }
        }
        self.arena = arena
        finishInput()
    }

    /// Who may own a press that goes down at `location`, front-most first: the dots over the screen, or the
    /// screen alone.
    func pointerParts(at location: Point) -> [PointerPart] {
        hitTarget(at: location) == .indicator ? [.dots, .screen] : [.screen]
    }

    /// Feeds one event of a press to the part that owns it: the dots (see ``feedIndicator(_:)``), or the screen's
    /// recognizer (with the edit-mode composition when editing), whose gestures are applied.
    ///
    /// - Returns: Whether the dots now decline the press, so that the screen takes it over.
    private mutating func deliver(_ event: PointerEvent, to part: PointerPart) -> Bool {
        guard part == .screen else { return feedIndicator(event) }
        if event.phase == .down, !recognizer.isTracking, recognizerIsEditing != isEditing {
            recognizer = GestureRecognizer(
                configuration: isEditing ? configuration.editingGesture : configuration.gesture)
            recognizerIsEditing = isEditing
        }
        for gesture in recognizer.handle(event) { apply(gesture) }
        return false
    }

    /// Cancels the gesture in progress (the system took the touch): a dragged icon goes back where it was and
    /// dragged pages settle; a press on the dots ends without a request.
    ///
    /// - Parameter time: The time, in seconds.
    mutating func cancelGesture(at time: Double) {
        let at = time.isUsableTime ? time : .nan
        var arena = self.arena.takeOut()
        arena.cancelAll(at: at) { part, event in
            if part == .dots { _ = feedIndicator(event) }
        }
        self.arena = arena
        for gesture in recognizer.cancel(at: at) { apply(gesture) }
        finishInput()
    }

    /// Routes one recognized gesture to the pages or the icons: what the press went down on (an icon, the
    /// background) and what it became (pending, paging, moving an icon) decide.
    ///
    /// The pages hear every gesture but a long press and the drag of a press that does not page them (which ends
    /// for them as a pointer up), after the icons reacted; a tap, before.
    mutating func apply(_ gesture: GestureEvent) {
        // The time the gesture happened at, never before the latest input.
        let now = gesture.time.isUsableTime ? Swift.max(time, gesture.time) : time
        var heardByPages: GestureEvent? = gesture
        switch gesture {
        case .pointerDown(let location, _):
            // Remember what the pointer is on; the pages stop where they are.
            press = Press(target: hitTarget(at: location), mode: .pending, stoppedMotion: track.phase == .settling)
        case .longPressBegan(let location, _):
            // A long press on an icon enters edit mode and lifts the icon.
            heardByPages = nil
            guard press?.mode == .pending, case .icon(let id, _)? = press?.target else { break }
            if !isEditing { beginEditing(at: now) }
            if liftIcon(id, grabbedAt: location, at: now) { press?.mode = .movingIcon }
        case .dragBegan(let value), .dragChanged(let value):
            // A drag that begins in edit mode from an icon lifts it, any other pages; then the lifted icon or the
            // pages follow the finger.
            if case .dragBegan = gesture, press?.mode == .pending {
                if isEditing, case .icon(let id, _)? = press?.target,
                    liftIcon(id, grabbedAt: value.startLocation, at: now)
                {
                    press?.mode = .movingIcon
                } else {
                    press?.mode = .paging
                }
            }
            if press?.mode == .movingIcon { moveIcon(to: value.location, at: now) }
            if press?.mode != .paging { heardByPages = nil }
        case .dragEnded(let value):
            // The icon drops where it would land, or the pages settle.
            if press?.mode != .paging { heardByPages = .pointerUp(location: value.location, time: value.time) }
            if press?.mode == .movingIcon {
                moveIcon(to: value.location, at: now)
                endIconDrag(dropping: true, at: now)
            }
            press = nil
        case .tap:
            // An icon opens (unless the press only stopped moving pages), the background ends edit mode. (A tap on
            // the dots is theirs; a press they declined does nothing here.)
            let current = press
            press = nil
            track.applyExternalGesture(gesture)
            heardByPages = nil
            guard current?.mode != .ignored else { break }
            switch current?.target {
            case .indicator, nil:
                break
            case .icon(let id, _):
                if !isEditing, current?.stoppedMotion == false { pendingEvents.append(.open(id)) }
            case .background:
                if isEditing { endEditing(at: now) }
            }
        case .longPressEnded, .pointerUp:
            // The pointer lifted without a tap or a drag (after a long press, or too slow or far for a tap).
            if press?.mode == .movingIcon { endIconDrag(dropping: true, at: now) }
            press = nil
        case .cancelled:
            if press?.mode == .movingIcon { endIconDrag(dropping: false, at: now) }
            press = nil
        case .declined:
            press = nil
        }
        if let heardByPages { track.applyExternalGesture(heardByPages) }
        drainTrackEvents()
    }

    /// Reports the track's page changes, keeps the dots in sync and checks the invariants.
    mutating func finishInput() {
        drainTrackEvents()
        syncIndicator()
        _checkInvariants()
    }

    /// Turns the track's target changes into ``Event/pageChanged(_:)``.
    mutating func drainTrackEvents() {
        for event in track.takeEvents() {
            if case .targetIndexChanged(let page, _) = event { pendingEvents.append(.pageChanged(page)) }
        }
    }

    /// The icon at a screen point (its square or its label), with its location, or `nil`.
    ///
    /// Icons are found at their slots (not where a moving icon is drawn for the moment); the dragged icon is not
    /// found.
    ///
    /// - Parameter point: A point in screen points.
    /// - Returns: The icon and its location in ``liveLayout``.
    /// - Complexity: O(icons on the page under the point + dock icons).
    func icon(at point: Point) -> (id: IconID, location: IconLocation)? {
        guard point.isFinite, geometry.hasArea else { return nil }
        let live = liveLayout
        for (index, id) in live.dock.enumerated() where id != drag?.id {
            if geometry.dockIconFrame(at: index, count: live.dock.count).contains(point) {
                return (id, .dock(index: index))
            }
        }
        guard point.y < geometry.indicatorRow.minY else { return nil }
        let width = geometry.screenSize.x
        let content = point.x + track.position
        let raw = (content / width).rounded(.down)
        guard raw.isFinite, raw >= 0, raw < Double(live.pages.count) else { return nil }
        let page = Int(raw)
        let local = Point(x: content - Double(page) * width, y: point.y)
        for (index, id) in live.pages[page].enumerated() where id != drag?.id {
            if geometry.iconFrame(atSlot: index).contains(local) || geometry.labelFrame(atSlot: index).contains(local) {
                return (id, .page(page, index: index))
            }
        }
        return nil
    }

    /// What a pointer going down at a point is on.
    func hitTarget(at point: Point) -> HitTarget {
        if let hit = icon(at: point) { return .icon(hit.id, hit.location) }
        if geometry.hasArea, !indicator.isHidden, indicator.touchAreaContains(indicatorPoint(point)) {
            return .indicator
        }
        return .background
    }

    /// What a pointer went down on.
    enum HitTarget: Hashable, Sendable {
        /// An icon, at its location in ``HomeScreen/layout``.
        case icon(IconID, IconLocation)
        /// The page dots.
        case indicator
        /// Anything else: empty page space, the dock's empty space, the insets.
        case background
    }

    /// The parts of the screen that can own a pointer (see ``HomeScreen/arena``).
    enum PointerPart: Hashable, Sendable {
        /// The page dots: a press that began on them, until it can no longer be a tap.
        case dots
        /// The screen's recognizer: icons, pages and background.
        case screen
    }

    /// What the pointer sequence in progress is doing.
    enum PressMode: Hashable, Sendable {
        /// Nothing decided yet (a tap, a long press or a drag may follow).
        case pending
        /// A drag that pages the track.
        case paging
        /// A drag (or a held long press) that moves an icon.
        case movingIcon
        /// The rest of the sequence is ignored (its icon drag was ended by a command or a resize, or its icon was
        /// removed).
        case ignored
    }

    /// The pointer sequence in progress.
    struct Press: Sendable {
        /// What the pointer went down on.
        var target: HitTarget
        /// What the sequence is doing.
        var mode: PressMode
        /// Whether the pointer went down on moving pages (a tap then only stops them).
        var stoppedMotion: Bool
    }
}
