import RiffleTestSupport
import Testing

@testable import Riffle

/// Snap tables worked out by hand from Embla Carousel v8's pipeline (SlideSizes → SlidesToScroll → ScrollSnaps →
/// ScrollContain → ScrollLimit → SlideRegistry), converted to forward offsets (offset = −location).
@Suite("TrackLayout: Embla snap semantics")
struct TrackLayoutTests {
    static let fiveOfFifty = TrackItems.uniform(count: 5, length: 50, spacing: 0)

    @Test func leadingTrimSnapsDropsTheDuplicateEndSnap() {
        let layout = TrackLayout(
            viewportLength: 100, items: Self.fiveOfFifty,
            configuration: .init(alignment: .leading, containment: .trimSnaps))
        expectEqual(layout.snaps, [0, 50, 100, 150])
        expectEqual(Array(layout.snapItems), [0..<1, 1..<2, 2..<3, 3..<5])
        expectEqual(layout.contentLength, 250)
        expectEqual(layout.lowerLimit, 0)
        expectEqual(layout.upperLimit, 150)
    }

    @Test func leadingKeepSnapsKeepsOneSnapPerItem() {
        let layout = TrackLayout(
            viewportLength: 100, items: Self.fiveOfFifty,
            configuration: .init(alignment: .leading, containment: .keepSnaps))
        expectEqual(layout.snaps, [0, 50, 100, 150, 150])
        expectEqual(Array(layout.snapItems), [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
    }

    @Test func centerWithoutContainmentLeavesSpaceAtTheEnds() {
        let layout = TrackLayout(
            viewportLength: 100, items: Self.fiveOfFifty, configuration: .init(alignment: .center, containment: .none))
        expectEqual(layout.snaps, [-25, 25, 75, 125, 175])
        expectEqual(layout.lowerLimit, -25)
        expectEqual(layout.upperLimit, 175)
    }

    @Test func centerTrimSnapsClampsTheEndsToTheLimits() {
        let layout = TrackLayout(
            viewportLength: 100, items: Self.fiveOfFifty,
            configuration: .init(alignment: .center, containment: .trimSnaps))
        expectEqual(layout.snaps, [0, 25, 75, 125, 150])
        expectEqual(Array(layout.snapItems), [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
    }

    @Test func centerTrimSnapsWithNarrowItemsMergesTheEdgeSnaps() {
        // 10 items of 30 in a 100 viewport, centred: aligned locations 35 − 30i; bounds [−200, 0].
        let layout = TrackLayout(
            viewportLength: 100, items: .uniform(count: 10, length: 30, spacing: 0),
            configuration: .init(alignment: .center, containment: .trimSnaps))
        // bounded: [0, 0(−5 → within 1? no: 5 away → clamp 0 since −(−5)… location +5 > 0 → 0), 25, 55, …]
        expectEqual(layout.snaps, [0, 25, 55, 85, 115, 145, 175, 200])
        expectEqual(layout.snapItems.first, 0..<2)
        expectEqual(layout.snapItems.last, 8..<10)
        expectEqual(layout.snapItems.count, 8)
    }

    @Test func pixelToleranceSnapsNearLimitValuesOntoTheLimit() {
        // Trailing alignment, items of 60 in 100: aligned location −60i + 40; a snap 0.5 from the max is pulled.
        let spans = [Span(start: 0, length: 60), Span(start: 60, length: 39.5), Span(start: 99.5, length: 60)]
        let layout = TrackLayout(
            viewportLength: 100, items: .spans(spans),
            configuration: .init(alignment: .trailing, containment: .keepSnaps))
        // aligned: −0+40=40→0 (first), −60+60.5=0.5 → clamp 0 → 0, last → −59.5
        expectEqual(layout.snaps, [0, 0, 59.5])
    }

    @Test func contentThatFitsHasOneSnap() {
        let layout = TrackLayout(
            viewportLength: 300, items: .uniform(count: 3, length: 100, spacing: 0),
            configuration: .init(alignment: .center, containment: .trimSnaps))
        expectEqual(layout.snaps, [0])
        expectEqual(Array(layout.snapItems), [0..<3])
        expectEqual(layout.lowerLimit, 0)
        expectEqual(layout.upperLimit, 0)
    }

    @Test func groupingByCountAlignsEachGroup() {
        // 6 items of 50, groups of 2 (length 100) in a 200 viewport, centred, no containment.
        let layout = TrackLayout(
            viewportLength: 200, items: .uniform(count: 6, length: 50, spacing: 0),
            configuration: .init(alignment: .center, containment: .none, grouping: .count(2)))
        expectEqual(layout.snaps, [-50, 50, 150])
        expectEqual(Array(layout.snapItems), [0..<2, 2..<4, 4..<6])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func groupSizeThatDoesNotDivideIsReported() {
        let layout = TrackLayout(
            viewportLength: 200, items: .uniform(count: 5, length: 50, spacing: 0),
            configuration: .init(alignment: .leading, containment: .none, grouping: .count(2)))
        expectEqual(Array(layout.snapItems), [0..<2, 2..<4, 4..<5])
        #expect(layout.diagnostics.contains(.groupSizeDoesNotDivideCount(groupSize: 2, count: 5)))
    }

    @Test func autoGroupingPacksWhatFitsInTheViewport() {
        // Items of 40 with 10 spacing in a 100 viewport: [0,40] and [50,90] fit (90 ≤ 102), [100,140] does not.
        let layout = TrackLayout(
            viewportLength: 100, items: .uniform(count: 5, length: 40, spacing: 10),
            configuration: .init(alignment: .leading, containment: .none, grouping: .auto))
        expectEqual(Array(layout.snapItems), [0..<2, 2..<4, 4..<5])
        expectEqual(layout.snaps, [0, 100, 200])
    }

    @Test func autoGroupingUsesTheTwoPointTolerance() {
        // Two items of 51 exactly fill 102 = 100 + tolerance: one group.
        let layout = TrackLayout(
            viewportLength: 100, items: .uniform(count: 4, length: 51, spacing: 0),
            configuration: .init(alignment: .leading, containment: .none, grouping: .auto))
        expectEqual(Array(layout.snapItems), [0..<2, 2..<4])
    }

    @Test func leadingInsetAndEndInsetCountWhenContaining() {
        // Embla reads edge gaps when containing: content = last start + last size + end gap.
        let layout = TrackLayout(
            viewportLength: 100, items: .uniform(count: 3, length: 80, spacing: 10, leadingInset: 10),
            configuration: .init(alignment: .leading, containment: .trimSnaps, endInset: 10))
        expectEqual(layout.contentLength, 190 + 80 + 10)
        expectEqual(layout.snaps, [0, 100, 180])
    }

    @Test func loopUsesAlignedSnapsAndOneLapLimits() {
        let layout = TrackLayout(
            viewportLength: 250, items: .uniform(count: 5, length: 100, spacing: 0),
            configuration: .init(alignment: .center, loop: true))
        #expect(layout.canLoop)
        #expect(layout.loops)
        expectEqual(layout.snaps, [-75, 25, 125, 225, 325])
        expectEqual(layout.lowerLimit, -75)
        expectEqual(layout.upperLimit, 425)
        expectEqual(layout.ringCopies, 1)
    }

    @Test func loopThatCannotCoverTheViewportIsDiagnosed() {
        let layout = TrackLayout(
            viewportLength: 390, items: .uniform(count: 2, length: 150, spacing: 10),
            configuration: .init(alignment: .center, endInset: 10, loop: true))
        #expect(!layout.canLoop)
        #expect(layout.loops)
        #expect(layout.ringCopies >= 2)
        #expect(layout.diagnostics.contains(.loopImpossible(contentLength: 320, viewportLength: 390, repeating: true)))

        let bounded = TrackLayout(
            viewportLength: 390, items: .uniform(count: 2, length: 150, spacing: 10),
            configuration: .init(alignment: .center, endInset: 10, loop: true, repeatsWhenLoopIsImpossible: false))
        #expect(!bounded.loops)
        #expect(bounded.diagnostics.contains(where: { $0.isError }))
    }

    @Test func nearestSnapIsRingAware() {
        let layout = TrackLayout(
            viewportLength: 250, items: .uniform(count: 5, length: 100, spacing: 0),
            configuration: .init(alignment: .center, loop: true))
        expectEqual(layout.nearestSnapIndex(to: 25), 1)
        expectEqual(layout.nearestSnapIndex(to: 380), 0)  // nearer to 425 (snap 0 one lap on) than to 325
        expectEqual(layout.nearestVirtualSnap(to: 380), 5)
        expectEqual(layout.nearestVirtualSnap(to: -130), -1)
        expectEqual(layout.offset(ofVirtualSnap: -1), -175)
        expectEqual(layout.offset(ofVirtualSnap: 7), 625)
        expectEqual(layout.wrappedSnapIndex(-1), 4)
    }

    @Test func badInputGivesAnEmptyDiagnosedLayout() {
        for viewport in [0.0, -10, .nan, .infinity] {
            let layout = TrackLayout(viewportLength: viewport, items: .uniform(count: 3, length: 100, spacing: 0))
            expectEqual(layout.snaps, [0])
            #expect(layout.diagnostics.contains(where: { if case .invalidViewport = $0 { true } else { false } }))
            #expect(Array(layout.visibleItems(at: 0)).isEmpty)
        }
        let empty = TrackLayout(viewportLength: 100, items: .spans([]))
        #expect(empty.diagnostics.contains(.noItems))
        expectEqual(empty.snaps, [0])
        expectEqual(Array(empty.snapItems), [0..<0])

        let bad = TrackLayout(
            viewportLength: 100,
            items: .spans([Span(start: 0, length: 50), Span(start: .nan, length: 50), Span(start: 60, length: -1)]))
        #expect(bad.diagnostics.contains(.invalidSpan(index: 1)))
        #expect(bad.diagnostics.contains(.invalidSpan(index: 2)))
        expectEqual(bad.snaps.allSatisfy { $0.isFinite }, true)
    }
}

@Suite("TrackLayout: validation and axes")
struct TrackValidationTests {
    @Test func validateReportsEveryProblemAndNothingForAGoodTrack() {
        #expect(TrackLayout.validate(viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0)).isEmpty)
        #expect(TrackLayout.validate(viewportLength: 390, items: .uniform(count: 1, length: 390, spacing: 0)).isEmpty)
        expectEqual(TrackLayout.validate(viewportLength: 390, items: .spans([])), [.noItems])
        #expect(
            TrackLayout.validate(viewportLength: 0, items: .uniform(count: 3, length: 100, spacing: 0))
                == [.invalidViewport(length: 0)])
        let loop = TrackLayout.validate(
            viewportLength: 390, items: .uniform(count: 1, length: 300, spacing: 0),
            configuration: .init(loop: true))
        expectEqual(loop, [.loopImpossible(contentLength: 300, viewportLength: 390, repeating: true)])
        let grouped = TrackLayout.validate(
            viewportLength: 390, items: .uniform(count: 7, length: 100, spacing: 0),
            configuration: .init(grouping: .count(3)))
        expectEqual(grouped, [.groupSizeDoesNotDivideCount(groupSize: 3, count: 7)])
        #expect(
            TrackLayout.validate(
                viewportLength: 390, items: .spans([Span(start: 100, length: 10), Span(start: 0, length: 10)]))
                == [.unorderedSpans(index: 1)])
    }

    @Test func verticalTracksUseTheYAxis() {
        var track = Track(
            viewportLength: 844, items: .uniform(count: 4, length: 844, spacing: 0),
            configuration: .init(axis: .vertical, layout: .init(alignment: .leading)))
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 200, y: 700), timestamp: 0))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 690), timestamp: 0.05))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 200), timestamp: 0.5))
        expectEqual(track.position, 490)
        track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 200, y: 200), timestamp: 0.5))
        var t = 0.5
        while track.needsFrames, t < 5 {
            t += 1.0 / 120
            track.advance(to: t)
        }
        expectEqual(track.settledIndex, 1)
        // A horizontal swipe is declined by the vertical axis lock.
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 100, y: 400), timestamp: 6))
        track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 405), timestamp: 6.1))
        #expect(track.takeEvents().contains(.declined))
    }
}

@Suite("TrackLayout: loop fallback")
struct TrackLoopFallbackTests {
    @Test func aBoundedFallbackUsesTheConfiguredContainment() {
        // Two 150-pt items cannot loop in 390 pt; without repeat mode the track is laid out like Embla's rebuild
        // with `loop: false`: trimSnaps, content fits → one snap at 0.
        let fallback = TrackLayout(
            viewportLength: 390, items: .uniform(count: 2, length: 150, spacing: 10),
            configuration: .init(
                alignment: .center, containment: .trimSnaps, endInset: 10, loop: true,
                repeatsWhenLoopIsImpossible: false))
        #expect(!fallback.loops)
        expectEqual(fallback.snaps, [0])
        let plain = TrackLayout(
            viewportLength: 390, items: .uniform(count: 2, length: 150, spacing: 10),
            configuration: .init(alignment: .center, containment: .trimSnaps, endInset: 10))
        expectEqual(fallback.snaps, plain.snaps)
        expectEqual(fallback.contentLength, plain.contentLength)
    }
}
