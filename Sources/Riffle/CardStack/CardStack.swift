/// A wallet-like stack of cards that the user taps to select and long-presses then drags to reorder (seed 004).
///
/// `CardStack` is a value type driven entirely by its inputs: pointer events (``handle(_:)``), frame times
/// (``advance(to:)``), commands (``perform(_:at:)``) and data changes (``Command/order(ids:)``). It never reads a
/// clock, and it knows no UI framework. A front end drives it through ``ComponentHost`` (``Interactive``): each
/// frame it draws the placements and reacts to the events.
///
/// ```swift
/// var stack = CardStack(ids: ["visa", "master", "amex", "discover"],
///                       configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
/// stack.perform(.entrance, at: 0)
/// // every frame:
/// stack.advance(to: frameTime)
/// for card in stack.placements { /* draw card.id at stackOrigin + card.offset, zIndex card.zIndex */ }
/// for event in stack.takeEvents() {
///     if case .moved(_, let from, let to) = event { store.move(from, to) }  // persist the order
/// }
/// ```
///
/// ## Geometry
/// Card `i` (0 = the first) rests at y = −spacing·i with zIndex −i: the first card is in front, at the bottom,
/// and each later card peeks `spacing` points above the one before it. A tap selects a card: it and every card
/// after it move to y = 0, the cards before it move down off the screen (`Configuration/dismissOffset`), and
/// the detail slot opens (``detailProgress``). Another tap deselects.
///
/// ## Reordering
/// Holding a card for `Configuration/longPressDuration` lifts it; dragging then moves it with the finger
/// (see ``DropRule``). The order changes only when a drag ends, and the change is reported once as
/// ``Event/moved(id:from:to:)``; a cancelled drag leaves the order as it was.
///
/// ## Invariants
/// The order is always a permutation of the current identifiers: nothing lost, nothing duplicated. Every number
/// the stack reports is finite, whatever the input; bad input (non-finite numbers, unknown identifiers, time
/// going backwards) has a documented result and never traps.
///
/// - Complexity: ``advance(to:)`` is O(moving cards) and ``forEachVisiblePlacement(_:)`` O(cards on screen) while
///   the cards rest in their column (iterating ``placements`` is O(cards)); none of them allocates.
public struct CardStack: Sendable {
    /// The options in use, sanitized.
    public internal(set) var configuration: Configuration
    /// What a view configures (``Command/configure(_:)``): the configuration, fitted to ``viewport`` by
    /// `Settings/configuration(forViewport:)`, the history slot, the entrance and the layout direction.
    public internal(set) var settings: Settings
    /// The view's size (`x` the width, `y` the height), in points, or nil until a usable one arrives
    /// (``Command/viewport(width:height:)``): until then the stack shows nothing and takes no pointer input.
    public internal(set) var viewport: Vector?
    /// The cards, in order.
    ///
    /// Whoever changes them keeps ``positions``, ``motionScan`` and ``restsInColumn`` true: the moves go through
    /// ``moveCard(from:to:)``, insertions and removals through ``insertCard(_:at:)`` and ``removeCard(at:)``, and a
    /// card whose channels are driven is covered by ``motionScan`` (``layOut(with:at:affecting:)`` and
    /// ``extendMotionScan(over:)`` do that). `RIFFLE_INTERNAL_CHECKS` verifies all of it after every call.
    var cards: [Card]
    /// The index of every card by identifier (``index(of:)`` in O(1)), kept in step with ``cards``.
    var positions: [String: Int]
    /// The cards that may still move: every card outside this range is at rest.
    ///
    /// ``step(to:)`` advances only these and narrows the range to the cards still moving, so a frame where few
    /// cards move is O(moving cards).
    var motionScan: Range<Int>
    /// Whether every card outside ``motionScan`` and ``displaced`` rests in its column.
    ///
    /// In its column: in the slot the layout gives it (``restingSlot(at:liftedIndex:)``: its index, or beside the
    /// lifted card's gap), unlifted, at y = −spacing·slot; the lifted card itself is placed by the finger and not
    /// judged. Lets ``forEachVisiblePlacement(_:)`` find the resting cards on screen arithmetically.
    var restsInColumn = false
    /// The cards a selection sent toward their selection places (a range covering every one of them; empty
    /// without a selection once the deselection has sent them back).
    ///
    /// A selection moves only the cards that can be seen (``layOutCard(at:with:at:selectedIndex:liftedIndex:span:)``):
    /// the others stay in their column, so that with ``restsInColumn`` the cards on screen are still found without
    /// reading every card.
    var displaced: Range<Int> = 0..<0
    /// The staggered entrance still under way, if any: its waiting cards stay outside ``motionScan``.
    var entrance: Entrance?
    /// The gesture recognizer fed by ``handle(_:)`` (seed 004's tap, exclusive before a long press sequenced
    /// before a drag).
    var recognizer: GestureRecognizer
    /// The vertical scroll offset: positive moves the whole stack down, revealing the cards above.
    var scroll: Channel
    /// The detail slot's transition progress.
    var detail: Channel
    /// The selected card, if any.
    public internal(set) var selectedID: String?
    /// The card the detail slot last opened for (kept while it closes; see ``historyID``).
    var detailID: String?
    /// The card under the pointer that went down, if any.
    var pressedID: String?
    /// The lifted card, if any.
    var session: Session?
    /// The card last let go, drawn on top (with ``LiftedCardOrder/onTop``) until it has landed in its slot.
    var landingID: String?
    /// The finger scrolling the stack, if any.
    var scrollDrag: DragFollower?
    /// How the host shares touches with the stack's parents (``adoptDragPriority(_:)``); a stack without a host
    /// runs as ``DragPriority/simultaneous``.
    var dragPriority = DragPriority.simultaneous
    /// The time of the latest input, in seconds.
    public internal(set) var time: Double
    /// Events not yet taken by the host.
    var pendingEvents: [Event] = []

    /// Creates a stack of cards at rest, in the given order.
    ///
    /// Duplicate identifiers are dropped (the first occurrence stays). The cards are shown at once; call
    /// ``Command/entrance`` for seed 004's staggered entrance.
    ///
    /// Its ``viewport`` is the one the configuration's geometry implies: as wide as the cards centred in it, as high
    /// as `Configuration/viewportHeight`.
    ///
    /// - Parameters:
    ///   - ids: The cards' identifiers, in order (the first is drawn in front).
    ///   - configuration: The stack's options (sanitized).
    ///   - time: The creation time, in seconds (a non-finite time counts as 0).
    /// - Complexity: O(n).
    public init(ids: [String], configuration: Configuration = Configuration(), time: Double = 0) {
        let configuration = configuration.sanitized
        let now = time.isUsableTime ? time : 0
        self.configuration = configuration
        self.settings = Settings(configuration: configuration)
        self.viewport = Vector(
            x: 2 * configuration.stackOrigin.x + configuration.cardWidth, y: configuration.viewportHeight)
        self.recognizer = GestureRecognizer(configuration: CardStack.gestureConfiguration(for: configuration))
        self.scroll = Channel(0, at: now)
        self.detail = Channel(0, tolerance: Card.progressTolerance, at: now)
        self.time = now
        var cards: [Card] = []
        var positions: [String: Int] = [:]
        cards.reserveCapacity(ids.count)
        positions.reserveCapacity(ids.count)
        for id in ids where positions[id] == nil {
            let slot = cards.count
            positions[id] = slot
            cards.append(Card(id: id, slot: slot, y: -configuration.spacing * Double(slot), entering: false, at: now))
        }
        self.cards = cards
        self.positions = positions
        self.motionScan = 0..<cards.count
        narrowMotionScan()
        _checkInvariants()
    }

    /// The gesture configuration for a stack configuration: `GestureRecognizer/Configuration/wallet` with the
    /// configured long-press duration.
    ///
    /// With ``Configuration/scrollsByDragging`` a drag may also begin before the long press, vertically (the
    /// finger scrolls the stack); after the long press it is free in both directions (the card moves).
    static func gestureConfiguration(for configuration: Configuration, liftDelay: Double? = nil)
        -> GestureRecognizer.Configuration
    {
        var gesture = GestureRecognizer.Configuration.wallet
        gesture.longPress?.minimumDuration = liftDelay ?? configuration.longPressDuration
        if configuration.scrollsByDragging {
            gesture.dragRequiresLongPress = false
            gesture.drag?.axis = .vertical
        }
        return gesture
    }

    /// How long a card must be held before it lifts, in seconds: `Configuration/longPressDuration`, or, under
    /// ``DragPriority/standard`` in a stack that leaves vertical drags to its parent (no
    /// ``Configuration/scrollsByDragging``), at least `DragPriority/standardPressDelay`, so that a press that
    /// starts a parent's scroll lifts nothing.
    var liftDelay: Double {
        guard dragPriority == .standard, !configuration.scrollsByDragging else {
            return configuration.longPressDuration
        }
        return Swift.max(configuration.longPressDuration, DragPriority.standardPressDelay)
    }

    /// The identifiers, in order.
    ///
    /// - Complexity: O(n); allocates the array.
    public var ids: [String] { cards.map(\.id) }

    /// Whether the cards are in exactly the order `ids`, compared without building ``ids`` (for per-frame use).
    ///
    /// - Parameter ids: An order of identifiers.
    /// - Complexity: O(n).
    func isOrdered(as ids: [String]) -> Bool {
        guard ids.count == cards.count else { return false }
        for (card, id) in zip(cards, ids) where card.id != id { return false }
        return true
    }

    /// The number of cards.
    public var count: Int { cards.count }

    /// The index of a card in the order, or nil if the stack does not hold it.
    ///
    /// - Parameter id: The card's identifier.
    /// - Returns: The index, or nil.
    /// - Complexity: O(1) expected (hashing the identifier).
    public func index(of id: String) -> Int? {
        positions[id]
    }

    /// The lifted card (held after a long press, or being dragged), if any.
    public var liftedID: String? { session?.id }

    /// The index the lifted card would land on if released now: the live gap (the card's own index while it is
    /// held without a drag, unless cards were inserted or removed meanwhile), or the seed rule's index; nil when
    /// no card is lifted.
    ///
    /// - Complexity: O(1) expected.
    public var landingIndex: Int? {
        guard let session, let current = index(of: session.id) else { return nil }
        return session.isDragging || configuration.dropRule == .liveGap
            ? dropIndex(for: session, currentIndex: current) : current
    }

    /// The detail slot's transition progress: 0 closed, 1 open (animated with the selection motion).
    ///
    /// The host slides the detail (seed 004's transaction history) in from the bottom as it goes to 1.
    public var detailProgress: Double { detail.value }

    /// The vertical scroll offset, in points: positive moves the stack down to reveal the cards above.
    ///
    /// Always inside ``scrollRange`` except briefly while it animates back into a range that shrank.
    public var scrollOffset: Double { scroll.value }

    /// Whether the host should keep producing frames: a motion runs, or a pointer is held (a long press may
    /// fire, a held card may auto-scroll).
    ///
    /// When false, nothing changes until the next input.
    ///
    /// - Complexity: O(cards that may still move): O(1) while the cards rest.
    public var needsFrames: Bool {
        if recognizer.isTracking || !scroll.isSettled || !detail.isSettled || entrance != nil { return true }
        let scan = Swift.min(motionScan.lowerBound, cards.count)..<Swift.min(motionScan.upperBound, cards.count)
        for i in scan where !cards.read(i, { $0[$1].isSettled }) { return true }
        return false
    }

    /// The next time ``advance(to:)`` has work to do while nothing moves (a pending long press that lifts a
    /// card), or `nil`.
    ///
    /// While a pointer is held ``needsFrames`` is already `true`; the deadline lets a host that throttles frames
    /// wake exactly when the press turns into a lift.
    public var nextDeadline: Double? { recognizer.nextDeadline }

    /// Hands each event since the last call to `body`, oldest first, and clears them without allocating (for
    /// per-frame use; ``takeEvents()`` returns a new array instead).
    ///
    /// - Parameter body: Called once per event.
    /// - Complexity: O(events).
    public mutating func drainEvents(_ body: (Event) throws -> Void) rethrows {
        defer { pendingEvents.removeAll(keepingCapacity: true) }
        for event in pendingEvents { try body(event) }
    }

    /// The motion to use for `motion`, honouring Reduce Motion.
    func effective(_ motion: Motion) -> Motion {
        configuration.reduceMotion ? .none : motion
    }

    /// `time` if it is finite and not earlier than the latest input, else the latest input's time.
    func now(_ time: Double) -> Double {
        time.isUsableTime ? Swift.max(time, self.time) : self.time
    }
}
