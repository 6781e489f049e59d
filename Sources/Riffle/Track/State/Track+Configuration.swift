extension Track {
    /// A track's options.
    ///
    /// The defaults are a horizontal, left-to-right pager with one item per snap, the
    /// ``SnapPolicy/default`` policy and SwiftUI's default spring.
    public struct Configuration: Hashable, Sendable, Codable {
        /// The axis the track scrolls along.
        ///
        /// Default horizontal.
        public var axis: Axis
        /// Alignment, containment, grouping, end inset, looping and prefetch.
        public var layout: TrackLayout.Configuration
        /// How a released drag picks its snap.
        ///
        /// Default ``SnapPolicy/default``. Stored `SnapPolicy/normalized`: a deceleration rate outside
        /// `SnapPolicy/decelerationRateRange` (NaN, ±∞, 1 or more, 0 or less) is mapped into it.
        public var snapPolicy: SnapPolicy {
            didSet { if snapPolicy != snapPolicy.normalized { snapPolicy = snapPolicy.normalized } }
        }
        /// The spring that settles onto a snap, started with the release velocity.
        ///
        /// Default
        /// `Spring(response: 0.5, dampingRatio: 0.825)` (SwiftUI's `.spring()`); seed 000 uses mass 0.6,
        /// stiffness 100, damping 10.
        public var spring: Spring
        /// The rubber-band constant beyond the ends of a bounded track (UIScrollView's 0.55).
        ///
        /// Values that are not finite and positive mean 0.55 (see ``RubberBand``).
        public var rubberBandConstant: Double
        /// The gesture recognizer's configuration.
        ///
        /// Default: tap or drag bound to ``axis``.
        public var gesture: GestureRecognizer.Configuration?
        /// Whether tapping an item scrolls it to the anchor (seed 003).
        ///
        /// Default false: taps are only reported.
        public var tapToFocus: Bool
        /// Reduce Motion: snaps jump (reported with ``Event/jumped(from:to:)`` so a host may cross-fade)
        /// instead of springing.
        ///
        /// The finger is still followed 1:1. Default false.
        public var reduceMotion: Bool
        /// Optional autoplay.
        ///
        /// Default nil.
        public var autoplay: Autoplay?
        /// How the track settles when it comes to rest: within `restDistance` points and `restSpeed` points per
        /// second of the target (Flutter's tolerance at scale 3: 1/3 pt and 20/3 pt/s are stricter; these are
        /// below what a person can see at any scale).
        public var restDistance: Double
        /// The speed below which a settling track counts as at rest (with ``restDistance``).
        ///
        /// Either tolerance, when not finite and positive, means its default (see ``RestTolerance``).
        public var restSpeed: Double
        /// How the track moves onto the chosen snap: the spring (default) or a fixed-duration timing curve.
        var settleAnimation: SettleAnimation
        /// How far a release's velocity may carry the settling spring past its target snap, as a fraction of the
        /// distance between that snap and its neighbour (see ``SettleHandoff``).
        ///
        /// Default 0.02: a flick decelerates onto the page, as a paging `UIScrollView` does, at any release speed,
        /// and the next-but-one page never shows. Seed 000's preset allows 0.10 (its spring's own ~7 % bounce is the
        /// seed's look). A spring that overshoots more than this from rest keeps its own overshoot; the velocity
        /// adds nothing to it. `.infinity` lifts the budget (a velocity away from the target is still dropped, and
        /// one toward it kept only while the settle lasts no longer than from rest); negative or NaN values mean 0.
        var settleOvershootLimit: Double
        /// How close to an end of a bounded track reports ``Track/Event/nearEnd(_:)`` (nil: never, the default).
        public var nearEndThreshold: NearEndThreshold?

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - axis: The scrolling axis.
        ///   - layout: Alignment, containment, grouping, end inset, looping, prefetch.
        ///   - snapPolicy: How a release picks its snap.
        ///   - spring: The settling spring.
        ///   - rubberBandConstant: The rubber-band constant.
        ///   - gesture: The recognizer's configuration (nil: tap or drag along `axis`).
        ///   - tapToFocus: Tap an item to bring it to the anchor.
        ///   - reduceMotion: Jump instead of springing.
        ///   - autoplay: Optional autoplay.
        ///   - restDistance: Rest tolerance in points.
        ///   - restSpeed: Rest tolerance in points per second.
        ///   - settleAnimation: How the track moves onto the chosen snap. Default ``SettleAnimation/spring``.
        ///   - settleOvershootLimit: How far a release may carry the settle past its target, as a fraction of the
        ///     snap spacing. Default 0.02.
        ///   - nearEndThreshold: How close to an end reports ``Track/Event/nearEnd(_:)``. Default nil (never).
        public init(
            axis: Axis = .horizontal,
            layout: TrackLayout.Configuration = TrackLayout.Configuration(),
            snapPolicy: SnapPolicy = .default,
            spring: Spring = Spring(response: 0.5, dampingRatio: 0.825),
            rubberBandConstant: Double = 0.55,
            gesture: GestureRecognizer.Configuration? = nil,
            tapToFocus: Bool = false,
            reduceMotion: Bool = false,
            autoplay: Autoplay? = nil,
            restDistance: Double = 0.1,
            restSpeed: Double = 2,
            settleAnimation: SettleAnimation = .spring,
            settleOvershootLimit: Double = 0.02,
            nearEndThreshold: NearEndThreshold? = nil
        ) {
            self.axis = axis
            self.layout = layout
            self.snapPolicy = snapPolicy.normalized
            self.spring = spring
            self.rubberBandConstant = rubberBandConstant
            self.gesture = gesture
            self.tapToFocus = tapToFocus
            self.reduceMotion = reduceMotion
            self.autoplay = autoplay
            self.restDistance = restDistance
            self.restSpeed = restSpeed
            self.settleAnimation = settleAnimation
            self.settleOvershootLimit = settleOvershootLimit
            self.nearEndThreshold = nearEndThreshold
        }

        /// The recognizer configuration in effect.
        var gestureConfiguration: GestureRecognizer.Configuration {
            gesture ?? .tapOrDrag(axis: axis)
        }

        /// Seed 000, the trips carousel: full-width leading-aligned pages, the seed's spring
        /// (mass 0.6, stiffness 100, damping 10) and the paged policy (pass `.threshold(fraction: 0.65)` for the seed's rule); a
        /// flick may carry the settle 10 % of a page past its target (`settleOvershootLimit`).
        public static func trips(snapPolicy: SnapPolicy = .default) -> Configuration {
            Configuration(
                layout: .init(alignment: .leading, containment: .trimSnaps), snapPolicy: snapPolicy,
                spring: .tripCarousel, settleOvershootLimit: 0.10)
        }

        /// The configuration with a motion style: ``MotionStyle/preset`` leaves it as it is; ``MotionStyle/ios``
        /// settles with ``Spring/paging`` (critically damped: no overshoot from rest, and a rubber band returns
        /// without passing the end) and lets a flick carry the settle at most 0.5 % of a snap past its target.
        ///
        /// - Parameter style: The motion style.
        /// - Returns: The configuration.
        public func motion(_ style: MotionStyle) -> Configuration {
            guard style == .ios else { return self }
            var copy = self
            copy.spring = .paging
            copy.settleOvershootLimit = 0.005
            if case .timingCurve = copy.settleAnimation { copy.settleAnimation = .spring }
            return copy
        }

        /// Seed 001, the onboarding pager: full-width pages with SwiftUI's default animation.
        public static func onboarding(snapPolicy: SnapPolicy = .default) -> Configuration {
            Configuration(layout: .init(alignment: .leading, containment: .trimSnaps), snapPolicy: snapPolicy)
        }

        /// Seed 003, the looping carousel: centred cards on a ring, tap a card to centre it.
        ///
        /// When the cards cannot cover the viewport on a ring (one or two cards on a phone), the carousel falls
        /// back to a bounded row in which every card can still be centred (no containment), rather than showing
        /// a card twice: ``TrackLayout/Configuration/repeatsWhenLoopIsImpossible`` is off.
        public static func loop(snapPolicy: SnapPolicy = .default) -> Configuration {
            Configuration(
                layout: .init(alignment: .center, containment: .none, loop: true, repeatsWhenLoopIsImpossible: false),
                snapPolicy: snapPolicy, tapToFocus: true)
        }
    }
}
