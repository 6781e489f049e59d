import CSDL2
import GalleryCore
import GalleryRender
import GalleryTestSupport
import Riffle
import Testing

/// SDL events → scene inputs, including the synthetic mouse/touch duplicates SDL creates.
@Suite("SDL input translation")
struct InputTranslatorTests {
    func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0, button: Int32 = SDL_BUTTON_LEFT)
        -> SDL_Event
    {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.x = x
        e.button.y = y
        return e
    }

    func motion(x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = which
        e.motion.x = x
        e.motion.y = y
        return e
    }

    func finger(_ type: SDL_EventType, x: Float, y: Float, touch: SDL_TouchID = 7, finger: SDL_FingerID = 3)
        -> SDL_Event
    {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = touch
        e.tfinger.fingerId = finger
        e.tfinger.x = x
        e.tfinger.y = y
        return e
    }

    func pointer(_ inputs: [SceneInput]) -> PointerEvent? {
        guard inputs.count == 1, case .pointer(let p) = inputs[0] else { return nil }
        return p
    }

    @Test func mouseDragBecomesPointerEventsInPoints() throws {
        var t = InputTranslator(pointsPerWindowUnit: 0.5, windowSize: (780, 1688))
        let down = try #require(pointer(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 600, y: 800), time: 1)))
        expectEqual(down, PointerEvent(id: 0, phase: .down, location: Point(x: 300, y: 400), timestamp: 1))
        let move = try #require(pointer(t.translate(motion(x: 400, y: 800), time: 1.1)))
        expectEqual(move.phase, .move)
        expectEqual(move.location, Point(x: 200, y: 400))
        let up = try #require(pointer(t.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 200, y: 800), time: 1.2)))
        expectEqual(up.phase, .up)
        expectEqual(up.location.x, 100)
        // Motion with no button down is hover: ignored.
        #expect(t.translate(motion(x: 10, y: 10), time: 2).isEmpty)
        // Other buttons are ignored, and an up without a down too.
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), time: 3).isEmpty)
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 1, y: 1), time: 3).isEmpty)
    }

    @Test func syntheticMouseFromTouchIsDropped() {
        var t = InputTranslator(pointsPerWindowUnit: 1, windowSize: (390, 844))
        let touchMouse = csdl_touch_mouse_id()
        expectEqual(touchMouse, UInt32.max)
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: touchMouse), time: 0).isEmpty)
        #expect(t.translate(motion(x: 6, y: 6, which: touchMouse), time: 0).isEmpty)
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 6, y: 6, which: touchMouse), time: 0).isEmpty)
    }

    @Test func syntheticTouchFromMouseIsDropped() {
        var t = InputTranslator(pointsPerWindowUnit: 1, windowSize: (390, 844))
        expectEqual(csdl_mouse_touch_id(), -1)
        #expect(t.translate(finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, touch: csdl_mouse_touch_id()), time: 0).isEmpty)
    }

    @Test func realTouchBecomesPointerEventsWithTheirOwnIDs() throws {
        var t = InputTranslator(pointsPerWindowUnit: 1, windowSize: (390, 844))
        let a = try #require(pointer(t.translate(finger(SDL_FINGERDOWN, x: 0.5, y: 0.25, finger: 10), time: 0)))
        let b = try #require(pointer(t.translate(finger(SDL_FINGERDOWN, x: 0.1, y: 0.1, finger: 11), time: 0)))
        expectEqual(a.location, Point(x: 195, y: 211))
        #expect(a.id != b.id && a.id != InputTranslator.mousePointerID)
        let moved = try #require(pointer(t.translate(finger(SDL_FINGERMOTION, x: 0.4, y: 0.25, finger: 10), time: 0.1)))
        expectEqual(moved.id, a.id)
        expectEqual(moved.phase, .move)
        let up = try #require(pointer(t.translate(finger(SDL_FINGERUP, x: 0.4, y: 0.25, finger: 10), time: 0.2)))
        expectEqual(up.phase, .up)
        #expect(t.translate(finger(SDL_FINGERMOTION, x: 0.4, y: 0.25, finger: 10), time: 0.3).isEmpty)
        // Losing focus cancels what is still down.
        let cancelled = t.cancelAll(time: 1)
        expectEqual(cancelled.count, 1)
    }

    @Test func keysAndWheel() {
        var t = InputTranslator(pointsPerWindowUnit: 1, windowSize: (390, 844))
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_LEFT.rawValue), shift: false), .left)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_TAB.rawValue), shift: true), .backtab)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_3.rawValue), shift: false), .digit3)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_m.rawValue), shift: false), .motion)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_HOME.rawValue), shift: false), .home)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_END.rawValue), shift: false), .end)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_PAGEUP.rawValue), shift: false), .pageup)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_PAGEDOWN.rawValue), shift: false), .pagedown)
        expectEqual(InputTranslator.key(sym: SDL_Keycode(SDLK_a.rawValue), shift: false), nil)
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseX = 1.5
        e.wheel.preciseY = 1
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        expectEqual(t.translate(e, time: 4), [.wheel(dx: 1.5, dy: -1, timestamp: 4)])
        e.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        expectEqual(t.translate(e, time: 5), [.wheel(dx: -1.5, dy: 1, timestamp: 5)])
    }
}
