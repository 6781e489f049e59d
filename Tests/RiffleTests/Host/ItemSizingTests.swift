import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("ItemSizing: item lengths from the viewport")
struct ItemSizingTests {
    @Test func lengths() {
        expectEqual(ItemSizing.viewport.length(viewportLength: 390), 390)
        expectEqual(ItemSizing.fraction(0.8).length(viewportLength: 390), 312)
        expectEqual(ItemSizing.points(140).length(viewportLength: 390), 140)
        expectEqual(ItemSizing.points(500).length(viewportLength: 390), 500)
    }

    @Test func badSizesFallBackToTheViewport() {
        for sizing in [
            ItemSizing.fraction(0), .fraction(-1), .fraction(.nan), .fraction(.infinity), .points(0),
            .points(-5), .points(.nan), .points(.infinity),
        ] {
            expectEqual(sizing.length(viewportLength: 390), 390)
        }
        // A huge fraction overflows to infinity: the viewport again.
        expectEqual(ItemSizing.fraction(1e308).length(viewportLength: 390), 390)
    }

    @Test func badViewportsCountAsZero() {
        expectEqual(ItemSizing.viewport.length(viewportLength: .nan), 0)
        expectEqual(ItemSizing.fraction(0.5).length(viewportLength: -10), 0)
        expectEqual(ItemSizing.points(.nan).length(viewportLength: .infinity), 0)
        expectEqual(ItemSizing.points(40).length(viewportLength: .nan), 40)
    }

    @Test func uniformItems() {
        #expect(
            ItemSizing.fraction(0.5).items(count: 4, spacing: 10, viewportLength: 300)
                == .uniform(count: 4, length: 150, spacing: 10))
        #expect(
            ItemSizing.viewport.items(count: -2, spacing: .nan, viewportLength: 300)
                == .uniform(count: 0, length: 300, spacing: 0))
        #expect(
            ItemSizing.viewport.items(count: 3, spacing: -4, viewportLength: 300)
                == .uniform(count: 3, length: 300, spacing: 0))
    }
}
