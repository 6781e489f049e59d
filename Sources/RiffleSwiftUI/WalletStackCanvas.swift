#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The part of a ``WalletStack`` that changes every frame: it owns the `ComponentHost<CardStack>`, turns
    /// gestures, sizes, binding and settings changes into host calls, and draws the stack's cards and history slot.
    ///
    /// Every decision is the host's; this view only forwards and draws.
    struct WalletStackCanvas<CardContent: View, HistoryContent: View>: View {
        @Binding var order: [String]
        let selection: Binding<String?>?
        let settings: CardStack.Settings
        let card: (String) -> CardContent
        let history: (String) -> HistoryContent
        let cardDescription: ((String) -> String)?
        let moveAction: ((String, Int, Int) -> Void)?

        @State private var host: ComponentHost<CardStack>
        @GestureState private var isTouching = false
        @Environment(\.layoutDirection) private var layoutDirection
        /// The scene's phase: a change ends any touch in progress (``SwiftUI/View/pointerResets(of:scenePhase:to:)``).
        @Environment(\.scenePhase) private var scenePhase
        /// How the drag shares touches with the containers around (``SwiftUI/View/dragPriority(_:)``).
        @Environment(\.riffleDragPriority) private var dragPriority
        /// Whether the view can be dragged (``SwiftUI/View/allowsDragging(_:)``).
        @Environment(\.riffleAllowsDragging) private var allowsDragging
        /// The debug recorder, if one is in the environment (``InteractionRecorder``).
        @Environment(\.interactionRecorder) private var recorder
        /// How to word what VoiceOver says (``SwiftUI/View/accessibilityPhrases(_:)``).
        @Environment(\.accessibilityWording) private var wording
        /// Whether cards draw beyond the wallet's bounds (``SwiftUI/View/itemClippingDisabled(_:)``).
        @Environment(\.itemClippingDisabled) private var clippingDisabled

        init(
            order: Binding<[String]>, selection: Binding<String?>?, settings: CardStack.Settings,
            card: @escaping (String) -> CardContent, history: @escaping (String) -> HistoryContent,
            cardDescription: ((String) -> String)?, moveAction: ((String, Int, Int) -> Void)?
        ) {
            self._order = order
            self.selection = selection
            self.settings = settings
            self.card = card
            self.history = history
            self.cardDescription = cardDescription
            self.moveAction = moveAction
            self._host = State(
                initialValue: ComponentHost(
                    CardStack(ids: order.wrappedValue, selection: selection?.wrappedValue ?? nil, settings: settings)))
        }

        var body: some View {
            // As large as the host says for the parent's proposal (``Riffle/CardStack/size(fitting:)``).
            HostFrame(size: { [stack = host.component] in stack.size(fitting: $0) }) {
                TimelineView(.animation(minimumInterval: nil, paused: host.isIdle)) { context in
                    canvas(at: context.date)
                        // Stored only when the timeline must pause or an event comes: between frames the view
                        // reads nothing else an advance changes without an event (a card's slide is drawn from
                        // the advanced copy).
                        .onValueChange(of: context.date) { date in
                            input.advance(to: date, changing: \.component.isIdle)
                        }
                }
                .onAppear { start() }
                .onGeometryChange(for: CanvasGeometry.self, of: CanvasGeometry.init) { geometry in
                    resize(to: CGSize(width: geometry.width, height: geometry.height))
                }
            }
            .onValueChange(of: order) { newOrder in
                input.send(host.component.command(forOrder: newOrder))
                #if DEBUG
                    // Diagnostics only: the host kept its order and `perform` wrote it back.
                    if let kept = host.component.orderToWrite(over: newOrder) {
                        print("WalletStack: order \(newOrder) rejected (a repeated identifier); keeping \(kept)")
                    }
                #endif
            }
            .onValueChange(of: selection?.wrappedValue) { newSelection in
                // Only a binding's value goes in (`selection` is nil without a binding, and then never changes).
                input.send(newSelection.flatMap { host.component.command(forSelection: $0) })
            }
            .onValueChange(of: settings) { newSettings in input.send(.configure(newSettings)) }
            .pointerResets(of: isTouching, scenePhase: scenePhase, to: input)
        }

        /// The host's input: recorded, carried out, its events performed.
        private var input: HostInput<CardStack> {
            HostInput(host: $host, recorder: recorder, perform: perform)
        }

        /// One frame: the cards on screen and the history slot at `date`, computed from a copy of the host advanced to the
        /// frame's date (the host itself advances in `onChange(of: context.date)`, after the body, and is stored only when
        /// that changes what the view reads outside the frame).
        private func canvas(at date: Date) -> some View {
            let time = FrameClock.seconds(date)
            let placements = host.placements(at: time)
            let slot = host.component.historySlot(at: time)
            return ZStack(alignment: .topLeading) {
                cards(placements)
                if let slot {
                    history(slot.id)
                        .environment(\.layoutDirection, layoutDirection)
                        .frame(width: CGFloat(slot.width), height: CGFloat(slot.height), alignment: .top)
                        .offset(x: CGFloat(slot.x), y: CGFloat(slot.y))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped(unless: clippingDisabled)
            // The host places the cards in left-to-right coordinates and mirrors them itself, so the canvas and
            // its gesture work left to right; each card and the history get the real direction back.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// The cards, with the gesture; the history slot lies above them and keeps its own touches.
        private func cards(_ placements: [CardPlacement]) -> some View {
            ZStack(alignment: .topLeading) {
                ForEach(placements, id: \.id) { placement in
                    item(placement)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
            #if os(tvOS)
                // tvOS has no drag gesture: on the focused wallet the remote's down and up select the next and the
                // previous card, and select taps (deselects, or selects the first card), through the host's
                // commands; reordering stays with the accessibility actions.
                .focusable()
                .onMoveCommand { direction in input.send(Riffle.MoveDirection(direction).map(CardStack.Command.move)) }
                .onTapGesture { input.send(.activate(id: nil)) }
            #else
                .pointerDrag($isTouching, input: input, priority: dragPriority, allowsDragging: allowsDragging)
            #endif
            .accessibilityElement(children: .contain)
        }

        /// One card, placed as the host says, with its accessibility.
        private func item(_ placement: CardPlacement) -> some View {
            let id = placement.id
            return accessible(
                card(id)
                    .environment(\.layoutDirection, layoutDirection)
                    .frame(width: CGFloat(placement.width), height: CGFloat(placement.height)),
                id: id
            )
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { input.send(.activate(id: id)) }
            .accessibilityActions {
                ForEach(host.component.accessibilityActions(for: id), id: \.self) { action in
                    Button {
                        input.send(.accessibility(action: action, id: id, description: cardDescription?(id) ?? ""))
                    } label: {
                        wording.text(.cardAction(action))
                    }
                }
            }
            .accessibilityHidden(placement.isAccessibilityHidden)
            .scaleEffect(CGFloat(placement.drawnScale))
            .opacity(placement.opacity)
            .offset(x: CGFloat(placement.x), y: CGFloat(placement.y))
            .zIndex(placement.zIndex)
        }

        /// A card as one accessibility element: the description and the card's place when the wallet has a
        /// description, otherwise the card's own content followed by its place.
        @ViewBuilder
        private func accessible(_ content: some View, id: String) -> some View {
            if let describe = cardDescription {
                content
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(label(id, describe(id)))
            } else {
                content
                    .accessibilityElement(children: .combine)
                    .accessibilityValue(label(id, ""))
            }
        }

        /// The first appearance, and every later one: the settings and bindings that changed meanwhile (the host
        /// says which, in order), then the size the host has (a new one comes from the placement).
        private func start() {
            input.begin(component: "wallet", settings: [("cards", String(order.count))])
            input.send(
                host.component.commands(appearingWith: settings, order: order, selection: selection?.wrappedValue))
            host.component.viewport.map { resize(to: CGSize(width: $0.x, height: $0.y)) }
        }

        /// The view's size, recorded as a `viewport` line (recordings carry the first in their header).
        private func resize(to size: CGSize) {
            let width = Double(size.width)
            let height = Double(size.height)
            input.send(.viewport(width: width, height: height))
        }

        /// A card's accessibility label: the description and the card's place.
        private func label(_ id: String, _ description: String) -> Text {
            host.component.accessibilityLabel(for: id, description: description).map(wording.text)
                ?? Text(verbatim: description)
        }

        /// Writes what the host says to the bindings and acts on its events.
        private func perform(_ events: [CardStack.Event]) {
            $order.write(host.component.orderToWrite(over: order))
            selection.map { $0.write(host.component.selectionToWrite(over: $0.wrappedValue)) }
            for event in events {
                switch event {
                case .moved(let id, let from, let to): moveAction?(id, from, to)
                case .announcement(let phrase): AccessibilityAnnouncer.post(wording(phrase))
                default: break
                }
            }
        }
    }
#endif
