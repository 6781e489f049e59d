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
        mutating func advance(to time: Double, sharing memo: inout TimingCurve.Memo) {
            animated.advance(to: time, sharing: &memo)
        }
    }
}
