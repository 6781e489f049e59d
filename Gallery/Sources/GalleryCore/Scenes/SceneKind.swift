/// The six scenes of the gallery, in picker order.
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
    /// An unbounded month pager (issue 14): data that grows at both ends while it moves.
    case calendar

    /// The picker label.
    public var title: String {
        switch self {
        case .trips: return "Trips"
        case .onboarding: return "Onboarding"
        case .loop: return "Loop"
        case .wallet: return "Wallet"
        case .home: return "Home"
        case .calendar: return "Calendar"
        }
    }

    /// The picker label on a narrow window (320 points): at most six letters.
    public var shortTitle: String {
        switch self {
        case .onboarding: return "Intro"
        case .calendar: return "Dates"
        default: return title
        }
    }

    /// The digit key (1–6) that selects the scene.
    public var number: Int { (SceneKind.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// Whether the scene exists yet (every scene does now; a "soon" scene shows a stand-in card).
    public var isAvailable: Bool {
        switch self {
        case .trips, .onboarding, .loop, .wallet, .home, .calendar: return true
        }
    }
}
