extension GestureRecognizer {
    /// Which gestures a recognizer looks for, with their thresholds, and how they compose.
    ///
    /// The presets cover the compositions Riffle's components need: ``drag(axis:minimumDistance:)``,
    /// ``tap-type.property``, ``tapOrDrag(axis:)``, ``wallet`` and ``homeScreen``.
    public struct Configuration: Hashable, Sendable {
        /// Tap recognition, or `nil` for none.
        public var tap: TapOptions?
        /// Long-press recognition, or `nil` for none.
        public var longPress: LongPressOptions?
        /// Drag recognition, or `nil` for none.
        public var drag: DragOptions?
        /// Whether a drag can begin only after the long press began (SwiftUI's `sequenced(before:)`).
        ///
        /// Has no effect when ``longPress`` is `nil`.
        public var dragRequiresLongPress: Bool
        /// Whether a release that qualifies as a tap is a tap even after the long press began (SwiftUI's
        /// `TapGesture().exclusively(before: longPress…)`).
        public var tapWinsOverLongPress: Bool

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
        public static var wallet: Configuration {
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

        /// The configuration with every invalid option value replaced (see the options types).
        var sanitized: Configuration {
            Configuration(
                tap: tap?.sanitized,
                longPress: longPress?.sanitized,
                drag: drag?.sanitized,
                dragRequiresLongPress: dragRequiresLongPress,
                tapWinsOverLongPress: tapWinsOverLongPress
            )
        }
    }

    /// `value` with NaN replaced by `default` and a negative value by zero (infinity is kept).
    static func sanitized(_ value: Double, default defaultValue: Double) -> Double {
        if value.isNaN { return defaultValue }
        return max(value, 0)
    }
}
