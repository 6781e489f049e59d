import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// `--motion preset|ios` and the M key: every scene's hosts get the style's settings from the core's presets
/// (``Riffle/MotionStyle``), live, and the state JSON says which is on.
@Suite("Replay: the seeds' motion and iOS's")
struct MotionReplayTests {
    func run(_ gallery: Gallery, _ lines: [String]) throws {
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery) { _, _ in }
        #expect(outcome.settled)
    }

    @Test func theMKeySwitchesEverySceneLive() throws {
        let gallery = Gallery(scene: .trips)
        let trips = try #require(gallery.scene(for: .trips) as? TripsScene)
        expectEqual(trips.host.settings.configuration.spring, .tripCarousel)
        expectEqual(gallery.state["motion"], .string("preset"))
        try run(gallery, ["0 key m"])
        expectEqual(gallery.motion, .ios)
        expectEqual(gallery.state["motion"], .string("ios"))
        expectEqual(trips.host.settings.configuration.spring, .paging)
        expectEqual(trips.host.settings.effect, Pager.Settings.trips().effect)  // only the motion changed
        // Scenes shown later start in the style that is on.
        let wallet = try #require(gallery.scene(for: .wallet) as? WalletScene)
        expectEqual(wallet.host.settings.configuration.selectionMotion, .spring(.soft))
        let home = try #require(gallery.scene(for: .home) as? HomeScene)
        expectEqual(home.host.settings.configuration.pageTurnAnimation, .spring(.paging))
        let onboarding = try #require(gallery.scene(for: .onboarding) as? OnboardingScene)
        expectEqual(onboarding.host.settings.configuration.spring, .paging)
        let loop = try #require(gallery.scene(for: .loop) as? LoopScene)
        expectEqual(loop.host.settings.configuration.spring, .paging)
        // And back.
        try run(gallery, ["0 key m"])
        expectEqual(gallery.motion, .preset)
        expectEqual(trips.host.settings.configuration.spring, .tripCarousel)
        expectEqual(wallet.host.settings.configuration.selectionMotion, CardStack.Configuration().selectionMotion)
        #expect(
            home.host.settings.configuration.pageTurnAnimation == HomeScene.configuration(snap: nil).pageTurnAnimation)
    }

    @Test func aHardFlickOnTheTripsCardsNeverShowsTheNextButOneCard() throws {
        // 390-point cards; a 48 ms flick at 5,000 pt/s from card 2: the carousel goes to card 3 and never further
        // than 10 % of a card past it with the seed's spring, 0.5 % with iOS's.
        for (motion, bound) in [(MotionStyle.preset, 0.10), (.ios, 0.005)] {
            let gallery = Gallery(scene: .trips, motion: motion)
            let trips = try #require(gallery.scene as? TripsScene)
            var largest = -Double.infinity
            let lines = ["0 down 350 420"] + (1...6).map { "\($0 * 8) move \(350 - 40 * $0) 420" } + ["48 up 110 420"]
            let script = try GestureScript.parse(lines.joined(separator: "\n"))
            let outcome = ReplayDriver.run(script, on: gallery, fps: 240) { _, _ in
                largest = max(largest, trips.host.position)
            }
            #expect(outcome.settled)
            expectEqual(trips.host.index, 3)
            #expect(largest <= 3 + bound + 1e-9, "\(motion): \(largest)")
        }
    }

    @Test func theTripsDetailOpensWithTheStylesSpring() throws {
        let gallery = Gallery(scene: .trips)
        let trips = try #require(gallery.scene as? TripsScene)
        expectEqual(trips.detailSpring.spring, .tripCarousel)
        try run(gallery, ["0 key m", "100 key enter"])
        expectEqual(trips.detailSpring.spring, .sheet)
        #expect(trips.isDetailOpen)
        expectEqual(trips.detailProgress, 1)
    }
}
