// Reduce Motion's cross-fade, decided here: a move that would have animated jumps, and the frame it left fades out
// over the new one fading in, with nothing sliding.

extension Pager {
    /// A cross-fade in progress: the track as it was before a jump that stood in for an animation.
    ///
    /// The frozen track is kept out of line (behind one reference: the cross-fade is an immutable class), so that
    /// a pager stays as cheap to copy with a cross-fade slot as without one (a `Track` is large, and front ends
    /// copy the pager's host).
    final class CrossFade: Sendable {
        /// The track before the jump, frozen: its items fade out where they were.
        let outgoing: Track
        /// When the jump happened, in seconds.
        let start: Double

        /// A cross-fade from `outgoing`, started at `start`, lasting ``Pager/crossFadeDuration``.
        init(outgoing: Track, start: Double) {
            self.outgoing = outgoing
            self.start = start
        }
    }

    /// How long a jump cross-fades (``crossFadeFraction(at:)``): 0.25 s, under Reduce Motion only (the jump stands
    /// in for the motion); otherwise nothing fades (a jump elsewhere was asked for without animation, or is a data
    /// change, and shows at once).
    static let crossFadeDuration = 0.25

    /// How far a Reduce Motion cross-fade has come at `time`: 0 when it starts (only the frame the jump left is
    /// seen), 1 when it is over (only the new frame); nil when no cross-fade runs.
    ///
    /// While it runs, ``forEachPlacement(at:_:)`` hands over each item of the frame the jump left, with
    /// ``ItemPlacement/isOutgoing`` set and its opacity times `1 − fraction`, then each item of the new frame with
    /// its opacity times `fraction`; positions do not move. A move that would have animated (a binding set with an
    /// animation, a key, a dot, a release) fades; a move asked for without animation, new data, a new size or new
    /// settings show at once. A press ends the fade.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The fraction in `0...1`, or nil.
    func crossFadeFraction(at time: Double) -> Double? {
        guard let crossFade else { return nil }
        guard time.isFinite else { return 1 }
        return Swift.min(Swift.max((time - crossFade.start) / Self.crossFadeDuration, 0), 1)
    }

    /// The track to fade from if `command` jumps, or nil.
    ///
    /// The current track under Reduce Motion for a command whose move would have animated; nil otherwise. New
    /// data, sizes or settings end a cross-fade (its frame no longer matches the items).
    mutating func crossFadeOrigin(for command: Command) -> Track? {
        let fades: Bool
        switch command {
        case .select(_, let animated), .scrollTo(_, let animated), .showLogical(_, let animated): fades = animated
        case .viewport, .items, .change, .settings, .recentre:
            crossFade = nil
            fades = false
        case .measure, .dots, .bottomSafeAreaInset, .accessibilityFocus, .autoplayPaused: fades = false
        case .scrollBy, .increment, .decrement, .key, .move, .activate, .scroll, .crown, .crownValue, .cancelPresses:
            fades = true
        }
        return fades && settings.configuration.reduceMotion ? track : nil
    }

    /// The track to fade from if a pointer event jumps (a release, a tap on a dot) under Reduce Motion; a press
    /// going down ends a cross-fade.
    mutating func crossFadeOrigin(for event: PointerEvent) -> Track? {
        if event.phase == .down { crossFade = nil }
        return settings.configuration.reduceMotion ? track : nil
    }

    /// Starts a cross-fade from `outgoing` (only ever given under Reduce Motion) when the track jumped since the
    /// jump count was `jumps`.
    mutating func beginCrossFade(from outgoing: Track?, jumpsBefore jumps: Int, at time: Double) {
        guard let outgoing, jumpCount != jumps, time.isFinite else { return }
        crossFade = CrossFade(outgoing: outgoing, start: time)
    }

    /// Ends the cross-fade once `time` reaches its end.
    mutating func endCrossFade(at time: Double) {
        guard let crossFade, time.isFinite, time >= crossFade.start + Self.crossFadeDuration else { return }
        self.crossFade = nil
    }
}
