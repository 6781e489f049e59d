#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A standalone page control: a row of dots that shows the current page, in the manner of `UIPageControl`.
    ///
    /// Tap either side of the current dot to step one page (or, with `PageIndicator.Configuration.onboarding`, tap a
    /// dot to select it); press and drag across the dots to scrub. With many pages a window of dots slides along and
    /// the dots at a scrolled edge shrink. Pass the pages' continuous `progress` while they move and the selection
    /// glides between dots. VoiceOver reads "Page 3 of 13" and swipes up or down change the page; right-to-left
    /// layouts put page 0 on the right.
    ///
    /// ```swift
    /// PageDots(count: pages.count, currentPage: $page)
    ///     .dotColors(.secondary.opacity(0.4), current: .primary)
    /// ```
    ///
    /// The control is as large as its dots, and at least 44 points each way so that it is easy to hit.
    public struct PageDots: View {
        /// The number of pages.
        let count: Int
        /// The selected page.
        @Binding var currentPage: Int
        /// The pages' continuous position, if known.
        let progress: Double?
        /// The dots' metrics and behaviour.
        let configuration: PageIndicator.Configuration
        /// The colour of the other dots.
        var color: Color = Color.primary.opacity(0.3)
        /// The colour of the current dot.
        var currentColor: Color = .primary

        @State private var host: ComponentHost<PageIndicator>
        @GestureState private var isTouching = false
        @Environment(\.layoutDirection) private var layoutDirection
        /// The scene's phase: a change ends any touch in progress (``SwiftUI/View/pointerResets(of:scenePhase:to:)``).
        @Environment(\.scenePhase) private var scenePhase
        /// How to word what VoiceOver says (``SwiftUI/View/accessibilityPhrases(_:)``).
        @Environment(\.accessibilityWording) private var wording
        /// How the drag shares touches with the containers around (``SwiftUI/View/dragPriority(_:)``).
        @Environment(\.riffleDragPriority) private var dragPriority
        /// Whether the view can be dragged (``SwiftUI/View/allowsDragging(_:)``).
        @Environment(\.riffleAllowsDragging) private var allowsDragging

        /// Creates page dots.
        ///
        /// - Parameters:
        ///   - count: The number of pages.
        ///   - currentPage: The selected page; taps, scrubs and accessibility actions write to it.
        ///   - progress: The pages' continuous position (2.5 half-way between pages 2 and 3) while they move, or nil
        ///     to show `currentPage` exactly. Default nil.
        ///   - configuration: The dots' metrics and behaviour. Default: system-like 8-point dots, at most 7 shown.
        public init(
            count: Int, currentPage: Binding<Int>, progress: Double? = nil,
            configuration: PageIndicator.Configuration = .standard
        ) {
            self.count = count
            self._currentPage = currentPage
            self.progress = progress
            self.configuration = configuration
            self._host = State(
                initialValue: ComponentHost(
                    .control(count: count, currentPage: currentPage.wrappedValue, configuration: configuration)))
        }

        /// The dots.
        public var body: some View {
            DotsDrawing(dots: host.placements(at: 0), size: host.controlSize, color: color, currentColor: currentColor)
                .contentShape(Rectangle())
                #if os(tvOS)
                    // tvOS has no drag gesture: focused dots step a page with the remote's left and right (up and down
                    // for vertical dots), mirrored right to left by the host.
                    .focusable()
                    .onMoveCommand { direction in
                        input.send(Riffle.MoveDirection(direction).map(PageIndicator.Command.move))
                    }
                #else
                    .pointerDrag($isTouching, input: input, priority: dragPriority, allowsDragging: allowsDragging)
                #endif
                .onAppear { update() }
                .onValueChange(of: count) { _ in update() }
                .onValueChange(of: currentPage) { _ in update() }
                .onValueChange(of: progress) { _ in update() }
                .onValueChange(of: configuration) { _ in update() }
                .onValueChange(of: layoutDirection) { _ in update() }
                .pointerResets(of: isTouching, scenePhase: scenePhase, to: input)
                .accessibilityElement()
                .accessibilityValue(wording.text(host.accessibilityLabel))
                .accessibilityAdjustableAction(input, increment: .increment, decrement: .decrement)
                .accessibilityHidden(host.isAccessibilityHidden)
                // The host lays the dots out left to right and mirrors them itself.
                .environment(\.layoutDirection, .leftToRight)
        }

        /// Sets the colours of the dots.
        ///
        /// Each dot blends from `color` to `currentColor` by how selected it is (seed 001: white at half opacity and
        /// white).
        ///
        /// - Parameters:
        ///   - color: The colour of the other dots.
        ///   - currentColor: The colour of the current dot.
        /// - Returns: The dots with the colours.
        public func dotColors(_ color: Color, current currentColor: Color) -> PageDots {
            var copy = self
            copy.color = color
            copy.currentColor = currentColor
            return copy
        }

        /// The host's input (not recorded): carried out, the page it asks for written to the binding.
        private var input: HostInput<PageIndicator> {
            HostInput(host: $host, recorder: nil) { events in $currentPage.write(events.pageToWrite(over: currentPage))
            }
        }

        /// Brings the host up to date with the inputs, in the order the host says.
        private func update() {
            input.send(
                PageIndicator.commands(
                    count: count, currentPage: currentPage, progress: progress, configuration: configuration,
                    isRightToLeft: layoutDirection == .rightToLeft))
        }
    }

    #if DEBUG
        /// Thirteen pages: a sliding window of seven dots with shrinking edges; tap, scrub or use the buttons.
        ///
        /// Below, seed 001's dots: 16-point circles 8 apart, a tap selects the tapped dot.
        private struct PageDotsPreview: View {
            @State private var page = 0
            @State private var onboardingPage = 0

            var body: some View {
                VStack(spacing: 24) {
                    Text("Page \(page + 1) of 13")
                    PageDots(count: 13, currentPage: $page)
                    PageDots(count: 4, currentPage: $onboardingPage, configuration: .onboarding)
                        .dotColors(Color.blue.opacity(0.3), current: .blue)
                    HStack {
                        Button("Previous") { page = max(page - 1, 0) }
                        Button("Next") { page = min(page + 1, 12) }
                    }
                }
                .padding()
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Page dots") {
            PageDotsPreview()
        }
    #endif

    /// How a carousel draws its page dots: the indicator's metrics, two colours and the distance from the bottom.
    struct PageDotsStyle {
        /// The indicator's metrics and behaviour.
        var configuration: PageIndicator.Configuration
        /// The colour of a dot that is not selected.
        var color: Color
        /// The colour of the selected dot (blended in by each dot's selection).
        var currentColor: Color
        /// The distance between the dots' touch area and the bottom edge, in points.
        var bottomPadding: CGFloat
    }

    /// Page dots drawn where a host placed them.
    ///
    /// Each is a circle of its diameter, blended from `color` to `currentColor` by its selection, in a frame of the
    /// control's size. ``PageDots`` and a carousel's dots both draw this way; it takes no input of its own.
    struct DotsDrawing: View {
        /// The dots, centres in the control's coordinates.
        let dots: [PageIndicator.Dot]
        /// The control's size.
        let size: Riffle.Vector
        /// The colour of a dot that is not selected.
        let color: Color
        /// The colour of the selected dot.
        let currentColor: Color

        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach(dots, id: \.page) { dot in
                    Circle()
                        .fill(color)
                        .overlay { Circle().fill(currentColor).opacity(dot.selection) }
                        .frame(width: CGFloat(dot.diameter), height: CGFloat(dot.diameter))
                        .position(x: CGFloat(dot.center.x), y: CGFloat(dot.center.y))
                }
            }
            .frame(width: CGFloat(size.x), height: CGFloat(size.y), alignment: .topLeading)
        }
    }
#endif
