/// The five scenes of the gallery, in picker order.
public enum SceneKind: String, CaseIterable, Hashable, Sendable {
    /// Seed 000: the trip carousel with a detail view.
    case trips
    /// Seed 001: the onboarding pager with dots.
    case onboarding
    /// Seed 003: the infinite looping carousel.
    case loop
    /// Seed 004: the wallet card stack.
    case wallet
    /// Seed 002: the home screen: pages of app icons, page dots and a dock, with edit mode.
    case home

    /// The picker label.
    public var title: String {
        switch self {
        case .trips: return "Trips"
        case .onboarding: return "Onboarding"
        case .loop: return "Loop"
        case .wallet: return "Wallet"
        case .home: return "Home"
        }
    }

    /// The digit key (1–5) that selects the scene.
    public var number: Int { (SceneKind.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// Whether the scene exists yet (every scene does now; a "soon" scene shows a stand-in card).
    public var isAvailable: Bool {
        switch self {
        case .trips, .onboarding, .loop, .wallet, .home: return true
        }
    }
}
