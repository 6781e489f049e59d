import CSDL2
import GalleryCore
import GalleryRender
import GalleryTestSupport
import Glibc
import Riffle
import Testing

/// Where the tests write their PNGs (`$GALLERY_TEST_OUTPUT`, default `.build/gallery-test-output`).
func outputDirectory() -> String {
    let dir = getenv("GALLERY_TEST_OUTPUT").map { String(cString: $0) } ?? ".build/gallery-test-output"
    mkdir(dir, 0o755)
    return dir
}

func channels(_ p: UInt32?) -> (r: Int, g: Int, b: Int) {
    let v = p ?? 0
    return (Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF))
}

func close(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int), tolerance: Int = 2) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
}

/// Rendering with SDL's software renderer into a surface: no window, no video driver, no X server.
@Suite("Headless rendering", .serialized)
struct HeadlessRenderTests {
    func render(_ gallery: Gallery, scale: Double = 1) throws -> OffscreenTarget {
        let target = try OffscreenTarget(size: gallery.size, scale: scale)
        gallery.draw(on: target.canvas)
        target.flush()
        return target
    }

    @Test func tripsAt390x844() throws {
        let gallery = Gallery(scene: .trips)
        let target = try render(gallery)
        try target.savePNG(outputDirectory() + "/trips.png")
        expectEqual(target.pixelWidth, 390)
        expectEqual(target.pixelHeight, 844)
        let bg = Color(hex: 0xF4F4F7).bytes
        // The background below the cards.
        #expect(close(channels(target.pixel(x: 5, y: 780)), (Int(bg.r), Int(bg.g), Int(bg.b))))
        // Outside the card's rounded top-left corner is background (plus a faint shadow), inside is photo.
        let corner = channels(target.pixel(x: 20, y: 197))
        #expect(corner.r > 200 && corner.g > 200)
        // The picker: dark pill at the top.
        let pill = channels(target.pixel(x: 300, y: 12))
        #expect(pill.r < 60 && pill.g < 60)
        // "Discover" is drawn in dark ink inside its box.
        var darkest = 255
        for y in 85..<115 {
            for x in 20..<190 { darkest = min(darkest, channels(target.pixel(x: x, y: y)).r) }
        }
        #expect(darkest < 40)
        // Not blank: the photo has many colours.
        var colours = Set<UInt32>()
        for y in stride(from: 200, to: 640, by: 4) {
            for x in stride(from: 24, to: 366, by: 4) { colours.insert(target.pixel(x: x, y: y) ?? 0) }
        }
        #expect(colours.count > 200)
    }

    @Test func midDragShowsTwoCards() throws {
        let gallery = Gallery(scene: .trips)
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 300, y: 420), timestamp: 0)))
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 105, y: 420), timestamp: 0.5)))
        let target = try render(gallery)
        try target.savePNG(outputDirectory() + "/trips-mid-drag.png")
        // Mid-drag both cards are visible: the next card's left edge is on screen.
        let trips = try #require(gallery.scene as? TripsScene)
        let layout = TripsLayout(size: .phone, insets: gallery.insets)
        let cards = trips.host.placements(at: 0.5).map { layout.card($0, isDetailCard: false, detail: 0) }
        expectEqual(cards.filter { $0.frame.x < 390 && $0.frame.maxX > 0 }.count, 2)
        // Between the two cards (x = 195 ± 20 around the gap) there is background, and photo on both sides.
        let gap = cards.first { $0.index == 2 }.map { Int($0.frame.maxX) + 20 } ?? 0
        let bg = channels(target.pixel(x: gap, y: 420))
        #expect(close(bg, (0xF4, 0xF4, 0xF7), tolerance: 8), "\(bg)")
        #expect(!close(channels(target.pixel(x: gap - 40, y: 420)), (0xF4, 0xF4, 0xF7), tolerance: 6))
        #expect(!close(channels(target.pixel(x: gap + 40, y: 420)), (0xF4, 0xF4, 0xF7), tolerance: 6))
    }

    @Test func onboardingPulledPastAnEndContinuesThePagesArtDimmed() throws {
        // Issue 13: pulling the first page right (and the last left) uncovered a black strip; issue 26: then a flat
        // strip of sky whose pink bottom met the page's dark hills. The strip now shows the edge page's picture
        // continued (its hills included), dimmed by 35 %.
        for (start, to, x) in [(100.0, 300.0, 5), (300.0, 100.0, 385)] {
            let gallery = Gallery(scene: .onboarding)
            if start > to {
                for _ in 0..<4 { gallery.handle(.key(.right, timestamp: 0)) }
                gallery.advance(to: 5)
            }
            let atRest = try render(gallery)
            let t = gallery.scene.isSettled ? 5.0 : 0
            gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: start, y: 420), timestamp: t)))
            for i in 1...10 {
                let f = Double(i) / 10
                gallery.handle(
                    .pointer(
                        PointerEvent(
                            id: 0, phase: .move, location: Point(x: start + (to - start) * f, y: 420),
                            timestamp: t + 0.05 * Double(i))))
            }
            let target = try render(gallery)
            try target.savePNG(outputDirectory() + "/onboarding-pulled-\(x).png")
            let onboarding = try #require(gallery.scene as? OnboardingScene)
            var placements: [ItemPlacement] = []
            onboarding.host.forEachPlacement(at: gallery.now) { placements.append($0) }
            let page = try #require(placements.first { $0.index == onboarding.host.index })
            let pageX = page.x.rounded()
            #expect(start < to ? pageX > Double(x) : pageX + 390 < Double(x))
            // The picture's column under x in the repeat beside the page.
            let column = start < to ? x - Int(pageX) + 390 : x - Int(pageX) - 390
            for y in [100, 420, 560] {
                let pixel = channels(target.pixel(x: x, y: y))
                let art = channels(atRest.pixel(x: column, y: y))
                let dimmed = (Int(Double(art.r) * 0.65), Int(Double(art.g) * 0.65), Int(Double(art.b) * 0.65))
                #expect(pixel.r + pixel.g + pixel.b > 30, "x \(x) y \(y): \(pixel) is black")
                #expect(close(pixel, dimmed, tolerance: 8), "x \(x) y \(y): \(pixel), art \(art)")
            }
        }
    }

    @Test func detailView() throws {
        let gallery = Gallery(scene: .trips)
        gallery.handle(.key(.enter, timestamp: 0))
        gallery.advance(to: 3)
        let target = try render(gallery)
        try target.savePNG(outputDirectory() + "/trips-detail.png")
        // The sheet is white, the photo reaches the top edge (no title background there any more).
        #expect(close(channels(target.pixel(x: 200, y: 700)), (255, 255, 255)))
        #expect(!close(channels(target.pixel(x: 195, y: 60)), (0xF4, 0xF4, 0xF7), tolerance: 6))
    }

    @Test func onboardingAndLoopAndWalletAndHome() throws {
        for kind in [SceneKind.onboarding, .loop, .wallet, .home] {
            let target = try render(Gallery(scene: kind))
            try target.savePNG(outputDirectory() + "/\(kind.rawValue).png")
            var colours = Set<UInt32>()
            for y in stride(from: 0, to: 844, by: 8) {
                for x in stride(from: 0, to: 390, by: 8) { colours.insert(target.pixel(x: x, y: y) ?? 0) }
            }
            #expect(colours.count > 20, "\(kind) looks blank")
        }
        // Onboarding: the selected dot is white, the others half-transparent white over a dark picture.
        let target = try render(Gallery(scene: .onboarding))
        // Seed 001's row: 8-point dots 8 apart, centred at 195, 16 points above the bottom inset.
        let selected = channels(target.pixel(x: 163, y: 844 - 24 - 16))
        let other = channels(target.pixel(x: 179, y: 844 - 24 - 16))
        #expect(selected.r > 245 && selected.g > 245)
        #expect(other.r > 100 && other.r < 200)
    }

    @Test func hiDPIScaleDoublesThePixels() throws {
        let target = try render(Gallery(scene: .loop), scale: 2)
        try target.savePNG(outputDirectory() + "/loop@2x.png")
        expectEqual(target.pixelWidth, 780)
        expectEqual(target.pixelHeight, 1688)
    }

    @Test func opacityGroupsMatchCompositing() throws {
        let target = try OffscreenTarget(size: CanvasSize(width: 40, height: 20), scale: 1)
        let canvas = target.canvas
        let bg = Color(hex: 0x204060)
        canvas.clear(bg)
        canvas.withOpacity(0.7, over: bg) { canvas.fill(CanvasRect(x: 0, y: 0, width: 20, height: 20), .solid(.white)) }
        let p = channels(target.pixel(x: 10, y: 10))
        // 0.7 × white + 0.3 × background.
        #expect(close(p, (Int(0.3 * 0x20 + 0.7 * 255), Int(0.3 * 0x40 + 0.7 * 255), Int(0.3 * 0x60 + 0.7 * 255))))
    }

    @Test func roundedRectsAreAntiAliasedAtAnySize() throws {
        let target = try OffscreenTarget(size: CanvasSize(width: 200, height: 200), scale: 1)
        let canvas = target.canvas
        canvas.clear(.black)
        for h in [40.0, 41, 120, 121] {  // nine-patch and exact-mask paths
            canvas.clear(.black)
            canvas.fillRoundedRect(CanvasRect(x: 10, y: 10, width: 100, height: h), radius: 16, .solid(.white))
            expectEqual(channels(target.pixel(x: 60, y: 10 + Int(h / 2))).r, 255)
            expectEqual(channels(target.pixel(x: 10, y: 10)).r, 0)  // outside the corner
            // Somewhere along the corner arc there is a partly covered pixel.
            let partial = (10..<26).contains { x in
                let r = channels(target.pixel(x: x, y: 12)).r
                return r > 20 && r < 235
            }
            #expect(partial)
        }
    }

    @Test func textIsMeasuredAndDrawn() throws {
        let target = try OffscreenTarget(size: CanvasSize(width: 200, height: 60), scale: 1)
        let canvas = target.canvas
        let size = canvas.measure("Discover", .largeTitle)
        #expect(size.width > 100 && size.width < 200)
        #expect(size.height > 30 && size.height < 50)
        #expect(canvas.measure("Discover", .largeTitle).width > canvas.measure("Discover", .body).width)
        canvas.clear(.white)
        canvas.drawText("Discover", .largeTitle, .black, at: Point(x: 0, y: 0))
        var dark = 0
        for y in 0..<40 {
            for x in 0..<160 where channels(target.pixel(x: x, y: y)).r < 100 { dark += 1 }
        }
        #expect(dark > 300)
    }
}
