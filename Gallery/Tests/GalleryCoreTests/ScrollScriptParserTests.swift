import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

@Suite("Gesture script parser: trackpad scrolls and the new keys")
struct ScrollScriptParserTests {
    @Test func parsesEveryScrollPhase() throws {
        let text = """
            0 scroll 0 0 began
            8 scroll 12.5 -3 changed
            16 scroll 0 0 ended
            20 scroll 30 0 momentum-began
            28 scroll 20 0 Momentum-Changed
            40 scroll 0 0 momentum-ended
            """
        let script = try GestureScript.parse(text)
        #expect(
            script.events.map(\.action) == [
                .scroll(dx: 0, dy: 0, phase: .began), .scroll(dx: 12.5, dy: -3, phase: .changed),
                .scroll(dx: 0, dy: 0, phase: .ended), .scroll(dx: 30, dy: 0, phase: .momentumBegan),
                .scroll(dx: 20, dy: 0, phase: .momentumChanged), .scroll(dx: 0, dy: 0, phase: .momentumEnded),
            ])
        #expect(
            script.events[1].input
                == .scroll(ScrollEvent(delta: Vector(x: 12.5, y: -3), phase: .changed, timestamp: 0.008)))
    }

    @Test func parsesTheNewKeys() throws {
        let script = try GestureScript.parse("0 key home\n1 key end\n2 key PageUp\n3 key pagedown")
        expectEqual(script.events.map(\.action), [.key(.home), .key(.end), .key(.pageup), .key(.pagedown)])
    }

    @Test(
        "bad scroll lines are reported with their line number",
        arguments: [
            ("0 scroll 1 2", "'scroll' takes <dx> <dy> <phase>, found 2 arguments"),
            ("0 scroll 1 2 began extra", "'scroll' takes <dx> <dy> <phase>, found 4 arguments"),
            ("0 scroll nan 2 began", "'scroll' needs two finite numbers, found 'nan 2'"),
            ("0 scroll 1 inf began", "'scroll' needs two finite numbers, found '1 inf'"),
            (
                "0 scroll 1 2 notch",
                "unknown scroll phase 'notch' (expected one of began, changed, ended, momentum-began, "
                    + "momentum-changed, momentum-ended)"
            ),
            (
                "0 scroll 1 2 sideways",
                "unknown scroll phase 'sideways' (expected one of began, changed, ended, momentum-began, "
                    + "momentum-changed, momentum-ended)"
            ),
        ])
    func badScrollLines(text: String, message: String) {
        do {
            _ = try GestureScript.parse("# first\n" + text)
            Issue.record("expected an error for \(text)")
        } catch {
            expectEqual(error.line, 2)
            expectEqual(error.message, message)
        }
    }

    @Test func theKeysMapToTheCoreCommands() {
        expectEqual(GalleryKey.right.keyCommand(rightToLeft: false), .next)
        expectEqual(GalleryKey.right.keyCommand(rightToLeft: true), .previous)
        expectEqual(GalleryKey.left.keyCommand(rightToLeft: false), .previous)
        expectEqual(GalleryKey.home.keyCommand(rightToLeft: true), .home)
        expectEqual(GalleryKey.end.keyCommand(rightToLeft: false), .end)
        expectEqual(GalleryKey.pageup.keyCommand(rightToLeft: false), .pageUp)
        expectEqual(GalleryKey.pagedown.keyCommand(rightToLeft: false), .pageDown)
        expectEqual(GalleryKey.enter.keyCommand(rightToLeft: false), nil)
    }
}
