extension HomeScreen: Interactive {
    /// What a front end asks of a home screen besides pointer input (``ComponentHost/send(_:at:)``).
    public enum Command: Codable, Hashable, Sendable {
        /// The view's size and safe area (from a geometry reader). A new size lays the same grid out again (no
        /// icon changes page, see ``HomeScreen/Geometry``); a new safe area rebuilds it with the new insets. A size with a
        /// zero, negative or non-finite width or height is ignored (views pass through empty sizes during
        /// transitions); a non-finite or negative inset counts as 0.
        case setViewport(width: Double, height: Double, topInset: Double, bottomInset: Double)
        /// New settings (from the view's modifiers, adapted with ``Settings/adapted(reduceMotion:rightToLeft:)``).
        /// A new direction only changes ``mirrorWidth``; a new configuration (Reduce Motion included) rebuilds the
        /// screen. Settings equal to the current ones change nothing.
        case configure(settings: Settings)
        /// The view's layout binding changed from outside (a restore, a sync): the screen is rebuilt on it (icons
        /// jump), unless it is ``HomeScreen/layout`` already (the echo of a binding the screen wrote is free). An
        /// invalid layout is repaired (`HomeScreen/diagnostics`), and the view writes the repaired layout back.
        case setLayout(layout: IconArrangement)
        /// Enters edit mode (the icons start to wiggle).
        case beginEditing
        /// Leaves edit mode (the Done button): a dragged icon drops, the wiggle dies away, empty pages go.
        case endEditing
        /// Moves the pages to a page, clamped to the pages: animated with the page-turn animation (unless Reduce
        /// Motion is on), or a jump. Ignored while the pages follow a finger.
        case showPage(index: Int, animated: Bool)
        /// The adjustable action "increment" on the dots (VoiceOver's swipe up): the next page, not announced
        /// (assistive technologies read the new ``HomeScreen/pageAccessibilityValue`` on their own).
        case increment
        /// The adjustable action "decrement" on the dots (VoiceOver's swipe down): the previous page, not
        /// announced.
        case decrement
        /// A move command (a TV remote's left or right): the next or previous page along the pages, mirrored
        /// right to left, as ``increment`` and ``decrement`` (not announced); up and down do nothing.
        case move(MoveDirection)
        /// The default accessibility action on an icon (VoiceOver's double tap): ``Event/open(_:)`` outside edit
        /// mode for an icon the screen holds; nothing in edit mode.
        case activate(icon: IconID)
        /// A custom accessibility action on an icon, when ``HomeScreen/accessibilityActions(for:)`` offers it:
        /// the icons move aside as for a drop, the pages follow an icon moved to another page, and the new place
        /// is announced with `label` ("Mail moved to page 2, position 3"). An icon moved onto a full page takes
        /// its last slot and pushes the page's last icon on.
        case iconAction(action: IconAction, icon: IconID, label: String)
        /// Removes an icon, as edit mode's "–" badge does: the icons after it reflow, an emptied page goes when
        /// editing ends. Ignored for an unknown icon and while an icon is dragged.
        case removeIcon(icon: IconID)
    }

    /// Everything a home-screen view's modifiers and environment configure: the screen's configuration and the
    /// layout direction.
    ///
    /// Two settings are equal when they differ at most by NaNs in the same places (a NaN is never equal to
    /// itself, and a view re-applies its settings on every update).
    public struct Settings: Hashable, Sendable, Codable {
        /// The screen's metrics and behaviour (its insets are added to the safe area the view reports).
        ///
        /// Default: seed 002's metrics with Riffle's paging.
        public var configuration: Configuration
        /// Whether the layout is right to left: the grid fills from the right, the pages run leftwards, the dock
        /// and the dots are mirrored (by the host, across ``HomeScreen/mirrorWidth``).
        public var isRightToLeft: Bool

        /// Creates settings.
        ///
        /// - Parameters:
        ///   - configuration: The screen's metrics and behaviour. Default: seed 002's metrics with Riffle's
        ///     paging.
        ///   - isRightToLeft: Whether the layout is right to left. Default false.
        public init(configuration: Configuration = Configuration(), isRightToLeft: Bool = false) {
            self.configuration = configuration
            self.isRightToLeft = isRightToLeft
        }

        /// The settings adapted to the environment: Reduce Motion (no wiggle, icons and pages jump; it only ever
        /// turns motion off) and the layout direction.
        ///
        /// - Parameters:
        ///   - reduceMotion: Whether the system's Reduce Motion setting is on.
        ///   - rightToLeft: Whether the layout direction is right-to-left.
        /// - Returns: The adapted settings.
        public func adapted(reduceMotion: Bool, rightToLeft: Bool) -> Settings {
            var result = self
            result.isRightToLeft = rightToLeft
            if reduceMotion { result.configuration.reduceMotion = true }
            return result
        }

        /// Whether `lhs` and `rhs` are equal, NaNs in the same places counting as equal.
        public static func == (lhs: Settings, rhs: Settings) -> Bool {
            lhs.isRightToLeft == rhs.isRightToLeft && lhs.configuration.isSameSettings(as: rhs.configuration)
        }
    }

    /// A custom accessibility action on an icon: what a sighted user does with a long press and a drag.
    ///
    /// "Back" and "forward" follow the reading order of a page (and the dock's order). A front end names each
    /// with ``AccessibilityPhrase/iconAction(_:)`` ("Edit Home Screen", "Move back"… in English).
    public enum IconAction: String, Hashable, Sendable, Codable, CaseIterable {
        /// Enters edit mode (outside edit mode, the only action).
        case edit
        /// One place back on the page or in the dock.
        case moveBackward
        /// One place forward on the page or in the dock.
        case moveForward
        /// To the end of the previous page.
        case moveToPreviousPage
        /// To the end of the next page (a new page after the last).
        case moveToNextPage
        /// To the end of the dock.
        case moveToDock
        /// From the dock to the end of the page shown.
        case moveOutOfDock
    }

    /// How many frames a view draws per wiggle period when the wiggle is the only thing that moves: eight samples
    /// of a sine keep every drawn rotation within an eighth of a period of the true curve (about 31 frames a
    /// second at the default period instead of 60 or 120).
    static let wiggleFramesPerPeriod = 8.0

    /// The shortest interval between frames the view needs, in seconds: nil (every display frame) while pages,
    /// icons, a lift or the wiggle's ramp move, a drag is in progress or a long press may fire; the wiggle period
    /// divided by `wiggleFramesPerPeriod` while edit mode's steady wiggle is all that moves.
    ///
    /// Pass it with ``Interactive/isIdle`` to a frame timeline, e.g. SwiftUI's
    /// `.animation(minimumInterval: host.frameInterval, paused: host.isIdle)`.
    public var frameInterval: Double? {
        let onlyWiggling =
            !track.needsFrames && drag == nil && offsets.isEmpty && lift.isSettled && wiggleEnvelope.isSettled
            && nextDeadline == nil && needsFrames
        guard onlyWiggling else { return nil }
        return configuration.wiggle.period / Self.wiggleFramesPerPeriod
    }

    /// What a view reads from the screen outside the frame it draws that an advance can change without an event.
    ///
    /// Whether frames run and how often (``Interactive/isIdle``, ``frameInterval``) and the dragged icon (the
    /// icons' accessibility actions, ``dragAxis``), which a long press in edit mode sets without an event. A view
    /// that draws each frame from an advanced copy stores the advanced screen only when this changes or the advance
    /// reports events (``ComponentHost/advanced(to:changing:)``): a page's turn, an icon's reflow and the wiggle
    /// change it only when they start or end.
    public struct ViewState: Hashable, Sendable {
        /// Whether the screen is idle (the frame timeline pauses).
        var isIdle: Bool
        /// The interval between frames (see ``HomeScreen/frameInterval``).
        var frameInterval: Double?
        /// The icon a finger moves, if any.
        var draggedIcon: IconID?
    }

    /// What a view reads outside the frame it draws (see ``ViewState``).
    public var viewState: ViewState {
        ViewState(isIdle: isIdle, frameInterval: frameInterval, draggedIcon: draggedIcon)
    }

    /// Horizontal (the pages), or nil while an icon moves or, while editing, a press on an icon can move it (it
    /// follows the finger in any direction).
    public var dragAxis: Axis? {
        if drag != nil || press?.mode == .movingIcon { return nil }
        if isEditing, case .icon = press?.target { return nil }
        return .horizontal
    }

    /// The view's width in a right-to-left layout (the screen is laid out left to right), else nil: the host
    /// mirrors pointer input, icons, frames and dots across it.
    public var mirrorWidth: Double? { settings.isRightToLeft ? geometry.screenSize.x : nil }

    /// Carries out a command (see ``Command``).
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    /// - Complexity: O(n) in the number of icons at worst (a rebuild, a move).
    public mutating func perform(_ command: Command, at time: Double) {
        switch command {
        case .setViewport(let width, let height, let topInset, let bottomInset):
            guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
            let size = Vector(x: Swift.min(width, 1e6), y: Swift.min(height, 1e6))
            let top = Geometry.length(topInset, default: 0)
            let bottom = Geometry.length(bottomInset, default: 0)
            if top != safeAreaTop || bottom != safeAreaBottom {
                safeAreaTop = top
                safeAreaBottom = bottom
                rebuild(layout: layout, size: size, at: time)
            } else {
                resize(to: size, at: time)
            }
        case .configure(let newSettings):
            guard newSettings != settings else { return }
            let rebuilds = !newSettings.configuration.isSameSettings(as: settings.configuration)
            settings = newSettings
            if rebuilds { rebuild(layout: layout, size: geometry.screenSize, at: time) }
        case .setLayout(let newLayout):
            if newLayout != layout { rebuild(layout: newLayout, size: geometry.screenSize, at: time) }
        case .removeIcon(let icon):
            remove(icon, at: time)
        case .beginEditing:
            beginEditing(at: time)
        case .endEditing:
            endEditing(at: time)
        case .showPage(let page, let animated):
            showPage(page, animated: animated, at: time)
        case .increment, .decrement:
            let target = currentPage + (command == .increment ? 1 : -1)
            guard target >= 0, target < liveLayout.pages.count else { return }
            announcesPages = false
            showPage(target, animated: true, at: time)
        case .move(let direction):
            guard let step = direction.pageStep(along: .horizontal, rightToLeft: isMirrored) else { return }
            perform(step > 0 ? .increment : .decrement, at: time)
        case .activate(let id):
            if !isEditing, layout.location(of: id) != nil { pendingEvents.append(.open(id)) }
        case .iconAction(let action, let id, let label):
            performAction(action, on: id, label: label, at: time)
        }
    }

    /// The commands a home-screen view sends when it appears, before its size
    /// (``Command/setViewport(width:height:topInset:bottomInset:)``): the settings, then the layout binding; only
    /// those that change something.
    ///
    /// SwiftUI calls `onAppear` again each time the view comes back (a tab, a navigation pop): an appearance with
    /// everything in step sends nothing, and one after the binding or the modifiers changed while the view was away
    /// sends what changed, the settings first so the layout is laid out with them.
    ///
    /// - Parameters:
    ///   - settings: The view's settings, adapted to the environment (``Settings/adapted(reduceMotion:rightToLeft:)``).
    ///   - layout: The layout binding's value.
    /// - Returns: The commands, in the order to send them.
    /// - Complexity: O(n) in the number of icons.
    public func commands(appearingWith settings: Settings, layout: IconArrangement) -> [Command] {
        var commands: [Command] = []
        if settings != self.settings { commands.append(.configure(settings: settings)) }
        if let command = command(forLayout: layout) { commands.append(command) }
        return commands
    }

    /// The command for a view's layout binding that changed to `layout`: ``Command/setLayout(layout:)``, or nil
    /// when the screen holds that layout already (the echo of the layout the view wrote back after a drop, an
    /// accessibility move, the end of edit mode or a repair).
    ///
    /// - Parameter layout: The binding's new value.
    /// - Returns: The command to send, or nil.
    /// - Complexity: O(n), without allocating.
    public func command(forLayout layout: IconArrangement) -> Command? {
        layout == self.layout ? nil : .setLayout(layout: layout)
    }

    /// What a view writes to its layout binding holding `layout` after any call: ``layout`` when they differ (a
    /// drop, an accessibility move or the end of edit mode changed it, or the binding's layout was repaired), nil
    /// when the binding is in step.
    ///
    /// - Parameter layout: The binding's value.
    /// - Returns: The layout to write, or nil.
    /// - Complexity: O(n), without allocating.
    public func layoutToWrite(over layout: IconArrangement) -> IconArrangement? {
        layout == self.layout ? nil : self.layout
    }

    /// What a debug log says when the screen repaired `requested`, the layout a view's binding gave it (an icon
    /// twice, a page or the dock over capacity): the problems and the layout shown instead; nil when the screen
    /// shows `requested` as given.
    ///
    /// - Parameter requested: The layout the binding gave.
    /// - Returns: The note, or nil.
    public func repairNote(for requested: IconArrangement) -> String? {
        guard requested != layout, !diagnostics.isEmpty else { return nil }
        return "layout repaired (\(diagnostics)); now \(layout)"
    }

    /// The viewport the screen already has, as the command that sets it, or nil before it has one.
    ///
    /// A view sends it when it appears (again): a recording started then carries the size and safe area in its
    /// header, and the screen, already at that size, does not change.
    public var viewportCommand: Command? {
        guard geometry.hasArea else { return nil }
        return .setViewport(
            width: geometry.screenSize.x, height: geometry.screenSize.y, topInset: safeAreaTop,
            bottomInset: safeAreaBottom)
    }

    /// Where a view draws the Done button that ends edit mode (``Command/endEditing``), or nil outside edit mode:
    /// `x` is its distance from the view's trailing edge, `y` from the view's top (8 points below the safe area).
    public var doneButtonInset: Vector? { isEditing ? Vector(x: 16, y: safeAreaTop + 8) : nil }

    /// The line a recording writes for `command` when not its typed words: the size and safe area as one line,
    /// `command viewport <width> <height> <top> <bottom>`, written exactly (its size also goes into the header).
    ///
    /// - Parameter command: The command.
    /// - Returns: The line, or nil for the command's typed words.
    public static func recordedLine(for command: Command) -> Recording.Event? {
        guard case .setViewport(let width, let height, let top, let bottom) = command else { return nil }
        return .command("viewport", ["\(width)", "\(height)", "\(top)", "\(bottom)"])
    }

    /// The command a version-1 recording line stands for: the keys `previous` and `next` and the commands
    /// `decrement` and `increment` (the adjustable actions), a viewport (without safe-area insets),
    /// `command viewport <width> <height> <top> <bottom>`, `command page <index>`, `begin-editing` and
    /// `end-editing`; nil for anything else (scrolls and crown turns are ignored).
    ///
    /// - Parameter event: A recorded input that is not a pointer line or a frame.
    /// - Returns: The command, or nil.
    public static func command(recorded event: Recording.Event) -> Command? {
        switch event {
        case .key("previous"), .command("decrement", _): return .decrement
        case .key("next"), .command("increment", _): return .increment
        case .viewport(let size): return .setViewport(width: size.x, height: size.y, topInset: 0, bottomInset: 0)
        case .command("viewport", let arguments):
            let numbers = arguments.compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return .setViewport(width: numbers[0], height: numbers[1], topInset: numbers[2], bottomInset: numbers[3])
        case .command("page", let arguments):
            return arguments.first.flatMap { Int($0) }.map { .showPage(index: $0, animated: true) }
        case .command("begin-editing", _): return .beginEditing
        case .command("end-editing", _): return .endEditing
        default: return nil
        }
    }

    /// Calls `body` with every icon to draw at `time`, in drawing order (ascending ``IconPlacement/zIndex``).
    ///
    /// The screen is advanced to `time` on a copy, so a view can draw the frame it is asked for before it
    /// advances its state. Times earlier than the latest input show the current state; nothing before a usable
    /// size.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - body: Called once per icon drawn.
    /// - Complexity: O(icons on the visible pages + dock), plus O(all icons) while icons move between places.
    public func forEachPlacement(at time: Double, _ body: (IconPlacement) throws -> Void) rethrows {
        guard time > self.time else { return try forEachCurrentPlacement(body) }
        var frame = self
        frame.advance(to: time)
        try frame.forEachCurrentPlacement(body)
    }

    /// The page dots to draw at `time` (on a copy, as ``forEachPlacement(at:_:)``), centres in screen points.
    ///
    /// Empty before a usable size. A host mirrors them with ``ComponentHost/inView(_:)``.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The visible dots.
    /// - Complexity: O(visible dots).
    public func dots(at time: Double) -> [PageIndicator.Dot] {
        guard geometry.hasArea else { return [] }
        guard time > self.time else { return dots }
        var frame = self
        frame.advance(to: time)
        return frame.dots
    }

    /// The dock's frame to draw (full width), or nil before a usable size.
    public var drawnDockFrame: Rect? { geometry.hasArea ? geometry.dockFrame : nil }

    /// The page dots' control to draw, or nil before a usable size or when the dots are hidden.
    public var drawnIndicatorFrame: Rect? { geometry.hasArea && !indicator.isHidden ? indicatorFrame : nil }

    /// What assistive technologies read as the page dots' value: page 2 of 3, for the page the screen shows or is
    /// moving to.
    public var pageAccessibilityValue: AccessibilityPhrase {
        .page(currentPage + 1, of: Swift.max(liveLayout.pages.count, 1))
    }

    /// The custom actions to offer on an icon, in the order to present them.
    ///
    /// Outside edit mode, ``IconAction/edit``. In edit mode, for an icon on a page: back and forward (unless at an
    /// end of the page), the previous page (unless on the first), the next page (unless it is the only icon on the
    /// last page), the dock (when it has room); for a dock icon: back and forward, and out of the dock. None while
    /// an icon is dragged.
    ///
    /// - Parameter id: The icon.
    /// - Returns: The actions.
    /// - Complexity: O(n).
    public func accessibilityActions(for id: IconID) -> [IconAction] {
        guard draggedIcon == nil, let location = layout.location(of: id) else { return [] }
        guard isEditing else { return [.edit] }
        let pages = layout.pages
        var actions: [IconAction] = []
        switch location {
        case .page(let page, let index):
            if index > 0 { actions.append(.moveBackward) }
            if index < pages[page].count - 1 { actions.append(.moveForward) }
            if page > 0 { actions.append(.moveToPreviousPage) }
            if page < pages.count - 1 || pages[page].count > 1 { actions.append(.moveToNextPage) }
            if layout.dock.count < geometry.dockCapacity { actions.append(.moveToDock) }
        case .dock(let index):
            if index > 0 { actions.append(.moveBackward) }
            if index < layout.dock.count - 1 { actions.append(.moveForward) }
            actions.append(.moveOutOfDock)
        }
        return actions
    }

    /// Hands each event since the last call to `body`, oldest first, and clears them without allocating: a page
    /// change is followed by its announcement (page 2 of 3) unless an adjustable action or an icon action
    /// caused it.
    ///
    /// - Parameter body: Called once per event.
    /// - Complexity: O(events).
    public mutating func drainEvents(_ body: (Event) throws -> Void) rethrows {
        defer {
            pendingEvents.removeAll(keepingCapacity: true)
            announcesPages = true
        }
        for event in pendingEvents {
            try body(event)
            if announcesPages, case .pageChanged(let page) = event {
                try body(.announcement(.page(page + 1, of: Swift.max(liveLayout.pages.count, 1))))
            }
        }
    }

    /// Builds the screen anew on `newLayout` at `size` with the current settings and safe area.
    ///
    /// It keeps the grid (``Geometry``), the page shown before (clamped) and edit mode; icons jump, a dragged icon
    /// goes back (the rest of that touch is ignored). A new page is reported as ``Event/pageChanged(_:)``.
    mutating func rebuild(layout newLayout: IconArrangement, size: Vector, at time: Double) {
        let now = time.isFinite ? Swift.max(time, self.time) : self.time
        let page = currentPage
        var fresh = HomeScreen(
            layout: newLayout, screenSize: size, settings: settings, safeAreaTop: safeAreaTop,
            safeAreaBottom: safeAreaBottom, time: now, keepingGridOf: geometry)
        if isEditing { fresh.beginEditing(at: now) }
        let shown = Swift.min(page, fresh.layout.pages.count - 1)
        if shown > 0 { fresh.showPage(shown, animated: false, at: now) }
        fresh.pendingEvents = pendingEvents
        fresh.announcesPages = announcesPages
        if fresh.currentPage != page { fresh.pendingEvents.append(.pageChanged(fresh.currentPage)) }
        self = fresh
    }

    /// Performs a custom accessibility action (``Command/iconAction(action:icon:label:)``).
    mutating func performAction(_ action: IconAction, on id: IconID, label: String, at time: Double) {
        guard accessibilityActions(for: id).contains(action), let location = layout.location(of: id) else { return }
        guard let destination = destination(of: action, from: location) else { return beginEditing(at: time) }
        guard move(id, to: destination, at: time), let landed = layout.location(of: id) else { return }
        announcesPages = false
        if let page = landed.page, page != currentPage { showPage(page, animated: true, at: time) }
        switch landed {
        case .page(let page, let index):
            pendingEvents.append(.announcement(.iconMovedToPage(label: label, page: page + 1, position: index + 1)))
        case .dock(let index):
            pendingEvents.append(.announcement(.iconMovedToDock(label: label, position: index + 1)))
        }
    }

    /// Where an action sends an icon at `location`, or nil for ``IconAction/edit``.
    func destination(of action: IconAction, from location: IconLocation) -> IconLocation? {
        let pages = layout.pages
        let capacity = Swift.max(geometry.pageCapacity, 1)
        /// The last slot of page `page` for an icon coming from elsewhere.
        func end(of page: Int) -> IconLocation {
            let count = pages.indices.contains(page) ? pages[page].count : 0
            return .page(page, index: Swift.min(count, capacity - 1))
        }
        switch (action, location) {
        case (.edit, _): return nil
        case (.moveBackward, .page(let page, let index)): return .page(page, index: index - 1)
        case (.moveForward, .page(let page, let index)): return .page(page, index: index + 1)
        case (.moveBackward, .dock(let index)): return .dock(index: index - 1)
        case (.moveForward, .dock(let index)): return .dock(index: index + 1)
        case (.moveToPreviousPage, .page(let page, _)): return end(of: page - 1)
        case (.moveToNextPage, .page(let page, _)): return end(of: page + 1)
        case (.moveToDock, _): return .dock(index: layout.dock.count)
        case (.moveOutOfDock, _), (.moveToPreviousPage, .dock), (.moveToNextPage, .dock):
            return end(of: Swift.min(currentPage, pages.count - 1))
        }
    }
}
