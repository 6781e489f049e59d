import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 24 part 2: selecting a card and deselecting it costs the cards that can be seen, not the whole stack.
///
/// Cards off screen before and after a selection change need no motion: they stay in their column; the cards that
/// can be seen move exactly as before (seed 004: the selected card and the later ones to 0, the earlier ones to the
/// dismiss offset), and what is drawn is exactly the full computation's: each partial layout equals the layout of
/// every card (checked as it runs under `RIFFLE_INTERNAL_CHECKS`, on in every test), and a twin that advances every
/// card draws the same frames.
@Suite("Card stack: a selection moves only the cards that can be seen")
struct CardStackSelectionCostTests {
    static let wallet = CardStack.Configuration.wallet(viewportWidth: 390, viewportHeight: 844)

    /// Whether card `index`'s column place (y = −spacing·index) is on screen at scroll offset `scroll`, from the
    /// geometry: its frame overlaps 0…viewportHeight.
    static func columnIsOnScreen(_ index: Int, scroll: Double, in configuration: CardStack.Configuration) -> Bool {
        let top = configuration.stackOrigin.y - configuration.spacing * Double(index) + scroll
        return top + configuration.cardHeight > 0 && top < configuration.viewportHeight
    }

    /// A twin that advances every card (its layouts, like every partial layout, are checked against the layout of
    /// every card): the full computation.
    static func fullTwin(of stack: CardStack) -> CardStack {
        var twin = stack
        twin.motionScan = 0..<twin.count
        return twin
    }

    /// The run and its full twin draw the same thing: every placement, the visible ones, every goal.
    static func expectSame(_ run: CardStack, _ twin: CardStack, _ note: Comment) {
        expectEqual(Array(run.placements), Array(twin.placements), note)
        expectEqual(CardStackVisiblePlacementTests.visible(run), CardStackVisiblePlacementTests.filtered(run), note)
        expectEqual(run.needsFrames, twin.needsFrames, note)
        expectEqual(run.cards.map(\.y.goal), twin.cards.map(\.y.goal), note)
    }

    /// Runs `change` on the stack and its full twin, then 40 frames at 120 Hz, comparing them after each.
    static func compareWithFullComputation(
        _ stack: inout CardStack, at time: inout Double, _ note: Comment, _ change: (inout CardStack, Double) -> Void
    ) {
        var twin = fullTwin(of: stack)
        change(&stack, time)
        change(&twin, time)
        expectSame(stack, twin, note)
        for _ in 0..<40 {
            time += 1.0 / 120
            stack.advance(to: time)
            twin.motionScan = 0..<twin.count
            twin.advance(to: time)
            expectSame(stack, twin, note)
        }
    }

    @Test func cardsOffScreenBeforeAndAfterASelectionGetNoMotion() {
        var stack = CardStack(ids: StackGeometry.ids(1_000), configuration: Self.wallet)
        let configuration = stack.configuration
        let column = stack.placements.map(\.offset.y)
        stack.perform(.select(id: "c0"), at: 0)
        expectEqual(stack.selectedID, "c0")
        // The cards whose column place is off screen keep it, at rest; the others head for 0 (c0 is already there).
        for (i, card) in stack.cards.enumerated() {
            if Self.columnIsOnScreen(i, scroll: 0, in: configuration) {
                expectEqual(card.y.goal, 0, "card \(i) on screen goes under the selected card")
            } else {
                #expect(card.y.isSettled && card.y.goal == column[i], "card \(i) off screen keeps its place")
            }
        }
        var time = 0.0
        while stack.needsFrames, time < 5 {
            time += 1.0 / 120
            stack.advance(to: time)
            for placement in stack.placements
            where !Self.columnIsOnScreen(placement.index, scroll: 0, in: configuration) {
                expectEqual(placement.offset.y, column[placement.index])
            }
        }
        #expect(!stack.needsFrames)
        expectEqual(stack.detailProgress, 1)
        // Deselected and settled, the stack is exactly the fresh column again.
        stack.perform(.select(id: nil), at: time)
        while stack.needsFrames, time < 10 {
            time += 1.0 / 120
            stack.advance(to: time)
        }
        expectEqual(stack.placements.map(\.offset.y), column)
        #expect(stack.displaced.isEmpty && stack.restsInColumn)
    }

    @Test func aSelectionVisitsAsManyCardsInAThousandCardStackAsInAHundred() {
        func visited(_ count: Int) -> (moving: Int, displaced: Int) {
            var stack = CardStack(ids: StackGeometry.ids(count), configuration: Self.wallet)
            stack.perform(.select(id: "c0"), at: 0)
            return (stack.motionScan.count, stack.displaced.count)
        }
        let hundred = visited(100)
        // keep #expect: tuples are not Equatable
        #expect(hundred == visited(1_000))
        #expect(hundred.displaced <= 16, "the cards on screen and their neighbours, not the stack")
    }

    @Test func everyFrameOfASelectionVisitsAsManyCardsInFiftyAsInAThousand() {
        // Per frame of a tap (select the front card) and a second tap (deselect), as a view draws it: the cards the
        // frame advances, the cards a selection displaced and the cards drawn. None of them may grow with the cards
        // off screen, so a 50-card and a 1,000-card stack do exactly the same work every frame.
        func frames(_ count: Int) -> [[Int]] {
            var stack = CardStack(ids: StackGeometry.ids(count), configuration: Self.wallet)
            var time = 0.0
            var frames: [[Int]] = []
            for tap in 0..<2 {
                if tap == 0 {
                    stack.perform(.select(id: "c0"), at: time)
                } else {
                    stack.perform(.select(id: nil), at: time)
                }
                repeat {
                    time += 1.0 / 120
                    let advanced = stack.motionScan.count
                    stack.advance(to: time)
                    var drawn = 0
                    stack.forEachVisiblePlacement { _ in drawn += 1 }
                    frames.append([advanced, stack.displaced.count, drawn])
                } while stack.needsFrames && time < 5
            }
            return frames
        }
        let fifty = frames(50)
        #expect(fifty.count > 30, "the motions run for several frames")
        expectEqual(fifty, frames(1_000))
        #expect(fifty.allSatisfy { $0.allSatisfy { $0 <= 16 } }, "the cards on screen and their neighbours")
    }

    @Test func whatIsDrawnEqualsTheFullComputationAtSharpMoments() {
        var time = 0.0
        // The front card of a large stack: tap, tap again.
        var stack = CardStack(ids: StackGeometry.ids(300), configuration: Self.wallet)
        Self.compareWithFullComputation(&stack, at: &time, "select the front card") {
            $0.perform(.select(id: "c0"), at: $1)
        }
        Self.compareWithFullComputation(&stack, at: &time, "deselect it") { $0.perform(.select(id: nil), at: $1) }
        // Scrolled far down the stack: the cards the scroll back to 0 sweeps past move as before.
        stack.perform(.scroll(offset: 8_000, animated: false), at: time)
        Self.compareWithFullComputation(&stack, at: &time, "select a card far up") {
            $0.perform(.select(id: "c160"), at: $1)
        }
        Self.compareWithFullComputation(&stack, at: &time, "switch the selection") {
            $0.perform(.select(id: "c3"), at: $1)
        }
        Self.compareWithFullComputation(&stack, at: &time, "deselect mid-motion") {
            $0.perform(.select(id: nil), at: $1)
        }
        // Selected, then scrolled: the cards kept in their column never show there.
        Self.compareWithFullComputation(&stack, at: &time, "select again") { $0.perform(.select(id: "c0"), at: $1) }
        for _ in 0..<60 {
            time += 1.0 / 120
            stack.advance(to: time)
        }
        Self.compareWithFullComputation(&stack, at: &time, "scroll while selected") {
            $0.perform(.scroll(offset: 5_000, animated: true), at: $1)
        }
        for placement in CardStackVisiblePlacementTests.visible(stack) {
            expectEqual(placement.offset.y, stack.scrollOffset, "card \(placement.index) is in the pile under c0")
        }
        // A viewport of unknown height culls nothing: every card moves, as before.
        var unsized = Self.wallet
        unsized.viewportHeight = 0
        var small = CardStack(ids: StackGeometry.ids(40), configuration: unsized)
        Self.compareWithFullComputation(&small, at: &time, "no viewport height") {
            $0.perform(.select(id: "c5"), at: $1)
        }
        #expect(small.placements.allSatisfy { $0.offset.y == ($0.index >= 5 ? 0 : unsized.dismissOffset) })
    }
}
