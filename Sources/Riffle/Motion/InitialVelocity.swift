/// The velocity an animation starts with.
///
/// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` takes its velocity as a fraction of
/// the change per second: with `initialVelocity: 0.3`, a value moving from 0 to 400 starts at 0.3 · 400 =
/// 120 units per second. ``fractionOfChange(_:)`` expresses that; ``absolute(_:)`` takes units per second, as a
/// gesture's release velocity.
public enum InitialVelocity: Hashable, Sendable {
    /// Keep the value's current velocity, so a retargeted spring continues smoothly.
    case current
    /// Start at this velocity, in units per second.
    case absolute(Double)
    /// Start at this fraction of the change (target − value) per second, as SwiftUI's `interpolatingSpring`.
    case fractionOfChange(Double)
}
