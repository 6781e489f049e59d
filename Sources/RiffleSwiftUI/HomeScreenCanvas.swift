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
            // As large as the host says for the parent's proposal (``Riffle/HomeScreen/size(fitting:)``).
            HostFrame(size: { [screen = host.component] in screen.size(fitting: $0) }) {
                ZStack(alignment: .topTrailing) {
                    TimelineView(.animation(minimumInterval: host.frameInterval, paused: host.isIdle)) {
                        context in
                        canvas(at: context.date)
                            .onValueChange(of: context.date) { date in
                                input.advance(to: date, changing: \.component.viewState)
                            }
                    }
                    if let inset = host.doneButtonInset {
                        Button {
                            input.send(.endEditing)
                        } label: {
                            wording.text(.endEditing)
                        }
                        .buttonStyle(.borderedProminent)
                        .padding(.top, CGFloat(inset.y))
                        .padding(.horizontal, CGFloat(inset.x))
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .onAppear { start() }
                .onGeometryChange(for: CanvasGeometry.self, of: CanvasGeometry.init) { resize(to: $0) }
            }
            .onValueChange(of: layout) { newLayout in
                input.send(host.component.command(forLayout: newLayout))
                reportRepairs(of: newLayout)
            }
            .onValueChange(of: settings) { newSettings in input.send(.configure(settings: newSettings)) }
            .pointerResets(of: isTouching, scenePhase: scenePhase, to: input)
        }

        /// The host's input: recorded, carried out, its events performed.
        private var input: HostInput<HomeScreen> {
            HostInput(host: $host, recorder: recorder, perform: perform)
        }

        /// One frame: the dock, the icons and the dots at `date`, computed from a copy of the host advanced to the
        /// frame's date (the host itself advances in `onChange(of: context.date)`, after the body, and is stored only when
        /// that changes what the view reads outside the frame, ``Riffle/HomeScreen/viewState``).
        private func canvas(at date: Date) -> some View {
            let size = host.component.geometry.screenSize
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
            .frame(width: CGFloat(size.x), height: CGFloat(size.y), alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            #if os(tvOS)
                // tvOS has no drag gesture: the remote's moves go to the host, whose left and right turn the pages
                // (mirrored right to left); icons keep their accessibility actions.
                .focusable()
                .onMoveCommand { direction in input.send(Riffle.MoveDirection(direction).map(HomeScreen.Command.move)) }
            #else
                .pointerDrag($isTouching, input: input, priority: dragPriority, allowsDragging: allowsDragging)
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
                .brightness(placement.drawnBrightness)
                .overlay(alignment: .top) {
                    if let label = placement.labelFrame {
                        Text(title)
                            .font(.caption)
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
                .accessibilityAction { input.send(.activate(icon: id)) }
                .accessibilityActions {
                    ForEach(host.component.accessibilityActions(for: id), id: \.self) { action in
                        Button {
                            input.send(.iconAction(action: action, icon: id, label: title))
                        } label: {
                            wording.text(.iconAction(action))
                        }
                    }
                }
                .accessibilityHidden(placement.isAccessibilityHidden)
                .rotationEffect(.radians(placement.rotation))
                .scaleEffect(CGFloat(placement.scale))
                .opacity(placement.opacity)
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
                .accessibilityValue(wording.text(host.pageAccessibilityValue))
                .accessibilityAdjustableAction(input, increment: .increment, decrement: .decrement)
            }
        }

        /// The first appearance, and every later one: the settings and the layout that changed meanwhile (the host
        /// says which, in order), then the size and safe area it already had (recordings carry them in their
        /// header; a new size comes from `onGeometryChange`).
        private func start() {
            let requested = layout
            input.begin(component: "home-screen", settings: [("pages", String(requested.pages.count))])
            input.send(host.component.commands(appearingWith: settings, layout: requested))
            input.send(host.component.viewportCommand)
            reportRepairs(of: requested)
        }

        /// The size or the safe area changed.
        private func resize(to geometry: CanvasGeometry) {
            input.send(
                .setViewport(
                    width: geometry.width, height: geometry.height, topInset: geometry.topInset,
                    bottomInset: geometry.bottomInset))
        }

        /// Prints, in DEBUG builds, how a layout from the binding was repaired (the host says whether it was).
        private func reportRepairs(of requested: IconArrangement) {
            #if DEBUG
                if let note = host.component.repairNote(for: requested) { print("HomeScreenView: \(note)") }
            #endif
        }

        /// Writes what the host says to the layout binding and acts on its events.
        private func perform(_ outputs: [HomeScreen.Event]) {
            $layout.write(host.component.layoutToWrite(over: layout))
            for output in outputs {
                switch output {
                case .open(let id):
                    openAction?(id)
                case .editingChanged(let editing):
                    editingAction?(editing)
                case .announcement(let phrase):
                    AccessibilityAnnouncer.post(wording(phrase))
                case .moved, .pageChanged:
                    break
                }
            }
        }
    }
#endif
