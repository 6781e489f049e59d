import CSDL2
import GalleryCore
import Riffle

/// Converts SDL events into the gallery's ``SceneInput``s (window points, seconds).
///
/// Mouse and touch both become pointer events. SDL's synthetic duplicates are dropped: mouse events that SDL made
/// from a touch (`which == SDL_TOUCH_MOUSEID`) and touch events that SDL made from the mouse
/// (`touchId == SDL_MOUSE_TOUCHID`), so each physical gesture arrives exactly once.
public struct InputTranslator {
    /// Points per window coordinate: 1 / scale when the window is created at scale × size (X11 has no HiDPI).
    public var pointsPerWindowUnit: Double
    /// The window size in window coordinates (to convert normalised touch positions).
    public var windowSize: (width: Double, height: Double)
    private var mouseDown = false
    private var fingers: [Int64: Int] = [:]
    private var nextFingerID = 1

    /// Creates a translator.
    public init(pointsPerWindowUnit: Double, windowSize: (width: Double, height: Double)) {
        self.pointsPerWindowUnit = pointsPerWindowUnit
        self.windowSize = windowSize
    }

    /// The pointer id of the mouse.
    public static let mousePointerID = 0

    /// The inputs for one SDL event (usually zero or one), stamped `time` seconds.
    public mutating func translate(_ event: SDL_Event, time: Double) -> [SceneInput] {
        let type = event.type
        switch type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != csdl_touch_mouse_id(), Int32(b.button) == SDL_BUTTON_LEFT else { return [] }
            let down = type == SDL_MOUSEBUTTONDOWN.rawValue
            if !down && !mouseDown { return [] }
            mouseDown = down
            return [
                pointer(down ? .down : .up, x: Double(b.x), y: Double(b.y), id: InputTranslator.mousePointerID, time)
            ]
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != csdl_touch_mouse_id(), mouseDown else { return [] }
            return [pointer(.move, x: Double(m.x), y: Double(m.y), id: InputTranslator.mousePointerID, time)]
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            guard f.touchId != csdl_mouse_touch_id() else { return [] }
            let x = Double(f.x) * windowSize.width
            let y = Double(f.y) * windowSize.height
            if type == SDL_FINGERDOWN.rawValue {
                let id = nextFingerID
                nextFingerID += 1
                fingers[f.fingerId] = id
                return [pointer(.down, x: x, y: y, id: id, time)]
            }
            guard let id = fingers[f.fingerId] else { return [] }
            if type == SDL_FINGERUP.rawValue {
                fingers[f.fingerId] = nil
                return [pointer(.up, x: x, y: y, id: id, time)]
            }
            return [pointer(.move, x: x, y: y, id: id, time)]
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != csdl_touch_mouse_id() else { return [] }
            let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // SDL: y > 0 scrolls up (away from the user); the gallery's dy is positive downwards ("next").
            return [.wheel(dx: Double(w.preciseX) * flip, dy: -Double(w.preciseY) * flip, timestamp: time)]
        case SDL_KEYDOWN.rawValue:
            let k = event.key
            guard
                let key = InputTranslator.key(
                    sym: k.keysym.sym, shift: (k.keysym.mod & UInt16(KMOD_SHIFT.rawValue)) != 0)
            else { return [] }
            return [.key(key, timestamp: time)]
        case SDL_WINDOWEVENT.rawValue:
            if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) {
                return cancelAll(time: time)
            }
            return []
        default:
            return []
        }
    }

    /// Cancels every pointer that is down (the window lost focus): the scenes must abandon their gestures.
    public mutating func cancelAll(time: Double) -> [SceneInput] {
        var out: [SceneInput] = []
        if mouseDown {
            mouseDown = false
            out.append(
                .pointer(
                    PointerEvent(id: InputTranslator.mousePointerID, phase: .cancel, location: .zero, timestamp: time)))
        }
        for id in fingers.values.sorted() {
            out.append(.pointer(PointerEvent(id: id, phase: .cancel, location: .zero, timestamp: time)))
        }
        fingers.removeAll()
        return out
    }

    /// The gallery key for an SDL key symbol.
    public static func key(sym: SDL_Keycode, shift: Bool) -> GalleryKey? {
        switch sym {
        case SDL_Keycode(SDLK_LEFT.rawValue): return .left
        case SDL_Keycode(SDLK_RIGHT.rawValue): return .right
        case SDL_Keycode(SDLK_HOME.rawValue): return .home
        case SDL_Keycode(SDLK_END.rawValue): return .end
        case SDL_Keycode(SDLK_PAGEUP.rawValue): return .pageup
        case SDL_Keycode(SDLK_PAGEDOWN.rawValue): return .pagedown
        case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue): return .enter
        case SDL_Keycode(SDLK_SPACE.rawValue): return .space
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return .escape
        case SDL_Keycode(SDLK_TAB.rawValue): return shift ? .backtab : .tab
        case SDL_Keycode(SDLK_1.rawValue), SDL_Keycode(SDLK_KP_1.rawValue): return .digit1
        case SDL_Keycode(SDLK_2.rawValue), SDL_Keycode(SDLK_KP_2.rawValue): return .digit2
        case SDL_Keycode(SDLK_3.rawValue), SDL_Keycode(SDLK_KP_3.rawValue): return .digit3
        case SDL_Keycode(SDLK_4.rawValue), SDL_Keycode(SDLK_KP_4.rawValue): return .digit4
        case SDL_Keycode(SDLK_5.rawValue), SDL_Keycode(SDLK_KP_5.rawValue): return .digit5
        case SDL_Keycode(SDLK_6.rawValue), SDL_Keycode(SDLK_KP_6.rawValue): return .digit6
        case SDL_Keycode(SDLK_m.rawValue): return .motion
        case SDL_Keycode(SDLK_p.rawValue): return .picker
        case SDL_Keycode(SDLK_i.rawValue): return .inspect
        case SDL_Keycode(SDLK_n.rawValue): return .add
        case SDL_Keycode(SDLK_DELETE.rawValue), SDL_Keycode(SDLK_BACKSPACE.rawValue): return .delete
        default: return nil
        }
    }

    private func pointer(_ phase: PointerEvent.Phase, x: Double, y: Double, id: Int, _ time: Double) -> SceneInput {
        .pointer(
            PointerEvent(
                id: id, phase: phase, location: Point(x: x * pointsPerWindowUnit, y: y * pointsPerWindowUnit),
                timestamp: time))
    }
}
