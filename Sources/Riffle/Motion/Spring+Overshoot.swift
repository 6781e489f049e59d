extension Spring {
    /// How far a value that starts at `start` with `initialVelocity` goes past `target` before it comes to rest.
    ///
    /// "Past" is in the direction it travels toward the target (toward `target` from `start`; the velocity's
    /// direction when they are equal). 0 when it never passes the target.
    ///
    /// The extremes of the motion are where its velocity is zero (see ``velocity(from:to:initialVelocity:time:)``
    /// for the mode functions; with T = target − start, λ = ζω₀ and K = ω₀²T − λv₀):
    /// - under-damped: v₀·cos(ω_d t) + (K/ω_d)·sin(ω_d t) = 0, every π/ω_d from the first positive root (found by
    ///   bisection to full precision); the swings shrink by e^(−λπ/ω_d) each, so the largest excursion is at the
    ///   first or second root;
    /// - critically damped: v₀ + K·t = 0, one root;
    /// - over-damped (γ = ω₀√(ζ² − 1)): e^(−2γt) = −(v₀ + K/γ)/(v₀ − K/γ), at most one root.
    ///
    /// Invalid input (a non-finite `start`, `target` or `initialVelocity`) gives 0.
    ///
    /// - Parameters:
    ///   - start: The value at time 0.
    ///   - target: The value the spring pulls toward.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    /// - Returns: The largest distance past the target, 0 or more.
    /// - Complexity: O(1) (64 bisection steps for an under-damped spring).
    func overshoot(from start: Double, to target: Double, initialVelocity: Double) -> Double {
        let v0 = initialVelocity
        guard start.isFinite, target.isFinite, v0.isFinite else { return 0 }
        let distance = target - start
        let direction: Double = distance != 0 ? (distance > 0 ? 1 : -1) : (v0 > 0 ? 1 : v0 < 0 ? -1 : 0)
        guard direction != 0 else { return 0 }
        func past(at time: Double?) -> Double {
            guard let time else { return 0 }
            let past = direction * displacement(distance, initialVelocity: v0, time: time).position
            return past.isFinite ? Swift.max(past, 0) : 0
        }
        let zeros = velocityZeros(distance: distance, initialVelocity: v0)
        return Swift.max(past(at: zeros.first), past(at: zeros.second))
    }

    /// The first (at most two) positive times at which the motion's velocity is zero (a tuple, so that the
    /// bisection of ``SettleHandoff`` allocates nothing).
    func velocityZeros(distance: Double, initialVelocity v0: Double) -> (first: Double?, second: Double?) {
        let lambda = decayRate
        let w = modeFrequency
        let k = naturalFrequency * naturalFrequency * distance - lambda * v0
        if dampingRatio < 1, w > 0 {
            // f(x) = v₀·cos x + (K/ω_d)·sin x, x = ω_d t, is a sinusoid of period 2π: f(0) = v₀ and f(π) = −v₀,
            // so (0, π] holds exactly one root (π itself when v₀ = 0), found by bisection; the next is π later.
            let b = k / w
            var root = Double.pi
            if v0 != 0 {
                var low = 0.0
                var high = Double.pi
                for _ in 0..<64 {
                    let mid = (low + high) / 2
                    let f = v0 * Elementary.cos(mid) + b * Elementary.sin(mid)
                    if (f > 0) == (v0 > 0) { low = mid } else { high = mid }
                }
                root = (low + high) / 2
            }
            return (root / w, (root + Double.pi) / w)
        }
        if dampingRatio > 1, w > 0 {
            let ratio = -(v0 + k / w) / (v0 - k / w)
            guard ratio.isFinite, ratio > 0, ratio < 1 else { return (nil, nil) }
            return (-Elementary.log(ratio) / (2 * w), nil)
        }
        guard k != 0 else { return (nil, nil) }
        let time = -v0 / k
        return time > 0 && time.isFinite ? (time, nil) : (nil, nil)
    }
}
