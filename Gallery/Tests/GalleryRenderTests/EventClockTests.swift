import CSDL2
import GalleryRender
import GalleryTestSupport
import Testing

/// The window's input times: the X server's stamps on the gallery's clock, SDL's where there are none.
@Suite("Event clock")
struct EventClockTests {
    /// An `SDL_SYSWMEVENT` whose X event has type `type` and stamp `time`, handed to `body`.
    func withWindowManagerEvent<R>(
        type: Int32, time: UInt, subsystem: SDL_SYSWM_TYPE = SDL_SYSWM_X11, _ body: (inout SDL_Event) -> R
    ) -> R {
        var message = SDL_SysWMmsg()
        message.subsystem = subsystem
        message.msg.x11.event.type = type
        switch type {
        case MotionNotify: message.msg.x11.event.xmotion.time = time
        case ButtonPress, ButtonRelease: message.msg.x11.event.xbutton.time = time
        case KeyPress, KeyRelease: message.msg.x11.event.xkey.time = time
        default: break
        }
        return withUnsafeMutablePointer(to: &message) { pointer in
            var event = SDL_Event()
            event.type = SDL_SYSWMEVENT.rawValue
            event.syswm.msg = pointer
            return body(&event)
        }
    }

    /// What `csdl_x11_input_time` reads from `event`: the stamp, or nil.
    func stamp(_ event: inout SDL_Event) -> UInt32? {
        var time: UInt32 = 0
        return csdl_x11_input_time(&event, &time) != 0 ? time : nil
    }

    @Test func theShimReadsTheStampOfXInputEventsOnly() {
        expectEqual(withWindowManagerEvent(type: MotionNotify, time: 4_000) { stamp(&$0) }, 4_000)
        expectEqual(withWindowManagerEvent(type: ButtonPress, time: 4_010) { stamp(&$0) }, 4_010)
        expectEqual(withWindowManagerEvent(type: ButtonRelease, time: 4_020) { stamp(&$0) }, 4_020)
        expectEqual(withWindowManagerEvent(type: KeyPress, time: 4_030) { stamp(&$0) }, 4_030)
        // The low 32 bits of the server's `Time` (an unsigned long): the server's own wrap.
        expectEqual(withWindowManagerEvent(type: MotionNotify, time: 0x1_0000_0007) { stamp(&$0) }, 7)
        // An X event without a stamp, a message of another window system, an event that is no message.
        expectEqual(withWindowManagerEvent(type: Expose, time: 5) { stamp(&$0) }, nil)
        let wayland = withWindowManagerEvent(type: MotionNotify, time: 5, subsystem: SDL_SYSWM_WAYLAND) { stamp(&$0) }
        expectEqual(wayland, nil)
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        expectEqual(stamp(&motion), nil)
        var empty = SDL_Event()
        empty.type = SDL_SYSWMEVENT.rawValue
        expectEqual(stamp(&empty), nil)
    }

    @Test func aFlickReadLateAndAllAtOnceKeepsTheServersIntervals() {
        var clock = EventClock(sdlTicksAtStart: 0)
        // A move read promptly: the server's clock is 1 s ahead of the gallery's.
        clock.noteServerStamp(1_500)
        expectNear(clock.time(sdlTimestamp: 500, isInput: true, now: 0.5), 0.5, within: 1e-12)
        // Four moves 10 ms apart, all read 80 ms after the first (SDL stamps them all 1,080).
        var times: [Double] = []
        for k in 0..<4 {
            clock.noteServerStamp(2_000 + UInt32(10 * k))
            times.append(clock.time(sdlTimestamp: 1_080, isInput: true, now: 1.08))
        }
        for (k, t) in times.enumerated() { expectNear(t, 1.0 + 0.01 * Double(k), within: 1e-9) }
    }

    @Test func eventsWithoutAStampKeepSDLsAndTimesNeverGoBackOrAhead() {
        var clock = EventClock(sdlTicksAtStart: 10_000)
        // No stamp noted: SDL's milliseconds since the clock's start.
        expectEqual(clock.time(sdlTimestamp: 10_250, isInput: true, now: 0.3), 0.25)
        // A stamp applies to input events only; a window event keeps SDL's.
        clock.noteServerStamp(700)
        expectEqual(clock.time(sdlTimestamp: 10_400, isInput: false, now: 0.5), 0.4)
        expectEqual(clock.time(sdlTimestamp: 10_450, isInput: true, now: 0.5), 0.5)
        // An X event without a stamp (XInput 2 touch): SDL's again, never before the last time handed out.
        clock.noteServerStamp(nil)
        expectEqual(clock.time(sdlTimestamp: 10_300, isInput: true, now: 0.6), 0.5)
        // Never after the moment the event is read.
        expectEqual(clock.time(sdlTimestamp: 11_000, isInput: false, now: 0.7), 0.7)
    }

    @Test func aReadThatWaitedLessCorrectsTheOffset() {
        var clock = EventClock(sdlTicksAtStart: 0)
        // The first move is read late: its time is the moment it was read.
        clock.noteServerStamp(1_000)
        expectNear(clock.time(sdlTimestamp: 0, isInput: true, now: 0.3), 0.3, within: 1e-12)
        // 100 ms later by the server, read after 20 ms: a smaller delay, which the clock keeps.
        clock.noteServerStamp(1_100)
        expectNear(clock.time(sdlTimestamp: 0, isInput: true, now: 0.32), 0.32, within: 1e-12)
        // 10 ms after that by the server, read late: 10 ms after the last.
        clock.noteServerStamp(1_110)
        expectNear(clock.time(sdlTimestamp: 0, isInput: true, now: 0.5), 0.33, within: 1e-12)
    }

    @Test func aServerStampThatGoesBackNeverMovesTheTimeBack() {
        var clock = EventClock(sdlTicksAtStart: 0)
        clock.noteServerStamp(5_000)
        let first = clock.time(sdlTimestamp: 0, isInput: true, now: 1)
        // 40 ms earlier by the server (another client's event, a server that steps its clock): the last time again.
        clock.noteServerStamp(4_960)
        expectEqual(clock.time(sdlTimestamp: 0, isInput: true, now: 1.01), first)
        // Then forward again from where the server is.
        clock.noteServerStamp(4_990)
        expectEqual(clock.time(sdlTimestamp: 0, isInput: true, now: 1.02), first)
        clock.noteServerStamp(5_020)
        expectNear(clock.time(sdlTimestamp: 0, isInput: true, now: 1.03), first + 0.02, within: 1e-9)
    }

    @Test func theServersMillisecondsAreFollowedPastTheirWrap() {
        var clock = EventClock(sdlTicksAtStart: 0)
        clock.noteServerStamp(UInt32.max - 4)
        let before = clock.time(sdlTimestamp: 0, isInput: true, now: 1)
        clock.noteServerStamp(5)
        expectNear(clock.time(sdlTimestamp: 0, isInput: true, now: 2) - before, 0.01, within: 1e-9)
    }
}
