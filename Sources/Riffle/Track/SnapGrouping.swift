/// How items are grouped into snaps (Embla Carousel's `slidesToScroll`).
public enum SnapGrouping: Hashable, Sendable, Codable {
    /// `n` consecutive items per snap (the last group may be shorter). Values below 1 are treated as 1.
    case count(Int)
    /// As many consecutive items per snap as fit in the viewport (with a 2-point tolerance).
    case auto
}
