import RiffleTestSupport
import Testing

@testable import Riffle

/// The card-stack host's commands for a front end's own inputs: scrolling (a mouse wheel) and an entrance the
/// view starts itself.
@Suite("Wallet host: scroll and entrance commands")
struct WalletHostScrollTests {
    /// A host with `count` cards on a 390 × 844 viewport, no automatic entrance.
    func host(count: Int) -> ComponentHost<CardStack> {
        var host = ComponentHost(
            CardStack(ids: (0..<count).map { "card-\($0)" }, settings: CardStack.Settings(playsEntrance: false)))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        return host
    }

    @Test func scrollJumpsOrSpringsAndClampsIntoTheRange() {
        var h = host(count: 20)
        let range = h.scrollRange
        #expect(range.upperBound > 30)
        _ = h.send(.scroll(offset: 30, animated: false), at: 0)
        expectEqual(h.scrollOffset, 30)
        _ = h.send(.scroll(offset: 1e9, animated: false), at: 0)
        expectEqual(h.scrollOffset, range.upperBound)
        _ = h.send(.scroll(offset: -1e9, animated: true), at: 0)
        #expect(h.needsFrames)
        _ = h.advance(to: 10)
        expectEqual(h.scrollOffset, range.lowerBound)
    }

    @Test func aNonFiniteScrollDoesNothing() {
        var h = host(count: 20)
        _ = h.send(.scroll(offset: 40, animated: false), at: 0)
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(h.send(.scroll(offset: bad, animated: false), at: 1).isEmpty)
            expectEqual(h.scrollOffset, 40)
        }
        var none = ComponentHost(CardStack(ids: ["a"], selection: nil, settings: .wallet))
        #expect(none.send(.scroll(offset: 10, animated: false), at: 0).isEmpty)
    }

    @Test func theEntranceStartsWhenTheViewAsks() {
        // Seed 004: card i appears (count − i)·0.1 s after the start, so the front card is the last to come.
        var h = host(count: 4)
        #expect(!h.needsFrames)
        #expect(h.placements(at: 0).allSatisfy { $0.opacity == 1 })
        _ = h.send(.entrance, at: 5)
        #expect(h.needsFrames)
        let front = h.placements(at: 5.2).first { $0.id == "card-0" }
        #expect((front?.opacity ?? 1) < 1)
        _ = h.advance(to: 20)
        #expect(!h.needsFrames)
        #expect(h.placements(at: 20).allSatisfy { $0.opacity == 1 })
    }
}
