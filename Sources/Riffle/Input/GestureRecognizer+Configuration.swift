extension GestureRecognizer {
    /// Which gestures a recognizer looks for, with their thresholds, and how they compose.
    ///
    /// The presets cover the compositions Riffle's components need: ``drag(axis:minimumDistance:)``,
    /// ``tap-type.property``, ``tapOrDrag(axis:)``, `wallet` (the card stack's own) and ``homeScreen``.
    public struct Configuration: Hashable, Sendable, Codable {
        /// Tap recognition, or `nil` for none.
        var tap: TapOptions?
        /// Long-press recognition, or `nil` for none.
        var longPress: LongPressOptions?
        /// Drag recognition, or `nil` for none.
        var drag: DragOptions?
        /// Whether a drag can begin only after the long press began (SwiftUI's `sequenced(before:)`).
        ///
        /// Has no effect when `longPress` is `nil`.
        var dragRequiresLongPress: Bool
        /// Whether a release that qualifies as a tap is a tap even after the long press began (SwiftUI's
        /// `TapGesture().exclusively(before: longPress…)`).
        var tapWinsOverLongPress: Bool

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - tap: Tap recognition, or `nil` for none (the default).
        ///   - longPress: Long-press recognition, or `nil` for none (the default).
        ///   - drag: Drag recognition, or `nil` for none (the default).
        ///   - dragRequiresLongPress: Whether a drag can begin only after the long press (default `false`).
        ///   - tapWinsOverLongPress: Whether a qualifying release is a tap even after the long press began
        ///     (default `false`).
        public init(
            tap: TapOptions? = nil,
            longPress: LongPressOptions? = nil,
            drag: DragOptions? = nil,
            dragRequiresLongPress: Bool = false,
            tapWinsOverLongPress: Bool = false
        ) {
            self.tap = tap
            self.longPress = longPress
            self.drag = drag
            self.dragRequiresLongPress = dragRequiresLongPress
            self.tapWinsOverLongPress = tapWinsOverLongPress
        }

        /// A drag alone (a pager's track).
        ///
        /// - Parameters:
        ///   - axis: The axis the drag is bound to, or `nil` for a free drag.
        ///   - minimumDistance: The distance at which the drag begins, in points (default 10).
        /// - Returns: The configuration.
        public static func drag(axis: Axis? = nil, minimumDistance: Double = 10) -> Configuration {
            Configuration(drag: DragOptions(minimumDistance: minimumDistance, axis: axis))
        }

        /// A tap alone (a page dot, a button).
        public static var tap: Configuration { Configuration(tap: TapOptions()) }

        /// A tap or a drag (the trips carousel: tap the card, drag the track).
        ///
        /// - Parameter axis: The axis the drag is bound to, or `nil` for a free drag.
        /// - Returns: The configuration.
        public static func tapOrDrag(axis: Axis? = nil) -> Configuration {
            Configuration(tap: TapOptions(), drag: DragOptions(axis: axis))
        }

        /// The wallet's composition: a tap exclusively before a 0.05 s long press sequenced before a drag.
        ///
        /// A quick release is a tap; holding 0.05 s lifts the card (``GestureEvent/longPressBegan(location:time:)``)
        /// and a drag may follow; releasing a held card without dragging is still a tap while the tap's
        /// thresholds hold.
        static var wallet: Configuration {
            Configuration(
                tap: TapOptions(),
                longPress: LongPressOptions(minimumDuration: 0.05),
                drag: DragOptions(),
                dragRequiresLongPress: true,
                tapWinsOverLongPress: true
            )
        }

        /// The home screen's composition: tap (open), long press 0.5 s (edit), drag.
        ///
        /// A drag that begins before the long press pages horizontally (it declines a movement closer to the
        /// vertical); after the long press the drag moves an icon and is free in both directions.
        public static var homeScreen: Configuration {
            Configuration(
                tap: TapOptions(),
                longPress: LongPressOptions(),
                drag: DragOptions(axis: .horizontal)
            )
        }

        /// The configuration with every invalid option value replaced: NaN by the option's default, a negative
        /// distance or duration by zero (infinity is kept), the drag's axis-lock angle clamped to 0…90, and a maximum
        /// speed that is not positive by the default.
        var sanitized: Configuration {
            func clean(_ value: Double, _ defaultValue: Double) -> Double { value.isNaN ? defaultValue : max(value, 0) }
            var result = self
            if var tap {
                tap.maximumDistance = clean(tap.maximumDistance, 45)
                tap.maximumDuration = clean(tap.maximumDuration, 0.75)
                result.tap = tap
            }
            if var press = longPress {
                press.minimumDuration = clean(press.minimumDuration, 0.5)
                press.maximumDistance = clean(press.maximumDistance, 10)
                result.longPress = press
            }
            if var drag {
                drag.minimumDistance = clean(drag.minimumDistance, 10)
                drag.axisLockAngle = drag.axisLockAngle.isNaN ? 45 : min(max(drag.axisLockAngle, 0), 90)
                drag.maximumSpeed = drag.maximumSpeed > 0 ? drag.maximumSpeed : VelocityTracker.defaultMaximumSpeed
                result.drag = drag
            }
            return result
        }
    }

    /// When a release counts as a tap (SwiftUI's `TapGesture` thresholds).
    public struct TapOptions: Hashable, Sendable, Codable {
        /// The tap fails once the pointer has moved this far from its down location, in points (default 45).
        ///
        /// A tap needs the largest distance reached to stay strictly below it.
        var maximumDistance: Double
        /// The longest press that still counts as a tap, in seconds (default 0.75; a release at exactly this
        /// duration is a tap).
        var maximumDuration: Double

        /// Creates tap options.
        ///
        /// - Parameters:
        ///   - maximumDistance: The movement, in points, at which the tap fails (default 45).
        ///   - maximumDuration: The longest press that still counts as a tap, in seconds (default 0.75).
        public init(maximumDistance: Double = 45, maximumDuration: Double = 0.75) {
            self.maximumDistance = maximumDistance
            self.maximumDuration = maximumDuration
        }
    }

    /// When a held pointer becomes a long press (SwiftUI's `LongPressGesture` parameters).
    public struct LongPressOptions: Hashable, Sendable, Codable {
        /// How long the pointer must stay down, in seconds (default 0.5).
        var minimumDuration: Double
        /// How far the pointer may move before the long press fires, in points (default 10); moving farther
        /// fails it.
        var maximumDistance: Double

        /// Creates long-press options.
        ///
        /// - Parameters:
        ///   - minimumDuration: How long the pointer must stay down, in seconds (default 0.5).
        ///   - maximumDistance: How far it may move before the press fires, in points (default 10).
        public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
            self.minimumDuration = minimumDuration
            self.maximumDistance = maximumDistance
        }
    }

    /// When a moving pointer becomes a drag, along which axis, and how its velocity is measured.
    public struct DragOptions: Hashable, Sendable, Codable {
        /// The distance from the down location at which the drag begins, in points (default 10).
        ///
        /// The default is SwiftUI's `DragGesture` default. A movement of exactly this distance begins the drag.
        var minimumDistance: Double
        /// The axis the drag is bound to, or `nil` for a free drag.
        ///
        /// An axis-bound drag declines (``GestureEvent/declined(translation:time:)``) when the movement that
        /// reaches the minimum distance is closer to the other axis than `axisLockAngle` allows.
        var axis: Axis?
        /// The largest angle, in degrees, between the movement and `axis` at which an axis-bound drag still
        /// begins (default 45; clamped to 0…90).
        ///
        /// The drag declines when `atan2(|cross|, |along|) > axisLockAngle`; exactly the angle begins.
        var axisLockAngle: Double
        /// How the drag's velocity is estimated (default ``VelocityTracker/Strategy/leastSquares``).
        var velocityStrategy: VelocityTracker.Strategy
        /// The largest reported speed, in points per second (default 8000); see
        /// ``VelocityTracker/maximumSpeed``.
        var maximumSpeed: Double

        /// Creates drag options.
        ///
        /// - Parameters:
        ///   - minimumDistance: The distance at which the drag begins, in points (default 10).
        ///   - axis: The axis the drag is bound to, or `nil` for a free drag (the default).
        ///   - axisLockAngle: The largest angle to the axis, in degrees, at which a bound drag begins (default 45).
        ///   - velocityStrategy: How the velocity is estimated (default least squares).
        ///   - maximumSpeed: The largest reported speed, in points per second (default 8000).
        public init(
            minimumDistance: Double = 10,
            axis: Axis? = nil,
            axisLockAngle: Double = 45,
            velocityStrategy: VelocityTracker.Strategy = .leastSquares,
            maximumSpeed: Double = VelocityTracker.defaultMaximumSpeed
        ) {
            self.minimumDistance = minimumDistance
            self.axis = axis
            self.axisLockAngle = axisLockAngle
            self.velocityStrategy = velocityStrategy
            self.maximumSpeed = maximumSpeed
        }
    }
}
