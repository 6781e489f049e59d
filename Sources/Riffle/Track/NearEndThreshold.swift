/// How close to an end of a bounded track counts as near it, for ``Track/Event/nearEnd(_:)`` (a host loads more
/// data there).
///
/// ```swift
/// var configuration = Track.Configuration()
/// configuration.nearEndThreshold = .items(3)   // within 3 items of the last (or the first) one
/// ```
public enum NearEndThreshold: Hashable, Sendable, Codable {
    /// Within this many items of the first or last item (0: at it). Negative counts mean 0.
    case items(Int)
    /// Within this many points of the start or end of the scroll range. Negative or NaN values mean 0, infinity
    /// means always.
    case points(Double)
}
