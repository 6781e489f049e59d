import RiffleTestSupport
import Testing

@testable import Riffle

/// The buffer forms of the hosts' drawing APIs (what a front end calls every frame) give exactly what the
/// allocating forms give, whatever the buffer held before, and keep the buffer's storage.
@Suite("Hosts: drawing into kept buffers")
struct DrawingBufferTests {
    @Test func cardStackPlacementsIntoABufferMatchAFreshArray() {
        var host = ComponentHost(CardStack(ids: ["a", "b", "c", "d"], settings: .wallet))
        host.send(.viewport(width: 390, height: 844), at: 0)
        var buffer = host.placements(at: 0) + host.placements(at: 0)  // stale, and longer than needed
        host.send(.select(id: "b"), at: 0)
        let capacity = buffer.capacity
        for time in [0.05, 0.1, 0.3, 2] {
            buffer.removeAll(keepingCapacity: true)
            host.forEachPlacement(at: time) { buffer.append($0) }
            expectEqual(buffer, host.placements(at: time))
        }
        expectEqual(buffer.count, 3, "the card before b is 1400 points down, off screen, and not drawn")
        expectEqual(buffer.capacity, capacity)
    }

    @Test func homeScreenPlacementsIntoABufferMatchAFreshArray() {
        var host = ComponentHost(
            HomeScreen(
                layout: IconArrangement(
                    pages: [(0..<20).map { IconID(rawValue: "a\($0)") }, (0..<5).map { IconID(rawValue: "b\($0)") }],
                    dock: [IconID(rawValue: "d0"), IconID(rawValue: "d1")])))
        _ = host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
        _ = host.send(.beginEditing, at: 0)
        var buffer: [HomeScreen.IconPlacement] = []
        for time in [0.0, 0.1, 0.25] {
            buffer.removeAll(keepingCapacity: true)
            host.forEachPlacement(at: time) { buffer.append($0) }
            expectEqual(buffer, host.placements(at: time))
            expectEqual(buffer.count, 22, "20 icons of the page on screen and the dock's 2")
        }
        // The core's visitor hands out the same icons in the same order.
        var visited: [HomeScreen.IconPlacement] = []
        host.component.forEachCurrentPlacement { visited.append($0) }
        expectEqual(visited, host.component.placements)
    }

    @Test func pageIndicatorDotsIntoABufferMatchAFreshArrayAndMirror() {
        var host = ComponentHost(
            PageIndicator.control(count: 20, currentPage: 3, configuration: .onboarding, isRightToLeft: true))
        var buffer = [PageIndicator.Dot](repeating: host.placements(at: 0)[0], count: 40)
        for progress in [3.0, 3.4, 7.9, 19] {
            host.send(.update(count: 20, currentPage: Int(progress), progress: progress), at: 0)
            buffer.removeAll(keepingCapacity: true)
            host.forEachPlacement(at: 0) { buffer.append($0) }
            expectEqual(buffer, host.placements(at: 0))
        }
        expectEqual(buffer.count, host.visibleDots.count)
        #expect(
            buffer.first.map { $0.center.x > host.controlSize.x / 2 } == true,
            "right to left: page 0's side is the right")
    }
}

@Suite("CardStack: comparing the order without building it")
struct CardStackOrderComparisonTests {
    @Test func isOrderedAsComparesEveryIdentifierAndTheCount() {
        let stack = CardStack(ids: ["a", "b", "c"])
        #expect(stack.isOrdered(as: ["a", "b", "c"]))
        #expect(!stack.isOrdered(as: ["a", "c", "b"]))
        #expect(!stack.isOrdered(as: ["a", "b"]))
        #expect(!stack.isOrdered(as: ["a", "b", "c", "d"]))
        #expect(CardStack(ids: []).isOrdered(as: []))
    }
}
