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
/// motion uses the exact form; the WWDC form is offered for hosts that want to match that recipe.
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
    public let decelerationRate: Double
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

    /// The factor the velocity is multiplied by over `time` seconds: r^(1000·time).
    ///
    /// For example 0.998^(1000/60) = 0.967184 per frame at 60 Hz. A negative or NaN time gives 1, +∞ gives 0.
    ///
    /// - Parameter time: The elapsed time, in seconds.
    /// - Returns: The velocity multiplier.
    /// - Complexity: O(1).
    func velocityMultiplier(after time: Double) -> Double {
        Elementary.exp(rateConstant * Decay.sanitizedTime(time))
    }

    /// The velocity `time` seconds after the start: v₀ · r^(1000·time).
    ///
    /// A non-finite `initialVelocity` gives 0; a negative or NaN time counts as 0 and +∞ gives 0.
    ///
    /// - Parameters:
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: The elapsed time, in seconds.
    /// - Returns: The velocity, in units per second.
    /// - Complexity: O(1).
    func velocity(initialVelocity: Double, time: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return initialVelocity * velocityMultiplier(after: time)
    }

    /// The position `time` seconds after the start: x₀ + v₀ · (r^(1000·time) − 1) / (1000 · ln r).
    ///
    /// The position moves monotonically toward `start + projectedDistance(initialVelocity:)` and never passes it.
    /// If `start` or `initialVelocity` is not finite, the result is `start` when it is finite and 0 otherwise;
    /// a negative or NaN time counts as 0 and +∞ gives the resting position. A distance travelled beyond the
    /// largest `Double` counts as ±`Double.greatestFiniteMagnitude`; a position that would overflow is `start`.
    ///
    /// - Parameters:
    ///   - start: The position at time 0.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: The elapsed time, in seconds.
    /// - Returns: The position.
    /// - Complexity: O(1).
    func position(from start: Double, initialVelocity: Double, time: Double) -> Double {
        guard start.isFinite, initialVelocity.isFinite else { return start.isFinite ? start : 0 }
        let t = Decay.sanitizedTime(time)
        let travelled =
            t == .infinity
            ? -initialVelocity / rateConstant : initialVelocity * Elementary.expm1(rateConstant * t) / rateConstant
        let position = start + Decay.finite(travelled)
        return position.isFinite ? position : start
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

    /// The distance travelled according to WWDC 2018's projection: (v₀ / 1000) · r / (1 − r).
    ///
    /// This sums the per-millisecond geometric series instead of integrating, so it is slightly shorter than
    /// ``projectedDistance(initialVelocity:)``: 499.0 points for 1000 pt/s at 0.998. A non-finite velocity gives 0;
    /// a distance beyond the largest `Double` is clamped to ±`Double.greatestFiniteMagnitude`.
    ///
    /// - Parameter initialVelocity: The velocity at the start, in units per second.
    /// - Returns: The signed projected distance.
    /// - Complexity: O(1).
    func wwdcProjectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return Decay.finite(initialVelocity / 1000 * decelerationRate / (1 - decelerationRate))
    }

    /// The initial velocity whose exact projection is `distance`: −distance · 1000 · ln r.
    ///
    /// The inverse of ``projectedDistance(initialVelocity:)``. A non-finite distance gives 0.
    ///
    /// - Parameter distance: The signed distance to travel.
    /// - Returns: The initial velocity, in units per second.
    /// - Complexity: O(1).
    func initialVelocity(toTravel distance: Double) -> Double {
        guard distance.isFinite else { return 0 }
        let velocity = -distance * rateConstant
        return velocity.isFinite ? velocity : 0
    }

    /// How long the speed takes to fall to `threshold`: ln(threshold / |v₀|) / (1000 · ln r).
    ///
    /// From 1000 to 1 pt/s that is 3.450423 s at 0.998 and 0.687316 s at 0.99. The result is 0 when the
    /// speed is already at or below the threshold, or when `initialVelocity` is not finite. A threshold that is
    /// not finite and positive is replaced by ``RestTolerance/default``'s speed.
    ///
    /// - Parameters:
    ///   - initialVelocity: The velocity at the start, in units per second.
    ///   - threshold: The speed, in units per second, below which the motion counts as stopped.
    /// - Returns: The time, in seconds.
    /// - Complexity: O(1).
    func timeToStop(initialVelocity: Double, threshold: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        let limit = threshold.isFinite && threshold > 0 ? threshold : RestTolerance.default.speed
        let speed = initialVelocity.magnitude
        guard speed > limit else { return 0 }
        return Elementary.log(limit / speed) / rateConstant
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
    private static func finite(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    /// Negative and NaN times become 0; +∞ stays.
    private static func sanitizedTime(_ time: Double) -> Double {
        time.isNaN || time < 0 ? 0 : time
    }
}
