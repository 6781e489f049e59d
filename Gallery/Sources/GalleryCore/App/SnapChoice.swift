/// The `--snap` policies: how a released drag picks its resting page.
///
/// These are the names the gallery accepts; each scene maps them onto the core's snap policies (for now onto
/// ``PlaceholderTrack``'s stand-ins).
public enum SnapChoice: String, CaseIterable, Hashable, Sendable {
    /// The seed's own rule for the scene (trips: `Int(-translation / (0.65 × width))`; onboarding: half a page of
    /// predicted translation; loop: nearest card).
    case seed
    /// The nearest page to where the drag was released, ignoring velocity.
    case nearest
    /// A flick (fast enough release) moves one page in its direction; otherwise the nearest page.
    case flick
    /// The page nearest to where the release velocity would carry the content (may skip pages).
    case momentum
}
