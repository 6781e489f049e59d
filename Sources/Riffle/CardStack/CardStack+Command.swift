extension CardStack: Interactive {
    /// What a wallet view asks of the stack besides pointer input (``ComponentHost/send(_:at:)``).
    public enum Command: Codable, Hashable, Sendable {
        /// The view's size (from a geometry reader). The first usable size lays the stack out, fitted to it
        /// (`Settings/configuration(forViewport:)`), with the selection made so far, and starts seed 004's
        /// entrance when ``Settings/playsEntrance`` is on; later sizes fit the stack again (the cards move to
        /// their new places). A zero, negative or non-finite width or height is ignored (views pass through empty
        /// sizes during transitions).
        case viewport(width: Double, height: Double)
        /// New settings (from the view's modifiers, adapted to the environment with
        /// ``Settings/adapted(reduceMotion:rightToLeft:)``): the configuration is fitted to the viewport again and
        /// the cards move to their new places. Settings equal to the current ones, or differing only by NaNs in
        /// the same places, change nothing; ``Settings/playsEntrance`` matters only before the first viewport.
        case configure(Settings)
        /// The view's order binding changed from outside: the cards missing from `ids` are removed (removing the
        /// selected card deselects it), the new ones inserted at their places, entering from the leading edge,
        /// and the rest put in the new order; every other card springs to its new slot. None of this is
        /// reported as ``Event/moved(id:from:to:)``. The current order does nothing; an order that holds an
        /// identifier twice changes nothing (the view writes ``ids`` back to its binding).
        case order(ids: [String])
        /// The view's selection binding changed from outside: selects a card, or deselects with nil. A card the
        /// stack cannot select (an unknown identifier, or any card while one is lifted: the finger wins) leaves
        /// ``selectedID`` as it was, and the view writes it back to its binding.
        case select(id: String?)
        /// A tap without a pointer: VoiceOver's default action on the card `id`, or with nil the select press of
        /// a TV remote on the first card. Deselects while a card is selected, else selects the card.
        case activate(id: String?)
        /// A move command (tvOS remote, arrow keys): down selects the card after the selected one (the first
        /// card when none is selected), up the card before it. Left and right, up with nothing selected, and
        /// moves past either end do nothing.
        case move(MoveDirection)
        /// A custom accessibility action on the card `id`: it moves one place in the order, the cards spring to
        /// their slots, and its new place is announced (``Event/announcement(_:)``, the label
        /// ``accessibilityLabel(for:description:)`` gives with `description`).
        case accessibility(action: AccessibilityAction, id: String, description: String)
        /// Scrolls to `offset` points (clamped into ``scrollRange``; positive reveals the cards above): a mouse wheel
        /// or trackpad over the cards, animated with ``Configuration/reorderMotion`` or at once. Non-finite offsets do
        /// nothing, and so does a scroll while a card is lifted (the finger scrolls then, by holding the card near an
        /// edge) or while a finger scrolls the stack.
        case scroll(offset: Double, animated: Bool)
        /// Plays the seed's staggered entrance now (for a view that starts it itself, with
        /// ``Settings/playsEntrance`` false).
        case entrance
    }

    /// Something the host may want to react to, reported once through ``CardStack/drainEvents(_:)``.
    ///
    /// Every ``lifted(_:)`` is followed by exactly one ``dropped(_:)`` or ``reorderCancelled(_:)`` for the same
    /// card; a ``moved(id:from:to:)`` comes just before the ``dropped(_:)`` of a drag that changed the order.
    public enum Event: Hashable, Sendable {
        /// A card was selected (by a tap or ``CardStack/Command/select(id:)``): the detail slot opens.
        case selected(String)
        /// The selected card was deselected: the detail slot closes.
        case deselected(String)
        /// A long press picked a card up: it lifts and can be dragged.
        case lifted(String)
        /// The live gap of the dragged card moved to this index (a good moment for a light haptic tick).
        ///
        /// Also reported when a removal during the drag pulls the gap back inside the smaller stack, so the last
        /// reported index is always where the card lands (``CardStack/landingIndex``) and below the card count.
        /// A report not yet taken whose index a removal took away is withdrawn, so every index
        /// ``CardStack/takeEvents()`` returns is an index of the cards at that moment.
        case gapChanged(id: String, index: Int)
        /// A card moved in the order, from one index to another (never equal), by a drag, an accessibility
        /// action or a data change.
        ///
        /// Persist the order by applying the same move to the stored order: remove the item at `from` and insert
        /// it at `to`. A drag that lands where it started reports no move.
        case moved(id: String, from: Int, to: Int)
        /// The lifted card was let go (released after a drag or a hold, or tapped); any move was reported before.
        case dropped(String)
        /// The reorder was abandoned (the system cancelled the touch, or the dragged card was removed): the order
        /// is the one the drag started from, with any data changes made meanwhile.
        case reorderCancelled(String)
        /// A message for assistive technologies: a card's new place after an accessibility action moved it
        /// ("Visa, card 1 of 4"; ``Command/accessibility(action:id:description:)``).
        case announcement(AccessibilityPhrase)
    }

    /// A stack that exists before its view has a size: it holds the order and the selection, shows nothing and
    /// needs no frames until the first usable ``Command/viewport(width:height:)`` lays it out.
    ///
    /// - Parameters:
    ///   - ids: The cards' identifiers, in order (the first is drawn in front). A repeated identifier is dropped
    ///     (the first occurrence stays).
    ///   - selection: The selected card, or nil; an identifier the order does not hold counts as nil.
    ///   - settings: The settings (``Command/configure(_:)`` changes them later), for example ``Settings/wallet``.
    /// - Complexity: O(n).
    public init(ids: [String], selection: String? = nil, settings: Settings) {
        self.init(ids: ids, configuration: settings.configuration(forViewport: .zero))
        self.settings = settings
        viewport = nil
        selectedID = selection.flatMap { index(of: $0) == nil ? nil : $0 }
        detailID = selectedID
    }

    /// The card whose history the history slot shows: the selected card, and while the slot closes after a
    /// deselection, the card that was selected; nil when the slot is closed or its card was removed.
    var historyID: String? {
        if let selectedID { return selectedID }
        guard let detailID, detail.value > 0, index(of: detailID) != nil else { return nil }
        return detailID
    }

    /// Vertical (the stack scrolls), or nil while a card is lifted (it follows the finger in any direction).
    public var dragAxis: Axis? { session == nil ? .vertical : nil }

    /// A lifted card's drag always; before a lift, a vertical one when the stack scrolls by dragging
    /// (``Configuration/scrollsByDragging``), none otherwise: a stack inside a scroll view leaves the scroll to it.
    public func shouldBeginDrag(translation: Vector, velocity: Vector) -> Bool {
        if session != nil { return translation.isFinite || velocity.isFinite }
        return configuration.scrollsByDragging && Axis.vertical.admits(translation: translation, velocity: velocity)
    }

    /// Under ``DragPriority/standard``, a stack that leaves vertical drags to its parent lifts a card no sooner
    /// than `DragPriority/standardPressDelay`.
    public mutating func adoptDragPriority(_ priority: DragPriority) {
        dragPriority = priority
    }

    /// The view's width in a right-to-left layout (the stack is laid out left to right), else nil.
    public var mirrorWidth: Double? { settings.isRightToLeft ? viewport?.x : nil }

    /// Carries out a command (see ``Command``).
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds.
    /// - Complexity: O(n) in the number of cards; ``Command/order(ids:)`` O(n) expected (hashing).
    public mutating func perform(_ command: Command, at time: Double) {
        switch command {
        case .viewport(let width, let height):
            guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
            let size = Vector(x: Swift.min(width, 1e6), y: Swift.min(height, 1e6))
            guard size != viewport else { return }
            let fitted = settings.configuration(forViewport: size)
            guard viewport != nil else { return appear(in: size, with: fitted, at: time) }
            viewport = size
            setConfiguration(fitted, at: time)
        case .configure(let newSettings):
            guard !newSettings.isSameSettings(as: settings) else { return }
            settings = newSettings
            guard let viewport else { return }
            let fitted = newSettings.configuration(forViewport: viewport)
            if fitted != configuration { setConfiguration(fitted, at: time) }
        case .order(let ids):
            show(ids, at: time)
        case .select(let id):
            guard id != selectedID else { return }
            guard viewport != nil else {
                if let id, index(of: id) == nil { return }
                selectedID = id
                detailID = id
                return
            }
            let now = now(time)
            step(to: now)
            // An unknown card cannot be selected, nor any card while one is lifted (the finger wins).
            if id.map({ session == nil && index(of: $0) != nil }) ?? true { changeSelection(to: id, at: now) }
            _checkInvariants()
        case .activate(let id):
            perform(.select(id: selectedID == nil ? id ?? cards.first?.id : nil), at: time)
        case .move(let direction):
            guard let step = direction.pageStep(along: .vertical, rightToLeft: false) else { return }
            let target = selectedID.flatMap(index(of:)).map { $0 + step } ?? (step > 0 ? 0 : -1)
            guard cards.indices.contains(target) else { return }
            perform(.select(id: cards[target].id), at: time)
        case .accessibility(let action, let id, let description):
            guard viewport != nil, perform(action, on: id, at: time) else { return }
            if let label = accessibilityLabel(for: id, description: description) {
                pendingEvents.append(.announcement(label))
            }
        case .scroll(let offset, let animated):
            guard viewport != nil, offset.isFinite, session == nil, scrollDrag == nil else { return }
            let now = now(time)
            step(to: now)
            let range = scrollRange
            let target = Swift.min(Swift.max(offset, range.lowerBound), range.upperBound)
            if animated {
                scroll.drive(to: target, with: effective(configuration.reorderMotion), at: now)
            } else {
                scroll.jump(to: target, at: now)
            }
            revealKeptCards(at: now)
            _checkInvariants()
        case .entrance:
            guard viewport != nil else { return }
            playEntrance(at: time)
        }
    }

    /// The commands a wallet view sends when it appears, before its size (``Command/viewport(width:height:)``):
    /// the settings, then the order binding, then the selection binding when the view has one; only those that
    /// change something.
    ///
    /// SwiftUI calls `onAppear` again each time the view comes back (a tab, a navigation pop): an appearance with
    /// everything in step sends nothing, and one after the bindings changed while the view was away sends what
    /// changed.
    ///
    /// - Parameters:
    ///   - settings: The view's settings, adapted to the environment.
    ///   - order: The order binding's identifiers.
    ///   - selection: The selection binding's value, or nil when the view has no selection binding (the stack
    ///     then keeps its own selection).
    /// - Returns: The commands, in the order to send them.
    /// - Complexity: O(n).
    public func commands(appearingWith settings: Settings, order: [String], selection: String??) -> [Command] {
        var commands: [Command] = []
        if settings != self.settings { commands.append(.configure(settings)) }
        if let command = command(forOrder: order) { commands.append(command) }
        if let selection, let command = command(forSelection: selection) { commands.append(command) }
        return commands
    }

    /// The command for a view's order binding that changed to `ids`: ``Command/order(ids:)``, or nil when the
    /// stack holds that order already (the echo of the order the view wrote back after a drop, a move or a
    /// rejected order).
    ///
    /// - Parameter ids: The binding's new value.
    /// - Returns: The command to send, or nil.
    /// - Complexity: O(n), without allocating when nil.
    public func command(forOrder ids: [String]) -> Command? {
        isOrdered(as: ids) ? nil : .order(ids: ids)
    }

    /// The command for a view's selection binding that changed to `id`: ``Command/select(id:)`` (nil deselects),
    /// or nil when it is the stack's selection already (the echo of a tap's selection the view wrote back).
    ///
    /// - Parameter id: The binding's new value.
    /// - Returns: The command to send, or nil.
    public func command(forSelection id: String?) -> Command? {
        id == selectedID ? nil : .select(id: id)
    }

    /// What a view writes to its order binding holding `ids` after any call: the stack's order when they differ
    /// (a drop or an accessibility move changed it, or the stack rejected the binding's order, say a repeated
    /// identifier, and keeps its own), nil when the binding is in step.
    ///
    /// - Parameter ids: The binding's value.
    /// - Returns: The order to write, or nil.
    /// - Complexity: O(n); allocates only when the binding is out of step.
    public func orderToWrite(over ids: [String]) -> [String]? {
        isOrdered(as: ids) ? nil : self.ids
    }

    /// What a view writes to its selection binding holding `id` after any call: ``selectedID`` when they differ
    /// (a tap changed it, or the stack could not select the binding's card: unknown, or any card while one is
    /// lifted), `.none` when the binding is in step.
    ///
    /// - Parameter id: The binding's value.
    /// - Returns: The selection to write (itself optional: nil deselects), or `.none`.
    public func selectionToWrite(over id: String?) -> String?? {
        id == selectedID ? .none : .some(selectedID)
    }

    /// Lays out a stack that had no viewport: the same cards and selection, fitted to `size`, with the entrance.
    mutating func appear(in size: Vector, with fitted: Configuration, at time: Double) {
        let now = time.isFinite ? time : 0
        var created = CardStack(ids: ids, configuration: fitted, time: now)
        created.settings = settings
        created.dragPriority = dragPriority
        created.viewport = size
        if settings.playsEntrance { created.playEntrance(at: now) }
        created.perform(.select(id: selectedID), at: now)
        self = created
    }

    /// Shows the order `ids` (``Command/order(ids:)``).
    mutating func show(_ ids: [String], at time: Double) {
        guard !isOrdered(as: ids) else { return }
        var wanted = Set<String>()
        wanted.reserveCapacity(ids.count)
        for id in ids where !wanted.insert(id).inserted { return }
        guard viewport != nil else {
            let selection = selectedID.flatMap { wanted.contains($0) ? $0 : nil }
            let priority = dragPriority
            self = CardStack(ids: ids, selection: selection, settings: settings)
            dragPriority = priority
            return
        }
        for id in self.ids where !wanted.contains(id) { try? remove(id, at: time) }
        for (index, id) in ids.enumerated() where self.index(of: id) == nil { try? insert(id, at: index, time: time) }
        try? setOrder(ids, at: time)
    }

    /// Calls `body` with the placement at `time` of every card that can be on screen, in the order.
    ///
    /// The cards ``forEachVisiblePlacement(_:)`` hands (``placements`` has every card): draw them ordered by
    /// ``CardPlacement/zIndex``; none before the first viewport. A later `time` than the latest input advances a copy
    /// of the stack, so a view can draw the frame it is asked for before it advances its state; earlier times show the
    /// current state.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - body: Called once per card on screen.
    /// - Complexity: as ``forEachVisiblePlacement(_:)``; a later `time` while cards move also copies the cards'
    ///   storage once (O(n) bytes, no per-card work).
    public func forEachPlacement(at time: Double, _ body: (CardPlacement) throws -> Void) rethrows {
        guard time > self.time else { return try visitVisiblePlacements { try body($0) } }
        var frame = self
        frame.advance(to: time)
        try frame.visitVisiblePlacements { try body($0) }
    }

    /// The history slot at `time`, without changing the stack (on a copy, as ``forEachPlacement(at:_:)``).
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The slot, or nil when there is nothing to show: no card's history (`historyID`), the slot
    ///   closed (progress 0), no room below the front card, or no viewport yet.
    /// - Complexity: O(n).
    public func historySlot(at time: Double) -> HistorySlot? {
        guard let viewport, let id = historyID else { return nil }
        var frame = self
        frame.advance(to: time)
        let progress = Swift.min(Swift.max(frame.detailProgress, 0), 1)
        guard progress > 0 else { return nil }
        let top = configuration.stackOrigin.y + configuration.cardHeight + settings.sanitizedHistorySpacing
        let height = viewport.y - Swift.max(top, 0)
        guard height > 0, top.isFinite else { return nil }
        return HistorySlot(
            id: id, x: 0, y: viewport.y - progress * height, width: viewport.x, height: height, progress: progress)
    }

    /// Where a wallet view draws the history of the selected card (seed 004's transaction history) this frame.
    ///
    /// The slot spans the view's width, from `Settings/historySpacing` below the front card's resting place to
    /// the view's bottom edge. It slides in from below the bottom edge as ``detailProgress`` goes from 0 to 1: the
    /// frame's top is at `top + (1 − progress)·height`, so at 0 it lies just below the view and at 1 it fills its
    /// place.
    public struct HistorySlot: Hashable, Sendable {
        /// The card whose history to show.
        public var id: String
        /// The left edge of the slot in the view, in points (0).
        public var x: Double
        /// The top edge of the slot in the view this frame, in points.
        public var y: Double
        /// The slot's width, in points (the view's).
        public var width: Double
        /// The slot's height, in points.
        public var height: Double
        /// The transition's progress, 0 (closed) to 1 (open).
        public var progress: Double
    }

    /// The line a recording writes for `command` when not its typed words: a viewport is a `viewport` line, which
    /// a recording also carries in its header (the first one).
    ///
    /// - Parameter command: The command.
    /// - Returns: The line, or nil for the command's typed words.
    public static func recordedLine(for command: Command) -> Recording.Event? {
        guard case .viewport(let width, let height) = command else { return nil }
        return .viewport(Vector(x: width, y: height))
    }

    /// The cards' recorded inputs (version 1): the keys `left`, `right`, `up`, `down`, `previous` and `next` (up
    /// and down) as ``Command/move(_:)``, `select` as ``Command/activate(id:)`` without an id, viewport changes,
    /// `command select-card [<id>]` (``Command/select(id:)``) and `command entrance`.
    ///
    /// - Parameter event: A recorded input that is not a pointer line or a frame.
    /// - Returns: The command, or nil for what the stack has no command for (scrolls, crown turns).
    public static func command(recorded event: Recording.Event) -> Command? {
        switch event {
        case .key("select"): return .activate(id: nil)
        case .key("previous"): return .move(.up)
        case .key("next"): return .move(.down)
        case .key(let name): return MoveDirection(rawValue: name).map(Command.move)
        case .viewport(let size): return .viewport(width: size.x, height: size.y)
        case .command("select-card", let arguments): return .select(id: arguments.first)
        case .command("entrance", _): return .entrance
        default: return nil
        }
    }
}
