import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 24 part 3: behaviours at their exact boundaries, each pinned so that a one-line slip there fails a test.
@Suite("Boundary behaviours")
struct BoundaryBehaviourTests {
    // MARK: - Span list

    // Gap and length of item `i` of the reference lists: multiples of 2⁻², so every start is an exact sum.
    static func entry(_ i: Int) -> (gap: Double, length: Double) {
        (Double(i % 5) * 0.5, Double(i % 7 + 1) * 3.25)
    }

    // The starts a list of `entries` must report: each item's start is every earlier gap and length plus its gap.
    static func expectedStarts(_ entries: [(gap: Double, length: Double)]) -> [Double] {
        var cursor = 0.0
        return entries.map { entry in
            let start = cursor + entry.gap
            cursor = start + entry.length
            return start
        }
    }

    // Removing item 0 1,024 times (from the front), or item 1,024 1,024 times (from the middle), of 3,000 items:
    // every remaining item's start is still the exact sum of the gaps and lengths before it, and the list ends
    // where its last item does. (Written when the list was chunks of 1,024 items: these emptied one.)
    @Test(arguments: [0, 1024])
    func emptyingAChunkOtherThanTheLastKeepsEveryLaterStartExact(first: Int) {
        var entries = (0..<3000).map(Self.entry)
        var list = SpanList()
        for entry in entries { list.append(length: entry.length, gap: entry.gap) }
        for _ in 0..<1024 {
            list.remove(at: first)
            entries.remove(at: first)
        }
        expectEqual(list.count, 1976)
        let starts = Self.expectedStarts(entries)
        var wrong = 0
        for i in 0..<entries.count where list.span(at: i) != Span(start: starts[i], length: entries[i].length) {
            wrong += 1
        }
        expectEqual(wrong, 0, "\(wrong) of \(entries.count) spans are not where their gaps and lengths put them")
        expectEqual(list.extent, starts[entries.count - 1] + entries[entries.count - 1].length)
        // Edits after the removal still move every later item.
        list.insert(length: 7.75, gap: 1.5, at: 500)
        entries.insert((1.5, 7.75), at: 500)
        let moved = Self.expectedStarts(entries)
        #expect((0..<entries.count).allSatisfy { list.span(at: $0).start == moved[$0] })
    }

    // The smallest `gap + min(neighbour lengths)` of a list whose closest pair is item 1,023 (length 10) and item
    // 1,024 (length 30, 5 after it), where the list once had a chunk seam. The shorter neighbour counts: 5 + 10 =
    // 15 (the longer would give 35; every other pair is at least 60).
    @Test func theClosestPairAcrossAChunkSeamUsesTheShorterNeighbour() {
        // By definition, over every consecutive pair of the list's spans.
        func closestPair(_ list: SpanList) -> Double {
            var smallest = Double.infinity
            for i in 1..<list.count {
                let (a, b) = (list.span(at: i - 1), list.span(at: i))
                smallest = min(smallest, b.start - a.end + min(a.length, b.length))
            }
            return smallest
        }
        var list = SpanList()
        for i in 0..<2000 {
            switch i {
            case 1023: list.append(length: 10, gap: 50)
            case 1024: list.append(length: 30, gap: 5)
            default: list.append(length: 100, gap: 50)
            }
        }
        expectEqual(closestPair(list), 15)
        // Mirrored (the longer item first) the answer is the same.
        var mirrored = SpanList()
        for i in 0..<2000 {
            switch i {
            case 1023: mirrored.append(length: 30, gap: 50)
            case 1024: mirrored.append(length: 10, gap: 5)
            default: mirrored.append(length: 100, gap: 50)
            }
        }
        expectEqual(closestPair(mirrored), 15)
    }

    // MARK: - Loop laps

    // A loop of five 300-point pages (content 1,500): an offset a rounding error below a lap boundary
    // (1,500 − 1 ulp, 3,000 − 1 ulp, −1,500 − 1 ulp, 1,500 − 10⁻¹⁰) is the next lap's start, position 0 (page 0),
    // not 1,500 (the end of page 4): the page dots would flash to the last page. A real distance below the
    // boundary (10⁻⁴ pt) stays at the end of its lap.
    @Test func aPositionARoundingErrorBelowALapBoundaryIsTheNextLapsStart() {
        var configuration = Track.Configuration()
        configuration.layout.loop = true
        var track = Track(
            viewportLength: 300, items: .uniform(count: 5, length: 300, spacing: 0), configuration: configuration)
        #expect(track.layout.loops)
        expectEqual(track.layout.contentLength, 1500)
        expectEqual(track.layout.lowerLimit, 0)
        for boundary in [1500.0, 3000, -1500, 15_000] {
            track.offset = boundary.nextDown
            #expect(abs(track.position) < 1e-9, "offset \(track.offset): position \(track.position)")
            track.offset = boundary - 1e-10
            #expect(abs(track.position) < 1e-9, "offset \(track.offset): position \(track.position)")
            track.offset = boundary
            expectEqual(track.position, 0)
            track.offset = boundary - 1e-4
            expectNear(
                track.position, (1500 - 1e-4), within: 1e-6, "offset \(track.offset): position \(track.position)")
        }
    }

    // MARK: - Paged snapping at the distance fraction

    // Pages of 312 pt and a distance fraction of 0.375: the threshold is 117 pt exactly. A slow release exactly
    // 117 pt from its snap turns the page (the drag reaches the fraction, as seed 000's `Int(translation /
    // threshold)` does at exactly the threshold); one ulp short stays, one ulp beyond turns, in both directions.
    @Test func aSlowDragTurnsThePageAtExactlyTheDistanceFraction() {
        let layout = TrackLayout(viewportLength: 312, items: .uniform(count: 5, length: 312, spacing: 0))
        expectEqual((0..<3).map { layout.offset(ofVirtualSnap: $0) }, [0, 312, 624])
        let policy = SnapPolicy.paged(.init(distanceFraction: 0.375))
        let forward = 312.0 + 117
        let backward = 312.0 - 117
        let cases: [(Double, Int)] = [
            (forward, 2), (forward.nextDown, 1), (forward.nextUp, 2),
            (backward, 0), (backward.nextUp, 1), (backward.nextDown, 0),
        ]
        for (position, expected) in cases {
            #expect(
                policy.decision(from: 1, position: position, velocity: 0, layout: layout).target == expected,
                "\(position)")
            #expect(
                policy.decision(from: 1, position: position, velocity: 0, layout: layout).target == expected,
                "decision at \(position)")
        }
    }

    // MARK: - Unbounded windows

    // A window of 1,001 items: centre 500, a quarter 250. Items 250 and 750 are exactly a quarter away and stay;
    // 249 and 751 are more than a quarter away and recentre.
    @Test func aWindowRecentresOnlyBeyondAQuarterFromItsCentre() {
        let window = UnboundedIndexWindow(count: 1001, centeredOn: 0)
        expectEqual(window.center, 500)
        #expect(!window.isFarFromCenter(item: 750) && !window.isFarFromCenter(item: 250))
        #expect(window.isFarFromCenter(item: 751) && window.isFarFromCenter(item: 249))
        #expect(!window.isFarFromCenter(item: 500))
    }

    // The same boundary through `Pager.Command.recentre`: at item 750 nothing changes; at 751 the items are
    // renumbered so the host shows the same logical index at the centre.
    @Test(arguments: [(750, false), (250, false), (751, true), (249, true)])
    func aHostRecentresOnlyBeyondAQuarterFromTheCentre(item: Int, recentres: Bool) {
        var window = UnboundedIndexWindow(count: 1001, centeredOn: 10_000)
        var host = ComponentHost(Pager(window: window, settings: .onboarding()))
        _ = host.send(.select(index: item, animated: false), at: 0)
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        expectEqual(host.index, item)
        let logical = window.logicalIndex(ofItem: item)
        let origin = window.origin
        _ = host.send(.recentre, at: 1)
        window = host.window ?? window
        expectEqual((window.origin != origin), recentres)
        expectEqual(host.index, (recentres ? 500 : item))
        expectEqual(window.logicalIndex(ofItem: host.index), logical)
    }

    // MARK: - Self-sizing items

    // An item laid out 100 pt long: a measurement of exactly 100.5 or 99.5 (half a point away) relays the row
    // out; one ulp closer (100.5⁻, 99.5⁺) is sub-pixel rounding and ignored.
    @Test(arguments: [(100.5, true), (100.5.nextDown, false), (99.5, true), (99.5.nextUp, false)])
    func aMeasurementExactlyHalfAPointAwayRelaysOut(width: Double, relays: Bool) throws {
        let settings = Pager.Settings(
            configuration: Track.Configuration(layout: .init(alignment: .leading, containment: .none)),
            itemLength: .intrinsic(estimated: 100), itemSpacing: 10, leadingInset: 16)
        var host = ComponentHost(Pager(itemCount: 20, index: 0, settings: settings))
        _ = host.send(.viewport(width: 390, height: 60), at: 0)
        let items = host.track?.layout.items
        host.send(.measure(index: 2, width: width, height: 60), at: 0)
        let placement = try #require(host.placements(at: 0).first { $0.index == 2 })
        expectEqual((host.track?.layout.items != items), relays)
        expectEqual(placement.width, (relays ? width : 100))
    }
}
