import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// Issue 14 part 3: the wheel, the trackpad and the keys go through the core (``Riffle/Pager``) in every carousel
/// scene; each device replayed from a script and checked on the state JSON.
@Suite("Replay: every input device through the core")
struct InputDeviceReplayTests {
    static let carousels: [SceneKind] = [.trips, .onboarding, .loop]

    func run(_ text: String, scene: SceneKind, settles: Bool = true) throws -> Gallery {
        let gallery = Gallery(scene: scene)
        let outcome = ReplayDriver.run(try GestureScript.parse(text), on: gallery, settleLimit: settles ? 10 : 0)
        if settles { #expect(outcome.settled, "\(scene)") }
        return gallery
    }

    func int(_ gallery: Gallery, _ key: String) -> Int? {
        if case .int(let value) = gallery.state[key] { return value }
        return nil
    }

    func double(_ gallery: Gallery, _ key: String) -> Double? {
        if case .double(let value) = gallery.state[key] { return value }
        if case .int(let value) = gallery.state[key] { return Double(value) }
        return nil
    }

    /// A fast trackpad swipe of 60 points towards the next page, released, with or without the system's momentum.
    static func swipe(dx: Double, momentum: Bool) -> String {
        var lines = ["0 scroll 0 0 began"]
        for step in 1...5 { lines.append("\(step * 8) scroll \(dx) 0 changed") }
        lines.append("40 scroll 0 0 ended")
        if momentum {
            lines.append("48 scroll \(dx * 2) 0 momentum-began")
            for step in 1...20 { lines.append("\(48 + step * 8) scroll \(dx) 0 momentum-changed") }
            lines.append("300 scroll 0 0 momentum-ended")
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: carousels) func homeAndEndGoToTheFirstAndLastItem(scene: SceneKind) throws {
        // The last item when the key is pressed (Trips may load more destinations once it is near the end).
        let count = try #require(int(try run("", scene: scene), "count"))
        let end = try run("0 key end", scene: scene)
        expectEqual(int(end, "index"), count - 1)
        #expect(int(try run("0 key end\n500 key home", scene: scene), "index") == 0)
    }

    @Test(arguments: carousels) func pageDownMovesAScreenfulAndPageUpBack(scene: SceneKind) throws {
        let start = try #require(int(try run("", scene: scene), "index"))
        let down = try #require(int(try run("0 key pagedown", scene: scene), "index"))
        // Full-width pages in Trips and Onboarding; the loop's cards are 176 points apart: two in 390 points.
        expectEqual(down, start + (scene == .loop ? 2 : 1))
        #expect(int(try run("0 key pagedown\n500 key pageup", scene: scene), "index") == start)
    }

    @Test(arguments: carousels) func keyRepeatAddsUp(scene: SceneKind) throws {
        let start = try #require(int(try run("", scene: scene), "index"))
        #expect(int(try run("0 key right\n30 key right\n60 key right", scene: scene), "index") == start + 3)
    }

    @Test(arguments: carousels) func fastWheelNotchesMoveOnePagePerGesture(scene: SceneKind) throws {
        let start = try #require(int(try run("", scene: scene), "index"))
        let fast = try run("0 wheel 0 1\n50 wheel 0 1\n100 wheel 0 1", scene: scene)
        expectEqual(int(fast, "index"), start + 1)
        let two = try run("0 wheel 0 1\n500 wheel 0 1", scene: scene)
        expectEqual(int(two, "index"), start + 2)
    }

    @Test(arguments: carousels) func theTrackpadFollowsOneToOne(scene: SceneKind) throws {
        let start = try #require(double(try run("", scene: scene), "position"))
        let held = try run("0 scroll 0 0 began\n10 scroll 39 0 changed", scene: scene, settles: false)
        let position = try #require(double(held, "position"))
        // 39 points of a 390-point page in Trips and Onboarding; of the loop's 176-point card step.
        let expected = scene == .loop ? 39.0 / 176 : 39.0 / 390
        #expect(abs(position - start - expected) < 0.002, "\(scene): \(position)")
    }

    @Test(arguments: carousels) func aTrackpadFlickTurnsThePageAndMomentumDoesNotMoveTwice(scene: SceneKind) throws {
        let start = try #require(int(try run("", scene: scene), "index"))
        let plain = try run(Self.swipe(dx: 12, momentum: false), scene: scene)
        let withMomentum = try run(Self.swipe(dx: 12, momentum: true), scene: scene)
        let index = try #require(int(plain, "index"))
        #expect(index > start)
        expectEqual(int(withMomentum, "index"), index)
        expectEqual(double(withMomentum, "position"), double(plain, "position"))
        if scene != .loop { expectEqual(index, start + 1) }
    }

    @Test(arguments: carousels) func aSlowShortTrackpadScrollSnapsBack(scene: SceneKind) throws {
        let start = try #require(int(try run("", scene: scene), "index"))
        let back = try run("0 scroll 0 0 began\n10 scroll 20 0 changed\n600 scroll 0 0 ended", scene: scene)
        expectEqual(int(back, "index"), start)
    }
}
