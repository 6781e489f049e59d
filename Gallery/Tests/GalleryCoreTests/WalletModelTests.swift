import Foundation
import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The wallet's data, geometry and storage: seed 004's cards and numbers, the JSON file that keeps the order.
@Suite("Wallet: cards, layout and storage")
struct WalletModelTests {
    func temporaryDirectory() -> String {
        DataLocation.directory(explicit: nil, headless: true, environment: ProcessInfo.processInfo.environment)
    }

    func order(_ g: Gallery) -> [String] {
        guard case .array(let items)? = g.state["order"] else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    /// A long press on the front card, then 110 pt up: two places (see ``WalletReplayTests``).
    func moveFrontCardUpByTwo(_ g: Gallery) throws {
        let p = WalletReplayTests.pointOnCard(0)
        var lines = ["1000 down \(p.x) \(p.y)"]
        for i in 1...11 { lines.append("\(1100 + 20 * i) move \(p.x) \(p.y - 10 * Double(i))") }
        lines.append("1400 up \(p.x) \(p.y - 110)")
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: g)
        #expect(outcome.settled)
    }

    // MARK: - Cards

    @Test func theSeedCardsComeInTheSeedOrder() {
        expectEqual(WalletCard.defaultOrder, ["visa", "mastercard", "amex", "jcb", "discover"])
        expectEqual(WalletCard.samples.map(\.brand), [.visa, .mastercard, .amex, .jcb, .discover])
        #expect(WalletCard.samples.allSatisfy { $0.maskedNumber.hasPrefix("•••• ") && $0.lastDigits.count == 4 })
        #expect(WalletCard.samples.allSatisfy { $0.expiry.count == 5 && $0.expiry.dropFirst(2).first == "/" })
        expectEqual(WalletCard.card(for: "visa")?.accessibilityDescription, "Visa ending 1234")
    }

    @Test func addedCardsFollowFromTheirNumber() {
        expectEqual(WalletCard.addedID(6), "card-6")
        expectEqual(WalletCard.addedNumber(of: "card-6"), 6)
        expectEqual(WalletCard.addedNumber(of: "card-123"), 123)
        for bad in ["card-5", "card-0", "card-06", "card-", "card-x", "card--7", "card-1234567", "visa", "Card-7"] {
            expectEqual(WalletCard.addedNumber(of: bad), nil, "\(bad)")
            if bad != "visa" { expectEqual(WalletCard.card(for: bad), nil, "\(bad)") }
        }
        let six = WalletCard.card(for: "card-6")
        expectEqual(six?.brand, CardBrand.addable[0])
        expectEqual(WalletCard.card(for: "card-7")?.brand, CardBrand.addable[1])
        expectEqual(six?.lastDigits.count, 4)
        expectEqual(six, WalletCard.card(for: "card-6"))  // deterministic
    }

    @Test func amountsAreFormattedInDollars() {
        expectEqual(WalletTransaction.format(cents: 575), "$5.75")
        expectEqual(WalletTransaction.format(cents: 123_450), "$1,234.50")
        expectEqual(WalletTransaction.format(cents: 7), "$0.07")
        expectEqual(WalletTransaction.format(cents: -1_005), "-$10.05")
        #expect((6...10).contains(WalletTransaction.samples.count))
    }

    // MARK: - Layout (seed 004's numbers)

    @Test func theStackUsesTheSeedGeometry() {
        let layout = WalletLayout(size: .phone, insets: Gallery().insets)
        // Horizontal padding 35: 390 − 70 = 320 wide, with the credit-card ratio.
        expectEqual(layout.cardWidth, 320)
        expectNear(layout.cardHeight, 320 / 1.586, within: 1e-9)
        // The scene's card-stack host, on the layout's stack viewport, places them.
        var fitted = CardStack(
            ids: WalletCard.defaultOrder, settings: WalletScene.hostSettings(layout, dropRule: .liveGap))
        fitted.perform(.viewport(width: layout.size.width, height: layout.stackViewportHeight), at: 0)
        let configuration = fitted.configuration
        expectEqual(configuration.cardWidth, layout.cardWidth)
        expectEqual(configuration.cardHeight, layout.cardHeight)
        expectEqual(configuration.stackOrigin.y, layout.frontCardTop - layout.contentTop)
        let stack = CardStack(ids: WalletCard.defaultOrder, configuration: configuration)
        expectEqual(stack.configuration.stackOrigin.x, 35)
        for (i, p) in stack.placements.enumerated() {
            // Card i at offset y = −50·i, zIndex −i: the first card in front.
            expectEqual(p.offset, Vector(x: 0, y: -50 * Double(i)))
            expectEqual(p.zIndex, -Double(i))
        }
        // The five-card stack is centred in the content area and stays below the title.
        let top = layout.frontCardTop - 200
        let bottom = layout.frontCardTop + layout.cardHeight
        #expect(abs((top - layout.contentTop) - (layout.contentBottom - bottom)) <= 1)
        #expect(top > layout.titleOrigin.y + TextStyle.largeTitle.lineHeight)
    }

    @Test func windowAndStackCoordinatesAreInverse() {
        let layout = WalletLayout(size: .phone, insets: Gallery().insets)
        for detail in [0.0, 0.25, 1] {
            for y in [0.0, 300, 612.5, 844] {
                let s = layout.stackPoint(Point(x: 10, y: y), detail: detail)
                expectNear(layout.windowY(stackY: s.y, detail: detail), y, within: 1e-9)
            }
        }
        // Selected, the stack rises so the front card's slot is just under the title.
        var fitted = CardStack(
            ids: WalletCard.defaultOrder, settings: WalletScene.hostSettings(layout, dropRule: .liveGap))
        fitted.perform(.viewport(width: layout.size.width, height: layout.stackViewportHeight), at: 0)
        let origin = fitted.configuration.stackOrigin
        expectEqual(layout.windowY(stackY: origin.y, detail: 1), layout.selectedCardTop)
        expectEqual(layout.historyTop(detail: 0), 844)
        expectEqual(layout.historyTop(detail: 1), layout.historyRestingTop)
        #expect(layout.historyRestingTop > layout.selectedCardTop + layout.cardHeight)
    }

    // MARK: - Storage

    @Test func documentValidation() {
        expectEqual(WalletDocument.problem(with: WalletCard.defaultOrder), nil)
        expectEqual(WalletDocument.problem(with: ["card-9"] + WalletCard.defaultOrder.reversed()), nil)
        #expect(WalletDocument.problem(with: ["visa", "visa", "mastercard", "amex", "jcb", "discover"]) != nil)
        // Cards may be removed (the Delete key): a subset of the known cards, even none, is an order.
        expectEqual(WalletDocument.problem(with: ["visa", "mastercard", "amex", "jcb"]), nil)
        expectEqual(WalletDocument.problem(with: ["card-7", "amex"]), nil)
        expectEqual(WalletDocument.problem(with: []), nil)
        expectEqual(WalletDocument.problem(with: WalletCard.defaultOrder + ["paypal"])?.contains("paypal"), true)
        expectEqual(WalletDocument.problem(with: ["card-7", "jcb", "card-7"])?.contains("twice"), true)
    }

    @Test func theOrderSurvivesASecondGalleryWithTheSameDataDirectory() throws {
        let dir = temporaryDirectory()
        let first = Gallery(scene: .wallet, dataDirectory: dir)
        try moveFrontCardUpByTwo(first)
        let moved = ["mastercard", "amex", "visa", "jcb", "discover"]
        expectEqual(order(first), moved)
        let second = Gallery(scene: .wallet, dataDirectory: dir)
        expectEqual(order(second), moved)
        #expect(second.warnings.isEmpty)
        // The file is the small JSON document, and nothing else is left in the directory.
        let text = try String(contentsOfFile: dir + "/wallet.json", encoding: .utf8)
        expectEqual(text, #"{"order":["mastercard","amex","visa","jcb","discover"]}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["wallet.json"])
    }

    @Test func addedCardsArePersistedAndNumberingContinues() throws {
        let dir = temporaryDirectory()
        let plus = WalletReplayTests.layout.plusButton.center
        let first = Gallery(scene: .wallet, dataDirectory: dir)
        _ = ReplayDriver.run(
            try GestureScript.parse("1000 down \(plus.x) \(plus.y)\n1050 up \(plus.x) \(plus.y)"), on: first)
        let second = Gallery(scene: .wallet, dataDirectory: dir)
        expectEqual(order(second), ["card-6"] + WalletCard.defaultOrder)
        _ = ReplayDriver.run(
            try GestureScript.parse("1000 down \(plus.x) \(plus.y)\n1050 up \(plus.x) \(plus.y)"), on: second)
        expectEqual(order(Gallery(scene: .wallet, dataDirectory: dir)), ["card-7", "card-6"] + WalletCard.defaultOrder)
    }

    @Test func aCorruptFileIsReportedAndReplacedByTheDefault() throws {
        for garbage in ["{\"order\": [\"visa\"", "", "[1, 2]", "{\"order\": [\"visa\", \"visa\"]}", "\u{FF}\u{FE}"] {
            let dir = temporaryDirectory()
            try Data(garbage.utf8).write(to: URL(fileURLWithPath: dir + "/wallet.json"))
            let g = Gallery(scene: .wallet, dataDirectory: dir)
            expectEqual(order(g), WalletCard.defaultOrder, "\(garbage)")
            expectEqual(g.warnings.count, 1, "\(garbage)")
            expectEqual(g.warnings.first?.contains("wallet.json"), true)
            expectEqual(g.takeWarnings(), g.warnings)
            #expect(g.takeWarnings().isEmpty)  // reported once
            // The next change replaces the bad file.
            try moveFrontCardUpByTwo(g)
            let reloaded = Gallery(scene: .wallet, dataDirectory: dir)
            expectEqual(order(reloaded), ["mastercard", "amex", "visa", "jcb", "discover"])
            #expect(reloaded.warnings.isEmpty)
        }
    }

    @Test func anUnreadableFileIsReportedNotFatal() throws {
        let dir = temporaryDirectory()
        // A directory where the file should be: it cannot be read, nor replaced.
        try FileManager.default.createDirectory(atPath: dir + "/wallet.json", withIntermediateDirectories: true)
        let g = Gallery(scene: .wallet, dataDirectory: dir)
        expectEqual(order(g), WalletCard.defaultOrder)
        expectEqual(g.warnings.count, 1)
        try moveFrontCardUpByTwo(g)  // the save fails: reported, the wallet goes on in memory
        expectEqual(order(g), ["mastercard", "amex", "visa", "jcb", "discover"])
        expectEqual(g.warnings.count, 2)
        expectEqual(g.warnings.last?.contains("cannot save"), true)
    }

    @Test func resetForgetsTheStoredOrder() throws {
        let dir = temporaryDirectory()
        let first = Gallery(scene: .wallet, dataDirectory: dir)
        try moveFrontCardUpByTwo(first)
        // --reset clears the file at start-up, even when the wallet is never shown.
        let reset = Gallery(scene: .trips, dataDirectory: dir, resetsStoredDocuments: true)
        expectEqual(reset.current, .trips)
        #expect(!FileManager.default.fileExists(atPath: dir + "/wallet.json"))
        expectEqual(order(Gallery(scene: .wallet, dataDirectory: dir)), WalletCard.defaultOrder)
    }

    @Test func withoutADataDirectoryNothingIsStored() throws {
        let g = Gallery(scene: .wallet)
        try moveFrontCardUpByTwo(g)
        expectEqual(order(g), ["mastercard", "amex", "visa", "jcb", "discover"])
        expectEqual(order(Gallery(scene: .wallet)), WalletCard.defaultOrder)
    }

    /// Issue 26: a keyboard hint ("N adds · Delete removes") appeared in the middle of a mouse drag.
    ///
    /// While a card is held, the keys' hint shows only when the keyboard was used last.
    @Test func theHeldCardsHintNamesKeysOnlyForKeyboardUse() {
        let dragging = WalletRenderer.hints(holding: true, keyboard: false, empty: false)
        #expect(dragging.allSatisfy { !$0.contains("N ") && !$0.contains("Delete") })
        expectEqual(dragging.first?.contains("reorder"), true)
        let keyboard = WalletRenderer.hints(holding: true, keyboard: true, empty: false)
        expectEqual(keyboard.first?.contains("Delete removes"), true)
        expectEqual(WalletRenderer.hints(holding: false, keyboard: true, empty: false), WalletRenderer.hints)
    }
}
