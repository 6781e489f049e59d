import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// ``CardStack/forEachVisiblePlacement(_:)`` under a host's use against ``ComponentHost/placements(at:)`` filtered
/// by the stack's ``CardStack/isOnScreen(_:)``, and the order after moves and data changes.
@Suite("Wallet host: visible placements equal the full placements filtered")
struct WalletHostVisiblePlacementTests {
    /// Every card's placement at `time` (``CardStack/placements``), keeping those on screen, mirrored as the host
    /// mirrors.
    static func filtered(_ host: ComponentHost<CardStack>, at time: Double) -> [CardPlacement] {
        let frame = frame(host, at: time)
        return frame.placements.filter { frame.isOnScreen($0) }.map { host.mirrorWidth.map($0.mirrored) ?? $0 }
    }

    /// The stack's visible placements at `time` (advanced on a copy), mirrored as the host mirrors.
    static func visible(_ host: ComponentHost<CardStack>, at time: Double) -> [CardPlacement] {
        var buffer: [CardPlacement] = []
        frame(host, at: time).forEachVisiblePlacement { buffer.append(host.mirrorWidth.map($0.mirrored) ?? $0) }
        return buffer
    }

    /// The stack at `time`: advanced on a copy when later than its clock.
    static func frame(_ host: ComponentHost<CardStack>, at time: Double) -> CardStack {
        var frame = host.component
        if time > frame.time { frame.advance(to: time) }
        return frame
    }

    static let scrolls = zip(Gen.double(in: -300...3000), Gen.bool).array(of: 1...60)

    /// 12 random uses in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func visiblePlacementsEqualTheFilteredPlacementsUnderRandomUse() async {
        await checkProperty(
            count: LongTests.count(fast: 12, long: 150), input: Gen.int(in: 0...80), WalletHostPropertyTests.steps,
            Self.scrolls
        ) { count, steps, scrolls in
            var host = ComponentHost(CardStack(ids: (0..<count).map { "x\($0)" }, selection: nil, settings: .wallet))
            _ = host.send(.viewport(width: 390, height: 844), at: 0)
            var t = 0.0
            for (i, step) in steps.enumerated() {
                t = WalletHostPropertyTests.apply(step, to: &host, time: t)
                let (offset, animated) = scrolls[i % scrolls.count]
                _ = host.send(.scroll(offset: offset, animated: animated), at: t)
                for _ in 0..<3 {
                    t += 1.0 / 120
                    _ = host.advance(to: t)
                    expectEqual(Self.visible(host, at: t), Self.filtered(host, at: t))
                    // What a view draws through the contract: the same cards.
                    expectEqual(host.placements(at: t), Self.filtered(host, at: t))
                    // A frame ahead of the host, drawn on a copy.
                    expectEqual(Self.visible(host, at: t + 0.004), Self.filtered(host, at: t + 0.004))
                    expectEqual(host.placements(at: t + 0.004), Self.filtered(host, at: t + 0.004))
                }
            }
        }
    }

    @Test func aScrolledThousandCardWalletDrawsOnlyTheCardsOnScreen() {
        var host = ComponentHost(CardStack(ids: (0..<1_000).map { "x\($0)" }, selection: nil, settings: .wallet))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        _ = host.send(.scroll(offset: 20_000, animated: false), at: 0)
        _ = host.advance(to: 1)
        let visible = Self.visible(host, at: 1)
        let reach = (844 + host.configuration.cardHeight) / 50
        #expect(!visible.isEmpty && Double(visible.count) <= reach + 1)
        expectEqual(visible, Self.filtered(host, at: 1))
        #expect(visible.allSatisfy { $0.y + $0.height > 0 && $0.y < 844 })
        // The contract hands a view those cards only, now and a frame ahead.
        expectEqual(host.placements(at: 1), visible)
        expectEqual(host.placements(at: 1.004), Self.visible(host, at: 1.004))
    }

    @Test func beforeAViewportNothingAndForBadTimesTheCurrentState() {
        var host = ComponentHost(CardStack(ids: ["a", "b", "c"], selection: nil, settings: .wallet))
        #expect(Self.visible(host, at: 0).isEmpty)
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        _ = host.advance(to: 2)
        let now = Self.visible(host, at: 2)
        expectEqual(Self.visible(host, at: .nan), now)
        expectEqual(Self.visible(host, at: -1), now)
        expectEqual(Self.visible(host, at: .infinity), now)
        expectEqual(now, Self.filtered(host, at: 2))
    }

    @Test func theOrderBindingFollowsEveryMoveAndDataChange() {
        var host = ComponentHost(CardStack(ids: ["a", "b", "c", "d"], selection: nil, settings: .wallet))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        _ = host.send(.accessibility(action: .moveDown, id: "a", description: ""), at: 0.1)
        expectEqual(host.ids, ["b", "a", "c", "d"])
        _ = host.send(.order(ids: ["d", "c", "b", "a"]), at: 0.2)
        expectEqual(host.ids, ["d", "c", "b", "a"])
        _ = host.send(.order(ids: ["d", "e", "a"]), at: 0.3)
        expectEqual(host.ids, ["d", "e", "a"])
    }
}
