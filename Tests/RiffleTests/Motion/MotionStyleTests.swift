import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// ``MotionStyle``: every component's preset unchanged by `.preset`, and the iOS preset's numbers and behaviour.
@Suite("Motion: the presets' own and iOS's")
struct MotionStyleTests {
    @Test func thePresetStyleLeavesEveryPresetAsItIs() {
        expectEqual(Track.Configuration.trips().motion(.preset), .trips())
        expectEqual(Pager.Settings.loop().motion(.preset), .loop())
        #expect(
            CardStack.Settings(configuration: CardStack.Configuration()).motion(.preset).configuration
                == CardStack.Configuration())
        expectEqual(CardStack.Settings.wallet.motion(.preset), .wallet)
        expectEqual(HomeScreen.Configuration.directionalPaging.motion(.preset), .directionalPaging)
    }

    @Test func theIOSStyleSwapsInTheIOSNumbers() {
        let trips = Pager.Settings.trips().motion(.ios)
        expectEqual(trips.configuration.spring, .paging)
        expectEqual(trips.configuration.settleOvershootLimit, 0.005)
        expectEqual(trips.effect, Pager.Settings.trips().effect)  // only the motion changes
        expectEqual(Spring.paging.dampingRatio, 1)
        expectNear(Spring.paging.response, 0.45, within: 1e-12)
        expectEqual(CardStack.Settings.wallet.motion(.ios).configuration.selectionMotion, .spring(.soft))
        expectNear(Spring.soft.response, 0.5, within: 1e-12)
        #expect(Spring.sheet.dampingRatio < 1)  // a little bounce, not clamped
        let home = HomeScreen.Configuration.directionalPaging.motion(.ios)
        expectEqual(home.pageTurnAnimation, .spring(.paging))
        expectEqual(home.trackConfiguration.settleAnimation, .spring)
        var curved = Track.Configuration()
        curved.settleAnimation = .timingCurve(.easeOut, pageChange: 0.2, snapBack: 0.4)
        expectEqual(curved.motion(.ios).settleAnimation, .spring)
    }

    @Test func iOSPagingSettlesAndRubberBandsWithoutPassingTheTarget() {
        // From rest to a page, and back from beyond the first page, the critically damped spring never passes
        // its target; seed 000's spring passes it by about 7 % of the distance.
        expectEqual(Spring.paging.overshoot(from: 200, to: 390, initialVelocity: 0), 0)
        expectEqual(Spring.paging.overshoot(from: -120, to: 0, initialVelocity: -900), 0)  // outward release
        #expect(Spring.tripCarousel.overshoot(from: 200, to: 390, initialVelocity: 0) > 0.06 * 190)
        for (style, passes) in [(MotionStyle.preset, true), (.ios, false)] {
            var driver = GestureDriver<Track>(
                Track(
                    viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
                    configuration: Track.Configuration.trips().motion(style)))
            driver.drag(from: 100, to: 300, start: 0, duration: 0.3)  // pulled past the first page
            var largest = -Double.infinity
            var track = driver.track
            var time = track.time
            while track.needsFrames, time < driver.track.time + 5 {
                time += 0.001
                track.advance(to: time)
                largest = Swift.max(largest, track.position)
            }
            expectEqual((largest > 0.5), passes, "\(style): \(largest)")
            expectEqual(track.position, 0)
        }
    }

    @Test func iOSSelectionStartsAtOnceWithASoftSpring() {
        var seed = CardStack(ids: ["a", "b", "c"])
        let iosConfiguration = CardStack.Settings(configuration: CardStack.Configuration()).motion(.ios).configuration
        var ios = CardStack(ids: ["a", "b", "c"], configuration: iosConfiguration)
        seed.perform(.select(id: "b"), at: 1)
        ios.perform(.select(id: "b"), at: 1)
        expectEqual(seed.selectedID, "b")
        expectEqual(ios.selectedID, "b")
        seed.advance(to: 1.05)
        ios.advance(to: 1.05)
        expectEqual(seed.detailProgress, 0)  // the seed waits 0.1 s
        #expect(ios.detailProgress > 0)
    }
}
