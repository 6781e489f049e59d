#if canImport(SwiftUI)
    import Riffle

    /// A view whose track is configured with chained modifiers, in the manner of SwiftUIPager:
    /// `Carousel(…).itemLength(.fraction(0.8)).itemSpacing(12).looping()`.
    ///
    /// Every modifier returns a copy of the view with one setting changed in ``trackSettings``; the view applies the
    /// settings to its track when they change, keeping the position (see `Pager.Command.settings(_:)`). ``Carousel``,
    /// ``PageViewer`` and ``LoopingCarousel`` conform.
    @MainActor
    public protocol TrackConfigurable {
        /// The settings the modifiers change.
        var trackSettings: Pager.Settings { get set }
    }

    extension TrackConfigurable {
        /// Replaces every track setting at once (for example with a seed preset such as `.trips(snapPolicy:
        /// .threshold(fraction: 0.65))`).
        ///
        /// - Parameter settings: The settings.
        /// - Returns: The view with the settings.
        public func track(_ settings: Pager.Settings) -> Self {
            var copy = self
            copy.trackSettings = settings
            return copy
        }

        /// Replaces the track's configuration (axis, layout, snap policy, spring, gestures, autoplay, …) and keeps
        /// the item length, spacing and effect.
        ///
        /// - Parameter configuration: The configuration.
        /// - Returns: The view with the configuration.
        public func trackConfiguration(_ configuration: Track.Configuration) -> Self {
            var copy = self
            copy.trackSettings.configuration = configuration
            return copy
        }

        /// How a released drag picks the item it settles on (`SnapPolicy.default`: one item per swipe, by
        /// distance or by a flick).
        ///
        /// - Parameter policy: The snap policy, for example `.projectedNormal` for multi-item flicks.
        /// - Returns: The view with the policy.
        public func snapPolicy(_ policy: SnapPolicy) -> Self {
            var copy = self
            copy.trackSettings.configuration.snapPolicy = policy
            return copy
        }

        /// Whether the items loop forever (the last item followed by the first), without cloning any view.
        ///
        /// - Parameter isOn: Whether to loop. Default true.
        /// - Returns: The view, looping or not.
        public func looping(_ isOn: Bool = true) -> Self {
            var copy = self
            copy.trackSettings.configuration.layout.loop = isOn
            return copy
        }

        /// Where the current item rests in the view: `.leading`, `.center`, `.trailing` or `.fraction(_:)`.
        ///
        /// - Parameter alignment: The alignment.
        /// - Returns: The view with the alignment.
        public func alignment(_ alignment: SnapAlignment) -> Self {
            var copy = self
            copy.trackSettings.configuration.layout.alignment = alignment
            return copy
        }

        /// The gap between neighbouring items, in points (on a loop also between the last item and the first).
        ///
        /// - Parameter spacing: The gap, in points; negative or non-finite values mean 0.
        /// - Returns: The view with the spacing.
        public func itemSpacing(_ spacing: Double) -> Self {
            var copy = self
            copy.trackSettings.itemSpacing = spacing
            return copy
        }

        /// How long each item is along the axis: `.viewport` (pages), `.fraction(0.8)` (the neighbours peek in),
        /// `.points(140)`, or `.intrinsic(estimated: 120)`: each item as long as its content's ideal size, measured
        /// when it is drawn (on screen or within the prefetch margin) and laid out without moving what is on screen.
        ///
        /// - Parameter length: The item length.
        /// - Returns: The view with the item length.
        public func itemLength(_ length: ItemSizing) -> Self {
            var copy = self
            copy.trackSettings.itemLength = length
            return copy
        }

        /// Whether the carousel's size across its axis is the one it is given (`.fixed`, the default) or follows
        /// the item it shows (`.followsCurrentItem`): a pager of pages with different heights is as high as the page
        /// at rest and, while the pages move, as high as the longer of the two (its parent lays out twice per page
        /// turn, not every frame).
        ///
        /// ```swift
        /// PageViewer(articles, index: $index) { article in
        ///     ArticleSummary(article: article)
        /// }
        /// .crossAxisSizing(.followsCurrentItem)
        /// ```
        ///
        /// - Parameter sizing: The cross-axis sizing.
        /// - Returns: The view with the sizing.
        public func crossAxisSizing(_ sizing: CrossAxisSizing) -> Self {
            var copy = self
            copy.trackSettings.crossAxisSizing = sizing
            return copy
        }

        /// How items are drawn by their distance from the current position: `.recessedNeighbours` (the focused card taller
        /// and opaque), `.enlargedFocus` (the focused card larger), `.coverflow`, `.stack` or `.custom(id:) { progress, length
        /// in … }`.
        ///
        /// - Parameter effect: The effect.
        /// - Returns: The view with the effect.
        public func effect(_ effect: ItemEffect) -> Self {
            var copy = self
            copy.trackSettings.effect = effect
            return copy
        }

        /// The axis the items scroll along.
        ///
        /// - Parameter axis: `.horizontal` (the default) or `.vertical`.
        /// - Returns: The view with the axis.
        public func axis(_ axis: TrackAxis) -> Self {
            var copy = self
            copy.trackSettings.configuration.axis = axis
            return copy
        }

        /// The spring that settles the track onto an item, started with the release velocity.
        ///
        /// - Parameter spring: The spring, for example `TrackSpring(response: 0.4, dampingRatio: 0.9)`.
        /// - Returns: The view with the spring.
        public func spring(_ spring: TrackSpring) -> Self {
            var copy = self
            copy.trackSettings.configuration.spring = spring
            return copy
        }

        /// Moves one item forward every `interval` seconds while nobody interacts (paused while a finger is down
        /// and while the track moves; off under Reduce Motion).
        ///
        /// - Parameter autoplay: The autoplay options, or nil for none.
        /// - Returns: The view with autoplay.
        public func autoplay(_ autoplay: Autoplay?) -> Self {
            var copy = self
            copy.trackSettings.configuration.autoplay = autoplay
            return copy
        }

        /// Whether tapping an item brings it to the current position (as in the looping carousel, seed 003).
        ///
        /// - Parameter isOn: Whether taps focus items. Default true.
        /// - Returns: The view with tap to focus.
        public func tapToFocus(_ isOn: Bool = true) -> Self {
            var copy = self
            copy.trackSettings.configuration.tapToFocus = isOn
            return copy
        }
    }
#endif
