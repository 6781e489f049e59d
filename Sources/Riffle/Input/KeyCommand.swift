/// A keyboard command for a paged view: previous or next, a screenful back or forward, the first or the last
/// item.
///
/// Hosts turn it into a move (``Pager/Command/key(_:)``). Each key-repeat event is one more command: the moves
/// add up from where the track is heading, so a held key runs through the pages at the repeat rate without
/// waiting for each settle.
public enum KeyCommand: String, Hashable, Sendable, Codable, CaseIterable {
    /// One page back (←, or ↑ on a vertical track).
    case previous
    /// One page forward (→, or ↓ on a vertical track).
    case next
    /// A screenful back: as many pages as the viewport shows, at least one.
    case pageUp
    /// A screenful forward: as many pages as the viewport shows, at least one.
    case pageDown
    /// The first item.
    case home
    /// The last item.
    case end
}
