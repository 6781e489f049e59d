import RiffleTestSupport
import Testing

@testable import Riffle

/// A card stack advances the channels of its moving cards in place for the two frames a selection gives them (a
/// curve under way, a delayed curve not yet started); every value must stay exactly what
/// ``AnimatedValue/advance(to:)`` gives.
@Suite("Card stack: a channel advances exactly as its animated value")
struct CardStackChannelTests {
    /// The motions a card stack starts: the selection's delayed curve, other curves, springs, none.
    static let motions: [Motion] = [
        .curve(.easeOut, duration: 0.15, delay: 0.1),
        .curve(.easeInOut, duration: 0.3),
        .curve(TimingCurve(0.2, 1.8, 0.6, -0.7), duration: 0.05, delay: 0.02),
        .curve(.easeOut, duration: 1e-9),
        .spring(.smooth),
        .none,
    ]

    @Test("random drives and frames: the channel equals the animated value advanced on its own, field by field")
    func channelAdvancesAsItsAnimatedValue() {
        var random = SplitMix(seed: 24)
        func unit() -> Double { Double(random.next() % 1_000_001) / 1_000_000 }
        for round in 0..<300 {
            // Three channels driven together, as the cards of one selection are, sharing one memo per frame.
            var channels = (0..<3).map { CardStack.Channel(-50 * Double($0), at: 0) }
            var references = channels.map(\.animated)
            var time = 0.0
            for step in 0..<80 {
                let roll = random.next() % 10
                if roll < 2 {
                    let motion = CardStackChannelTests.motions[Int(random.next() % 6)]
                    let goal = roll == 0 ? 0 : -400 * unit()
                    for i in channels.indices {
                        channels[i].drive(to: goal - Double(i), with: motion, at: time)
                        references[i] = channels[i].animated
                    }
                }
                // Frames of 1/120 s, repeated times, and times a hair before and after a curve's end.
                switch random.next() % 4 {
                case 0: break
                case 1: time += 1e-9 * Double(random.next() % 3)
                default: time += 1.0 / 120 * unit() * 2
                }
                var memo = TimingCurve.Memo()
                for i in channels.indices {
                    channels[i].advance(to: time, sharing: &memo)
                    references[i].advance(to: time)
                    expectEqual(channels[i].animated, references[i], "round \(round), step \(step), channel \(i)")
                }
            }
        }
    }

    @Test("a delayed curve: waiting, starting, running and ending frames equal the animated value's")
    func delayedCurveFrames() {
        var channel = CardStack.Channel(-500, at: 0)
        channel.drive(to: 0, with: .curve(.easeOut, duration: 0.15, delay: 0.1), at: 0)
        var reference = channel.animated
        for frame in 1...40 {
            let time = Double(frame) / 120
            var memo = TimingCurve.Memo()
            channel.advance(to: time, sharing: &memo)
            reference.advance(to: time)
            expectEqual(channel.animated, reference, "frame \(frame)")
        }
        #expect(channel.isSettled)
        expectEqual(channel.value, 0)
    }
}
