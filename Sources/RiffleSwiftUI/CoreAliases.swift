#if canImport(SwiftUI)
    // This file imports only Riffle, so the names below mean Riffle's types. SwiftUI has an `Axis` of its own
    // (and a `Spring` since iOS 17), which makes the bare names ambiguous in files that import both modules.
    import Riffle

    /// The axis a track scrolls along: Riffle's `Axis` (`.horizontal` or `.vertical`).
    ///
    /// SwiftUI declares its own `Axis`; in a file that imports both SwiftUI and Riffle, write `TrackAxis` (or pass
    /// `.horizontal` / `.vertical` where the type is known, as in ``TrackConfigurable/axis(_:)``).
    public typealias TrackAxis = Axis

    /// The spring that settles a track onto a snap: Riffle's `Spring`.
    ///
    /// SwiftUI declares its own `Spring` (iOS 17 and later); in a file that imports both SwiftUI and Riffle, write
    /// `TrackSpring(response: 0.4, dampingRatio: 0.8)` for Riffle's.
    public typealias TrackSpring = Spring
#endif
