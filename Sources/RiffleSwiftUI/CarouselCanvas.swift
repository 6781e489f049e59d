#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The part of a ``Carousel`` that changes every frame: it owns the `ComponentHost<Pager>` (the items and, with
    /// `.pageDots()`, the dots over them and the arena that decides which of the two owns a press), turns gestures,
    /// sizes, data, binding and settings changes into commands, and draws the host's placements.
    ///
    /// It is a separate view so that a frame re-evaluates only this body, not the carousel's. Per update and per
    /// frame it does O(visible items) work: it never maps the whole data to identifiers except when the data
    /// really changed (its ``DataSignature`` did). Every decision is the host's; this view only forwards and draws.
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
        /// The data's identifiers as of the latest data change (nil until the carousel appears).
        @State private var knownIDs: [ID]?
        /// The identifier of the item at the host's index, kept in step with it (O(1) per index change).
        @State private var currentID: ID?
        @GestureState private var isTouching = false
        #if os(watchOS)
            /// The Digital Crown's value (one unit a page) and the value already handed to the pager.
            @State private var crownValue = 0.0
            @State private var crownHandled = 0.0
        #endif
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection
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
            self._knownIDs = State(initialValue: nil)
            self._currentID = State(initialValue: nil)
        }

        var body: some View {
            // Frames only while something moves; an autoplay deadline is waited for without frames.
            TimelineView(.animation(minimumInterval: nil, paused: !pager.needsFrames)) { context in
                GeometryReader { proxy in
                    canvas(at: context.date, size: proxy.size)
                        .onAppear { start(size: proxy.size) }
                        .onValueChange(of: proxy.size) { size in
                            let now = FrameClock.now()
                            recorder?.input.viewport(Vector(x: Double(size.width), y: Double(size.height)), at: now)
                            perform(
                                pager.send(.viewport(width: Double(size.width), height: Double(size.height)), at: now))
                        }
                }
                // A carousel that follows its items across the axis is as long as the host says, every frame.
                .frame(
                    width: followedLength(at: context.date, whenAxisIs: .vertical),
                    height: followedLength(at: context.date, whenAxisIs: .horizontal)
                )
                .onValueChange(of: context.date) { date in advanceFrame(to: FrameClock.seconds(date)) }
            }
            .background { deadlineWake }
            #if os(watchOS)
                .focusable()
                .digitalCrownRotation($crownValue)
                .onValueChange(of: crownValue) { value in crownTurned(to: value) }
            #endif
            .onValueChange(of: dataSignature) { _ in dataChanged() }
            .onValueChange(of: index) { newIndex in
                let now = FrameClock.now()
                // The carousel's own changes come back here too; the host ignores those (already its index), and
                // the recording keeps them, as the replay makes the same call.
                recorder?.input.select(newIndex, animated: true, at: now)
                perform(pager.send(.select(index: newIndex, animated: true), at: now))
            }
            .onValueChange(of: settings) { newSettings in
                perform(pager.send(.settings(newSettings), at: FrameClock.now()))
            }
            .onValueChange(of: dotsStyle?.configuration) { _ in dotsChanged() }
            .onValueChange(of: dotsStyle?.bottomPadding) { _ in dotsChanged() }
            .onValueChange(of: isTouching) { touching in
                // SwiftUI resets the gesture state when the drag ends or is cancelled, before or after `onEnded`
                // (Apple does not say): the reset only marks the touch, and a task that runs after this update's
                // callbacks treats a reset that no end followed as the cancellation.
                guard !touching else { return }
                let now = FrameClock.now()
                recorder?.input.pointerGestureReset(at: now)
                perform(pager.pointerGestureReset(at: now))
                Task { @MainActor in
                    let later = FrameClock.now()
                    recorder?.input.pointerResetResolved(at: later)
                    perform(pager.pointerResetResolved(at: later))
                }
            }
            .onDisappear {
                let now = FrameClock.now()
                recorder?.input.pointerCancelled(at: now)
                perform(pager.pointerCancelled(at: now))
            }
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
            let placements = frame.placements(at: time)
            let count = data.count
            return ZStack(alignment: .topLeading) {
                // The data may already be shorter than the host's items for one update (the data-change handler runs
                // after this body): skip what no longer exists.
                ForEach(placements.filter { $0.index < count }, id: \.slot) { placement in
                    item(placement)
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            .animation(reduceMotion ? .easeInOut(duration: 0.25) : nil, value: pager.jumpCount)
            #if os(tvOS)
                // tvOS has no drag gesture: the remote drives the focused carousel through the host's commands
                // (left and right step a page, mirrored right to left; select taps the current item).
                .focusable()
                .onMoveCommand { direction in move(direction) }
                .onTapGesture {
                    let now = FrameClock.now()
                    recorder?.input.selectCommand(at: now)
                    perform(pager.send(.activate, at: now))
                }
            #else
                .simultaneousGesture(drag)
                .hardwareKeys(
                    move: { direction in
                        let axis = pager.settings.configuration.axis
                        guard direction.pageStep(along: axis, rightToLeft: false) != nil else { return false }
                        let now = FrameClock.now()
                        recorder?.input.move(direction, at: now)
                        perform(pager.send(.move(direction), at: now))
                        return true
                    },
                    command: { key in
                        let now = FrameClock.now()
                        recorder?.input.key(key, at: now)
                        perform(pager.send(.key(key), at: now))
                    })
            #endif
            .accessibilityElement(children: .combine)
            .accessibilityValue(Text(frame.accessibilityValue))
            .accessibilityAdjustableAction { direction in adjust(direction) }
            .overlay(alignment: .topLeading) { dots(of: frame) }
            // The core places items in left-to-right coordinates and mirrors them itself, so the canvas and its
            // gesture work left to right; each item gets the real direction back for its own content.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// One item, placed as the host says.
        @ViewBuilder
        private func item(_ placement: ItemPlacement) -> some View {
            let element = data[data.index(data.startIndex, offsetBy: placement.index)]
            measured(content(element, placement.progress), index: placement.index)
                .environment(\.layoutDirection, layoutDirection)
                .frame(width: CGFloat(placement.width), height: CGFloat(placement.height))
                .scaleEffect(x: CGFloat(placement.scaleX), y: CGFloat(placement.scaleY))
                .rotationEffect(.radians(placement.rotation))
                .rotation3DEffect(.radians(placement.tilt), axis: tiltAxis)
                .opacity(placement.opacity)
                .offset(x: CGFloat(placement.x), y: CGFloat(placement.y))
                .accessibilityHidden(placement.isAccessibilityHidden)
                .id(ItemKey(id: element[keyPath: id], copy: placement.copy))
                .zIndex(placement.zIndex)
        }

        /// An item's content at its ideal size along the axes the host measures (along the axis for
        /// ``Riffle/ItemSizing/intrinsic(estimated:)``, across it for ``Riffle/CrossAxisSizing/followsCurrentItem``),
        /// reporting that size to the host; other items are as the host sizes them.
        @ViewBuilder
        private func measured(_ view: Content, index: Int) -> some View {
            let along = measuresAlongTheAxis
            let across = pager.settings.crossAxisSizing == .followsCurrentItem
            if along || across {
                let horizontal = pager.settings.configuration.axis == .horizontal
                view
                    .fixedSize(horizontal: horizontal ? along : across, vertical: horizontal ? across : along)
                    .background {
                        SizeReader { size in
                            let now = FrameClock.now()
                            let measured = Vector(x: Double(size.width), y: Double(size.height))
                            recorder?.input.measured(measured, ofItem: index, at: now)
                            perform(
                                pager.send(.measure(index: index, width: (measured).x, height: (measured).y), at: now))
                        }
                    }
            } else {
                view
            }
        }

        /// Whether the items size themselves along the axis (``Riffle/ItemSizing/intrinsic(estimated:)``).
        private var measuresAlongTheAxis: Bool {
            if case .intrinsic = pager.settings.itemLength { return true }
            return false
        }

        /// The carousel's length across its axis at `date` when it follows its items and scrolls along `axis`; nil
        /// otherwise (the offered size stands).
        private func followedLength(at date: Date, whenAxisIs axis: TrackAxis) -> CGFloat? {
            guard pager.settings.configuration.axis == axis,
                let length = pager.component.crossAxisLength(at: FrameClock.seconds(date))
            else { return nil }
            return CGFloat(length)
        }

        /// The axis of the tilt: the cross axis (vertical for a horizontal track).
        private var tiltAxis: (x: CGFloat, y: CGFloat, z: CGFloat) {
            pager.settings.configuration.axis == .horizontal ? (x: 0, y: 1, z: 0) : (x: 1, y: 0, z: 0)
        }

        /// The page dots, when the carousel shows them, where the pager puts them.
        ///
        /// Centred, above the bottom padding. They take no touches of their own: the canvas's gesture reaches the pager, whose arena gives a
        /// press on the dots to them. Hidden from assistive technologies, since the carousel itself is adjustable.
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

        #if !os(tvOS)
            /// The drag: every change and the end go to the pager as they come (the dots' presses too).
            private var drag: some Gesture {
                PointerDrag.gesture(
                    touching: $isTouching,
                    changed: { location, start, time in
                        recorder?.input.pointerChanged(to: location, at: time)
                        perform(pager.pointerChanged(to: location, from: start, at: time))
                    },
                    ended: { location, time in
                        recorder?.input.pointerEnded(at: location, at: time)
                        perform(pager.pointerEnded(at: location, time: time))
                    })
            }
        #endif

        #if os(tvOS)
            /// A move command from the remote, as the host's command.
            private func move(_ command: MoveCommandDirection) {
                guard let direction = Riffle.MoveDirection(command) else { return }
                let now = FrameClock.now()
                recorder?.input.move(direction, at: now)
                perform(pager.send(.move(direction), at: now))
            }
        #endif

        /// A frame's advance of the stored host, kept only when it changes something the view reads outside the
        /// frame itself (outputs, the index, whether frames are needed, the jump count, the next deadline).
        ///
        /// Storing the host invalidates this view, so SwiftUI would evaluate the body a second time in the same
        /// frame; a frame that only moves items is already drawn from the advanced copy in ``canvas(at:size:)``,
        /// and the stored host catches up (in one closed-form step) at the next change or input.
        private func advanceFrame(to time: Double) {
            recorder?.input.frame(at: time)
            var next = pager
            let outputs = next.advance(to: time)
            let changed =
                !outputs.isEmpty || next.index != pager.index || next.needsFrames != pager.needsFrames
                || next.jumpCount != pager.jumpCount || next.nextDeadline != pager.nextDeadline
            guard changed else { return }
            pager = next
            perform(outputs)
        }

        #if os(watchOS)
            /// The Digital Crown turned: the change since the last call goes to the host, one unit a page (the
            /// binding's units depend on the crown's sensitivity; the host's ``Riffle/CrownStepper`` accumulates them).
            private func crownTurned(to value: Double) {
                let delta = value - crownHandled
                crownHandled = value
                guard delta.isFinite else { return }
                let perPage = pager.settings.crownRotationPerPage
                let now = FrameClock.now()
                recorder?.input.crown(delta * perPage, at: now)
                perform(pager.send(.crown(turns: delta * perPage), at: now))
            }
        #endif

        /// The first appearance: settings, data and size, in that order.
        private func start(size: CGSize) {
            let now = FrameClock.now()
            knownIDs = data.map { $0[keyPath: id] }
            currentID = identifier(at: index)
            let count = data.count
            let selection = index
            if let recorder {
                recorder.input.begin(
                    component: "carousel", settings: [("items", String(count)), ("index", String(selection))])
                recorder.input.items(count: count, selecting: selection, at: now)
                recorder.input.viewport(Vector(x: Double(size.width), y: Double(size.height)), at: now)
            }
            perform(pager.send(.settings(settings), at: now))
            perform(pager.send(.items(count: count, selecting: selection), at: now))
            perform(pager.send(.viewport(width: Double(size.width), height: Double(size.height)), at: now))
        }

        /// The data's signature, in O(1): the count, the first and last identifiers, and whether the item at the
        /// host's index is still the one the carousel shows.
        ///
        /// Scrolling does not change it (``currentID`` follows the index); a change that keeps all of it (an item
        /// replaced elsewhere) needs no host call, since the host holds only the count and the index and the drawn
        /// items read the data itself.
        private var dataSignature: DataSignature<ID> {
            DataSignature(
                count: data.count, first: identifier(at: 0), last: identifier(at: data.count - 1),
                currentMoved: identifier(at: pager.index) != currentID)
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
            if !pager.needsFrames, let deadline = pager.nextDeadline {
                TimelineView(.explicit([FrameClock.date(deadline)])) { context in
                    Color.clear
                        .onValueChange(of: context.date) { date in
                            let time = Swift.max(FrameClock.seconds(date), deadline)
                            recorder?.input.frame(at: time)
                            perform(pager.advance(to: time))
                        }
                }
                .accessibilityHidden(true)
            }
        }

        /// New data: the current item's new index comes from the identifiers (O(n), only when the data changed).
        private func dataChanged() {
            let newIDs = data.map { $0[keyPath: id] }
            // The identifiers as of the last change, with the current item as it really was (an unnoticed change
            // elsewhere may have left other entries stale; only the current one and its neighbours matter here).
            var oldIDs = knownIDs ?? newIDs
            if let currentID, oldIDs.indices.contains(pager.index) { oldIDs[pager.index] = currentID }
            knownIDs = newIDs
            let now = FrameClock.now()
            // One insertion, removal or move (items loaded at either end, one deleted, one reordered): the host
            // keeps what is on screen, the finger's hold and the running motion.
            if let change = ItemChange.between(oldIDs, newIDs) {
                recorder?.input.change(change, at: now)
                perform(pager.send(.change(change), at: now))
                return
            }
            let selection = IndexRelocation.index(following: pager.index, from: oldIDs, to: newIDs)
            recorder?.input.items(count: newIDs.count, selecting: selection, at: now)
            perform(pager.send(.items(count: newIDs.count, selecting: selection), at: now))
        }

        /// The dots were shown, hidden or restyled, or moved.
        private func dotsChanged() {
            let padding = Double(dotsStyle?.bottomPadding ?? 0)
            perform(pager.send(.dots(dotsStyle?.configuration, bottomPadding: padding), at: FrameClock.now()))
        }

        /// VoiceOver's swipe up and down.
        private func adjust(_ direction: AccessibilityAdjustmentDirection) {
            switch direction {
            case .increment:
                let now = FrameClock.now()
                recorder?.input.adjust(increment: true, at: now)
                perform(pager.send(.increment, at: now))
            case .decrement:
                let now = FrameClock.now()
                recorder?.input.adjust(increment: false, at: now)
                perform(pager.send(.decrement, at: now))
            @unknown default:
                break
            }
        }

        /// Mirrors the host's index into the binding and acts on the host's outputs.
        private func perform(_ outputs: [Pager.Event]) {
            if index != pager.index { index = pager.index }
            let shown = identifier(at: pager.index)
            if shown != currentID { currentID = shown }
            for output in outputs {
                switch output {
                case .itemTapped(let item):
                    itemTapAction?(item)
                case .announcement(let text):
                    AccessibilityAnnouncer.post(text)
                case .nearEnd(let end):
                    nearEndAction?(end)
                }
            }
        }
    }
#endif
