extension HomeScreenHost {
    /// How many frames a view draws per wiggle period when the wiggle is the only thing that moves.
    ///
    /// Eight samples of a sine per period keep every drawn rotation within one eighth of a period of the true
    /// curve; at the default period (0.26 s) that is about 31 frames a second instead of the display's 60 or 120.
    public static let wiggleFramesPerPeriod = 8.0

    /// The shortest interval between frames the view needs, in seconds: nil (every display frame) while pages,
    /// icons, a lift or the wiggle's ramp move, a drag is in progress or a long press may fire; the wiggle
    /// period divided by ``wiggleFramesPerPeriod`` while edit mode's steady wiggle is all that moves (nothing
    /// else then changes between frames).
    ///
    /// Pass it with ``ReplayableHost/isIdle`` to a frame timeline, e.g. SwiftUI's
    /// `.animation(minimumInterval: host.frameInterval, paused: host.isIdle)`.
    public var frameInterval: Double? {
        let onlyWiggling =
            !screen.track.needsFrames && screen.drag == nil && screen.offsets.isEmpty && screen.lift.isSettled
            && screen.wiggleEnvelope.isSettled && screen.nextDeadline == nil && needsFrames
        guard onlyWiggling else { return nil }
        return screen.configuration.wiggle.sanitized.period / Self.wiggleFramesPerPeriod
    }
}
