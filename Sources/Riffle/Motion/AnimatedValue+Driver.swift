extension AnimatedValue {
    /// The initial conditions of the running motion.
    @usableFromInline
    internal struct Segment: Hashable, Sendable {
        /// The value when the motion started.
        @usableFromInline var origin: Double
        /// The velocity when the motion started.
        @usableFromInline var originVelocity: Double
        /// When the motion started, in seconds.
        @usableFromInline var startTime: Double
    }

    /// What moves the value.
    @usableFromInline
    internal enum Driver: Hashable, Sendable {
        /// Nothing: the value is at rest on its target.
        case idle
        /// A ``Motion/none`` jump has happened; the next ``AnimatedValue/advance(to:)`` reports it settled.
        case arrived
        /// A spring toward a target.
        case spring(Spring, Segment, target: Double)
        /// A timing curve toward a target.
        case curve(TimingCurve, duration: Double, Segment, target: Double)
        /// A deceleration that comes to rest on a target.
        case decayToTarget(Decay, Segment, target: Double)
        /// A free deceleration, optionally inside bounds.
        case freeDecay(Decay, Segment, bounds: ClosedRange<Double>?, edgeSpring: Spring)
    }

    /// A requested motion.
    @usableFromInline
    internal enum Request: Hashable, Sendable {
        /// ``AnimatedValue/animate(to:with:initialVelocity:at:)``.
        case animate(target: Double, motion: Motion, initialVelocity: InitialVelocity)
        /// ``AnimatedValue/decay(_:initialVelocity:bounds:edgeSpring:at:)``.
        case decay(Decay, initialVelocity: Double?, bounds: ClosedRange<Double>?, edgeSpring: Spring)
    }

    /// A motion requested for a later time.
    @usableFromInline
    internal struct Pending: Hashable, Sendable {
        /// What to start.
        @usableFromInline var request: Request
        /// When to start it, in seconds.
        @usableFromInline var startTime: Double
    }
}
