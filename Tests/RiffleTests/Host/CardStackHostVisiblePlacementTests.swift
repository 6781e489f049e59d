import PropertyBased
import Testing

@testable import Riffle

/// ``CardStackHost/visiblePlacements(at:into:)`` against ``CardStackHost/placements(at:)`` filtered by the
/// stack's ``CardStack/isOnScreen(_:)``, and the order binding mirrored only when the order changes.
@Suite("CardStackHost: visible placements equal the full placements filtered")
struct CardStackHostVisiblePlacementTests {
    /// The full placements at `time`, keeping the cards whose core placement is on screen.
    static func filtered(_ host: CardStackHost, at time: Double) -> [CardStackHost.Placement] {
        guard var frame = host.stack else { return [] }
        if time > frame.time { frame.advance(to: time) }
        let onScreen = Set(frame.placements.filter { frame.isOnScreen($0) }.map(\.index))
        return host.placements(at: time).filter { onScreen.contains($0.index) }
    }

    static func visible(_ host: CardStackHost, at time: Double) -> [CardStackHost.Placement] {
        var buffer: [CardStackHost.Placement] = []
        host.visiblePlacements(at: time, into: &buffer)
        return buffer
    }

    static let scrolls = zip(Gen.double(in: -300...3000), Gen.bool).array(of: 1...60)

    /// 24 random uses in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func visiblePlacementsEqualTheFilteredPlacementsUnderRandomUse() async {
        await checkProperty(
            count: LongTests.count(fast: 24, long: 150), input: Gen.int(in: 0...80), CardStackHostPropertyTests.steps,
            Self.scrolls
        ) { count, steps, scrolls in
            var host = CardStackHost(order: (0..<count).map { "x\($0)" }, selection: nil)
            _ = host.setViewport(width: 390, height: 844, at: 0)
            var t = 0.0
            for (i, step) in steps.enumerated() {
                t = CardStackHostPropertyTests.apply(step, to: &host, time: t)
                let (offset, animated) = scrolls[i % scrolls.count]
                _ = host.scroll(to: offset, animated: animated, at: t)
                for _ in 0..<3 {
                    t += 1.0 / 120
                    _ = host.advance(to: t)
                    #expect(Self.visible(host, at: t) == Self.filtered(host, at: t))
                    // A frame ahead of the host, drawn on a copy.
                    #expect(Self.visible(host, at: t + 0.004) == Self.filtered(host, at: t + 0.004))
                }
                #expect(host.order == (host.stack?.ids ?? host.order))
            }
        }
    }

    @Test func aScrolledThousandCardWalletDrawsOnlyTheCardsOnScreen() {
        var host = CardStackHost(order: (0..<1_000).map { "x\($0)" }, selection: nil)
        _ = host.setViewport(width: 390, height: 844, at: 0)
        _ = host.scroll(to: 20_000, animated: false, at: 0)
        _ = host.advance(to: 1)
        let visible = Self.visible(host, at: 1)
        let reach = (844 + (host.stack?.configuration.cardHeight ?? 0)) / 50
        #expect(!visible.isEmpty && Double(visible.count) <= reach + 1)
        #expect(visible == Self.filtered(host, at: 1))
        #expect(visible.allSatisfy { $0.y + $0.height > 0 && $0.y < 844 })
    }

    @Test func beforeAViewportAndForBadTimesTheBufferIsEmptiedOrTheCurrentState() {
        var host = CardStackHost(order: ["a", "b", "c"], selection: nil)
        var buffer = [
            CardStackHost.Placement(
                card: CardPlacement(
                    id: "stale", index: 0, offset: .zero, zIndex: 0, scale: 1, opacity: 1, isLifted: false),
                configuration: CardStack.Configuration(), viewport: Vector(x: 390, y: 844), isRightToLeft: false)
        ]
        host.visiblePlacements(at: 0, into: &buffer)
        #expect(buffer.isEmpty)
        _ = host.setViewport(width: 390, height: 844, at: 0)
        _ = host.advance(to: 2)
        let now = Self.visible(host, at: 2)
        #expect(Self.visible(host, at: .nan) == now)
        #expect(Self.visible(host, at: -1) == now)
        #expect(Self.visible(host, at: .infinity) == now)
        #expect(now == Self.filtered(host, at: 2))
    }

    @Test func theOrderBindingFollowsEveryMoveAndDataChange() throws {
        var host = CardStackHost(order: ["a", "b", "c", "d"], selection: nil)
        _ = host.setViewport(width: 390, height: 844, at: 0)
        _ = host.perform(.moveDown, on: "a", description: "", at: 0.1)
        #expect(host.order == ["b", "a", "c", "d"])
        _ = try host.setOrder(["d", "c", "b", "a"], at: 0.2)
        #expect(host.order == ["d", "c", "b", "a"])
        _ = try host.setOrder(["d", "e", "a"], at: 0.3)
        #expect(host.order == ["d", "e", "a"])
        _ = host.advance(to: 5)
        #expect(host.order == host.stack?.ids)
    }
}
