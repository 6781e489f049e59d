/// Which driver moves an ``AnimatedValue`` toward a new target.
public enum Motion: Hashable, Sendable, Codable {
    /// No animation: the value jumps to the target at the start time.
    case none
    /// A spring, which keeps the current velocity (or the one given) and settles by tolerance.
    case spring(Spring)
    /// A timing curve that takes `duration` seconds, starting `delay` seconds after the start time.
    ///
    /// A duration that is not finite and positive makes it a jump (``none``) after the delay; a delay that is
    /// negative or not finite counts as 0.
    case curve(TimingCurve, duration: Double, delay: Double = 0)
    /// A deceleration that comes to rest exactly on the target: it starts with the velocity whose exact
    /// projection is the remaining distance (see `Decay/initialVelocity(toTravel:)`), whatever the current
    /// velocity. For a free decay without a target use `AnimatedValue/decay(_:initialVelocity:bounds:edgeSpring:at:)`.
    case decay(Decay)
}
