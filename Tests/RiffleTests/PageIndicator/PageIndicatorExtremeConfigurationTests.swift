import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 11 D13: lengths beyond `Configuration.maximumLength` are clamped, so the layout stays finite.
@Suite("Page indicator: extreme configurations")
struct PageIndicatorExtremeConfigurationTests {
    @Test func aHugeDotDiameterIsClampedToTheMaximumLength() {
        // Was infinite: 3 · 10³⁰⁸ + 2 · 8 overflows.
        let indicator = PageIndicator(count: 3, configuration: .init(dotDiameter: 1e308))
        expectEqual(PageIndicator.Configuration.maximumLength, 10_000)
        expectEqual(indicator.intrinsicSize, Vector(x: 3 * 10_000 + 2 * 8, y: 10_000))
        expectEqual(indicator.configuration.dotDiameter, 10_000)
        expectEqual(indicator.visibleDots.count, 3)
        #expect(indicator.visibleDots.allSatisfy { $0.diameter == 10_000 && $0.center.x.isFinite })
    }

    @Test func everyLengthIsClamped() {
        let configuration = PageIndicator.Configuration(
            dotDiameter: .greatestFiniteMagnitude, spacing: 1e300, maximumVisibleDots: .max,
            minimumTouchTarget: 1e308, scrubThreshold: 1e200)
        let indicator = PageIndicator(count: Int.max, configuration: configuration)
        let sanitized = indicator.configuration
        expectEqual(sanitized.dotDiameter, 10_000)
        expectEqual(sanitized.spacing, 10_000)
        expectEqual(sanitized.minimumTouchTarget, 10_000)
        expectEqual(sanitized.scrubThreshold, 10_000)
        // The widest possible indicator: 1,024 dots (the most ever shown) of 10⁴ with 10⁴ gaps.
        let size = indicator.intrinsicSize
        expectEqual(PageIndicator.maximumCount, 1 << 40)
        expectEqual(size, Vector(x: (2 * 1_024 - 1) * 10_000, y: 10_000))
    }

    @Test func everyPageShownMeansAtMostTheMostDotsEverShown() throws {
        // 2⁴⁰ pages with every dot shown (`maximumVisibleDots: .max`, as the seed presets) in a control of its own
        // size: a frame walked 2⁴⁰ dots (the PageIndicator fuzz target's hang). At most 1,024 dots are shown; the
        // window slides over the rest.
        var host = ComponentHost(PageIndicator.control(count: .max, currentPage: 5, configuration: .onboarding))
        expectEqual(PageIndicator.maximumShownDots, 1_024)
        try #require(host.component.visibleDots.count <= 1_025)
        host.send(.update(count: .max, currentPage: .max, progress: nil), at: 0)
        let dots = host.placements(at: 0)
        expectEqual(dots.count, 1_024)
        expectEqual(dots.last?.page, PageIndicator.maximumCount - 1)
        #expect(dots.allSatisfy { $0.center.x.isFinite && $0.scale > 0 })
    }
}
