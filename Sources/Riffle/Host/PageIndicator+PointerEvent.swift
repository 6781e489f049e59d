extension PageIndicator.PointerInput {
    /// The indicator's pointer input for a ``PointerEvent``: the same phase and location (the indicator needs no
    /// id and no time).
    ///
    /// - Parameter event: A pointer event in the indicator's coordinate space.
    public init(_ event: PointerEvent) {
        let phase: Phase
        switch event.phase {
        case .down: phase = .down
        case .move: phase = .move
        case .up: phase = .up
        case .cancel: phase = .cancel
        }
        self.init(phase, at: event.location)
    }
}
