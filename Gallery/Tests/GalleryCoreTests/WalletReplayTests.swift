import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The wallet (seed 004) replayed on the virtual clock, asserted on the state JSON
/// `{"scene":"wallet","order":[…],"selected":…,"history":…}`.
///
/// Every script starts at 1 s, after the seed's staggered entrance (the last card enters first, the front card
/// 0.5 s later). Card positions come from the seed's numbers: card i's top edge is 50·i above the front card's,
/// so the strip of card i that peeks above card i − 1 is 50 pt high.
@Suite("Wallet: replays")
struct WalletReplayTests {
    static let defaultOrder = ["visa", "mastercard", "amex", "jcb", "discover"]
    static let layout = WalletLayout(size: .phone, insets: Gallery().insets)

    /// A point on card `i` at rest: in the middle of its visible strip (the whole card for the front one).
    static func pointOnCard(_ i: Int) -> Point {
        let top = layout.frontCardTop - WalletLayout.cardOffset * Double(i)
        return Point(x: 195, y: i == 0 ? top + 100 : top + 25)
    }

    /// Replays `lines`; the wallet must settle.
    func replay(
        _ lines: [String], snap: SnapChoice? = nil, dataDirectory: String? = nil, reset: Bool = false
    ) throws -> Gallery {
        let gallery = Gallery(scene: .wallet, snap: snap, dataDirectory: dataDirectory, resetsStoredDocuments: reset)
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery)
        #expect(outcome.settled)
        return gallery
    }

    /// A tap at `p` at `ms`.
    func tap(_ p: Point, at ms: Int) -> [String] {
        ["\(ms) down \(p.x) \(p.y)", "\(ms + 60) up \(p.x) \(p.y)"]
    }

    /// A long press on `p` (held 100 ms, twice the seed's 0.05 s) then a vertical drag by `dy` in 12 steps over
    /// 240 ms; released (or cancelled) at the end.
    func longPressDrag(from p: Point, dy: Double, at ms: Int = 1000, cancel: Bool = false) -> [String] {
        var lines = ["\(ms) down \(p.x) \(p.y)"]
        for i in 1...12 {
            lines.append("\(ms + 100 + 20 * i) move \(p.x) \(p.y + dy * Double(i) / 12)")
        }
        lines.append(cancel ? "\(ms + 400) cancel" : "\(ms + 400) up \(p.x) \(p.y + dy)")
        return lines
    }

    func order(_ g: Gallery) -> [String] {
        guard case .array(let items)? = g.state["order"] else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    // MARK: - Tap

    @Test func theStateStartsWithTheSeedOrder() throws {
        let g = try replay([])
        #expect(
            g.state.encoded.hasPrefix(
                #"{"scene":"wallet","order":["visa","mastercard","amex","jcb","discover"],"selected":null,"history":false"#
            ))
    }

    @Test func tapSelectsAndTapAgainDeselects() throws {
        let selected = try replay(tap(Self.pointOnCard(0), at: 1000))
        expectEqual(selected.state["selected"], .string("visa"))
        expectEqual(selected.state["history"], .bool(true))
        // Selected, the card sits under the title: tap it there to deselect.
        let cardMiddle = Self.layout.selectedCardTop + Self.layout.cardHeight / 2
        let deselected = try replay(tap(Self.pointOnCard(0), at: 1000) + tap(Point(x: 195, y: cardMiddle), at: 2000))
        expectEqual(deselected.state["selected"], .null)
        expectEqual(deselected.state["history"], .bool(false))
        expectEqual(order(deselected), Self.defaultOrder)
    }

    @Test func tapOnACardBehindSelectsThatCard() throws {
        let g = try replay(tap(Self.pointOnCard(2), at: 1000))
        expectEqual(g.state["selected"], .string("amex"))
        expectEqual(order(g), Self.defaultOrder)
        // The selected card and the later ones go to the front card's place; the earlier ones leave downwards
        // (seed 004: offset 0, and 1400 for the cards before it).
        guard let wallet = g.scene as? WalletScene else { return }
        let ys = WalletReplayTests.defaultOrder.map { wallet.stack.placement(of: $0)?.offset.y ?? .nan }
        expectEqual(ys, [1400, 1400, 0, 0, 0])
    }

    @Test func escapeDeselects() throws {
        let g = try replay(tap(Self.pointOnCard(1), at: 1000) + ["2000 key escape"])
        expectEqual(g.state["selected"], .null)
        expectEqual(g.state["history"], .bool(false))
    }

    // MARK: - Long press and drag

    @Test func longPressThenDragUpByTwoCards() throws {
        // 110 pt up: past two 50 pt slots (the live gap needs 75 + 10 pt for the second, the seed rule 100 pt).
        let expected = ["mastercard", "amex", "visa", "jcb", "discover"]
        let live = try replay(longPressDrag(from: Self.pointOnCard(0), dy: -110))
        expectEqual(order(live), expected)
        expectEqual(live.state["selected"], .null)
        let seed = try replay(longPressDrag(from: Self.pointOnCard(0), dy: -110), snap: .seed)
        expectEqual(order(seed), expected)
    }

    @Test func dragDownMovesACardTowardTheFront() throws {
        // JCB (index 3) dragged 100 pt down: two places toward the front.
        let g = try replay(longPressDrag(from: Self.pointOnCard(3), dy: 100))
        expectEqual(order(g), ["visa", "jcb", "mastercard", "amex", "discover"])
    }

    @Test func aDragWithoutTheLongPressDoesNotReorder() throws {
        // The seed's drag is sequenced after the long press: moving at once is neither a tap nor a reorder.
        let p = Self.pointOnCard(0)
        var lines = ["1000 down \(p.x) \(p.y)"]
        for i in 1...8 { lines.append("\(1000 + 5 * i) move \(p.x) \(p.y - 15 * Double(i))") }
        lines.append("1045 up \(p.x) \(p.y - 120)")
        let g = try replay(lines)
        expectEqual(order(g), Self.defaultOrder)
        expectEqual(g.state["selected"], .null)
    }

    @Test func dragBeyondBothEndsClampsToTheStack() throws {
        // The front card dragged far down stays first; the last card dragged far up stays last.
        #expect(order(try replay(longPressDrag(from: Self.pointOnCard(0), dy: 250))) == Self.defaultOrder)
        #expect(order(try replay(longPressDrag(from: Self.pointOnCard(4), dy: -150))) == Self.defaultOrder)
        // The front card dragged far beyond the top lands last; the last card far beyond the bottom lands first.
        for snap in [nil, SnapChoice.seed] {
            #expect(
                order(try replay(longPressDrag(from: Self.pointOnCard(0), dy: -450), snap: snap))
                    == ["mastercard", "amex", "jcb", "discover", "visa"])
            #expect(
                order(try replay(longPressDrag(from: Self.pointOnCard(4), dy: 320), snap: snap))
                    == ["discover", "visa", "mastercard", "amex", "jcb"])
        }
    }

    @Test func releaseExactlyAtABoundary() throws {
        let front = Self.pointOnCard(0)
        // The seed's rule, i + Int(−dy / 50): exactly 100 pt is two places, 99 pt one (Int truncates).
        #expect(order(try replay(longPressDrag(from: front, dy: -100), snap: .seed))[2] == "visa")
        #expect(order(try replay(longPressDrag(from: front, dy: -99), snap: .seed))[1] == "visa")
        #expect(order(try replay(longPressDrag(from: front, dy: -50), snap: .seed))[1] == "visa")
        // The live gap moves once the card is MORE than the hysteresis (10 pt) beyond the half-way boundary
        // between slots 1 and 2 (75 pt): exactly 85 pt stays in slot 1, 86 pt reaches slot 2.
        #expect(order(try replay(longPressDrag(from: front, dy: -85)))[1] == "visa")
        #expect(order(try replay(longPressDrag(from: front, dy: -86)))[2] == "visa")
        // The first boundary: 25 + 10 pt.
        #expect(order(try replay(longPressDrag(from: front, dy: -35)))[0] == "visa")
        #expect(order(try replay(longPressDrag(from: front, dy: -36)))[1] == "visa")
    }

    @Test func aCancelMidDragKeepsTheOrder() throws {
        let g = try replay(longPressDrag(from: Self.pointOnCard(0), dy: -110, cancel: true))
        expectEqual(order(g), Self.defaultOrder)
        expectEqual(g.state["selected"], .null)
        expectEqual(g.state["settled"], .bool(true))
        // The card went back to its slot, and the stack still takes a tap.
        guard let wallet = g.scene as? WalletScene else { return }
        expectEqual(wallet.stack.placement(of: "visa")?.offset, Vector(x: 0, y: 0))
        let after = try replay(
            longPressDrag(from: Self.pointOnCard(0), dy: -110, cancel: true) + tap(Self.pointOnCard(0), at: 2500))
        expectEqual(after.state["selected"], .string("visa"))
    }

    // MARK: - Adding

    @Test func thePlusButtonAddsACardInFront() throws {
        let plus = Self.layout.plusButton.center
        let once = try replay(tap(plus, at: 1000))
        expectEqual(order(once), ["card-6"] + Self.defaultOrder)
        let twice = try replay(tap(plus, at: 1000) + tap(plus, at: 1200))
        expectEqual(order(twice), ["card-7", "card-6"] + Self.defaultOrder)
        // Animated in: right after the tap the new card is still sliding in from the leading edge.
        let g = Gallery(scene: .wallet)
        _ = ReplayDriver.run(try GestureScript.parse(tap(plus, at: 1000).joined(separator: "\n")), on: g)
        guard let wallet = g.scene as? WalletScene else { return }
        expectEqual(wallet.stack.placement(of: "card-6")?.opacity, 1)
        let fresh = Gallery(scene: .wallet)
        fresh.advance(to: 1)
        fresh.handle(.pointer(PointerEvent(id: 0, phase: .down, location: plus, timestamp: 1)))
        fresh.handle(.pointer(PointerEvent(id: 0, phase: .up, location: plus, timestamp: 1.05)))
        fresh.advance(to: 1.06)
        guard let entering = (fresh.scene as? WalletScene)?.stack.placement(of: "card-6") else {
            Issue.record("no card-6")
            return
        }
        #expect(entering.offset.x < -10)
        // It slides in opaque (issue 13: no text of the card below showing through).
        expectEqual(entering.opacity, 1)
        #expect(fresh.needsFrame)
    }

    @Test func aPressThatLeavesThePlusButtonAddsNothing() throws {
        let plus = Self.layout.plusButton.center
        let g = try replay(["1000 down \(plus.x) \(plus.y)", "1100 move 200 300", "1150 up 200 300"])
        expectEqual(order(g), Self.defaultOrder)
    }

    @Test func addingWhileACardIsSelectedClosesTheHistory() throws {
        let g = try replay(tap(Self.pointOnCard(1), at: 1000) + tap(Self.layout.plusButton.center, at: 2000))
        expectEqual(g.state["selected"], .null)
        expectEqual(order(g).first, "card-6")
    }

    // MARK: - Keyboard

    @Test func keyboardFocusesSelectsDeselectsAndAdds() throws {
        let g = try replay(["1000 key tab", "1100 key tab", "1200 key enter"])
        expectEqual(g.state["focus"], .string("card:mastercard"))
        expectEqual(g.state["selected"], .string("mastercard"))
        // While a card is selected the chain is that card, then the plus button.
        let chain = try replay(["1000 key tab", "1100 key enter", "1200 key tab", "1300 key space"])
        expectEqual(chain.state["focus"], .string("plus"))
        expectEqual(chain.state["selected"], .null)
        expectEqual(order(chain).first, "card-6")
        let toggled = try replay(["1000 key tab", "1100 key space", "1900 key space"])
        expectEqual(toggled.state["selected"], .null)
        // Five cards and the plus button, then the picker.
        let walked = try replay((0..<7).map { "\(1000 + $0 * 10) key tab" })
        expectEqual(walked.state["focus"], .string("picker:trips"))
    }

    // MARK: - History

    @Test func theHistoryScrollsFreelyWithRubberBandAtTheEnds() throws {
        let select = tap(Self.pointOnCard(0), at: 1000)
        let y = Self.layout.historyRestingTop + WalletLayout.tilesOffset + 80
        // A quick flick to the left: momentum carries the list on after the release, then it stops inside.
        var flick = select + ["2000 down 300 \(y)"]
        for i in 1...6 { flick.append("\(2000 + 10 * i) move \(300 - 25 * Double(i)) \(y)") }
        flick.append("2060 up 150 \(y)")
        let g = Gallery(scene: .wallet)
        var positions: [Double] = []
        let outcome = ReplayDriver.run(try GestureScript.parse(flick.joined(separator: "\n")), on: g) { _, t in
            if t > 2.06, let w = g.scene as? WalletScene { positions.append(w.history.track?.position ?? 0) }
        }
        #expect(outcome.settled)
        guard let wallet = g.scene as? WalletScene else { return }
        let released = positions.first ?? 0
        let final = wallet.history.track?.position ?? 0
        #expect(final > released + 50, "momentum: \(released) → \(final)")
        #expect(final <= (wallet.history.track?.layout.upperLimit ?? 0) + 0.5)
        expectEqual(g.state["selected"], .string("visa"))  // dragging the list does not deselect

        // A drag to the right at the start goes beyond the end (rubber band), then springs back to 0.
        var pull = select + ["2000 down 60 \(y)"]
        for i in 1...10 { pull.append("\(2000 + 30 * i) move \(60 + 20 * Double(i)) \(y)") }
        pull.append("2400 up 260 \(y)")
        let h = Gallery(scene: .wallet)
        var minimum = 0.0
        _ = ReplayDriver.run(try GestureScript.parse(pull.joined(separator: "\n")), on: h) { _, _ in
            if let w = h.scene as? WalletScene { minimum = min(minimum, w.history.track?.position ?? 0) }
        }
        guard let pulled = h.scene as? WalletScene else { return }
        // 200 pt of finger less the 10 pt slop, banded: less than the finger, more than nothing.
        #expect(minimum < -20 && minimum > -190)
        #expect(abs(pulled.history.track?.position ?? .nan) < 0.5)
    }

    @Test func reselectingStartsTheHistoryAtTheBeginning() throws {
        let y = Self.layout.historyRestingTop + WalletLayout.tilesOffset + 80
        let cardMiddle = Self.layout.selectedCardTop + Self.layout.cardHeight / 2
        var lines = tap(Self.pointOnCard(0), at: 1000) + ["2000 down 300 \(y)"]
        for i in 1...10 { lines.append("\(2000 + 30 * i) move \(300 - 20 * Double(i)) \(y)") }
        lines += ["2400 up 100 \(y)"] + tap(Point(x: 195, y: cardMiddle), at: 4000) + tap(Self.pointOnCard(1), at: 5000)
        let g = try replay(lines)
        expectEqual(g.state["selected"], .string("mastercard"))
        expectEqual((g.scene as? WalletScene)?.history.track?.position, 0)
    }
}
