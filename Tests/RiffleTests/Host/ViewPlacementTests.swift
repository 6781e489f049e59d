import RiffleTestSupport
import Testing

@testable import Riffle

/// Tracks, card stacks and icons speak one placement vocabulary (``ViewPlacement``): one generic function reads
/// all three.
@Suite("ViewPlacement: one vocabulary for items, cards and icons")
struct ViewPlacementTests {
    /// What a front end needs from any placement: where the drawn content's bounds are, and how it is drawn.
    static func summary(_ placement: some ViewPlacement) -> (bounds: Rect, opacity: Double, z: Double) {
        (placement.drawnBounds, placement.opacity, placement.zIndex)
    }

    @Test func aTrackItemScaledAboutItsCentre() {
        let item = VisibleItem(index: 0, slot: 0, offset: 10, length: 100, progress: 0)
        let placement = ItemPlacement(
            item: item, appearance: ItemAppearance(scale: 1.2, crossScale: 0.5, opacity: 0.4, zIndex: 3),
            axis: .horizontal, viewport: Vector(x: 390, y: 200), isAccessibilityHidden: false,
            itemCount: 1)
        let s = Self.summary(placement)
        expectEqual(placement.frame, Rect(x: 10, y: 0, width: 100, height: 200))
        // 120 × 120 (200 × 1.2 × 0.5) about the centre (60, 100).
        expectEqual(s.bounds, Rect(x: 0, y: 40, width: 120, height: 120))
        expectEqual(s.opacity, 0.4)
        expectEqual(s.z, 3)
    }

    @Test func aCardAndAnIconReadTheSameWay() throws {
        var cards = ComponentHost(CardStack(ids: ["a", "b"], settings: .wallet))
        cards.send(.viewport(width: 390, height: 844), at: 0)
        let card = try #require(cards.placements(at: 10).first)
        expectEqual(card.frame, Rect(x: card.x, y: card.y, width: card.width, height: card.height))
        expectEqual(card.scaleX, card.scale)
        expectEqual(card.scaleY, card.scale)
        expectEqual(card.rotation, 0)
        expectEqual(Self.summary(card).bounds.width, card.width * card.scale)

        var home = ComponentHost(HomeScreen(layout: IconArrangement(pages: [["x", "y"]], dock: [])))
        _ = home.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
        let icon = try #require(home.placements(at: 0).first)
        expectEqual(icon.opacity, 1)
        expectEqual(icon.scaleX, icon.scale)
        expectEqual(icon.scaleY, icon.scale)
        expectEqual(Self.summary(icon).bounds, icon.frame, "an icon at rest is drawn at its frame")
        // Mixed in one list, as a front end that draws several components may hold them.
        let all: [any ViewPlacement] = [card, icon]
        #expect(all.allSatisfy { $0.drawnBounds.isFinite })
    }
}
