import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Replays that assert what the hosts SwiftUI ships report, through the state JSON: the settle announcement, the
/// tapped item's data index, the accessibility value, the page dots and right-to-left mirroring.
///
/// Trips, Onboarding and Loop drive `ComponentHost<Pager>` (Onboarding's dots `PageIndicatorHost`), so these cover the
/// adapter layer a SwiftUI `Carousel`, `PageViewer` and `LoopingCarousel` use.
@Suite("Replay: what the hosts report")
struct HostReplayTests {
    func run(_ lines: [String], scene: SceneKind = .trips, rightToLeft: Bool = false, items: Int = 12) throws
        -> Gallery
    {
        let gallery = Gallery(scene: scene, items: items, rightToLeft: rightToLeft)
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery) { _, _ in }
        #expect(outcome.settled)
        return gallery
    }

    /// A straight drag from `from` to `to` (x) at y 420 over `ms` milliseconds in 8 ms steps.
    func drag(from: Double, to: Double, start: Int = 0, ms: Int) -> [String] {
        var lines = ["\(start) down \(from) 420"]
        let steps = max(1, ms / 8)
        for i in 1...steps {
            lines.append("\(start + ms * i / steps) move \(from + (to - from) * Double(i) / Double(steps)) 420")
        }
        lines.append("\(start + ms) up \(to) 420")
        return lines
    }

    @Test func aSettleIsAnnouncedOnceWithTheOneBasedPage() throws {
        // Pager: the track announces the page it settled on, "Page n of count" (1-based).
        let g = try run(drag(from: 370, to: 120, ms: 1200))
        expectEqual(g.state["index"], .int(3))
        expectEqual(g.state["announcement"], .string("Page 4 of 13"))
        expectEqual(g.state["announcements"], .int(1))
        expectEqual(g.state["accessibilityValue"], .string("Page 4 of 13"))
        // A drag that snaps back settles on the page it began on: nothing new to announce.
        let back = try run(drag(from: 370, to: 220, ms: 1200))
        expectEqual(back.state["index"], .int(2))
        expectEqual(back.state["announcement"], .null)
        // Nothing moved, nothing announced.
        let idle = try run([])
        #expect(idle.state["announcement"] == .null && idle.state["announcements"] == .int(0))
    }

    @Test func keysAnnounceEachSettle() throws {
        // Pager.Command.scrollBy(pages:): keys page through the host; the settle after both presses is announced once.
        let g = try run(["0 key right", "0 key right"])
        expectEqual(g.state["index"], .int(4))
        expectEqual(g.state["announcement"], .string("Page 5 of 13"))
        expectEqual(g.state["announcements"], .int(1))
    }

    @Test func thePressIsOwnedByThePartItBeganOn() throws {
        // PointerArena: a press that begins on the pages and ends on the dots is a page drag (no dot request);
        // one that begins on the dots scrubs them even when it leaves them (the pages do not move with it).
        // Dots: 8 pt, 8 apart, centred at 195 → x = 163, 179, 195, 211, 227; y = 844 − 24 − 16 = 804.
        var acrossPages = ["0 down 370 700"]
        for i in 1...40 { acrossPages.append("\(i * 30) move \(370 - Double(i) * 5) \(700 + Double(i) * 2.6)") }
        acrossPages.append("1230 up 170 804")
        let pages = try run(acrossPages, scene: .onboarding)
        expectEqual(pages.state["index"], .int(1), "the pages followed the finger to the next page")
        // Along the dots first (a scrub begins after 10 points), then up over the pages and on to the right.
        var fromDots = ["0 down 163 804"]
        for i in 1...4 { fromDots.append("\(i * 16) move \(163 + Double(i) * 4) 804") }
        for i in 1...8 { fromDots.append("\(64 + i * 16) move \(179 + Double(i) * 4) \(804 - Double(i) * 30)") }
        fromDots.append("400 up 211 564")
        let dots = try run(fromDots, scene: .onboarding)
        expectEqual(dots.state["index"], .int(3), "the dots scrubbed to the dot nearest the finger along their axis")
    }

    @Test func aTapReportsTheItemsDataIndex() throws {
        // Pager.Event.itemTapped carries the data index (the old glue lost it).
        let trips = try run(["0 down 195 420", "60 up 195 420"])
        expectEqual(trips.state["tapped"], .int(2))
        expectEqual(trips.state["detail"], .bool(true))
        // On the loop a tap on the card left of the centre reports item 11 and the host centres it (the preset's
        // tap to focus): the settle is announced with the data index.
        let loop = try run(["0 down 20 430", "50 up 20 430"], scene: .loop)
        expectEqual(loop.state["tapped"], .int(11))
        expectEqual(loop.state["index"], .int(11))
        expectEqual(loop.state["announcement"], .string("Page 12 of 12"))
        // A tap on a card one page on around a million-item ring reports its data index.
        let million = try run(["0 down 370 430", "50 up 370 430"], scene: .loop, items: 1_000_000)
        expectEqual(million.state["tapped"], .int(1))
        expectEqual(million.state["label"], .string("Card 2"))
    }

    @Test func aTapWhileTheTrackMovesIsNoTap() throws {
        // The host reports taps only on a still track: a tap that stops a moving carousel opens nothing.
        let g = try run(["0 key right", "100 down 195 420", "160 up 195 420"])
        expectEqual(g.state["tapped"], .null)
        expectEqual(g.state["detail"], .bool(false))
    }

    @Test func theDotsHostReportsThePageAndTheIndexFollows() throws {
        // PageIndicatorHost: a tap on the last dot requests page 4; the track host goes there and announces it.
        let g = try run(["0 down 227 804", "50 up 227 804"], scene: .onboarding)
        expectEqual(g.state["index"], .int(4))
        expectEqual(g.state["dots"], .string("Page 5 of 5"))
        expectEqual(g.state["announcement"], .string("Page 5 of 5"))
    }

    @Test func rightToLeftADragToTheRightAdvances() throws {
        // Right to left the host mirrors the finger: dragging to the right moves forward, to the left back.
        let forward = try run(drag(from: 20, to: 270, ms: 1200), rightToLeft: true)
        expectEqual(forward.state["rtl"], .bool(true))
        expectEqual(forward.state["index"], .int(3))
        expectEqual(forward.state["announcement"], .string("Page 4 of 13"))
        let backward = try run(drag(from: 370, to: 120, ms: 1200), rightToLeft: true)
        expectEqual(backward.state["index"], .int(1))
        // The left arrow is forward when mirrored.
        #expect(try run(["0 key left"], rightToLeft: true).state["index"] == .int(3))
    }

    @Test func rightToLeftMirrorsTheDotsAndTheLoop() throws {
        // Mirrored dots: the leftmost dot (x = 163) is the last page.
        let dots = try run(["0 down 163 804", "50 up 163 804"], scene: .onboarding, rightToLeft: true)
        expectEqual(dots.state["index"], .int(4))
        // Mirrored loop: the card right of the centre is the previous item (11), and a drag to the right
        // advances.
        let tap = try run(["0 down 370 430", "50 up 370 430"], scene: .loop, rightToLeft: true)
        expectEqual(tap.state["tapped"], .int(11))
        // (The finger rests before it lifts: no momentum, one card.)
        let swipe = try run(
            drag(from: 100, to: 300, ms: 600).dropLast() + ["750 move 300 420", "760 up 300 420"], scene: .loop,
            rightToLeft: true)
        expectEqual(swipe.state["index"], .int(1))
    }

    @Test func theRubberBandShowsInThePositionPastTheEnds() throws {
        // Pager.position continues past the ends: at the first page a pull to the right goes negative.
        let gallery = Gallery(scene: .trips, rightToLeft: false)
        var deepest = 0.0
        let lines = ["0 key left", "0 key left"] + drag(from: 40, to: 340, start: 1500, ms: 800)
        _ = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery) { _, _ in
            if case .double(let x)? = gallery.state["position"] { deepest = min(deepest, x) }
        }
        #expect(deepest < -0.25)
        expectEqual(gallery.state["position"], .double(0))
    }
}
