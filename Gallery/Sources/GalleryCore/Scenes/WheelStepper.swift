/// Turns a stream of wheel or trackpad scroll events into page steps: one step per gesture.
///
/// A gesture is a run of scroll events less than 0.25 s apart. Once the scroll in the gesture adds up to one unit
/// (one mouse-wheel notch, or a short trackpad swipe), it yields ±1, then ignores the rest of the gesture.
/// Horizontal scroll wins when it is larger; vertical scroll down also means "next".
public struct WheelStepper: Sendable, Equatable {
    private var lastTime: Double?
    private var sum = 0.0
    private var fired = false

    /// Creates a stepper.
    public init() {}

    /// Feeds one scroll event; returns +1 (next), -1 (previous) or 0.
    public mutating func feed(dx: Double, dy: Double, at time: Double) -> Int {
        guard dx.isFinite, dy.isFinite, time.isFinite else { return 0 }
        if let last = lastTime, time - last < 0.25, time >= last {
            // same gesture
        } else {
            sum = 0
            fired = false
        }
        lastTime = time
        sum += abs(dx) >= abs(dy) ? dx : dy
        guard !fired, abs(sum) >= 1 else { return 0 }
        fired = true
        return sum > 0 ? 1 : -1
    }
}
