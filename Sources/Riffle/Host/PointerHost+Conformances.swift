extension TrackHost: PointerHost {
    /// The view's width for a right-to-left horizontal track (the track itself is laid out left to right), else
    /// nil.
    public var pointerMirrorWidth: Double? { settings.mirrorsHorizontally ? viewport.x : nil }

    /// Turns a callback into pointer events with the host's session and hands them to the track.
    ///
    /// - Parameter session: Called once with the session.
    /// - Returns: What the view must act on.
    public mutating func feedPointer(_ session: (inout PointerSession) -> [PointerEvent]) -> [Output] {
        feed(session(&pointer))
    }
}
