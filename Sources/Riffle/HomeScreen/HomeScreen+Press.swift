extension HomeScreen {
    /// What a pointer went down on.
    enum HitTarget: Hashable, Sendable {
        /// An icon, at its location in ``HomeScreen/layout``.
        case icon(IconID, IconLocation)
        /// The page dots.
        case indicator
        /// Anything else: empty page space, the dock's empty space, the insets.
        case background
    }

    /// The parts of the screen that can own a pointer (see ``HomeScreen/arena``).
    enum PointerPart: Hashable, Sendable {
        /// The page dots: a press that began on them, until it can no longer be a tap.
        case dots
        /// The screen's recognizer: icons, pages and background.
        case screen
    }

    /// What the pointer sequence in progress is doing.
    enum PressMode: Hashable, Sendable {
        /// Nothing decided yet (a tap, a long press or a drag may follow).
        case pending
        /// A drag that pages the track.
        case paging
        /// A drag (or a held long press) that moves an icon.
        case movingIcon
        /// The rest of the sequence is ignored (its icon drag was ended by a command or a resize, or its icon was
        /// removed).
        case ignored
    }

    /// The pointer sequence in progress.
    struct Press: Sendable {
        /// What the pointer went down on.
        var target: HitTarget
        /// What the sequence is doing.
        var mode: PressMode
        /// Whether the pointer went down on moving pages (a tap then only stops them).
        var stoppedMotion: Bool
    }

    /// An icon's animated offset from its slot, moving to zero.
    struct OffsetMotion: Sendable {
        /// The horizontal offset.
        var x: AnimatedValue
        /// The vertical offset.
        var y: AnimatedValue

        /// The current offset.
        var value: Vector { Vector(x: x.value, y: y.value) }

        /// Whether both components came to rest.
        var isSettled: Bool { x.isSettled && y.isSettled }
    }

    /// The icon being dragged (see ``IconDragSession``).
    typealias IconDrag = IconDragSession
    /// The left or right screen edge.
    typealias Edge = IconDragSession.Edge
}
