import RiffleTestSupport
import Testing

@testable import Riffle

/// insert, remove and setOrder: validation, animation, and their effect on a drag or a selection.
@Suite("Card stack: data changes")
struct CardStackDataChangeTests {
    @Test func anInsertedCardEntersAndTheOthersMakeRoom() throws {
        var driver = CardStack(count: 3)
        try driver.insert("new", at: 1, time: 1)
        expectEqual(driver.ids, ["c0", "new", "c1", "c2"])
        var placement = driver.placement("new")
        expectEqual(placement?.opacity, 0)
        expectEqual(placement?.offset.x, -355)
        expectEqual(placement?.offset.y, -50)
        expectEqual(driver.placement("c2")?.offset.y, -100, "the others move with a spring, not at once")
        driver.frames(until: 1.05)
        placement = driver.placement("new")
        let progress = CardStackMotionTests.entranceProgress(0.05)
        expectNear((placement?.offset.x ?? .nan), (1 - progress) * -355, within: 1e-6, "no stagger for an insertion")
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100, -150])
        #expect(driver.placements.allSatisfy { $0.opacity == 1 && $0.offset.x == 0 })
        expectEqual(driver.placements.map(\.zIndex), [0, -1, -2, -3])
    }

    @Test func insertValidatesAndClamps() throws {
        var stack = CardStack(ids: ["a", "b"])
        #expect(throws: CardStack.ChangeError.duplicateID("a")) { try stack.insert("a", at: 0, time: 0) }
        expectEqual(stack.ids, ["a", "b"])
        try stack.insert("z", at: 99, time: 0)
        try stack.insert("y", at: -4, time: 0)
        expectEqual(stack.ids, ["y", "a", "b", "z"])
        try stack.insert("x", at: 1, time: .nan)
        expectEqual(stack.ids, ["y", "x", "a", "b", "z"])
        #expect(stack.takeEvents().isEmpty, "the host made the change: no move is reported")
        var empty = CardStack(ids: [])
        try empty.insert("first", at: 0, time: 0)
        expectEqual(empty.ids, ["first"])
    }

    @Test func removeValidatesAndTheOthersClose() throws {
        var driver = CardStack(count: 4)
        #expect(throws: CardStack.ChangeError.unknownID("nope")) { try driver.remove("nope", at: 0) }
        try driver.remove("c1", at: 0)
        expectEqual(driver.ids, ["c0", "c2", "c3"])
        expectEqual(driver.placement("c1"), nil)
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100])
        try driver.remove("c0", at: driver.time)
        try driver.remove("c2", at: driver.time)
        try driver.remove("c3", at: driver.time)
        expectEqual(driver.count, 0)
        #expect(throws: CardStack.ChangeError.unknownID("c3")) { try driver.remove("c3", at: 0) }
    }

    @Test func setOrderAcceptsOnlyAPermutation() throws {
        var stack = CardStack(ids: ["a", "b", "c"])
        try stack.setOrder(["c", "a", "b"], at: 0)
        expectEqual(stack.ids, ["c", "a", "b"])
        let invalid: [[String]] = [["a", "b"], ["a", "b", "c", "d"], ["a", "a", "b"], ["a", "b", "x"], []]
        for ids in invalid {
            #expect(throws: CardStack.ChangeError.notAPermutation) { try stack.setOrder(ids, at: 0) }
            expectEqual(stack.ids, ["c", "a", "b"])
        }
        #expect(stack.takeEvents().isEmpty)
        var empty = CardStack(ids: [])
        try empty.setOrder([], at: 0)
        #expect(throws: CardStack.ChangeError.notAPermutation) { try empty.setOrder(["a"], at: 0) }
    }

    @Test func setOrderAnimatesTheCardsToTheirNewSlots() throws {
        var driver = CardStack(count: 3)
        try driver.setOrder(["c2", "c1", "c0"], at: 0)
        expectEqual(driver.placement("c2")?.offset.y, -100)
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100])
        expectEqual(driver.ids, ["c2", "c1", "c0"])
    }

    @Test func removingTheDraggedCardCancelsTheDrag() throws {
        var driver = CardStack(count: 4)
        let start = StackGeometry.point(onCard: 1)
        driver.lift(card: 1, at: 0)
        driver.drag(from: start, dy: -80, at: 0.1)
        _ = driver.takeEvents()
        try driver.remove("c1", at: 0.35)
        expectEqual(driver.takeEvents(), [.reorderCancelled("c1")])
        expectEqual(driver.liftedID, nil)
        #expect(!driver.isDragging)
        // The rest of the touch does nothing.
        driver.drag(from: start, dy: -200, at: 0.4)
        driver.up(Point(x: start.x, y: start.y - 200), at: 0.7)
        #expect(driver.takeEvents().isEmpty)
        expectEqual(driver.ids, ["c0", "c2", "c3"])
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100])
    }

    @Test func insertingDuringADragKeepsTheGapWhereItShows() throws {
        // The gap is at slot 1; a card inserted after it: the dragged card lands in slot 1.
        var after = CardStack(count: 3)
        let start = StackGeometry.point(onCard: 0)
        after.lift(card: 0, at: 0)
        after.drag(from: start, dy: -60, at: 0.1)
        expectEqual(after.landingIndex, 1)
        try after.insert("n", at: 2, time: 0.35)
        expectEqual(after.liftedID, "c0")
        #expect(after.isDragging)
        expectEqual(after.landingIndex, 1)
        after.frames(until: 1.5)
        // Slots: c1 in 0, the gap in 1, n in 2, c2 in 3.
        expectEqual(after.placement("c1")?.offset.y, 0)
        expectEqual(after.placement("n")?.offset.y, -100)
        expectEqual(after.placement("c2")?.offset.y, -150)
        after.up(Point(x: start.x, y: start.y - 60), at: 1.6)
        #expect(after.pendingEvents.contains(.moved(id: "c0", from: 0, to: 1)))
        expectEqual(after.ids, ["c1", "c0", "n", "c2"])
        // A card inserted before the dragged one takes slot 0; the dragged card is already at index 1.
        var before = CardStack(count: 3)
        before.lift(card: 0, at: 0)
        before.drag(from: start, dy: -60, at: 0.1)
        try before.insert("n", at: 0, time: 0.35)
        before.up(Point(x: start.x, y: start.y - 60), at: 0.5)
        #expect(!before.pendingEvents.contains { if case .moved = $0 { return true } else { return false } })
        expectEqual(before.ids, ["n", "c0", "c1", "c2"])
    }

    @Test func removingAnotherCardDuringADragKeepsTheDrag() throws {
        var driver = CardStack(count: 5)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        driver.drag(from: start, dy: -160, at: 0.1)  // 160 pt: gap 3
        expectEqual(driver.landingIndex, 3)
        try driver.remove("c4", at: 0.35)
        try driver.remove("c3", at: 0.35)
        // Three cards left: the gap is clamped to the last slot.
        expectEqual(driver.landingIndex, 2)
        driver.up(Point(x: start.x, y: start.y - 160), at: 0.5)
        expectEqual(driver.ids, ["c1", "c2", "c0"])
    }

    @Test func removingTheSelectedCardDeselects() throws {
        var driver = CardStack(count: 3)
        driver.perform(.select(id: "c1"), at: 0)
        driver.settle()
        _ = driver.takeEvents()
        try driver.remove("c1", at: driver.time)
        expectEqual(driver.takeEvents(), [.deselected("c1")])
        expectEqual(driver.selectedID, nil)
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50])
        expectEqual(driver.detailProgress, 0)
    }

    @Test func insertingWhileSelectedFollowsTheSelectionRule() throws {
        var driver = CardStack(count: 3)
        driver.perform(.select(id: "c1"), at: 0)
        try driver.insert("early", at: 0, time: 0.5)
        try driver.insert("late", at: 4, time: 0.5)
        driver.settle()
        // Order: early, c0, c1 (selected), c2, late.
        expectEqual(driver.offsetsY, [1400, 1400, 0, 0, 0])
    }
}
