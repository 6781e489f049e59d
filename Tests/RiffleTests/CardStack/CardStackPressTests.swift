import RiffleTestSupport
import Testing

@testable import Riffle

/// The pressed card: shown from touch-down until the press becomes a lift, a scroll, a tap or a cancellation.
@Suite("Card stack: pressed state")
struct CardStackPressTests {
    static func pressed(_ driver: CardStack) -> [String] {
        driver.placements.filter(\.isPressed).map(\.id)
    }

    @Test func aCardIsPressedUntilTheTapEnds() {
        var driver = CardStack(count: 3)
        driver.down(StackGeometry.point(onCard: 1), at: 0)
        expectEqual(driver.pressedCardID, "c1")
        expectEqual(Self.pressed(driver), ["c1"])
        driver.up(StackGeometry.point(onCard: 1), at: 0.04)
        expectEqual(driver.pressedCardID, nil)
        #expect(Self.pressed(driver).isEmpty)
    }

    @Test func thePressEndsWhenItBecomesALift() {
        var driver = CardStack(count: 3)
        driver.down(StackGeometry.point(onCard: 1), at: 0)
        driver.frames(until: 0.1)
        expectEqual(driver.liftedID, "c1")
        #expect(Self.pressed(driver).isEmpty, "a lifted card shows the lift, not the press")
    }

    @Test func thePressEndsWhenItBecomesAScrollOrIsCancelled() {
        var driver = CardStack(count: 3)
        driver.down(StackGeometry.point(onCard: 0), at: 0)
        expectEqual(Self.pressed(driver), ["c0"])
        driver.move(Point(x: 200, y: 615), at: 0.02)
        #expect(driver.isScrollDragging)
        #expect(Self.pressed(driver).isEmpty)
        driver.up(Point(x: 200, y: 615), at: 0.05)

        var cancelled = CardStack(count: 3)
        cancelled.down(StackGeometry.point(onCard: 2), at: 0)
        expectEqual(Self.pressed(cancelled), ["c2"])
        cancelled.cancel(at: 0.02)
        #expect(Self.pressed(cancelled).isEmpty)
        expectEqual(cancelled.pressedCardID, nil)
    }

    @Test func aPressOnNoCardPressesNothing() {
        var driver = CardStack(count: 3)
        driver.down(Point(x: 5, y: 5), at: 0)
        #expect(Self.pressed(driver).isEmpty)
    }

    @Test func anEnteringCardCanSlideInOpaque() {
        var configuration = StackGeometry.configuration
        configuration.entranceFades = false
        var opaque = CardStack(ids: StackGeometry.ids(3), configuration: configuration)
        var fading = CardStack(ids: StackGeometry.ids(3), configuration: StackGeometry.configuration)
        opaque.playEntrance(at: 0)
        fading.playEntrance(at: 0)
        opaque.advance(to: 0.12)
        fading.advance(to: 0.12)
        // The same slide; only the opacity differs.
        expectEqual(opaque.placements.map(\.offset), fading.placements.map(\.offset))
        #expect(fading.placements.contains { $0.opacity < 1 && $0.offset.x < 0 })
        #expect(opaque.placements.allSatisfy { $0.opacity == 1 })
    }
}
