/// A damped harmonic spring, described physically (mass, stiffness, damping) or perceptually (response or
/// duration, and damping ratio or bounce).
///
/// A spring pulls a value toward a target with a force proportional to the distance (`stiffness`) and resists
/// motion with a force proportional to the velocity (`damping`). `Spring` only describes the spring; it evaluates
/// the exact closed-form solution for any time, so it never integrates and never drifts
/// (see <doc:MotionPhysics>). ``AnimatedValue`` uses it to drive a value frame by frame.
///
/// Three parameterisations convert into one another (ω₀ = √(k/m) is the natural frequency and
/// ζ = c / (2√(mk)) the damping ratio):
///
/// | from | to |
/// |---|---|
/// | response R, damping ratio ζ | mass 1, k = (2π/R)², c = 4πζ/R |
/// | duration D, bounce b | response D, ζ = 1 − b for b ≥ 0, ζ = 1/(1 + b) for b < 0 |
/// | mass m, stiffness k, damping c | response 2π√(m/k), ζ = c / (2√(mk)) |
///
/// With these, `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness 157.9 and damping 17.6, and
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63 and bounce 0.5, as in Apple's documentation.
///
/// An over-damped spring (ζ > 1) stays over-damped: unlike SwiftUI's `Spring(mass:stiffness:damping:)`, which
/// silently turns it into a critically damped one, this type keeps the damping you give it and evaluates the
/// over-damped solution. Its `stiffness` is the physical one, m·ω₀².
///
/// ## Invalid parameters
///
/// Every initializer accepts any `Double` and always produces a usable spring:
/// - A parameter that is NaN, zero, negative or −∞ is replaced by its fallback: mass 1; stiffness m·(2π/0.5)²
///   (a response of 0.5 s); damping 2√(mk) (critically damped); response and duration 0.5 s; damping ratio 1.
///   A NaN bounce is replaced by 0.
/// - Every other value is clamped into `parameterRange` (so +∞ becomes 10⁶), and bounce is clamped to
///   −1 + 10⁻⁶ … 1 − 10⁻⁶, which keeps the damping ratio in the same range.
public struct Spring: Hashable, Sendable, Codable {
    /// The mass m of the object attached to the spring.
    let mass: Double
    /// The spring constant k: the force per unit of distance from the target.
    let stiffness: Double
    /// The damping coefficient c: the resisting force per unit of velocity.
    let damping: Double
    /// The damping ratio ζ = c / (2√(mk)): below 1 the spring oscillates, at 1 it is critically damped, above 1
    /// it is over-damped.
    public let dampingRatio: Double
    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    @usableFromInline internal let naturalFrequency: Double
    /// The exponential decay rate λ = ζω₀ = c / 2m, per second.
    @usableFromInline internal let decayRate: Double
    /// ω₀√|1 − ζ²|: the damped angular frequency when under-damped, the spread of the two real roots when
    /// over-damped, 0 when critically damped.
    @usableFromInline internal let modeFrequency: Double

    /// The range every positive spring parameter is clamped into: `1e-6...1e6`.
    static let parameterRange: ClosedRange<Double> = 1e-6...1e6

    /// Creates a spring from its physical parameters.
    ///
    /// The damping is kept as given, also when the spring is over-damped.
    ///
    /// - Parameters:
    ///   - mass: The mass m; invalid values become 1.
    ///   - stiffness: The spring constant k; invalid values become m·(2π/0.5)².
    ///   - damping: The damping coefficient c; invalid values become 2√(mk) (critical damping).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let m = Spring.sanitized(mass, fallback: 1)
        let k = Spring.sanitized(stiffness, fallback: m * Spring.square(Elementary.twoPi / 0.5))
        let c = Spring.sanitized(damping, fallback: 2 * (m * k).squareRoot())
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (m * k).squareRoot())
        self.init(
            mass: m, stiffness: k, damping: c, naturalFrequency: omega0, dampingRatio: zeta, decayRate: c / (2 * m))
    }

    /// Creates a spring of mass 1 from its response and damping ratio, like SwiftUI's
    /// `spring(response:dampingFraction:)`.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, 2π/ω₀, in seconds; invalid values become 0.5.
    ///   - dampingRatio: The damping ratio ζ; invalid values become 1.
    public init(response: Double, dampingRatio: Double) {
        let r = Spring.sanitized(response, fallback: 0.5)
        let zeta = Spring.sanitized(dampingRatio, fallback: 1)
        self.init(unitMassResponse: r, dampingRatio: zeta)
    }

    /// Creates a spring of mass 1 from its perceptual duration and bounce, like SwiftUI's
    /// `Spring(duration:bounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (the response 2π/ω₀), in seconds; invalid values become 0.5.
    ///   - bounce: 0 for no bounce (critical damping), toward 1 for more bounce (ζ = 1 − bounce), negative for
    ///     a heavier, over-damped spring (ζ = 1/(1 + bounce)). NaN becomes 0.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let d = Spring.sanitized(duration, fallback: 0.5)
        let limit = 1 - Spring.parameterRange.lowerBound
        let b = bounce.isNaN ? 0 : min(max(bounce, -limit), limit)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(unitMassResponse: d, dampingRatio: zeta)
    }

    /// Creates a mass-1 spring from a sanitized response and damping ratio.
    private init(unitMassResponse response: Double, dampingRatio zeta: Double) {
        let omega0 = Elementary.twoPi / response
        self.init(
            mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, naturalFrequency: omega0,
            dampingRatio: zeta, decayRate: zeta * omega0)
    }

    /// Stores sanitized parameters and derives the mode frequency.
    private init(
        mass: Double, stiffness: Double, damping: Double, naturalFrequency: Double, dampingRatio: Double,
        decayRate: Double
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.naturalFrequency = naturalFrequency
        self.dampingRatio = dampingRatio
        self.decayRate = decayRate
        self.modeFrequency = naturalFrequency * ((1 - dampingRatio) * (1 + dampingRatio)).magnitude.squareRoot()
    }

    /// The perceptual duration 2π/ω₀ = 2π√(m/k), in seconds: the period of the undamped oscillation.
    ///
    /// For springs made with ``init(response:dampingRatio:)`` it is the response, for springs made with
    /// ``init(duration:bounce:)`` the duration.
    public var response: Double { Elementary.twoPi / naturalFrequency }

    /// The perceptual duration, the same as ``response`` (SwiftUI names it `duration`).
    public var duration: Double { response }

    /// How much the spring bounces: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped (then negative).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// Replaces NaN and non-positive values by `fallback` and clamps the rest into ``parameterRange``.
    private static func sanitized(_ value: Double, fallback: Double) -> Double {
        let chosen = value.isNaN || value <= 0 ? fallback : value
        return min(max(chosen, parameterRange.lowerBound), parameterRange.upperBound)
    }

    /// `x²`.
    private static func square(_ x: Double) -> Double { x * x }

    /// The offset from the target and the velocity at time `t` ≥ 0.
    ///
    /// The value starts `distance` short of the target (`distance = target − start`) with velocity `v0`.
    /// No validation.
    @usableFromInline
    internal func displacement(
        _ distance: Double, initialVelocity v0: Double, time t: Double
    ) -> (position: Double, velocity: Double) {
        let (c, s) = modeFunctions(at: t)
        let lambda = decayRate
        let omega0Squared = naturalFrequency * naturalFrequency
        return (-distance * c + (v0 - lambda * distance) * s, v0 * c + (omega0Squared * distance - lambda * v0) * s)
    }

    /// The mode functions C(t) and S(t) of the spring's regime (see `value(from:to:initialVelocity:time:)`, in the
    /// tests, and <doc:MotionPhysics>).
    @usableFromInline
    internal func modeFunctions(at t: Double) -> (c: Double, s: Double) {
        let lambda = decayRate
        let w = modeFrequency
        if dampingRatio < 1, w > 0 {
            let envelope = Elementary.exp(-lambda * t)
            let phase = w * t
            return (envelope * Elementary.cos(phase), envelope * Elementary.sin(phase) / w)
        }
        if dampingRatio > 1, w > 0 {
            let slowRoot = -naturalFrequency * naturalFrequency / (lambda + w)
            let fastRoot = -lambda - w
            let slow = Elementary.exp(slowRoot * t)
            let fast = Elementary.exp(fastRoot * t)
            return ((slow + fast) / 2, -slow * Elementary.expm1(-2 * w * t) / (2 * w))
        }
        let envelope = Elementary.exp(-lambda * t)
        return (envelope, t * envelope)
    }
}
