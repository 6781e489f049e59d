import Riffle

/// The `--snap` policies: how a released drag picks its resting page.
///
/// The names are the core's `SnapPolicy` cases (plus `seed`, each scene's seed rule); the older gallery names
/// `flick`, `momentum` and `nearest` are kept as aliases.
public enum SnapChoice: String, CaseIterable, Hashable, Sendable {
    /// The seed's own rule for the scene (trips: `SnapPolicy.threshold(fraction: 0.65)`; onboarding:
    /// `SnapPolicy.predictedHalfPage`; loop: the nearest card, as the seed only taps; home:
    /// `HomeScreen.Configuration.directionalPaging`, `directional` with the seed's ease-out page turns).
    case seed
    /// `SnapPolicy.paged`: half a page or a fling, one page at most, measured from the drag-start page (default).
    case paged
    /// Alias of ``paged``.
    case flick
    /// The nearest page to where the drag was released, ignoring velocity (`paged` with no fling).
    case nearest
    /// `SnapPolicy.projected`: the page nearest to where UIScrollView-style deceleration would carry the content.
    case projected
    /// Alias of ``projected``.
    case momentum
    /// `SnapPolicy.directional` (seed 002): any movement flips one page.
    case directional
    /// `SnapPolicy.free`: momentum, no snapping.
    case free

    /// The core policy for a scene whose own seed rule is `seedPolicy`.
    public func policy(seed seedPolicy: SnapPolicy) -> SnapPolicy {
        switch self {
        case .seed: return seedPolicy
        case .paged, .flick: return .default
        case .nearest: return .paged(.init(flingVelocity: .infinity))
        case .projected, .momentum: return .projectedNormal
        case .directional: return .directional
        case .free: return .free(decelerationRate: 0.998)
        }
    }
}
