import Glibc

/// A value that eases exponentially towards a target on the scene clock.
///
/// PLACEHOLDER until Riffle.Track lands (with its springs): used for the Trips detail transition and small
/// highlights. Replace with the core's spring when it exists.
public struct EaseValue: Sendable, Equatable {
    /// The current value.
    public private(set) var value: Double
    /// Where it is going.
    public private(set) var target: Double
    /// The time constant in seconds.
    public var timeConstant: Double
    private var time: Double?

    /// Creates a value at rest.
    public init(_ value: Double, timeConstant: Double = 0.1) {
        self.value = value
        self.target = value
        self.timeConstant = timeConstant
    }

    /// Whether the value has arrived.
    public var isSettled: Bool { value == target }

    /// Sets a new target (the motion starts from the current value at `time`).
    public mutating func animate(to target: Double, at time: Double) {
        advance(to: time)
        self.target = target
    }

    /// Jumps to `value` without animation.
    public mutating func set(_ value: Double) {
        self.value = value
        self.target = value
    }

    /// Moves the clock to `now`.
    public mutating func advance(to now: Double) {
        guard now.isFinite else { return }
        let last = time ?? now
        time = max(last, now)
        let dt = max(0, now - last)
        value += (target - value) * (1 - exp(-dt / max(0.001, timeConstant)))
        if abs(target - value) < 0.0005 { value = target }
    }
}
