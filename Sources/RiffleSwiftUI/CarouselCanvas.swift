#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The part of a ``Carousel`` that changes every frame: it owns the `ComponentHost<Pager>` (the items and, with
    /// `.pageDots()`, the dots over them and the arena that decides which of the two owns a press), turns gestures,
    /// sizes, data, binding and settings changes into commands, and draws the host's placements.
    ///
    /// It is a separate view so that a frame re-evaluates only this body, not the carousel's. Per update and per
    /// frame it does O(visible items) work: it never maps the whole data to identifiers except when the data
    /// really changed (its ``Riffle/PagerData/Signature`` did). Every decision is the host's; this view only forwards and draws.
    struct CarouselCanvas<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
        let data: Data
        let id: KeyPath<Data.Element, ID>
        @Binding var index: Int
        /// The selection by identity, when the carousel was made with one (``Carousel/init(_:id:selection:content:)-5v4ql``).
        var selection: Binding<ID?>?
        let settings: Pager.Settings
        let dotsStyle: PageDotsStyle?
        let itemTapAction: ((Int) -> Void)?
        /// Called when the carousel comes near an end (``Riffle/Pager/Event/nearEnd(_:)``).
        var nearEndAction: ((TrackEnd) -> Void)?
        /// Called when the pager's phase changes (``Riffle/Pager/phase``).
        var phaseAction: ((Track.Phase) -> Void)?
        /// Called with the pager's position each frame it changes (``Riffle/Pager/position``).
        var progressAction: ((Double) -> Void)?
        /// The view of one element at its progress (``Riffle/ItemPlacement/progress``).
        let content: (Data.Element, Double) -> Content
        /// Whether `content` reads the progress: when not, an item's content is evaluated only when the carousel
        /// is given new data or content, never per frame.
        var contentReadsProgress = true
        /// This value of the canvas: the data and content closure its parent gave it (see ``ItemContent``).
        let generation = ContentGeneration()

        @State private var pager: ComponentHost<Pager>
        /// The data's identities as the pager last had them (empty until the carousel appears).
        @State private var identities = PagerData<ID>()
        /// The latest update's transaction, read where a binding's change is handed to the pager.
        @State private var transactions = TransactionReader()
        @GestureState private var isTouching = false
        #if os(watchOS)
            /// The Digital Crown's value (one unit a page); the pager keeps what it already handled.
            @State private var crownValue = 0.0
        #endif
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
        /// Whether VoiceOver's focus is on the carousel: autoplay waits meanwhile (the host decides).
        @AccessibilityFocusState private var isVoiceOverFocused: Bool
        /// Whether items draw beyond the carousel's bounds (``SwiftUI/View/itemClippingDisabled(_:)``).
        @Environment(\.itemClippingDisabled) private var clippingDisabled

        init(
            data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>, settings: Pager.Settings,
            dotsStyle: PageDotsStyle?, itemTapAction: ((Int) -> Void)?, nearEndAction: ((TrackEnd) -> Void)? = nil,
            selection: Binding<ID?>? = nil, phaseAction: ((Track.Phase) -> Void)? = nil,
            progressAction: ((Double) -> Void)? = nil, contentReadsProgress: Bool = true,
            content: @escaping (Data.Element, Double) -> Content
        ) {
            self.nearEndAction = nearEndAction
            self.selection = selection
            self.phaseAction = phaseAction
            self.progressAction = progressAction
            self.contentReadsProgress = contentReadsProgress
            self.data = data
            self.id = id
            self._index = index
            self.settings = settings
            self.dotsStyle = dotsStyle
            self.itemTapAction = itemTapAction
            self.content = content
            self._pager = State(
                initialValue: ComponentHost(
                    Pager(
                        itemCount: data.count, index: index.wrappedValue, settings: settings,
                        dots: dotsStyle?.configuration, dotsBottomPadding: Double(dotsStyle?.bottomPadding ?? 0))))
        }

        var body: some View {
            // As large as the host says for the parent's proposal (``Riffle/Pager/size(fitting:)``): re-evaluated
            // when the stored host changes, not every frame, so a following carousel resizes its parent in steps.
            HostFrame(size: { [pager = pager.component] in pager.size(fitting: $0) }) {
                // Frames only while something moves; an autoplay deadline is waited for without frames.
                TimelineView(.animation(minimumInterval: nil, paused: !pager.needsFrames)) { context in
                    canvas(at: context.date)
                        .onValueChange(of: context.date) { date in
                            input.advance(to: date, changing: \.component.viewState)
                        }
                }
                .onAppear { start() }
                .onGeometryChange(for: CanvasGeometry.self, of: CanvasGeometry.init) { placed($0) }
            }
            .background { deadlineWake }
            #if !os(tvOS)
                .hardwareKeys(input, move: pager.component.command(for:), key: Pager.Command.key)
            #endif
            #if os(watchOS)
                .focusable()
                .digitalCrownRotation($crownValue)
                .onValueChange(of: crownValue) { value in input.send(.crownValue(value)) }
            #endif
            .onValueChange(of: dataSignature) { signature in
                input.send(identities.command(for: signature, index: pager.index) { data.map { $0[keyPath: id] } })
            }
            // Animated or not as the update that set the binding says; the carousel's own writes come back as nil.
            .transaction { transaction in transactions.latest = BindingTransaction(transaction) }
            .onValueChange(of: index) { newIndex in
                input.send(pager.component.command(forIndexBinding: newIndex, transaction: transactions.latest))
            }
            .onValueChange(of: selection?.wrappedValue) { newSelection in
                input.send(identities.command(forSelection: newSelection ?? nil, transaction: transactions.latest))
                selection?.write(identities.selectionToWrite(over: newSelection ?? nil))
            }
            .onValueChange(of: pager.component.phase) { phase in phaseAction?(phase) }
            .onValueChange(of: settings) { newSettings in input.send(.settings(newSettings)) }
            .onValueChange(of: dotsStyle?.configuration) { _ in dotsChanged() }
            .onValueChange(of: dotsStyle?.bottomPadding) { _ in dotsChanged() }
            .onValueChange(of: isVoiceOverFocused) { focused in input.send(.accessibilityFocus(focused)) }
            .pointerResets(of: isTouching, scenePhase: scenePhase, to: input)
        }

        /// The host's input: recorded, carried out, its events performed.
        private var input: HostInput<Pager> {
            HostInput(host: $pager, recorder: recorder, perform: perform)
        }

        /// One frame: the items at `date`.
        ///
        /// A view's body must not change state, so the frame is drawn from a copy of the host advanced to the
        /// frame's date (its placements, progress and accessibility value), and the stored host catches up in
        /// ``advanceFrame(to:)``, after the body. Both agree because the core's motion is closed-form and
        /// deterministic; while the timeline is paused the date is stale and the copy shows the current state.
        private func canvas(at date: Date) -> some View {
            let time = FrameClock.seconds(date)
            var frame = pager
            _ = frame.advance(to: time)
            return ZStack(alignment: .topLeading) {
                ForEach(frame.placements(at: time, within: data.count).map(keyed), id: \.key) { item in
                    self.item(item.placement, of: frame)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped(unless: clippingDisabled)
            .contentShape(Rectangle())
            .onValueChange(of: frame.position) { position in progressAction?(position) }
            #if os(tvOS)
                // tvOS has no drag gesture: the remote drives the focused carousel through the host's commands
                // (left and right step a page, mirrored right to left; select taps the current item).
                .focusable()
                .onMoveCommand { direction in input.send(Riffle.MoveDirection(direction).map(Pager.Command.move)) }
                .onTapGesture { input.send(.activate) }
            #else
                .pointerDrag($isTouching, input: input, priority: dragPriority, allowsDragging: allowsDragging)
            #endif
            .accessibilityElement(children: .combine)
            .accessibilityValue(wording.text(frame.accessibilityValue))
            .accessibilityAdjustableAction(input, increment: .increment, decrement: .decrement)
            // With `onItemTap`, VoiceOver's double tap is a tap on the current item (the host ignores it while the
            // track moves); without, the items' own default actions stay.
            .accessibilityDefaultAction(itemTapAction.map { _ in { input.send(.activate) } })
            .accessibilityScroll(input, move: pager.component.command(for:))
            .accessibilityActions {
                if let action = frame.autoplayAction {
                    Button {
                        input.send(action.command)
                    } label: {
                        wording.text(action.name)
                    }
                }
            }
            .accessibilityFocused($isVoiceOverFocused)
            .overlay(alignment: .topLeading) { dots(of: frame) }
            // The core places items in left-to-right coordinates and mirrors them itself, so the canvas and its
            // gesture work left to right; each item gets the real direction back for its own content.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// One item, placed as the host says.
        @ViewBuilder
        private func item(_ placement: ItemPlacement, of frame: ComponentHost<Pager>) -> some View {
            let element = data[data.index(data.startIndex, offsetBy: placement.index)]
            let tilt = frame.tiltAxis
            let progress = contentReadsProgress ? placement.progress : 0
            measured(
                ItemContent(element: element, progress: progress, generation: generation, content: content).equatable(),
                index: placement.index
            )
            .environment(\.layoutDirection, layoutDirection)
            .frame(width: CGFloat(placement.width), height: CGFloat(placement.height))
            .scaleEffect(x: CGFloat(placement.scaleX), y: CGFloat(placement.scaleY))
            .rotationEffect(.radians(placement.rotation))
            .rotation3DEffect(
                .radians(placement.tilt), axis: (x: CGFloat(tilt.x), y: CGFloat(tilt.y), z: CGFloat(tilt.z))
            )
            .opacity(placement.opacity)
            .offset(x: CGFloat(placement.x), y: CGFloat(placement.y))
            .accessibilityHidden(placement.isAccessibilityHidden)
            .zIndex(placement.zIndex)
        }

        /// An item's content at its ideal size along the axes the host measures (``Riffle/Pager/measuredAxes``),
        /// reporting that size to the host; other items are as the host sizes them.
        @ViewBuilder
        private func measured(_ view: some View, index: Int) -> some View {
            if let axes = pager.component.measuredAxes {
                view
                    .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical)
                    .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
                        input.send(.measure(index: index, width: Double(size.width), height: Double(size.height)))
                    }
            } else {
                view
            }
        }

        /// The page dots, when the carousel shows them, where the pager puts them.
        ///
        /// Centred, above the bottom padding. They take no touches of their own: the canvas's gesture reaches the
        /// pager, whose arena gives a press on the dots to them. Hidden from assistive technologies, since the
        /// carousel itself is adjustable.
        @ViewBuilder
        private func dots(of frame: ComponentHost<Pager>) -> some View {
            if let style = dotsStyle, let dots = frame.dots {
                let origin = frame.dotsOrigin
                DotsDrawing(
                    dots: drawnDots(of: frame), size: dots.controlSize, color: style.color,
                    currentColor: style.currentColor
                )
                .offset(x: CGFloat(origin.x), y: CGFloat(origin.y))
                .allowsHitTesting(false)
                .accessibilityHidden(true)
            }
        }

        /// The dots as the view draws them (``Riffle/Pager/forEachDot(_:)``).
        private func drawnDots(of frame: ComponentHost<Pager>) -> [PageIndicator.Dot] {
            var dots: [PageIndicator.Dot] = []
            frame.component.forEachDot { dots.append($0) }
            return dots
        }

        /// Every appearance: the data's identities, the recording's header, and what the host says to send
        /// (``Riffle/Pager/commands(appearingWith:itemCount:index:width:height:)``); the size comes from the
        /// placement (``placed(_:)``), so the host's own viewport stands here.
        private func start() {
            let ids = data.map { $0[keyPath: id] }
            let start = PagerData.starting(with: ids, index: 0).index(of: selection?.wrappedValue ?? nil) ?? index
            identities = .starting(with: ids, index: start)
            input.begin(component: "carousel", settings: [("items", String(data.count)), ("index", String(start))])
            let viewport = pager.component.viewport
            let commands = pager.component.commands(
                appearingWith: settings, itemCount: data.count, index: start, width: viewport.x, height: viewport.y)
            for command in commands { send(command) }
            selection?.write(identities.selectionToWrite(over: selection?.wrappedValue ?? nil))
        }

        /// A placement with the key of the view that draws it (``Riffle/PagerData/key(of:id:)``).
        private func keyed(_ placement: ItemPlacement) -> KeyedPlacement<ID> {
            let element = data[data.index(data.startIndex, offsetBy: placement.index)]
            return KeyedPlacement(key: PagerData.key(of: placement, id: element[keyPath: id]), placement: placement)
        }

        /// Where the layout placed the canvas: its size is the host's viewport; its bottom safe-area inset keeps
        /// the dots above the home indicator when the carousel is full-bleed (``Riffle/Pager/dotsOrigin``).
        private func placed(_ geometry: CanvasGeometry) {
            send(.viewport(width: geometry.width, height: geometry.height))
            input.send(.bottomSafeAreaInset(geometry.bottomInset))
        }

        /// Sends a command (the host records it as the pager's line for it, ``Riffle/Pager/recordedLine(for:)``).
        private func send(_ command: Pager.Command) {
            input.send(command)
        }

        /// The data's signature, in O(1) (``Riffle/PagerData/signature(count:index:identifier:)``).
        private var dataSignature: PagerData<ID>.Signature {
            identities.signature(count: data.count, index: pager.index) {
                data[data.index(data.startIndex, offsetBy: $0)][keyPath: id]
            }
        }

        /// The identifier of the element at a data index, or nil outside the data.
        private func identifier(at offset: Int) -> ID? {
            guard offset >= 0, offset < data.count else { return nil }
            return data[data.index(data.startIndex, offsetBy: offset)][keyPath: id]
        }

        /// An invisible timeline that wakes the host at its next deadline (autoplay) while nothing moves, so that
        /// waiting costs no frames; the advance starts the motion, which runs the frame timeline again.
        @ViewBuilder
        private var deadlineWake: some View {
            if let deadline = pager.wakeDeadline {
                TimelineView(.explicit([FrameClock.date(deadline)])) { context in
                    Color.clear.onValueChange(of: context.date) { date in input.wake(at: date) }
                }
                .accessibilityHidden(true)
            }
        }

        /// The dots were shown, hidden or restyled, or moved.
        private func dotsChanged() {
            input.send(.dots(dotsStyle?.configuration, bottomPadding: Double(dotsStyle?.bottomPadding ?? 0)))
        }

        /// Writes the host's index to the binding, keeps the data's identities in step, and acts on the host's events.
        private func perform(_ events: [Pager.Event]) {
            $index.write(pager.component.indexToWrite(over: index))
            let followed = identities.following(index: pager.index, identifier: identifier(at:))
            $identities.write(followed)
            selection?.write((followed ?? identities).selectionToWrite(over: selection?.wrappedValue ?? nil))
            for event in events {
                switch event {
                case .itemTapped(let item): itemTapAction?(item)
                case .announcement(let phrase): AccessibilityAnnouncer.post(wording(phrase))
                case .nearEnd(let end): nearEndAction?(end)
                }
            }
        }
    }

    /// A placement and the key of the view that draws it.
    struct KeyedPlacement<ID: Hashable> {
        /// The view's identity.
        var key: PagerData<ID>.Key
        /// Where the item goes.
        var placement: ItemPlacement
    }

    /// One value of a canvas: a new one each time its parent gives it data and a content closure, the same for
    /// every frame and every host update in between.
    final class ContentGeneration: Sendable {}

    /// The latest transaction's animation values (``Riffle/BindingTransaction``), written as SwiftUI applies an
    /// update's transaction and read by the binding handlers that run after it.
    @MainActor final class TransactionReader {
        /// The values of the latest update's transaction.
        var latest = BindingTransaction(hasAnimation: false)
    }

    extension BindingTransaction {
        /// The values of a SwiftUI transaction.
        init(_ transaction: Transaction) {
            self.init(hasAnimation: transaction.animation != nil, disablesAnimations: transaction.disablesAnimations)
        }
    }

    /// An item's content, evaluated only when its element, its progress (for content that reads it) or the canvas's
    /// data and content closure change: a frame that only moves items re-applies their placements and leaves
    /// their content alone, as a `ScrollView` does.
    struct ItemContent<Element, Content: View>: View, Equatable {
        /// The element.
        let element: Element
        /// The item's progress (0 for content that does not read it).
        let progress: Double
        /// The canvas value that made it (the same data and content closure).
        let generation: ContentGeneration
        /// The content closure.
        let content: (Element, Double) -> Content

        var body: some View { content(element, progress) }

        /// The same item of the same canvas value at the same progress: the same content.
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.generation === rhs.generation && lhs.progress == rhs.progress
        }
    }
#endif
