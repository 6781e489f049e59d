import RiffleTestSupport
import Testing

@testable import Riffle

/// Long press then drag: lift, nudge, zIndex, the live gap with hysteresis, the seed's drop rule, cancelling.
@Suite("Card stack: reordering")
struct CardStackReorderTests {
    @Test func aQuickTapSelectsAndALongPressLifts() {
        var quick = CardStack(count: 3)
        quick.tap(StackGeometry.point(onCard: 1), at: 0)  // released at 0.04, before the 0.05 s long press
        expectEqual(quick.takeEvents(), [.selected("c1")])

        var held = CardStack(count: 3)
        held.down(StackGeometry.point(onCard: 1), at: 0)
        held.frames(until: 0.049)
        expectEqual(held.liftedID, nil)
        held.frames(until: 0.05)
        expectEqual(held.takeEvents(), [.lifted("c1")])
        expectEqual(held.liftedID, "c1")
        expectEqual(held.placement("c1")?.isLifted, true)
        #expect(!held.isDragging)
        // Released without moving while still a tap (seed: the tap is exclusive before the long press): the
        // card drops where it was and the tap selects it.
        held.up(StackGeometry.point(onCard: 1), at: 0.3)
        expectEqual(held.takeEvents(), [.dropped("c1"), .selected("c1")])
        expectEqual(held.ids, ["c0", "c1", "c2"])
    }

    @Test func aLongHoldWithoutDraggingDropsInPlace() {
        var driver = CardStack(count: 3)
        driver.down(StackGeometry.point(onCard: 1), at: 0)
        driver.up(StackGeometry.point(onCard: 1), at: 1)  // longer than a tap's 0.75 s
        expectEqual(driver.takeEvents(), [.lifted("c1"), .dropped("c1")])
        expectEqual(driver.selectedID, nil)
        expectEqual(driver.liftedID, nil)
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100])
    }

    @Test func theLiftedCardRisesTwentyPoints() {
        var driver = CardStack(count: 3)
        driver.lift(card: 1, at: 0, hold: 1)
        let placement = driver.placement("c1")
        expectEqual(placement?.offset.y, Double(-50 - 20))
        // Held: in front of every other card (the default order, as iOS floats a held item).
        #expect(driver.placements.allSatisfy { $0.id == "c1" || $0.zIndex < (placement?.zIndex ?? -.infinity) })
        expectEqual(placement?.isLifted, true)
        expectEqual(driver.offsetsY, [0, -70, -100])
        driver.up(StackGeometry.point(onCard: 1), at: 1.5)
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100])
        expectEqual(driver.placement("c1")?.isLifted, false)
    }

    @Test func withoutLiftMotionTheLiftJumpsAsInTheSeed() {
        var configuration = StackGeometry.configuration
        configuration.liftMotion = .none
        var driver = CardStack(count: 3, configuration: configuration)
        driver.down(StackGeometry.point(onCard: 2), at: 0)
        driver.frames(until: 0.049)
        expectEqual(driver.placement("c2")?.offset.y, -100)
        driver.frames(until: 0.05)
        expectEqual(driver.placement("c2")?.offset.y, -120)
    }

    @Test func theLongPressDurationIsConfigurable() {
        var configuration = StackGeometry.configuration
        configuration.longPressDuration = 0.5
        var driver = CardStack(count: 3, configuration: configuration)
        driver.down(StackGeometry.point(onCard: 0), at: 0)
        driver.frames(until: 0.45)
        expectEqual(driver.liftedID, nil)
        driver.frames(until: 0.5)
        expectEqual(driver.liftedID, "c0")
    }

    @Test func theDraggedCardNudgesTwentyPointsPastTenPointsSideways() {
        var driver = CardStack(count: 3)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        let cases: [(dx: Double, x: Double)] = [
            (11, 20), (10, 0), (-10, 0), (-10.5, -20), (40, 20), (0, 0), (-200, -20),
        ]
        var t = 0.1
        for (dx, expected) in cases {
            // Move away far enough to begin the drag, then to the case's horizontal position.
            driver.move(Point(x: start.x + 30, y: start.y), at: t)
            driver.move(Point(x: start.x + dx, y: start.y), at: t + 0.01)
            driver.frames(until: t + 1)
            expectEqual(driver.placement("c0")?.offset.x, expected, "dx \(dx)")
            t += 1.1
        }
    }

    @Test func theDraggedCardFollowsTheFingerAndItsZIndexIsMinusIPlusDyOverFifty() {
        var configuration = StackGeometry.configuration
        configuration.liftedCardOrder = .followsDrag
        var driver = CardStack(count: 5, configuration: configuration)
        let start = StackGeometry.point(onCard: 1)
        driver.lift(card: 1, at: 0)
        driver.drag(from: start, dy: -30, at: 0.1)
        driver.frames(until: 1)
        var placement = driver.placement("c1")
        expectEqual(placement?.offset.y, Double(-50 - 30 - 20))
        expectEqual(placement?.zIndex, -1 + -30.0 / 50)
        driver.drag(from: start, dy: 30, at: 1)
        driver.frames(until: 2)
        placement = driver.placement("c1")
        expectEqual(placement?.offset.y, Double(-50 + 30 - 20))
        expectEqual(placement?.zIndex, -1 + 30.0 / 50)
        #expect(driver.isDragging)
    }

    @Test func theOtherCardsMakeWayLiveAndTheCardLandsInTheGap() {
        var driver = CardStack(count: 5)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        _ = driver.takeEvents()
        driver.drag(from: start, dy: -60, at: 0.1)  // 60 > 25 + 10: the gap moves to 1
        expectEqual(driver.takeEvents(), [.gapChanged(id: "c0", index: 1)])
        expectEqual(driver.landingIndex, 1)
        driver.frames(until: 1.5)
        expectEqual(driver.placement("c1")?.offset.y, 0, "card 1 moved into slot 0")
        expectEqual(driver.placement("c1")?.zIndex, 0)
        expectEqual(driver.placement("c2")?.offset.y, -100)
        expectEqual(driver.ids, ["c0", "c1", "c2", "c3", "c4"], "the order changes only on release")
        driver.up(Point(x: start.x, y: start.y - 60), at: 1.6)
        expectEqual(driver.takeEvents(), [.moved(id: "c0", from: 0, to: 1), .dropped("c0")])
        expectEqual(driver.ids, ["c1", "c0", "c2", "c3", "c4"])
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100, -150, -200])
        expectEqual(driver.placements.map(\.zIndex), [0, -1, -2, -3, -4])
        #expect(driver.placements.allSatisfy { !$0.isLifted && $0.offset.x == 0 })
        #expect(!driver.needsFrames)
    }

    @Test func theGapDoesNotFlickerAtABoundary() {
        var driver = CardStack(count: 3)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        _ = driver.takeEvents()
        var t = 0.1
        func hover(_ dys: [Double], _ driver: inout CardStack) {
            for _ in 0..<20 {
                for dy in dys {
                    t += 0.01
                    driver.move(Point(x: start.x, y: start.y + dy), at: t)
                }
            }
        }
        // The boundary between slots 0 and 1 is 25 pt up; the gap moves only beyond 25 + 10.
        hover([-24, -26, -25, -35, -30], &driver)
        #expect(driver.takeEvents().isEmpty)
        expectEqual(driver.landingIndex, 0)
        driver.move(Point(x: start.x, y: start.y - 36), at: t + 0.01)
        t += 0.01
        expectEqual(driver.takeEvents(), [.gapChanged(id: "c0", index: 1)])
        // Back across the boundary, but not beyond 25 − 10: the gap stays.
        hover([-24, -26, -25, -15, -20], &driver)
        #expect(driver.takeEvents().isEmpty)
        expectEqual(driver.landingIndex, 1)
        driver.move(Point(x: start.x, y: start.y - 14.5), at: t + 0.01)
        expectEqual(driver.takeEvents(), [.gapChanged(id: "c0", index: 0)])
    }

    @Test func releaseExactlyAtABoundary() {
        // Live gap: exactly 10 pt beyond the boundary at 25 pt does not move the gap; a hair more does.
        var atBoundary = CardStack(count: 3)
        atBoundary.reorder(card: 0, dy: -35, at: 0)
        expectEqual(atBoundary.takeEvents(), [.lifted("c0"), .dropped("c0")])
        expectEqual(atBoundary.ids, ["c0", "c1", "c2"])
        var beyond = CardStack(count: 3)
        beyond.reorder(card: 0, dy: -35.5, at: 0)
        expectEqual(beyond.ids, ["c1", "c0", "c2"])
        // Seed rule: Int(−dy/50) moves one place at exactly 50 pt, none at 49.5.
        var configuration = StackGeometry.configuration
        configuration.dropRule = .wholeSpacings
        var seedAt = CardStack(count: 3, configuration: configuration)
        seedAt.reorder(card: 0, dy: -50, at: 0)
        expectEqual(seedAt.ids, ["c1", "c0", "c2"])
        var seedBefore = CardStack(count: 3, configuration: configuration)
        seedBefore.reorder(card: 0, dy: -49.5, at: 0)
        expectEqual(seedBefore.ids, ["c0", "c1", "c2"])
        var seedDown = CardStack(count: 3, configuration: configuration)
        seedDown.reorder(card: 2, dy: 50, at: 0)
        expectEqual(seedDown.ids, ["c0", "c2", "c1"])
    }

    @Test func theSeedDropRuleNumbers() {
        var configuration = StackGeometry.configuration
        configuration.dropRule = .wholeSpacings
        // dy = −120: newIndex = i + Int(2.4) = i + 2.
        var up = CardStack(count: 5, configuration: configuration)
        up.lift(card: 0, at: 0)
        up.drag(from: StackGeometry.point(onCard: 0), dy: -120, at: 0.1)
        up.frames(until: 1)
        expectEqual(up.landingIndex, 2)
        expectEqual(up.placement("c1")?.offset.y, -50, "with the seed rule the others stay put")
        expectEqual(up.placement("c2")?.offset.y, -100)
        up.up(Point(x: 200, y: 600 - 120), at: 1.1)
        expectEqual(up.takeEvents(), [.lifted("c0"), .moved(id: "c0", from: 0, to: 2), .dropped("c0")])
        expectEqual(up.ids, ["c1", "c2", "c0", "c3", "c4"])
        // dy = +120 from index 3: 3 + Int(−2.4) = 1.
        var down = CardStack(count: 5, configuration: configuration)
        down.reorder(card: 3, dy: 120, at: 0)
        expectEqual(down.ids, ["c0", "c3", "c1", "c2", "c4"])
        // dy = −120 from index 1: 3.
        var middle = CardStack(count: 5, configuration: configuration)
        middle.reorder(card: 1, dy: -120, at: 0)
        expectEqual(middle.ids, ["c0", "c2", "c3", "c1", "c4"])
    }

    @Test func draggingBeyondEitherEndIsClamped() {
        for rule in CardStack.DropRule.allCases {
            var configuration = StackGeometry.configuration
            configuration.dropRule = rule
            var high = CardStack(count: 5, configuration: configuration)
            high.reorder(card: 2, dy: -10_000, at: 0)
            expectEqual(high.ids, ["c0", "c1", "c3", "c4", "c2"], "\(rule)")
            #expect(high.pendingEvents.contains(.moved(id: "c2", from: 2, to: 4)))
            var low = CardStack(count: 5, configuration: configuration)
            low.reorder(card: 2, dy: 10_000, at: 0)
            expectEqual(low.ids, ["c2", "c0", "c1", "c3", "c4"], "\(rule)")
            #expect(low.pendingEvents.contains(.moved(id: "c2", from: 2, to: 0)))
        }
    }

    @Test func aCancelledDragRestoresTheOrder() {
        var driver = CardStack(count: 5)
        let start = StackGeometry.point(onCard: 1)
        driver.lift(card: 1, at: 0)
        driver.drag(from: start, dy: -120, at: 0.1)
        expectEqual(driver.landingIndex, 3)
        driver.cancel(at: 0.5)
        #expect(
            driver.takeEvents() == [
                .lifted("c1"), .gapChanged(id: "c1", index: 2), .gapChanged(id: "c1", index: 3),
                .reorderCancelled("c1"),
            ])
        expectEqual(driver.ids, ["c0", "c1", "c2", "c3", "c4"])
        expectEqual(driver.liftedID, nil)
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100, -150, -200])
        expectEqual(driver.placements.map(\.zIndex), [0, -1, -2, -3, -4])
        // The rest of the touch is ignored.
        driver.move(Point(x: 200, y: 100), at: driver.time + 0.1)
        driver.up(Point(x: 200, y: 100), at: driver.time + 0.1)
        #expect(driver.takeEvents().isEmpty)
    }

    @Test func cancelGestureRestoresTheOrderToo() {
        var driver = CardStack(count: 4)
        driver.lift(card: 3, at: 0)
        driver.drag(from: StackGeometry.point(onCard: 3), dy: 200, at: 0.1)
        driver.cancelGesture(at: 0.4)
        expectEqual(driver.pendingEvents.last, .reorderCancelled("c3"))
        #expect(!driver.pendingEvents.contains { if case .moved = $0 { return true } else { return false } })
        expectEqual(driver.ids, ["c0", "c1", "c2", "c3"])
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100, -150])
    }

    @Test func noReorderWhileACardIsSelected() {
        var driver = CardStack(count: 3)
        driver.perform(.select(id: "c0"), at: 0)
        driver.settle()
        _ = driver.takeEvents()
        // c0 rests at offset 0, in front: hold it for a second.
        driver.down(Point(x: 200, y: 600), at: 1)
        driver.frames(until: 1.3)
        expectEqual(driver.liftedID, nil)
        driver.move(Point(x: 200, y: 400), at: 1.4)
        driver.up(Point(x: 200, y: 400), at: 2.5)
        #expect(driver.takeEvents().isEmpty)
        expectEqual(driver.ids, ["c0", "c1", "c2"])
        // A press held briefly is still a tap: it deselects.
        driver.down(Point(x: 200, y: 600), at: 3)
        driver.up(Point(x: 200, y: 600), at: 3.5)
        expectEqual(driver.takeEvents(), [.deselected("c0")])
    }

    @Test func aCardCaughtMidMotionIsLiftedWhereItIs() {
        var driver = CardStack(count: 3)
        driver.setOrderOrFail(["c1", "c0", "c2"], at: 0)
        driver.frames(until: 0.01)
        // c0 is on its way from 0 to −50; catch it at its current place (over card 0's slot).
        let y = driver.placement("c0")?.offset.y ?? .nan
        #expect(y < 0 && y > -50)
        driver.down(Point(x: 200, y: 690), at: 0.01)
        driver.frames(until: 0.07)
        expectEqual(driver.liftedID, "c0")
        driver.up(Point(x: 200, y: 690), at: 1)
        driver.settle()
        expectEqual(driver.ids, ["c1", "c0", "c2"])
        expectEqual(driver.offsetsY, [0, -50, -100])
    }

    @Test func aSingleCardCanBeLiftedButNotMoved() {
        var driver = CardStack(count: 1)
        driver.reorder(card: 0, dy: -300, at: 0)
        expectEqual(driver.takeEvents(), [.lifted("c0"), .dropped("c0")])
        expectEqual(driver.ids, ["c0"])
    }
}

extension CardStack {
    /// `setOrder` for tests whose order is known to be valid.
    mutating func setOrderOrFail(_ ids: [String], at time: Double) {
        do { try setOrder(ids, at: time) } catch { Issue.record("setOrder failed: \(error)") }
    }
}
