extension CardStack {
    /// An animated number that remembers the goal it was last sent to, so that asking again for the same goal
    /// does not restart its motion (a pending, delayed motion has not changed ``AnimatedValue/target`` yet).
    struct Channel: Hashable, Sendable {
        /// The animated value.
        var animated: AnimatedValue
        /// The value last asked for.
        var goal: Double

        /// A channel resting at `value` at `time`.
        init(_ value: Double, tolerance: RestTolerance = .default, at time: Double) {
            animated = AnimatedValue(value, tolerance: tolerance)
            animated.jump(to: value, at: time)
            goal = animated.value
        }

        /// The current value.
        var value: Double { animated.value }

        /// Whether nothing moves the value and nothing is scheduled.
        var isSettled: Bool { animated.isSettled }

        /// Starts moving toward `newGoal` with `motion`, unless it is the goal already.
        mutating func drive(to newGoal: Double, with motion: Motion, at time: Double) {
            guard newGoal.isFinite, newGoal != goal else { return }
            catchUp(to: time)
            goal = newGoal
            animated.animate(to: newGoal, with: motion, at: time)
        }

        /// Starts a free deceleration with `initialVelocity` that springs back from the edges of `bounds`;
        /// `goal` is where it is expected to rest (the projection clamped into the bounds).
        mutating func coast(
            _ decay: Decay, initialVelocity: Double, bounds: ClosedRange<Double>, edgeSpring: Spring, goal: Double,
            at time: Double
        ) {
            guard initialVelocity.isFinite, goal.isFinite else { return }
            catchUp(to: time)
            animated.decay(decay, initialVelocity: initialVelocity, bounds: bounds, edgeSpring: edgeSpring, at: time)
            self.goal = goal
        }

        /// Places the value at `newValue` at once, at rest.
        mutating func jump(to newValue: Double, at time: Double) {
            guard newValue.isFinite else { return }
            animated.jump(to: newValue, at: time)
            goal = newValue
        }

        /// Stops the value where it is; its goal becomes that value.
        mutating func stop(at time: Double) {
            animated.stop(at: time)
            goal = animated.value
        }

        /// Brings a resting value's clock up to `time` before a new motion starts from it.
        ///
        /// The stack does not advance resting cards every frame (see ``CardStack/motionScan``); a resting value
        /// does not change with time, so this gives the motion the same start as if it had been advanced.
        mutating func catchUp(to time: Double) {
            if animated.isSettled { animated.advance(to: time) }
        }

        /// Advances the motion to `time`, reading a timing curve through `memo` (see
        /// ``AnimatedValue/advance(to:sharing:)``).
        ///
        /// The two frames a selection gives every moving card (a curve under way, or a delayed one not yet started)
        /// are computed here, in place: ``AnimatedValue/advance(to:sharing:)`` copied the value's motion and its
        /// scheduled motion (over a hundred bytes each) per card and frame. Every other case, and every case where
        /// the curve ends, goes through ``AnimatedValue/advance(to:sharing:)``. The result is exactly that of
        /// ``AnimatedValue/advance(to:sharing:)`` (`CardStackChannelTests` compares them).
        mutating func advance(to time: Double, sharing memo: inout TimingCurve.Memo) {
            if !advanceInPlace(to: time, sharing: &memo) { animated.advance(to: time, sharing: &memo) }
        }

        /// Advances a value driven by a curve that does not end by `time`, or waiting with nothing moving for a motion
        /// that starts after `time`, as ``AnimatedValue/advance(to:sharing:)`` does (same expressions, same order);
        /// returns false, changing nothing, in every other case.
        @inline(__always)
        private mutating func advanceInPlace(to time: Double, sharing memo: inout TimingCurve.Memo) -> Bool {
            guard let last = animated.time, time >= last, time.isFinite else { return false }
            switch animated.driver {
            case .curve(let curve, let duration, let segment, let target):
                guard animated.pendingStartTime == nil else { return false }
                let elapsed = Swift.max(0, time - segment.startTime)
                guard elapsed < duration - 1e-9 else { return false }
                let change = target - segment.origin
                let point = memo.sample(curve, at: elapsed / duration)
                let newValue = segment.origin + change * point.value
                let newVelocity = change * point.velocity / duration
                guard newValue.isFinite, newVelocity.isFinite else { return false }
                animated.value = newValue
                animated.velocity = newVelocity
            case .idle:
                guard let start = animated.pendingStartTime, start > time else { return false }
            default:
                return false
            }
            animated.time = time
            #if RIFFLE_INTERNAL_CHECKS
                animated._checkInvariants()
            #endif
            return true
        }
    }
}
