import CSDL2

/// When each event happened, on the gallery's clock (seconds since launch), for the window's input.
///
/// SDL stamps an event when the app reads it from the X connection: an app that is busy drawing a frame, or starved
/// by a loaded machine, reads the moves of a flick late and several at once, and the flick then measures slower
/// than it was. The X server stamps each input event when it happens (milliseconds, wrapping at 2³²), and SDL hands
/// that stamp over in the `SDL_SYSWMEVENT` it queues just before the SDL events it makes of the X event. The clock
/// maps a server stamp onto the gallery's clock with the smallest delay seen so far (time read − server time: the
/// read that waited least), so the intervals between inputs are the server's. Events without a server stamp (touch
/// through XInput 2, window events, another video driver) keep SDL's. Times never decrease and never pass the time
/// the event was read.
public struct EventClock {
    /// SDL's millisecond counter when the gallery's clock started.
    private let sdlTicksAtStart: UInt64
    /// The stamp of the X event SDL is translating now (unwrapped), or nil when that event has none.
    private var pendingStamp: Int64?
    /// The last server stamp seen, raw and unwrapped (to follow it past 2³² ms).
    private var lastRawStamp: UInt32?
    private var lastStamp: Int64 = 0
    /// Gallery seconds − server seconds: the smallest seen.
    private var offset: Double?
    /// The last time handed out.
    private var last = 0.0

    /// A clock whose zero is `sdlTicksAtStart`, SDL's `SDL_GetTicks64()` when the gallery's clock read 0.
    public init(sdlTicksAtStart: UInt64) {
        self.sdlTicksAtStart = sdlTicksAtStart
    }

    /// Notes the server stamp of the X event behind an `SDL_SYSWMEVENT` (nil: that X event carries none, or it is
    /// not an X event): the SDL input events read after it, up to the next one, were made from it.
    public mutating func noteServerStamp(_ milliseconds: UInt32?) {
        guard let milliseconds else {
            pendingStamp = nil
            return
        }
        if let previous = lastRawStamp {
            lastStamp += Int64(Int32(bitPattern: milliseconds &- previous))
        } else {
            lastStamp = Int64(milliseconds)
        }
        lastRawStamp = milliseconds
        pendingStamp = lastStamp
    }

    /// The time of an SDL event stamped `sdlTimestamp` (SDL's milliseconds) and read at `now`; an input event
    /// (`isInput`: a key, a mouse button, wheel or motion) takes the server stamp noted before it, when there is one.
    public mutating func time(sdlTimestamp: UInt32, isInput: Bool, now: Double) -> Double {
        var t = (Double(sdlTimestamp) - Double(sdlTicksAtStart & 0xFFFF_FFFF)) / 1000
        if isInput, let stamp = pendingStamp {
            let server = Double(stamp) / 1000
            let delay = now - server
            offset = min(offset ?? delay, delay)
            t = server + (offset ?? delay)
        }
        let clamped = min(now, max(last, t))
        last = clamped
        return clamped
    }

    /// Whether SDL makes `type` from an X input event that carries a server stamp.
    public static func isInput(_ type: UInt32) -> Bool {
        switch type {
        case SDL_MOUSEMOTION.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue,
            SDL_MOUSEWHEEL.rawValue, SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            return true
        default:
            return false
        }
    }
}
