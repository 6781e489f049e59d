import RiffleTestSupport
import Testing

@testable import Riffle

/// Where a held card is drawn: in front of every card (the default, as iOS floats a held item), or seed 004's
/// −i + dy/50; and the lift scale.
@Suite("Card stack: the held card's drawing order")
struct CardStackLiftedOrderTests {
    /// The card drawn last (in front) among the placements, by the documented order: zIndex, then the later
    /// placement for equal values.
    static func frontmost(_ stack: CardStack) -> String? {
        stack.placements.sorted { ($0.zIndex, $0.index) < ($1.zIndex, $1.index) }.last?.id
    }

    @Test func aHeldCardIsDrawnInFrontOfEveryCardWhileItIsDragged() {
        var driver = CardStack(count: 5)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        expectEqual(Self.frontmost(driver), "c0")
        // Dragged up over three cards (150 pt): still in front of each of them, at every step.
        for step in 1...10 {
            let dy = -150 * Double(step) / 10
            driver.move(Point(x: start.x, y: start.y + dy), at: 0.1 + 0.02 * Double(step))
            expectEqual(Self.frontmost(driver), "c0", "dy \(dy)")
        }
        // Hit testing agrees: the finger, over c3's strip, hits the held card.
        expectEqual(driver.card(at: Point(x: 200, y: 600 - 150))?.id, "c0")
        driver.up(Point(x: start.x, y: start.y - 150), at: 0.5)
        driver.settle()
        // Released: back in its slot's order.
        expectEqual(driver.ids, ["c1", "c2", "c3", "c0", "c4"])
        expectEqual(driver.placements.map(\.zIndex), [0, -1, -2, -3, -4])
    }

    /// A card let go keeps floating in front while it slides and sinks into its slot, and only then takes its
    /// slot's place in the layering: it never drops behind the cards it is still lifted over (the gallery showed it
    /// behind three cards on the release frame, 20 points aside and still lifted).
    @Test func aReleasedCardStaysInFrontUntilItHasLanded() {
        var driver = CardStack(count: 5)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        driver.move(Point(x: start.x + 20, y: start.y - 150), at: 0.3)
        driver.up(Point(x: start.x + 20, y: start.y - 150), at: 0.35)
        var settled = driver
        settled.settle()
        let rest = settled.placement("c0")
        var landingFrames = 0
        var time = 0.35
        while time < 2 {
            let landing = driver.placement("c0")
            let moving = landing?.offset != rest?.offset || landing?.scale != rest?.scale
            if moving {
                landingFrames += 1
                expectEqual(Self.frontmost(driver), "c0", "t \(time)")
            }
            time += 1.0 / 60
            driver.advance(to: time)
        }
        #expect(landingFrames > 5)
        driver.settle()
        expectEqual(driver.ids, ["c1", "c2", "c3", "c0", "c4"])
        expectEqual(driver.placements.map(\.zIndex), [0, -1, -2, -3, -4])
    }

    /// A card lifted while another still lands is drawn in front of it.
    @Test func aCardLiftedWhileAnotherLandsIsInFrontOfIt() {
        var driver = CardStack(count: 5)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        driver.move(Point(x: start.x, y: start.y - 150), at: 0.3)
        driver.up(Point(x: start.x, y: start.y - 150), at: 0.35)
        driver.advance(to: 0.4)
        expectEqual(Self.frontmost(driver), "c0")
        driver.lift(card: 4, at: 0.4)
        expectEqual(Self.frontmost(driver), "c4")
        #expect((driver.placement("c0")?.zIndex ?? 0) > 0)
    }

    @Test func theSeedOrderLetsADraggedCardPassUnderTheCardsInFront() {
        var configuration = StackGeometry.configuration
        configuration.liftedCardOrder = .followsDrag
        var driver = CardStack(count: 5, configuration: configuration)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        driver.drag(from: start, dy: -150, at: 0.1)
        // −0 + (−150)/50 = −3: under c1 and c2 (zIndex −1, −2).
        expectEqual(driver.placement("c0")?.zIndex, -3)
        expectEqual(Self.frontmost(driver), "c1")
    }

    @Test func theLiftScaleAppliesToTheHeldCardOnly() {
        var configuration = StackGeometry.configuration
        configuration.liftScale = 1.03
        var driver = CardStack(count: 3, configuration: configuration)
        driver.lift(card: 1, at: 0, hold: 1)
        expectNear((driver.placement("c1")?.scale ?? 0), 1.03, within: 1e-6)
        expectEqual(driver.placement("c0")?.scale, 1)
        expectEqual(driver.placement("c2")?.scale, 1)
    }
}
