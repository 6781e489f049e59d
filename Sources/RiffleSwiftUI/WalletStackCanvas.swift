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
        /// The debug recorder, if one is in the environment (``InteractionRecorder``).
        @Environment(\.interactionRecorder) private var recorder

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
            GeometryReader { proxy in
                TimelineView(.animation(minimumInterval: nil, paused: host.isIdle)) { context in
                    canvas(at: context.date, size: proxy.size)
                        .onValueChange(of: context.date) { date in
                            let time = FrameClock.seconds(date)
                            recorder?.input.frame(at: time)
                            perform(host.advance(to: time))
                        }
                }
                .onAppear { start(size: proxy.size) }
                .onValueChange(of: proxy.size) { size in
                    let now = FrameClock.now()
                    recorder?.input.viewport(Vector(x: Double(size.width), y: Double(size.height)), at: now)
                    perform(host.send(.viewport(width: Double(size.width), height: Double(size.height)), at: now))
                }
            }
            .onValueChange(of: order) { newOrder in changeOrder(to: newOrder) }
            .onValueChange(of: selection?.wrappedValue) { newSelection in
                // nil deselects: the host must hear it, or the next `perform` writes the old card back.
                if newSelection != host.selectedID {
                    let now = FrameClock.now()
                    recorder?.input.record(.command("select-card", newSelection.map { [$0] } ?? []), at: now)
                    perform(host.send(.select(id: newSelection), at: now))
                }
            }
            .onValueChange(of: settings) { newSettings in
                perform(host.send(.configure(newSettings), at: FrameClock.now()))
            }
            .onValueChange(of: isTouching) { touching in
                // SwiftUI resets the gesture state when the drag ends or is cancelled, before or after `onEnded`
                // (Apple does not say): the reset only marks the touch, and a task that runs after this update's
                // callbacks treats a reset that no end followed as the cancellation.
                guard !touching else { return }
                let now = FrameClock.now()
                recorder?.input.pointerGestureReset(at: now)
                perform(host.pointerGestureReset(at: now))
                Task { @MainActor in
                    let later = FrameClock.now()
                    recorder?.input.pointerResetResolved(at: later)
                    perform(host.pointerResetResolved(at: later))
                }
            }
            .onDisappear {
                let now = FrameClock.now()
                recorder?.input.pointerCancelled(at: now)
                perform(host.pointerCancelled(at: now))
            }
        }

        /// One frame: the cards and the history slot at `date`, computed from a copy of the host advanced to the
        /// frame's date (the host itself advances in `onChange(of: context.date)`, after the body).
        private func canvas(at date: Date, size: CGSize) -> some View {
            let time = FrameClock.seconds(date)
            let placements = host.placements(at: time)
            let slot = host.component.historySlot(at: time)
            return ZStack(alignment: .topLeading) {
                cards(placements, size: size)
                if let slot {
                    history(slot.id)
                        .environment(\.layoutDirection, layoutDirection)
                        .frame(width: CGFloat(slot.width), height: CGFloat(slot.height), alignment: .top)
                        .offset(x: CGFloat(slot.x), y: CGFloat(slot.y))
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipped()
            // The host places the cards in left-to-right coordinates and mirrors them itself, so the canvas and
            // its gesture work left to right; each card and the history get the real direction back.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// The cards, with the gesture; the history slot lies above them and keeps its own touches.
        private func cards(_ placements: [CardPlacement], size: CGSize) -> some View {
            ZStack(alignment: .topLeading) {
                ForEach(placements, id: \.id) { placement in
                    item(placement)
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .contentShape(Rectangle())
            #if os(tvOS)
                // tvOS has no drag gesture: on the focused wallet the remote's down and up select the next and the
                // previous card, and select taps (deselects, or selects the first card), through the host's
                // commands; reordering stays with the accessibility actions.
                .focusable()
                .onMoveCommand { direction in move(direction) }
                .onTapGesture {
                    let now = FrameClock.now()
                    recorder?.input.selectCommand(at: now)
                    perform(host.send(.activate(id: nil), at: now))
                }
            #else
                .simultaneousGesture(drag)
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
            .accessibilityAction { perform(host.send(.activate(id: id), at: FrameClock.now())) }
            .accessibilityActions {
                ForEach(host.component.accessibilityActions(for: id), id: \.self) { action in
                    Button(action.name) {
                        let description = cardDescription?(id) ?? ""
                        perform(
                            host.send(
                                .accessibility(action: action, id: id, description: description),
                                at: FrameClock.now()))
                    }
                }
            }
            .accessibilityHidden(placement.isAccessibilityHidden)
            // A pressed card shrinks a little (0.97), as iOS buttons and cells do on touch-down.
            .scaleEffect(CGFloat(placement.scale * (placement.isPressed ? 0.97 : 1)))
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
                    .accessibilityLabel(Text(label(id, describe(id))))
            } else {
                content
                    .accessibilityElement(children: .combine)
                    .accessibilityValue(Text(label(id, "")))
            }
        }

        #if !os(tvOS)
            /// The drag: every change and the end go to the host as they come.
            private var drag: some Gesture {
                PointerDrag.gesture(
                    touching: $isTouching,
                    changed: { location, start, time in
                        recorder?.input.pointerChanged(to: location, at: time)
                        perform(host.pointerChanged(to: location, from: start, at: time))
                    },
                    ended: { location, time in
                        recorder?.input.pointerEnded(at: location, at: time)
                        perform(host.pointerEnded(at: location, time: time))
                    })
            }
        #endif

        #if os(tvOS)
            /// A move command from the remote, as the host's command.
            private func move(_ command: MoveCommandDirection) {
                guard let direction = Riffle.MoveDirection(command) else { return }
                let now = FrameClock.now()
                recorder?.input.move(direction, at: now)
                perform(host.send(.move(direction), at: now))
            }
        #endif

        /// The first appearance: settings, bindings and size, in that order.
        private func start(size: CGSize) {
            let now = FrameClock.now()
            if let recorder {
                let cards = order.count
                recorder.input.begin(component: "wallet", settings: [("cards", String(cards))])
                recorder.input.viewport(Vector(x: Double(size.width), y: Double(size.height)), at: now)
            }
            perform(host.send(.configure(settings), at: now))
            changeOrder(to: order)
            if let selection { perform(host.send(.select(id: selection.wrappedValue), at: now)) }
            perform(host.send(.viewport(width: Double(size.width), height: Double(size.height)), at: now))
        }

        /// The order binding changed: the stack diffs it into its cards, or rejects a repeated identifier (the
        /// stack keeps its order, which goes back to the binding).
        private func changeOrder(to newOrder: [String]) {
            perform(host.send(.order(ids: newOrder), at: FrameClock.now()))
        }

        /// A card's accessibility label: the description and the card's place.
        private func label(_ id: String, _ description: String) -> String {
            host.component.accessibilityLabel(for: id, description: description) ?? description
        }

        /// Mirrors the stack's order and selection into the bindings and acts on its events.
        private func perform(_ events: [CardStack.Event]) {
            if !host.component.isOrdered(as: order) { order = host.ids }
            if let selection, selection.wrappedValue != host.selectedID { selection.wrappedValue = host.selectedID }
            for event in events {
                switch event {
                case .moved(let id, let from, let to): moveAction?(id, from, to)
                case .announcement(let text): AccessibilityAnnouncer.post(text)
                default: break
                }
            }
        }
    }
#endif
