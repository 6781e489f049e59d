/// One end of a bounded track.
public enum TrackEnd: String, Hashable, Sendable, CaseIterable {
    /// The end with the first item.
    case start
    /// The end with the last item.
    case end
}
