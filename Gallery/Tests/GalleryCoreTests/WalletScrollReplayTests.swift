import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 13 for the wallet on the state JSON: a stack taller than the screen scrolls by dragging (momentum,
/// rubber band, a caught stack stops, a tap still selects), the held card's settings per `--snap`, the layout at
/// any window size, and the iOS selection spring.
@Suite("Wallet: drag scrolling, presets and sizes")
struct WalletScrollReplayTests {
    static let layout = WalletLayout(size: .phone, insets: Gallery().insets)

    /// Seven taps on "+" (12 cards, taller than the screen), from 1 s.
    static var sevenCards: [String] {
        let p = layout.plusButton.center
        return (0..<7).flatMap { i in ["\(1000 + 150 * i) down \(p.x) \(p.y)", "\(1050 + 150 * i) up \(p.x) \(p.y)"] }
    }

    /// A vertical drag from `y` by `dy` at `speed` pt/s, one event every 16 ms, starting at `ms`.
    static func swipe(fromY y: Double, dy: Double, speed: Double, at ms: Int) -> [String] {
        let steps = Swift.max(Int((abs(dy) / speed * 1000 / 16).rounded(.up)), 1)
        var lines = ["\(ms) down 200 \(y)"]
        for i in 1...steps {
            lines.append("\(ms + 16 * i) move 200 \(y + dy * Double(i) / Double(steps))")
        }
        lines.append("\(ms + 16 * steps) up 200 \(y + dy)")
        return lines
    }

    func run(_ lines: [String], snap: SnapChoice? = nil) throws -> (Gallery, WalletScene?) {
        let gallery = Gallery(scene: .wallet, snap: snap)
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery)
        #expect(outcome.settled)
        return (gallery, gallery.scene as? WalletScene)
    }

    func scroll(_ g: Gallery) -> Double {
        if case .double(let d)? = g.state["scroll"] { return d }
        return .nan
    }

    @Test func aTallStackScrollsByDraggingWithMomentum() throws {
        let (start, startScene) = try run(Self.sevenCards)
        let range = try #require(startScene?.stack.scrollRange)
        #expect(range.upperBound > 200, "12 cards reach above the content area: \(range)")
        expectEqual(scroll(start), 0)
        // 60 pt at 600 pt/s: the stack follows, then coasts about 300 pt more, and rests at the end of its
        // range at most; nothing is lifted, selected or reordered.
        let (g, scene) = try run(Self.sevenCards + Self.swipe(fromY: 300, dy: 60, speed: 600, at: 3000))
        #expect(scroll(g) > 60 + 100, "momentum carried it past the finger: \(scroll(g))")
        #expect(scroll(g) <= range.upperBound + 0.05)
        #expect(g.state["lifted"] == .null && g.state["selected"] == .null)
        expectEqual(scene?.order.count, 12)
        expectEqual(scene?.order.first, "card-12")
    }

    @Test func pulledPastTheEndItSpringsBackToIt() throws {
        let (g, scene) = try run(Self.sevenCards + Self.swipe(fromY: 200, dy: 500, speed: 900, at: 3000))
        let range = try #require(scene?.stack.scrollRange)
        expectNear(scroll(g), range.upperBound, within: 0.05, "\(scroll(g)) vs \(range)")
        // And past the other end: back to 0.
        let (h, _) = try run(Self.sevenCards + Self.swipe(fromY: 600, dy: -300, speed: 900, at: 3000))
        expectEqual(scroll(h), 0)
    }

    @Test func aTapAfterScrollingStillSelectsAndAHeldCardStillReorders() throws {
        let swipe = Self.swipe(fromY: 300, dy: 60, speed: 600, at: 3000)
        let (scrolled, scene) = try run(Self.sevenCards + swipe)
        let finger = Point(x: 200, y: 420)
        let under = try #require(scene?.stack.card(at: Self.layout.stackPoint(finger, detail: 0))?.id)
        let before = try #require(scene?.order)
        #expect(scroll(scrolled) > 0)
        // A tap selects the card under the finger where the scroll left it.
        let (g, _) = try run(
            Self.sevenCards + swipe + ["6000 down \(finger.x) \(finger.y)", "6060 up \(finger.x) \(finger.y)"])
        expectEqual(g.state["selected"], .string(under))
        // Held, then dragged 120 pt up: that card moves back in the order.
        var hold = ["6000 down \(finger.x) \(finger.y)"]
        for i in 1...12 { hold.append("\(6100 + 20 * i) move \(finger.x) \(finger.y - 10 * Double(i))") }
        hold.append("6400 up \(finger.x) \(finger.y - 120)")
        let (r, moved) = try run(Self.sevenCards + swipe + hold)
        expectEqual(r.state["selected"], .null)
        let after = try #require(moved?.order)
        #expect((after.firstIndex(of: under) ?? 0) > (before.firstIndex(of: under) ?? 0), "\(before) → \(after)")
    }

    @Test func aFingerCatchesTheCoastingStack() throws {
        let swipe = Self.swipe(fromY: 300, dy: 60, speed: 900, at: 3000)
        let (free, _) = try run(Self.sevenCards + swipe)
        // 50 ms after the release a finger lands and lifts again: the stack stops there, nothing is selected.
        let release = 3000 + 16 * (swipe.count - 2)
        let (caught, _) = try run(
            Self.sevenCards + swipe + ["\(release + 50) down 200 700", "\(release + 100) up 200 700"])
        #expect(scroll(caught) < scroll(free) - 50, "caught \(scroll(caught)) free \(scroll(free))")
        expectEqual(caught.state["selected"], .null)
    }

    @Test func theHeldCardFloatsExceptUnderTheSeedRule() throws {
        let (_, ios) = try run([])
        let (_, seed) = try run([], snap: .seed)
        expectEqual(ios?.host.settings.configuration.liftedCardOrder, .onTop)
        expectEqual(ios?.host.settings.configuration.liftScale, WalletScene.liftScale)
        expectNear(WalletScene.liftScale, 1.03, within: 1e-9)
        expectEqual(seed?.host.settings.configuration.liftedCardOrder, .followsDrag)
        expectEqual(seed?.host.settings.configuration.liftScale, 1)
        for scene in [ios, seed] {
            expectEqual(scene?.host.settings.configuration.entranceFades, false)
            expectEqual(scene?.host.settings.configuration.scrollsByDragging, true)
        }
    }

    @Test func theIOSSelectionIsASoftSpringOfAboutHalfASecond() throws {
        let (_, scene) = try run([])
        scene?.setMotion(.ios, at: 1)
        guard case .spring(let spring)? = scene?.host.settings.configuration.selectionMotion else {
            Issue.record("not a spring")
            return
        }
        expectNear(spring.response, 0.5, within: 0.05)
        #expect(spring.dampingRatio >= 0.8 && spring.dampingRatio < 1, "a slight settle, no visible bounce")
    }

    @Test(arguments: [(320.0, 568.0), (390, 844), (768, 1024), (1024, 1366)])
    func theLayoutFollowsTheWindow(width: Double, height: Double) throws {
        let layout = WalletLayout(size: CanvasSize(width: width, height: height), insets: Gallery().insets)
        #expect(layout.cardWidth <= WalletLayout.maximumCardWidth && layout.cardWidth <= width - 70)
        expectNear(layout.cardLeft, (width - layout.cardWidth) / 2, within: 1e-9, "centred")
        // The peek is a fixed share of the card height: the seed's 50 pt on its 201.8 pt card.
        expectNear(layout.spacing / layout.cardHeight, 50 / (320 / 1.586), within: 1e-9)
        // The five cards fit between the header and the bottom.
        let stackTop = layout.frontCardTop - 4 * layout.spacing
        #expect(stackTop >= layout.contentTop && layout.frontCardTop + layout.cardHeight <= layout.contentBottom)
        // The host draws what the layout says.
        let gallery = Gallery(scene: .wallet, size: CanvasSize(width: width, height: height))
        let scene = try #require(gallery.scene as? WalletScene)
        let configuration = scene.stack.configuration
        expectNear(configuration.cardWidth, layout.cardWidth, within: 1e-9)
        expectNear(configuration.stackOrigin.x, layout.cardLeft, within: 1e-9)
        expectNear(configuration.spacing, layout.spacing, within: 1e-9)
    }
}
