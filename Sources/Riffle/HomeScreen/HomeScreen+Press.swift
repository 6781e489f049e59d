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

    /// An icon's motion to its slot: a slide (its offset from the slot, animated to zero) and, when it changes
    /// row, a hop along the rows (see ``Hop``).
    struct OffsetMotion: Sendable {
        /// The horizontal offset of the slide.
        var x: AnimatedValue
        /// The vertical offset of the slide.
        var y: AnimatedValue
        /// The way out of the old row and into the new one, for an icon that changes row.
        var hop: Hop?

        /// The current offset from the slot.
        var value: Vector {
            let slide = Vector(x: x.value, y: y.value)
            guard let hop else { return slide }
            return hop.isLeaving ? hop.start + Vector(x: hop.travel * 2 * hop.phase, y: 0) : slide - hop.entryOffset
        }

        /// How much of the icon shows: 1, fading to 0 as a hop leaves the old row and back to 1 as it enters.
        var visibility: Double {
            guard let hop else { return 1 }
            return hop.isLeaving ? hop.leavingVisibility * (1 - 2 * hop.phase) : 2 * hop.phase - 1
        }

        /// The icon's scale: 1, down to ¼ where a hop hides it.
        var scale: Double { 0.25 + 0.75 * visibility }

        /// Whether the slide and the hop came to rest.
        var isSettled: Bool { x.isSettled && y.isSettled && (hop?.progress.isSettled ?? true) }

        /// Advances the slide and the hop to `time`.
        mutating func advance(to time: Double) {
            x.advance(to: time)
            y.advance(to: time)
            hop?.progress.advance(to: time)
        }
    }

    /// How an icon changes row without crossing the rows between, where the other icons' labels are.
    ///
    /// As text wraps, it leaves its row along the row, toward the row's end when it moves on in reading order (its start
    /// when it moves back), fading out and shrinking, then comes into the new row along it from the other side,
    /// fading in and growing. Under `progress` ½ it is leaving, hidden at ½, entering after; in step with the icons
    /// that slide, which move with the same spring from the same moment.
    struct Hop: Sendable {
        /// 0 to 1, with the reflow spring.
        var progress: AnimatedValue
        /// The icon's offset from its slot where the leaving starts (at `progress` 0).
        var start: Vector
        /// The signed distance the icon travels along each row, in points: positive toward the right, 0 for a hop
        /// in place.
        var travel: Double
        /// How much of the icon shows as it starts leaving: 1, less when a hop interrupts another, 0 for a new
        /// icon (it only grows in).
        var leavingVisibility: Double

        /// `progress` within `0...1`.
        var phase: Double { Swift.min(Swift.max(progress.value, 0), 1) }
        /// Whether the icon is still leaving its old row.
        var isLeaving: Bool { phase < 0.5 }
        /// How far short of its slot the entering icon is, along the new row.
        var entryOffset: Vector { Vector(x: travel * (2 - 2 * phase), y: 0) }
    }
}
