/// How snaps near the ends of a bounded track are kept inside the scroll limits.
///
/// The semantics are Embla Carousel's `containScroll` option.
public enum ScrollContainment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Snaps are used as aligned; the track can rest with empty space before the first or after the last item.
    case none
    /// Snaps are clamped to the scroll limits and duplicates at the ends are removed, so there is never empty
    /// space at the ends and every snap is a distinct resting position (Embla's default, `trimSnaps`).
    case trimSnaps
    /// Snaps are clamped to the scroll limits but duplicates are kept, so there is one snap per group
    /// (`keepSnaps`).
    case keepSnaps
}
