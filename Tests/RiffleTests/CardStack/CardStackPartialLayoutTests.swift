import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// The cheap paths behind the commands (issue 14 part 4) against the straightforward computation: every partial
/// layout against the layout of every card (each partial layout lays the stack it started from out in full and
/// compares every card, under `RIFFLE_INTERNAL_CHECKS`, on in every test), a twin stack that advances every card on
/// every step, and a linear search for every index.
@Suite("Card stack: partial layouts and indexed lookups equal the full computation")
struct CardStackPartialLayoutTests {
    /// Every placement, the visible ones, the order, the events and the frame need of a run and its twin agree.
    static func compare(_ run: inout CardStackPropertyTests.Run, _ twin: inout CardStackPropertyTests.Run) {
        expectEqual(Array(run.stack.placements), Array(twin.stack.placements))
        expectEqual(
            CardStackVisiblePlacementTests.visible(run.stack), CardStackVisiblePlacementTests.filtered(run.stack))
        expectEqual(run.stack.needsFrames, twin.stack.needsFrames)
        expectEqual(run.stack.landingIndex, twin.stack.landingIndex)
        expectEqual(run.stack.pendingEvents, twin.stack.pendingEvents)
        expectEqual(run.expected, twin.expected)
        let ids = run.stack.ids
        expectEqual(ids, twin.stack.ids)
        // Every id's indexed lookup is its position (one expectation over all of them: the list of the ids whose
        // lookup is wrong must be empty).
        expectEqual(ids.indices.filter { run.stack.index(of: ids[$0]) != $0 }, [])
        expectEqual(run.stack.index(of: "missing"), nil)
        expectEqual(run.stack.cards.map(\.slot), twin.stack.cards.map(\.slot))
        expectEqual(run.stack.cards.map(\.y.goal), twin.stack.cards.map(\.y.goal))
    }

    /// 8 random streams in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func partialLayoutsGiveExactlyTheFullLayoutOverRandomGestureStreams() async {
        await checkProperty(
            count: LongTests.count(fast: 8, long: 150), input: CardStackVisiblePlacementTests.shapes,
            CardStackPropertyTests.actions,
            Gen.int(in: 0...10)
        ) { shape, script, frames in
            let ids = StackGeometry.ids(shape.count)
            var run = CardStackPropertyTests.Run(
                stack: CardStack(ids: ids, configuration: shape.configuration), expected: ids)
            var twin = run
            for action in script {
                // The twin replays the same action; `apply` checks the events against each one's own mirror.
                run.apply(action)
                twin.stack.motionScan = 0..<twin.stack.count
                twin.apply(action)
                Self.compare(&run, &twin)
                for _ in 0..<frames {
                    run.time += 1.0 / 120
                    twin.time = run.time
                    run.stack.advance(to: run.time)
                    twin.stack.motionScan = 0..<twin.stack.count
                    twin.stack.advance(to: twin.time)
                    Self.compare(&run, &twin)
                    run.check()
                    twin.check()
                }
            }
        }
    }

    /// The comparison with the full layout is the layouts' own check, on in every test: a partial layout that leaves
    /// out a card whose slot changed (here cards 0…4 moved one index toward the front, and only card 5 is laid out)
    /// stops the process.
    @Test func aSwapLayoutThatLeavesOutACardStopsTheProcess() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var stack = CardStack(
                ids: StackGeometry.ids(10), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
            stack.moveCard(from: 0, to: 5)
            stack.layOut(with: .none, at: 0, affecting: 5...5)
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("card 0 heads to -50.0, in a full layout -0.0"), "\(stderr)")
        }
    }

    /// The same for a selection: a card far off screen that left its column without the stack knowing (so no
    /// partial selection layout visits it) is sent under the selected card by the full layout, which stops the
    /// process.
    @Test func aSelectionLayoutThatLeavesOutACardStopsTheProcess() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var stack = CardStack(
                ids: StackGeometry.ids(1_000), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
            stack.cards[500].y.jump(to: 7, at: 0)
            stack.perform(.select(id: "c0"), at: 0)
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("card 500 heads to 7.0, in a full layout 0.0"), "\(stderr)")
        }
    }

    @Test func aSwapInAThousandCardStackLaysOutAndAdvancesOnlyTheTwoCards() {
        var stack = CardStack(
            ids: StackGeometry.ids(1_000), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
        #expect(stack.restsInColumn && stack.motionScan.isEmpty)
        let down = stack.perform(.moveDown, on: "c0", at: 0.1)
        #expect(down)
        // Only the two swapped cards move; every other card keeps its slot and its place.
        expectEqual(stack.motionScan, 0..<2)
        #expect(stack.restsInColumn)
        expectEqual(stack.ids.prefix(3), ["c1", "c0", "c2"])
        expectEqual(stack.index(of: "c0"), 1)
        expectEqual(stack.index(of: "c1"), 0)
        expectEqual(stack.index(of: "c999"), 999)
        let up = stack.perform(.moveUp, on: "c0", at: 0.2)
        #expect(up)
        expectEqual(stack.ids, StackGeometry.ids(1_000))
        expectEqual(stack.motionScan, 0..<2)
    }

    @Test func aLiftedCardInAThousandCardStackIsDrawnWithOnlyTheCardsOnScreen() {
        var stack = CardStack(
            ids: StackGeometry.ids(1_000), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
        let front = stack.placements[2]
        let origin = stack.configuration.stackOrigin
        let start = Point(x: origin.x + front.offset.x + 100, y: origin.y + front.offset.y + 5)
        stack.handle(PointerEvent(id: 1, phase: .down, location: start, timestamp: 0))
        stack.advance(to: 1)
        #expect(stack.liftedID != nil)
        var t = 1.0
        var y = start.y
        // Drag the held card up across several slots; every frame the visible path equals the filtered one.
        for _ in 0..<120 {
            t += 1.0 / 120
            y -= 3
            stack.handle(PointerEvent(id: 1, phase: .move, location: Point(x: start.x, y: y), timestamp: t))
            stack.advance(to: t)
            expectEqual(CardStackVisiblePlacementTests.visible(stack), CardStackVisiblePlacementTests.filtered(stack))
        }
        // Once the others rest around the gap, only the cards on screen (and the lifted one) are computed.
        stack.advance(to: t + 2)
        #expect(stack.restsInColumn)
        expectEqual(stack.columnCandidates.map { $0.count < 40 }, true)
        expectEqual(CardStackVisiblePlacementTests.visible(stack), CardStackVisiblePlacementTests.filtered(stack))
    }

    @Test func theUnionOfRangesVisitsEveryIndexOnceInOrder() async {
        let range = zip(Gen.int(in: -3...20), Gen.int(in: 0...8)).map { $0..<($0 + $1) }
        await checkProperty(count: 300, input: range, range, range) { a, b, c in
            var visited: [Int] = []
            CardStack.forEachIndex(inUnionOf: a, b, c) { visited.append($0) }
            let expected = Set(Array(a) + Array(b) + Array(c)).sorted()
            expectEqual(visited, expected)
        }
    }
}

/// The staggered entrance of a large stack advances only the cards whose entrance has started and not settled.
@Suite("Card stack: the staggered entrance costs the moving cards")
struct CardStackEntranceScanTests {
    @Test func aThousandCardEntranceAdvancesOnlyTheStartedCardsAndMatchesAFullTwin() {
        var stack = CardStack(
            ids: StackGeometry.ids(1_000), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
        stack.playEntrance(at: 0)
        var twin = stack
        twin.entrance = nil
        var t = 0.0
        var widest = 0
        // 3 s of frames: the last 30 cards have started (0.1 s apart), the rest wait. The stack's scan width and
        // frame need are checked every frame. The twin (every card advanced, computed from the time alone) is
        // advanced and compared with all 1,000 placements every frame of the first quarter second, then every fifth
        // frame: a card starts every 12 frames and 12 and 5 have no common factor, so the starts fall on every
        // phase of the sampling, and a card scanned a frame late shows on a sampled frame within five starts.
        // Every frame with `RIFFLE_LONG_TESTS=1` (`make test-long`).
        for frame in 0..<360 {
            t += 1.0 / 120
            stack.advance(to: t)
            widest = Swift.max(widest, stack.motionScan.count)
            #expect(stack.needsFrames)
            if LongTests.isEnabled || frame < 30 || frame % 5 == 4 {
                twin.motionScan = 0..<twin.count
                twin.advance(to: t)
                expectEqual(Array(stack.placements), Array(twin.placements))
                #expect(twin.needsFrames)
            }
        }
        // Only the cards whose entrance has started are scanned: by 3 s, 30 of them (0.1 s apart), not 1,000.
        let started = Int((3.0 / stack.configuration.entranceStagger).rounded(.up)) + 1
        #expect(widest > 0 && widest <= started)
        expectEqual(stack.entrance.map { $0.waiting > 900 }, true)
        // A swap during the entrance ends the schedule; the placements still match.
        let moved = stack.perform(.moveDown, on: "c999", at: t)
        _ = twin.perform(.moveDown, on: "c999", at: t)
        #expect(!moved && stack.entrance != nil)
        let up = stack.perform(.moveUp, on: "c998", at: t)
        let twinUp = twin.perform(.moveUp, on: "c998", at: t)
        #expect(up && twinUp)
        expectEqual(stack.entrance, nil)
        for _ in 0..<10 {
            t += 1.0 / 120
            stack.advance(to: t)
            twin.advance(to: t)
            expectEqual(Array(stack.placements), Array(twin.placements))
        }
    }
}
