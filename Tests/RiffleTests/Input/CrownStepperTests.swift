import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("CrownStepper: rotation adds up to pages")
struct CrownStepperTests {
    @Test func onePagePerTenthOfATurn() {
        var crown = CrownStepper()
        expectEqual(crown.feed(0.05, at: 0), 0)
        expectEqual(crown.feed(0.05, at: 0.02), 1)
        expectEqual(crown.feed(-0.1, at: 0.04), -1)
    }

    @Test func aFastTurnMovesSeveralPagesAndKeepsTheRemainder() {
        var crown = CrownStepper()
        expectEqual(crown.feed(0.35, at: 0), 3)
        expectEqual(crown.feed(0.05, at: 0.02), 1)
        expectEqual(crown.feed(0.3, at: 0.04), 3)
    }

    @Test func aReversalOrAPauseDropsTheRemainder() {
        var crown = CrownStepper()
        expectEqual(crown.feed(0.08, at: 0), 0)
        expectEqual(crown.feed(-0.05, at: 0.02), 0)
        expectEqual(crown.feed(-0.05, at: 0.04), -1)
        expectEqual(crown.feed(-0.08, at: 0.06), 0)
        expectEqual(crown.feed(-0.05, at: 1.0), 0)
        var sensitive = CrownStepper(rotationPerPage: 0.5)
        expectEqual(sensitive.feed(0.45, at: 0), 0)
        expectEqual(sensitive.feed(0.1, at: 0.1), 1)
    }

    @Test func badInputYieldsZero() {
        var crown = CrownStepper(rotationPerPage: .nan)
        expectEqual(crown.rotationPerPage, 0.1)
        expectEqual(crown.feed(.nan, at: 0), 0)
        expectEqual(crown.feed(.infinity, at: 0), 0)
        expectEqual(crown.feed(0.1, at: .nan), 0)
        expectEqual(crown.feed(1e300, at: 0), 1_000_000)
        expectEqual(CrownStepper(rotationPerPage: -1).rotationPerPage, 0.1)
    }
}
