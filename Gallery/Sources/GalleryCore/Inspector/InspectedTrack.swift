import Riffle

/// A track a scene shows, named, for the inspector overlay and the per-frame trace.
public struct InspectedTrack: Sendable {
    /// The component's name in the trace and the overlay ("trips", "pages", …).
    public var name: String
    /// The track, as the scene's host holds it.
    public var track: Track

    /// Creates an inspected track.
    public init(name: String, track: Track) {
        self.name = name
        self.track = track
    }
}

extension GalleryScene {
    /// No tracks: a scene without one has nothing to inspect.
    public var inspectedTracks: [InspectedTrack] { [] }

    /// No other components.
    public var traceFields: [(String, JSONValue)] { [] }
}
