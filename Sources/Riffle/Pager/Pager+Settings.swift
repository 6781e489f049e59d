extension Pager {
    /// Everything a pager view's modifiers configure: the track's options, the item length and spacing, and the
    /// effect.
    ///
    /// Settings compare with a synthesized `==`, so every field counts and a new field can never be forgotten.
    /// Custom rules (a ``SnapAlignment/custom(_:)`` alignment or an ``ItemEffect/custom(_:)`` effect) compare by
    /// their identifier (``SnapAlignment/CustomRule``, ``ItemEffect/CustomFunction``). The pager re-applies
    /// settings only when they differ other than by NaNs in the same places.
    public struct Settings: Hashable, Sendable, Codable {
        /// The track's options (axis, alignment, looping, snap policy, spring, autoplay, …).
        public var configuration: Track.Configuration
        /// How long each item is along the axis.
        ///
        /// Default ``ItemSizing/viewport``.
        public var itemLength: ItemSizing
        /// The gap between neighbouring items, in points (on a loop also between the last and the first).
        ///
        /// Default 0.
        public var itemSpacing: Double
        /// Space before the first item, in points (a list that starts at the page margin).
        ///
        /// A negative or non-finite inset counts as 0.
        ///
        /// Default 0.
        var leadingInset: Double
        /// How items are drawn by their distance from the snap anchor.
        ///
        /// Default ``ItemEffect/none``.
        public var effect: ItemEffect
        /// How long each item is across the axis, in points (its height on a horizontal track), centred in the
        /// viewport; nil fills the viewport.
        ///
        /// Seed 000's cards are 450 high (the others 400, a cross scale of ``ItemEffect/recessedNeighbours``), so the preset
        /// sets it; a front end reads it from ``ItemPlacement/height`` and never retypes it. A non-finite or
        /// negative length counts as nil. Default nil.
        public var crossLength: Double?
        /// Whether the track's cross-axis size is the front end's or follows the item at the anchor
        /// (`Pager/followedCrossLength(of:measurements:)`).
        ///
        /// Default ``CrossAxisSizing/fixed``.
        public var crossAxisSizing = CrossAxisSizing.fixed
        /// Whether the layout runs right to left.
        ///
        /// On a horizontal pager the first item is then on the right and a finger moving right moves forward. The
        /// pager and its track lay out left to right; ``ComponentHost`` mirrors their input and placements across
        /// ``Pager/mirrorWidth``.
        ///
        /// Default false; views set it from the environment with ``adapted(reduceMotion:rightToLeft:)``. Ignored on a
        /// vertical pager.
        public var isRightToLeft = false
        /// The most pages one notched-wheel gesture moves (``WheelStepper/maximumSteps``); values below 1 count as
        /// 1.
        ///
        /// Default 1: a gesture moves one page however fast the wheel turns.
        var wheelStepsPerGesture = 1
        /// The Digital Crown rotation one page takes, in full turns (``CrownStepper/rotationPerPage``).
        ///
        /// Default 0.1 (36°).
        var crownRotationPerPage = 0.1

        /// Creates settings.
        ///
        /// - Parameters:
        ///   - configuration: The track's options. Default: a horizontal pager with the default policy.
        ///   - itemLength: The item length. Default: the whole viewport.
        ///   - itemSpacing: The gap between items, in points. Default 0.
        ///   - leadingInset: Space before the first item, in points. Default 0.
        ///   - effect: The item effect. Default none.
        ///   - crossLength: The items' length across the axis, in points. Default nil (the viewport's).
        public init(
            configuration: Track.Configuration = Track.Configuration(), itemLength: ItemSizing = .viewport,
            itemSpacing: Double = 0, leadingInset: Double = 0, effect: ItemEffect = .none, crossLength: Double? = nil
        ) {
            self.configuration = configuration
            self.itemLength = itemLength
            self.itemSpacing = itemSpacing
            self.leadingInset = leadingInset
            self.effect = effect
            self.crossLength = crossLength
        }

        /// Seed 000, the trips carousel: full-width leading pages, the seed's spring, the focused card 450 high
        /// against 400 and opaque against 0.7 (``ItemEffect/recessedNeighbours``).
        ///
        /// - Parameter snapPolicy: The snap policy. Default ``SnapPolicy/default``; ``SnapPolicy/threshold(fraction:)`` at 0.65 is the
        ///   seed's own rule.
        public static func trips(snapPolicy: SnapPolicy = .default) -> Settings {
            Settings(
                configuration: .trips(snapPolicy: snapPolicy), effect: .recessedNeighbours, crossLength: 450
            )
        }

        /// The settings with a motion style (see ``Track/Configuration/motion(_:)``).
        ///
        /// - Parameter style: The motion style.
        /// - Returns: The settings.
        public func motion(_ style: MotionStyle) -> Settings {
            var copy = self
            copy.configuration = configuration.motion(style)
            return copy
        }

        /// Seed 001, the onboarding pager: full-width pages with SwiftUI's default spring.
        ///
        /// - Parameter snapPolicy: The snap policy. Default ``SnapPolicy/default``;
        ///   ``SnapPolicy/predictedHalfPage`` is the seed's own rule.
        public static func onboarding(snapPolicy: SnapPolicy = .default) -> Settings {
            Settings(configuration: .onboarding(snapPolicy: snapPolicy))
        }

        /// Seed 003, the looping carousel: 140 × 196-point cards 24 points apart, centred on a ring, the focused card
        /// scaled 1.2 (``ItemEffect/enlargedFocus``), tap a card to centre it.
        ///
        /// The seed does not give its card width; 140 points shows about three cards on a phone, and 196 points high
        /// makes it a 5 : 7 card.
        ///
        /// - Parameter snapPolicy: The snap policy. Default ``SnapPolicy/default``.
        public static func loop(snapPolicy: SnapPolicy = .default) -> Settings {
            Settings(
                configuration: .loop(snapPolicy: snapPolicy), itemLength: .points(140), itemSpacing: 24,
                effect: .enlargedFocus, crossLength: 196)
        }

        /// The settings adapted to the environment: Reduce Motion on (snaps jump instead of springing, and
        /// autoplay stops) and the layout direction.
        ///
        /// Reduce Motion only ever turns motion off: settings that already ask for it keep it.
        ///
        /// - Parameters:
        ///   - reduceMotion: Whether the system's Reduce Motion setting is on.
        ///   - rightToLeft: Whether the layout direction is right-to-left.
        /// - Returns: The adapted settings.
        public func adapted(reduceMotion: Bool, rightToLeft: Bool) -> Settings {
            var result = self
            result.isRightToLeft = rightToLeft
            if reduceMotion {
                result.configuration.reduceMotion = true
                result.configuration.autoplay = nil
            }
            return result
        }

        /// The layout configuration the track uses: on a loop the item spacing is added to the end inset, so the
        /// seam between the last and the first item gets the same gap as every other pair; self-sizing items
        /// (``ItemSizing/intrinsic(estimated:)``) are placed, and so measured, at least one estimated item (and its
        /// gap) beyond each edge, so a neighbour has its size before it comes on screen.
        var effectiveLayout: TrackLayout.Configuration {
            var layout = configuration.layout
            let gap = itemSpacing.isFinite ? Swift.max(itemSpacing, 0) : 0
            if layout.loop {
                layout.endInset += gap
            }
            if case .intrinsic(let estimate) = itemLength, estimate.isFinite, estimate > 0 {
                let margin = layout.prefetchMargin.isFinite ? layout.prefetchMargin : 0
                layout.prefetchMargin = Swift.max(margin, Swift.min(estimate + gap, TrackLayout.maximumExtent))
            }
            return layout
        }

        /// The track configuration with ``effectiveLayout``.
        var effectiveConfiguration: Track.Configuration {
            var result = configuration
            result.layout = effectiveLayout
            return result
        }

        /// Reads settings, as they are written and as they were written while the direction was the track's own
        /// (`configuration.isRightToLeft`, in JSON and in recorded command words): those read as the same
        /// right-to-left pager.
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: What the decoder throws for a missing key or a malformed value.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            configuration = try container.decode(Track.Configuration.self, forKey: .configuration)
            itemLength = try container.decode(ItemSizing.self, forKey: .itemLength)
            itemSpacing = try container.decode(Double.self, forKey: .itemSpacing)
            leadingInset = try container.decode(Double.self, forKey: .leadingInset)
            effect = try container.decode(ItemEffect.self, forKey: .effect)
            crossLength = try container.decodeIfPresent(Double.self, forKey: .crossLength)
            crossAxisSizing = try container.decode(CrossAxisSizing.self, forKey: .crossAxisSizing)
            wheelStepsPerGesture = try container.decode(Int.self, forKey: .wheelStepsPerGesture)
            crownRotationPerPage = try container.decode(Double.self, forKey: .crownRotationPerPage)
            // Where settings written before the direction moved here kept it: `configuration.isRightToLeft`.
            let track = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .configuration)
            isRightToLeft =
                try container.decodeIfPresent(Bool.self, forKey: .isRightToLeft)
                ?? track.decodeIfPresent(Bool.self, forKey: .isRightToLeft) ?? false
        }
    }

    /// Changes to a pager's settings in the order a view hierarchy writes them, outermost first, so that a view's
    /// modifiers can sit anywhere in the modifier chain and on a container of several pagers.
    ///
    /// SwiftUI's rule holds: **the innermost value wins.** Changes are applied in order, so a later change of a
    /// setting replaces an earlier change of the same setting, and changes of different settings add up. A view
    /// resolves its settings in one pass from the outside in: the settings it was made with, then the
    /// changes from its environment (outer modifiers first), then its own modifiers (last written wins, as a
    /// `Text`'s own `font(_:)` beats the environment's):
    ///
    /// ```swift
    /// let settings = own.applied(to: environment.applied(to: initial))
    /// ```
    ///
    /// A change that replaces every setting (a preset) therefore replaces the outer changes and keeps the inner
    /// ones.
    public struct SettingsChanges: Sendable {
        /// The changes, outermost first.
        var changes: [@Sendable (inout Settings) -> Void] = []

        /// Creates an empty list: settings come out as they went in.
        public init() {}

        /// Adds a change inside the ones already there: it wins over them for the settings it writes.
        ///
        /// - Parameter change: The change, for example `{ $0.configuration.snapPolicy = .projectedNormal }`.
        public mutating func append(_ change: @escaping @Sendable (inout Settings) -> Void) {
            changes.append(change)
        }

        /// The settings with every change applied, outermost first.
        ///
        /// - Parameter settings: The settings before the changes.
        /// - Returns: The changed settings.
        /// - Complexity: O(n) in the changes.
        public func applied(to settings: Settings) -> Settings {
            var result = settings
            for change in changes { change(&result) }
            return result
        }
    }
}
