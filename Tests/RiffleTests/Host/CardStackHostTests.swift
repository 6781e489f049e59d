import Testing

@testable import Riffle

/// Drives a card-stack host the way a SwiftUI wallet view does: drag callbacks and 120 Hz frames, on a 390 × 844
/// view (seed 004's cards: 320 wide, 320 / 1.586 high, the front card centred).
struct WalletDriver {
    static let cardHeight = 320 / 1.586
    static let frontTop = (844 - cardHeight) / 2

    var host: CardStackHost
    var time = 0.0
    var outputs: [CardStackHost.Output] = []

    init(
        order: [String] = ["visa", "master", "amex", "discover"], selection: String? = nil,
        settings: CardStackHost.Settings = CardStackHost.Settings(playsEntrance: false)
    ) {
        host = CardStackHost(order: order, selection: selection, settings: settings)
        outputs += host.setViewport(width: 390, height: 844, at: 0)
    }

    /// A point on the visible part of card `k` at rest, `x` points from the view's left edge.
    static func point(onCard k: Int, x: Double = 200) -> Point {
        Point(x: x, y: k == 0 ? frontTop + 100 : frontTop - 50 * Double(k) + 25)
    }

    mutating func frames(until t: Double) {
        while time + 1.0 / 120 < t {
            time += 1.0 / 120
            outputs += host.advance(to: time)
        }
        if t > time { time = t }
        outputs += host.advance(to: time)
    }

    mutating func settle() {
        var limit = 2400
        while host.needsFrames, limit > 0 {
            frames(until: time + 1.0 / 120)
            limit -= 1
        }
    }

    mutating func tap(_ point: Point) {
        outputs += host.pointerChanged(to: point, from: point, at: time)
        time += 0.03
        outputs += host.pointerEnded(at: point, time: time)
    }

    /// Holds `start` until the long press fires, drags by `dy` (and `dx`) in ten steps over 0.2 s, and releases
    /// unless told otherwise.
    mutating func reorder(from start: Point, dx: Double = 0, dy: Double, release: Bool = true) {
        outputs += host.pointerChanged(to: start, from: start, at: time)
        frames(until: time + 0.1)
        for step in 1...10 {
            let f = Double(step) / 10
            frames(until: time + 0.02)
            outputs += host.pointerChanged(to: Point(x: start.x + dx * f, y: start.y + dy * f), at: time)
        }
        if release { outputs += host.pointerEnded(at: Point(x: start.x + dx, y: start.y + dy), time: time) }
    }

    func placement(_ id: String) -> CardStackHost.Placement? {
        host.placements(at: time).first { $0.id == id }
    }
}

@Suite("CardStackHost: the state a wallet view keeps")
struct CardStackHostTests {
    @Test func nothingExistsBeforeAUsableViewport() throws {
        var host = CardStackHost(order: ["a", "b", "a", "c"], selection: "x")
        // A repeated identifier is dropped (the first stays) and an unknown selection counts as none.
        #expect(host.order == ["a", "b", "c"])
        #expect(host.selection == nil)
        #expect(host.stack == nil && host.placements(at: 0).isEmpty && host.historySlot(at: 0) == nil)
        #expect(!host.needsFrames && host.isIdle)
        for (width, height) in [(0.0, 844.0), (390, 0), (.nan, 844), (390, .infinity), (-390, 844)] {
            #expect(host.setViewport(width: width, height: height, at: 0).isEmpty)
        }
        #expect(host.stack == nil && host.viewport == .zero)
        // The order and the selection set before the stack exists are the ones it starts with.
        #expect(try host.setOrder(["c", "a", "b"], at: 0).isEmpty)
        #expect(host.select("b", at: 0).isEmpty)
        #expect(host.select("x", at: 0).isEmpty && host.selection == "b")
        _ = host.setViewport(width: 390, height: 844, at: 1)
        #expect(host.stack?.ids == ["c", "a", "b"])
        #expect(host.stack?.selectedID == "b" && host.selection == "b")
    }

    @Test func seed004CardsAreFittedToTheView() {
        // 390 points wide less 35 on each side: 320-point cards, 320 / 1.586 high, the front card centred, each
        // later card 50 points higher, the first card in front.
        let d = WalletDriver()
        let placements = d.host.placements(at: 0)
        #expect(placements.map(\.id) == ["visa", "master", "amex", "discover"])
        #expect(placements.allSatisfy { $0.x == 35 && $0.width == 320 && $0.height == WalletDriver.cardHeight })
        #expect(placements.map(\.y) == (0..<4).map { WalletDriver.frontTop - 50 * Double($0) })
        #expect(placements.map(\.zIndex) == [0, -1, -2, -3])
        #expect(placements.allSatisfy { $0.opacity == 1 && $0.scale == 1 && !$0.isAccessibilityHidden })
        // A given front-card top and inset are honoured.
        var settings = CardStackHost.Settings(horizontalInset: 20, frontCardTop: 300, playsEntrance: false)
        settings.configuration.spacing = 60
        let placed = WalletDriver(settings: settings).host.placements(at: 0)
        #expect(placed.map(\.x) == [20, 20, 20, 20] && placed[0].width == 350)
        #expect(placed.map(\.y) == [300, 240, 180, 120])
    }

    @Test func theEntranceSlidesInFromTheLeadingEdgeLastCardFirst() {
        // Seed 004: card i starts (count − i)·0.1 s after the appearance, off the leading edge and transparent.
        var d = WalletDriver(settings: CardStackHost.Settings())
        let start = d.host.placements(at: 0)
        #expect(start.allSatisfy { $0.opacity == 0 && $0.x == 35 - 355 && $0.isAccessibilityHidden })
        #expect(d.host.needsFrames)
        d.frames(until: 0.25)
        let early = d.host.placements(at: d.time)
        // The last card (delay 0.1) is on its way, the first (delay 0.4) has not started.
        #expect(early[3].opacity > 0.5 && early[0].opacity == 0)
        d.settle()
        #expect(d.host.placements(at: d.time).allSatisfy { $0.opacity == 1 && abs($0.x - 35) < 1e-6 })
        // Right to left: the cards come from the right edge.
        let rtl = WalletDriver(settings: CardStackHost.Settings().adapted(reduceMotion: false, rightToLeft: true))
        #expect(rtl.host.placements(at: 0).allSatisfy { $0.x == 390 })
        // Reduce Motion: no entrance at all.
        let still = WalletDriver(settings: CardStackHost.Settings().adapted(reduceMotion: true, rightToLeft: false))
        #expect(still.host.placements(at: 0).allSatisfy { $0.opacity == 1 && $0.x == 35 })
    }

    @Test func aTapSelectsAndTheHistorySlidesInBelowTheFrontCard() {
        var d = WalletDriver()
        d.tap(WalletDriver.point(onCard: 2))
        #expect(d.host.selection == "amex" && d.host.historyID == "amex")
        // The seed's curve waits 0.1 s: the slot is still closed.
        #expect(d.host.historySlot(at: d.time) == nil)
        d.settle()
        // The selected card and the later ones at the front card's place, the earlier ones 1400 points down.
        let placements = d.host.placements(at: d.time)
        #expect(placements.map(\.y) == [1400, 1400, 0, 0].map { WalletDriver.frontTop + $0 })
        #expect(placements.map(\.isAccessibilityHidden) == [true, true, false, false])
        // The slot fills the view below the front card and a 10-point gap.
        let top = WalletDriver.frontTop + WalletDriver.cardHeight + 10
        let slot = d.host.historySlot(at: d.time)
        #expect(slot == CardStackHost.HistorySlot(id: "amex", x: 0, y: top, width: 390, height: 844 - top, progress: 1))
    }

    @Test func theHistorySlidesAlongWithTheSelectionCurve() {
        // Seed 004: ease-out over 0.15 s after a 0.1 s delay; half-way through the curve the slot has come
        // `progress` of the way up from the bottom edge.
        var d = WalletDriver()
        d.tap(WalletDriver.point(onCard: 0))
        let tapped = d.time
        d.frames(until: tapped + 0.1 + 0.075)
        let slot = d.host.historySlot(at: d.time)
        let progress = TimingCurve.easeOut.value(at: 0.5)
        #expect(abs((slot?.progress ?? 0) - progress) < 1e-6)
        if let slot { #expect(abs(slot.y - (844 - progress * slot.height)) < 1e-9) }
    }

    @Test func aDeselectedCardsHistoryStaysWhileTheSlotCloses() {
        var d = WalletDriver(selection: "master")
        d.settle()
        #expect(d.host.historySlot(at: d.time)?.id == "master")
        // The binding clears the selection: the slot keeps showing the card's history while it slides away.
        _ = d.host.select(nil, at: d.time)
        #expect(d.host.selection == nil && d.host.historyID == "master")
        d.frames(until: d.time + 0.2)
        let closing = d.host.historySlot(at: d.time)
        #expect(closing?.id == "master" && (closing?.progress ?? 0) < 1 && (closing?.progress ?? 0) > 0)
        d.settle()
        #expect(d.host.historyID == nil && d.host.historySlot(at: d.time) == nil)
        // A second tap deselects too (the selected card now rests where the front card did).
        d.tap(WalletDriver.point(onCard: 1))
        d.settle()
        d.tap(WalletDriver.point(onCard: 0, x: 100))
        #expect(d.host.selection == nil)
    }

    @Test func aLongPressAndDragReordersAndReportsTheMoveOnce() {
        // Holding the front card and dragging it 120 points up passes two slots (with the 10-point
        // hysteresis): it lands at index 2.
        var d = WalletDriver()
        d.reorder(from: WalletDriver.point(onCard: 0), dy: -120)
        #expect(d.host.order == ["master", "amex", "visa", "discover"])
        #expect(d.outputs == [.moved(id: "visa", from: 0, to: 2)])
        d.settle()
        #expect(d.placement("visa")?.y == WalletDriver.frontTop - 100)
        #expect(d.placement("visa")?.zIndex == -2)
    }

    @Test func aCancelledDragKeepsTheOrder() {
        var d = WalletDriver()
        d.reorder(from: WalletDriver.point(onCard: 1), dy: 110, release: false)
        #expect(d.host.stack?.liftedID == "master")
        _ = d.host.pointerCancelled(at: d.time)
        #expect(d.host.stack?.liftedID == nil)
        #expect(d.host.order == ["visa", "master", "amex", "discover"] && d.outputs.isEmpty)
        // A cancellation after the touch ended does nothing.
        #expect(d.host.pointerCancelled(at: d.time).isEmpty)
    }

    @Test func rightToLeftMirrorsTheCardsAndTheFinger() {
        // Dragging right by 30 points nudges the held card 20 points right on screen in either direction.
        for rightToLeft in [false, true] {
            let settings = CardStackHost.Settings(playsEntrance: false).adapted(
                reduceMotion: false, rightToLeft: rightToLeft)
            var d = WalletDriver(settings: settings)
            d.reorder(from: WalletDriver.point(onCard: 0, x: 100), dx: 30, dy: 0, release: false)
            d.frames(until: d.time + 1)
            #expect(abs((d.placement("visa")?.x ?? 0) - 55) < 1e-3)
        }
        // Without the finger mirrored the card would go the other way (x 15).
    }

    @Test func theOrderBindingIsDiffedIntoTheStack() throws {
        var d = WalletDriver(selection: "amex")
        d.settle()
        // The echo of the host's own order does nothing.
        #expect(try d.host.setOrder(d.host.order, at: d.time).isEmpty)
        // A permutation: the cards spring to their new slots, and no move is reported (the view made it).
        #expect(try d.host.setOrder(["discover", "visa", "master", "amex"], at: d.time).isEmpty)
        #expect(d.host.stack?.ids == ["discover", "visa", "master", "amex"])
        // A card added at index 1 enters from the leading edge; a removed card goes; the selected card removed
        // deselects at once, and its history goes with it.
        _ = try d.host.setOrder(["discover", "jcb", "visa", "master"], at: d.time)
        #expect(d.host.order == ["discover", "jcb", "visa", "master"])
        #expect(d.host.selection == nil && d.host.historyID == nil)
        #expect(d.host.historySlot(at: d.time) == nil)
        #expect(d.placement("jcb")?.opacity == 0)
        d.settle()
        #expect(d.placement("jcb")?.opacity == 1)
        #expect(d.host.placements(at: d.time).map(\.y) == (0..<4).map { WalletDriver.frontTop - 50 * Double($0) })
        // A repeated identifier is rejected and nothing changes.
        #expect(throws: CardStack.ChangeError.duplicateID("visa")) {
            try d.host.setOrder(["visa", "visa", "master"], at: d.time)
        }
        #expect(d.host.order == ["discover", "jcb", "visa", "master"])
        // Everything removed, then back.
        _ = try d.host.setOrder([], at: d.time)
        #expect(d.host.placements(at: d.time).isEmpty)
        _ = try d.host.setOrder(["a"], at: d.time)
        #expect(d.host.order == ["a"])
    }

    @Test func theSelectionBindingDrivesTheStack() {
        var d = WalletDriver()
        #expect(d.host.select("master", at: 0).isEmpty)
        #expect(d.host.stack?.selectedID == "master")
        // An unknown card leaves the selection as it was (the view writes it back).
        _ = d.host.select("nope", at: 0)
        #expect(d.host.selection == "master")
        // Switching straight to another card.
        _ = d.host.select("amex", at: 0)
        #expect(d.host.selection == "amex" && d.host.historyID == "amex")
        // While a card is lifted, the finger wins.
        _ = d.host.select(nil, at: 0)
        d.settle()
        d.reorder(from: WalletDriver.point(onCard: 1), dy: 0, release: false)
        _ = d.host.select("visa", at: d.time)
        #expect(d.host.selection == nil)
    }

    @Test func accessibilityLabelsActionsAndAnnouncements() {
        var d = WalletDriver()
        #expect(
            d.host.accessibilityLabel(for: "visa", description: "Visa ending 1234") == "Visa ending 1234, card 1 of 4")
        #expect(d.host.accessibilityLabel(for: "amex", description: "") == "Card 3 of 4")
        #expect(d.host.accessibilityLabel(for: "nope", description: "Nope") == "Nope")
        #expect(d.host.accessibilityActions(for: "visa") == [.moveDown])
        #expect(d.host.accessibilityActions(for: "amex") == [.moveUp, .moveDown])
        #expect(d.host.accessibilityActions(for: "discover") == [.moveUp])
        // "Move down" on the first card: it becomes card 2 of 4, and says so.
        let outputs = d.host.perform(.moveDown, on: "visa", description: "Visa", at: 0)
        #expect(outputs == [.moved(id: "visa", from: 0, to: 1), .announcement("Visa, card 2 of 4")])
        #expect(d.host.order == ["master", "visa", "amex", "discover"])
        // Nothing to do at the end it moves toward.
        #expect(d.host.perform(.moveUp, on: "master", description: "Mastercard", at: 0).isEmpty)
        // Activation is a tap: select, then deselect.
        _ = d.host.activate("amex", at: 0)
        #expect(d.host.selection == "amex")
        _ = d.host.activate("visa", at: 0)
        #expect(d.host.selection == nil)
        // Before the stack exists the labels come from the order.
        let early = CardStackHost(order: ["a", "b"], selection: nil)
        #expect(early.accessibilityLabel(for: "b", description: "B") == "B, card 2 of 2")
        #expect(early.accessibilityActions(for: "a").isEmpty)
    }

    @Test func reduceMotionJumps() {
        let settings = CardStackHost.Settings().adapted(reduceMotion: true, rightToLeft: false)
        var d = WalletDriver(settings: settings)
        #expect(!d.host.needsFrames)
        d.tap(WalletDriver.point(onCard: 1))
        // The selection and the history are in place at once.
        #expect(d.host.historySlot(at: d.time)?.progress == 1)
        #expect(d.host.placements(at: d.time).map(\.y)[1] == WalletDriver.frontTop)
        // Applying the environment later reaches the running stack; Reduce Motion never turns motion back on.
        var moving = WalletDriver()
        _ = moving.host.apply(settings, at: 0)
        #expect(moving.host.stack?.configuration.reduceMotion == true)
        #expect(settings.adapted(reduceMotion: false, rightToLeft: false).configuration.reduceMotion)
    }

    @Test func resizingRefitsTheCards() {
        var d = WalletDriver()
        _ = d.host.setViewport(width: 500, height: 600, at: 0)
        d.settle()
        let height = 430 / 1.586
        let placements = d.host.placements(at: d.time)
        #expect(placements.allSatisfy { $0.x == 35 && $0.width == 430 })
        #expect(abs(placements[0].y - (600 - height) / 2) < 1e-9)
        // The same size again, or an unusable one, changes nothing.
        #expect(d.host.setViewport(width: 500, height: 600, at: 1).isEmpty)
        _ = d.host.setViewport(width: .nan, height: 600, at: 1)
        #expect(d.host.viewport == Vector(x: 500, y: 600))
    }

    @Test func badSettingsAreSanitized() {
        let settings = CardStackHost.Settings(
            horizontalInset: .nan, aspectRatio: -2, frontCardTop: .infinity, historySpacing: .nan)
        let fitted = settings.configuration(forViewport: Vector(x: 390, y: 844))
        #expect(fitted.cardWidth == 320 && fitted.cardHeight == 320 / 1.586)
        #expect(fitted.stackOrigin == Point(x: 35, y: (844 - 320 / 1.586) / 2))
        #expect(settings.sanitizedHistorySpacing == 10)
        // A view narrower than the insets gets zero-width cards, centred; a non-finite size counts as zero.
        let narrow = CardStackHost.Settings().configuration(forViewport: Vector(x: 50, y: .nan))
        #expect(narrow.cardWidth == 0 && narrow.stackOrigin.x == 25 && narrow.viewportHeight == 0)
        let negative = CardStackHost.Settings(horizontalInset: -10).configuration(forViewport: Vector(x: 100, y: 100))
        #expect(negative.cardWidth == 100)
    }
}
