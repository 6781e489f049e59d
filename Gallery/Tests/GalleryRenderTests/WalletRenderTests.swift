import GalleryCore
import GalleryRender
import GalleryTestSupport
import Glibc
import Riffle
import Testing

/// The wallet drawn by the software renderer: cards where the core places them, the history when a card is
/// selected, and PNG goldens of both (see ``GoldenImageTests`` for the tolerance).
@Suite("Wallet rendering", .serialized)
struct WalletRenderTests {
    let layout = WalletLayout(size: .phone, insets: Gallery().insets)

    func render(_ gallery: Gallery) throws -> OffscreenTarget {
        let target = try OffscreenTarget(size: gallery.size, scale: 1)
        gallery.draw(on: target.canvas)
        target.flush()
        return target
    }

    /// A wallet at rest after the entrance, optionally after `script`.
    func wallet(_ script: String = "") throws -> Gallery {
        let gallery = Gallery(scene: .wallet)
        #expect(ReplayDriver.run(try GestureScript.parse(script), on: gallery).settled)
        return gallery
    }

    func matchesGolden(_ target: OffscreenTarget, name: String) throws {
        let path = GoldenImageTests.directory + "/\(name).png"
        if getenv("RIFFLE_RECORD_GOLDEN").map({ String(cString: $0) }) == "1" {
            try target.savePNG(path)
            return
        }
        try target.savePNG(outputDirectory() + "/golden-actual-\(name).png")
        let fraction = GoldenImageTests().difference(target, golden: path, levels: 16)
        #expect(fraction != nil, "missing golden \(path); record with RIFFLE_RECORD_GOLDEN=1")
        #expect((fraction ?? 1) <= 0.005, "\(name): \((fraction ?? 1) * 100)% of pixels differ")
    }

    @Test func theStackAtRest() throws {
        let target = try render(try wallet())
        try target.savePNG(outputDirectory() + "/wallet.png")
        let front = layout.frontCardTop
        // The Visa card in front: blue, bluer than it is red.
        let visa = channels(target.pixel(x: 300, y: Int(front + 150)))
        #expect(visa.b > visa.r + 60, "\(visa)")
        // The strip of each card behind it, 50 pt apart: Mastercard graphite, Amex light blue, JCB teal.
        let master = channels(target.pixel(x: 200, y: Int(front - 25)))
        expectNear(master.r, master.b, within: 20, "\(master)")
        #expect(master.r < 120, "\(master)")
        let amex = channels(target.pixel(x: 200, y: Int(front - 75)))
        #expect(amex.b > 180 && amex.r < 120, "\(amex)")
        let jcb = channels(target.pixel(x: 200, y: Int(front - 125)))
        #expect(jcb.g > jcb.r + 40, "\(jcb)")
        // Above the last card and beside the stack: background.
        #expect(close(channels(target.pixel(x: 195, y: Int(front - 230))), (0xF4, 0xF4, 0xF7)))
        #expect(close(channels(target.pixel(x: 10, y: Int(front + 100))), (0xF4, 0xF4, 0xF7), tolerance: 8))
        // The plus button: the accent colour.
        let plus = layout.plusButton.center
        let button = channels(target.pixel(x: Int(plus.x) - 10, y: Int(plus.y) - 10))
        #expect(close(button, (0x3D, 0x6B, 0xFF), tolerance: 12), "\(button)")
        try matchesGolden(target, name: "wallet")
    }

    @Test func theHistoryAfterATap() throws {
        let target = try render(try wallet("1000 down 195 600\n1060 up 195 600"))
        try target.savePNG(outputDirectory() + "/wallet-history.png")
        // The card moved up under the title; the tiles are white on the background below it.
        let card = channels(target.pixel(x: 300, y: Int(layout.selectedCardTop + 150)))
        #expect(card.b > card.r + 60, "\(card)")
        let tileY = Int(layout.historyRestingTop + WalletLayout.tilesOffset + WalletLayout.tileHeight - 8)
        #expect(close(channels(target.pixel(x: 100, y: tileY)), (255, 255, 255)))
        // Where the front card was, there is history now, not card.
        #expect(!close(channels(target.pixel(x: 300, y: Int(layout.frontCardTop + 150))), channels(0xFF2D_5BD0)))
        try matchesGolden(target, name: "wallet-history")
    }

    @Test func aLiftedCardIsDrawnWhereTheFingerHoldsIt() throws {
        let gallery = try wallet()
        let t = gallery.now
        let start = Point(x: 195, y: layout.frontCardTop + 100)
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: start, timestamp: t)))
        gallery.advance(to: t + 0.1)
        gallery.handle(
            .pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 195, y: start.y - 60), timestamp: t + 0.15)))
        gallery.handle(
            .pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 195, y: start.y - 120), timestamp: t + 0.2)))
        gallery.advance(to: t + 0.6)
        let target = try render(gallery)
        try target.savePNG(outputDirectory() + "/wallet-lifted.png")
        // The others made way: Mastercard took the front slot, Amex the next; the Visa card, lifted 20 pt and
        // 120 pt up, is held above every card.
        let visaTop = layout.frontCardTop - 140
        let visa = channels(target.pixel(x: 200, y: Int(visaTop + 45)))
        #expect(visa.b > 180 && visa.g < 130, "\(visa)")  // Visa blue, not Amex's light blue
        let master = channels(target.pixel(x: 200, y: Int(layout.frontCardTop + 150)))
        expectNear(master.r, master.b, within: 20, "\(master)")
        #expect(master.r < 120, "\(master)")
        #expect(gallery.needsFrame)  // still held
    }
}
