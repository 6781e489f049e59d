/// Turns Digital Crown rotation into page steps.
///
/// The rule: rotation deltas (in full turns, positive clockwise) add up; each time the sum reaches
/// ``rotationPerPage`` one page is taken in its direction (clockwise is the next page) and that much is taken off
/// the sum, so a fast turn moves several pages and the remainder carries on. Turning the other way, or a pause
/// longer than ``pauseInterval``, drops the remainder first, so the crown never moves a page it was not turned
/// for.
///
/// Bad input has a defined result: a non-finite delta or time yields 0 and changes nothing; a time earlier than
/// the previous one counts as a pause.
struct CrownStepper: Sendable, Equatable {
    /// The pause, in seconds, after which the remainder is dropped (0.25).
    static let pauseInterval = 0.25

    /// The rotation one page takes, in full turns.
    ///
    /// Default 0.1 (36°).
    var rotationPerPage: Double
    /// The rotation not yet turned into pages.
    private var sum = 0.0
    /// The time of the last event, nil before the first.
    private var lastTime: Double?

    /// Creates a stepper.
    ///
    /// - Parameter rotationPerPage: The rotation one page takes, in full turns; a non-finite or non-positive value
    ///   counts as 0.1.
    init(rotationPerPage: Double = 0.1) {
        self.rotationPerPage = rotationPerPage.isFinite && rotationPerPage > 0 ? rotationPerPage : 0.1
    }

    /// Feeds one rotation delta.
    ///
    /// - Parameters:
    ///   - delta: The rotation since the previous event, in full turns, positive clockwise.
    ///   - time: The time of the event, in seconds.
    /// - Returns: The pages to move: positive towards the next page, negative towards the previous one, 0 for none.
    mutating func feed(_ delta: Double, at time: Double) -> Int {
        guard delta.isFinite, time.isFinite else { return 0 }
        let unit = rotationPerPage.isFinite && rotationPerPage > 0 ? rotationPerPage : 0.1
        if let last = lastTime, time >= last, time - last <= CrownStepper.pauseInterval {
            if sum != 0, delta != 0, (sum > 0) != (delta > 0) { sum = 0 }
        } else {
            sum = 0
        }
        lastTime = time
        sum += delta
        // A bound on the pages of one event keeps the conversion to Int safe for any finite delta; the tolerance
        // counts three tenths of a turn as three pages despite rounding.
        let pages = Swift.min((abs(sum) / unit + 1e-9).rounded(.down), 1_000_000)
        guard pages >= 1 else { return 0 }
        let signed = sum < 0 ? -pages : pages
        sum -= signed * unit
        return Int(signed)
    }
}
