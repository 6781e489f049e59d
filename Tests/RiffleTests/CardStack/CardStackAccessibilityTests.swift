import RiffleTestSupport
import Testing

@testable import Riffle

/// Labels, the "Move up" / "Move down" actions and the move command, which report moves like a drag.
@Suite("Card stack: accessibility and move commands")
struct CardStackAccessibilityTests {
    static let cards = ["visa", "master", "amex", "jcb", "discover"]

    @Test func labelsCombineTheHostDescriptionWithThePosition() {
        let stack = CardStack(ids: Self.cards)
        #expect(
            stack.accessibilityLabel(for: "visa", description: "Visa ending 1234")
                == .card(1, of: 5, description: "Visa ending 1234"))
        #expect(
            stack.accessibilityLabel(for: "discover", description: "Discover ending 0005")
                == .card(5, of: 5, description: "Discover ending 0005"))
        expectEqual(stack.accessibilityLabel(for: "amex", description: ""), .card(3, of: 5, description: ""))
        expectEqual(stack.accessibilityLabel(for: "unknown", description: "x"), nil)
    }

    @Test func actionsDependOnThePosition() {
        let stack = CardStack(ids: Self.cards)
        expectEqual(stack.accessibilityActions(for: "visa"), [.moveDown])
        expectEqual(stack.accessibilityActions(for: "amex"), [.moveUp, .moveDown])
        expectEqual(stack.accessibilityActions(for: "discover"), [.moveUp])
        #expect(stack.accessibilityActions(for: "unknown").isEmpty)
        #expect(CardStack(ids: ["only"]).accessibilityActions(for: "only").isEmpty)
    }

    @Test func moveUpAndDownGoThroughTheDropPathAndReportTheMove() {
        var stack = CardStack(ids: Self.cards, configuration: StackGeometry.configuration)
        let result1 = stack.perform(.moveUp, on: "amex", at: 0)
        #expect(result1)
        expectEqual(stack.takeEvents(), [.moved(id: "amex", from: 2, to: 1)])
        expectEqual(stack.ids, ["visa", "amex", "master", "jcb", "discover"])
        expectEqual(stack.accessibilityLabel(for: "amex", description: "Amex"), .card(2, of: 5, description: "Amex"))
        let result2 = stack.perform(.moveDown, on: "visa", at: 0.1)
        #expect(result2)
        expectEqual(stack.takeEvents(), [.moved(id: "visa", from: 0, to: 1)])
        expectEqual(stack.ids, ["amex", "visa", "master", "jcb", "discover"])
        // The cards spring to their slots like after a drop.
        #expect(stack.needsFrames)
        stack.advance(to: 5)
        expectEqual(stack.placements.map(\.offset.y), [0, -50, -100, -150, -200])
        #expect(!stack.needsFrames)
        // At the ends, and for unknown cards, nothing happens.
        let result3 = stack.perform(.moveUp, on: "amex", at: 5)
        #expect(!result3)
        let result4 = stack.perform(.moveDown, on: "discover", at: 5)
        #expect(!result4)
        let result5 = stack.perform(.moveUp, on: "unknown", at: 5)
        #expect(!result5)
        #expect(stack.takeEvents().isEmpty)
    }

    @Test func moveCommandClampsAndReports() throws {
        var stack = CardStack(ids: Self.cards)
        #expect(try stack.move("visa", to: 99, at: 0))
        expectEqual(stack.ids, ["master", "amex", "jcb", "discover", "visa"])
        #expect(try stack.move("visa", to: -3, at: 0))
        expectEqual(stack.ids, Self.cards)
        #expect(try !stack.move("amex", to: 2, at: 0))
        expectEqual(stack.takeEvents(), [.moved(id: "visa", from: 0, to: 4), .moved(id: "visa", from: 4, to: 0)])
        #expect(throws: CardStack.ChangeError.unknownID("nope")) { try stack.move("nope", to: 1, at: 0) }
    }

    @Test func noActionsOrMovesWhileACardIsLifted() {
        var driver = CardStack(ids: Self.cards, configuration: StackGeometry.configuration)
        driver.lift(card: 1, at: 0)
        #expect(driver.accessibilityActions(for: "amex").isEmpty)
        let result6 = driver.perform(.moveUp, on: "amex", at: 0.2)
        #expect(!result6)
        expectEqual(driver.ids, Self.cards)
    }

    @Test func movesReplayedOnAStoredArrayReproduceTheOrder() {
        // Persistence: apply every reported move to the host's own array.
        var stored = Self.cards
        var driver = CardStack(ids: Self.cards, configuration: StackGeometry.configuration)
        driver.reorder(card: 0, dy: -120, at: 0)
        driver.settle()
        driver.perform(.moveDown, on: "amex", at: driver.time)
        driver.reorder(card: 4, dy: 180, at: driver.time + 1)
        for event in driver.takeEvents() {
            if case .moved(_, let from, let to) = event { stored.insert(stored.remove(at: from), at: to) }
        }
        expectEqual(stored, driver.ids)
        #expect(stored != Self.cards)
    }
}
