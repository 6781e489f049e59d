extension CardStackHost: PointerHost {
    /// The view's width in a right-to-left layout (the stack is laid out left to right), else nil.
    public var pointerMirrorWidth: Double? { settings.isRightToLeft ? viewport.x : nil }

    /// Turns a callback into pointer events with the host's session and hands them to the stack.
    ///
    /// - Parameter session: Called once with the session.
    /// - Returns: What the view must act on.
    public mutating func feedPointer(_ session: (inout PointerSession) -> [PointerEvent]) -> [Output] {
        feed(session(&pointer))
    }
}

extension HomeScreenHost: PointerHost {
    /// The view's width in a right-to-left layout (the screen is laid out left to right), else nil.
    public var pointerMirrorWidth: Double? { settings.isRightToLeft ? viewport.x : nil }

    /// Turns a callback into pointer events with the host's session and hands them to the screen.
    ///
    /// - Parameter session: Called once with the session.
    /// - Returns: What the view must act on.
    public mutating func feedPointer(_ session: (inout PointerSession) -> [PointerEvent]) -> [Output] {
        feed(session(&pointer))
    }
}
