/// The resistance a scroll view puts up when it is dragged past its end.
///
/// Dragging `x` points past the edge moves the content only
///
/// ```
/// b(x, d, c) = (1 − 1 / (x·c/d + 1)) · d  =  c·x·d / (d + c·x)
/// ```
///
/// points, where d is the viewport's size along the axis and c = 0.55 (the constant widely attributed to
/// `UIScrollView`). The band starts with slope c (b′(0) = c) and never exceeds d. For d = 960, 100 points of
/// overscroll show as 52.02. The function is odd, so negative overscroll (past the leading edge) mirrors it.
///
/// Invalid input has a defined, finite result: a dimension that is zero, negative or NaN gives 0 (there is no
/// room to stretch into); an infinite dimension gives the linear limit c·x; a NaN overscroll gives 0 and an
/// infinite one gives ±d; a coefficient that is not finite and positive is replaced by 0.55. Results that would
/// be infinite are replaced by ±`Double.greatestFiniteMagnitude`, and NaN bounds by 0.
public enum RubberBand {
    /// `UIScrollView`'s rubber-band constant, 0.55.
    @usableFromInline static let defaultCoefficient = 0.55

    /// The visible displacement for an overscroll of `overscroll` points: c·x·d / (d + c·|x|), with the sign of x.
    ///
    /// - Parameters:
    ///   - overscroll: How far the finger has dragged past the edge (negative past the leading edge).
    ///   - dimension: The viewport's size along the axis, d.
    ///   - coefficient: The resistance constant c.
    /// - Returns: The displacement of the content past the edge, of the same sign as `overscroll`.
    /// - Complexity: O(1).
    public static func distance(
        forOverscroll overscroll: Double, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        let c = validCoefficient(coefficient)
        guard !overscroll.isNaN, !dimension.isNaN, dimension > 0 else { return 0 }
        if dimension == .infinity { return finite(c * overscroll) }
        if !overscroll.isFinite { return overscroll > 0 ? dimension : -dimension }
        // d/(1 + d/(c·x)) equals the printed form but neither cancels for small x nor overflows for large x.
        let stretch = c * overscroll.magnitude
        let banded = stretch == 0 ? 0 : dimension / (1 + dimension / stretch)
        return finite(overscroll < 0 ? -banded : banded)
    }

    /// The overscroll that produces a visible displacement of `distance`: the inverse, x = b·d / (c·(d − |b|)).
    ///
    /// A displacement at or beyond ±d cannot be reached by any finite drag; it gives
    /// ±`Double.greatestFiniteMagnitude`. With an infinite dimension the inverse is b / c.
    ///
    /// - Parameters:
    ///   - distance: The displacement of the content past the edge.
    ///   - dimension: The viewport's size along the axis, d.
    ///   - coefficient: The resistance constant c.
    /// - Returns: The overscroll, of the same sign as `distance`.
    /// - Complexity: O(1).
    static func overscroll(
        forDistance distance: Double, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        let c = validCoefficient(coefficient)
        guard !distance.isNaN, !dimension.isNaN, dimension > 0 else { return 0 }
        if dimension == .infinity { return finite(distance / c) }
        let b = distance.magnitude
        let sign: Double = distance < 0 ? -1 : 1
        guard b < dimension else { return sign * Double.greatestFiniteMagnitude }
        return finite(sign * (b * dimension / (c * (dimension - b))))
    }

    /// `value` with the part outside `range` rubber-banded: inside the range it is returned unchanged, beyond an
    /// end the excess x is replaced by ``distance(forOverscroll:dimension:coefficient:)``.
    ///
    /// A NaN value gives the range's lower bound; an infinite result (an infinite range bound, say) is replaced
    /// by ±`Double.greatestFiniteMagnitude`.
    ///
    /// - Parameters:
    ///   - value: The unconstrained value (for example the content offset following the finger).
    ///   - range: The range the value may take without resistance.
    ///   - dimension: The viewport's size along the axis, d.
    ///   - coefficient: The resistance constant c.
    /// - Returns: The value to display.
    /// - Complexity: O(1).
    static func clamp(
        _ value: Double, to range: ClosedRange<Double>, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        if value.isNaN { return finite(range.lowerBound) }
        let edge = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        guard value != edge else { return finite(value) }
        return finite(edge + distance(forOverscroll: value - edge, dimension: dimension, coefficient: coefficient))
    }

    /// The inverse of ``clamp(_:to:dimension:coefficient:)``: the unconstrained value that displays as `value`.
    ///
    /// Use it when a drag grabs content that is already rubber-banded, to continue the drag without a jump.
    /// A NaN value gives the range's lower bound.
    ///
    /// - Parameters:
    ///   - value: The displayed value.
    ///   - range: The range the value may take without resistance.
    ///   - dimension: The viewport's size along the axis, d.
    ///   - coefficient: The resistance constant c.
    /// - Returns: The unconstrained value (finite).
    /// - Complexity: O(1).
    static func unclamp(
        _ value: Double, from range: ClosedRange<Double>, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        if value.isNaN { return finite(range.lowerBound) }
        let edge = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        guard value != edge else { return finite(value) }
        return finite(edge + overscroll(forDistance: value - edge, dimension: dimension, coefficient: coefficient))
    }

    /// `value` with ±∞ replaced by ±`Double.greatestFiniteMagnitude` (and NaN by 0).
    private static func finite(_ value: Double) -> Double {
        if value.isFinite { return value }
        if value.isNaN { return 0 }
        return value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude
    }

    /// `coefficient` if finite and positive, otherwise ``defaultCoefficient``.
    private static func validCoefficient(_ coefficient: Double) -> Double {
        coefficient.isFinite && coefficient > 0 ? coefficient : defaultCoefficient
    }
}
