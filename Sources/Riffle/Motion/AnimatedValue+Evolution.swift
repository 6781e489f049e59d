extension AnimatedValue {
    /// Starts `request` now, or records it for later when it starts after the latest timestamp.
    mutating func schedule(_ request: Request, at callTime: Double, delay: Double) {
        let now = max(callTime, time ?? callTime)
        let latest = time ?? now
        time = latest
        let start = now + delay
        if start > latest, start.isFinite {
            pending = Pending(request: request, startTime: start)
        } else {
            pending = nil
            begin(request, at: latest)
        }
        _checkInvariants()
    }

    /// Replaces the driver by `request`, starting from the current value and velocity at `startTime`.
    mutating func begin(_ request: Request, at startTime: Double) {
        switch request {
        case .animate(let newTarget, let motion, let initialVelocity):
            beginAnimation(to: newTarget, with: motion, initialVelocity: initialVelocity, at: startTime)
        case .decay(let decay, let initialVelocity, let bounds, let edgeSpring):
            let v0 = initialVelocity ?? velocity
            let segment = Segment(origin: value, originVelocity: v0, startTime: startTime)
            velocity = v0
            if let bounds, value > bounds.upperBound || value < bounds.lowerBound {
                let edge = value > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
                driver = .spring(edgeSpring, segment, target: edge)
                target = edge
            } else {
                driver = .freeDecay(decay, segment, bounds: bounds, edgeSpring: edgeSpring)
                target = nil
            }
        }
    }

    /// Starts a motion toward `newTarget`.
    private mutating func beginAnimation(
        to newTarget: Double, with motion: Motion, initialVelocity: InitialVelocity, at startTime: Double
    ) {
        let change = newTarget - value
        guard change.isFinite else { return arrive(at: newTarget) }
        target = newTarget
        switch motion {
        case .none:
            arrive(at: newTarget)
        case .spring(let spring):
            var v0: Double
            switch initialVelocity {
            case .current: v0 = velocity
            case .absolute(let absolute): v0 = absolute
            case .fractionOfChange(let fraction): v0 = fraction * change
            }
            if !v0.isFinite { v0 = 0 }
            velocity = v0
            driver = .spring(
                spring, Segment(origin: value, originVelocity: v0, startTime: startTime), target: newTarget)
        case .curve(let curve, let requestedDuration, _):
            guard requestedDuration.isFinite, requestedDuration > 0 else { return arrive(at: newTarget) }
            let duration = min(requestedDuration, AnimatedValue.maximumDuration)
            let v0 = change * curve.velocity(at: 0) / duration
            velocity = v0.isFinite ? v0 : 0
            let segment = Segment(origin: value, originVelocity: velocity, startTime: startTime)
            driver = .curve(curve, duration: duration, segment, target: newTarget)
        case .decay(let decay):
            let v0 = -change * decay.rateConstant  // Decay.initialVelocity(toTravel:), without its overflow fallback
            guard v0.isFinite else { return arrive(at: newTarget) }
            velocity = v0
            driver = .decayToTarget(
                decay, Segment(origin: value, originVelocity: v0, startTime: startTime), target: newTarget)
        }
    }

    /// Jumps to `newTarget`; the next advance reports the motion settled.
    private mutating func arrive(at newTarget: Double) {
        value = newTarget
        velocity = 0
        target = newTarget
        driver = .arrived
    }

    /// Puts the value at rest on `rest`.
    mutating func settle(at rest: Double) {
        value = rest
        velocity = 0
        target = rest
        driver = .idle
    }

    /// Evaluates the driver at `now` (not before its start) and settles when it is done.
    mutating func evolve(to now: Double) {
        switch driver {
        case .idle:
            return
        case .arrived:
            settle(at: value)
        case .spring(let spring, let segment, let springTarget):
            let elapsed = max(0, now - segment.startTime)
            guard elapsed < AnimatedValue.maximumDuration else { return settle(at: springTarget) }
            let offset = spring.displacement(
                springTarget - segment.origin, initialVelocity: segment.originVelocity, time: elapsed)
            move(to: springTarget + offset.position, velocity: offset.velocity, toward: springTarget, from: segment)
        case .curve(let curve, let duration, let segment, let curveTarget):
            let elapsed = max(0, now - segment.startTime)
            // Timestamps carry rounding (0.2 + 0.4 > 0.6): a curve within a nanosecond of its end has ended.
            guard elapsed < duration - 1e-9 else { return settle(at: curveTarget) }
            let progress = elapsed / duration
            let change = curveTarget - segment.origin
            let newValue = segment.origin + change * curve.value(at: progress)
            let newVelocity = change * curve.velocity(at: progress) / duration
            guard newValue.isFinite, newVelocity.isFinite else { return settle(at: curveTarget) }
            value = newValue
            velocity = newVelocity
        case .decayToTarget(let decay, let segment, let decayTarget):
            let elapsed = max(0, now - segment.startTime)
            guard elapsed < AnimatedValue.maximumDuration else { return settle(at: decayTarget) }
            let v0 = segment.originVelocity
            let newValue = segment.origin + v0 * Elementary.expm1(decay.rateConstant * elapsed) / decay.rateConstant
            let newVelocity = v0 * Elementary.exp(decay.rateConstant * elapsed)
            move(to: newValue, velocity: newVelocity, toward: decayTarget, from: segment)
        case .freeDecay(let decay, let segment, let bounds, let edgeSpring):
            evolveFreeDecay(decay, segment, bounds: bounds, edgeSpring: edgeSpring, to: now)
        }
    }

    /// Sets value and velocity, or settles on `goal` when they are within the landing thresholds or not finite.
    private mutating func move(
        to newValue: Double, velocity newVelocity: Double, toward goal: Double, from segment: Segment
    ) {
        guard newValue.isFinite, newVelocity.isFinite else { return settle(at: goal) }
        let rounding = AnimatedValue.roundingDistance(segment.origin, goal)
        let distance = max(tolerance.distance, rounding)
        let speed = max(tolerance.speed, rounding)  // the rounding distance per second
        if (newValue - goal).magnitude < distance, newVelocity.magnitude < speed {
            return settle(at: goal)
        }
        value = newValue
        velocity = newVelocity
    }

    /// Evaluates a free decay, handing over to the edge spring at the exact time an edge is crossed.
    private mutating func evolveFreeDecay(
        _ decay: Decay, _ segment: Segment, bounds: ClosedRange<Double>?, edgeSpring: Spring, to now: Double
    ) {
        let elapsed = max(0, now - segment.startTime)
        let k = decay.rateConstant
        let v0 = segment.originVelocity
        let newValue = segment.origin + v0 * Elementary.expm1(k * elapsed) / k
        if let bounds, newValue > bounds.upperBound || newValue < bounds.lowerBound {
            let edge = newValue > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
            let crossing = decay.time(toTravel: edge - segment.origin, initialVelocity: v0) ?? elapsed
            let crossingTime = min(max(crossing, 0), elapsed)
            let edgeVelocity = v0 * Elementary.exp(k * crossingTime)
            let springSegment = Segment(
                origin: edge, originVelocity: edgeVelocity, startTime: segment.startTime + crossingTime)
            driver = .spring(edgeSpring, springSegment, target: edge)
            target = edge
            value = edge
            velocity = edgeVelocity
            return evolve(to: now)
        }
        let newVelocity = v0 * Elementary.exp(k * elapsed)
        guard newValue.isFinite, newVelocity.isFinite else { return settle(at: value) }
        value = newValue
        velocity = newVelocity
        let speed = max(tolerance.speed, AnimatedValue.roundingDistance(segment.origin, newValue))
        if newVelocity.magnitude < speed || elapsed >= AnimatedValue.maximumDuration { settle(at: newValue) }
    }
}
