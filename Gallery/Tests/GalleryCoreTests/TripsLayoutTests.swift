import Riffle
import Testing

@testable import GalleryCore

/// The Trips scene's geometry against seed 000's numbers.
@Suite("Trips layout (seed 000)")
struct TripsLayoutTests {
    let layout = TripsLayout(size: CanvasSize(width: 390, height: 844), insets: SceneInsets(top: 56, bottom: 24))

    @Test func restingCardsUseTheSeedNumbers() throws {
        let cards = layout.cards(position: 2, count: 13, detailIndex: 2, detail: 0)
        #expect(cards.map(\.index) == [1, 3, 2])  // neighbours first, the current card drawn last
        let current = try #require(cards.first { $0.index == 2 })
        #expect(current.frame == CanvasRect(x: 20, y: (844 - 450) / 2, width: 350, height: 450))
        #expect(current.opacity == 1.0)
        let next = try #require(cards.first { $0.index == 3 })
        #expect(next.frame == CanvasRect(x: 390 + 20, y: (844 - 400) / 2, width: 350, height: 400))
        #expect(next.opacity == 0.7)
        let previous = try #require(cards.first { $0.index == 1 })
        #expect(previous.frame.x == -390 + 20)
    }

    @Test func stackOffsetIsMinusIndexTimesWidthPlusDrag() throws {
        // Seed: offset x = -currentIndex * width + dragOffset; a drag of 117 pt from index 2 is position 2 - 0.3.
        let cards = layout.cards(position: 2 - 117.0 / 390, count: 13, detailIndex: 2, detail: 0)
        let current = try #require(cards.first { $0.index == 2 })
        #expect(abs(current.frame.x - (20 + 117)) < 1e-9)
        #expect(abs(current.frame.height - (400 + 50 * 0.7)) < 1e-9)
        #expect(abs(current.opacity - (0.7 + 0.3 * 0.7)) < 1e-9)
    }

    @Test func openDetailFillsTheHeightWithoutPadding() throws {
        let cards = layout.cards(position: 6, count: 13, detailIndex: 6, detail: 1)
        let card = try #require(cards.last)
        #expect(card.index == 6)
        #expect(card.frame == CanvasRect(x: 0, y: 0, width: 390, height: 844))
        #expect(card.cornerRadius == 0)
        #expect(card.labelOpacity == 0)
    }

    @Test func titleFadesToOneTenthAndRisesAHundred() {
        #expect(layout.titleOrigin(detail: 0) == (20, 56 + 25))
        #expect(layout.titleOrigin(detail: 1) == (20, 56 + 25 - 100))
        #expect(layout.titleOpacity(detail: 0) == 1)
        #expect(abs(layout.titleOpacity(detail: 1) - 0.1) < 1e-12)
    }

    @Test func sheetIsOffScreenWhenClosed() {
        #expect(layout.sheetTop(detail: 0) == 844)
        #expect(layout.sheetTop(detail: 1) < 844 * 0.6)
    }

    @Test func badInputGivesNoCardsOrClampedProgress() {
        #expect(layout.cards(position: .nan, count: 13, detailIndex: 0, detail: 0).isEmpty)
        #expect(layout.cards(position: 0, count: 0, detailIndex: 0, detail: 0).isEmpty)
        #expect(layout.titleOpacity(detail: .nan) == 1)
        #expect(layout.titleOpacity(detail: 7) == layout.titleOpacity(detail: 1))
        let bad = TripsLayout(size: CanvasSize(width: 0, height: 844))
        #expect(bad.cards(position: 0, count: 13, detailIndex: 0, detail: 0).isEmpty)
    }

    @Test func firstAndLastCardsHaveOneNeighbour() {
        #expect(layout.cards(position: 0, count: 13, detailIndex: 0, detail: 0).map(\.index) == [1, 0])
        #expect(layout.cards(position: 12, count: 13, detailIndex: 12, detail: 0).map(\.index) == [11, 12])
    }

    @Test func sampleTripsFollowTheSeedOrder() {
        let names = Trip.samples.map(\.destination)
        #expect(names.count == 13)
        #expect(names[2] == "Amsterdam")
        #expect(names[6] == "London")
        #expect(TripsScene.startIndex == 2)
    }
}

@Suite("Loop layout (seed 003)")
struct LoopLayoutTests {
    @Test func itemsWrapForAnySlot() {
        #expect(LoopLayout.item(forSlot: 0, count: 5) == 0)
        #expect(LoopLayout.item(forSlot: -1, count: 5) == 4)
        #expect(LoopLayout.item(forSlot: -11, count: 5) == 4)
        #expect(LoopLayout.item(forSlot: 12, count: 5) == 2)
        #expect(LoopLayout.item(forSlot: 3, count: 0) == 0)
    }

    @Test func currentCardIsLargerAndCentred() throws {
        let layout = LoopLayout(size: CanvasSize(width: 390, height: 844), rowCenterY: 400)
        let cards = layout.cards(position: 0, count: 12)
        let current = try #require(cards.first { $0.slot == 0 })
        #expect(abs(current.frame.midX - 195) < 1e-9)
        #expect(abs(current.frame.width - LoopLayout.cardWidth * LoopLayout.selectedScale) < 1e-9)
        let next = try #require(cards.first { $0.slot == 1 })
        #expect(next.frame.width == LoopLayout.cardWidth)
        #expect(abs(next.frame.midX - (195 + LoopLayout.pitch)) < 1e-9)
        #expect(cards.first { $0.slot == -1 }?.item == 11)
    }

    @Test func aMillionItemsCostTheSameAsTen() {
        let layout = LoopLayout(size: .phone)
        let many = layout.cards(position: 999_999.4, count: 1_000_000)
        let few = layout.cards(position: 9.4, count: 10)
        #expect(many.count == few.count)
        #expect(many.count <= 5)
        #expect(many.contains { $0.item == 999_999 })
        #expect(many.contains { $0.item == 0 })  // wraps past the end
        #expect(LoopScene.label(999_999) == "Card 1,000,000")
    }
}

@Suite("Page dots")
struct PageDotTests {
    @Test func seedRowSpacingAndSelection() {
        let dots = PageDot.row(count: 5, position: 1.25, centerX: 195, y: 800)
        #expect(dots.map(\.center.x) == [163, 179, 195, 211, 227])
        #expect(dots.map(\.selection) == [0, 0.75, 0.25, 0, 0])
        #expect(dots.allSatisfy { $0.diameter == 8 && $0.center.y == 800 })
    }

    @Test func hitTesting() {
        let dots = PageDot.row(count: 5, position: 0, centerX: 195, y: 800)
        #expect(PageDot.hit(dots, at: Point(x: 211, y: 810)) == 3)
        #expect(PageDot.hit(dots, at: Point(x: 190, y: 790)) == 2)
        #expect(PageDot.hit(dots, at: Point(x: 195, y: 700)) == nil)
        #expect(PageDot.hit(dots, at: Point(x: 20, y: 800)) == nil)
    }

    @Test func badInputGivesNoDots() {
        #expect(PageDot.row(count: 0, position: 0, centerX: 0, y: 0).isEmpty)
        #expect(PageDot.row(count: 3, position: .nan, centerX: 0, y: 0).isEmpty)
    }
}
