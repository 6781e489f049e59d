import RiffleTestSupport
import Testing

@testable import Riffle

/// A wallet as a SwiftUI view drives it: `ComponentHost<CardStack>` on a 390 × 844 view (seed 004's cards: 320
/// wide, 320 / 1.586 high, the front card centred), drag callbacks and 120 Hz frames on the stack's clock.
enum Wallet {
    static let cardHeight = 320 / 1.586
    static let frontTop = (844 - cardHeight) / 2

    /// A host laid out on the 390 × 844 view at time 0.
    static func host(
        ids: [String] = ["visa", "master", "amex", "discover"], selection: String? = nil,
        settings: CardStack.Settings = CardStack.Settings(playsEntrance: false)
    ) -> ComponentHost<CardStack> {
        var host = ComponentHost(CardStack(ids: ids, selection: selection, settings: settings))
        host.send(.viewport(width: 390, height: 844), at: 0)
        return host
    }

    /// A point on the visible part of card `k` at rest, `x` points from the view's left edge.
    static func point(onCard k: Int, x: Double = 200) -> Point {
        Point(x: x, y: k == 0 ? frontTop + 100 : frontTop - 50 * Double(k) + 25)
    }
}

extension ComponentHost where Component == CardStack {
    /// Frames every 1/120 s up to `t`; their events.
    @discardableResult
    mutating func frames(until t: Double) -> [CardStack.Event] {
        var events: [CardStack.Event] = []
        while component.time + 1.0 / 120 < t { events += advance(to: component.time + 1.0 / 120) }
        return events + advance(to: Swift.max(t, component.time))
    }

    /// Frames until nothing moves (at most 20 s).
    mutating func settle() {
        var limit = 2400
        while needsFrames, limit > 0 {
            frames(until: component.time + 1.0 / 120)
            limit -= 1
        }
    }

    /// A tap of 0.03 s at `point`; its events.
    @discardableResult
    mutating func tap(_ point: Point) -> [CardStack.Event] {
        let time = component.time
        return pointerChanged(to: point, from: point, at: time) + pointerEnded(at: point, time: time + 0.03)
    }

    /// Holds `start` until the long press fires, drags by `dy` (and `dx`) in ten steps over 0.2 s, and releases
    /// unless told otherwise; the events.
    @discardableResult
    mutating func reorder(from start: Point, dx: Double = 0, dy: Double, release: Bool = true) -> [CardStack.Event] {
        var events = pointerChanged(to: start, from: start, at: component.time)
        events += frames(until: component.time + 0.1)
        for step in 1...10 {
            let f = Double(step) / 10
            events += frames(until: component.time + 0.02)
            events += pointerChanged(to: Point(x: start.x + dx * f, y: start.y + dy * f), at: component.time)
        }
        guard release else { return events }
        return events + pointerEnded(at: Point(x: start.x + dx, y: start.y + dy), time: component.time)
    }

    /// The placement of card `id` now.
    func placement(_ id: String) -> CardPlacement? {
        placements(at: component.time).first { $0.id == id }
    }
}

extension Sequence<CardStack.Event> {
    /// The moves and announcements: what a wallet view acts on.
    var reported: [CardStack.Event] {
        filter {
            switch $0 {
            case .moved, .announcement: true
            default: false
            }
        }
    }
}

@Suite("Wallet host: the state a wallet view keeps")
struct WalletHostTests {
    @Test func nothingExistsBeforeAUsableViewport() throws {
        var host = ComponentHost(CardStack(ids: ["a", "b", "a", "c"], selection: "x", settings: .wallet))
        // A repeated identifier is dropped (the first stays) and an unknown selection counts as none.
        expectEqual(host.ids, ["a", "b", "c"])
        expectEqual(host.selectedID, nil)
        expectEqual(host.viewport, nil)
        #expect(host.placements(at: 0).isEmpty)
        expectEqual(host.component.historySlot(at: 0), nil)
        #expect(!host.needsFrames && host.isIdle)
        for (width, height) in [(0.0, 844.0), (390, 0), (.nan, 844), (390, .infinity), (-390, 844)] {
            #expect(host.send(.viewport(width: width, height: height), at: 0).reported.isEmpty)
        }
        expectEqual(host.viewport, nil)
        // The order and the selection set before the stack exists are the ones it starts with.
        #expect(host.send(.order(ids: ["c", "a", "b"]), at: 0).reported.isEmpty)
        #expect(host.send(.select(id: "b"), at: 0).reported.isEmpty)
        #expect(host.send(.select(id: "x"), at: 0).reported.isEmpty)
        expectEqual(host.selectedID, "b")
        _ = host.send(.viewport(width: 390, height: 844), at: 1)
        expectEqual(host.ids, ["c", "a", "b"])
        expectEqual(host.selectedID, "b")
    }

    @Test func seed004CardsAreFittedToTheView() {
        // 390 points wide less 35 on each side: 320-point cards, 320 / 1.586 high, the front card centred, each
        // later card 50 points higher, the first card in front.
        let d = Wallet.host()
        let placements = d.placements(at: 0)
        expectEqual(placements.map(\.id), ["visa", "master", "amex", "discover"])
        #expect(placements.allSatisfy { $0.x == 35 && $0.width == 320 && $0.height == Wallet.cardHeight })
        expectEqual(placements.map(\.y), (0..<4).map { Wallet.frontTop - 50 * Double($0) })
        expectEqual(placements.map(\.zIndex), [0, -1, -2, -3])
        #expect(placements.allSatisfy { $0.opacity == 1 && $0.scale == 1 && !$0.isAccessibilityHidden })
        // A given front-card top and inset are honoured.
        var settings = CardStack.Settings(horizontalInset: 20, frontCardTop: 300, playsEntrance: false)
        settings.configuration.spacing = 60
        let placed = Wallet.host(settings: settings).placements(at: 0)
        #expect(placed.map(\.x) == [20, 20, 20, 20] && placed[0].width == 350)
        expectEqual(placed.map(\.y), [300, 240, 180, 120])
    }

    @Test func theEntranceSlidesInFromTheLeadingEdgeLastCardFirst() {
        // Seed 004: card i starts (count − i)·0.1 s after the appearance, off the leading edge and transparent.
        var d = Wallet.host(settings: CardStack.Settings())
        let start = d.placements(at: 0)
        #expect(start.allSatisfy { $0.opacity == 0 && $0.x == 35 - 355 && $0.isAccessibilityHidden })
        #expect(d.needsFrames)
        d.frames(until: 0.25)
        let early = d.placements(at: d.time)
        // The last card (delay 0.1) is on its way, the first (delay 0.4) has not started.
        #expect(early[3].opacity > 0.5 && early[0].opacity == 0)
        d.settle()
        #expect(d.placements(at: d.time).allSatisfy { $0.opacity == 1 && abs($0.x - 35) < 1e-6 })
        // Right to left: the cards come from the right edge.
        let rtl = Wallet.host(settings: CardStack.Settings().adapted(reduceMotion: false, rightToLeft: true))
        #expect(rtl.placements(at: 0).allSatisfy { $0.x == 390 })
        // Reduce Motion: no entrance at all.
        let still = Wallet.host(settings: CardStack.Settings().adapted(reduceMotion: true, rightToLeft: false))
        #expect(still.placements(at: 0).allSatisfy { $0.opacity == 1 && $0.x == 35 })
    }

    @Test func aTapSelectsAndTheHistorySlidesInBelowTheFrontCard() {
        var d = Wallet.host()
        d.tap(Wallet.point(onCard: 2))
        expectEqual(d.selectedID, "amex")
        expectEqual(d.historyID, "amex")
        // The seed's curve waits 0.1 s: the slot is still closed.
        expectEqual(d.component.historySlot(at: d.time), nil)
        d.settle()
        // The selected card and the later ones at the front card's place, the earlier ones 1400 points down (off
        // screen: every card's placement, not only what a view draws).
        let placements = d.component.placements
        expectEqual(placements.map(\.y), [1400, 1400, 0, 0].map { Wallet.frontTop + $0 })
        expectEqual(placements.map(\.isAccessibilityHidden), [true, true, false, false])
        // The slot fills the view below the front card and a 10-point gap.
        let top = Wallet.frontTop + Wallet.cardHeight + 10
        let slot = d.component.historySlot(at: d.time)
        expectEqual(slot, CardStack.HistorySlot(id: "amex", x: 0, y: top, width: 390, height: 844 - top, progress: 1))
    }

    @Test func theHistorySlidesAlongWithTheSelectionCurve() {
        // Seed 004: ease-out over 0.15 s after a 0.1 s delay; half-way through the curve the slot has come
        // `progress` of the way up from the bottom edge.
        var d = Wallet.host()
        d.tap(Wallet.point(onCard: 0))
        let tapped = d.time
        d.frames(until: tapped + 0.1 + 0.075)
        let slot = d.component.historySlot(at: d.time)
        let progress = TimingCurve.easeOut.value(at: 0.5)
        expectNear((slot?.progress ?? 0), progress, within: 1e-6)
        if let slot { expectNear(slot.y, (844 - progress * slot.height), within: 1e-9) }
    }

    @Test func aDeselectedCardsHistoryStaysWhileTheSlotCloses() {
        var d = Wallet.host(selection: "master")
        d.settle()
        expectEqual(d.component.historySlot(at: d.time)?.id, "master")
        // The binding clears the selection: the slot keeps showing the card's history while it slides away.
        _ = d.send(.select(id: nil), at: d.time)
        expectEqual(d.selectedID, nil)
        expectEqual(d.historyID, "master")
        d.frames(until: d.time + 0.2)
        let closing = d.component.historySlot(at: d.time)
        expectEqual(closing?.id, "master")
        #expect((closing?.progress ?? 0) < 1 && (closing?.progress ?? 0) > 0)
        d.settle()
        expectEqual(d.historyID, nil)
        expectEqual(d.component.historySlot(at: d.time), nil)
        // A second tap deselects too (the selected card now rests where the front card did).
        d.tap(Wallet.point(onCard: 1))
        d.settle()
        d.tap(Wallet.point(onCard: 0, x: 100))
        expectEqual(d.selectedID, nil)
    }

    @Test func aLongPressAndDragReordersAndReportsTheMoveOnce() {
        // Holding the front card and dragging it 120 points up passes two slots (with the 10-point
        // hysteresis): it lands at index 2.
        var d = Wallet.host()
        let events = d.reorder(from: Wallet.point(onCard: 0), dy: -120)
        expectEqual(d.ids, ["master", "amex", "visa", "discover"])
        expectEqual(events.reported, [.moved(id: "visa", from: 0, to: 2)])
        d.settle()
        expectEqual(d.placement("visa")?.y, Wallet.frontTop - 100)
        expectEqual(d.placement("visa")?.zIndex, -2)
    }

    @Test func aCancelledDragKeepsTheOrder() {
        var d = Wallet.host()
        var events = d.reorder(from: Wallet.point(onCard: 1), dy: 110, release: false)
        expectEqual(d.liftedID, "master")
        events += d.pointerCancelled(at: d.time)
        expectEqual(d.liftedID, nil)
        expectEqual(d.ids, ["visa", "master", "amex", "discover"])
        #expect(events.reported.isEmpty)
        // A cancellation after the touch ended does nothing.
        #expect(d.pointerCancelled(at: d.time).isEmpty)
    }

    @Test func rightToLeftMirrorsTheCardsAndTheFinger() {
        // Dragging right by 30 points nudges the held card 20 points right on screen in either direction.
        for rightToLeft in [false, true] {
            let settings = CardStack.Settings(playsEntrance: false).adapted(
                reduceMotion: false, rightToLeft: rightToLeft)
            var d = Wallet.host(settings: settings)
            d.reorder(from: Wallet.point(onCard: 0, x: 100), dx: 30, dy: 0, release: false)
            d.frames(until: d.time + 1)
            expectNear((d.placement("visa")?.x ?? 0), 55, within: 1e-3)
        }
        // Without the finger mirrored the card would go the other way (x 15).
    }

    @Test func theOrderBindingIsDiffedIntoTheStack() {
        var d = Wallet.host(selection: "amex")
        d.settle()
        // The echo of the host's own order does nothing.
        #expect(d.send(.order(ids: d.ids), at: d.time).isEmpty)
        // A permutation: the cards spring to their new slots, and no move is reported (the view made it).
        #expect(d.send(.order(ids: ["discover", "visa", "master", "amex"]), at: d.time).reported.isEmpty)
        expectEqual(d.ids, ["discover", "visa", "master", "amex"])
        // A card added at index 1 enters from the leading edge; a removed card goes; the selected card removed
        // deselects at once, and its history goes with it.
        _ = d.send(.order(ids: ["discover", "jcb", "visa", "master"]), at: d.time)
        expectEqual(d.ids, ["discover", "jcb", "visa", "master"])
        expectEqual(d.selectedID, nil)
        expectEqual(d.historyID, nil)
        expectEqual(d.component.historySlot(at: d.time), nil)
        expectEqual(d.placement("jcb")?.opacity, 0)
        d.settle()
        expectEqual(d.placement("jcb")?.opacity, 1)
        expectEqual(d.placements(at: d.time).map(\.y), (0..<4).map { Wallet.frontTop - 50 * Double($0) })
        // A repeated identifier is rejected and nothing changes.
        #expect(d.send(.order(ids: ["visa", "visa", "master"]), at: d.time).isEmpty)
        expectEqual(d.ids, ["discover", "jcb", "visa", "master"])
        // Everything removed, then back.
        _ = d.send(.order(ids: []), at: d.time)
        #expect(d.placements(at: d.time).isEmpty)
        _ = d.send(.order(ids: ["a"]), at: d.time)
        expectEqual(d.ids, ["a"])
    }

    @Test func theSelectionBindingDrivesTheStack() {
        var d = Wallet.host()
        #expect(d.send(.select(id: "master"), at: 0).reported.isEmpty)
        expectEqual(d.selectedID, "master")
        // An unknown card leaves the selection as it was (the view writes it back).
        _ = d.send(.select(id: "nope"), at: 0)
        expectEqual(d.selectedID, "master")
        // Switching straight to another card.
        _ = d.send(.select(id: "amex"), at: 0)
        expectEqual(d.selectedID, "amex")
        expectEqual(d.historyID, "amex")
        // While a card is lifted, the finger wins.
        _ = d.send(.select(id: nil), at: 0)
        d.settle()
        d.reorder(from: Wallet.point(onCard: 1), dy: 0, release: false)
        _ = d.send(.select(id: "visa"), at: d.time)
        expectEqual(d.selectedID, nil)
    }

    @Test func accessibilityLabelsActionsAndAnnouncements() {
        var d = Wallet.host()
        #expect(
            d.component.accessibilityLabel(for: "visa", description: "Visa ending 1234")
                == .card(1, of: 4, description: "Visa ending 1234"))
        expectEqual(d.component.accessibilityLabel(for: "amex", description: ""), .card(3, of: 4, description: ""))
        expectEqual(d.component.accessibilityLabel(for: "nope", description: "Nope"), nil)
        expectEqual(d.component.accessibilityActions(for: "visa"), [.moveDown])
        expectEqual(d.component.accessibilityActions(for: "amex"), [.moveUp, .moveDown])
        expectEqual(d.component.accessibilityActions(for: "discover"), [.moveUp])
        // "Move down" on the first card: it becomes card 2 of 4, and says so.
        let outputs = d.send(.accessibility(action: .moveDown, id: "visa", description: "Visa"), at: 0)
        expectEqual(outputs, [.moved(id: "visa", from: 0, to: 1), .announcement(.card(2, of: 4, description: "Visa"))])
        expectEqual(d.ids, ["master", "visa", "amex", "discover"])
        // Nothing to do at the end it moves toward.
        #expect(d.send(.accessibility(action: .moveUp, id: "master", description: "Mastercard"), at: 0).isEmpty)
        // Activation is a tap: select, then deselect.
        _ = d.send(.activate(id: "amex"), at: 0)
        expectEqual(d.selectedID, "amex")
        _ = d.send(.activate(id: "visa"), at: 0)
        expectEqual(d.selectedID, nil)
        // Before the stack exists the labels come from the order.
        let early = ComponentHost(CardStack(ids: ["a", "b"], selection: nil, settings: .wallet))
        expectEqual(early.component.accessibilityLabel(for: "b", description: "B"), .card(2, of: 2, description: "B"))
        #expect(early.component.accessibilityActions(for: "a").isEmpty)
    }

    @Test func reduceMotionJumps() {
        let settings = CardStack.Settings().adapted(reduceMotion: true, rightToLeft: false)
        var d = Wallet.host(settings: settings)
        #expect(!d.needsFrames)
        d.tap(Wallet.point(onCard: 1))
        // The selection and the history are in place at once.
        expectEqual(d.component.historySlot(at: d.time)?.progress, 1)
        expectEqual(d.placements(at: d.time).map(\.y)[1], Wallet.frontTop)
        // Applying the environment later reaches the running stack; Reduce Motion never turns motion back on.
        var moving = Wallet.host()
        _ = moving.send(.configure(settings), at: 0)
        expectEqual(moving.configuration.reduceMotion, true)
        #expect(settings.adapted(reduceMotion: false, rightToLeft: false).configuration.reduceMotion)
    }

    @Test func resizingRefitsTheCards() {
        var d = Wallet.host()
        _ = d.send(.viewport(width: 500, height: 600), at: 0)
        d.settle()
        let height = 430 / 1.586
        let placements = d.placements(at: d.time)
        #expect(placements.allSatisfy { $0.x == 35 && $0.width == 430 })
        expectNear(placements[0].y, (600 - height) / 2, within: 1e-9)
        // The same size again, or an unusable one, changes nothing.
        #expect(d.send(.viewport(width: 500, height: 600), at: 1).reported.isEmpty)
        _ = d.send(.viewport(width: .nan, height: 600), at: 1)
        expectEqual(d.viewport, Vector(x: 500, y: 600))
    }

    @Test func badSettingsAreSanitized() {
        let settings = CardStack.Settings(
            horizontalInset: .nan, aspectRatio: -2, frontCardTop: .infinity, historySpacing: .nan)
        let fitted = settings.configuration(forViewport: Vector(x: 390, y: 844))
        expectEqual(fitted.cardWidth, 320)
        expectEqual(fitted.cardHeight, 320 / 1.586)
        expectEqual(fitted.stackOrigin, Point(x: 35, y: (844 - 320 / 1.586) / 2))
        expectEqual(settings.sanitizedHistorySpacing, 10)
        // A view narrower than the insets gets zero-width cards, centred; a non-finite size counts as zero.
        let narrow = CardStack.Settings().configuration(forViewport: Vector(x: 50, y: .nan))
        expectEqual(narrow.cardWidth, 0)
        expectEqual(narrow.stackOrigin.x, 25)
        expectEqual(narrow.viewportHeight, 0)
        let negative = CardStack.Settings(horizontalInset: -10).configuration(forViewport: Vector(x: 100, y: 100))
        expectEqual(negative.cardWidth, 100)
    }
}
