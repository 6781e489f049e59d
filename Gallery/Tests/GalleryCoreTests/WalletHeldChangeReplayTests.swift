import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 14 part 5: cards added (`N`) and removed (`Delete`) while one is held, replayed on the virtual clock.
///
/// The held card's gap keeps its place on screen, under the finger; the other cards fill the slots around it, so
/// the drop lands the card where the gap shows. Delete removes the front card (the focused card when a card has
/// the keyboard focus); removing the held card ends its reorder.
@Suite("Wallet: adding and removing cards while one is held")
struct WalletHeldChangeReplayTests {
    static let pointOnCard = WalletReplayTests.pointOnCard

    /// A long press on `p` (held 100 ms) then a vertical drag by `dy` in 12 steps over 240 ms, then `keys` at
    /// 1360 ms, 1370 ms, … with the finger still down, then the release at 1400 ms (or none).
    func holdDrag(from p: Point, dy: Double, keys: [String], release: Bool = true) -> [String] {
        var lines = ["1000 down \(p.x) \(p.y)"]
        for i in 1...12 { lines.append("\(1100 + 20 * i) move \(p.x) \(p.y + dy * Double(i) / 12)") }
        for (i, key) in keys.enumerated() { lines.append("\(1360 + 10 * i) key \(key)") }
        if release { lines.append("1400 up \(p.x) \(p.y + dy)") }
        return lines
    }

    func run(_ lines: [String], dataDirectory: String? = nil) throws -> (Gallery, ReplayDriver.Outcome) {
        let gallery = Gallery(scene: .wallet, dataDirectory: dataDirectory)
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery)
        return (gallery, outcome)
    }

    func order(_ g: Gallery) -> [String] { WalletReplayTests().order(g) }

    func temporaryDirectory() -> String {
        let dir = NSTemporaryDirectory() + "riffle-wallet-held-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The wallet scene of a gallery.
    func wallet(_ g: Gallery) -> WalletScene? { g.scene as? WalletScene }

    @Test func addingACardWhileOneIsHeldKeepsItUnderTheFingerAndTheDropLandsInItsGap() throws {
        // Amex (index 2) held and dragged up past one slot: its gap is slot 3, above JCB.
        let p = Self.pointOnCard(2)
        let (held, heldOutcome) = try run(holdDrag(from: p, dy: -60, keys: ["n"], release: false))
        #expect(!heldOutcome.settled)  // the finger is still down
        expectEqual(held.state["lifted"], .string("amex"))
        expectEqual(order(held), ["card-6", "visa", "mastercard", "amex", "jcb", "discover"])
        // The held card is drawn exactly where the finger holds it, as before the new card arrived.
        let scene = try #require(wallet(held))
        let before = try #require(wallet(try run(holdDrag(from: p, dy: -60, keys: [], release: false)).0))
        let heldY = scene.stack.placement(of: "amex")?.offset.y
        #expect(heldY != nil)
        expectEqual(heldY, before.stack.placement(of: "amex")?.offset.y)
        expectEqual(scene.stack.landingIndex, 3)
        // Released: the gap was slot 3 on screen, which is now after Mastercard (the new card took slot 0).
        let dir = temporaryDirectory()
        let (released, outcome) = try run(holdDrag(from: p, dy: -60, keys: ["n"]), dataDirectory: dir)
        #expect(outcome.settled)
        expectEqual(released.state["lifted"], .null)
        expectEqual(order(released), ["card-6", "visa", "mastercard", "amex", "jcb", "discover"])
        expectEqual(order(Gallery(scene: .wallet, dataDirectory: dir)), order(released))
    }

    @Test func removingAnotherCardWhileOneIsHeldReflowsTheOthersAndKeepsTheHold() throws {
        // JCB (index 3) held and dragged down one slot (its gap: slot 2); Delete removes the front card, Visa.
        let p = Self.pointOnCard(3)
        let (held, _) = try run(holdDrag(from: p, dy: 60, keys: ["delete"], release: false))
        expectEqual(held.state["lifted"], .string("jcb"))
        expectEqual(order(held), ["mastercard", "amex", "jcb", "discover"])
        let scene = try #require(wallet(held))
        let before = try #require(wallet(try run(holdDrag(from: p, dy: 60, keys: [], release: false)).0))
        expectEqual(scene.stack.placement(of: "jcb")?.offset.y, before.stack.placement(of: "jcb")?.offset.y)
        expectEqual(scene.stack.landingIndex, 2)
        // Released over slot 2: Mastercard and Amex fill slots 0 and 1 below it, Discover the slot above.
        let dir = temporaryDirectory()
        let (released, outcome) = try run(holdDrag(from: p, dy: 60, keys: ["delete"]), dataDirectory: dir)
        #expect(outcome.settled)
        expectEqual(order(released), ["mastercard", "amex", "jcb", "discover"])
        expectEqual(order(Gallery(scene: .wallet, dataDirectory: dir)), ["mastercard", "amex", "jcb", "discover"])
    }

    @Test func removingTheHeldCardEndsTheReorderAndTheRestOfTheTouchDoesNothing() throws {
        // Visa, the front card, held and dragged up two slots; Delete removes it (the front card) mid-drag.
        let dir = temporaryDirectory()
        let p = Self.pointOnCard(0)
        let (g, outcome) = try run(holdDrag(from: p, dy: -110, keys: ["delete"]), dataDirectory: dir)
        #expect(outcome.settled)
        expectEqual(g.state["lifted"], .null)
        expectEqual(order(g), ["mastercard", "amex", "jcb", "discover"])
        expectEqual(order(Gallery(scene: .wallet, dataDirectory: dir)), ["mastercard", "amex", "jcb", "discover"])
        // Mid-touch, right after the removal: nothing is held and the finger's later moves reorder nothing.
        var lines = holdDrag(from: p, dy: -110, keys: ["delete"], release: false)
        lines.append("1380 move \(p.x) \(p.y - 200)")
        let (mid, _) = try run(lines)
        expectEqual(mid.state["lifted"], .null)
        expectEqual(order(mid), ["mastercard", "amex", "jcb", "discover"])
    }

    @Test func theKeysAddAndRemoveCardsDownToAnEmptyWalletAndBack() throws {
        let dir = temporaryDirectory()
        let deletes = (0..<7).map { "\(1000 + 10 * $0) key delete" }
        let (empty, outcome) = try run(deletes, dataDirectory: dir)
        #expect(outcome.settled)
        #expect(order(empty).isEmpty)
        #expect(order(Gallery(scene: .wallet, dataDirectory: dir)).isEmpty)
        let (added, _) = try run(["1000 key n", "1100 key n"], dataDirectory: dir)
        expectEqual(order(added), ["card-7", "card-6"])
        // Tab focuses the front card; Delete then removes the focused card.
        let (focused, _) = try run(["1000 key tab", "1010 key tab", "1020 key delete"])
        expectEqual(order(focused), ["visa", "amex", "jcb", "discover"])
        expectEqual(focused.state["focus"], .string("card:amex"))
    }
}
