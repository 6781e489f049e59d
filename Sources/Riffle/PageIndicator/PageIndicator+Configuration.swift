extension PageIndicator {
    /// The metrics and behaviour of a page indicator: dot geometry, the sliding window, and how taps act.
    ///
    /// Apple does not document `UIPageControl`'s metrics (dot size, spacing, how many dots are visible,
    /// how much the edge dots shrink), so the defaults here are Riffle's own choice, picked to look like the
    /// system control: 8-point dots 8 points apart, at most 7 dots, the outermost dot of a scrolled side at
    /// half size and the next one at three quarters. The presets ``onboarding`` and ``homeScreen`` reproduce the
    /// two seed documents exactly.
    ///
    /// The indicator sanitises the configuration it is given (see `PageIndicator/configuration`): a bad value
    /// never reaches the layout.
    public struct Configuration: Hashable, Sendable, Codable {
        /// The diameter of a full-size dot, in points.
        ///
        /// Default 8. Zero, negative or non-finite: no dot is visible. Larger than `maximumLength`: that length.
        public var dotDiameter: Double
        /// The gap between the edges of two adjacent full-size dots, in points.
        ///
        /// Default 8. Negative or non-finite values become 0 (the dots touch); larger than `maximumLength`: that
        /// length.
        var spacing: Double
        /// The most dots shown at once; with more pages a window of this many dots slides along.
        ///
        /// Default 7. Values below 1 become 1. Fewer dots are shown when the control is too short for them all, and
        /// never more than 1,024 (`PageIndicator/maximumShownDots`).
        var maximumVisibleDots: Int
        /// The scale of the dots at a window edge that has more pages beyond it, outermost first.
        ///
        /// Default `[0.5, 0.75]`: the edge dot at half size, the next one at three quarters, every other dot at
        /// full size. Non-finite entries become 1 and the others are clamped to `0...1`. A window keeps at least
        /// one full-size dot in its middle, so a short window uses only the outermost entries.
        var edgeScales: [Double]
        /// The axis along which the dots are laid out.
        ///
        /// Default ``Axis/horizontal``. Leading means the smaller coordinate (left, or top); a right-to-left host mirrors at its boundary.
        var axis: Axis
        /// Whether the indicator hides itself when there is only one page.
        ///
        /// Default `false`, as `UIPageControl`.
        var hidesForSinglePage: Bool
        /// Whether pressing and dragging across the dots scrubs through the pages.
        ///
        /// Default `true`, as `UIPageControl`.
        public var allowsContinuousInteraction: Bool
        /// What a tap does.
        ///
        /// Default ``PageIndicator/TapBehavior/stepTowardTap`` (the `UIPageControl` rule).
        var tapBehavior: TapBehavior
        /// The smallest width and height of the touch area, in points.
        ///
        /// Default 44 (the HIG minimum hit target). The touch area is the control's bounds grown about their centre to at least this size.
        /// Negative or non-finite values become 0; larger than ``maximumLength``: that length.
        var minimumTouchTarget: Double
        /// How far, in points along the axis, a press must travel before it becomes a scrub.
        ///
        /// Default 10, the `DragGesture` minimum distance. A press that travels this far in any direction
        /// without scrubbing is no longer a tap. Negative or non-finite values become 0; larger than
        /// ``maximumLength``: that length.
        var scrubThreshold: Double

        /// Creates a configuration; every parameter has the system-like default.
        ///
        /// - Parameters:
        ///   - dotDiameter: The diameter of a full-size dot, in points.
        ///   - spacing: The gap between adjacent full-size dots, in points.
        ///   - maximumVisibleDots: The most dots shown at once.
        ///   - edgeScales: The scales of the dots at a scrolled window edge, outermost first.
        ///   - axis: The layout axis.
        ///   - hidesForSinglePage: Whether a single page hides the indicator.
        ///   - allowsContinuousInteraction: Whether press-and-drag scrubs.
        ///   - tapBehavior: What a tap does.
        ///   - minimumTouchTarget: The smallest width and height of the touch area, in points.
        ///   - scrubThreshold: The travel, in points, that turns a press into a scrub.
        public init(
            dotDiameter: Double = 8,
            spacing: Double = 8,
            maximumVisibleDots: Int = 7,
            edgeScales: [Double] = [0.5, 0.75],
            axis: Axis = .horizontal,
            hidesForSinglePage: Bool = false,
            allowsContinuousInteraction: Bool = true,
            tapBehavior: TapBehavior = .stepTowardTap,
            minimumTouchTarget: Double = 44,
            scrubThreshold: Double = 10
        ) {
            self.dotDiameter = dotDiameter
            self.spacing = spacing
            self.maximumVisibleDots = maximumVisibleDots
            self.edgeScales = edgeScales
            self.axis = axis
            self.hidesForSinglePage = hidesForSinglePage
            self.allowsContinuousInteraction = allowsContinuousInteraction
            self.tapBehavior = tapBehavior
            self.minimumTouchTarget = minimumTouchTarget
            self.scrubThreshold = scrubThreshold
        }

        /// The largest accepted length, in points, for ``dotDiameter``, ``spacing``, ``minimumTouchTarget`` and
        /// ``scrubThreshold``: 10 000; larger values are clamped to it.
        ///
        /// With it the ``PageIndicator/intrinsicSize`` stays finite for any page count (at most 2.05·10⁷ points,
        /// for ``PageIndicator/maximumShownDots`` dots), where a diameter of 10³⁰⁸ made it infinite.
        static let maximumLength: Double = 10_000

        /// The system-like defaults: 8-point dots, 8 points apart, at most 7 visible, UIPageControl taps and scrub.
        public static let standard = Configuration()

        /// Seed 001 (onboarding page viewer): 16-point circles in an `HStack(spacing: 8)`, every dot shown,
        /// a tap on a dot selects that page, no scrub.
        ///
        /// The 16-point circle is the seed project's `CircleButton` frame; its colours (white when selected,
        /// white at 0.5 opacity otherwise) are the host's, driven by ``PageIndicator/Dot/selection``.
        public static let onboarding = Configuration(
            dotDiameter: 16,
            spacing: 8,
            maximumVisibleDots: .max,
            allowsContinuousInteraction: false,
            tapBehavior: .selectTappedDot
        )

        /// Seed 002 (home screen): 10-point dots in an `HStack` with its default spacing (8 points on iOS),
        /// every dot shown, a tap on a dot selects that page, no scrub.
        public static let homeScreen = Configuration(
            dotDiameter: 10,
            spacing: 8,
            maximumVisibleDots: .max,
            allowsContinuousInteraction: false,
            tapBehavior: .selectTappedDot
        )

        /// The configuration with every bad value replaced, as documented on each property.
        ///
        /// - Complexity: O(*e*), where *e* is the number of edge scales.
        var sanitized: Configuration {
            var result = self
            result.dotDiameter = Configuration.length(dotDiameter)
            result.spacing = Configuration.length(spacing)
            result.maximumVisibleDots = max(maximumVisibleDots, 1)
            if edgeScales.contains(where: { !$0.isFinite || $0 < 0 || $0 > 1 }) {
                result.edgeScales = edgeScales.map { $0.isFinite ? min(max($0, 0), 1) : 1 }
            }
            result.minimumTouchTarget = Configuration.length(minimumTouchTarget)
            result.scrubThreshold = Configuration.length(scrubThreshold)
            return result
        }

        /// `value` clamped to `0...maximumLength`; non-finite values (and NaN) become 0.
        private static func length(_ value: Double) -> Double {
            value.isFinite ? min(max(value, 0), maximumLength) : 0
        }
    }
}
