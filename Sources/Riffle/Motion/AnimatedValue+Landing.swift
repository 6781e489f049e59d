extension AnimatedValue {
    /// The longest a single motion runs, in seconds: 3600 (one hour).
    ///
    /// Interface motion lasts well under a second, but accepted parameters can describe motion that would take
    /// practically for ever: a curve of 10³⁰⁸ s, a spring of duration 10⁶ s or damping ratio 10⁶, a decay at
    /// rate 0.999999. So that every motion ends, ``AnimatedValue`` caps them:
    /// - a curve's duration and delay are clamped to this maximum;
    /// - a spring or a decay toward a target that has not settled this long after it started lands on its
    ///   target (a bounded free decay's hand-over to its edge spring starts a new motion);
    /// - a free decay that is still moving this long after it started stops where it is.
    public static let maximumDuration: Double = 3600

    /// The rounding error of a motion from `origin` to `goal`: 16 units in the last place of the larger
    /// magnitude, max(|origin|, |goal|) · 16 · 2⁻⁵² (about 3.6·10⁻¹⁵ of it).
    ///
    /// A decay toward a target computes its value as `origin + travelled`, whose rounding at magnitude 10¹⁵
    /// already exceeds the default 0.1 distance tolerance (and is about 10²⁸⁸ at 10³⁰⁴): such a motion could
    /// never come within the tolerance. A motion lands when its distance to the target is below this rounding
    /// (and its speed below this rounding per second), whichever of tolerance and rounding is larger. For values
    /// below 10¹¹ the rounding is under 4·10⁻⁴ and the tolerance alone decides.
    ///
    /// - Complexity: O(1).
    static func roundingDistance(_ origin: Double, _ goal: Double) -> Double {
        max(origin.magnitude, goal.magnitude) * 16 * Double.ulpOfOne
    }
}
