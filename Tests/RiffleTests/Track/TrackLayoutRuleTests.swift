import RiffleTestSupport
import Testing

@testable import Riffle

/// Layout rules the rest of the suite did not pin down (issue 11: each survived a one-line mutation), with
/// non-round numbers worked out by hand.
@Suite("TrackLayout: containment rounding, the pull onto a limit, the loop seam tie")
struct TrackLayoutRuleTests {
    /// Contained snaps are rounded to three decimals (Embla's `toFixed(3)`).
    ///
    /// Four items of 123.4561 in 299.9: content 493.8244, limit 493.8244 − 299.9 = 193.9244. Snap 1 (123.4561) rounds
    /// to 123.456; snap 2 (246.9122) is clamped to the limit, which rounds to 193.924 (two decimals would give 123.46
    /// and 193.92; no rounding 123.4561 and 193.9244).
    @Test func containedSnapsAreRoundedToThreeDecimals() {
        let layout = TrackLayout(
            viewportLength: 299.9, items: .uniform(count: 4, length: 123.4561, spacing: 0),
            configuration: .init(alignment: .leading, containment: .trimSnaps))
        expectEqual(layout.snaps, [0, 123.456, 193.924])
        expectEqual(layout.upperLimit, 193.924)
    }

    /// A middle snap within 1 pt of the upper limit, not beyond it, is pulled onto the limit, exactly 1 pt included.
    ///
    /// Spans start at 0, 100.25, 350.375 and 351; the last ends at 601.5, so in 250.125 the limit is 351.375. Snap 2
    /// (350.375) is exactly 1 below: pulled to 351.375 and merged with the last snap by trimming. (With `< 1`, or
    /// without the pull, it stays as a fourth snap at 350.375.)
    @Test func aSnapExactlyOnePointBelowTheUpperLimitIsPulledOntoIt() {
        let layout = TrackLayout(
            viewportLength: 250.125,
            items: .spans([
                Span(start: 0, length: 100.25), Span(start: 100.25, length: 250.125),
                Span(start: 350.375, length: 0.625), Span(start: 351, length: 250.5),
            ]),
            configuration: .init(alignment: .leading, containment: .trimSnaps))
        expectEqual(layout.upperLimit, 351.375)
        expectEqual(layout.snaps, [0, 100.25, 351.375])
        expectEqual(Array(layout.snapItems), [0..<1, 1..<2, 2..<4])
    }

    /// The same within 0.6875 pt of the limit: pulled (without the pull it would stay at 350.6875).
    ///
    /// Under `.keepSnaps` nothing is trimmed, so the pulled snap shows as a duplicate of the limit.
    @Test func aSnapWithinOnePointOfTheUpperLimitIsPulledOntoIt() {
        let layout = TrackLayout(
            viewportLength: 250.125,
            items: .spans([
                Span(start: 0, length: 100.25), Span(start: 100.25, length: 250.4375),
                Span(start: 350.6875, length: 0.3125), Span(start: 351, length: 250.5),
            ]),
            configuration: .init(alignment: .leading, containment: .keepSnaps))
        expectEqual(layout.snaps, [0, 100.25, 351.375, 351.375])
    }

    /// Near the lower limit: spans start at 0, exactly 1, 250.875 and 350.875; the last ends at 700.5, so in 300.25 the
    /// upper limit is 400.25.
    ///
    /// Snap 1 (1 pt above the lower limit 0) is pulled onto 0; with `.keepSnaps` it stays as a duplicate of snap 0.
    /// (With `< 1`, or without the pull, it stays at 1.) A snap 0.875 above is pulled too.
    @Test func aSnapExactlyOnePointAboveTheLowerLimitIsPulledOntoIt() {
        let layout = TrackLayout(
            viewportLength: 300.25,
            items: .spans([
                Span(start: 0, length: 1), Span(start: 1, length: 249.875), Span(start: 250.875, length: 100),
                Span(start: 350.875, length: 349.625),
            ]),
            configuration: .init(alignment: .leading, containment: .keepSnaps))
        expectEqual(layout.upperLimit, 400.25)
        expectEqual(layout.snaps, [0, 0, 250.875, 400.25])
        let within = TrackLayout(
            viewportLength: 300.25,
            items: .spans([
                Span(start: 0, length: 0.875), Span(start: 0.875, length: 250), Span(start: 250.875, length: 100),
                Span(start: 350.875, length: 349.625),
            ]),
            configuration: .init(alignment: .leading, containment: .keepSnaps))
        expectEqual(within.snaps, [0, 0, 250.875, 400.25])
    }

    /// On a loop, a position exactly half-way across the seam (between the last snap and the next lap's first) goes to
    /// the lower index, like every other tie.
    ///
    /// Three items of 150.25 in 300.5, leading: snaps 0, 150.25, 300.5, one lap 450.75; half-way across the seam is
    /// 375.625 (and 826.375 one lap on).
    @Test func aTieAcrossTheLoopSeamGoesToTheLowerIndex() {
        let layout = TrackLayout(
            viewportLength: 300.5, items: .uniform(count: 3, length: 150.25, spacing: 0),
            configuration: .init(alignment: .leading, loop: true))
        #expect(layout.loops && layout.canLoop)
        expectEqual(layout.snaps, [0, 150.25, 300.5])
        expectEqual(layout.contentLength, 450.75)
        expectEqual(layout.nearestVirtualSnap(to: 375.625), 2)
        expectEqual(layout.nearestSnapIndex(to: 375.625), 2)
        expectEqual(layout.nearestVirtualSnap(to: 826.375), 5)
        expectEqual(layout.nearestVirtualSnap(to: -75.125), -1)
        // A hair past half-way goes forward across the seam; an inner tie goes to the lower index too.
        expectEqual(layout.nearestVirtualSnap(to: 375.625 + 1e-9), 3)
        expectEqual(layout.nearestVirtualSnap(to: 75.125), 0)
    }
}
