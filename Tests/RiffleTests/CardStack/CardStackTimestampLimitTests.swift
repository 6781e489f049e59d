import RiffleTestSupport
import Testing

@testable import Riffle

/// `Fuzz/Regressions/cardstack/CardStack--still-moving` (issue 11): a press stamped 10¹⁵ s moved the stack's
/// clock there, so every later time counted as that one and an entrance started at 10¹⁵ s never settled for a
/// host whose clock reads seconds.
@Suite("Card stack: timestamp limit")
struct CardStackTimestampLimitTests {
    @Test func aFarFutureTimestampIsIgnored() throws {
        var stack = CardStack(ids: ["c0", "c1", "c2", "c3"])
        stack.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 200, y: 500), timestamp: 1e15))
        stack.advance(to: 1e15)
        expectEqual(stack.time, 0)
        #expect(!stack.needsFrames)

        try stack.insert("n0", at: 8, time: 0.1)
        expectEqual(stack.time, 0.1)
        stack.cancelGesture(at: 0.11)
        var t = 0.11
        while stack.needsFrames, t < 5 {
            t += 1.0 / 60
            stack.advance(to: t)
        }
        #expect(!stack.needsFrames)
        expectEqual(stack.ids, ["c0", "c1", "c2", "c3", "n0"])
    }

    @Test func timesUpToTheMaximumMagnitudeAreUsable() throws {
        var stack = CardStack(ids: ["c0"])
        stack.advance(to: 1e12.nextUp)
        expectEqual(stack.time, 0)
        try stack.insert("c1", at: 1, time: -2e12)
        expectEqual(stack.time, 0)
        stack.advance(to: 1e12)
        expectEqual(stack.time, 1e12)
        expectEqual(CardStack(ids: [], time: 3e12).time, 0)
    }
}
