/// Exponential deceleration, as a `UIScrollView` slows down after a flick.
///
/// The deceleration rate r is the factor the velocity is multiplied by every millisecond (`.normal` 0.998,
/// `.fast` 0.99, as `UIScrollView.DecelerationRate`). In continuous time, with k = 1000·ln r (per second,
/// negative):
///
/// ```
/// v(t) = v₀ · r^(1000t) = v₀ · e^(kt)
/// x(t) = x₀ + v₀ · (e^(kt) − 1) / k
/// x(∞) = x₀ − v₀ / (1000 · ln r)                       projectedDistance
/// t(|v| = v_min) = ln(v_min / |v₀|) / (1000 · ln r)   timeToStop
/// ```
///
/// WWDC 2018's "Designing Fluid Interfaces" projects with the discrete per-millisecond geometric series
/// `(v₀/1000) · r/(1 − r)` instead (`wwdcProjectedDistance(initialVelocity:)`). It is slightly shorter than the
/// exact integral: 499.0 against 499.4998 points for 1000 pt/s at 0.998 (0.1 %), 0.5 % at 0.99. Riffle's own
/// motion uses the exact form; the WWDC form, like the other readings of the table that only checks use
/// (`position`, `velocity`, `timeToStop`), is kept by the test suite (Tests/RiffleTests/Motion/Decay+Readings.swift).
///
/// ## Invalid parameters
///
/// A NaN, zero or negative rate becomes 0.998; other rates are clamped into `rateRange` (so +∞ and rates ≥ 1,
/// which would never stop, become 0.999999).
///
/// Every result is finite for finite input. A distance that would exceed the largest `Double` (a velocity near
/// 1.8·10³⁰⁸ at a slow rate travels up to 10³ times its speed) is clamped to ±`Double.greatestFiniteMagnitude`;
/// a position whose sum with its start would overflow stays at the start.
public struct Decay: Hashable, Sendable, Codable {
    /// The factor the velocity is multiplied by every millisecond, in `rateRange`.
    let decelerationRate: Double
    /// k = 1000 · ln r: the exponential rate of the velocity, per second (negative).
    @usableFromInline internal let rateConstant: Double

    /// The range the deceleration rate is clamped into: `0.001...0.999999`.
    static let rateRange: ClosedRange<Double> = 0.001...0.999_999

    /// `UIScrollView`'s normal deceleration: 0.998 per millisecond.
    public static let normal = Decay(decelerationRate: 0.998)

    /// `UIScrollView`'s fast deceleration: 0.99 per millisecond.
    public static let fast = Decay(decelerationRate: 0.99)

    /// Creates a deceleration from its per-millisecond velocity multiplier.
    ///
    /// - Parameter decelerationRate: The velocity multiplier per millisecond, between 0 and 1 exclusive.
    public init(decelerationRate: Double) {
        let rate = decelerationRate.isNaN || decelerationRate <= 0 ? 0.998 : decelerationRate
        let clamped = min(max(rate, Decay.rateRange.lowerBound), Decay.rateRange.upperBound)
        self.decelerationRate = clamped
        self.rateConstant = 1000 * Elementary.log(clamped)
    }

    /// The distance travelled until the motion stops: −v₀ / (1000 · ln r), the exact integral of the velocity.
    ///
    /// For 1000 pt/s at 0.998 that is 499.4998 points. A non-finite velocity gives 0; a distance beyond the
    /// largest `Double` is clamped to ±`Double.greatestFiniteMagnitude`.
    ///
    /// - Parameter initialVelocity: The velocity at the start, in units per second.
    /// - Returns: The signed distance to the resting position.
    /// - Complexity: O(1).
    public func projectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return Decay.finite(-initialVelocity / rateConstant)
    }

    /// The time since the start at which the position reaches `start + distance`, or nil if it never does.
    @usableFromInline
    internal func time(toTravel distance: Double, initialVelocity: Double) -> Double? {
        guard initialVelocity != 0 else { return distance == 0 ? 0 : nil }
        // v₀·expm1(kt)/k = distance  ⇔  t = log1p(distance·k/v₀)/k, defined while distance·k/v₀ > −1.
        let u = distance * rateConstant / initialVelocity
        guard u <= 0 else { return distance == 0 ? 0 : nil }
        guard u > -1 else { return nil }
        let t = Elementary.log1p(u) / rateConstant
        return t.isFinite ? max(0, t) : nil
    }

    /// `value` with an overflow clamped to ±`Double.greatestFiniteMagnitude` (finite input gives no NaN here).
    static func finite(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}
