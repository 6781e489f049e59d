import RiffleTestSupport
import Testing

@testable import Riffle

/// Seed 004's resting geometry, the placements sequence, hit testing and configuration sanitizing.
@Suite("Card stack: layout and hit testing")
struct CardStackLayoutTests {
    @Test func cardsRestFiftyPointsApartWithTheFirstInFront() {
        let stack = CardStack(ids: ["visa", "master", "amex", "discover"], configuration: StackGeometry.configuration)
        let placements = Array(stack.placements)
        expectEqual(placements.map(\.id), ["visa", "master", "amex", "discover"])
        expectEqual(placements.map(\.index), [0, 1, 2, 3])
        // Seed: offset y = −50·i, zIndex = −i.
        expectEqual(placements.map(\.offset.y), [0, -50, -100, -150])
        expectEqual(placements.map(\.offset.x), [0, 0, 0, 0])
        expectEqual(placements.map(\.zIndex), [0, -1, -2, -3])
        #expect(placements.allSatisfy { $0.scale == 1 && $0.opacity == 1 && !$0.isLifted })
        expectEqual(stack.placements.count, 4)
        #expect(!stack.needsFrames)
    }

    @Test func spacingIsConfigurable() {
        var configuration = StackGeometry.configuration
        configuration.spacing = 64
        let stack = CardStack(ids: StackGeometry.ids(3), configuration: configuration)
        expectEqual(stack.placements.map(\.offset.y), [0, -64, -128])
    }

    @Test func duplicateIdentifiersAtCreationKeepTheFirstOccurrence() {
        let stack = CardStack(ids: ["a", "b", "a", "c", "b"])
        expectEqual(stack.ids, ["a", "b", "c"])
        expectEqual(stack.placements.map(\.offset.y), [0, -50, -100])
    }

    @Test func walletConfigurationUsesTheSeedMarginsAndTheCreditCardRatio() {
        let configuration = CardStack.Configuration.wallet(viewportWidth: 390, viewportHeight: 844)
        expectEqual(configuration.cardWidth, 390 - 70)
        expectNear(configuration.cardHeight, 320 / 1.586, within: 1e-9)
        expectEqual(configuration.stackOrigin.x, 35)
        expectNear(configuration.stackOrigin.y, (844 - 320 / 1.586) / 2, within: 1e-9)
        expectEqual(configuration.spacing, 50)
        expectEqual(configuration.dismissOffset, 1400)
        expectEqual(configuration.longPressDuration, 0.05)
        expectEqual(configuration.liftHeight, 20)
        expectEqual(configuration.nudgeDistance, 20)
        expectEqual(configuration.nudgeThreshold, 10)
        expectEqual(configuration.entranceStagger, 0.1)
        expectEqual(configuration.entranceSpring, Spring(response: 0.1, dampingRatio: 0.8))
        expectEqual(configuration.selectionMotion, .curve(.easeOut, duration: 0.15, delay: 0.1))
        expectEqual(configuration.dropRule, .liveGap)
        let placed = CardStack.Configuration.wallet(viewportWidth: 390, viewportHeight: 844, frontCardTop: 300)
        expectEqual(placed.stackOrigin.y, 300)
    }

    @Test func theFrontmostCardUnderAPointWins() {
        let stack = CardStack(ids: StackGeometry.ids(5), configuration: StackGeometry.configuration)
        // y = 560 lies on cards 0 (500..<700) and 1 (450..<650): card 0 is in front.
        expectEqual(stack.card(at: Point(x: 200, y: 560))?.id, "c0")
        // y = 470 lies on cards 1…4 but not on card 0: card 1 is in front of the others.
        expectEqual(stack.card(at: Point(x: 200, y: 470))?.id, "c1")
        expectEqual(stack.card(at: Point(x: 200, y: 300))?.id, "c4")
        for k in 0..<5 { expectEqual(stack.card(at: StackGeometry.point(onCard: k))?.id, "c\(k)") }
        // Minimum edges included, maximum edges excluded.
        expectEqual(stack.card(at: Point(x: 35, y: 600))?.id, "c0")
        expectEqual(stack.card(at: Point(x: 355, y: 600)), nil)
        expectEqual(stack.card(at: Point(x: 200, y: 700)), nil)
        expectEqual(stack.card(at: Point(x: 200, y: 300))?.id, "c4")
        expectEqual(stack.card(at: Point(x: 200, y: 299.999)), nil)
        expectEqual(stack.card(at: Point(x: .nan, y: 600)), nil)
        expectEqual(stack.card(at: Point(x: 200, y: .infinity)), nil)
    }

    @Test func aLiftScaleGrowsTheHitAreaAboutTheCentre() {
        var configuration = StackGeometry.configuration
        configuration.liftScale = 1.1
        configuration.liftMotion = .none
        var driver = CardStack(count: 1, configuration: configuration)
        driver.lift(card: 0, at: 0)
        let placement = driver.placement("c0")
        expectEqual(placement?.scale, 1.1)
        expectEqual(placement?.offset.y, -20)
        // Centre (195, 580); half width 176: x from 19 to 371.
        expectEqual(driver.card(at: Point(x: 20, y: 580))?.id, "c0")
        expectEqual(driver.card(at: Point(x: 18, y: 580)), nil)
    }

    @Test func anEmptyStackHasNothingToDrawOrHit() {
        var driver = CardStack(count: 0)
        expectEqual(driver.count, 0)
        #expect(driver.ids.isEmpty)
        #expect(Array(driver.placements).isEmpty)
        expectEqual(driver.card(at: Point(x: 200, y: 600)), nil)
        expectEqual(driver.scrollRange, 0...0)
        driver.tap(Point(x: 200, y: 600), at: 0)
        driver.reorder(card: 0, dy: -100, at: 1)
        driver.playEntrance(at: 2)
        driver.settle()
        #expect(driver.pendingEvents.isEmpty)
        expectEqual(driver.selectedID, nil)
        expectEqual(driver.liftedID, nil)
        expectEqual(driver.landingIndex, nil)
        #expect(!driver.needsFrames)
    }

    @Test func invalidConfigurationNumbersAreReplaced() {
        let configuration = CardStack.Configuration(
            cardWidth: .nan, cardHeight: -5, stackOrigin: Point(x: .infinity, y: .nan), viewportHeight: -1,
            spacing: .nan, dismissOffset: .infinity, entranceStagger: -1, longPressDuration: .nan, liftHeight: .nan,
            liftScale: 0, nudgeDistance: .infinity, nudgeThreshold: -3, gapHysteresis: .nan, autoScrollEdge: .nan,
            autoScrollMaximumSpeed: .infinity)
        let stack = CardStack(ids: StackGeometry.ids(3), configuration: configuration, time: .nan)
        let sanitized = stack.configuration
        expectEqual(sanitized.cardWidth, 0)
        expectEqual(sanitized.cardHeight, 0)
        expectEqual(sanitized.stackOrigin, Point(x: 0, y: 0))
        expectEqual(sanitized.viewportHeight, 0)
        expectEqual(sanitized.spacing, 50)
        expectEqual(sanitized.dismissOffset, 1400)
        expectEqual(sanitized.entranceStagger, 0)
        expectEqual(sanitized.longPressDuration, 0.05)
        expectEqual(sanitized.liftHeight, 20)
        expectEqual(sanitized.liftScale, 1)
        expectEqual(sanitized.nudgeDistance, 20)
        expectEqual(sanitized.nudgeThreshold, 0)
        expectEqual(sanitized.gapHysteresis, 10)
        expectEqual(sanitized.autoScrollEdge, 0)
        expectEqual(sanitized.autoScrollMaximumSpeed, 0)
        expectEqual(stack.time, 0)
        expectEqual(stack.scrollRange, 0...0)
        // Zero-size cards cannot be hit.
        expectEqual(stack.card(at: Point(x: 0, y: 0)), nil)
        var tiny = StackGeometry.configuration
        tiny.spacing = -20
        tiny.gapHysteresis = 30
        let clamped = CardStack(ids: ["a"], configuration: tiny).configuration
        expectEqual(clamped.spacing, 1)
        expectEqual(clamped.gapHysteresis, 1)
    }
}

/// Reconfiguring a live stack (a resized viewport, another spacing or drop rule).
@Suite("Card stack: reconfiguration")
struct CardStackReconfigurationTests {
    @Test func aNewSpacingAnimatesTheCardsToTheirNewSlots() {
        var driver = CardStack(count: 3)
        var configuration = StackGeometry.configuration
        configuration.spacing = 30
        driver.setConfiguration(configuration, at: 0)
        expectEqual(driver.offsetsY, [0, -50, -100], "the change animates")
        driver.settle()
        expectEqual(driver.offsetsY, [0, -30, -60])
        configuration.spacing = .nan
        driver.setConfiguration(configuration, at: driver.time)
        expectEqual(driver.configuration.spacing, 50)
    }

    @Test func aNewLongPressDurationAppliesFromTheNextTouch() {
        var driver = CardStack(count: 2)
        driver.down(StackGeometry.point(onCard: 0), at: 0)
        var configuration = StackGeometry.configuration
        configuration.longPressDuration = 0.4
        driver.setConfiguration(configuration, at: 0.01)
        driver.frames(until: 0.06)
        expectEqual(driver.liftedID, "c0", "the touch in progress keeps its 0.05 s")
        driver.up(StackGeometry.point(onCard: 0), at: 1)
        driver.down(StackGeometry.point(onCard: 0), at: 2)
        driver.frames(until: 2.3)
        expectEqual(driver.liftedID, nil)
        driver.frames(until: 2.4)
        expectEqual(driver.liftedID, "c0")
    }

    @Test func switchingToTheSeedRuleDuringADragPutsTheOthersBack() {
        var driver = CardStack(count: 3)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        driver.drag(from: start, dy: -60, at: 0.1)
        expectEqual(driver.landingIndex, 1)
        var configuration = StackGeometry.configuration
        configuration.dropRule = .wholeSpacings
        driver.setConfiguration(configuration, at: 0.4)
        // Seed rule: Int(60 / 50) = 1 place, decided at release; the others go back to their own slots.
        expectEqual(driver.landingIndex, 1)
        driver.frames(until: 2)
        expectEqual(driver.placement("c1")?.offset.y, -50)
        driver.up(Point(x: start.x, y: start.y - 60), at: 2.1)
        expectEqual(driver.ids, ["c1", "c0", "c2"])
    }
}
