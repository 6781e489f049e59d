import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Scripts driving the whole gallery on the virtual clock.
///
/// These assert the behaviour a user sees. They run against the core `Track` (through `TrackPaging`) and check what a user sees when
/// the core's Track replaces it (keys step one page, taps open the detail, the seed rule is `--snap seed`).
@Suite("Replay on the virtual clock")
struct ReplayTests {
    func run(_ text: String, scene: SceneKind = .trips, snap: SnapChoice? = nil, items: Int = 12) throws -> Gallery {
        let gallery = Gallery(scene: scene, snap: snap, items: items)
        let outcome = ReplayDriver.run(try GestureScript.parse(text), on: gallery)
        #expect(outcome.settled)
        return gallery
    }

    @Test func emptyScriptIsOneSettledFrame() {
        let gallery = Gallery()
        var frames: [Double] = []
        let outcome = ReplayDriver.run(GestureScript(events: []), on: gallery) { _, t in frames.append(t) }
        expectEqual(outcome, ReplayDriver.Outcome(frames: 1, endTime: 0, settled: true))
        expectEqual(frames, [0])
    }

    @Test func framesAreAtSixtyHertzAndRunUntilSettled() throws {
        let gallery = Gallery()
        var times: [Double] = []
        let outcome = ReplayDriver.run(try GestureScript.parse("100 key right"), on: gallery) { _, t in times.append(t)
        }
        #expect(outcome.settled)
        expectEqual(times.count, outcome.frames)
        expectEqual(times[1], 1.0 / 60)
        #expect(outcome.endTime > 0.1)
        #expect(outcome.endTime < 2)
        expectEqual(gallery.state["index"], .int(3))
    }

    /// Issue 11 G1: the longest valid gap (10 minutes) ends after a bounded number of frames.
    ///
    /// One frame per 1/fps s up to 600 s, then at most 10 s of settling: at 10 fps, 6,001 … 6,101 frames.
    @Test func theLongestValidGapRunsABoundedNumberOfFrames() throws {
        let gallery = Gallery(scene: .onboarding)
        let script = try GestureScript.parse("0 down 300 400\n600000 up 300 400")
        let outcome = ReplayDriver.run(script, on: gallery, fps: 10)
        #expect(outcome.frames >= 6001 && outcome.frames <= 6101, "\(outcome)")
        #expect(outcome.endTime >= 600 && outcome.endTime <= 610)
    }

    @Test func settleLimitStopsAMotionThatNeverEnds() throws {
        let gallery = Gallery()
        // The pointer stays down: the drag never ends, so nothing settles.
        let outcome = ReplayDriver.run(
            try GestureScript.parse("0 down 300 400\n50 move 200 400"), on: gallery, settleLimit: 0.5)
        #expect(!outcome.settled)
        expectNear(outcome.endTime, 0.55, within: 1.0 / 60 + 1e-9)
    }

    @Test func tripsKeysPageAndClamp() throws {
        #expect(try run("0 key right\n0 key right\n0 key right").state["destination"] == .string("Budapest"))
        #expect(try run("0 key left\n0 key left\n0 key left\n0 key left").state["index"] == .int(0))
    }

    @Test func tripsTapOpensTheDetailAndEscapeClosesIt() throws {
        let open = try run("0 down 195 420\n80 up 195 420")
        expectEqual(open.state["detail"], .bool(true))
        expectEqual(open.state["destination"], .string("Amsterdam"))
        let closed = try run("0 down 195 420\n80 up 195 420\n1000 key escape")
        expectEqual(closed.state["detail"], .bool(false))
        let toggled = try run("0 key enter\n1000 key enter")
        expectEqual(toggled.state["detail"], .bool(false))
    }

    @Test func tripsDetailClosesOnATapOnThePhotoOrTheCloseControl() throws {
        #expect(try run("0 key enter\n1000 down 195 200\n1050 up 195 200").state["detail"] == .bool(false))
        #expect(try run("0 key enter\n1000 down 352 90\n1050 up 352 90").state["detail"] == .bool(false))
        // A tap on the sheet (the text) keeps it open.
        #expect(try run("0 key enter\n1000 down 195 700\n1050 up 195 700").state["detail"] == .bool(true))
    }

    @Test func tripsDragsAreDisabledInTheDetail() throws {
        let g = try run("0 key enter\n600 down 300 300\n650 move 100 300\n700 move 20 300\n720 up 20 300")
        expectEqual(g.state["index"], .int(2))
        expectEqual(g.state["detail"], .bool(true))
    }

    @Test func tripsSeedRuleSnapsBackAt60PercentAndMovesTwoAt130() throws {
        // Seed 000: newIndex = Int(-translation / (0.65 * width)) + currentIndex. Slow drags (no flick).
        let w = 390.0
        func drag(_ distance: Double) throws -> JSONValue? {
            var lines = ["0 down 380 420"]
            for i in 1...20 { lines.append("\(i * 100) move \(380 - distance * Double(i) / 20) 420") }
            lines.append("2100 up \(380 - distance) 420")
            return try run(lines.joined(separator: "\n"), snap: .seed).state["index"]
        }
        #expect(try drag(0.6 * w) == .int(2))
        #expect(try drag(1.3 * w) == .int(4))
    }

    @Test func onboardingKeysAndDots() throws {
        #expect(try run("0 key right\n0 key right", scene: .onboarding).state["index"] == .int(2))
        #expect(try run("0 key right\n0 key left", scene: .onboarding).state["index"] == .int(0))
        // The fourth dot of five, 8 pt dots 8 pt apart centred at 195: x = 195 + 16 = 211, y = 844 - 24 - 16.
        #expect(try run("0 down 211 804\n50 up 211 804", scene: .onboarding).state["index"] == .int(3))
    }

    @Test func loopWrapsBothWays() throws {
        #expect(
            try run("0 key left\n0 key left\n0 key left", scene: .loop, items: 7).state["label"] == .string("Card 5"))
        #expect(try run("0 key right", scene: .loop, items: 1).state["index"] == .int(0))
        let million = try run("0 key left", scene: .loop, items: 1_000_000)
        expectEqual(million.state["index"], .int(999_999))
        expectEqual(million.state["label"], .string("Card 1,000,000"))
    }

    @Test func wheelGestureMovesOnePage() throws {
        let g = try run("0 wheel 0.4 0\n20 wheel 0.8 0\n40 wheel 3 0\n60 wheel 5 0")
        expectEqual(g.state["index"], .int(3))
        let two = try run("0 wheel 1 0\n500 wheel -1 0\n1000 wheel -2 0")
        expectEqual(two.state["index"], .int(1))
    }
}
