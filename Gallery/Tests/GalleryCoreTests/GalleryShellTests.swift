import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

@Suite("Gallery shell: picker, keys 1–5, focus")
struct GalleryShellTests {
    @Test func digitKeysSwitchScenesAndKeepTheirState() {
        let g = Gallery()
        g.handle(.key(.right, timestamp: 0))
        g.handle(.key(.digit3, timestamp: 0.1))
        expectEqual(g.current, .loop)
        expectEqual(g.state["scene"], .string("loop"))
        g.handle(.key(.digit4, timestamp: 0.2))
        #expect(g.state.encoded.hasPrefix(#"{"scene":"wallet","order":["visa","mastercard","amex","jcb","discover"]"#))
        g.handle(.key(.digit5, timestamp: 0.3))
        expectEqual(g.state["scene"], .string("home"))
        g.handle(.key(.digit1, timestamp: 0.4))
        g.advance(to: 5)
        expectEqual(g.state["index"], .int(3))
    }

    @Test func tappingAPickerSegmentSwitches() throws {
        let g = Gallery()
        let segment = g.picker.segments[1]
        g.handle(.pointer(PointerEvent(id: 0, phase: .down, location: segment.center, timestamp: 0)))
        expectEqual(g.current, .trips)  // switches on release
        g.handle(.pointer(PointerEvent(id: 0, phase: .up, location: segment.center, timestamp: 0.05)))
        expectEqual(g.current, .onboarding)
    }

    @Test func aPressThatLeavesTheSegmentDoesNotSwitch() {
        let g = Gallery()
        let a = g.picker.segments[2]
        g.handle(.pointer(PointerEvent(id: 0, phase: .down, location: a.center, timestamp: 0)))
        g.handle(.pointer(PointerEvent(id: 0, phase: .up, location: Point(x: a.midX, y: 400), timestamp: 0.1)))
        expectEqual(g.current, .trips)
    }

    @Test func pickerSegmentsCoverThePickerInOrder() {
        let p = ScenePicker(width: 390)
        let s = p.segments
        expectEqual(s.count, 6)
        expectNear(s[0].x, p.frame.x, within: 1e-9)
        expectNear((s.last?.maxX ?? 0), p.frame.maxX, within: 1e-9)
        for (i, kind) in SceneKind.allCases.enumerated() { expectEqual(p.kind(at: s[i].center), kind) }
        #expect(SceneKind.allCases.allSatisfy { $0.isAvailable })
    }

    @Test func tabWalksSceneThenPickerAndEnterActivates() {
        let g = Gallery(scene: .onboarding)
        for _ in 0..<5 { g.handle(.key(.tab, timestamp: 0)) }  // dots 0 … 4
        expectEqual(g.state["focus"], .string("dot4"))
        g.handle(.key(.tab, timestamp: 0))
        expectEqual(g.state["focus"], .string("picker:trips"))
        g.handle(.key(.tab, timestamp: 0))
        g.handle(.key(.tab, timestamp: 0))
        expectEqual(g.state["focus"], .string("picker:loop"))
        g.handle(.key(.enter, timestamp: 0))
        expectEqual(g.current, .loop)
        g.handle(.key(.backtab, timestamp: 0))
        expectEqual(g.state["focus"], .string("picker:onboarding"))
    }

    @Test func tabOnADotThenEnterGoesToThatPage() {
        let g = Gallery(scene: .onboarding)
        g.handle(.key(.tab, timestamp: 0))
        g.handle(.key(.tab, timestamp: 0))
        g.handle(.key(.tab, timestamp: 0))
        g.handle(.key(.enter, timestamp: 0))
        g.advance(to: 3)
        expectEqual(g.state["index"], .int(2))
    }

    @Test func tripsFocusMovesToTheCloseControlInTheDetail() {
        let g = Gallery()
        g.handle(.key(.tab, timestamp: 0))
        expectEqual(g.state["focus"], .string("card"))
        g.handle(.key(.enter, timestamp: 0))
        g.advance(to: 2)
        expectEqual(g.state["detail"], .bool(true))
        expectEqual(g.state["focus"], .string("close"))
        g.handle(.key(.enter, timestamp: 2))
        expectEqual(g.state["detail"], .bool(false))
    }

    @Test func thePickerHidesWithPAndTheScenesUseItsSpace() {
        let g = Gallery()
        #expect(g.showsPicker)
        expectEqual(g.insets.top, ScenePicker.reservedHeight)
        g.handle(.key(.picker, timestamp: 0))
        #expect(!g.showsPicker)
        expectEqual(g.insets.top, 20)
        expectEqual(g.state["picker"], .bool(false))
        // The scene laid out again: the Trips title moved up into the picker's place.
        let trips = g.scene as? TripsScene
        expectEqual(trips.map { $0.state["index"] == .int(2) }, true)
        // A press where the picker was is the scene's, not a scene switch; the digits still switch.
        let segment = ScenePicker(width: 390).segments[1]
        g.handle(.pointer(PointerEvent(id: 0, phase: .down, location: segment.center, timestamp: 0.1)))
        g.handle(.pointer(PointerEvent(id: 0, phase: .up, location: segment.center, timestamp: 0.15)))
        expectEqual(g.current, .trips)
        g.handle(.key(.digit2, timestamp: 0.2))
        expectEqual(g.current, .onboarding)
        // Tab never lands on the hidden picker: it wraps round the scene's dots.
        for k in 0..<12 { g.handle(.key(.tab, timestamp: 0.3 + Double(k) / 10)) }
        expectEqual(g.pickerFocus, nil)
        g.handle(.key(.picker, timestamp: 2))
        #expect(g.showsPicker)
    }

    @Test func aResizeLaysEverySceneOutAgain() {
        let g = Gallery()
        for kind in SceneKind.allCases { _ = g.scene(for: kind) }
        g.resize(to: CanvasSize(width: 700, height: 700))
        expectEqual(g.state["window"], .string("700x700"))
        expectEqual(g.picker.frame.width, 700 - 24)
        g.resize(to: CanvasSize(width: .nan, height: 100))
        expectEqual(g.state["window"], .string("700x700"), "an unusable size is ignored")
    }
}
