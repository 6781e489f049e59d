extension HomeScreen {
    /// The metrics and behaviour of a home screen.
    ///
    /// The defaults are seed 002's numbers: icons a sixth of the screen wide, a 20-point page padding, rows 20
    /// points apart, a dock of up to 4 icons 20 points apart and `iconSize · 5 / 3` tall, 10-point page dots, and
    /// the pages turning with Riffle's paged policy and spring. ``directionalPaging`` also takes the seed's paging rule
    /// (any movement flips a page) and its ease-out animations.
    ///
    /// Bad values never reach the layout: lengths that are not finite become their default and negative lengths
    /// become 0 (see ``HomeScreen/Geometry``).
    public struct Configuration: Hashable, Sendable, Codable {
        /// The side of an icon's square, in points, or `nil` for a sixth of the screen width (the seed's
        /// `UIScreen.main.bounds.width / 6`).
        ///
        /// Default `nil`. A value that is not finite and positive counts as `nil`.
        var iconSize: Double?
        /// The grid every page keeps at every screen size (columns × rows, turned on its side on a landscape
        /// screen), or `nil` for the grid that fits the first size with an area.
        ///
        /// Default `nil`. Set it when the app saves its arrangement and may start at another size (an iPad in
        /// Split View or landscape), so that the saved pages fit wherever the app starts; see
        /// ``HomeScreen/Geometry`` for how a size lays a grid out.
        public var grid: GridShape? = nil
        /// The padding around a page's grid, in points (the seed's `.padding(20)`).
        ///
        /// Default 20.
        var padding: Double
        /// The horizontal spacing between grid columns, in points.
        ///
        /// Default 20. The seed leaves its `GridItem`'s spacing at `nil`, which SwiftUI documents only as "a
        /// reasonable default for the current platform"; set 8 for the value iOS uses in practice. On a 390-point
        /// screen both give 4 columns.
        var columnSpacing: Double
        /// The vertical spacing between grid rows, in points (the seed's `LazyVGrid(…, spacing: 20)`).
        ///
        /// Default 20.
        var rowSpacing: Double
        /// The height of the label under an icon, in points: one line of the seed's 12-point font.
        ///
        /// Default 16.
        var labelHeight: Double
        /// The gap between an icon and its label, in points (the seed's `.offset(x: 0, y: 2)`).
        ///
        /// Default 2.
        var labelGap: Double
        /// The most icons the dock holds.
        ///
        /// Default 4. Negative values become 0 (no dock icons).
        var dockCapacity: Int
        /// The spacing between dock icons, in points (the seed's `HStack(spacing: 20)`).
        ///
        /// Default 20.
        var dockSpacing: Double
        /// The dock's height as a multiple of the icon size (the seed's `iconSize * 5 / 3`).
        ///
        /// Default 5/3.
        var dockHeightRatio: Double
        /// The padding around the row of page dots, in points, on every side (the seed's `.padding(8)` inside
        /// `.padding(10)`).
        ///
        /// Default 18. The dots' row is `dotDiameter + 2 · indicatorPadding` tall.
        var indicatorPadding: Double
        /// The page dots' metrics and tap behaviour.
        ///
        /// Default ``PageIndicator/Configuration/homeScreen`` (10-point dots, a tap selects the tapped dot).
        var indicator: PageIndicator.Configuration
        /// The height of the unsafe area at the top (status bar), in points; nothing is laid out there.
        ///
        /// Default 0.
        var topInset: Double
        /// The height of the unsafe area at the bottom (home indicator), in points; the dock sits above it.
        ///
        /// Default 0.
        var bottomInset: Double
        /// How a released page drag picks its page.
        ///
        /// Default ``SnapPolicy/default``; seed 002's rule is ``SnapPolicy/directional``.
        public var snapPolicy: SnapPolicy
        /// How the pages move to the chosen page.
        ///
        /// Default `.spring(.default)`; the seed's is `PageTurnAnimation/easeOutTurns`.
        public var pageTurnAnimation: PageTurnAnimation
        /// Whether a tap on a page dot animates to its page.
        ///
        /// Default true; the seed changes the page without animation.
        public var animatesDotTaps: Bool
        /// The gesture composition outside edit mode.
        ///
        /// Default ``GestureRecognizer/Configuration/homeScreen`` (tap, long press 0.5 s, a horizontal drag
        /// before the long press and a free one after it). In edit mode the same composition is used with a free
        /// drag, so that pressing an icon and moving it drags it at once.
        var gesture: GestureRecognizer.Configuration
        /// How close to the left or right screen edge, in points, the finger must hold a dragged icon to turn
        /// the page.
        ///
        /// Default 20.
        var edgeWidth: Double
        /// How long a dragged icon must be held at an edge before the page first turns, in seconds.
        ///
        /// Default 0.8, about iOS's first turn (seed 002 has no edge holds). Values that are not finite and
        /// positive (NaN, infinities, zero, negative) become the default. Later turns of the same hold follow
        /// every `edgeHoldRepeatInterval`.
        var edgeHoldDuration: Double
        /// How long a dragged icon must stay at an edge after a page turn for the next one, in seconds.
        ///
        /// Default 1, about iOS's pace, so that a short hesitation at the edge does not run through several pages
        /// onto a new empty one. Values that are not finite and positive (NaN, infinities, zero, negative) become
        /// the default.
        var edgeHoldRepeatInterval: Double
        /// The scale of a lifted icon.
        ///
        /// Default 1.15. Values that are not finite and positive become 1.
        var liftScale: Double
        /// The spring that lifts and lands icons and moves the other icons aside.
        ///
        /// Default `Spring(response: 0.3, dampingRatio: 0.86)`.
        var reflowSpring: Spring
        /// The edit-mode wiggle.
        var wiggle: Wiggle
        /// Reduce Motion: icons move aside and land at once, lifted icons do not grow, icons do not wiggle, and
        /// the pages jump instead of sliding.
        ///
        /// Default false.
        var reduceMotion: Bool

        /// Creates a configuration; every parameter has seed 002's value or Riffle's default.
        ///
        /// - Parameters:
        ///   - iconSize: The icon side, or `nil` for a sixth of the screen width.
        ///   - padding: The padding around a page's grid.
        ///   - columnSpacing: The spacing between grid columns.
        ///   - rowSpacing: The spacing between grid rows.
        ///   - labelHeight: The height of an icon's label.
        ///   - labelGap: The gap between an icon and its label.
        ///   - dockCapacity: The most icons in the dock.
        ///   - dockSpacing: The spacing between dock icons.
        ///   - dockHeightRatio: The dock's height over the icon size.
        ///   - indicatorPadding: The padding around the page dots.
        ///   - indicator: The page dots' configuration.
        ///   - topInset: The unsafe height at the top.
        ///   - bottomInset: The unsafe height at the bottom.
        ///   - snapPolicy: How a released page drag picks its page.
        ///   - pageTurnAnimation: How the pages move.
        ///   - animatesDotTaps: Whether a dot tap animates.
        ///   - gesture: The gesture composition outside edit mode.
        ///   - edgeWidth: The edge zone that turns pages while dragging an icon.
        ///   - edgeHoldDuration: The hold time before the first page turn.
        ///   - edgeHoldRepeatInterval: The hold time between further page turns.
        ///   - liftScale: The scale of a lifted icon.
        ///   - reflowSpring: The spring of lifts, landings and reflow.
        ///   - wiggle: The edit-mode wiggle.
        ///   - reduceMotion: Whether to avoid motion.
        public init(
            iconSize: Double? = nil,
            padding: Double = 20,
            columnSpacing: Double = 20,
            rowSpacing: Double = 20,
            labelHeight: Double = 16,
            labelGap: Double = 2,
            dockCapacity: Int = 4,
            dockSpacing: Double = 20,
            dockHeightRatio: Double = 5.0 / 3.0,
            indicatorPadding: Double = 18,
            indicator: PageIndicator.Configuration = .homeScreen,
            topInset: Double = 0,
            bottomInset: Double = 0,
            snapPolicy: SnapPolicy = .default,
            pageTurnAnimation: PageTurnAnimation = .spring(.default),
            animatesDotTaps: Bool = true,
            gesture: GestureRecognizer.Configuration = .homeScreen,
            edgeWidth: Double = 20,
            edgeHoldDuration: Double = 0.8,
            edgeHoldRepeatInterval: Double = 1,
            liftScale: Double = 1.15,
            reflowSpring: Spring = Spring(response: 0.3, dampingRatio: 0.86),
            wiggle: Wiggle = Wiggle(),
            reduceMotion: Bool = false
        ) {
            self.iconSize = iconSize
            self.padding = padding
            self.columnSpacing = columnSpacing
            self.rowSpacing = rowSpacing
            self.labelHeight = labelHeight
            self.labelGap = labelGap
            self.dockCapacity = dockCapacity
            self.dockSpacing = dockSpacing
            self.dockHeightRatio = dockHeightRatio
            self.indicatorPadding = indicatorPadding
            self.indicator = indicator
            self.topInset = topInset
            self.bottomInset = bottomInset
            self.snapPolicy = snapPolicy
            self.pageTurnAnimation = pageTurnAnimation
            self.animatesDotTaps = animatesDotTaps
            self.gesture = gesture
            self.edgeWidth = edgeWidth
            self.edgeHoldDuration = edgeHoldDuration
            self.edgeHoldRepeatInterval = edgeHoldRepeatInterval
            self.liftScale = liftScale
            self.reflowSpring = reflowSpring
            self.wiggle = wiggle
            self.reduceMotion = reduceMotion
        }

        /// Seed 002 exactly: its geometry, its paging rule (``SnapPolicy/directional``: any movement flips a
        /// page), its ease-out animations (0.2 s to a new page, 0.4 s back) and dots that change the page without
        /// animation.
        public static let directionalPaging = Configuration(
            snapPolicy: .directional, pageTurnAnimation: .easeOutTurns, animatesDotTaps: false)

        /// The configuration with a motion style: ``MotionStyle/preset`` leaves it as it is; ``MotionStyle/ios``
        /// turns pages with ``Spring/paging`` (started with what `SettleHandoff` keeps of the release velocity)
        /// instead of a fixed curve or another spring.
        ///
        /// - Parameter style: The motion style.
        /// - Returns: The configuration.
        public func motion(_ style: MotionStyle) -> Configuration {
            guard style == .ios else { return self }
            var copy = self
            copy.pageTurnAnimation = .spring(.paging)
            return copy
        }

        /// The gesture composition in edit mode: the same with a free drag.
        var editingGesture: GestureRecognizer.Configuration {
            var result = gesture
            result.drag?.axis = nil
            return result
        }

        /// The configuration a screen uses: the edge width, the edge hold durations, the lift scale and the wiggle
        /// with bad values replaced as documented on each property (the lift scale 1 under Reduce Motion), and the
        /// safe area added to the insets.
        ///
        /// - Parameters:
        ///   - safeAreaTop: The safe area's height at the top, in points.
        ///   - safeAreaBottom: The safe area's height at the bottom, in points.
        /// - Returns: The configuration in use.
        func inUse(safeAreaTop: Double, safeAreaBottom: Double) -> Configuration {
            var result = self
            result.topInset = Geometry.length(topInset, default: 0) + safeAreaTop
            result.bottomInset = Geometry.length(bottomInset, default: 0) + safeAreaBottom
            result.edgeWidth = Geometry.length(edgeWidth, default: 20)
            result.edgeHoldDuration = edgeHoldDuration.isFinite && edgeHoldDuration > 0 ? edgeHoldDuration : 0.8
            let interval = edgeHoldRepeatInterval
            result.edgeHoldRepeatInterval = interval.isFinite && interval > 0 ? interval : 1
            result.liftScale = !reduceMotion && liftScale.isFinite && liftScale > 0 ? Swift.min(liftScale, 100) : 1
            result.wiggle = Wiggle(
                amplitude: wiggle.amplitude.isFinite ? wiggle.amplitude : 0,
                period: wiggle.period.isFinite && wiggle.period > 0 ? wiggle.period : 0.26,
                rampDuration: wiggle.rampDuration.isFinite && wiggle.rampDuration > 0 ? wiggle.rampDuration : 0)
            return result
        }

        /// The track configuration for the pages: full-width, leading-aligned pages, turned by the page-turn animation.
        ///
        /// A timing curve keeps the track's default spring, used only when a relayout interrupts a page turn.
        var trackConfiguration: Track.Configuration {
            var result = Track.Configuration(
                axis: .horizontal, layout: .init(alignment: .leading, containment: .trimSnaps),
                snapPolicy: snapPolicy, spring: .default, reduceMotion: reduceMotion, settleAnimation: .spring)
            switch pageTurnAnimation {
            case .spring(let spring): result.spring = spring
            case .timingCurve(let curve, let pageChange, let snapBack):
                result.settleAnimation = .timingCurve(curve, pageChange: pageChange, snapBack: snapBack)
            }
            return result
        }
    }

    /// A grid of icon slots on a page: `columns × rows` icons.
    public struct GridShape: Hashable, Sendable, Codable {
        /// The number of columns, 1 to 1,000.
        public let columns: Int
        /// The number of rows, 1 to 1,000.
        public let rows: Int

        /// Creates a grid; each count is clamped to 1…1,000.
        ///
        /// - Parameters:
        ///   - columns: The number of columns.
        ///   - rows: The number of rows.
        public init(columns: Int, rows: Int) {
            self.columns = Swift.min(Swift.max(columns, 1), 1000)
            self.rows = Swift.min(Swift.max(rows, 1), 1000)
        }

        /// Decodes a grid, clamping its counts as ``init(columns:rows:)`` does.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                columns: try container.decode(Int.self, forKey: .columns),
                rows: try container.decode(Int.self, forKey: .rows))
        }
    }

    /// How the pages move to the page a release, a dot or an edge hold chose.
    public enum PageTurnAnimation: Hashable, Sendable, Codable {
        /// A spring started with the release velocity (the track's own settling).
        case spring(Spring)
        /// A timing curve of fixed duration, whatever the velocity: `pageChange` seconds when the page changes,
        /// `snapBack` seconds when the pages return to the page they left.
        ///
        /// A duration that is not finite and positive makes the move a jump; a longer one than
        /// `AnimatedValue/maximumDuration` (one hour) lasts that long, so every page turn ends.
        case timingCurve(TimingCurve, pageChange: Double, snapBack: Double)

        /// Seed 002's animations: `easeOut(duration: 0.2)` to the next or previous page, `easeOut(duration: 0.4)`
        /// back to the same page.
        static let easeOutTurns = PageTurnAnimation.timingCurve(.easeOut, pageChange: 0.2, snapBack: 0.4)
    }

    /// The edit-mode wiggle: every icon rotates back and forth by a small angle, each with its own phase.
    ///
    /// The rotation of an icon at time `t` is `amplitude · envelope(t) · sin(2π·t / period + phase)`, where the
    /// phase comes from the icon's identifier (`HomeScreen/wigglePhase(of:)`), so neighbours are out of step,
    /// and the envelope rises from 0 to 1 when editing begins and falls back to 0 when it ends, over
    /// `rampDuration` (ease-out), so the icons never jump.
    public struct Wiggle: Hashable, Sendable, Codable {
        /// The largest rotation, in radians.
        ///
        /// Default 0.035 (2°). Non-finite values become 0 (no wiggle).
        var amplitude: Double
        /// The time of one full back-and-forth, in seconds.
        ///
        /// Default 0.26. Values that are not finite and positive become the default.
        var period: Double
        /// How long the wiggle takes to grow in and to die away, in seconds.
        ///
        /// Default 0.2. Values that are not finite and positive make it start and stop at once.
        var rampDuration: Double

        /// Creates a wiggle.
        ///
        /// - Parameters:
        ///   - amplitude: The largest rotation, in radians.
        ///   - period: The time of one full back-and-forth, in seconds.
        ///   - rampDuration: How long the wiggle takes to grow in and die away, in seconds.
        public init(amplitude: Double = 0.035, period: Double = 0.26, rampDuration: Double = 0.2) {
            self.amplitude = amplitude
            self.period = period
            self.rampDuration = rampDuration
        }

        /// The angle of the cycle at a time, in radians in `0..<2π`: `2π · (time / period mod 1)`, the same for
        /// every icon, so a frame computes it once.
        ///
        /// - Parameter time: The time, in seconds.
        /// - Returns: The angle; `nil` (no rotation) for a non-finite time or a zero amplitude.
        func cycleAngle(at time: Double) -> Double? {
            guard time.isFinite, amplitude != 0 else { return nil }
            let cycles = time / period
            return Elementary.twoPi * (cycles - cycles.rounded(.down))
        }

        /// The rotation, in radians, for a phase at a cycle angle with the envelope at full strength.
        ///
        /// - Parameters:
        ///   - phase: The icon's phase, in radians.
        ///   - cycleAngle: The cycle's angle now (``cycleAngle(at:)``).
        /// - Returns: `amplitude · sin(cycleAngle + phase)`, or 0 when that is not finite.
        func rotation(phase: Double, cycleAngle: Double) -> Double {
            let value = amplitude * Elementary.sin(cycleAngle + phase)
            return value.isFinite ? value : 0
        }
    }
}
