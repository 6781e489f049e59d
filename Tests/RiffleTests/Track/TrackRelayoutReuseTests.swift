import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// A relayout reuses what the previous layout found about the same items (they are not checked again, and the
/// span statistics that do not depend on the viewport are kept), and a frame's searches start where the
/// previous frame's ended: both must give exactly what a fresh computation gives.
@Suite("Track relayout and frames: reuse gives the same results as a fresh computation")
struct TrackRelayoutReuseTests {
    /// Spans with some hostile entries (NaN, negative, unordered, huge) among valid ones.
    static let spans = zip(Gen.double(in: 0...300), Gen.double(in: -20...40), Gen.int(in: 0...19)).array(of: 1...40)
        .map { triples in
            var start = 0.0
            return triples.map { length, gap, kind -> Span in
                defer { start += length + Swift.max(gap, 0) }
                switch kind {
                case 0: return Span(start: .nan, length: length)
                case 1: return Span(start: start, length: -1)
                case 2: return Span(start: 2e9, length: length)
                default: return Span(start: start + gap, length: length)
                }
            }
        }

    /// After a relayout to a new viewport (same items, repaired or not), the layout is the one computed from
    /// scratch for the items the track held: the same snaps, ranges, limits and diagnostics. (The second viewport
    /// differs by at least a point: changes under half a point are ignored.)
    @Test func aViewportRelayoutEqualsAFreshLayout() async {
        await checkProperty(
            count: 200, input: Self.spans, Gen.double(in: 50...900), Gen.double(in: 1...900), Gen.bool,
            Gen.int(in: 0...2)
        ) { spans, first, change, loop, containment in
            let second = first + change
            let configuration = TrackLayout.Configuration(
                alignment: .center, containment: ScrollContainment.allCases[containment], loop: loop)
            var track = Track(
                viewportLength: first, items: .spans(spans), configuration: .init(layout: configuration))
            let held = track.layout.items
            track.relayout(viewportLength: second, at: 1)
            let fresh = TrackLayout(viewportLength: second, items: held, configuration: configuration)
            expectEqual(track.layout.snaps.map(\.bitPattern), fresh.snaps.map(\.bitPattern))
            expectEqual(Array(track.layout.snapItems), Array(fresh.snapItems))
            expectEqual(track.layout.diagnostics, fresh.diagnostics)
            expectEqual(track.layout.upperLimit.bitPattern, fresh.upperLimit.bitPattern)
            // The same items passed again (not the held ones) are checked again when they needed repair.
            track.relayout(viewportLength: first, items: .spans(spans), at: 2)
            let again = TrackLayout(viewportLength: first, items: .spans(spans), configuration: configuration)
            expectEqual(track.layout.diagnostics, again.diagnostics)
            expectEqual(track.layout.items, again.items)
        }
    }

    /// 5,000 zero-length spans at 0 all meet any viewport: the visible-item limit is reported after a relayout that
    /// reuses the span statistics, and not once the spans are spread out.
    @Test func theVisibleLimitIsReportedAfterAReusingRelayout() {
        let packed = Array(repeating: Span(start: 0, length: 0), count: 5000)
        var track = Track(
            viewportLength: 100, items: .spans(packed),
            configuration: .init(layout: .init(alignment: .leading, containment: .none)))
        #expect(track.layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        track.relayout(viewportLength: 300, at: 1)
        #expect(track.layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        let spread = (0..<5000).map { Span(start: Double($0) * 10, length: 5) }
        track.relayout(viewportLength: 300, items: .spans(spread), at: 2)
        #expect(!track.layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        // Spans j − 4,096 … j (4,097 of them) meet one window of 10 × 4,096 − 5 = 40,955 pt or more.
        track.relayout(viewportLength: 40_965, at: 3)
        #expect(track.layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        track.relayout(viewportLength: 40_950, at: 4)
        #expect(!track.layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
    }

    /// The visible items found from any hint are the ones found without one, bounded and looping.
    @Test func visibleItemsFromAHintEqualThoseWithout() async {
        let gen = zip(Gen.double(in: 1...300), Gen.double(in: 0...30)).array(of: 1...200)
        await checkProperty(
            count: 200, input: gen, Gen.bool, Gen.double(in: -2000...60_000).array(of: 1...6), Gen.int(in: -10...250)
        ) { pairs, loop, offsets, hint in
            var start = 0.0
            let spans = pairs.map { length, gap -> Span in
                defer { start += length + gap }
                return Span(start: start + gap, length: length)
            }
            let layout = TrackLayout(
                viewportLength: 390, items: .spans(spans), configuration: .init(loop: loop, prefetchMargin: 40))
            for offset in offsets {
                #expect(
                    Array(VisibleItems(layout: layout, offset: offset, hint: hint))
                        == Array(layout.visibleItems(at: offset)))
            }
        }
    }

    /// The first index where a monotone predicate holds, from any hint, is the linear scan's.
    @Test func partitionPointFromAHintEqualsALinearScan() async {
        await checkProperty(count: 300, input: Gen.int(in: 0...300), Gen.int(in: 0...301), Gen.int(in: -5...305)) {
            count, threshold, hint in
            let expected = (0..<count).first { $0 >= threshold } ?? count
            expectEqual(TrackLayout.partitionPoint(count: count, hint: hint) { $0 >= threshold }, expected)
        }
    }
}
