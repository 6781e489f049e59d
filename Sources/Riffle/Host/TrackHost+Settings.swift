extension TrackHost {
    /// Everything a host view's modifiers configure: the track's options, the item length and spacing, and the
    /// effect.
    ///
    /// Settings are compared with `==` so a view can re-apply them only when they change. Custom rules (a
    /// ``SnapAlignment/custom(_:)`` alignment or an ``ItemEffect/custom(_:)`` effect) are closures and cannot be
    /// compared: two custom rules count as equal, so replacing one custom rule with another is not noticed by
    /// `==` (give the view a new identity to start over with the new rule).
    public struct Settings: Sendable, Equatable {
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
        /// How items are drawn by their distance from the snap anchor.
        ///
        /// Default ``ItemEffect/none``.
        public var effect: ItemEffect
        /// How long each item is across the axis, in points (its height on a horizontal track), centred in the
        /// viewport; nil fills the viewport.
        ///
        /// Seed 000's cards are 450 high (the others 400, a cross scale of ``ItemEffect/seed000``), so the preset
        /// sets it; a front end reads it from ``ItemPlacement/height`` and never retypes it. A non-finite or
        /// negative length counts as nil. Default nil.
        public var crossLength: Double?

        /// Creates settings.
        ///
        /// - Parameters:
        ///   - configuration: The track's options. Default: a horizontal pager with the default policy.
        ///   - itemLength: The item length. Default: the whole viewport.
        ///   - itemSpacing: The gap between items, in points. Default 0.
        ///   - effect: The item effect. Default none.
        ///   - crossLength: The items' length across the axis, in points. Default nil (the viewport's).
        public init(
            configuration: Track.Configuration = Track.Configuration(), itemLength: ItemSizing = .viewport,
            itemSpacing: Double = 0, effect: ItemEffect = .none, crossLength: Double? = nil
        ) {
            self.configuration = configuration
            self.itemLength = itemLength
            self.itemSpacing = itemSpacing
            self.effect = effect
            self.crossLength = crossLength
        }

        /// The focused card's height in seed 000 (the others are 400, ``ItemEffect/seed000``'s cross scale).
        public static let tripsCardHeight = 450.0
        /// The looping preset's card height: 196 points for its 140-point width (a 5 : 7 card).
        public static let loopCardHeight = 196.0

        /// Seed 000, the trips carousel: full-width leading pages, the seed's spring, the focused card 450 high
        /// against 400 and opaque against 0.7 (``ItemEffect/seed000``).
        ///
        /// - Parameter snapPolicy: The snap policy. Default ``SnapPolicy/default``; ``SnapPolicy/seed000`` is the
        ///   seed's own rule.
        public static func trips(snapPolicy: SnapPolicy = .default) -> Settings {
            Settings(
                configuration: .trips(snapPolicy: snapPolicy), effect: .seed000, crossLength: tripsCardHeight)
        }

        /// Seed 001, the onboarding pager: full-width pages with SwiftUI's default spring.
        ///
        /// - Parameter snapPolicy: The snap policy. Default ``SnapPolicy/default``;
        ///   ``SnapPolicy/predictedHalfPage`` is the seed's own rule.
        public static func onboarding(snapPolicy: SnapPolicy = .default) -> Settings {
            Settings(configuration: .onboarding(snapPolicy: snapPolicy))
        }

        /// Seed 003, the looping carousel: 140 × 196-point cards 24 points apart, centred on a ring, the focused card
        /// scaled 1.2 (``ItemEffect/seed003``), tap a card to centre it.
        ///
        /// The seed does not give its card width; 140 points shows about three cards on a phone.
        ///
        /// - Parameter snapPolicy: The snap policy. Default ``SnapPolicy/default``.
        public static func loop(snapPolicy: SnapPolicy = .default) -> Settings {
            Settings(
                configuration: .loop(snapPolicy: snapPolicy), itemLength: .points(140), itemSpacing: 24,
                effect: .seed003, crossLength: loopCardHeight)
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
            result.configuration.isRightToLeft = rightToLeft
            if reduceMotion {
                result.configuration.reduceMotion = true
                result.configuration.autoplay = nil
            }
            return result
        }

        /// The layout configuration the track uses: on a loop the item spacing is added to the end inset, so the
        /// seam between the last and the first item gets the same gap as every other pair.
        var effectiveLayout: TrackLayout.Configuration {
            var layout = configuration.layout
            if layout.loop {
                let gap = itemSpacing.isFinite ? Swift.max(itemSpacing, 0) : 0
                layout.endInset += gap
            }
            return layout
        }

        /// The track configuration with ``effectiveLayout``.
        var effectiveConfiguration: Track.Configuration {
            var result = configuration
            result.layout = effectiveLayout
            return result
        }

        /// Whether two settings need different tracks (rather than the same track with other options): the axis,
        /// the layout or the gesture configuration differ.
        func needsNewTrack(comparedWith other: Settings) -> Bool {
            configuration.axis != other.configuration.axis
                || configuration.gesture != other.configuration.gesture
                || !Self.sameLayout(effectiveLayout, other.effectiveLayout)
        }

        /// Whether two settings give the same items for the same viewport and count.
        func sameItems(as other: Settings) -> Bool {
            itemLength == other.itemLength && Self.same(itemSpacing, other.itemSpacing)
        }

        /// Compares every field; custom closures count as equal to each other.
        public static func == (lhs: Settings, rhs: Settings) -> Bool {
            let a = lhs.configuration
            let b = rhs.configuration
            return a.axis == b.axis && a.isRightToLeft == b.isRightToLeft && sameLayout(a.layout, b.layout)
                && a.snapPolicy == b.snapPolicy && a.spring == b.spring
                && same(a.rubberBandConstant, b.rubberBandConstant) && a.gesture == b.gesture
                && a.tapToFocus == b.tapToFocus && a.reduceMotion == b.reduceMotion && a.autoplay == b.autoplay
                && same(a.restDistance, b.restDistance) && same(a.restSpeed, b.restSpeed)
                && lhs.itemLength == rhs.itemLength && same(lhs.itemSpacing, rhs.itemSpacing)
                && sameEffect(lhs.effect, rhs.effect) && sameOptional(lhs.crossLength, rhs.crossLength)
        }

        /// Equal, or both NaN.
        static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

        /// ``same(_:_:)`` for optional values: both nil, or both set and the same.
        static func sameOptional(_ a: Double?, _ b: Double?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let x?, let y?): return same(x, y)
            default: return false
            }
        }

        /// Whether two layout configurations are the same (custom alignments count as equal).
        static func sameLayout(_ a: TrackLayout.Configuration, _ b: TrackLayout.Configuration) -> Bool {
            sameAlignment(a.alignment, b.alignment) && a.containment == b.containment && a.grouping == b.grouping
                && same(a.endInset, b.endInset) && a.loop == b.loop
                && a.repeatsWhenLoopIsImpossible == b.repeatsWhenLoopIsImpossible
                && same(a.prefetchMargin, b.prefetchMargin)
        }

        /// Whether two alignments are the same (custom alignments count as equal).
        static func sameAlignment(_ a: SnapAlignment, _ b: SnapAlignment) -> Bool {
            switch (a, b) {
            case (.leading, .leading), (.center, .center), (.trailing, .trailing), (.custom, .custom): return true
            case (.fraction(let x), .fraction(let y)): return same(x, y)
            default: return false
            }
        }

        /// Whether two effects are the same (custom effects count as equal).
        static func sameEffect(_ a: ItemEffect, _ b: ItemEffect) -> Bool {
            switch (a, b) {
            case (.none, .none), (.custom, .custom): return true
            case (.focus(let x), .focus(let y)): return x == y
            case (.coverflow(let t1, let s1), .coverflow(let t2, let s2)): return same(t1, t2) && same(s1, s2)
            case (.stack(let p1, let s1, let d1), .stack(let p2, let s2, let d2)):
                return same(p1, p2) && same(s1, s2) && d1 == d2
            default: return false
            }
        }
    }
}
