import Riffle

/// Scene 4, seed 004: the wallet.
///
/// A stack of cards; tap one for its transaction history, hold one then drag it to reorder; the plus button adds a
/// card. The order is kept on disk (``WalletStorage``).
///
/// Every gesture goes through the hosts SwiftUI uses: presses on the cards go to a `ComponentHost<CardStack>` (tap, long
/// press, drag, the live gap, the drop, the selection), presses on the history to a `ComponentHost<Pager>` with the free
/// policy (momentum and rubber band); a `PointerArena` decides which of them (or the plus button) owns a press.
/// The scene only routes pointers, maps coordinates, persists the order on `.moved` and draws.
public final class WalletScene: GalleryScene {
    /// Where the keyboard focus is.
    public enum Focus: Equatable, Sendable {
        /// Nothing focused.
        case none
        /// A card.
        case card(String)
        /// The plus button.
        case plus

        /// The name in the state JSON: `none`, `card:visa`, `plus`.
        public var name: String {
            switch self {
            case .none: return "none"
            case .card(let id): return "card:\(id)"
            case .plus: return "plus"
            }
        }
    }

    /// What a press started on: the whole press goes there.
    enum PressTarget: Hashable, Sendable {
        /// The card stack (with the detail progress the press started at, for the coordinate mapping).
        case stack(detail: Double)
        /// The transaction history.
        case history
        /// The plus button.
        case plus
    }

    /// Always ``SceneKind/wallet``.
    public let kind = SceneKind.wallet
    /// The card-stack host SwiftUI's `WalletStack` uses: pointer callbacks, selection, order, scrolling and the
    /// entrance go in; its stack is drawn.
    public private(set) var host: ComponentHost<CardStack>
    /// The core card stack behind the host (read only).
    public var stack: CardStack { host.component }
    /// The transaction history: the track host SwiftUI's carousels use, free scrolling (momentum, rubber band).
    public private(set) var history: ComponentHost<Pager>
    /// The transactions shown in the history.
    public let transactions: [WalletTransaction]
    /// The keyboard focus.
    public private(set) var focus = Focus.none
    /// Whether focus rings are drawn.
    public var showsFocus = false
    /// How a dragged card picks its index (`--snap seed`: the seed's rule).
    public let dropRule: CardStack.DropRule
    /// The seed's or iOS's motion (`--motion`, the M key): the selection's curve or a soft spring.
    public private(set) var motion = MotionStyle.preset
    /// Whether the plus button is held down.
    public private(set) var isPlusPressed = false

    private var layout = WalletLayout(size: .phone)
    private let storage: WalletStorage?
    private let warn: (String) -> Void
    private var time = 0.0
    private var entrancePlayed = false
    /// Who owns each press: the plus button, the history or the stack (the core's arena), one press at a time.
    private var arena = PointerArena<PressTarget>(maximumPointers: 1)
    private var nextAddedNumber: Int
    private var lastSelectedID: String?
    /// The selection the scene last reacted to (the history starts at its beginning when it changes).
    private var shownSelection: String?
    /// The stack's events not handled yet.
    private var outputs: [CardStack.Event] = []
    private var wheel = WheelStepper()
    private var pictures: [CardBrand: Picture] = [:]

    /// The scale of a held card (iOS's slight lift), except under the seed's rule.
    public static let liftScale = 1.03

    /// The history track's free scrolling: UIScrollView's normal deceleration, rubber band at the ends.
    public static let historyPolicy = SnapPolicy.free(decelerationRate: 0.998)

    /// Creates the scene.
    ///
    /// - Parameters:
    ///   - storage: Where the order is kept; nil keeps it in memory only.
    ///   - dropRule: How a dragged card picks its index (default: the core's live gap).
    ///   - transactions: The history's entries.
    ///   - warn: Receives problems with the stored order (a corrupt file, a failed save).
    public init(
        storage: WalletStorage? = nil, dropRule: CardStack.DropRule = .liveGap,
        transactions: [WalletTransaction] = WalletTransaction.samples, warn: @escaping (String) -> Void = { _ in }
    ) {
        self.storage = storage
        self.dropRule = dropRule
        self.transactions = transactions
        self.warn = warn
        let order = storage?.loadOrder(warn: warn) ?? WalletCard.defaultOrder
        let added = order.compactMap(WalletCard.addedNumber(of:))
        nextAddedNumber = max(WalletCard.firstAddedNumber, (added.max() ?? 0) + 1)
        let layout = WalletLayout(size: .phone)
        host = ComponentHost(CardStack(ids: order, settings: WalletScene.hostSettings(layout, dropRule: dropRule)))
        host.send(.viewport(width: layout.size.width, height: layout.stackViewportHeight), at: 0)
        history = WalletScene.makeHistory(layout: layout, count: transactions.count)
    }

    /// The host's settings: seed 004's preset (35-point insets, 1.586 cards) with the drop rule, the front card
    /// where the layout centres five cards, and the entrance started by the scene when it first runs.
    ///
    /// Fitted to any window: cards at most ``WalletLayout/maximumCardWidth`` wide, the peek
    /// ``WalletLayout/peekRatio`` of the card height. A drag without the long press scrolls the stack. With the
    /// seed's drop rule (`--snap seed`) a held card is drawn with the seed's `zIndex(−i + dy/50)`; otherwise it
    /// floats above every card, 3 % larger, as on iOS. Cards slide in opaque: the software renderer fades each
    /// shape on its own, so a fading card would show the text of the card below through it.
    static func hostSettings(_ layout: WalletLayout, dropRule: CardStack.DropRule) -> CardStack.Settings {
        var settings = CardStack.Settings.wallet
        settings.configuration.dropRule = dropRule
        settings.configuration.liftedCardOrder = dropRule == .wholeSpacings ? .followsDrag : .onTop
        settings.configuration.liftScale = dropRule == .wholeSpacings ? 1 : liftScale
        settings.configuration.entranceFades = false
        settings.configuration.scrollsByDragging = true
        settings.maximumCardWidth = WalletLayout.maximumCardWidth
        settings.spacingRatio = WalletLayout.peekRatio
        settings.frontCardTop = layout.frontCardTop - layout.contentTop
        settings.playsEntrance = false
        return settings
    }

    static func makeHistory(layout: WalletLayout, count: Int) -> ComponentHost<Pager> {
        var host = ComponentHost(Pager(itemCount: count, index: 0, settings: historySettings))
        _ = host.send(.viewport(width: layout.size.width, height: WalletLayout.tileHeight), at: 0)
        return host
    }

    /// The history's settings: tiles of ``WalletLayout/tileWidth`` from the leading margin, ``historyPolicy``.
    static var historySettings: Pager.Settings {
        Pager.Settings(
            configuration: Track.Configuration(
                layout: .init(alignment: .leading, containment: .trimSnaps, endInset: Theme.margin),
                snapPolicy: historyPolicy),
            itemLength: .points(WalletLayout.tileWidth), itemSpacing: WalletLayout.tileSpacing,
            leadingInset: Theme.margin)
    }

    /// The cards in their current order.
    public var order: [String] { host.ids }

    /// The geometry in use.
    public var currentLayout: WalletLayout { layout }

    /// Switches the selection's motion between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        motion = style
        outputs += host.send(
            .configure(WalletScene.hostSettings(layout, dropRule: dropRule).motion(style)), at: max(self.time, time))
    }

    /// Lays out for a new window size: the stack and the history keep their state.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        let newLayout = WalletLayout(size: size, insets: insets)
        guard newLayout != layout else { return }
        if newLayout.cardWidth != layout.cardWidth { pictures.removeAll() }
        layout = newLayout
        outputs += host.send(
            .configure(WalletScene.hostSettings(newLayout, dropRule: dropRule).motion(motion)), at: time)
        outputs += host.send(.viewport(width: size.width, height: newLayout.stackViewportHeight), at: time)
        _ = history.send(.viewport(width: size.width, height: WalletLayout.tileHeight), at: time)
    }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            showsFocus = false
            handlePointer(event)
        case .key(let key, let t):
            showsFocus = true
            handleKey(key, at: t)
        case .wheel(let dx, let dy, let t):
            if host.selectedID != nil {
                let step = wheel.feed(dx: dx, dy: dy, at: t)
                if step != 0 { _ = history.send(.scrollBy(pages: step), at: t) }
            } else if dy.isFinite {
                outputs += host.send(.scroll(offset: stack.scrollOffset - dy * 40, animated: true), at: t)
            }
        case .scroll:
            break  // trackpad phases drive the carousels (Trips, Onboarding, Loop); notches scroll here
        }
        processEvents()
    }

    private func handlePointer(_ event: PointerEvent) {
        arena.route(event, candidates: pressTargets(at:)) { target, event in
            switch target {
            case .stack(let detail): feedHost(event, detail: detail)
            case .history: _ = history.handleAsDrag(event)
            case .plus:
                let held = event.phase == .down || event.phase == .move
                isPlusPressed = held && layout.plusButtonContains(event.location)
                if event.phase == .up, layout.plusButtonContains(event.location) { addCard(at: event.timestamp) }
            }
        }
    }

    /// What a press at `location` goes to, front-most first (the arena follows one pointer at a time, as the core
    /// does).
    private func pressTargets(at location: Point) -> [PressTarget] {
        let detail = stack.detailProgress
        if layout.plusButtonContains(location) { return [.plus] }
        if host.selectedID != nil, layout.historyFrame(detail: detail).contains(location) { return [.history] }
        return [.stack(detail: detail)]
    }

    /// Feeds a sample to the host the way SwiftUI's drag callbacks do, in the stack's coordinate space.
    private func feedHost(_ event: PointerEvent, detail: Double) {
        let location = layout.stackPoint(event.location, detail: detail)
        switch event.phase {
        case .down, .move: outputs += host.pointerChanged(to: location, at: event.timestamp)
        case .up: outputs += host.pointerEnded(at: location, time: event.timestamp)
        case .cancel: outputs += host.pointerCancelled(at: event.timestamp)
        }
    }

    private func handleKey(_ key: GalleryKey, at t: Double) {
        switch key {
        case .enter, .space:
            switch focus {
            case .card(let id):
                outputs += host.send(.select(id: host.selectedID == id ? nil : id), at: t)
            case .plus:
                addCard(at: t)
            case .none:
                break
            }
        case .escape:
            outputs += host.send(.select(id: nil), at: t)
        case .left, .right:
            if host.selectedID != nil {
                _ = history.send(.scrollBy(pages: key == .left ? -1 : 1), at: t)
            }
        case .add:
            addCard(at: t)
        case .delete:
            if case .card(let id) = focus, host.ids.contains(id) {
                removeCard(id, at: t)
            } else if let front = host.ids.first {
                removeCard(front, at: t)
            }
        default:
            break
        }
    }

    /// Adds a card in front: `card-6`, then `card-7`, and so on (the plus button, the N key).
    ///
    /// It slides in with the core's entrance spring, the others make room, and the new order is saved. A selection
    /// is closed first. While a card is held the held card stays under the finger and the others make way around
    /// its gap.
    public func addCard(at t: Double) {
        let id = WalletCard.addedID(nextAddedNumber)
        nextAddedNumber += 1
        outputs += host.send(.select(id: nil), at: t)
        outputs += host.send(.order(ids: [id] + host.ids), at: t)
        save()
        processEvents()
    }

    /// Removes a card (the Delete key): the others close the gap with their springs, and the new order is saved.
    ///
    /// Works while a card is held: removing another card leaves the held one under the finger (the others make
    /// way around its gap); removing the held card ends the reorder (the rest of the touch does nothing). A
    /// removed selected card closes the history; the keyboard focus moves to the card that took its place.
    public func removeCard(_ id: String, at t: Double) {
        let order = host.ids
        guard let position = order.firstIndex(of: id) else { return }
        outputs += host.send(.order(ids: order.filter { $0 != id }), at: max(time, t))
        if focus == .card(id) {
            let rest = host.ids
            focus = rest.isEmpty ? .plus : .card(rest[min(position, rest.count - 1)])
        }
        save()
        processEvents()
    }

    /// Reacts to the core's events: persists the order after every move, starts the history at its beginning
    /// when a card is selected, keeps the focus on visible cards.
    private func processEvents() {
        if !outputs.isEmpty {
            let batch = outputs
            outputs.removeAll(keepingCapacity: true)
            for output in batch {
                if case .moved = output { save() }
            }
        }
        if let id = host.selectedID, id != shownSelection {
            lastSelectedID = id
            _ = history.send(.scrollTo(index: 0, animated: false), at: time)
            if case .card = focus { focus = .card(id) }
        }
        shownSelection = host.selectedID
    }

    private func save() {
        storage?.save(host.ids, warn: warn)
    }

    // MARK: - Focus

    /// The focus chain: the cards in order (only the selected one while a card is selected), then the plus button.
    private var focusChain: [Focus] {
        let cards = host.selectedID.map { [$0] } ?? host.ids
        return cards.map { Focus.card($0) } + [.plus]
    }

    /// Tab: the cards front to back, then the plus button; then the focus leaves the scene.
    public func moveFocus(forward: Bool) -> Bool {
        let chain = focusChain
        guard let current = chain.firstIndex(of: focus) else {
            focus = (forward ? chain.first : chain.last) ?? .none
            return focus != .none
        }
        let next = current + (forward ? 1 : -1)
        guard chain.indices.contains(next) else {
            focus = .none
            return false
        }
        focus = chain[next]
        return true
    }

    /// Focuses the first card (first), the plus button (last), or nothing.
    public func setFocus(toFirst: Bool?) {
        guard let first = toFirst else {
            focus = .none
            return
        }
        focus = (first ? focusChain.first : focusChain.last) ?? .none
    }

    // MARK: - Clock

    /// Advances the stack and the history; the first call plays the seed's staggered entrance.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        if !entrancePlayed {
            entrancePlayed = true
            outputs += host.send(.entrance, at: time)
        }
        outputs += host.advance(to: time)
        _ = history.advance(to: time)
        processEvents()
    }

    /// True while a card or the history moves, or a pointer is held on the stack.
    public var needsFrame: Bool { host.needsFrames || history.needsFrames }

    /// No deadlines: a held pointer keeps frames coming (the long press fires on one).
    public var nextDeadline: Double? { history.nextDeadline }

    /// The card stack, for the trace: the selection, the lifted card and where it would land, the scroll offset,
    /// and whether a card moves.
    public var traceFields: [(String, JSONValue)] {
        [
            (
                "cards",
                .object([
                    ("count", .int(host.ids.count)),
                    ("selected", host.selectedID.map(JSONValue.string) ?? .null),
                    ("lifted", stack.liftedID.map(JSONValue.string) ?? .null),
                    ("landing", stack.landingIndex.map(JSONValue.int) ?? .null),
                    ("scroll", .double(stack.scrollOffset)),
                    ("needsFrames", .bool(host.needsFrames)),
                ])
            )
        ]
    }

    /// `{"scene":"wallet","order":[…],"selected":null,"history":false,…,"scroll":0.0,"lifted":null}`.
    public var state: JSONValue {
        .object([
            ("scene", .string(kind.rawValue)),
            ("order", .array(host.ids.map { .string($0) })),
            ("selected", host.selectedID.map { .string($0) } ?? .null),
            ("history", .bool(host.selectedID != nil)),
            ("settled", .bool(!needsFrame)),
            ("focus", .string(focus.name)),
            ("scroll", .double((stack.scrollOffset * 10).rounded() / 10)),
            ("lifted", stack.liftedID.map { .string($0) } ?? .null),
        ])
    }

    // MARK: - Drawing

    func picture(for brand: CardBrand) -> Picture {
        if let p = pictures[brand] { return p }
        let p = CardArt.picture(
            for: brand, size: CanvasSize(width: layout.cardWidth, height: layout.cardHeight))
        pictures[brand] = p
        return p
    }

    /// Rasterizes every card's picture.
    public func prepareUpcoming(on canvas: Canvas) {
        for id in host.ids {
            if let card = WalletCard.card(for: id) { canvas.prepare(picture(for: card.brand)) }
        }
    }

    /// Draws the cards, the history, the title and the plus button.
    public func draw(on canvas: Canvas) {
        WalletRenderer(scene: self, layout: layout).draw(on: canvas)
    }

    /// The card whose history is shown (or was, while it slides out).
    var historyCardID: String? { host.selectedID ?? lastSelectedID }
}
