import RiffleTestSupport
import Testing

@testable import Riffle

/// Uniform items laid out by rule cost nothing per item (issue 14): counts far beyond a million, limited only by
/// the extent; items that need stored snaps keep the million-item limit.
@Suite("Track layout: uniform items laid out by rule")
struct UniformRuleLimitsTests {
    /// 500,000,000 items of 1 pt, 1 pt apart: the last ends at 2 × 499,999,999 + 1 = 999,999,999 pt, within 10⁹, so
    /// every item is kept, with a snap per item at 2k (leading, no containment), found by arithmetic.
    @Test func halfABillionItemsAreKeptAndQueriedByArithmetic() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 500_000_000, length: 1, spacing: 1),
            configuration: .init(alignment: .leading, containment: .none))
        #expect(layout.diagnostics.isEmpty)
        expectEqual(layout.itemCount, 500_000_000)
        expectEqual(layout.snapCount, 500_000_000)
        #expect(layout.snaps.isComputed && layout.snapItems.isComputed)
        expectEqual(layout.snaps[123_456_789], 246_913_578)
        expectEqual(layout.upperLimit, 999_999_998)
        // 246,913,578.9 lies between snaps 123,456,789 (0.9 away) and 123,456,790 (1.1 away).
        expectEqual(layout.nearestSnapIndex(to: 246_913_578.9), 123_456_789)
        expectEqual(layout.nearestSnapIndex(to: 246_913_579.1), 123_456_790)
        expectEqual(layout.snapIndex(containingItem: 499_999_999), 499_999_999)
        expectEqual(layout.snapItems[77], 77..<78)
    }

    /// `Int.max` items of 390 pt: the extent keeps ⌊(10⁹ − 390) / 390⌋ + 1 = 2,564,102 of them (more than the
    /// million stored snaps allow), reported; grouped by size (stored snaps) the million-item limit applies.
    @Test func theExtentLimitsComputedItemsAndStoredOnesKeepTheMillion() {
        let computed = TrackLayout(
            viewportLength: 390, items: .uniform(count: Int.max, length: 390, spacing: 0),
            configuration: .init(alignment: .leading))
        expectEqual(computed.itemCount, 2_564_102)
        expectEqual(computed.diagnostics, [.extentTooLarge(keptItems: 2_564_102)])
        expectEqual(TrackLayout.maximumUniformItemCount, 1_000_000_000_000)
        let stored = TrackLayout(
            viewportLength: 390, items: .uniform(count: Int.max, length: 390, spacing: 0),
            configuration: .init(alignment: .leading, grouping: .auto))
        expectEqual(stored.itemCount, 1_000_000)
        #expect(!stored.snaps.isComputed)
        expectEqual(stored.diagnostics, [.extentTooLarge(keptItems: 1_000_000)])
    }

    /// A track over 1,100,000 full-width items (more than the stored limit; 1.1 × 10⁶ × 844 pt is within 10⁹)
    /// relays out for a rotation and keeps its item, without storing snaps: snap k of centred full-width items is
    /// at k × width.
    @Test func aRelayoutOfMoreThanAMillionItemsKeepsTheItem() {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 1_100_000, length: 390, spacing: 0),
            configuration: .init(layout: .init(alignment: .center)), initialIndex: 1_050_000)
        expectEqual(track.position, 1_050_000 * 390)
        track.relayout(viewportLength: 844, items: .uniform(count: 1_100_000, length: 844, spacing: 0), at: 1)
        expectEqual(track.targetIndex, 1_050_000)
        expectEqual(track.settledIndex, 1_050_000)
        #expect(track.layout.snaps.isComputed && track.layout.diagnostics.isEmpty)
        expectEqual(track.position, 1_050_000 * 844)
    }
}
