import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("TrackLayout: the snap that holds an item")
struct TrackLayoutItemSnapTests {
    @Test func groupsOfThree() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 10, length: 120, spacing: 10),
            configuration: .init(containment: .none, grouping: .count(3)))
        expectEqual(Array(layout.snapItems), [0..<3, 3..<6, 6..<9, 9..<10])
        expectEqual((0..<10).map { layout.snapIndex(containingItem: $0) }, [0, 0, 0, 1, 1, 1, 2, 2, 2, 3])
        expectEqual(layout.snapIndex(containingItem: -1), nil)
        expectEqual(layout.snapIndex(containingItem: 10), nil)
        expectEqual(layout.snapIndex(containingItem: .max), nil)
        expectEqual(layout.snapIndex(containingItem: .min), nil)
    }

    @Test func trimmedSnapsHoldEveryItemThatSharesTheirPlace() {
        // 300-point cards in a 390-point viewport, leading-aligned and trimmed: the last snaps collapse.
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 6, length: 300, spacing: 0),
            configuration: .init(alignment: .leading, containment: .trimSnaps))
        for item in 0..<6 {
            let snap = layout.snapIndex(containingItem: item)
            #expect(
                snap.map { layout.snapItems[$0].contains(item) } == true, "item \(item) → \(String(describing: snap))")
        }
    }

    @Test func anEmptyTrackHasNoSnapForAnyItem() {
        let layout = TrackLayout(viewportLength: 390, items: .uniform(count: 0, length: 100, spacing: 0))
        expectEqual(layout.snapIndex(containingItem: 0), nil)
    }

    @Test func agreesWithALinearSearchForAnyLayout() async {
        let gen = zip(
            Gen.int(in: 0...40), Gen.double(in: 20...500), Gen.int(in: 1...5), Gen.int(in: 0...2), Gen.bool(),
            Gen.double(in: 100...600))
        await checkProperty(count: 200, input: gen) { count, length, group, alignment, trims, viewport in
            let alignments: [SnapAlignment] = [.leading, .center, .trailing]
            let layout = TrackLayout(
                viewportLength: viewport, items: .uniform(count: count, length: length, spacing: 8),
                configuration: .init(
                    alignment: alignments[alignment], containment: trims ? .trimSnaps : .none,
                    grouping: .count(group)))
            for item in -1...count {
                let linear = layout.snapItems.firstIndex { $0.contains(item) }
                expectEqual(
                    layout.snapIndex(containingItem: item), linear, "item \(item) of \(Array(layout.snapItems))")
            }
        }
    }
}
