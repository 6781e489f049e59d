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
        let settings: Pager.Settings
        let dotsStyle: PageDotsStyle?
        let itemTapAction: ((Int) -> Void)?
        /// Called when the carousel comes near an end (``Riffle/Pager/Event/nearEnd(_:)``).
        var nearEndAction: ((TrackEnd) -> Void)?
        /// The view of one element at its progress (``Riffle/ItemPlacement/progress``).
        let content: (Data.Element, Double) -> Content

        @State private var pager: ComponentHost<Pager>
        /// The data's identities as the pager last had them (empty until the carousel appears).
        @State private var identities = PagerData<ID>()
        @GestureState private var isTouching = false
        #if os(watchOS)
            /// The Digital Crown's value (one unit a page); the pager keeps what it already handled.
            @State private var crownValue = 0.0
        #endif
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection
        /// The scene's phase: a change ends any touch in progress (``SwiftUI/View/pointerResets(of:scenePhase:to:)``).
        @Environment(\.scenePhase) private var scenePhase
        /// The debug recorder, if one is in the environment (``InteractionRecorder``).
        @Environment(\.interactionRecorder) private var recorder

        init(
            data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>, settings: Pager.Settings,
            dotsStyle: PageDotsStyle?, itemTapAction: ((Int) -> Void)?, nearEndAction: ((TrackEnd) -> Void)? = nil,
            content: @escaping (Data.Element, Double) -> Content
        ) {
            self.nearEndAction = nearEndAction
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
            // Frames only while something moves; an autoplay deadline is waited for without frames.
            TimelineView(.animation(minimumInterval: nil, paused: !pager.needsFrames)) { context in
                // A carousel that follows its items across the axis is as long as the host says, every frame.
                let followed = pager.component.followedFrame(at: FrameClock.seconds(context.date))
                GeometryReader { proxy in
                    canvas(at: context.date, size: proxy.size)
                        .onAppear { start(size: proxy.size) }
                        .onValueChange(of: proxy.size) { size in
                            send(.viewport(width: Double(size.width), height: Double(size.height)))
                        }
                }
                .frame(width: followed.width.map { CGFloat($0) }, height: followed.height.map { CGFloat($0) })
                .onValueChange(of: context.date) { date in input.advance(to: date, changing: \.component.viewState) }
            }
            .background { deadlineWake }
            #if os(watchOS)
                .focusable()
                .digitalCrownRotation($crownValue)
                .onValueChange(of: crownValue) { value in input.send(.crownValue(value)) }
            #endif
            .onValueChange(of: dataSignature) { _ in
                input.send(identities.command(forData: data.map { $0[keyPath: id] }, index: pager.index))
            }
            // The carousel's own writes come back here too; the host ignores those (already its index), and the
            // recording keeps them, as the replay makes the same call.
            .onValueChange(of: index) { newIndex in input.send(.select(index: newIndex, animated: true)) }
            .onValueChange(of: settings) { newSettings in input.send(.settings(newSettings)) }
            .onValueChange(of: dotsStyle?.configuration) { _ in dotsChanged() }
            .onValueChange(of: dotsStyle?.bottomPadding) { _ in dotsChanged() }
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
        private func canvas(at date: Date, size: CGSize) -> some View {
            let time = FrameClock.seconds(date)
            var frame = pager
            _ = frame.advance(to: time)
            return ZStack(alignment: .topLeading) {
                ForEach(frame.placements(at: time, within: data.count), id: \.slot) { placement in
                    item(placement, of: frame)
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            .animation(
                Pager.jumpFadeDuration(reduceMotion: reduceMotion).map { .easeInOut(duration: $0) },
                value: pager.jumpCount
            )
            #if os(tvOS)
                // tvOS has no drag gesture: the remote drives the focused carousel through the host's commands
                // (left and right step a page, mirrored right to left; select taps the current item).
                .focusable()
                .onMoveCommand { direction in input.send(Riffle.MoveDirection(direction).map(Pager.Command.move)) }
                .onTapGesture { input.send(.activate) }
            #else
                .simultaneousGesture(PointerDrag.gesture(touching: $isTouching, input: input))
                .hardwareKeys(input, move: pager.component.command(for:), key: Pager.Command.key)
            #endif
            .accessibilityElement(children: .combine)
            .accessibilityValue(Text(frame.accessibilityValue))
            .accessibilityAdjustableAction(input, increment: .increment, decrement: .decrement)
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
            measured(content(element, placement.progress), index: placement.index)
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
                .id(ItemKey(id: element[keyPath: id], copy: placement.copy))
                .zIndex(placement.zIndex)
        }

        /// An item's content at its ideal size along the axes the host measures (``Riffle/Pager/measuredAxes``),
        /// reporting that size to the host; other items are as the host sizes them.
        @ViewBuilder
        private func measured(_ view: Content, index: Int) -> some View {
            if let axes = pager.component.measuredAxes {
                view
                    .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical)
                    .background {
                        SizeReader { size in
                            input.send(.measure(index: index, width: Double(size.width), height: Double(size.height)))
                        }
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
        /// (``Riffle/Pager/commands(appearingWith:itemCount:index:width:height:)``).
        private func start(size: CGSize) {
            identities = .starting(with: data.map { $0[keyPath: id] }, index: index)
            input.begin(component: "carousel", settings: [("items", String(data.count)), ("index", String(index))])
            let commands = pager.component.commands(
                appearingWith: settings, itemCount: data.count, index: index, width: Double(size.width),
                height: Double(size.height))
            for command in commands { send(command) }
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
            $identities.write(identities.following(index: pager.index, identifier: identifier(at:)))
            for event in events {
                switch event {
                case .itemTapped(let item): itemTapAction?(item)
                case .announcement(let text): AccessibilityAnnouncer.post(text)
                case .nearEnd(let end): nearEndAction?(end)
                }
            }
        }
    }
#endif
