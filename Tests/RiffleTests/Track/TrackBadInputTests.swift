import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// Issue 11's Track reproductions (D1–D12): each input once trapped or gave a wrong result; each now has a
/// defined, diagnosed result, worked out by hand below.
@Suite("Track: bad input at the boundary (issue 11)")
struct TrackBadInputTests {
    /// Every index in range and every number finite.
    static func expectSane(_ track: Track, sourceLocation: SourceLocation = #_sourceLocation) {
        let count = track.layout.snapCount
        #expect((0..<count).contains(track.targetIndex), sourceLocation: sourceLocation)
        #expect((0..<count).contains(track.nearestIndex), sourceLocation: sourceLocation)
        #expect((0..<count).contains(track.settledIndex), sourceLocation: sourceLocation)
        #expect(track.position.isFinite && track.velocity.isFinite, sourceLocation: sourceLocation)
        #expect(track.progress.isFinite, sourceLocation: sourceLocation)
        #expect(track.layout.lowerLimit <= track.layout.upperLimit, sourceLocation: sourceLocation)
        for item in track.visibleItems {
            #expect(item.offset.isFinite && item.progress.isFinite, sourceLocation: sourceLocation)
        }
    }

    /// D1: unordered spans under `.trimSnaps` once built a Range with lower > upper.
    ///
    /// The spans are repaired in order: 0, 400, 400→500 (overlap), 0→600 and 400→700 (out of order), each 100 long.
    @Test func d1UnorderedSpansAreMovedAfterTheirPredecessor() {
        let starts: [Double] = [0, 400, 400, 0, 400]
        let layout = TrackLayout(
            viewportLength: 100, items: .spans(starts.map { Span(start: $0, length: 100) }),
            configuration: .init(alignment: .leading, containment: .trimSnaps))
        expectEqual(layout.diagnostics, [.overlappingSpans(index: 2), .unorderedSpans(index: 3)])
        expectEqual((0..<5).map { layout.items.span(at: $0).start }, [0, 400, 500, 600, 700])
        // Leading snaps are the starts; content 800 in a viewport of 100 gives the limit 700.
        expectEqual(layout.snaps, [0, 400, 500, 600, 700])
        expectEqual(layout.upperLimit, 700)
    }

    /// D1: a custom alignment whose offsets vary by index (−1000 for snap 1, +1000 for snap 3) put the aligned snaps at
    /// 0, 1100, 200, −700, 400; contained, the end value 400 came before the start value 0 again.
    ///
    /// Ordered they are 0, 1100, 1100, 1100, 1100; contained to the limit 400 (content 500, viewport 100) and trimmed:
    /// snaps 0 and 400.
    @Test func d1CustomAlignmentOutOfOrderIsOrderedAndReported() {
        let layout = TrackLayout(
            viewportLength: 100, items: .uniform(count: 5, length: 100, spacing: 0),
            configuration: .init(
                alignment: .custom(id: "test") { _, _, index in index == 1 ? -1000 : (index == 3 ? 1000 : 0) },
                containment: .trimSnaps))
        expectEqual(layout.diagnostics, [.unorderedSnaps(index: 2)])
        expectEqual(layout.snaps, [0, 400])
        expectEqual(Array(layout.snapItems), [0..<1, 1..<5])
    }

    /// D2: ordered but overlapping spans gave snaps [0, −180] (lower limit above upper) and the first drag trapped.
    ///
    /// Span 1 now starts at 390: centred, its snap is 390 − (390 − 10) / 2 = 200.
    @Test func d2OverlappingSpansNoLongerInvertTheLimits() {
        var track = Track(
            viewportLength: 390, items: .spans([Span(start: 0, length: 390), Span(start: 10, length: 10)]),
            configuration: .init(layout: .init(alignment: .center, containment: .none)))
        expectEqual(track.layout.diagnostics, [.overlappingSpans(index: 1)])
        expectEqual(track.layout.snaps, [0, 200])
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 300, y: 100), timestamp: 0))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 250, y: 100), timestamp: 0.05))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 180, y: 100), timestamp: 0.1))
        Self.expectSane(track)
        // 120 pt of finger travel less the 10 pt slop, within the limits 0…200.
        expectNear(track.position, 110, within: 1e-9)
    }

    /// D3: `.paged(maxStep: Int.max)` overflowed `start + maxStep`.
    ///
    /// From snap 1 at 590 with a fling forward, the next snap beyond the position is snap 2 (780).
    @Test func d3HugeMaxStepSaturates() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0),
            configuration: .init(alignment: .leading))
        let policy = SnapPolicy.paged(.init(maxStep: Int.max))
        expectEqual(policy.decision(from: 1, position: 590, velocity: 1000, layout: layout).target, 2)
        expectEqual(policy.decision(from: 1, position: 100, velocity: -1000, layout: layout).target, 0)
        let loop = TrackLayout(
            viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
            configuration: .init(alignment: .leading, loop: true))
        // On a loop snap −2 is at −780; a fling backwards from −700 goes to the next snap below: −3 at −1170.
        expectEqual(policy.decision(from: -2, position: -800, velocity: -1000, layout: loop).target, -3)
    }

    /// D4: `scrollBy(snaps: Int.max)` from snap 1 overflowed; it now saturates and clamps to the last snap.
    @Test func d4ScrollByIntMaxGoesToTheLastSnap() {
        var track = Track.pages(count: 13, initialIndex: 1)
        track.send(.scrollBy(snaps: Int.max, animated: false), at: 0)
        expectEqual(track.targetIndex, 12)
        expectEqual(track.position, 12 * 390)
        track.send(.scrollBy(snaps: Int.min, animated: false), at: 0.1)
        expectEqual(track.targetIndex, 0)
        Self.expectSane(track)
    }

    /// D4: `scrollToVirtual(Int.min)` on a loop trapped negating the index.
    ///
    /// It is clamped to the furthest lap within 10¹² points: one lap is 5 × 390 = 1950, so ⌊10¹² / 1950⌋ = 512,820,512
    /// laps back, i.e. virtual snap −2,564,102,560 (snap 0).
    @Test func d4ScrollToVirtualIntMinOnALoopIsClamped() {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
            configuration: .init(layout: .init(alignment: .leading, loop: true)))
        track.send(.scrollToVirtual(Int.min, animated: false), at: 0)
        expectEqual(track.targetIndex, 0)
        Self.expectSane(track)
        expectEqual(track.position, 0)
        track.send(.scrollToVirtual(Int.max, animated: false), at: 0.1)
        Self.expectSane(track)
        // 2,564,102,560 + 4 is the last snap of the furthest lap forward: snap 4.
        expectEqual(track.targetIndex, 4)
        expectNear(track.position, 4 * 390, within: 1e-3)
    }

    /// D5: a loop relaid out to two items of length `greatestFiniteMagnitude`, then relaid out again, converted a
    /// non-finite lap count.
    ///
    /// The length is clamped to 10⁹, so one item fits (the second would end at 2 × 10⁹).
    @Test func d5HugeItemsOnALoopRelayoutTwice() {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
            configuration: .init(layout: .init(alignment: .center, loop: true)))
        track.relayout(
            viewportLength: 390, items: .uniform(count: 2, length: .greatestFiniteMagnitude, spacing: 0), at: 0)
        #expect(track.layout.diagnostics.contains(.extentTooLarge(keptItems: 1)))
        expectEqual(track.layout.itemCount, 1)
        Self.expectSane(track)
        track.relayout(viewportLength: 300, items: .uniform(count: 3, length: 280, spacing: 0), at: 0.1)
        Self.expectSane(track)
    }

    /// D6: a loop whose custom alignment returns huge values trapped rebasing the ring after a drag.
    ///
    /// Results are clamped to ±10⁹, which puts snaps 1…4 at 390·i − 10⁹ < 0, below snap 0 (at 0): ordering raises them
    /// all to 0, and the track still drags, releases and settles.
    @Test func d6HugeCustomAlignmentOnALoopSettlesAfterADrag() {
        let track = Track(
            viewportLength: 390, items: .uniform(count: 5, length: 390, spacing: 0),
            configuration: .init(
                layout: .init(alignment: .custom(id: "test") { _, _, i in Double(i) * 1e300 }, loop: true)))
        #expect(track.layout.diagnostics.contains(.unorderedSnaps(index: 1)))
        expectEqual(track.layout.snaps, [0, 0, 0, 0, 0])
        var driver = GestureDriver<Track>(track)
        driver.drag(from: 300, to: 50, start: 0, duration: 0.2)
        driver.settle()
        #expect(!driver.track.needsFrames)
        Self.expectSane(driver.track)
    }

    /// D7: a relayout at rest that removes snaps clamped `settledIndex` before comparing, so the change went
    /// unreported.
    @Test func d7RelayoutThatRemovesTheSettledSnapReportsSettled() {
        var track = Track.pages(count: 5)
        track.send(.scrollTo(index: 4, animated: false), at: 0)
        _ = track.takeEvents()
        track.relayout(viewportLength: 390, items: .uniform(count: 2, length: 390, spacing: 0), at: 1)
        let events = track.takeEvents()
        #expect(events.contains(.targetIndexChanged(1, cause: .relayout)))
        #expect(events.contains(.nearestIndexChanged(1)))
        expectEqual(events.filter { $0 == .settled(1) }.count, 1)
        expectEqual(track.settledIndex, 1)
    }

    /// D7 while moving (found by our fuzzer): the settled snap 4 is removed while the track settles toward 3.
    ///
    /// The clamped settled index (1 of 2 snaps) is reported at once; the motion then ends on snap 1 (item 3 no
    /// longer exists: the target is clamped to the last item, 1), which `settled` reports as every motion's end.
    @Test func d7RelayoutWhileMovingReportsTheClampedSettledIndexOnce() {
        var track = Track.pages(count: 5)
        track.send(.scrollTo(index: 4, animated: false), at: 0)
        track.send(.previous(animated: true), at: 0.5)
        _ = track.takeEvents()
        track.advance(to: 0.55)
        track.relayout(viewportLength: 390, items: .uniform(count: 2, length: 390, spacing: 0), at: 0.6)
        var events = track.takeEvents()
        expectEqual(events.filter { $0 == .settled(1) }.count, 1)
        expectEqual(track.settledIndex, 1)
        track.advance(to: 10)
        events += track.takeEvents()
        expectEqual(events.filter { if case .settled = $0 { true } else { false } }, [.settled(1), .settled(1)])
        expectEqual(track.settledIndex, 1)
        expectEqual(track.targetIndex, 1)
        #expect(!track.needsFrames)
    }

    /// D8: finite but huge lengths overflowed the sums.
    ///
    /// 50 items of `greatestFiniteMagnitude` are clamped to 10⁹ each; only the first ends within 10⁹.
    @Test func d8HugeUniformLengthsAreClampedAndDiagnosed() {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 50, length: .greatestFiniteMagnitude, spacing: 0),
            configuration: .init(layout: .init(alignment: .leading)))
        expectEqual(track.layout.diagnostics, [.extentTooLarge(keptItems: 1)])
        expectEqual(track.layout.contentLength, 1e9)
        // One item is one snap (Embla puts the first snap at 0), so the limits are 0…0.
        expectEqual(track.layout.snaps, [0])
        Self.expectSane(track)
        track.relayout(viewportLength: 500, at: 1)
        Self.expectSane(track)
    }

    /// D8: items of 2·10⁸ every 3·10⁸ end at k·3·10⁸ + 2·10⁸; k ≤ (10⁹ − 2·10⁸) / 3·10⁸ = 2.67, so three fit.
    @Test func d8ItemsEndingBeyondTheMaximumExtentAreLeftOut() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 10, length: 2e8, spacing: 1e8),
            configuration: .init(alignment: .leading))
        expectEqual(layout.diagnostics, [.extentTooLarge(keptItems: 3)])
        expectEqual(layout.itemCount, 3)
        expectEqual(layout.contentLength, 8e8)
        let spans = TrackLayout(
            viewportLength: 2e9, items: .spans([Span(start: 0, length: 5e8), Span(start: 7e8, length: 9e8)]))
        expectEqual(spans.diagnostics, [.extentTooLarge(keptItems: 2), .extentTooLarge(keptItems: 2)])
        expectEqual(spans.items.span(at: 1), Span(start: 7e8, length: 3e8))
        expectEqual(spans.viewportLength, 1e9)
    }

    /// D9: a free track grabbed at the overshoot peak of a bouncy spring and lifted without moving rested 71.7 pt past
    /// the end.
    ///
    /// It now springs back to the upper limit, 4 × 390 = 1560.
    @Test func d9FreeTrackHeldBeyondTheEndRestsAtTheLimit() {
        var driver = GestureDriver<Track>(
            Track.pages(count: 5, policy: .free(decelerationRate: 0.998), spring: .bouncy))
        driver.send(.scrollTo(index: 4, animated: true), at: 0)
        // Run to the overshoot peak: the first frame at which the velocity turns backwards.
        var peak = 0.0
        while driver.time < 2 {
            driver.nextFrame()
            if driver.track.velocity < 0 {
                peak = driver.track.position
                break
            }
        }
        #expect(peak > 1560 + 10)
        driver.down(200, at: driver.time)
        driver.up(200, at: driver.time + 0.2)
        driver.settle()
        #expect(!driver.track.needsFrames)
        expectNear(driver.track.position, 1560, within: 0.1)
        expectEqual(driver.track.settledIndex, 4)
        Self.expectSane(driver.track)
    }

    /// D10: a relayout during a drag past the start mapped the finger's overscroll through a long first item (stride
    /// 10,000) to thousands of points, far outside the rubber band (a viewport deep), and the next move jumped back.
    ///
    /// The offset is now banded and the next move continues from it.
    @Test func d10RelayoutDuringADragStaysInTheRubberBand() {
        var driver = GestureDriver<Track>(Track.pages(count: 5))
        driver.drag(from: 100, to: 350, start: 0, duration: 0.3, release: false)
        #expect(driver.track.position < 0)
        driver.change {
            $0.relayout(viewportLength: 390, items: .uniform(count: 5, length: 10_000, spacing: 0), at: $0.time)
        }
        let after = driver.track.position
        #expect(after > -390 && after < 0)
        driver.move(352, at: driver.track.time + 0.008)
        #expect(driver.track.position < after)
        #expect(after - driver.track.position < 2)
        driver.up(352, at: driver.track.time + 0.008)
        driver.settle()
        #expect(abs(driver.track.position) < 1e-9)
        Self.expectSane(driver.track)
    }

    /// D11: 3 items of 1 pt on a loop with a 10⁸ prefetch margin fit (390 + 2·10⁸ + 1) / 3 ≈ 6.7·10⁷ laps in the
    /// window; copies fell back to 1 and one frame listed 2·10⁸ items with repeated slots.
    ///
    /// Now 1,000 laps.
    @Test func d11RingCopiesAreCappedWithADiagnostic() throws {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 3, length: 1, spacing: 0),
            configuration: .init(alignment: .leading, loop: true, prefetchMargin: 1e8))
        try #require(layout.diagnostics.contains(.ringCopiesCapped(maximum: 1000)))
        expectEqual(layout.ringCopies, 1000)
        var slots = Set<Int>()
        var count = 0
        for item in layout.visibleItems(at: 0) {
            slots.insert(item.slot)
            count += 1
        }
        #expect(count > 0 && count <= 3000)
        expectEqual(slots.count, count)
    }

    /// D12: item 0 spans 0…1000 and item 1 (10…20) overlaps it; at offset 500 the search found nothing.
    ///
    /// Item 1 now starts at 1000, and item 0 covers the window 500…600.
    @Test func d12AnItemCoveringTheViewportIsVisible() {
        let layout = TrackLayout(
            viewportLength: 100, items: .spans([Span(start: 0, length: 1000), Span(start: 10, length: 10)]),
            configuration: .init(alignment: .leading, containment: .none))
        expectEqual(layout.visibleItems(at: 500).map(\.index), [0])
        expectEqual(layout.visibleItems(at: 950).map(\.index), [0, 1])
    }

    /// D12: two spans 5e-324 apart gave an infinite progress (a stride of one subnormal).
    @Test func d12ProgressStaysFiniteForSpansASubnormalApart() {
        let tiny = Double.leastNonzeroMagnitude
        let track = Track(
            viewportLength: 390, items: .spans([Span(start: 0, length: 0), Span(start: tiny, length: 100)]),
            configuration: .init(layout: .init(alignment: .center, containment: .none)))
        Self.expectSane(track)
        expectEqual(track.layout.stride(ofItem: 0), 390)
    }

    /// The intermittent "targetVirtual matches targetIndex" trap of the property tests: a free decay predicted to rest
    /// just past half-way (195.5 of 390) stops when its speed falls below 2 pt/s, about 2 / (1000 · −ln 0.998) ≈ 1 pt
    /// short, at ≈ 194.5, nearer snap 0.
    ///
    /// The target index followed the resting snap but the virtual target did not.
    @Test func aFreeDecayRestingShortOfItsPredictedSnapKeepsTheTargetConsistent() {
        var track = Track.pages(count: 5, policy: .free(decelerationRate: 0.998))
        let velocity = 195.5 / Decay(decelerationRate: 0.998).projectedDistance(initialVelocity: 1)
        track.run(
            track.configuration.snapPolicy.decision(
                from: 0, position: 0, velocity: velocity, layout: track.layout, motionStart: track.unwrappedPosition),
            at: 0)
        expectEqual(track.targetIndex, 1)
        var t = 0.0
        while track.needsFrames, t < 10 {
            t += 1.0 / 120
            track.advance(to: t)
        }
        #expect(track.position > 194 && track.position < 195)
        expectEqual(track.targetIndex, 0)
        expectEqual(track.settledIndex, 0)
        expectEqual(track.layout.wrappedSnapIndex(track.virtualTargetIndex), track.targetIndex)
        #expect(track.takeEvents().contains(.targetIndexChanged(0, cause: .drag)))
    }

    /// A uniform count of `Int.max` (zero-length items, so no extent limits it) is cut to the maximum item count
    /// instead of allocating a snap per item; all of those zero-length items meet the viewport, so only the first
    /// ``TrackLayout/maximumVisibleItems`` are shown.
    @Test func aHugeUniformCountIsCutToTheMaximumItemCount() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: Int.max, length: 0, spacing: 0),
            configuration: .init(alignment: .leading))
        expectEqual(layout.diagnostics, [.extentTooLarge(keptItems: 1_000_000), .visibleItemsCapped(maximum: 4096)])
        expectEqual(layout.itemCount, 1_000_000)
    }

    /// Slot ids far out on a ring: 10,000 items of 10⁻⁴ (a lap of 1) at offset 9.9·10¹⁴ are on lap ≈ 9.9·10¹⁴, and lap
    /// × count (9.9·10¹⁸) overflowed `Int`.
    ///
    /// Slots stay within count × copies (copies = ⌈(390 + 10⁻⁴) / 1⌉ = 391).
    @Test func slotIdsFarOutOnARingDoNotOverflow() throws {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 10_000, length: 1e-4, spacing: 0),
            configuration: .init(alignment: .leading, loop: true))
        expectEqual(layout.ringCopies, 391)
        var iterator = layout.visibleItems(at: 9.9e14).makeIterator()
        let next = iterator.next()
        let first = try #require(next)
        #expect((0..<(10_000 * 391)).contains(first.slot))
        #expect(first.offset.isFinite && first.progress.isFinite)
    }

    /// Item queries take any index: out-of-range indices are clamped (no trap on public input).
    ///
    /// Three spans 0…100, 150…250, 300…400 in 100, leading: item 2's stride is its length (no end inset), 100.
    @Test func itemQueriesClampTheirIndex() {
        let layout = TrackLayout(
            viewportLength: 100,
            items: .spans([Span(start: 0, length: 100), Span(start: 150, length: 100), Span(start: 300, length: 100)]),
            configuration: .init(alignment: .leading, containment: .none))
        expectEqual(layout.items.span(at: -5), Span(start: 0, length: 100))
        expectEqual(layout.items.span(at: Int.max), Span(start: 300, length: 100))
        expectEqual(layout.stride(ofItem: Int.max), 100)
        expectEqual(layout.stride(ofItem: Int.min), 150)
        expectEqual(layout.anchorOffset(ofItem: 7), 300)
        expectEqual(TrackItems.spans([]).span(at: 3), Span(start: 0, length: 0))
    }

    /// A relayout at a NaN time while a spring runs keeps the motion on the track's clock: it still settles, on
    /// the same item (snap 3 of 13 pages, now 300 pt apart: 900).
    @Test func aRelayoutAtANaNTimeKeepsTheMotionRunning() {
        var driver = GestureDriver<Track>(Track.pages(count: 13))
        driver.send(.scrollTo(index: 3, animated: true), at: 0)
        driver.wait(until: 0.1)
        driver.change {
            $0.relayout(viewportLength: 300, items: .uniform(count: 13, length: 300, spacing: 0), at: .nan)
        }
        driver.settle()
        #expect(!driver.track.needsFrames)
        expectEqual(driver.track.settledIndex, 3)
        expectNear(driver.track.position, 900, within: 1e-9)
    }
}
