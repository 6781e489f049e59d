/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS `cubic-bezier()` and SwiftUI's `UnitCurve`.
///
/// The curve maps the elapsed fraction of an animation's duration (x) to the fraction of the change (y). With
/// control points P₁ = (x₁, y₁) and P₂ = (x₂, y₂), a parameter s ∈ [0, 1] traces
///
/// ```
/// B(s) = 3(1 − s)²s·P₁ + 3(1 − s)s²·P₂ + s³
/// ```
///
/// `value(at:)` solves x(s) = progress for s (Newton's method, with bisection when Newton leaves [0, 1] or
/// stalls on a flat tangent) and returns y(s). The x coordinates of the control points are clamped to [0, 1],
/// which keeps x(s) monotonic so the solution is unique; y may leave [0, 1] for curves that overshoot, and is
/// clamped to `controlPointYRange` (−1000…1000) so that every value and velocity is finite.
///
/// The named curves use the control points of CSS and of SwiftUI's `UnitCurve` documentation: `easeIn`
/// (0.42, 0, 1, 1), ``easeOut`` (0, 0, 0.58, 1), ``easeInOut`` (0.42, 0, 0.58, 1).
public struct TimingCurve: Hashable, Sendable, Codable {
    /// The first control point, P₁ (x in [0, 1], y in ``controlPointYRange``).
    let controlPoint1: Point
    /// The second control point, P₂ (x in [0, 1], y in ``controlPointYRange``).
    let controlPoint2: Point

    /// The range the y coordinates of the control points are clamped into: `-1000...1000`.
    ///
    /// Real overshooting curves stay within a few units; the clamp keeps the cubic's coefficients finite (a y of
    /// −1.8·10³⁰⁸ made them overflow and every value NaN).
    static let controlPointYRange: ClosedRange<Double> = -1000...1000

    /// Starts quickly and slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts slowly, speeds up, then slows down: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// Creates a curve from its two control points.
    ///
    /// If any coordinate is not finite the curve is `linear`; x coordinates are clamped to [0, 1] and y
    /// coordinates to `controlPointYRange`.
    ///
    /// - Parameters:
    ///   - controlPoint1: P₁, the control point attached to the start (0, 0).
    ///   - controlPoint2: P₂, the control point attached to the end (1, 1).
    init(controlPoint1: Point, controlPoint2: Point) {
        if controlPoint1.isFinite, controlPoint2.isFinite {
            self.controlPoint1 = TimingCurve.clampedControlPoint(controlPoint1)
            self.controlPoint2 = TimingCurve.clampedControlPoint(controlPoint2)
        } else {
            self.controlPoint1 = Point(x: 0, y: 0)
            self.controlPoint2 = Point(x: 1, y: 1)
        }
    }

    /// Creates a curve from the coordinates of its control points, in CSS `cubic-bezier(x1, y1, x2, y2)` order.
    ///
    /// - Parameters:
    ///   - x1: The x coordinate of P₁.
    ///   - y1: The y coordinate of P₁.
    ///   - x2: The x coordinate of P₂.
    ///   - y2: The y coordinate of P₂.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    /// The fraction of the change at `progress`, the elapsed fraction of the duration.
    ///
    /// `progress` is clamped to [0, 1]; NaN counts as 0. The result is exactly 0 at 0 and exactly 1 at 1.
    ///
    /// - Parameter progress: The elapsed fraction of the duration.
    /// - Returns: The fraction of the change, y.
    /// - Complexity: O(1): at most 8 Newton steps and 80 bisection steps.
    func value(at progress: Double) -> Double {
        let x = TimingCurve.clamped(progress)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isLinear { return x }
        return TimingCurve.bezier(parameter(forX: x), controlPoint1.y, controlPoint2.y)
    }

    /// ``value(at:)`` and the slope dy/dx at `progress`, solving for the curve parameter once: both numbers for
    /// about half the cost of two solutions (a motion reads both every frame).
    ///
    /// The slope is the velocity as a fraction of the change per fraction of the duration: multiply by
    /// (change / duration) for a velocity in units per second. Where both tangents vanish (an end point that
    /// coincides with its control point, as in ``easeOut`` at 0) the slope is the limit, the ratio of the first
    /// non-vanishing derivatives. Where only the x tangent vanishes the tangent is vertical and the slope is taken
    /// over a step of 10⁻⁶ in x, so it is large but finite. `progress` is clamped to [0, 1]; NaN counts as 0.
    ///
    /// - Parameter progress: The elapsed fraction of the duration.
    /// - Returns: The fraction of the change and the slope dy/dx.
    /// - Complexity: O(1).
    func sample(at progress: Double) -> (value: Double, velocity: Double) {
        let x = TimingCurve.clamped(progress)
        if isLinear { return (x, 1) }
        let s = parameter(forX: x)
        let value = x == 0 ? 0 : x == 1 ? 1 : TimingCurve.bezier(s, controlPoint1.y, controlPoint2.y)
        let flat = 1e-9
        for order in 1...3 {
            let dx = TimingCurve.derivative(order, s, controlPoint1.x, controlPoint2.x)
            let dy = TimingCurve.derivative(order, s, controlPoint1.y, controlPoint2.y)
            if dx.magnitude >= flat { return (value, dy / dx) }
            if dy.magnitude >= flat { break }
        }
        let step = 1e-6
        let (low, high) = x + step <= 1 ? (x, x + step) : (x - step, x)
        return (value, (self.value(at: high) - self.value(at: low)) / (high - low))
    }

    /// The latest ``sample(at:)`` of a curve, so that values moved by the same curve at the same progress (the
    /// cards of a selection, started together) solve the curve once per frame rather than once each.
    struct Memo: Sendable {
        /// The curve last sampled, if any.
        private var curve: TimingCurve?
        /// The progress it was sampled at.
        private var progress = 0.0
        /// What ``TimingCurve/sample(at:)`` returned.
        private var point = (value: 0.0, velocity: 0.0)

        /// `curve.sample(at: progress)`, computed only when the curve or the progress differs from the last call.
        mutating func sample(_ curve: TimingCurve, at progress: Double) -> (value: Double, velocity: Double) {
            if progress == self.progress, curve == self.curve { return point }
            self.curve = curve
            self.progress = progress
            point = curve.sample(at: progress)
            return point
        }
    }

    /// Whether the curve is the identity (both control points on the diagonal).
    private var isLinear: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// The curve parameter s with x(s) = x, for x in [0, 1].
    @usableFromInline
    internal func parameter(forX x: Double) -> Double {
        let x1 = controlPoint1.x
        let x2 = controlPoint2.x
        let tolerance = 1e-14
        var s = x
        for _ in 0..<8 {
            let error = TimingCurve.bezier(s, x1, x2) - x
            if error.magnitude < tolerance { return s }
            let slope = TimingCurve.derivative(1, s, x1, x2)
            if slope.magnitude < 1e-9 { break }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        // x(s) is non-decreasing from x(0) = 0 to x(1) = 1, so bisection always converges.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<80 {
            let value = TimingCurve.bezier(s, x1, x2)
            if (value - x).magnitude < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
            if high - low <= 1e-16 { break }
        }
        return s
    }

    /// One coordinate of the curve at parameter s, for control coordinates a (P₁) and b (P₂).
    @usableFromInline
    internal static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let c = 3 * a
        let bb = 3 * (b - a) - c
        let aa = 1 - c - bb
        return ((aa * s + bb) * s + c) * s
    }

    /// The first, second or third derivative of ``bezier(_:_:_:)`` with respect to s.
    @usableFromInline
    internal static func derivative(_ order: Int, _ s: Double, _ a: Double, _ b: Double) -> Double {
        let c = 3 * a
        let bb = 3 * (b - a) - c
        let aa = 1 - c - bb
        switch order {
        case 1: return (3 * aa * s + 2 * bb) * s + c
        case 2: return 6 * aa * s + 2 * bb
        default: return 6 * aa
        }
    }

    /// A finite control point with x clamped to [0, 1] and y to ``controlPointYRange``.
    private static func clampedControlPoint(_ point: Point) -> Point {
        let y = min(max(point.y, controlPointYRange.lowerBound), controlPointYRange.upperBound)
        return Point(x: min(max(point.x, 0), 1), y: y)
    }

    /// `progress` clamped to [0, 1], NaN as 0.
    private static func clamped(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
}
