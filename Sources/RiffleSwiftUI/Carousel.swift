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
        /// The settings the carousel was made with, before any modifier (see ``TrackConfigurable``).
        public var trackSettings: Pager.Settings
        /// The changes the carousel's own modifiers made (see ``TrackConfigurable``).
        public var trackChanges = Pager.SettingsChanges()
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
        /// The selection by identity, when the carousel was made with one.
        var selection: Binding<ID?>?
        /// Called when the phase changes.
        var phaseAction: ((Track.Phase) -> Void)?
        /// Called with the position each frame it changes.
        var progressAction: ((Double) -> Void)?
        /// Whether `content` reads the progress (the initializers whose content takes it).
        var contentReadsProgress = true
        /// The page dots to draw over the bottom edge, if any.
        var dotsStyle: PageDotsStyle?
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection
        /// The track changes of the modifiers around the carousel (see ``TrackConfigurable``).
        @Environment(\.riffleTrackChanges) private var environmentChanges

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
            contentReadsProgress = false
        }

        /// Creates a carousel of `data` whose current item is the one with the identifier `selection` holds,
        /// like `TabView(selection:)`: the selection follows the user and setting it scrolls there.
        ///
        /// An identifier the data does not hold, and nil, change nothing and are replaced by the shown item's
        /// identifier (nil only while the data is empty); when the selected item is removed, the selection
        /// becomes the item shown in its place. Setting it animates only inside `withAnimation` (or another
        /// animated transaction), as the index binding does.
        ///
        /// ```swift
        /// @State private var selected: Trip.ID?
        ///
        /// Carousel(trips, id: \.id, selection: $selected) { trip in
        ///     TripCard(trip: trip)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - id: The key path to each item's stable identifier.
        ///   - selection: The identifier of the current item.
        ///   - content: The view of one item. It is evaluated when the data or the carousel's parent changes,
        ///     not per frame.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.init(data, id: id, index: .constant(0), content: content)
            self.selection = selection
        }

        /// Creates a carousel selected by identity whose items also get their progress (as the initializers with
        /// `selection:` and with a content that takes the progress describe).
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - id: The key path to each item's stable identifier.
        ///   - selection: The identifier of the current item.
        ///   - content: The view of one item at its progress; evaluated every frame the item moves.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
            @ViewBuilder content: @escaping (Data.Element, Double) -> Content
        ) {
            self.init(data, id: id, index: .constant(0), content: content)
            self.selection = selection
        }

        /// Creates a carousel whose items also get their progress: the signed distance from the snap anchor, in
        /// items (0 at rest in the middle, −1 one item back, 0.5 half-way to the anchor), updated every frame, for
        /// parallax and effects of your own.
        ///
        /// Reading the progress costs a frame's evaluation: `content` runs for each visible item every frame it
        /// moves. The initializer whose content takes only the element evaluates it when the data or the
        /// carousel's parent changes, and each frame only moves the items, as a `ScrollView` does.
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
                // The innermost value wins: the settings made with, the environment's changes, then its own.
                settings: trackChanges.applied(to: environmentChanges.applied(to: trackSettings)).adapted(
                    reduceMotion: reduceMotion, rightToLeft: layoutDirection == .rightToLeft),
                dotsStyle: dotsStyle, itemTapAction: itemTapAction, nearEndAction: nearEndAction, selection: selection,
                phaseAction: phaseAction, progressAction: progressAction, contentReadsProgress: contentReadsProgress,
                content: content)
        }

        /// Calls `action` when the carousel's phase changes: ``Riffle/Track/Phase/dragging`` when a finger starts
        /// moving it, ``Riffle/Track/Phase/settling`` when it moves on its own (after a release, a move from
        /// code, a key, a dot, autoplay, or Reduce Motion's cross-fade), ``Riffle/Track/Phase/idle`` when it comes
        /// to rest.
        ///
        /// The change to idle is the completion of a move: a selection set from code, animated or not, has settled
        /// once the phase is idle (a jump does not leave idle; Reduce Motion's cross-fade is settling until it
        /// ends). One callback for every way a move ends, interrupted or not, rather than a completion per call:
        /// a binding has no call to attach a completion to, and a move from code that a finger interrupts never
        /// completes as asked.
        ///
        /// ```swift
        /// Carousel(trips, index: $index) { TripCard(trip: $0) }
        ///     .onPhaseChange { phase in isScrolling = phase != .idle }
        /// ```
        ///
        /// - Parameter action: The action, with the new phase.
        /// - Returns: The carousel with the action.
        public func onPhaseChange(_ action: @escaping (Track.Phase) -> Void) -> Self {
            var copy = self
            copy.phaseAction = action
            return copy
        }

        /// Calls `action` with the carousel's continuous position, in items, each frame it changes: 2.5 half-way
        /// between items 2 and 3, continued past the ends while a bounded carousel is pulled beyond them
        /// (``Riffle/Pager/position``), for page dots of your own (``PageDots``'s `progress`) and parallax outside
        /// the items.
        ///
        /// The action runs every frame while the carousel moves: keep what it stores in the view that shows it,
        /// since every view that reads that state is evaluated each frame. For parallax inside an item, the
        /// initializer whose content takes the progress is cheaper.
        ///
        /// - Parameter action: The action, with the position.
        /// - Returns: The carousel with the action.
        public func onProgressChange(_ action: @escaping (Double) -> Void) -> Self {
            var copy = self
            copy.progressAction = action
            return copy
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
            var copy = changingTrack { $0.configuration.nearEndThreshold = threshold }
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

        /// Creates a carousel of identifiable `data` whose current item is the one `selection` identifies (see the
        /// initializer with `id:` and `selection:`).
        ///
        /// - Parameters:
        ///   - data: The items, in order.
        ///   - selection: The identifier of the current item.
        ///   - content: The view of one item.
        public init(
            _ data: Data, selection: Binding<ID?>, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.init(data, id: \.id, selection: selection, content: content)
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
