import RiffleTestSupport
import Testing

@testable import Riffle

/// At most 4,096 visible items per offset (issue 11, found by our fuzzer).
///
/// A viewport that meets thousands of items made every frame and every hit test cost time in proportion to the
/// item count (thousands of zero-length items, a 19-item loop repeated over 1,000 laps). At most ``TrackLayout/maximumVisibleItems`` are yielded, and the layout says so when it can happen.
@Suite("Visible items: at most 4,096 per offset, with a diagnostic")
struct VisibleItemsLimitTests {
    @Test func theLimitIs4096() {
        expectEqual(TrackLayout.maximumVisibleItems, 4096)
    }

    /// 5,000 zero-length items all start at 0 inside a 73.13 pt viewport: all of them meet it.
    @Test func zeroLengthItemsAreCappedAndDiagnosed() {
        let layout = TrackLayout(
            viewportLength: 73.13, items: .uniform(count: 5000, length: 0, spacing: 0),
            configuration: .init(alignment: .leading, containment: .none))
        #expect(layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        let indices = layout.visibleItems(at: 0).map(\.index)
        expectEqual(indices.count, 4096)
        expectEqual(indices, Array(0..<4096))
        #expect(!TrackDiagnostic.visibleItemsCapped(maximum: 4096).isError)
    }

    /// Exactly 4,096 zero-length items: every one is yielded, and nothing is reported.
    @Test func exactlyTheLimitIsNotDiagnosed() {
        let layout = TrackLayout(
            viewportLength: 73.13, items: .uniform(count: 4096, length: 0, spacing: 0),
            configuration: .init(alignment: .leading, containment: .none))
        #expect(!layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        expectEqual(layout.visibleItems(at: 0).reduce(0) { n, _ in n + 1 }, 4096)
    }

    /// Uniform items 0.013 pt long, 0.007 apart (stride 0.02): a 100 pt window meets ⌊100.013 / 0.02⌋ + 1 = 5,001
    /// of 6,000 items; 81.9 pt meets ⌊81.913 / 0.02⌋ + 1 = 4,096 — exactly the limit.
    @Test func denseUniformItemsAreDiagnosedByTheirStride() {
        let dense = TrackLayout(
            viewportLength: 100, items: .uniform(count: 6000, length: 0.013, spacing: 0.007),
            configuration: .init(alignment: .leading, containment: .none))
        #expect(dense.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        expectEqual(dense.visibleItems(at: 20).reduce(0) { n, _ in n + 1 }, 4096)
        let justFits = TrackLayout(
            viewportLength: 81.9, items: .uniform(count: 6000, length: 0.013, spacing: 0.007),
            configuration: .init(alignment: .leading, containment: .none))
        #expect(!justFits.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
    }

    /// Explicit spans: 5,000 spans 0.013 long every 0.02 pt (dense) against the same spans every 0.2 pt, where a
    /// 100 pt window meets at most 501.
    @Test func denseSpansAreDiagnosedBySlidingTheWindow() {
        func spans(every step: Double) -> TrackItems {
            .spans((0..<5000).map { Span(start: Double($0) * step, length: 0.013) })
        }
        let dense = TrackLayout(
            viewportLength: 100, items: spans(every: 0.02), configuration: .init(alignment: .leading))
        #expect(dense.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        let sparse = TrackLayout(
            viewportLength: 100, items: spans(every: 0.2), configuration: .init(alignment: .leading))
        #expect(!sparse.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        #expect(sparse.visibleItems(at: 0).reduce(0) { n, _ in n + 1 } <= 501)
    }

    /// The fuzzer's loop: 19 one-point items repeated across a huge prefetch margin, 1,000 laps of them.
    @Test func aRepeatedLoopIsCappedWithUniqueSlots() {
        let layout = TrackLayout(
            viewportLength: 1126.34, items: .uniform(count: 19, length: 1, spacing: 0),
            configuration: .init(
                alignment: .leading, containment: .none, loop: true, repeatsWhenLoopIsImpossible: true,
                prefetchMargin: 1e15))
        #expect(layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        var slots = Set<Int>()
        var count = 0
        for item in layout.visibleItems(at: 0) {
            slots.insert(item.slot)
            count += 1
        }
        expectEqual(count, 4096)
        expectEqual(slots.count, count)
    }

    /// Ordinary layouts never see the diagnostic: a million pages, a long loop, a short carousel.
    @Test func ordinaryLayoutsAreNotDiagnosed() {
        let layouts = [
            TrackLayout(viewportLength: 390, items: .uniform(count: 1_000_000, length: 390, spacing: 0)),
            TrackLayout(
                viewportLength: 390, items: .uniform(count: 10_000, length: 140, spacing: 24),
                configuration: .init(alignment: .center, loop: true, prefetchMargin: 390)),
            TrackLayout(
                viewportLength: 390, items: .spans((0..<13).map { Span(start: Double($0) * 390, length: 390) })),
        ]
        for layout in layouts {
            #expect(!layout.diagnostics.contains(.visibleItemsCapped(maximum: 4096)))
        }
    }
}
