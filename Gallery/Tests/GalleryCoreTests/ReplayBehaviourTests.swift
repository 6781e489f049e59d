import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The behaviours issue 4 lists, replayed on the virtual clock and asserted on the state JSON (and, where the
/// path matters, on the position seen frame by frame).
@Suite("Replay: what a user does")
struct ReplayBehaviourTests {
    /// Runs a script; returns the gallery and the position (in items) at every frame.
    func replay(_ lines: [String], scene: SceneKind = .trips, snap: SnapChoice? = nil, items: Int = 12) throws
        -> (Gallery, [Double])
    {
        let gallery = Gallery(scene: scene, snap: snap, items: items)
        var positions: [Double] = []
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery) { _, _ in
            if case .double(let x)? = gallery.state["position"] { positions.append(x) }
            if case .int(let x)? = gallery.state["position"] { positions.append(Double(x)) }
        }
        #expect(outcome.settled)
        return (gallery, positions)
    }

    /// A straight drag from `from` to `to` (x, at y) over `ms` milliseconds in 8 ms steps, starting at `start` ms.
    func drag(from: Double, to: Double, y: Double = 420, start: Int = 0, ms: Int) -> [String] {
        var lines = ["\(start) down \(from) \(y)"]
        let steps = max(1, ms / 8)
        for i in 1...steps {
            let x = from + (to - from) * Double(i) / Double(steps)
            lines.append("\(start + ms * i / steps) move \(x) \(y)")
        }
        lines.append("\(start + ms) up \(to) \(y)")
        return lines
    }

    @Test func tripsSlowDragPastHalfAPageMovesOneCard() throws {
        let (g, _) = try replay(drag(from: 370, to: 120, ms: 1200))  // 250 pt > 195, slowly
        expectEqual(g.state["index"], .int(3))
        expectEqual(g.state["destination"], .string(Trip.samples[3].destination))
        let (back, _) = try replay(drag(from: 370, to: 220, ms: 1200))  // 150 pt < 195: snaps back
        expectEqual(back.state["index"], .int(2))
    }

    @Test func tripsShortFlingMovesOneCardButTheSeedRuleDoesNot() throws {
        let fling = drag(from: 300, to: 220, ms: 60)  // 80 pt in 60 ms ≈ 1300 pt/s
        #expect(try replay(fling).0.state["index"] == .int(3))
        #expect(try replay(fling, snap: .seed).0.state["index"] == .int(2))
        // Projected: the release (2 cards + 80 pt) plus −v/(1000 ln 0.998) with v = 80 pt / 60 ms, to the nearest.
        let projected = (2 * 390 + 80 + Decay.normal.projectedDistance(initialVelocity: 80 / 0.06)) / 390
        #expect(try replay(fling, snap: .projected).0.state["index"] == .int(Int(projected.rounded())))
        expectEqual(Int(projected.rounded()), 4)
    }

    @Test func tripsDragPastTheFirstCardRubberBandsThenComesBack() throws {
        let lines = ["0 key left", "0 key left"] + drag(from: 40, to: 340, start: 1500, ms: 800)
        let (g, positions) = try replay(lines)
        expectEqual(g.state["index"], .int(0))
        expectEqual(g.state["position"], .double(0))
        let deepest = positions.min() ?? 0
        // 300 pt of finger less the 10 pt slop, rubber-banded: 290·0.55·390/(390 + 0.55·290) ≈ 113 pt = 0.29 card.
        let banded = RubberBand.distance(forOverscroll: 290, dimension: 390) / 390
        #expect(abs(deepest + banded) < 0.01)
    }

    @Test func tripsDragPastTheLastCardRubberBandsThenComesBack() throws {
        // The scene loads more trips near the end, up to 65: the keys reach the very last one first.
        let keys = (0..<70).map { _ in "0 key right" }
        let (g, positions) = try replay(keys + drag(from: 350, to: 50, start: 2000, ms: 800))
        expectEqual(g.state["count"], .int(TripsScene.maximumTrips))
        expectEqual(g.state["index"], .int(64))
        expectEqual(g.state["position"], .double(64))
        // The drag's frames (the replay runs at 60 Hz; the drag starts at 2 s, after the keys' long move settled).
        let dragFrames = positions.dropFirst(121)
        #expect((dragFrames.max() ?? 0) > 64.2)
        #expect((dragFrames.max() ?? 0) < 65)
    }

    @Test func tripsTapIntoTheDetailAndOut() throws {
        let (open, _) = try replay(["0 down 195 420", "60 up 195 420"])
        expectEqual(open.state["detail"], .bool(true))
        let (closed, _) = try replay(["0 down 195 420", "60 up 195 420", "1500 key escape"])
        expectEqual(closed.state["detail"], .bool(false))
        expectEqual(closed.state["index"], .int(2))
    }

    @Test func onboardingDotsAreTappedAndScrubbed() throws {
        // Dots: 8 pt, 8 apart, centred at 195 → x = 163, 179, 195, 211, 227; y = 844 − 24 − 16.
        #expect(try replay(["0 down 227 804", "50 up 227 804"], scene: .onboarding).0.state["index"] == .int(4))
        // Press on the first dot and scrub to the fourth.
        var scrub = ["0 down 163 804"]
        for (i, x) in stride(from: 163.0, through: 211.0, by: 4).enumerated() {
            scrub.append("\(20 + i * 16) move \(x) 804")
        }
        scrub.append("400 up 211 804")
        let (g, _) = try replay(scrub, scene: .onboarding)
        expectEqual(g.state["index"], .int(3))
    }

    @Test func tripsLoadsMoreDestinationsNearTheEndWithoutAJump() throws {
        // Twelve quick flicks from Amsterdam (index 2 of 13): near the end the scene loads 13 more while the
        // carousel moves; the position seen frame by frame never jumps (a flick moves at most one page, and no frame
        // moves faster than the finger did).
        var lines: [String] = []
        for k in 0..<12 { lines += drag(from: 330, to: 150, y: 450, start: 500 + 400 * k, ms: 32) }
        let (g, positions) = try replay(lines)
        expectEqual(g.state["count"], .int(26))
        expectEqual(g.state["index"], .int(14))
        expectEqual(g.state["counter"], .string("15 of 26"))
        let steps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
        // The finger itself moves 0.24 pages per 60 Hz frame in these flicks; a jump would be a page or more.
        #expect((steps.max() ?? 0) < 0.3, "largest step \(steps.max() ?? 0) pages")
    }

    @Test func onboardingDotsShowThePressWhileTouched() {
        let g = Gallery(scene: .onboarding)
        expectEqual(g.state["dotsPressed"], .bool(false))
        g.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 179, y: 804), timestamp: 1)))
        expectEqual(g.state["dotsPressed"], .bool(true))
        g.handle(.pointer(PointerEvent(id: 0, phase: .move, location: Point(x: 203, y: 804), timestamp: 1.1)))
        expectEqual(g.state["dotsPressed"], .bool(true), "scrubbing")
        g.handle(.pointer(PointerEvent(id: 0, phase: .up, location: Point(x: 203, y: 804), timestamp: 1.2)))
        expectEqual(g.state["dotsPressed"], .bool(false))
        g.handle(.pointer(PointerEvent(id: 0, phase: .down, location: Point(x: 179, y: 804), timestamp: 2)))
        g.handle(.pointer(PointerEvent(id: 0, phase: .cancel, location: .zero, timestamp: 2.1)))
        expectEqual(g.state["dotsPressed"], .bool(false), "a cancel undoes it")
    }

    @Test func onboardingSeedPolicyUsesThePredictedEnd() throws {
        // 120 pt slowly: predicted end ≈ 120 < 195 → stays; 120 pt in 80 ms: 120 + 0.25·1500 > 195 → next page.
        let slow = drag(from: 300, to: 180, y: 400, ms: 1000)
        let quick = drag(from: 300, to: 180, y: 400, ms: 80)
        #expect(try replay(slow, scene: .onboarding, snap: .seed).0.state["index"] == .int(0))
        #expect(try replay(quick, scene: .onboarding, snap: .seed).0.state["index"] == .int(1))
    }

    @Test func loopDragWrapsBothWays() throws {
        // One card at a time (`paged`): a drag back from card 1 reaches the last card, one forward from the last
        // reaches the first.
        let (back, _) = try replay(drag(from: 100, to: 300, ms: 600), scene: .loop, snap: .paged, items: 5)
        expectEqual(back.state["index"], .int(4))
        expectEqual(back.state["label"], .string("Card 5"))
        let (forward, _) = try replay(
            (0..<4).map { _ in "0 key right" } + drag(from: 300, to: 100, start: 1500, ms: 600), scene: .loop,
            snap: .paged, items: 5)
        expectEqual(forward.state["index"], .int(0))
    }

    @Test func aLoopFlickTravelsSeveralCardsByDefault() throws {
        // A 190-point flick in 80 ms (about 2,400 pt/s): with momentum (the default, `projected`) the row coasts
        // several cards on, across the seam; `paged` moves one card.
        let flick = drag(from: 290, to: 100, ms: 80)
        let (coasting, positions) = try replay(flick, scene: .loop)
        let index = try #require(coasting.state["index"].flatMap { if case .int(let i) = $0 { i } else { nil } })
        #expect(index >= 4, "\(index)")
        let finite = positions.allSatisfy { $0.isFinite }
        #expect(finite)
        #expect(try replay(flick, scene: .loop, snap: .paged).0.state["index"] == .int(1))
    }

    @Test func theLoopCaptionFollowsTheCentredCardDuringADrag() throws {
        let gallery = Gallery(scene: .loop)
        let script = try GestureScript.parse(drag(from: 300, to: 100, ms: 400).dropLast().joined(separator: "\n"))
        for event in script.events {
            gallery.handle(event.input)
            gallery.advance(to: event.time)
        }
        // 200 points of a 176-point pitch: card 2 is centred while the finger still holds the row on card 1.
        expectEqual(gallery.state["index"], .int(0))
        expectEqual(gallery.state["caption"], .string("Card 2 of 12"))
    }

    @Test func loopTapCentresTheCardTheShortWay() throws {
        // The card left of the centre is the last one (index 11): the carousel moves back by one card, never
        // forward by eleven.
        let (g, positions) = try replay(["0 down 20 430", "50 up 20 430"], scene: .loop, items: 12)
        expectEqual(g.state["index"], .int(11))
        // The host's progress is wrapped into 0..<12: backwards from 0 is 11.x, and the overshoot past 11 stays
        // under 0.2 of a card (never below 10.8).
        let moving = positions.filter { $0 != 0 }
        #expect(moving.allSatisfy { $0 < 0.01 || $0 > 10.8 })
    }
}
