extension GestureRecognizer {
    /// When a moving pointer becomes a drag, along which axis, and how its velocity is measured.
    public struct DragOptions: Hashable, Sendable {
        /// The distance from the down location at which the drag begins, in points (default 10).
        ///
        /// The default is SwiftUI's `DragGesture` default. A movement of exactly this distance begins the drag.
        public var minimumDistance: Double
        /// The axis the drag is bound to, or `nil` for a free drag.
        ///
        /// An axis-bound drag declines (``GestureEvent/declined(translation:time:)``) when the movement that
        /// reaches the minimum distance is closer to the other axis than ``axisLockAngle`` allows.
        public var axis: Axis?
        /// The largest angle, in degrees, between the movement and ``axis`` at which an axis-bound drag still
        /// begins (default 45; clamped to 0…90).
        ///
        /// The drag declines when `atan2(|cross|, |along|) > axisLockAngle`; exactly the angle begins.
        public var axisLockAngle: Double
        /// How the drag's velocity is estimated (default ``VelocityTracker/Strategy/leastSquares``).
        public var velocityStrategy: VelocityTracker.Strategy
        /// The largest reported speed, in points per second (default 8000); see
        /// ``VelocityTracker/maximumSpeed``.
        public var maximumSpeed: Double

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

        /// The options with invalid values replaced: NaN by the default, a negative distance by zero, the angle
        /// clamped to 0…90, and a speed that is not positive by the default.
        var sanitized: DragOptions {
            DragOptions(
                minimumDistance: GestureRecognizer.sanitized(minimumDistance, default: 10),
                axis: axis,
                axisLockAngle: axisLockAngle.isNaN ? 45 : min(max(axisLockAngle, 0), 90),
                velocityStrategy: velocityStrategy,
                maximumSpeed: maximumSpeed > 0 ? maximumSpeed : VelocityTracker.defaultMaximumSpeed
            )
        }
    }
}
