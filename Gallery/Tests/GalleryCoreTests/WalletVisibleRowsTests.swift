import GalleryTestSupport
import Testing

@testable import GalleryCore

/// ``WalletRenderer/visibleRows(of:frames:radius:shadow:)``: the rows where a stacked card's face is drawn.
@Suite("Wallet: the rows a card in the stack shows")
struct WalletVisibleRowsTests {
    static func card(y: Double, x: Double = 20, width: Double = 350) -> (frame: CanvasRect, opaque: Bool) {
        (CanvasRect(x: x, y: y, width: width, height: 220), true)
    }

    @Test func aCardBehindShowsItsStripAndTheFrontCardsCorners() {
        // Back card at 100, front card 50 lower: the back card shows 100…150 plus the front card's 16-point corner.
        let frames = [Self.card(y: 100), Self.card(y: 150)]
        expectEqual(WalletRenderer.visibleRows(of: 0, frames: frames, radius: 16, shadow: 0), 100...166)
        // The front card shows whole, with its shadow below.
        expectEqual(WalletRenderer.visibleRows(of: 1, frames: frames, radius: 16, shadow: 10), 140...380)
    }

    @Test func aCardCoveredEverywhereShowsNothingAndAHeldCardAboveLeavesTheRestVisible() {
        // Covered by a card at the same place: nothing (but the covering card's corners).
        let same = [Self.card(y: 100), Self.card(y: 100)]
        expectEqual(WalletRenderer.visibleRows(of: 0, frames: same, radius: 0, shadow: 0), nil)
        // A held card lifted 100 points above a card covers its top: the rest of it shows, down to its bottom.
        let held = [Self.card(y: 200), Self.card(y: 100)]
        expectEqual(WalletRenderer.visibleRows(of: 0, frames: held, radius: 16, shadow: 0), 304...420)
    }

    @Test func onlyOpaqueCardsThatSpanTheWholeWidthCover() {
        let narrow = [Self.card(y: 100), Self.card(y: 150, x: 40, width: 300)]
        expectEqual(WalletRenderer.visibleRows(of: 0, frames: narrow, radius: 16, shadow: 0), 100...320)
        var faded = [Self.card(y: 100), Self.card(y: 150)]
        faded[1].opaque = false
        expectEqual(WalletRenderer.visibleRows(of: 0, frames: faded, radius: 16, shadow: 0), 100...320)
    }
}
