#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// The part of a ``HomeScreenView`` that changes every frame: it owns the `ComponentHost<HomeScreen>`, turns
    /// gestures, sizes, the safe area, binding and settings changes into host calls, and draws the host's icons,
    /// dock, dots and Done button.
    ///
    /// Every decision is the host's; this view only forwards and draws.
    struct HomeScreenCanvas<Icon: View>: View {
        @Binding var layout: IconArrangement
        let settings: HomeScreen.Settings
        let icon: (IconID) -> Icon
        let name: (IconID) -> String
        let openAction: ((IconID) -> Void)?
        let editingAction: ((Bool) -> Void)?
        let style: HomeScreenStyle

        @State private var host: ComponentHost<HomeScreen>
        @GestureState private var isTouching = false
        @Environment(\.layoutDirection) private var layoutDirection
        /// The debug recorder, if one is in the environment (``InteractionRecorder``).
        @Environment(\.interactionRecorder) private var recorder

        init(
            layout: Binding<IconArrangement>, settings: HomeScreen.Settings,
            icon: @escaping (IconID) -> Icon, name: @escaping (IconID) -> String,
            openAction: ((IconID) -> Void)?, editingAction: ((Bool) -> Void)?, style: HomeScreenStyle
        ) {
            self._layout = layout
            self.settings = settings
            self.icon = icon
            self.name = name
            self.openAction = openAction
            self.editingAction = editingAction
            self.style = style
            self._host = State(
                initialValue: ComponentHost(HomeScreen(layout: layout.wrappedValue, settings: settings)))
        }

        var body: some View {
            GeometryReader { proxy in
                ZStack(alignment: .topTrailing) {
                    TimelineView(.animation(minimumInterval: host.frameInterval, paused: host.isIdle)) {
                        context in
                        canvas(at: context.date, size: proxy.size)
                            .onValueChange(of: context.date) { date in
                                let time = FrameClock.seconds(date)
                                recorder?.input.frame(at: time)
                                perform(host.advance(to: time))
                            }
                    }
                    if host.isEditing {
                        Button("Done") {
                            let now = FrameClock.now()
                            recorder?.input.record(.command("end-editing", []), at: now)
                            perform(host.send(.endEditing, at: now))
                        }
                        .buttonStyle(.borderedProminent)
                        .padding(.top, proxy.safeAreaInsets.top + 8)
                        .padding(.horizontal, 16)
                    }
                }
                .onAppear { start(proxy) }
                .onValueChange(of: proxy.size) { _ in resize(proxy) }
                .onValueChange(of: proxy.safeAreaInsets) { _ in resize(proxy) }
            }
            .onValueChange(of: layout) { newLayout in
                perform(host.send(.setLayout(layout: newLayout), at: FrameClock.now()))
                reportRepairs(of: newLayout)
            }
            .onValueChange(of: settings) { newSettings in
                perform(host.send(.configure(settings: newSettings), at: FrameClock.now()))
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

        /// One frame: the dock, the icons and the dots at `date`, computed from a copy of the host advanced to the
        /// frame's date (the host itself advances in `onChange(of: context.date)`, after the body).
        private func canvas(at date: Date, size: CGSize) -> some View {
            let time = FrameClock.seconds(date)
            let placements = host.placements(at: time)
            return ZStack(alignment: .topLeading) {
                if let dock = host.drawnDockFrame {
                    Rectangle()
                        .fill(style.dockBackground)
                        .frame(width: CGFloat(dock.width), height: CGFloat(dock.height))
                        .offset(x: CGFloat(dock.minX), y: CGFloat(dock.minY))
                        .accessibilityHidden(true)
                }
                ForEach(placements, id: \.id) { placement in
                    item(placement)
                }
                dots(at: time)
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            #if os(tvOS)
                // tvOS has no drag gesture: left and right on the remote turn the focused home screen's pages
                // through the host's page commands (mirrored right to left); icons keep their accessibility
                // actions.
                .focusable()
                .onMoveCommand { direction in turnPage(direction) }
            #else
                .simultaneousGesture(drag)
            #endif
            .accessibilityElement(children: .contain)
            // The host places everything in left-to-right coordinates and mirrors it itself, so the canvas and its
            // gesture work left to right; each icon and label gets the real direction back.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// One icon and its label, placed, wiggled and scaled as the host says, with its accessibility.
        private func item(_ placement: HomeScreen.IconPlacement) -> some View {
            let id = placement.id
            let title = name(id)
            let frame = placement.frame
            return icon(id)
                .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
                // Pressed (before the long press lifts it, or the tap opens it): the icon a fifth darker, as iOS.
                .brightness(placement.isPressed ? -0.2 : 0)
                .overlay(alignment: .top) {
                    if let label = placement.labelFrame {
                        Text(title)
                            .font(.system(size: 12))
                            .foregroundStyle(style.labelColor)
                            .lineLimit(1)
                            .frame(width: CGFloat(label.width), height: CGFloat(label.height))
                            .offset(y: CGFloat(label.minY - frame.minY))
                    }
                }
                .environment(\.layoutDirection, layoutDirection)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(title))
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { perform(host.send(.activate(icon: id), at: FrameClock.now())) }
                .accessibilityActions {
                    ForEach(host.component.accessibilityActions(for: id), id: \.self) { action in
                        Button(action.name) {
                            perform(
                                host.send(.iconAction(action: action, icon: id, label: title), at: FrameClock.now()))
                        }
                    }
                }
                .accessibilityHidden(placement.isAccessibilityHidden)
                .rotationEffect(.radians(placement.rotation))
                .scaleEffect(CGFloat(placement.scale))
                .offset(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
                .zIndex(placement.zIndex)
        }

        /// The page dots, as one adjustable element.
        @ViewBuilder
        private func dots(at time: Double) -> some View {
            if let frame = host.drawnIndicatorFrame.map(host.inView) {
                ZStack(alignment: .topLeading) {
                    ForEach(host.component.dots(at: time).map(host.inView), id: \.page) { dot in
                        Circle()
                            .fill(style.dotColor)
                            .overlay { Circle().fill(style.currentDotColor).opacity(dot.selection) }
                            .frame(width: CGFloat(dot.diameter), height: CGFloat(dot.diameter))
                            .position(x: CGFloat(dot.center.x - frame.minX), y: CGFloat(dot.center.y - frame.minY))
                    }
                }
                .frame(width: CGFloat(frame.width), height: CGFloat(frame.height), alignment: .topLeading)
                .offset(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
                .zIndex(3)
                .accessibilityElement()
                .accessibilityValue(Text(host.pageAccessibilityValue))
                .accessibilityAdjustableAction { direction in adjust(direction) }
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
            /// A move command from the remote: left and right turn the page, mirrored right to left.
            private func turnPage(_ direction: MoveCommandDirection) {
                let forward: Bool
                switch direction {
                case .left: forward = layoutDirection == .rightToLeft
                case .right: forward = layoutDirection != .rightToLeft
                default: return
                }
                let now = FrameClock.now()
                recorder?.input.adjust(increment: forward, at: now)
                perform(host.send(forward ? .increment : .decrement, at: now))
            }
        #endif

        /// The first appearance: settings, layout, then size and safe area.
        private func start(_ proxy: GeometryProxy) {
            let now = FrameClock.now()
            let requested = layout
            recorder?.input.begin(component: "home-screen", settings: [("pages", String(requested.pages.count))])
            perform(host.send(.configure(settings: settings), at: now))
            perform(host.send(.setLayout(layout: requested), at: now))
            resize(proxy)
            reportRepairs(of: requested)
        }

        /// The size or the safe area changed.
        private func resize(_ proxy: GeometryProxy) {
            let now = FrameClock.now()
            let size = Vector(x: Double(proxy.size.width), y: Double(proxy.size.height))
            let top = Double(proxy.safeAreaInsets.top)
            let bottom = Double(proxy.safeAreaInsets.bottom)
            recorder?.input.viewport(size, topInset: top, bottomInset: bottom, at: now)
            perform(
                host.send(.setViewport(width: size.x, height: size.y, topInset: top, bottomInset: bottom), at: now))
        }

        /// VoiceOver's swipe up and down on the dots.
        private func adjust(_ direction: AccessibilityAdjustmentDirection) {
            switch direction {
            case .increment:
                let now = FrameClock.now()
                recorder?.input.adjust(increment: true, at: now)
                perform(host.send(.increment, at: now))
            case .decrement:
                let now = FrameClock.now()
                recorder?.input.adjust(increment: false, at: now)
                perform(host.send(.decrement, at: now))
            @unknown default:
                break
            }
        }

        /// Prints, in DEBUG builds, how a layout from the binding was repaired.
        private func reportRepairs(of requested: IconArrangement) {
            #if DEBUG
                if requested != host.layout, !host.diagnostics.isEmpty {
                    print("HomeScreenView: layout repaired (\(host.diagnostics)); now \(host.layout)")
                }
            #endif
        }

        /// Mirrors the host's layout into the binding and acts on the host's outputs.
        private func perform(_ outputs: [HomeScreen.Event]) {
            if layout != host.layout { layout = host.layout }
            for output in outputs {
                switch output {
                case .open(let id):
                    openAction?(id)
                case .editingChanged(let editing):
                    editingAction?(editing)
                case .announcement(let text):
                    AccessibilityAnnouncer.post(text)
                case .moved, .pageChanged:
                    break
                }
            }
        }
    }
#endif
