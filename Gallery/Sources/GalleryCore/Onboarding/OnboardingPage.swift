import Riffle

/// One full-bleed page of the Onboarding scene (seed 001's `PageViewData`, with text over the picture).
public struct OnboardingPage: Sendable {
    /// The picture's identity (cache key).
    public var id: String
    /// The large line.
    public var headline: String
    /// The explanation under the headline.
    public var body: String
    /// The full-bleed artwork.
    public var scenery: Scenery

    /// Creates a page.
    public init(id: String, headline: String, body: String, scenery: Scenery) {
        self.id = id
        self.headline = headline
        self.body = body
        self.scenery = scenery
    }

    /// The five pages of the gallery's onboarding.
    public static let samples: [OnboardingPage] = [
        OnboardingPage(
            id: "onboarding-welcome", headline: "Welcome to Riffle",
            body: "Paged, looping and stacked cards that follow your finger, one to one.",
            scenery: OnboardingArt.sunrise()),
        OnboardingPage(
            id: "onboarding-flick", headline: "Swipe or flick",
            body: "Drag a page and let go. A quick flick is enough to turn it.",
            scenery: OnboardingArt.sea()),
        OnboardingPage(
            id: "onboarding-springs", headline: "Settles on a spring",
            body: "Every page comes to rest with real spring physics, never a canned curve.",
            scenery: OnboardingArt.aurora()),
        OnboardingPage(
            id: "onboarding-loop", headline: "Goes round and round",
            body: "Looping carousels wrap around seamlessly, from one card to a million.",
            scenery: OnboardingArt.dunes()),
        OnboardingPage(
            id: "onboarding-ready", headline: "Your way around",
            body: "Tap the dots, use the arrow keys or swipe on a trackpad.",
            scenery: OnboardingArt.forest()),
    ]
}
