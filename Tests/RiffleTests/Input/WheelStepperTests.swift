import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("WheelStepper: one page per notch, at most the configured step per gesture")
struct WheelStepperTests {
    @Test func oneGestureMovesOnePageByDefault() {
        var wheel = WheelStepper()
        expectEqual(wheel.feed(dx: 0, dy: 1, at: 0), 1)
        // Fast notches of the same gesture add up, but the gesture has taken its page.
        expectEqual(wheel.feed(dx: 0, dy: 1, at: 0.05), 0)
        expectEqual(wheel.feed(dx: 0, dy: 1, at: 0.10), 0)
        // A pause starts a new gesture.
        expectEqual(wheel.feed(dx: 0, dy: -1, at: 0.5), -1)
    }

    @Test func fastNotchesAccumulateUpToTheMaximum() {
        var wheel = WheelStepper(maximumSteps: 3)
        let steps = (0..<5).map { wheel.feed(dx: 0, dy: 1, at: Double($0) * 0.05) }
        expectEqual(steps, [1, 1, 1, 0, 0])
        // A notch of two at once moves two pages.
        var two = WheelStepper(maximumSteps: 3)
        expectEqual(two.feed(dx: 2, dy: 0, at: 0), 2)
        expectEqual(two.feed(dx: 5, dy: 0, at: 0.1), 1)
    }

    @Test func fractionsAddUpToANotch() {
        var wheel = WheelStepper()
        expectEqual(wheel.feed(dx: 0, dy: 0.4, at: 0), 0)
        expectEqual(wheel.feed(dx: 0, dy: 0.4, at: 0.1), 0)
        expectEqual(wheel.feed(dx: 0, dy: 0.4, at: 0.2), 1)
    }

    @Test func theLargerComponentWinsAndNegativeIsBack() {
        var wheel = WheelStepper()
        expectEqual(wheel.feed(dx: -1, dy: 0.5, at: 0), -1)
        var down = WheelStepper()
        expectEqual(down.feed(dx: -0.5, dy: 1, at: 0), 1)
    }

    @Test func aReversalNeverTakesAPageBack() {
        var wheel = WheelStepper(maximumSteps: 2)
        expectEqual(wheel.feed(dx: 0, dy: 1, at: 0), 1)
        expectEqual(wheel.feed(dx: 0, dy: -3, at: 0.05), 0)
        expectEqual(wheel.feed(dx: 0, dy: 5, at: 0.1), 1)
    }

    @Test func badInputYieldsZeroAndChangesNothing() {
        var wheel = WheelStepper()
        expectEqual(wheel.feed(dx: .nan, dy: 1, at: 0), 0)
        expectEqual(wheel.feed(dx: 0, dy: .infinity, at: 0), 0)
        expectEqual(wheel.feed(dx: 0, dy: 1, at: .nan), 0)
        expectEqual(wheel.feed(dx: 0, dy: 1, at: 1), 1)
        // An earlier time starts a new gesture.
        expectEqual(wheel.feed(dx: 0, dy: 1, at: 0.9), 1)
        expectEqual(WheelStepper(maximumSteps: -4).maximumSteps, 1)
    }
}
