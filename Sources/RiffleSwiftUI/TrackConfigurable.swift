#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A view whose track is configured with chained modifiers, in the manner of SwiftUIPager:
    /// `Carousel(…).itemLength(.fraction(0.8)).itemSpacing(12).looping()`.
    ///
    /// Each modifier exists twice. Written directly on the view it returns the view itself (`Self`), so the view's
    /// own modifiers (``Carousel/onItemTap(_:)``…) can follow; written anywhere else, after `.padding()` or on a
    /// container, it is the `View` modifier of the same name, which writes the change into the environment for
    /// every carousel inside. The innermost value wins, as in SwiftUI: the view's own modifiers (the last one
    /// written wins among them, as for a `Text`'s `font(_:)`), then the environment's from the inside out, then
    /// the settings the view was made with (``trackSettings``). The view applies the result
    /// (``Riffle/Pager/SettingsChanges``) to its track when it changes, keeping the position (see
    /// `Pager.Command.settings(_:)`). ``Carousel``, ``PageViewer`` and ``LoopingCarousel`` conform.
    @MainActor
    public protocol TrackConfigurable: View {
        /// The settings the view was made with, before any modifier.
        var trackSettings: Pager.Settings { get set }
        /// The changes the view's own modifiers made, in order.
        var trackChanges: Pager.SettingsChanges { get set }
    }

    /// The environment key of the track changes written by the `View` track modifiers.
    struct TrackChangesKey: EnvironmentKey {
        static let defaultValue = Pager.SettingsChanges()
    }

    extension EnvironmentValues {
        /// The track changes the modifiers around a carousel wrote, outermost first.
        var riffleTrackChanges: Pager.SettingsChanges {
            get { self[TrackChangesKey.self] }
            set { self[TrackChangesKey.self] = newValue }
        }
    }

    extension TrackConfigurable {
        /// The view made with `settings` (a preset the environment's changes and its own modifiers then change).
        func startingFrom(_ settings: Pager.Settings) -> Self {
            var copy = self
            copy.trackSettings = settings
            return copy
        }

        /// The view with `change` added to its own changes.
        func changingTrack(_ change: @escaping @Sendable (inout Pager.Settings) -> Void) -> Self {
            var copy = self
            copy.trackChanges.append(change)
            return copy
        }
    }

    extension View {
        /// The view with `change` added inside the environment's track changes.
        func changingTrack(_ change: @escaping @Sendable (inout Pager.Settings) -> Void) -> some View {
            transformEnvironment(\.riffleTrackChanges) { $0.append(change) }
        }
    }

    extension TrackConfigurable {
        /// Replaces every track setting at once (for example with a preset such as `.trips(snapPolicy:
        /// .threshold(fraction: 0.65))`).
        ///
        /// - Parameter settings: The settings.
        /// - Returns: The view with the settings.
        public func track(_ settings: Pager.Settings) -> Self {
            changingTrack { $0 = settings }
        }

        /// Replaces the track's configuration (axis, layout, snap policy, spring, gestures, autoplay, …) and keeps
        /// the item length, spacing and effect.
        ///
        /// - Parameter configuration: The configuration.
        /// - Returns: The view with the configuration.
        public func trackConfiguration(_ configuration: Track.Configuration) -> Self {
            changingTrack { $0.configuration = configuration }
        }

        /// How a released drag picks the item it settles on (`SnapPolicy.default`: one item per swipe, by
        /// distance or by a flick).
        ///
        /// - Parameter policy: The snap policy, for example `.projectedNormal` for multi-item flicks.
        /// - Returns: The view with the policy.
        public func snapPolicy(_ policy: SnapPolicy) -> Self {
            changingTrack { $0.configuration.snapPolicy = policy }
        }

        /// Whether the items loop forever (the last item followed by the first), without cloning any view.
        ///
        /// - Parameter isOn: Whether to loop. Default true.
        /// - Returns: The view, looping or not.
        public func looping(_ isOn: Bool = true) -> Self {
            changingTrack { $0.configuration.layout.loop = isOn }
        }

        /// Where the current item rests in the view: `.leading`, `.center`, `.trailing` or `.fraction(_:)`.
        ///
        /// - Parameter alignment: The alignment.
        /// - Returns: The view with the alignment.
        public func alignment(_ alignment: SnapAlignment) -> Self {
            changingTrack { $0.configuration.layout.alignment = alignment }
        }

        /// The gap between neighbouring items, in points (on a loop also between the last item and the first).
        ///
        /// - Parameter spacing: The gap, in points; negative or non-finite values mean 0.
        /// - Returns: The view with the spacing.
        public func itemSpacing(_ spacing: Double) -> Self {
            changingTrack { $0.itemSpacing = spacing }
        }

        /// How long each item is along the axis: `.viewport` (pages), `.fraction(0.8)` (the neighbours peek in),
        /// `.points(140)`, or `.intrinsic(estimated: 120)`: each item as long as its content's ideal size, measured
        /// when it is drawn (on screen or within the prefetch margin) and laid out without moving what is on screen.
        ///
        /// - Parameter length: The item length.
        /// - Returns: The view with the item length.
        public func itemLength(_ length: ItemSizing) -> Self {
            changingTrack { $0.itemLength = length }
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
            changingTrack { $0.crossAxisSizing = sizing }
        }

        /// How items are drawn by their distance from the current position: `.recessedNeighbours` (the focused card taller
        /// and opaque), `.enlargedFocus` (the focused card larger), `.coverflow`, `.stack` or `.custom(id:) { progress, length
        /// in … }`.
        ///
        /// - Parameter effect: The effect.
        /// - Returns: The view with the effect.
        public func effect(_ effect: ItemEffect) -> Self {
            changingTrack { $0.effect = effect }
        }

        /// The axis the items scroll along.
        ///
        /// - Parameter axis: `.horizontal` (the default) or `.vertical`.
        /// - Returns: The view with the axis.
        public func axis(_ axis: TrackAxis) -> Self {
            changingTrack { $0.configuration.axis = axis }
        }

        /// The spring that settles the track onto an item, started with the release velocity.
        ///
        /// - Parameter spring: The spring, for example `TrackSpring(response: 0.4, dampingRatio: 0.9)`.
        /// - Returns: The view with the spring.
        public func spring(_ spring: TrackSpring) -> Self {
            changingTrack { $0.configuration.spring = spring }
        }

        /// Moves one item forward every `interval` seconds while nobody interacts (paused while a finger is down
        /// and while the track moves; off under Reduce Motion).
        ///
        /// - Parameter autoplay: The autoplay options, or nil for none.
        /// - Returns: The view with autoplay.
        public func autoplay(_ autoplay: Autoplay?) -> Self {
            changingTrack { $0.configuration.autoplay = autoplay }
        }

        /// Whether tapping an item brings it to the current position (as in the looping carousel, seed 003).
        ///
        /// - Parameter isOn: Whether taps focus items. Default true.
        /// - Returns: The view with tap to focus.
        public func tapToFocus(_ isOn: Bool = true) -> Self {
            changingTrack { $0.configuration.tapToFocus = isOn }
        }
    }
    extension View {
        /// Sets ``TrackConfigurable/track(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter settings: The settings.
        /// - Returns: The view with, for every carousel inside, the settings.
        public func track(_ settings: Pager.Settings) -> some View {
            changingTrack { $0 = settings }
        }

        /// Sets ``TrackConfigurable/trackConfiguration(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter configuration: The configuration.
        /// - Returns: The view with, for every carousel inside, the configuration.
        public func trackConfiguration(_ configuration: Track.Configuration) -> some View {
            changingTrack { $0.configuration = configuration }
        }

        /// Sets ``TrackConfigurable/snapPolicy(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter policy: The snap policy, for example `.projectedNormal` for multi-item flicks.
        /// - Returns: The view with, for every carousel inside, the policy.
        public func snapPolicy(_ policy: SnapPolicy) -> some View {
            changingTrack { $0.configuration.snapPolicy = policy }
        }

        /// Sets ``TrackConfigurable/looping(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter isOn: Whether to loop. Default true.
        /// - Returns: The view, looping or not.
        public func looping(_ isOn: Bool = true) -> some View {
            changingTrack { $0.configuration.layout.loop = isOn }
        }

        /// Sets ``TrackConfigurable/alignment(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter alignment: The alignment.
        /// - Returns: The view with, for every carousel inside, the alignment.
        public func alignment(_ alignment: SnapAlignment) -> some View {
            changingTrack { $0.configuration.layout.alignment = alignment }
        }

        /// Sets ``TrackConfigurable/itemSpacing(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter spacing: The gap, in points; negative or non-finite values mean 0.
        /// - Returns: The view with, for every carousel inside, the spacing.
        public func itemSpacing(_ spacing: Double) -> some View {
            changingTrack { $0.itemSpacing = spacing }
        }

        /// Sets ``TrackConfigurable/itemLength(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter length: The item length.
        /// - Returns: The view with, for every carousel inside, the item length.
        public func itemLength(_ length: ItemSizing) -> some View {
            changingTrack { $0.itemLength = length }
        }

        /// Sets ``TrackConfigurable/crossAxisSizing(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter sizing: The cross-axis sizing.
        /// - Returns: The view with, for every carousel inside, the sizing.
        public func crossAxisSizing(_ sizing: CrossAxisSizing) -> some View {
            changingTrack { $0.crossAxisSizing = sizing }
        }

        /// Sets ``TrackConfigurable/effect(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter effect: The effect.
        /// - Returns: The view with, for every carousel inside, the effect.
        public func effect(_ effect: ItemEffect) -> some View {
            changingTrack { $0.effect = effect }
        }

        /// Sets ``TrackConfigurable/axis(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter axis: `.horizontal` (the default) or `.vertical`.
        /// - Returns: The view with, for every carousel inside, the axis.
        public func axis(_ axis: TrackAxis) -> some View {
            changingTrack { $0.configuration.axis = axis }
        }

        /// Sets ``TrackConfigurable/spring(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter spring: The spring, for example `TrackSpring(response: 0.4, dampingRatio: 0.9)`.
        /// - Returns: The view with, for every carousel inside, the spring.
        public func spring(_ spring: TrackSpring) -> some View {
            changingTrack { $0.configuration.spring = spring }
        }

        /// Sets ``TrackConfigurable/autoplay(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter autoplay: The autoplay options, or nil for none.
        /// - Returns: The view with, for every carousel inside, autoplay.
        public func autoplay(_ autoplay: Autoplay?) -> some View {
            changingTrack { $0.configuration.autoplay = autoplay }
        }

        /// Sets ``TrackConfigurable/tapToFocus(_:)`` for every carousel inside, from anywhere in the modifier chain.
        ///
        /// The innermost value wins (see ``TrackConfigurable``).
        ///
        /// - Parameter isOn: Whether taps focus items. Default true.
        /// - Returns: The view with, for every carousel inside, tap to focus.
        public func tapToFocus(_ isOn: Bool = true) -> some View {
            changingTrack { $0.configuration.tapToFocus = isOn }
        }
    }
#endif
