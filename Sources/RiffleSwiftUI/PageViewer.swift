#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A full-screen page viewer with page dots, for onboarding: one page per screen, swipe or tap the dots.
    ///
    /// A ``Carousel`` with full-width pages, SwiftUI's default spring and page dots (drawn as ``PageDots`` are) over the bottom
    /// edge that follows the pages as they move (seed 001). Every ``TrackConfigurable`` modifier works here too.
    ///
    /// ```swift
    /// PageViewer(pages, index: $page) { page in
    ///     Image(page.imageName).resizable().scaledToFill()
    /// }
    /// .dots(.onboarding)
    /// ```
    ///
    /// Full-bleed (`.ignoresSafeArea()`), the pages reach under the status bar and the home indicator while the dots
    /// stay above the home indicator: the viewer hands its bottom safe-area inset to its pager
    /// (`Pager.Command.bottomSafeAreaInset(_:)`), which places the dots above it.
    ///
    /// VoiceOver sees the pages as one adjustable element ("Page 2 of 4"); the dots, which would repeat it, are
    /// hidden from it.
    public struct PageViewer<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, TrackConfigurable {
        /// The carousel that shows the pages.
        var carousel: Carousel<Data, ID, Content>

        /// The settings the view was made with, before any modifier (see ``TrackConfigurable``).
        public var trackSettings: Pager.Settings {
            get { carousel.trackSettings }
            set { carousel.trackSettings = newValue }
        }
        /// The changes the view's own modifiers made (see ``TrackConfigurable``).
        public var trackChanges: Pager.SettingsChanges {
            get { carousel.trackChanges }
            set { carousel.trackChanges = newValue }
        }

        /// Creates a page viewer of `data`, identified by `id`, showing the page at `index`.
        ///
        /// - Parameters:
        ///   - data: The pages, in order.
        ///   - id: The key path to each page's stable identifier.
        ///   - index: The index of the current page.
        ///   - content: The view of one page, sized to the viewer.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.init(data, id: id, index: index) { element, _ in content(element) }
        }

        /// Creates a page viewer whose pages also get their progress: the signed distance from the current
        /// position, in pages (0 at rest, −0.3 while dragged a third of the way to the next page), for parallax.
        ///
        /// - Parameters:
        ///   - data: The pages, in order.
        ///   - id: The key path to each page's stable identifier.
        ///   - index: The index of the current page.
        ///   - content: The view of one page at its progress (``Riffle/ItemPlacement/progress``).
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>,
            @ViewBuilder content: @escaping (Data.Element, Double) -> Content
        ) {
            carousel = Carousel(data, id: id, index: index, content: content)
                .startingFrom(.onboarding())
                .pageDots()
        }

        /// Creates a page viewer of `data` whose current page is the one with the identifier `selection` holds
        /// (as ``Carousel``'s initializer with `selection:` describes).
        ///
        /// - Parameters:
        ///   - data: The pages, in order.
        ///   - id: The key path to each page's stable identifier.
        ///   - selection: The identifier of the current page.
        ///   - content: The view of one page, sized to the viewer.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            carousel = Carousel(data, id: id, selection: selection, content: content)
                .startingFrom(.onboarding())
                .pageDots()
        }

        /// Calls `action` when the pages start or stop being dragged, settle or come to rest (see
        /// ``Carousel/onPhaseChange(_:)``).
        ///
        /// - Parameter action: The action, with the new phase.
        /// - Returns: The viewer with the action.
        public func onPhaseChange(_ action: @escaping (Track.Phase) -> Void) -> Self {
            var copy = self
            copy.carousel = carousel.onPhaseChange(action)
            return copy
        }

        /// Calls `action` with the continuous position, in pages, each frame it changes (see
        /// ``Carousel/onProgressChange(_:)``).
        ///
        /// - Parameter action: The action, with the position.
        /// - Returns: The viewer with the action.
        public func onProgressChange(_ action: @escaping (Double) -> Void) -> Self {
            var copy = self
            copy.carousel = carousel.onProgressChange(action)
            return copy
        }

        /// The pages and their dots.
        public var body: some View {
            carousel
        }

        /// Sets the dots' metrics and behaviour (`PageIndicator.Configuration.onboarding` for the seed's 16-point
        /// dots that select the tapped page).
        ///
        /// - Parameter configuration: The configuration.
        /// - Returns: The viewer with the dots.
        public func dots(_ configuration: PageIndicator.Configuration) -> Self {
            var copy = self
            copy.carousel.dotsStyle?.configuration = configuration
            return copy
        }

        /// Sets the colours of the dots (default white at half opacity, and white for the current page).
        ///
        /// - Parameters:
        ///   - color: The colour of the other dots.
        ///   - currentColor: The colour of the current dot.
        /// - Returns: The viewer with the colours.
        public func dotColors(_ color: Color, current currentColor: Color) -> Self {
            var copy = self
            copy.carousel.dotsStyle?.color = color
            copy.carousel.dotsStyle?.currentColor = currentColor
            return copy
        }

        /// Calls `action` with the index of a page the user taps.
        ///
        /// - Parameter action: The action.
        /// - Returns: The viewer with the action.
        public func onItemTap(_ action: @escaping (Int) -> Void) -> Self {
            var copy = self
            copy.carousel = carousel.onItemTap(action)
            return copy
        }
    }

    extension PageViewer where Data.Element: Identifiable, ID == Data.Element.ID {
        /// Creates a page viewer of identifiable `data`, showing the page at `index`.
        ///
        /// - Parameters:
        ///   - data: The pages, in order.
        ///   - index: The index of the current page.
        ///   - content: The view of one page.
        public init(_ data: Data, index: Binding<Int>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.init(data, id: \.id, index: index, content: content)
        }

        /// Creates a page viewer of identifiable `data` whose pages also get their progress.
        ///
        /// - Parameters:
        ///   - data: The pages, in order.
        ///   - index: The index of the current page.
        ///   - content: The view of one page at its progress.
        public init(
            _ data: Data, index: Binding<Int>, @ViewBuilder content: @escaping (Data.Element, Double) -> Content
        ) {
            self.init(data, id: \.id, index: index, content: content)
        }
    }

    #if DEBUG
        /// Seed 001's onboarding pager: full-size pages, the seed's predicted half-page rule, and 16-point dots
        /// 8 apart near the bottom, white for the current page and white at half opacity for the others.
        private struct OnboardingPreview: View {
            struct Page: Identifiable {
                let id: Int
                let symbol: String
                let title: String
                let color: Color
            }

            static let pages = [
                Page(id: 0, symbol: "hand.draw", title: "Follows your finger", color: .indigo),
                Page(id: 1, symbol: "arrow.triangle.2.circlepath", title: "Goes round and round", color: .teal),
                Page(id: 2, symbol: "rectangle.stack", title: "Stacks and reorders", color: .orange),
                Page(id: 3, symbol: "figure.walk", title: "Ready when you are", color: .pink),
            ]

            @State private var index = 0

            var body: some View {
                PageViewer(Self.pages, index: $index) { page, progress in
                    ZStack {
                        page.color
                        VStack(spacing: 16) {
                            Image(systemName: page.symbol)
                                .font(.system(size: 72))
                            Text(page.title)
                                .font(.title2)
                                .fontWeight(.semibold)
                        }
                        .foregroundStyle(.white)
                        // Parallax: the symbol and title move at 60 % of the page's speed.
                        .offset(x: CGFloat(progress) * -160)
                    }
                    .clipped()
                }
                .track(.onboarding(snapPolicy: .predictedHalfPage))
                .dots(.onboarding)
                .ignoresSafeArea()
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Onboarding (seed 001)") {
            OnboardingPreview()
        }
    #endif
#endif
