extension SnapPolicy {
    /// The deceleration rates a track accepts for ``projected(decelerationRate:)`` and ``free(decelerationRate:)``:
    /// `0.001...0.999` per millisecond.
    ///
    /// A rate is the factor the velocity keeps every millisecond, so only a rate in (0, 1) describes a motion
    /// that slows down. The upper end, 0.999, is a velocity time constant of one second
    /// (k = 1000 · ln 0.999 ≈ −1.0005 per second; `UIScrollView`'s `.normal` is 0.998, `.fast` 0.99): a free
    /// release at speed v then comes to rest within ln(v / restSpeed) / 1.0005 seconds, 6.3 s from 1,038 pt/s
    /// with the default 2 pt/s tolerance and 8.3 s from ``VelocityTracker/defaultMaximumSpeed``. Closer to 1 the
    /// motion would coast for minutes (0.999999 takes almost two hours from 8,000 pt/s). A track's
    /// configuration stores its policy with the rate mapped into this range (``normalized``).
    static let decelerationRateRange: ClosedRange<Double> = 0.001...0.999

    /// The policy with its deceleration rate mapped into ``decelerationRateRange``.
    ///
    /// NaN, zero and negative rates mean 0.998 (`UIScrollView`'s normal rate, as ``Decay`` reads them), larger
    /// rates (1 and +∞ included) mean 0.999 and smaller positive ones 0.001. The other policies are returned as
    /// they are.
    ///
    /// ``Track/Configuration`` applies this to every policy it is given, so a track never coasts for longer
    /// than its rate's documented bound.
    var normalized: SnapPolicy {
        switch self {
        case .projected(let rate): return .projected(decelerationRate: SnapPolicy.normalizedRate(rate))
        case .free(let rate): return .free(decelerationRate: SnapPolicy.normalizedRate(rate))
        case .threshold, .predictedHalfPage, .directional, .paged: return self
        }
    }

    /// `rate` mapped into ``decelerationRateRange`` (NaN, zero and negative rates mean 0.998).
    static func normalizedRate(_ rate: Double) -> Double {
        let range = SnapPolicy.decelerationRateRange
        guard !rate.isNaN, rate > 0 else { return 0.998 }
        return Swift.min(Swift.max(rate, range.lowerBound), range.upperBound)
    }
}
