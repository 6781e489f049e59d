#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A carousel over any data: drag it, flick it, tap an item, loop it; only the items on screen exist as views.
    ///
    /// The index binding follows the user (it changes when a release or a command picks the next item, before the
    /// spring settles) and drives the carousel (setting it scrolls there, animated). Every rule (snapping, springs,
    /// looping, effects, accessibility, right-to-left) lives in the `Riffle` core; the carousel forwards gestures
    /// and draws what the core places. Configure it with chained modifiers (``TrackConfigurable``):
    ///
    /// ```swift
    /// Carousel(trips, index: $index) { trip in
    ///     TripCard(trip: trip)
    /// }
    /// .itemLength(.fraction(0.8))
    /// .itemSpacing(16)
    /// .alignment(.center)
    /// .effect(.recessedNeighbours)
    /// .onItemTap { tapped in selected = trips[tapped] }
    /// ```
    ///
    /// VoiceOver sees one adjustable element ("Page 3 of 13"; swipe up or down to change) combining the items on
    /// screen; items mostly off screen are hidden. With Reduce Motion the carousel jumps and cross-fades instead of
    /// springing, and autoplay stops. The layout direction comes from the environment: right-to-left mirrors the
    /// track and its gestures.
    public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, TrackConfigurable {
        /// The settings the modifiers change (see ``TrackConfigurable``).
        public var trackSettings: Pager.Settings
        /// The data.
        let data: Data
        /// The key path to each element's identifier.
        let id: KeyPath<Data.Element, ID>
        /// The index of the current item.
        @Binding var index: Int
        /// The view of one element at its progress.
        let content: (Data.Element, Double) -> Content
        /// Called with the data index of a tapped item.
        var itemTapAction: ((Int) -> Void)?
        /// Called when the carousel comes near an end.
        var nearEndAction: ((TrackEnd) -> Void)?
        /// The page dots to draw over the bottom edge, if any.
        var dotsStyle: PageDotsStyle?
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection

        /// Creates a carousel of `data`, identified by `id`, showing the item at `index`.
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - id: The key path to each item's stable identifier (the current item keeps its place on screen when
        ///     items are inserted or removed before it).
        ///   - index: The index of the current item; clamped into the data (wrapped when looping) and written back.
        ///   - content: The view of one item, sized by the carousel (the item length along the axis, the
        ///     carousel's size across it).
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.init(data, id: id, index: index) { element, _ in content(element) }
        }

        /// Creates a carousel whose items also get their progress: the signed distance from the snap anchor, in
        /// items (0 at rest in the middle, −1 one item back, 0.5 half-way to the anchor), updated every frame, for
        /// parallax and effects of your own.
        ///
        /// ```swift
        /// Carousel(pages, id: \.id, index: $index) { page, progress in
        ///     PageView(page: page)
        ///         .overlay { Text(page.title).offset(x: progress * -120) }  // the title lags: parallax
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - id: The key path to each item's stable identifier.
        ///   - index: The index of the current item; clamped into the data (wrapped when looping) and written back.
        ///   - content: The view of one item at its progress (``Riffle/ItemPlacement/progress``).
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, index: Binding<Int>,
            @ViewBuilder content: @escaping (Data.Element, Double) -> Content
        ) {
            self.data = data
            self.id = id
            self._index = index
            self.content = content
            self.trackSettings = Pager.Settings()
        }

        /// The carousel.
        public var body: some View {
            CarouselCanvas(
                data: data, id: id, index: $index,
                settings: trackSettings.adapted(
                    reduceMotion: reduceMotion, rightToLeft: layoutDirection == .rightToLeft),
                dotsStyle: dotsStyle, itemTapAction: itemTapAction, nearEndAction: nearEndAction, content: content)
        }

        /// Calls `action` with the data index of an item the user taps while the carousel is still (a tap while
        /// it moves only stops it).
        ///
        /// - Parameter action: The action.
        /// - Returns: The carousel with the action.
        public func onItemTap(_ action: @escaping (Int) -> Void) -> Self {
            var copy = self
            copy.itemTapAction = action
            return copy
        }

        /// Calls `action` when the carousel comes near its first or last item: load more data there.
        ///
        /// Near means within `threshold` of the end, by the carousel's position or the item a flick is taking it
        /// to. Appending keeps what is on screen and the running motion; the action is called again if the
        /// carousel is still near that end.
        ///
        /// ```swift
        /// Carousel(posts, index: $index) { PostCard(post: $0) }
        ///     .onNearEnd(.items(3)) { end in if end == .end { loadMore() } }
        /// ```
        ///
        /// - Parameters:
        ///   - threshold: How close counts as near. Default: 3 items.
        ///   - action: The action, with the end that is near.
        /// - Returns: The carousel with the action.
        public func onNearEnd(_ threshold: NearEndThreshold = .items(3), perform action: @escaping (TrackEnd) -> Void)
            -> Self
        {
            var copy = self
            copy.trackSettings.configuration.nearEndThreshold = threshold
            copy.nearEndAction = action
            return copy
        }

        /// Draws page dots over the bottom edge, following the carousel as it moves; a tap or a scrub on the dots
        /// scrolls the carousel, and a drag that begins on them but is neither moves the pages (the core's
        /// the pager's arena decides who owns each press).
        ///
        /// - Parameters:
        ///   - configuration: The dots' metrics and behaviour. Default: system-like 8-point dots.
        ///   - color: The colour of the other dots. Default white at half opacity.
        ///   - currentColor: The colour of the current dot. Default white.
        ///   - bottomPadding: The distance from the bottom edge, in points. Default 12.
        /// - Returns: The carousel with dots.
        public func pageDots(
            _ configuration: PageIndicator.Configuration = .standard, color: Color = Color.white.opacity(0.5),
            currentColor: Color = .white, bottomPadding: CGFloat = 12
        ) -> Self {
            var copy = self
            copy.dotsStyle = PageDotsStyle(
                configuration: configuration, color: color, currentColor: currentColor, bottomPadding: bottomPadding)
            return copy
        }
    }

    extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID {
        /// Creates a carousel of identifiable `data`, showing the item at `index`.
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - index: The index of the current item.
        ///   - content: The view of one item.
        public init(_ data: Data, index: Binding<Int>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.init(data, id: \.id, index: index, content: content)
        }

        /// Creates a carousel of identifiable `data` whose items also get their progress (the signed distance
        /// from the snap anchor, in items, as the initializer with `id:` describes).
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - index: The index of the current item.
        ///   - content: The view of one item at its progress.
        public init(
            _ data: Data, index: Binding<Int>, @ViewBuilder content: @escaping (Data.Element, Double) -> Content
        ) {
            self.init(data, id: \.id, index: index, content: content)
        }
    }

    #if DEBUG
        /// Seed 000's trips carousel: 13 full-width cards starting on Amsterdam, the seed's threshold rule and
        /// spring, the current card 450 high and opaque, the others 400 and at 0.7; tap the current card for its
        /// detail.
        private struct TripsPreview: View {
            struct Trip: Identifiable {
                let id: Int
                let destination: String
            }

            static let trips = [
                "Paris", "Florence", "Amsterdam", "Ghent", "Santorini", "Budapest", "London", "Cuba", "Osaka", "Kyoto",
                "Seoul", "Sydney", "Hong Kong",
            ].enumerated().map { Trip(id: $0.offset, destination: $0.element) }

            @State private var index = 2
            @State private var isShowingDetail = false

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Discover")
                            .font(.system(.largeTitle, design: .rounded))
                            .fontWeight(.black)
                        Text("Explore your next destination")
                            .font(.system(.headline, design: .rounded))
                    }
                    .padding(.leading, 20)
                    .padding(.top, 25)
                    .opacity(isShowingDetail ? 0.1 : 1)
                    Carousel(Self.trips, index: $index) { trip in
                        card(trip)
                    }
                    .track(.trips(snapPolicy: .threshold(fraction: 0.65)))
                    .onItemTap { tapped in
                        if tapped == index { isShowingDetail.toggle() }
                    }
                    .frame(height: 450)
                    Spacer()
                }
            }

            func card(_ trip: Trip) -> some View {
                RoundedRectangle(cornerRadius: 15)
                    .fill(
                        LinearGradient(
                            colors: [
                                Color(hue: Double(trip.id) / 13, saturation: 0.5, brightness: 0.9),
                                Color(hue: Double(trip.id) / 13, saturation: 0.8, brightness: 0.5),
                            ],
                            startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading, spacing: 6) {
                            Text(trip.destination)
                                .font(.system(.title, design: .rounded))
                                .fontWeight(.bold)
                            if isShowingDetail && trip.id == index {
                                Text("Tap again to close.")
                                    .font(.subheadline)
                            }
                        }
                        .foregroundStyle(.white)
                        .padding(20)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(Text(trip.destination))
                    .padding(.horizontal, isShowingDetail ? 0 : 20)
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Trips (seed 000)") {
            TripsPreview()
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Trips, right to left") {
            TripsPreview()
                .environment(\.layoutDirection, .rightToLeft)
        }
    #endif
#endif
