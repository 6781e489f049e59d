/// A paged track of data items with optional page dots: what a carousel, a page viewer, a looping carousel or a
/// month pager shows, driven as a ``ComponentHost`` like every component.
///
/// The pager speaks in *data indices*; its ``Track`` in snaps. Where a snap holds several items (grouping, or
/// items merged at the ends of a bounded track), the pager keeps the index it was given while it lies in the
/// target snap, and otherwise shows the snap's first item (one place maps snaps to indices).
///
/// The pager exists before a usable viewport: until ``Command/viewport(width:height:)`` gives one it remembers
/// the index, shows nothing and needs no frames; the track is created on the first usable size.
///
/// With dots (``dots``), a press that goes down on the dots' control is theirs: a tap or a scrub asks for a page
/// and the pages move there; when the press can no longer be a tap or a scrub (`PageIndicator/declinesPress`),
/// the dots give it up and the pages continue it from its first touch. Every other press is the pages'
/// (``PointerArena``). The dots follow the pages after every call: their continuous ``progress`` while they
/// move, the index at rest.
///
/// ```swift
/// var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
/// host.send(.viewport(width: 390, height: 500), at: 0)
/// host.pointerChanged(to: Point(x: 300, y: 200), at: 1.0)
/// host.pointerChanged(to: Point(x: 100, y: 200), at: 1.1)
/// host.pointerEnded(at: Point(x: 100, y: 200), time: 1.1)
/// host.advance(to: 2.0)
/// host.index   // 3
/// ```
///
/// - Complexity: Per-frame calls are O(visible items + visible dots); a new viewport, new items or new settings
///   are O(n) in the number of snaps, as a new ``TrackLayout`` is.
public struct Pager: Sendable {
    /// The settings in effect (the last ones applied).
    public internal(set) var settings: Settings
    /// The track, once a usable viewport is known (nil before).
    public internal(set) var track: Track?
    /// The number of items in the data.
    public internal(set) var itemCount: Int
    /// The data index the view shows and its index binding should hold: always in `0..<itemCount`, 0 when empty.
    public internal(set) var index: Int
    /// The viewport's size (`x` the width, `y` the height), in points; zero until known.
    public internal(set) var viewport: Vector = .zero
    /// How many times the track jumped instead of animating (Reduce Motion, unanimated moves, data changes).
    ///
    /// A view can cross-fade when it changes.
    var jumpCount = 0
    /// The page dots, when the pager shows them (laid out left to right in their control; ``forEachDot(_:)``
    /// hands them over as the view draws them).
    public internal(set) var dots: PageIndicator?
    /// The distance from the viewport's bottom edge to the bottom of the dots' control, in points (non-finite
    /// values count as 0).
    var dotsBottomPadding: Double
    /// The viewport's bottom safe-area inset, which the dots stay above and the pages ignore.
    ///
    /// Set by ``Command/bottomSafeAreaInset(_:)``; 0 until a view sends one.
    var bottomSafeAreaInset = 0.0
    /// The window of a track without ends (``Command/recentre``, ``Command/showLogical(_:animated:)``): item `i`
    /// shows logical index `window.logicalIndex(ofItem: i)`; nil for an ordinary track.
    public internal(set) var window: UnboundedIndexWindow?
    /// The wheel or trackpad scroll in progress.
    var scrollSession = ScrollSession()
    /// The Digital Crown's rotation not yet turned into pages.
    var crown = CrownStepper()
    /// The Digital Crown's value as of the last ``Command/crownValue(_:)``.
    var crownValue = 0.0
    /// The sizes the front end measured (``ItemSizing/intrinsic(estimated:)``, ``CrossAxisSizing/followsCurrentItem``).
    var measurements = ItemMeasurements()
    /// Who owns each press: the dots (until they decline it) or the pages; one pointer at a time, as the pages'
    /// recognizer follows one.
    var arena = PointerArena<Part>(maximumPointers: 1)
    /// The events not yet drained, oldest first.
    var events: [Event] = []
    /// Whether VoiceOver's focus is on the pager (``Command/accessibilityFocus(_:)``): autoplay waits meanwhile.
    var isAccessibilityFocused = false
    /// Whether the user paused autoplay (``Command/autoplayPaused(_:)``).
    var isAutoplayPaused = false
    /// Reduce Motion's cross-fade in progress (``crossFadeFraction(at:)``), or nil.
    var crossFade: CrossFade?

    /// The two parts of the pager that can own a press.
    enum Part: Hashable, Sendable {
        /// The page dots.
        case dots
        /// The pages.
        case pages
    }

    /// Creates a pager; its track is created when the first usable viewport arrives.
    ///
    /// - Parameters:
    ///   - itemCount: The number of items (negative counts mean none).
    ///   - index: The index to start on, clamped into the items.
    ///   - settings: The settings (``Command/settings(_:)`` changes them later).
    ///   - dots: The dots' configuration, or nil for no dots. Default nil.
    ///   - dotsBottomPadding: The distance from the viewport's bottom to the dots' control. Default 0.
    public init(
        itemCount: Int, index: Int, settings: Settings = Settings(), dots: PageIndicator.Configuration? = nil,
        dotsBottomPadding: Double = 0
    ) {
        self.settings = settings
        self.itemCount = Swift.max(itemCount, 0)
        self.index = Swift.min(Swift.max(index, 0), Swift.max(self.itemCount - 1, 0))
        self.dotsBottomPadding = dotsBottomPadding
        if let dots { self.dots = .control(count: self.itemCount, currentPage: self.index, configuration: dots) }
        syncDots()
        _checkInvariants()
    }

    /// A pager without ends: `window.count` items starting on the window's centre, whose logical indices the window
    /// maps (see ``UnboundedIndexWindow``).
    ///
    /// - Parameters:
    ///   - window: The window of logical indices the items show.
    ///   - settings: The settings.
    public init(window: UnboundedIndexWindow, settings: Settings = Settings()) {
        self.init(itemCount: window.count, index: window.center, settings: settings)
        self.window = window
    }

    /// Something the view must act on.
    public enum Event: Hashable, Sendable {
        /// The user tapped the item with this data index while the track was still.
        case itemTapped(Int)
        /// A message for assistive technologies (the page the track settled on).
        case announcement(AccessibilityPhrase)
        /// The track came near an end (``Track/Configuration/nearEndThreshold``): load more items there, and hand
        /// them over with ``Command/change(_:)`` or ``Command/items(count:selecting:)`` (the content does not move).
        case nearEnd(TrackEnd)
    }

    /// The continuous position in items for a page indicator (2.5 half-way between items 2 and 3): the track's
    /// progress when every snap holds one item, otherwise ``index``.
    public var progress: Double {
        guard let track, track.layout.snapCount == itemCount, itemCount > 0 else { return Double(index) }
        return track.progress
    }

    /// The data index of the item a pointer is pressing (see `Track/pressedSlot`), or nil; the placements say
    /// the same per item with ``ItemPlacement/isPressed``.
    ///
    /// - Complexity: O(visible items).
    public var pressedIndex: Int? {
        guard let track, let slot = track.pressedSlot else { return nil }
        return track.visibleItems.first { $0.slot == slot }?.index
    }

    /// The continuous position in pages, continued past the ends of a bounded track so a rubber band shows.
    ///
    /// 12.2 when the last of 13 pages is pulled a fifth of a page beyond its snap, −0.3 when the first is pulled
    /// 0.3 of a page the other way. Inside the range, and on a loop, it equals ``progress``. The distance beyond
    /// an end is measured in the gap between that end's snap and its neighbour.
    ///
    /// - Complexity: O(log s).
    public var position: Double {
        let inside = progress
        guard let track, track.layout.snapCount == itemCount, itemCount > 1, !track.layout.loops else { return inside }
        let layout = track.layout
        let offset = track.unwrappedPosition
        let first = layout.offset(ofVirtualSnap: 0)
        let second = layout.offset(ofVirtualSnap: 1)
        let last = layout.offset(ofVirtualSnap: itemCount - 1)
        let beforeLast = layout.offset(ofVirtualSnap: itemCount - 2)
        var value = inside
        if offset < first, second > first {
            value = (offset - first) / (second - first)
        } else if offset > last, last > beforeLast {
            value = Double(itemCount - 1) + (offset - last) / (last - beforeLast)
        }
        return value.isFinite ? value : inside
    }

    /// What assistive technologies read as the value: page 3 of 13 (1-based), page 1 of 1 before the track
    /// exists.
    public var accessibilityValue: AccessibilityPhrase {
        track?.accessibilityValue ?? .page(index + 1, of: Swift.max(itemCount, 1))
    }

    /// Calls `body` with each visible dot as the view draws it, in the control's coordinates (mirrored across the
    /// control in a right-to-left layout), leading first; nothing without dots.
    ///
    /// - Parameter body: Called once per dot.
    /// - Complexity: O(visible dots).
    public func forEachDot(_ body: (PageIndicator.Dot) throws -> Void) rethrows {
        guard let dots else { return }
        let width = dots.mirrorWidth
        try dots.forEachPlacement(at: 0) { try body(width.map($0.mirrored(inWidth:)) ?? $0) }
    }

    /// An index clamped into `0..<itemCount` (0 when there are no items).
    func clampedIndex(_ value: Int) -> Int {
        itemCount > 0 ? Swift.min(Swift.max(value, 0), itemCount - 1) : 0
    }

    /// An index wrapped into the items on a loop (the track's, or the settings' before the track exists), clamped
    /// into them otherwise.
    func wrappedIndex(_ value: Int) -> Int {
        let loops = track?.layout.loops ?? settings.configuration.layout.loop
        return loops && itemCount > 0 ? ((value % itemCount) + itemCount) % itemCount : clampedIndex(value)
    }

    /// Checks the pager's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`).
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(itemCount >= 0, "the item count is not negative")
            _riffleInvariant(index == clampedIndex(index), "index \(index) out of 0..<\(itemCount)")
            if let track {
                _riffleInvariant(track.layout.itemCount == itemCount, "the track has the pager's items")
                _riffleInvariant(track.layout.viewportLength > 0, "a track exists only for a usable viewport")
            }
        #endif
    }
}

// MARK: - The contract

extension Pager: Interactive {
    /// What a front end asks of a pager besides pointer input (``ComponentHost/send(_:at:)``).
    public enum Command: Codable, Hashable, Sendable {
        /// The viewport's size (the view's size). The first usable size creates the track on ``Pager/index``;
        /// later sizes relayout it, keeping the position and any motion. A size with no usable length along the
        /// axis is ignored; a non-finite or negative cross length counts as 0.
        case viewport(width: Double, height: Double)
        /// New data: `count` items, showing `selecting` (nil keeps the index), clamped. Pass the index the current
        /// item moved to (`IndexRelocation`) so the same item stays on screen; the track jumps there.
        case items(count: Int, selecting: Int?)
        /// Items inserted, removed or moved, keeping what is on screen: the item under the finger stays under it
        /// and the index follows the current item. A change that does not fit is clamped or ignored.
        case change(ItemChange)
        /// New settings (from a view's modifiers, ``Settings/adapted(reduceMotion:rightToLeft:)``): the running
        /// track is reconfigured (`Track/reconfigure(_:viewportLength:items:at:)`). Settings equal to the
        /// current ones, or differing only by NaNs in the same places, change nothing.
        case settings(Settings)
        /// The view's index binding changed: show data index `index` (clamped, wrapped on a loop), moving to its
        /// snap unless already going there; the current index does nothing. During a drag the finger wins.
        case select(index: Int, animated: Bool)
        /// Moves to the snap of data index `index` even when it is already the target (a list returning to its
        /// start wherever free scrolling left it). During a drag the finger wins.
        case scrollTo(index: Int, animated: Bool)
        /// `pages` pages forward (negative: back) from the current target, animated and announced.
        case scrollBy(pages: Int)
        /// The adjustable action "increment" (VoiceOver's swipe up): one page forward, not announced (assistive
        /// technologies read the new ``Pager/accessibilityValue`` themselves).
        case increment
        /// The adjustable action "decrement": one page back, not announced.
        case decrement
        /// A keyboard command: one page, a screenful (as many pages as the viewport shows around the target), or
        /// the first or last item (on a loop the shortest way round). Moves add up from where the track is
        /// heading; keys do nothing during a drag.
        case key(KeyCommand)
        /// A move command (tvOS remote, arrow keys): one page along the track (mirrored right to left); across
        /// the axis nothing, so focus can leave.
        case move(MoveDirection)
        /// The select command (the TV remote's select press): ``Event/itemTapped(_:)`` for the current item while
        /// the track is still.
        case activate
        /// A wheel or trackpad scroll (see ``ScrollEvent``): a notched wheel moves pages
        /// (`Settings/wheelStepsPerGesture` at most per gesture); a trackpad drags the track 1:1 and releases
        /// it with the scroll's velocity; momentum phases are ignored.
        case scroll(delta: Vector, phase: ScrollEvent.Phase)
        /// The Digital Crown turned by `turns` full turns (clockwise positive): pages by `CrownStepper`'s rule.
        case crown(turns: Double)
        /// The Digital Crown's value (SwiftUI's `digitalCrownRotation` binding, whose units depend on the crown's
        /// sensitivity): the change since the last value the pager was given (from 0), times
        /// `Settings/crownRotationPerPage`, goes on as ``crown(turns:)``; a non-finite change is dropped.
        case crownValue(Double)
        /// The size the front end measured for item `index` (its length along the axis for
        /// ``ItemSizing/intrinsic(estimated:)``, across it for ``CrossAxisSizing/followsCurrentItem``); changes
        /// under half a point, non-finite or negative sizes and indices outside the items are ignored.
        case measure(index: Int, width: Double, height: Double)
        /// Shows, hides or reconfigures the dots (nil hides them, cancelling a press they own) and sets their
        /// distance from the viewport's bottom.
        case dots(PageIndicator.Configuration?, bottomPadding: Double)
        /// The viewport's bottom safe-area inset (the home indicator's zone when the pager is full-bleed): the dots
        /// sit their bottom padding above it (``Pager/dotsOrigin``), the pages stay full-bleed. Non-finite or
        /// negative insets count as 0.
        case bottomSafeAreaInset(Double)
        /// Ends every press in progress as a cancellation, whoever owns it (the view goes away, or a detail opens
        /// over the pager): a drag settles without velocity, the dots forget a scrub.
        case cancelPresses
        /// Keeps a track without ends away from its window's ends: when the index is more than a quarter of the
        /// window from its centre, moves ``Pager/window`` so the current item is at the centre and renumbers the
        /// items (nothing on screen moves, a drag or a flick runs on). Send it after input and frames.
        case recentre
        /// Shows logical index `index` of a track without ends: a ``select(index:animated:)`` of its item inside
        /// the window; further away the window is centred on it and the track jumps there.
        case showLogical(Int, animated: Bool)
        /// VoiceOver's focus came to the pager (true) or left it (false): autoplay does not move the page under a
        /// VoiceOver user while it is read, and starts a full interval after focus leaves.
        case accessibilityFocus(Bool)
        /// The user paused (true) or resumed (false) autoplay, with ``Pager/autoplayAction`` or the app's own
        /// control (WCAG 2.2.2): no autoplay move while paused, a full interval after resuming. It holds across
        /// new settings and before the pager has a size.
        case autoplayPaused(Bool)
    }

    /// The accessibility action that pauses or resumes autoplay, or nil when the pager does not autoplay (none
    /// configured, or Reduce Motion turned it off): its name (``AccessibilityPhrase/pauseAutoplay`` while autoplay
    /// runs, ``AccessibilityPhrase/resumeAutoplay`` while paused) and the command that carries it out.
    public var autoplayAction: (name: AccessibilityPhrase, command: Command)? {
        guard settings.effectiveConfiguration.autoplay != nil else { return nil }
        return isAutoplayPaused ? (.resumeAutoplay, .autoplayPaused(false)) : (.pauseAutoplay, .autoplayPaused(true))
    }

    /// Carries out a command (see ``Command``).
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    /// - Complexity: O(log s) for moves; O(n) in the number of snaps for a new layout.
    public mutating func perform(_ command: Command, at time: Double) {
        let outgoing = crossFadeOrigin(for: command)
        let jumps = jumpCount
        defer {
            absorbTrackEvents()
            beginCrossFade(from: outgoing, jumpsBefore: jumps, at: time)
            syncDots()
            _checkInvariants()
        }
        switch command {
        case .viewport(let width, let height): setViewport(width: width, height: height, at: time)
        case .items(let count, let selection): setItems(count: count, selecting: selection, at: time)
        case .change(let change): changeItems(change, at: time)
        case .settings(let settings): apply(settings, at: time)
        case .select(let requested, let animated):
            guard requested != index else { return }
            show(wrappedIndex(requested), animated: animated, at: time)
        case .scrollTo(let index, let animated):
            if track != nil, itemCount > 0 { show(wrappedIndex(index), animated: animated, always: true, at: time) }
        case .scrollBy(let pages): scroll(by: pages, at: time)
        case .increment: track?.accessibilityIncrement(at: time)
        case .decrement: track?.accessibilityDecrement(at: time)
        case .key(let key): handle(key, at: time)
        case .move(let direction):
            let step = direction.pageStep(along: settings.configuration.axis, rightToLeft: isMirrored) ?? 0
            if step != 0 { handle(step > 0 ? .next : .previous, at: time) }
        case .activate:
            guard let track, !track.needsFrames, itemCount > 0 else { return }
            events.append(.itemTapped(index))
        case .scroll(let delta, let phase): scroll(ScrollEvent(delta: delta, phase: phase, timestamp: time))
        case .crown(let turns):
            crown.rotationPerPage = settings.crownRotationPerPage
            let pages = crown.feed(turns, at: time)
            if track?.drag == nil { scroll(by: pages, at: time) }
        case .crownValue(let value):
            let delta = value - crownValue
            crownValue = value
            guard delta.isFinite else { return }
            perform(.crown(turns: delta * settings.crownRotationPerPage), at: time)
        case .measure(let index, let width, let height):
            setMeasuredSize(Vector(x: width, y: height), ofItem: index, at: time)
        case .dots(let configuration, let padding):
            dotsBottomPadding = padding
            if configuration == nil, dots != nil { cancelPresses(at: track?.time ?? time) }
            dots = configuration.map { dots ?? .control(count: itemCount, currentPage: index, configuration: $0) }
            let mirrored = isMirrored
            if let configuration { dots?.perform(.configure(configuration, isRightToLeft: mirrored), at: time) }
        case .bottomSafeAreaInset(let inset): bottomSafeAreaInset = inset
        case .cancelPresses: cancelPresses(at: time)
        case .recentre: recentre(at: time)
        case .showLogical(let logical, let animated): show(logical: logical, animated: animated, at: time)
        case .accessibilityFocus(let focused):
            isAccessibilityFocused = focused
            track?.setAccessibilityFocus(focused, at: time)
        case .autoplayPaused(let paused):
            isAutoplayPaused = paused
            track?.setAutoplayPaused(paused, at: time)
        }
    }

    /// Feeds one pointer event (in the pager's left-to-right coordinates) to the part that owns its press: with
    /// dots, the ``PointerArena`` decides; without, the pages take every event.
    ///
    /// - Parameter event: The event.
    public mutating func handle(_ event: PointerEvent) {
        let outgoing = crossFadeOrigin(for: event)
        let jumps = jumpCount
        defer { beginCrossFade(from: outgoing, jumpsBefore: jumps, at: event.timestamp) }
        // Without dots every press is the pages' (the track applies its own rules to unusable or late input).
        guard dots != nil || arena.owner(of: event.id) != nil else {
            _ = deliver(event, to: .pages)
            _checkInvariants()
            return
        }
        var arena = self.arena.takeOut()
        var declined = false
        arena.route(event, candidates: parts(at:)) { part, event in
            declined = deliver(event, to: part) || declined
        }
        if declined {
            arena.reject(pointer: event.id, at: event.timestamp) { part, event in _ = deliver(event, to: part) }
        }
        self.arena = arena
        syncDots()
        _checkInvariants()
    }

    /// Advances the track to a frame's time: runs the motion and autoplay.
    ///
    /// - Parameter time: The frame's time, in seconds (earlier times change nothing).
    /// - Complexity: O(1) amortized.
    public mutating func advance(to time: Double) {
        track?.advance(to: time)
        endCrossFade(at: time)
        absorbTrackEvents()
        syncDots()
        _checkInvariants()
    }

    /// Whether a motion or a cross-fade runs, or a drag is in progress.
    public var needsFrames: Bool { track?.needsFrames ?? false || crossFade != nil }

    /// What the pager is doing, for a view's scroll-phase callback.
    ///
    /// ``Track/Phase/dragging`` while a finger moves it, ``Track/Phase/settling`` while it moves on its own (after a release, or a move from code, a key, a dot
    /// or autoplay, or while Reduce Motion's cross-fade runs), ``Track/Phase/idle`` at rest (also before the track
    /// exists). Idle after settling is the end of a move: a view's completion.
    public var phase: Track.Phase {
        crossFade != nil ? .settling : track?.phase ?? .idle
    }

    /// The next time at which ``advance(to:)`` has work to do without motion (autoplay), or nil.
    public var nextDeadline: Double? { track?.nextDeadline }

    /// Hands each event since the last call to `body`, oldest first, and clears them.
    ///
    /// - Parameter body: Called once per event.
    public mutating func drainEvents(_ body: (Event) throws -> Void) rethrows {
        guard !events.isEmpty else { return }
        defer { events.removeAll(keepingCapacity: true) }
        for event in events { try body(event) }
    }

    /// The track's axis: a drag across it is left to the parent.
    public var dragAxis: Axis? { settings.configuration.axis }

    /// The viewport's width for a right-to-left horizontal pager (``Settings/isRightToLeft``: the pager and its
    /// track lay out left to right, and the host mirrors), else nil.
    public var mirrorWidth: Double? {
        settings.isRightToLeft && settings.configuration.axis == .horizontal ? viewport.x : nil
    }

    /// Calls `body` with each visible item to draw at `time`, in the track's order (draw them ordered by
    /// ``ItemPlacement/zIndex``).
    ///
    /// The track is advanced to `time` on a copy, so a view can draw the frame it is asked for before it advances
    /// the pager. Times earlier than the latest input show the current state.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - body: Called once per visible item.
    /// - Complexity: O(visible items).
    public func forEachPlacement(at time: Double, _ body: (ItemPlacement) throws -> Void) rethrows {
        guard let current = track else { return }
        // The track is copied only to draw ahead of it: a Track is large, and a view draws the time it advanced to.
        guard time > current.time else { return try forEachPlacement(of: current, fadingAt: time, body) }
        var frame = current
        frame.advance(to: time)
        try forEachPlacement(of: frame, fadingAt: time, body)
    }

    /// The placements of `frame` at `time`, under the cross-fade if one runs (see ``forEachPlacement(at:_:)``).
    private func forEachPlacement(of frame: Track, fadingAt time: Double, _ body: (ItemPlacement) throws -> Void)
        rethrows
    {
        guard let crossFade, let incoming = crossFadeFraction(at: time) else {
            return try forEachPlacement(of: frame, body)
        }
        if incoming < 1 {
            try forEachPlacement(of: crossFade.outgoing) { placement in
                var outgoing = placement
                outgoing.opacity *= 1 - incoming
                outgoing.isOutgoing = true
                outgoing.isAccessibilityHidden = true
                outgoing.isPressed = false
                try body(outgoing)
            }
        }
        try forEachPlacement(of: frame) { placement in
            var shown = placement
            shown.opacity *= incoming
            try body(shown)
        }
    }

    /// The placements of `frame`'s visible items (see ``forEachPlacement(at:_:)``).
    func forEachPlacement(of frame: Track, _ body: (ItemPlacement) throws -> Void) rethrows {
        let effect = settings.effect
        let axis = frame.configuration.axis
        let follows = settings.crossAxisSizing == .followsCurrentItem
        let followed = follows ? Self.followedCrossLength(of: frame, measurements: measurements) : nil
        let cross = settings.crossLength
        for item in frame.visibleItems {
            let appearance = effect.appearance(progress: item.progress, length: item.length, axis: axis)
            try body(
                ItemPlacement(
                    item: item, appearance: appearance, axis: axis, viewport: viewport,
                    isAccessibilityHidden: frame.isAccessibilityHidden(item), itemCount: itemCount,
                    crossLength: follows ? measurements[item.index]?[axis.cross] ?? followed ?? cross : cross,
                    isPressed: item.slot == frame.pressedSlot))
        }
    }

    /// The command a version-1 recording line stands for: keys (`key next`, `key left`, `key select`), scrolls,
    /// crown turns, viewports, and the lines `select <i> [jump]`, `scroll-to <i> [jump]`, `increment`,
    /// `decrement`, `items <count> [<selection>]`, `insert <at> <count>`, `remove <lower> <upper>`,
    /// `move-item <from> <to>` and `measure <index> <width> <height>`.
    ///
    /// - Parameter event: A recorded input.
    /// - Returns: Its command, or nil.
    public static func command(recorded event: Recording.Event) -> Command? {
        switch event {
        case .key(let name):
            if let key = Recording.Event.keyCommand(named: name) { return .key(key) }
            if let direction = MoveDirection(rawValue: name) { return .move(direction) }
            return name == "select" ? .activate : nil
        case .scroll(let delta, let phase): return .scroll(delta: delta, phase: phase)
        case .crown(let turns): return .crown(turns: turns)
        case .viewport(let size): return .viewport(width: size.x, height: size.y)
        case .command(let name, let arguments):
            let numbers = arguments.map { Int($0) }
            let first = numbers.first ?? nil
            let second = numbers.dropFirst().first ?? nil
            let animated = arguments.dropFirst().first != "jump"
            switch (name, first) {
            case ("select", let index?): return .select(index: index, animated: animated)
            case ("scroll-to", let index?): return .scrollTo(index: index, animated: animated)
            case ("increment", _): return .increment
            case ("decrement", _): return .decrement
            case ("items", let count?): return .items(count: count, selecting: second)
            case ("insert", let at?): return second.map { .change(.inserted(at: at, count: $0)) }
            case ("remove", let lower?):
                guard let upper = second, upper >= lower else { return nil }
                return .change(.removed(lower..<upper))
            case ("move-item", let from?): return second.map { .change(.moved(from: from, to: $0)) }
            case ("measure", let index?):
                let size = arguments.dropFirst().prefix(2).compactMap { Double($0) }
                return size.count == 2 ? .measure(index: index, width: size[0], height: size[1]) : nil
            default: return nil
            }
        default: return nil
        }
    }
}

extension ItemPlacement: Mirrorable {
    /// The placement with its frame mirrored across `width` and its rotation and tilt reversed.
    ///
    /// - Parameter width: The viewport's width.
    /// - Returns: The mirrored placement.
    public func mirrored(inWidth width: Double) -> ItemPlacement {
        var placement = self
        placement.x = width - (x + self.width)
        placement.rotation = -rotation
        placement.tilt = -tilt
        return placement
    }
}

// MARK: - Moves, keys, dots

extension Pager {
    /// Makes `item` the index and moves the track to its snap when it is not already the target, or even when it
    /// is with `always` (a list returning to its start wherever free scrolling left it); when the track does not
    /// go there (a drag holds it), the index returns to the track's target.
    mutating func show(_ item: Int, animated: Bool, always: Bool = false, at time: Double) {
        index = item
        guard let layout = track?.layout, let target = track?.targetIndex else { return }
        let snap = layout.snapIndex(containingItem: item) ?? 0
        if always || snap != target { track?.send(.scrollTo(index: snap, animated: animated), at: time) }
        absorbTrackEvents()
        followTarget()
    }

    /// Moves `snaps` pages from the current target, animated (0 does nothing).
    mutating func scroll(by snaps: Int, at time: Double) {
        if snaps != 0 { track?.send(.scrollBy(snaps: snaps, animated: true), at: time) }
    }

    /// A keyboard command (see ``Command/key(_:)``).
    mutating func handle(_ key: KeyCommand, at time: Double) {
        guard let current = track, current.drag == nil, itemCount > 0 else { return }
        switch key {
        case .previous: scroll(by: -1, at: time)
        case .next: scroll(by: 1, at: time)
        case .pageUp: scroll(by: -pageSize(of: current), at: time)
        case .pageDown: scroll(by: pageSize(of: current), at: time)
        case .home: show(0, animated: true, always: true, at: time)
        case .end: show(itemCount - 1, animated: true, always: true, at: time)
        }
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

    /// Takes the track's events: keeps ``index`` on the target snap, counts jumps, queues taps, announcements
    /// and near-end reports.
    mutating func absorbTrackEvents() {
        guard let pending = track?.pendingEvents, !pending.isEmpty, let track else { return }
        self.track?.pendingEvents.removeAll(keepingCapacity: true)
        let layout = track.layout
        for event in pending {
            switch event {
            case .targetIndexChanged(let snap, _), .settled(let snap): follow(snap: snap, in: layout)
            case .jumped: jumpCount &+= 1
            case .itemTapped(let item, _): events.append(.itemTapped(item))
            case .announcement(let text): events.append(.announcement(text))
            case .nearEnd(let end): events.append(.nearEnd(end))
            case .nearestIndexChanged, .backgroundTapped, .motionStopped, .longPressBegan, .declined: break
            }
        }
    }

    /// The one place snaps become data indices: keeps ``index`` when it lies in `snap`; otherwise moves it to the
    /// snap's first item.
    mutating func follow(snap: Int, in layout: TrackLayout) {
        guard layout.snapItems.indices.contains(snap) else { return }
        let items = layout.snapItems[snap]
        if !items.contains(index), !items.isEmpty { index = clampedIndex(items.lowerBound) }
    }

    /// ``follow(snap:in:)`` for the track's target (after a relayout, a new size or new settings regrouped the
    /// snaps, or a move a drag refused).
    mutating func followTarget() {
        if let track { follow(snap: track.targetIndex, in: track.layout) }
    }

    /// The parts under a point, front-most first (the pages alone before the pager has a usable size).
    func parts(at location: Point) -> [Part] {
        guard let dots, track != nil else { return [.pages] }
        let origin = dotsOrigin
        return dots.touchAreaContains(Point(x: location.x - origin.x, y: location.y - origin.y))
            ? [.dots, .pages] : [.pages]
    }

    /// Hands one event to a part; returns whether the dots now decline the press.
    ///
    /// The pages take it as it is (ending a trackpad touch first); the dots in their control's coordinates, and
    /// the page they ask for is selected.
    mutating func deliver(_ event: PointerEvent, to part: Part) -> Bool {
        switch part {
        case .pages:
            // A pointer taking hold ends a trackpad touch first, as a release (the pointer then catches the motion).
            if scrollSession.isTouching {
                let time = event.timestamp
                endScrollTouch(
                    at: time.isUsableTime ? Swift.max(time, scrollSession.lastTime) : scrollSession.lastTime)
            }
            track?.handle(event)
            absorbTrackEvents()
            return false
        case .dots:
            guard var dots else { return false }
            let origin = dotsOrigin
            var local = event
            local.location = Point(x: event.location.x - origin.x, y: event.location.y - origin.y)
            dots.handle(local)
            let page = dots.takeEvents().requestedPage
            let declined = event.phase == .move && dots.declinesPress
            self.dots = dots
            if let page, page != index { show(wrappedIndex(page), animated: true, at: event.timestamp) }
            return declined
        }
    }

    /// Ends every press in progress as a cancellation (see ``Command/cancelPresses``).
    mutating func cancelPresses(at time: Double) {
        var arena = self.arena.takeOut()
        arena.cancelAll(at: time) { part, event in _ = deliver(event, to: part) }
        self.arena = arena
    }

    /// Keeps the dots showing the pages: count, page, continuous progress while they move, direction.
    mutating func syncDots() {
        guard var dots else { return }
        let time = track?.time ?? 0
        dots.perform(.configure(dots.configuration, isRightToLeft: isMirrored), at: time)
        dots.perform(
            .update(count: itemCount, currentPage: index, progress: needsFrames ? progress : nil), at: time)
        self.dots = dots
    }
}
