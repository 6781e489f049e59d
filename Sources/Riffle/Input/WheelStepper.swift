/// Turns a notched mouse wheel into page steps: one page per notch, fast notches adding up, at most
/// `maximumSteps` pages per gesture.
///
/// A gesture is a run of wheel events less than `gestureGap` apart. The notches of a gesture add up (the
/// component with the larger magnitude of each event counts; right and down are positive); each time the sum
/// passes another whole notch the stepper yields one more page in the sum's direction, until the gesture has
/// moved `maximumSteps` pages. The rest of the gesture is then ignored, so a flung free-spinning wheel moves at
/// most that far. With the default of 1 a gesture moves one page, however fast the wheel turns.
///
/// Bad input has a defined result: an event with a non-finite delta or time yields 0 and changes nothing; an
/// event earlier than the previous one starts a new gesture.
///
/// ```swift
/// var wheel = WheelStepper(maximumSteps: 3)
/// wheel.feed(dx: 0, dy: 1, at: 0.00)  // 1
/// wheel.feed(dx: 0, dy: 1, at: 0.05)  // 1
/// wheel.feed(dx: 0, dy: -1, at: 1.0)  // -1: a new gesture
/// ```
public struct WheelStepper: Sendable, Equatable {
    /// The longest pause between two events of one gesture, in seconds (0.25).
    static let gestureGap = 0.25

    /// The most pages one gesture moves (at least 1).
    var maximumSteps: Int
    /// The time of the last event, nil before the first.
    private var lastTime: Double?
    /// The notches the current gesture added up.
    private var sum = 0.0
    /// The pages the current gesture moved, signed.
    private var emitted = 0

    /// Creates a stepper.
    ///
    /// - Parameter maximumSteps: The most pages one gesture moves; values below 1 count as 1. Default 1.
    public init(maximumSteps: Int = 1) {
        self.maximumSteps = Swift.max(1, maximumSteps)
    }

    /// Feeds one wheel event.
    ///
    /// - Parameters:
    ///   - dx: The horizontal scroll, in notches, positive to the right.
    ///   - dy: The vertical scroll, in notches, positive downwards.
    ///   - time: The time of the event, in seconds.
    /// - Returns: The pages to move: positive towards the next page, negative towards the previous one, 0 for none.
    public mutating func feed(dx: Double, dy: Double, at time: Double) -> Int {
        guard dx.isFinite, dy.isFinite, time.isFinite else { return 0 }
        if let last = lastTime, time >= last, time - last < WheelStepper.gestureGap {
            // The same gesture.
        } else {
            sum = 0
            emitted = 0
        }
        lastTime = time
        sum += abs(dx) >= abs(dy) ? dx : dy
        let limit = Swift.max(1, maximumSteps)
        let whole = Swift.min(Double(limit), abs(sum).rounded(.down))
        let wanted = sum < 0 ? -Int(whole) : Int(whole)
        // Only further in the direction already taken (or the first step): a reversal never takes a page back.
        guard abs(wanted) > abs(emitted), emitted == 0 || (wanted > 0) == (emitted > 0) else { return 0 }
        let step = wanted - emitted
        emitted = wanted
        return step
    }
}
