import RiffleTestSupport
import Testing

@testable import Riffle

/// The card-stack entrance ends within an hour and its spring.
///
/// Found by our fuzzer: the entrance delays card i by (count − i) × stagger; with the largest accepted stagger
/// (1,000 s) five cards waited up to 5,000 s, past ``AnimatedValue/maximumDuration``. Each delay is now capped at that
/// hour, so every entrance ends.
@Suite("CardStack: the entrance ends within an hour and its spring")
struct CardStackEntranceLimitTests {
    @Test func aHugeStaggerIsCappedAtTheMaximumDuration() {
        var configuration = CardStack.Configuration.wallet(viewportWidth: 390, viewportHeight: 844)
        configuration.entranceStagger = 1e6
        var stack = CardStack(ids: ["a", "b", "c", "d", "e"], configuration: configuration)
        expectEqual(stack.configuration.entranceStagger, 1000)
        stack.playEntrance(at: 0)
        // Card 4 waits 1 × 1000 s; cards 0…3 would wait 2000…5000 s, now 3600 s each.
        stack.advance(to: 3599)
        #expect(stack.needsFrames)
        stack.advance(to: 3600 + 10)
        #expect(!stack.needsFrames)
    }
}
