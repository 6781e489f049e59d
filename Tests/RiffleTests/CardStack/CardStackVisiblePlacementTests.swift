import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// The visible-only placements (``CardStack/forEachVisiblePlacement(_:)``, ``CardStack/visiblePlacements(into:)``)
/// against the full computation: exactly the placements that pass ``CardStack/isOnScreen(_:)``, in order.
@Suite("Card stack: visible placements equal the full computation filtered")
struct CardStackVisiblePlacementTests {
    /// The full computation: every placement, filtered by ``CardStack/isOnScreen(_:)``.
    static func filtered(_ stack: CardStack) -> [CardPlacement] {
        stack.placements.filter { stack.isOnScreen($0) }
    }

    /// The visible path, through both entry points; they must agree.
    static func visible(_ stack: CardStack) -> [CardPlacement] {
        var walked: [CardPlacement] = []
        stack.forEachVisiblePlacement { walked.append($0) }
        var buffered: [CardPlacement] = [
            CardPlacement(
                id: "stale", index: 99, offset: .zero, zIndex: 0, scale: 1, opacity: 1, isLifted: false)
        ]
        stack.visiblePlacements(into: &buffered)
        expectEqual(walked, buffered)
        return buffered
    }

    /// Larger stacks than the order property (so that most cards are scrolled off screen), same random scripts,
    /// with random scrolls and frames mixed in.
    ///
    /// A quarter of the stacks have a boundary count: empty, one card, two, or the largest (60).
    static let shapes = zip(
        Gen.int(in: 0...60), Gen.bool, Gen.double(in: 300...1200), Gen.double(in: 20...80), Gen.double(in: 0...30),
        Gen.int(in: 0...5), Gen.int(in: 0...3)
    ).map {
        CardStackPropertyTests.Shape(
            count: $6 == 0 ? [0, 1, 2, 60][$0 % 4] : $0, seedRule: $1, viewportHeight: $2, spacing: $3,
            hysteresis: $4, reduceMotion: $5 == 0)
    }

    static let scrolls = zip(Gen.double(in: -500...4000), Gen.bool, Gen.int(in: 0...12)).array(of: 1...80)

    /// 8 random streams in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func visiblePlacementsEqualTheFilteredFullComputationOverRandomEventStreams() async {
        await checkProperty(
            count: LongTests.count(fast: 8, long: 150), input: Self.shapes, CardStackPropertyTests.actions,
            Self.scrolls
        ) { shape, script, scrolls in
            let ids = StackGeometry.ids(shape.count)
            var run = CardStackPropertyTests.Run(
                stack: CardStack(ids: ids, configuration: shape.configuration), expected: ids)
            // The same script on a twin that advances every card on every step, as before resting cards were
            // skipped: the placements and `needsFrames` must not change.
            var twin = run
            func compare() {
                expectEqual(Self.visible(run.stack), Self.filtered(run.stack))
                expectEqual(Array(run.stack.placements), Array(twin.stack.placements))
                expectEqual(run.stack.needsFrames, twin.stack.needsFrames)
            }
            for (step, action) in script.enumerated() {
                run.apply(action)
                twin.stack.motionScan = 0..<twin.stack.count
                twin.apply(action)
                compare()
                let (offset, animated, frames) = scrolls[step % scrolls.count]
                run.stack.perform(.scroll(offset: offset, animated: animated), at: run.time)
                twin.stack.perform(.scroll(offset: offset, animated: animated), at: twin.time)
                for _ in 0..<frames {
                    run.time += 1.0 / 120
                    twin.time = run.time
                    run.stack.advance(to: run.time)
                    twin.stack.motionScan = 0..<twin.stack.count
                    twin.stack.advance(to: twin.time)
                    compare()
                }
            }
            // Once everything has settled with nothing selected, the visible-only path is the one taken.
            run.stack.cancelGesture(at: run.time)
            run.stack.perform(.select(id: nil), at: run.time)
            run.stack.advance(to: run.time + 30)
            run.stack.advance(to: run.time + 31)
            expectEqual(Self.visible(run.stack), Self.filtered(run.stack))
            #expect(run.stack.restsInColumn && run.stack.motionScan.isEmpty)
        }
    }

    @Test func aScrolledThousandCardStackComputesOnlyTheCardsOnScreen() {
        var stack = CardStack(
            ids: StackGeometry.ids(1_000), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
        stack.perform(.scroll(offset: 20_000, animated: false), at: 0)
        stack.advance(to: 0.1)
        let visible = Self.visible(stack)
        expectEqual(visible, Self.filtered(stack))
        // The viewport and one card's height (a card reaching in from above) at 50 pt per card, plus one.
        let reach = (844 + stack.configuration.cardHeight) / 50
        #expect(!visible.isEmpty && Double(visible.count) <= reach + 1)
        expectEqual(visible.map(\.index), Array(visible[0].index..<(visible[0].index + visible.count)))
        // Two cards swap while the rest keep still: still only those on screen, through every frame.
        #expect(stack.restsInColumn && stack.motionScan.isEmpty)
        let moved = stack.perform(.moveDown, on: stack.ids[visible[3].index], at: 0.2)
        #expect(moved)
        var t = 0.2
        while stack.needsFrames {
            t += 1.0 / 120
            stack.advance(to: t)
            // Only the two swapping cards are advanced after the first frame.
            #expect(stack.restsInColumn && stack.motionScan.count <= 2)
            expectEqual(Self.visible(stack), Self.filtered(stack))
        }
    }

    @Test func anUnknownViewportHeightCullsNothing() {
        var configuration = StackGeometry.configuration
        configuration.viewportHeight = .nan
        let stack = CardStack(ids: StackGeometry.ids(40), configuration: configuration)
        expectEqual(Self.visible(stack), Array(stack.placements))
        configuration.viewportHeight = -10
        let negative = CardStack(ids: StackGeometry.ids(40), configuration: configuration)
        expectEqual(Self.visible(negative), Array(negative.placements))
    }

    @Test func anEmptyStackAndBadNumbersGiveNoCardsOrTheSameCards() {
        let empty = CardStack(ids: [], configuration: StackGeometry.configuration)
        #expect(Self.visible(empty).isEmpty)
        var stack = CardStack(ids: StackGeometry.ids(100), configuration: StackGeometry.configuration)
        let before = Self.visible(stack)
        stack.perform(.scroll(offset: .nan, animated: false), at: 1)
        stack.advance(to: .infinity)
        stack.advance(to: -5)
        expectEqual(Self.visible(stack), before)
        expectEqual(Self.visible(stack), Self.filtered(stack))
        var huge = StackGeometry.configuration
        huge.spacing = 1e300
        huge.cardHeight = .infinity
        huge.stackOrigin = Point(x: .nan, y: -1e308)
        let odd = CardStack(ids: StackGeometry.ids(20), configuration: huge)
        expectEqual(Self.visible(odd), Self.filtered(odd))
    }

    @Test func aPlacementIsOnScreenWhenItsScaledFrameOverlapsTheViewportHeight() {
        let stack = CardStack(ids: StackGeometry.ids(3), configuration: StackGeometry.configuration)
        // Card 200 tall at origin y 500, viewport 2000 tall.
        func placement(y: Double, scale: Double = 1) -> CardPlacement {
            CardPlacement(
                id: "c0", index: 0, offset: Vector(x: 0, y: y), zIndex: 0, scale: scale, opacity: 1, isLifted: false)
        }
        #expect(stack.isOnScreen(placement(y: 0)))
        #expect(!stack.isOnScreen(placement(y: -700)))  // bottom edge exactly at 0
        #expect(stack.isOnScreen(placement(y: -699)))
        #expect(!stack.isOnScreen(placement(y: 1500)))  // top edge exactly at 2000
        #expect(stack.isOnScreen(placement(y: 1499)))
        #expect(stack.isOnScreen(placement(y: -740, scale: 1.5)))  // the scale reaches back in
        #expect(stack.isOnScreen(placement(y: 0, scale: 0)))  // a point inside
        #expect(!stack.isOnScreen(placement(y: -600, scale: 0)))  // a point on the top edge
        #expect(!stack.isOnScreen(placement(y: .nan)))
    }
}
