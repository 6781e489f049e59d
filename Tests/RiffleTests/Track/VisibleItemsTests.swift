import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("VisibleItems")
struct VisibleItemsTests {
    @Test func boundedTrackShowsTheIntersectingItemsWithProgress() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0),
            configuration: .init(alignment: .leading))
        let resting = Array(layout.visibleItems(at: 780))
        expectEqual(resting.map(\.index), [2])
        expectEqual(resting.first?.progress, 0)
        let between = Array(layout.visibleItems(at: 975))
        expectEqual(between.map(\.index), [2, 3])
        expectEqual(between.map(\.offset), [-195, 195])
        expectEqual(between.map(\.progress), [-0.5, 0.5])
    }

    @Test func loopPlacesEdgeItemsOnTheNearestLap() {
        let layout = TrackLayout(
            viewportLength: 250, items: .uniform(count: 5, length: 100, spacing: 0),
            configuration: .init(alignment: .center, loop: true))
        let items = Array(layout.visibleItems(at: -75))
        expectEqual(items.map(\.index), [4, 0, 1])
        expectEqual(items.map(\.offset), [-25, 75, 175])
        expectEqual(items.map(\.progress), [-1, 0, 1])
        expectEqual(items.map(\.slot), [4, 0, 1])
        // Ten laps on, the same picture.
        let later = Array(layout.visibleItems(at: -75 + 5000))
        expectEqual(later.map(\.index), [4, 0, 1])
        expectEqual(later.map(\.offset), [-25, 75, 175])
    }

    @Test func repeatModeGivesDistinctSlotsForCopies() {
        // Two items of 100 (+10 seam) in a 390 viewport: each item is on screen twice.
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 2, length: 100, spacing: 10),
            configuration: .init(alignment: .leading, endInset: 10, loop: true))
        let items = Array(layout.visibleItems(at: 0))
        expectEqual(items.map(\.index), [0, 1, 0, 1])
        expectEqual(Set(items.map(\.slot)).count, 4)
        expectEqual(items.map(\.offset), [0, 110, 220, 330])
    }

    @Test func aRingCopyARoundingErrorInsideTheWindowKeepsSlotsUnique() {
        // Eleven empty items at a lap's start, laps of c = 81.17647058823529 in a viewport v = 974.1176470588235:
        // v / c rounds to exactly 12 (12 ring copies), but 12 · c rounds to 974.1176470588234 < v, so a 13th copy
        // of each item starts a hair inside the window's end. Slot ids are unique modulo count × ringCopies: that
        // copy is the copy a ring earlier (offset 0, already shown), not a second view with the same slot
        // (Fuzz/Regressions/track/Track--slot-zero-length-ring).
        let lap = 81.17647058823529
        let layout = TrackLayout(
            viewportLength: 974.1176470588235, items: .spans(Array(repeating: Span(start: 0, length: 0), count: 11)),
            configuration: .init(alignment: .leading, endInset: lap, loop: true))
        expectEqual(layout.contentLength, lap)
        expectEqual(layout.ringCopies, 12)
        let items = Array(layout.visibleItems(at: 0))
        expectEqual(Set(items.map(\.slot)).count, items.count)
        expectEqual(items.count, 11 * 12)
        #expect(items.allSatisfy { $0.offset < 974.1 })
    }

    @Test func aLoopOfAnEmptyLapShowsEveryItemOnTheWindowOnce() {
        // Empty items at 0 on a loop whose lap has no length: the walk is one lap, so no copy a ring earlier
        // exists to defer to (the 100,000-stream Track run caught a first version of the rule above that skipped
        // every item here).
        let layout = TrackLayout(
            viewportLength: 100, items: .spans(Array(repeating: Span(start: 0, length: 0), count: 3)),
            configuration: .init(alignment: .leading, loop: true, prefetchMargin: 1e9))
        #expect(layout.loops)
        expectEqual(layout.contentLength, 0)
        expectEqual(Array(layout.visibleItems(at: 0)).map(\.index), [0, 1, 2])
    }

    @Test func rightToLeftMirrorsOnlyAtTheOutput() {
        let item = VisibleItem(index: 0, slot: 0, offset: 10, length: 100, progress: 0)
        let placement = ItemPlacement(
            item: item, appearance: .identity, axis: .horizontal, viewport: Vector(x: 390, y: 0),
            isAccessibilityHidden: false, itemCount: 1)
        expectEqual(placement.mirrored(inWidth: 390).x, 280)
        expectEqual(placement.x, 10)
    }

    @Test func prefetchMarginAddsNeighbours() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0),
            configuration: .init(alignment: .leading, prefetchMargin: 10))
        expectEqual(Array(layout.visibleItems(at: 780)).map(\.index), [1, 2, 3])
    }

    @Test func millionItemLoopVisitsOnlyTheVisibleItems() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 1_000_000, length: 300, spacing: 20),
            configuration: .init(alignment: .center, endInset: 20, loop: true))
        let items = Array(layout.visibleItems(at: layout.snaps[0] - 320))
        expectEqual(items.map(\.index), [999_998, 999_999, 0])
    }

    /// Brute force: every item copy on every nearby lap that intersects the window must be reported.
    @Test func neverMissesAnIntersectingItem() async {
        let gen = zip(
            Gen.int(in: 1...12), Gen.double(in: 10...300), Gen.double(in: 0...40), Gen.double(in: 50...500),
            Gen.double(in: -3000...3000), Gen.bool, Gen.double(in: 0...60))
        await checkProperty(count: 300, input: gen) { count, length, spacing, viewport, offset, loop, margin in
            let layout = TrackLayout(
                viewportLength: viewport, items: .uniform(count: count, length: length, spacing: spacing),
                configuration: .init(alignment: .center, endInset: spacing, loop: loop, prefetchMargin: margin))
            let reported = Array(layout.visibleItems(at: offset))
            let low = offset - margin
            let high = offset + viewport + margin
            var expected: [(Int, Double)] = []
            let firstLap = Int((low / layout.contentLength).rounded(.down)) - 2
            let lastLap = Int((high / layout.contentLength).rounded(.down)) + 2
            let laps = layout.loops ? Array(firstLap...lastLap) : [0]
            for lap in laps {
                for i in 0..<count {
                    let start = layout.items.span(at: i).start + Double(lap) * layout.contentLength
                    if start < high && start + length > low { expected.append((i, start - offset)) }
                }
            }
            expectEqual(reported.count, expected.count)
            for (item, (index, itemOffset)) in zip(reported, expected) {
                expectEqual(item.index, index)
                expectNear(item.offset, itemOffset, within: 1e-6)
                #expect(item.progress.isFinite)
            }
            expectEqual(Set(reported.map(\.slot)).count, reported.count)
        }
    }
}
