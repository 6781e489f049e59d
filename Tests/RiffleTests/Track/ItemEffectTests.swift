import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("ItemEffect")
struct ItemEffectTests {
    @Test func seed000FocusedAndUnfocusedMatchTheSeed() {
        // Seed 000 lays the cards out at 450 and 400 (`.frame(height:)`): a cross length, not a squeeze.
        let focused = ItemEffect.recessedNeighbours.appearance(progress: 0, length: 390)
        expectEqual(focused.crossLength, 1)
        expectEqual(focused.crossScale, 1)
        expectEqual(focused.opacity, 1)
        let other = ItemEffect.recessedNeighbours.appearance(progress: -1, length: 390)
        expectNear(other.crossLength * 450, 400, within: 1e-9)
        expectEqual(other.crossScale, 1)
        expectNear(other.opacity, 0.7, within: 1e-12)
        let far = ItemEffect.recessedNeighbours.appearance(progress: 3, length: 390)
        expectEqual(far.opacity, other.opacity)
        let half = ItemEffect.recessedNeighbours.appearance(progress: 0.5, length: 390)
        expectNear(half.opacity, 0.85, within: 1e-12)
        expectNear(half.crossLength * 450, 425, within: 1e-9)
    }

    @Test func seed003FocusedCardIsLarger() {
        expectEqual(ItemEffect.enlargedFocus.appearance(progress: 0, length: 100).scale, 1.2)
        expectEqual(ItemEffect.enlargedFocus.appearance(progress: 1, length: 100).scale, 1)
        #expect(
            ItemEffect.enlargedFocus.appearance(progress: 0, length: 100).zIndex
                > ItemEffect.enlargedFocus.appearance(progress: 1, length: 100).zIndex)
    }

    @Test func coverflowTiltsAwayFromTheAnchor() {
        let left = ItemEffect.coverflow.appearance(progress: -1, length: 100)
        let right = ItemEffect.coverflow.appearance(progress: 1, length: 100)
        #expect(left.tilt > 0 && right.tilt < 0)
        #expect(abs(right.tilt + 50 * Double.pi / 180) < 1e-12)
        expectNear(right.scale, 0.8, within: 1e-12)
    }

    @Test func stackPilesUpcomingItemsBehindTheCurrentOne() {
        let next = ItemEffect.stack.appearance(progress: 1, length: 300)
        expectEqual(next.offset.x, -300 + 12)
        expectNear(next.scale, 0.95, within: 1e-12)
        #expect(next.zIndex < 0)
        let leaving = ItemEffect.stack.appearance(progress: -0.5, length: 300)
        expectEqual(leaving.opacity, 0.5)
        let vertical = ItemEffect.stack.appearance(progress: 2, length: 100, axis: .vertical)
        expectEqual(vertical.offset.x, 0)
        expectEqual(vertical.offset.y, -200 + 24)
    }

    @Test func customEffectsAreSanitized() {
        let effect = ItemEffect.custom(id: "test") { _, _ in
            ItemAppearance(scale: .nan, opacity: 3, offset: Vector(x: .infinity, y: 0))
        }
        let appearance = effect.appearance(progress: 0, length: 10)
        expectEqual(appearance.scale, 1)
        expectEqual(appearance.opacity, 1)
        expectEqual(appearance.offset.x, 0)
    }

    @Test func everyPresetIsFiniteForAnyProgress() async {
        let effects: [ItemEffect] = [.none, .recessedNeighbours, .enlargedFocus, .coverflow, .stack]
        await checkProperty(
            count: 200, input: Gen.int(in: 0...4), Gen.double(in: -1e6...1e6), Gen.double(in: 0...2000)
        ) { which, progress, length in
            for p in [progress, .nan, .infinity, -.infinity] {
                let a = effects[which].appearance(progress: p, length: length)
                expectEqual(a, a.sanitized)
                #expect((0...1).contains(a.opacity))
            }
        }
    }
}
