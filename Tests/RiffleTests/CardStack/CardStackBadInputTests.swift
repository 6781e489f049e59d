import RiffleTestSupport
import Testing

@testable import Riffle

/// Non-finite numbers, time going backwards, unknown identifiers: defined results, never a trap.
@Suite("Card stack: bad input")
struct CardStackBadInputTests {
    @Test func unusablePointerEventsAreIgnored() {
        var driver = CardStack(count: 3)
        let bad: [PointerEvent] = [
            PointerEvent(id: 1, phase: .down, location: Point(x: .nan, y: 600), timestamp: 0),
            PointerEvent(id: 1, phase: .down, location: Point(x: 200, y: 600), timestamp: .nan),
            PointerEvent(id: 1, phase: .down, location: Point(x: 200, y: .infinity), timestamp: 0),
            PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 100), timestamp: 0.1),
            PointerEvent(id: 1, phase: .up, location: Point(x: 200, y: 600), timestamp: 0.1),
        ]
        for event in bad { driver.handle(event) }
        driver.frames(until: 1)
        #expect(driver.takeEvents().isEmpty)
        expectEqual(driver.liftedID, nil)
        expectEqual(driver.selectedID, nil)
        // During a drag, a NaN move is ignored and the drag continues.
        driver.lift(card: 0, at: 2)
        driver.move(Point(x: 200, y: 540), at: 2.2)
        driver.handle(PointerEvent(id: 1, phase: .move, location: Point(x: .nan, y: .nan), timestamp: 2.3))
        driver.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 0), timestamp: .infinity))
        driver.handle(PointerEvent(id: 2, phase: .down, location: Point(x: 200, y: 600), timestamp: 2.3))
        expectEqual(driver.landingIndex, 1)
        #expect(driver.placements.allSatisfy { $0.offset.isFinite && $0.zIndex.isFinite })
        driver.up(Point(x: 200, y: 540), at: 2.4)
        expectEqual(driver.ids, ["c1", "c0", "c2"])
    }

    @Test func timeNeverRunsBackwards() {
        var driver = CardStack(count: 3)
        driver.perform(.select(id: "c1"), at: 1)
        driver.advance(to: 1.2)
        let snapshot = driver.offsetsY
        driver.advance(to: 0.5)
        driver.advance(to: .nan)
        driver.advance(to: -.infinity)
        driver.advance(to: .infinity)
        expectEqual(driver.time, 1.2)
        expectEqual(driver.offsetsY, snapshot)
        // A command stamped earlier than the latest input happens now: its delay runs from then.
        var later = CardStack(ids: ["a", "b", "c"])
        later.advance(to: 5)
        later.perform(.select(id: "b"), at: 2)
        expectEqual(later.selectedID, "b")
        expectEqual(later.time, 5)
        later.advance(to: 5 + 0.1 - 0.001)
        expectEqual(later.placements.map(\.offset.y), [0, -50, -100])
        later.advance(to: 5.3)
        expectEqual(later.placements.map(\.offset.y), [1400, 0, 0])
    }

    @Test func unknownIdentifiersAreRejectedWithoutChanges() {
        var stack = CardStack(ids: ["a", "b"])
        stack.perform(.select(id: "x"), at: 0)
        expectEqual(stack.selectedID, nil)
        let result2 = stack.perform(.moveUp, on: "x", at: 0) && !stack.perform(.moveDown, on: "x", at: 0)
        #expect(!result2)
        expectEqual(stack.placement(of: "x"), nil)
        expectEqual(stack.index(of: "x"), nil)
        #expect(throws: CardStack.ChangeError.unknownID("x")) { try stack.remove("x", at: 0) }
        expectEqual(stack.ids, ["a", "b"])
        #expect(stack.takeEvents().isEmpty)
    }

    @Test func nonFiniteCommandTimesCountAsTheLatestInput() throws {
        var stack = CardStack(ids: ["a", "b", "c"], time: 3)
        let result3 = stack.perform(.moveDown, on: "a", at: .nan)
        #expect(result3)
        try stack.insert("d", at: 0, time: .infinity)
        try stack.setOrder(["a", "b", "c", "d"], at: -.infinity)
        stack.playEntrance(at: .nan)
        stack.perform(.scroll(offset: 10, animated: true), at: .nan)
        stack.cancelGesture(at: .nan)
        expectEqual(stack.time, 3)
        stack.advance(to: 20)
        #expect(!stack.needsFrames)
        expectEqual(stack.placements.map(\.offset.y), [0, -50, -100, -150])
    }

    @Test func extremeConfigurationsStayFinite() {
        var configuration = StackGeometry.configuration
        configuration.spacing = 1e9
        configuration.liftHeight = 1e9
        configuration.dismissOffset = -1e12
        configuration.entranceStagger = 1e9
        var driver = CardStack(count: 4, configuration: configuration)
        driver.playEntrance(at: 0)
        driver.reorder(card: 0, dy: -1e9, at: 0)
        driver.perform(.select(id: "c1"), at: driver.time)
        driver.frames(until: 5)
        for placement in driver.placements {
            #expect(placement.offset.isFinite && placement.zIndex.isFinite)
            #expect(placement.scale.isFinite && placement.opacity.isFinite)
        }
    }
}
