import RiffleTestSupport
import Testing

@testable import Riffle

/// The host's fitting options for any window (a card width limit, the spacing relative to the card height) and
/// the pressed card in its placements.
@Suite("Card stack host: fitting and pressed state")
struct WalletHostFittingTests {
    @Test func theCardWidthIsLimitedAndCentredOnWideViews() {
        let settings = CardStack.Settings(maximumCardWidth: 420)
        let wide = settings.configuration(forViewport: Vector(x: 1024, y: 1366))
        expectEqual(wide.cardWidth, 420)
        expectEqual(wide.stackOrigin.x, (1024 - 420) / 2)
        expectNear(wide.cardHeight, 420 / 1.586, within: 1e-9)
        // Narrower than the limit: the seed's insets.
        let phone = settings.configuration(forViewport: Vector(x: 390, y: 844))
        expectEqual(phone.cardWidth, 320)
        expectEqual(phone.stackOrigin.x, 35)
    }

    @Test func theSpacingFollowsTheCardHeight() {
        let ratio = 50 / (320 / 1.586)
        let settings = CardStack.Settings(spacingRatio: ratio)
        for width in [320.0, 390, 768, 1024] {
            let configuration = settings.configuration(forViewport: Vector(x: width, y: 1000))
            expectNear(configuration.spacing / configuration.cardHeight, ratio, within: 1e-9, "width \(width)")
        }
        // The seed's phone keeps its 50 pt.
        expectNear(settings.configuration(forViewport: Vector(x: 390, y: 844)).spacing, 50, within: 1e-9)
    }

    @Test func unusableLimitsAndRatiosCountAsNone() {
        for bad in [Double.nan, .infinity, -.infinity, -10, 0] {
            let settings = CardStack.Settings(maximumCardWidth: bad, spacingRatio: bad)
            let configuration = settings.configuration(forViewport: Vector(x: 390, y: 844))
            expectEqual(configuration.cardWidth, 320, "\(bad)")
            expectEqual(configuration.spacing, 50, "\(bad)")
            var host = ComponentHost(CardStack(ids: ["a", "b"], selection: nil, settings: settings))
            _ = host.send(.viewport(width: 390, height: 844), at: 0)
            #expect(host.placements(at: 1).allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.zIndex.isFinite })
        }
        // A huge ratio stays finite.
        let huge = CardStack.Settings(spacingRatio: 1e300).configuration(forViewport: Vector(x: 390, y: 844))
        #expect(huge.spacing.isFinite)
    }

    @Test func thePressedCardIsMarkedInTheHostsPlacements() {
        var d = Wallet.host()
        let point = Wallet.point(onCard: 1)
        d.pointerChanged(to: point, from: point, at: 0)
        expectEqual(d.placements(at: 0).filter(\.isPressed).map(\.id), ["master"])
        d.pointerCancelled(at: 0.01)
        #expect(d.placements(at: 0.01).allSatisfy { !$0.isPressed })
    }
}
