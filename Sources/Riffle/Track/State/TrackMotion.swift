/// The motion that moves a track by itself: a spring toward a snap, or momentum that decays (free scrolling),
/// handing over to a spring at a bounded track's end.
///
/// Springs advance with the closed form (``Spring/update(value:velocity:target:deltaTime:)``), so the result does
/// not depend on the frame rate: two steps of 8 ms land exactly where one step of 16 ms does.
struct TrackMotion: Sendable {
    enum Kind: Sendable {
        /// A spring toward `target`.
        case spring(target: Double)
        /// Momentum decaying from `start` with `initialVelocity` since `startTime`, within optional limits.
        case decay(start: Double, initialVelocity: Double, startTime: Double)
    }

    var kind: Kind
    var spring: Spring
    var decay: Decay
    var value: Double
    var velocity: Double
    var time: Double
    /// For decay on a bounded track: the limits where the momentum hands over to a spring.
    var limits: ClosedRange<Double>?

    /// Advances to `now`; returns true when the motion has come to rest (value set exactly on the target).
    mutating func advance(to now: Double, restDistance: Double, restSpeed: Double) -> Bool {
        let dt = now - time
        guard dt > 0 else { return isAtRest(restDistance: restDistance, restSpeed: restSpeed) }
        switch kind {
        case .spring(let target):
            spring.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
            time = now
            if isAtRest(restDistance: restDistance, restSpeed: restSpeed) {
                value = target
                velocity = 0
                return true
            }
            return false
        case .decay(let start, let v0, let t0):
            let elapsed = now - t0
            let x = start + decay.position(from: 0, initialVelocity: v0, time: elapsed)
            let v = decay.velocity(initialVelocity: v0, time: elapsed)
            if let limits, x < limits.lowerBound || x > limits.upperBound {
                // Hand over to a spring at the edge, keeping position and velocity continuous.
                let edge = x < limits.lowerBound ? limits.lowerBound : limits.upperBound
                value = x
                velocity = v
                time = now
                kind = .spring(target: edge)
                return false
            }
            value = x
            velocity = v
            time = now
            if v.magnitude < restSpeed {
                velocity = 0
                return true
            }
            return false
        }
    }

    /// Where the motion is heading (the spring's target, or the decay's projected end, clamped).
    var destination: Double {
        switch kind {
        case .spring(let target): return target
        case .decay(let start, let v0, _):
            let end = start + decay.projectedDistance(initialVelocity: v0)
            guard let limits else { return end }
            return Swift.min(Swift.max(end, limits.lowerBound), limits.upperBound)
        }
    }

    func isAtRest(restDistance: Double, restSpeed: Double) -> Bool {
        switch kind {
        case .spring(let target):
            return (value - target).magnitude < restDistance && velocity.magnitude < restSpeed
        case .decay:
            return velocity.magnitude < restSpeed
        }
    }
}
