import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The Trips scene's geometry against seed 000's numbers.
@Suite("Trips layout (seed 000)")
struct TripsLayoutTests {
    let layout = TripsLayout(size: CanvasSize(width: 390, height: 844), insets: SceneInsets(top: 56, bottom: 24))

    /// The cards the scene draws: the host's placements through ``TripsLayout/card(_:isDetailCard:detail:)``.
    func drawnCards(_ scene: TripsScene, detail: Double = 0) -> [TripsLayout.Card] {
        scene.host.placements(at: 0).map {
            layout.card($0, isDetailCard: $0.index == scene.detailIndex, detail: detail)
        }
    }

    func scene() -> TripsScene {
        let scene = TripsScene()
        scene.resize(to: layout.size, insets: layout.insets)
        return scene
    }

    @Test func restingCardsUseTheSeedNumbers() throws {
        let cards = drawnCards(scene())
        expectEqual(cards.map(\.index).sorted(), [2])  // at rest only the current card is on screen
        let current = try #require(cards.first { $0.index == 2 })
        // 450 high in the band between the title and the dots, which is exactly the card's height.
        let band = layout.carousel
        expectEqual(band.height, 450)
        expectEqual(current.frame, CanvasRect(x: 20, y: band.y, width: 350, height: 450))
        expectEqual(current.opacity, 1.0)
        // Mid-drag the neighbour comes in 400 high at 0.7 (the host's placement for item 3 one page on).
        let trips = scene()
        trips.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 300, y: 420), timestamp: 0)))
        trips.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 250, y: 420), timestamp: 0.1)))
        trips.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 200, y: 420), timestamp: 0.2)))
        let position = try #require(trips.host.track?.progress)
        let next = try #require(drawnCards(trips).first { $0.index == 3 })
        let distance: Double = 3 - position
        let focus: Double = max(0, 1 - abs(distance))
        let x: Double = 390 * distance + 20
        let height: Double = 400 + 50 * focus
        let opacity: Double = 0.7 + 0.3 * focus
        expectNear(next.frame.x, x, within: 1e-9)
        expectNear(next.frame.height, height, within: 1e-9)
        expectNear(next.frame.y, (band.y + (450 - next.frame.height) / 2), within: 1e-9)
        expectNear(next.opacity, opacity, within: 1e-9)
    }

    @Test func stackOffsetIsMinusIndexTimesWidthPlusDrag() throws {
        // Seed: offset x = -currentIndex * width + dragOffset: a drag to the right of d points is position 2 - d/390.
        let trips = scene()
        var x = 100.0
        trips.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: x, y: 420), timestamp: 0)))
        for i in 1...20 {
            x += 7
            trips.handle(
                .pointer(PointerEvent(id: 0, phase: .move, location: Point(x: x, y: 420), timestamp: 0.02 * Double(i))))
        }
        let position = try #require(trips.host.track?.progress)
        #expect(position < 2 && position > 1.6)
        let current = try #require(drawnCards(trips).first { $0.index == 2 })
        expectNear(current.frame.x, (20 + (2 - position) * 390), within: 1e-9)
        let focus = 1 - (2 - position)
        expectNear(current.frame.height, (400 + 50 * focus), within: 1e-9)
        expectNear(current.opacity, (0.7 + 0.3 * focus), within: 1e-9)
    }

    @Test func openDetailFillsTheHeightWithoutPadding() throws {
        let trips = scene()
        trips.handle(.key(.right, timestamp: 0))
        trips.handle(.key(.right, timestamp: 0))
        trips.handle(.key(.right, timestamp: 0))
        trips.handle(.key(.right, timestamp: 0))
        trips.advance(to: 3)
        trips.handle(.key(.enter, timestamp: 3))
        expectEqual(trips.detailIndex, 6)
        let card = try #require(drawnCards(trips, detail: 1).first { $0.index == 6 })
        expectEqual(card.frame, CanvasRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(card.cornerRadius, 0)
        expectEqual(card.labelOpacity, 0)
    }

    @Test func titleFadesToOneTenthAndRisesAHundred() {
        // keep #expect: a tuple is not Equatable
        #expect(layout.titleOrigin(detail: 0) == (20, 56 + 25))
        // keep #expect: a tuple is not Equatable
        #expect(layout.titleOrigin(detail: 1) == (20, 56 + 25 - 100))
        expectEqual(layout.titleOpacity(detail: 0), 1)
        expectNear(layout.titleOpacity(detail: 1), 0.1, within: 1e-12)
    }

    /// Issue 26: about 150 ms into opening, "Amsterdam" showed twice (the card's label half under the sheet's title).
    ///
    /// The card's label is gone before the sheet's content appears, at every progress.
    @Test func theCardsLabelAndTheSheetsTitleNeverShowTogether() {
        for step in 0...100 {
            let d = Double(step) / 100
            expectEqual(TripsLayout.cardLabelOpacity(detail: d) * TripsLayout.sheetContentOpacity(detail: d), 0, "\(d)")
        }
        expectEqual(TripsLayout.cardLabelOpacity(detail: 0), 1)
        expectEqual(TripsLayout.sheetContentOpacity(detail: 1), 1)
        expectEqual(TripsLayout.cardLabelOpacity(detail: .nan), 1)
        expectEqual(TripsLayout.sheetContentOpacity(detail: .nan), 0)
    }

    /// The same, on the drawing commands of every frame of an opening: at most one visible "Amsterdam".
    @Test func everyFrameOfTheOpeningShowsOneTitle() throws {
        let trips = scene()
        trips.handle(.key(.enter, timestamp: 1))
        let destination = try #require(
            trips.trips.indices.contains(trips.detailIndex) ? trips.trips[trips.detailIndex] : nil)
        var time = 1.0
        var framesWithBoth = 0
        while time < 2 {
            trips.advance(to: time)
            let canvas = RecordingCanvas(size: layout.size)
            trips.draw(on: canvas)
            // The card's label is white with an alpha (.title2); the sheet's title is ink faded toward the white
            // sheet (.title).
            let visible = canvas.commands.filter {
                guard case .text(let text, let style, let color, _) = $0, text == destination.destination else {
                    return false
                }
                let white = color.red > 0.98 && color.green > 0.98 && color.blue > 0.98
                return color.alpha > 0.01 && (style == .title2 || !white)
            }
            if visible.count > 1 { framesWithBoth += 1 }
            time += 1.0 / 60
        }
        expectEqual(framesWithBoth, 0)
    }

    @Test func sheetIsOffScreenWhenClosed() {
        expectEqual(layout.sheetTop(detail: 0), 844)
        #expect(layout.sheetTop(detail: 1) < 844 * 0.6)
    }

    @Test func badInputGivesNoCardsOrClampedProgress() {
        #expect(TripsScene(trips: []).host.placements(at: 0).isEmpty)
        expectEqual(layout.titleOpacity(detail: .nan), 1)
        expectEqual(layout.titleOpacity(detail: 7), layout.titleOpacity(detail: 1))
        let bad = TripsScene()
        bad.resize(to: CanvasSize(width: 0, height: 844), insets: .zero)
        // A zero-width window keeps the last usable viewport (the host ignores it), so cards stay drawable.
        expectEqual(bad.host.viewport.x, 390)
        let placement = bad.host.placements(at: 0).first
        expectEqual(placement.map { layout.card($0, isDetailCard: true, detail: .nan).frame.height }, 450)
    }

    @Test func firstAndLastCardsHaveOneNeighbour() {
        // At the first card, a drag to the right shows no card before it (only the rubber band); at the last,
        // a drag to the left shows none after it.
        let first = scene()
        first.handle(.key(.left, timestamp: 0))
        first.handle(.key(.left, timestamp: 0))
        first.advance(to: 3)
        first.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 100, y: 420), timestamp: 3)))
        first.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 200, y: 420), timestamp: 3.1)))
        expectEqual(drawnCards(first).map(\.index), [0])
        let last = scene()
        for _ in 0..<70 { last.handle(.key(.right, timestamp: 0)) }  // more load near the end, up to 65
        expectEqual(last.trips.count, TripsScene.maximumTrips)
        last.advance(to: 5)
        last.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 300, y: 420), timestamp: 5)))
        last.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 200, y: 420), timestamp: 5.1)))
        expectEqual(drawnCards(last).map(\.index), [64])
    }

    @Test func sampleTripsFollowTheSeedOrder() {
        let names = Trip.samples.map(\.destination)
        expectEqual(names.count, 13)
        expectEqual(names[2], "Amsterdam")
        expectEqual(names[6], "London")
        expectEqual(TripsScene.startIndex, 2)
    }
}

@Suite("Loop layout (seed 003, from the host)")
struct LoopLayoutTests {
    func placements(count: Int, keys: [GalleryKey] = []) -> [ItemPlacement] {
        let scene = LoopScene(items: count)
        for key in keys { scene.handle(.key(key, timestamp: 0)) }
        scene.advance(to: 5)
        return scene.host.placements(at: 5).sorted { $0.x < $1.x }
    }

    @Test func itemsWrapForAnySlot() {
        expectEqual(placements(count: 5).map(\.index), [4, 0, 1])
        expectEqual(placements(count: 5, keys: [.left, .left]).map(\.index), [2, 3, 4])
        expectEqual(placements(count: 5, keys: [.right, .right, .right, .right]).map(\.index), [3, 4, 0])
    }

    @Test func currentCardIsLargerAndCentred() throws {
        // Seed 003 as the core's preset says: 140-point cards, the centred one 1.2 times larger; the gallery sets
        // them 36 apart so the centred card keeps room on both sides.
        let cards = placements(count: 12)
        let current = try #require(cards.first { $0.index == 0 })
        #expect(abs(current.x + current.width / 2 - 195) < 1e-9)
        expectNear(current.width * current.scaleX, 140 * 1.2, within: 1e-9)
        let next = try #require(cards.first { $0.index == 1 })
        expectEqual(next.width * next.scaleX, 140)
        #expect(abs(next.x + next.width / 2 - (195 + 140 + LoopScene.itemSpacing)) < 1e-9)
        // 22 points between the centred card's scaled edge and its neighbour.
        #expect(abs(next.x - (current.x + current.width / 2 + 140 * 1.2 / 2) - 22) < 1e-9)
        expectEqual(cards.first?.index, 11)
    }

    @Test func aMillionItemsCostTheSameAsTen() {
        let many = placements(count: 1_000_000, keys: [.left])
        let few = placements(count: 10, keys: [.left])
        expectEqual(many.count, few.count)
        #expect(many.count <= 5)
        #expect(many.contains { $0.index == 999_999 })
        #expect(many.contains { $0.index == 0 })  // wraps past the end
        expectEqual(LoopScene.label(999_999), "Card 1,000,000")
    }
}

@Suite("Page dots (from the page indicator host)")
struct PageDotTests {
    @Test func seedRowSpacingAndSelection() {
        let scene = OnboardingScene()
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        var dots = scene.dotsHost
        dots.send(.update(count: 5, currentPage: 1, progress: 1.25), at: 0)
        let origin = scene.indicatorOrigin
        let drawn = dots.placements(at: 0)
        expectEqual(drawn.map { origin.x + $0.center.x }, [163, 179, 195, 211, 227])
        expectEqual(drawn.map(\.selection), [0, 0.75, 0.25, 0, 0])
        #expect(drawn.allSatisfy { $0.diameter == 8 && origin.y + $0.center.y == 844 - 24 - 16 })
    }

    @Test func rightToLeftMirrorsTheDots() {
        let scene = OnboardingScene(rightToLeft: true)
        scene.resize(to: .phone, insets: SceneInsets(top: 56, bottom: 24))
        let origin = scene.indicatorOrigin
        expectEqual(scene.dotsHost.placements(at: 0).map { origin.x + $0.center.x }, [227, 211, 195, 179, 163])
    }
}
