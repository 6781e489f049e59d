import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// ``SpanList`` against its definition (entries of repaired gaps and lengths; starts the running sums of the
/// gaps and lengths before them; read clamped to the extent limit), and layouts over a list against layouts over
/// the same spans as an array, bit for bit.
@Suite("Span list: edits match the definition, layouts match arrays")
struct SpanListPropertyTests {
    /// The definition, on a plain array of entries.
    struct Reference {
        var entries: [(gap: Double, length: Double, invalid: Bool, clamped: Bool)] = []

        /// The documented repair: non-finite or negative → 0 (invalid), above 10⁹ → 10⁹ (clamped), rounded to
        /// the nearest multiple of 2⁻²².
        static func repair(_ value: Double) -> (Double, invalid: Bool, clamped: Bool) {
            guard value.isFinite, value >= 0 else { return (0, true, false) }
            let clamped = min(value, 1e9)
            let rounded = (clamped * 4_194_304).rounded(.toNearestOrAwayFromZero) / 4_194_304
            return (rounded == 0 ? 0 : rounded, false, value > 1e9)
        }

        static func entry(gap: Double, length: Double) -> (gap: Double, length: Double, invalid: Bool, clamped: Bool) {
            let g = repair(gap)
            let l = repair(length)
            return (g.0, l.0, g.invalid || l.invalid, g.clamped || l.clamped)
        }

        mutating func apply(_ op: Op) {
            switch op.kind {
            case 0:
                entries.insert(Self.entry(gap: op.gap, length: op.length), at: min(max(op.index, 0), entries.count))
            case 1:
                if op.index >= 0, op.index < entries.count { entries.remove(at: op.index) }
            case 2:
                if op.index >= 0, op.index < entries.count {
                    entries[op.index] = Self.entry(gap: op.gap, length: op.length)
                }
            default:
                entries.append(Self.entry(gap: op.gap, length: op.length))
            }
        }

        /// Starts are running sums, read clamped to 10⁹.
        var spans: [Span] {
            var end = 0.0
            return entries.map { entry in
                let start = end + entry.gap
                end = start + entry.length
                let clampedStart = min(start, 1e9)
                return Span(start: clampedStart, length: min(entry.length, 1e9 - clampedStart))
            }
        }
    }

    /// One edit: 0 insert, 1 remove, 2 replace, 3 append.
    struct Op {
        var kind: Int
        var index: Int
        var gap: Double
        var length: Double

        func apply(to list: inout SpanList) {
            switch kind {
            case 0: list.insert(length: length, gap: gap, at: index)
            case 1: list.remove(at: index)
            case 2: list.replace(at: index, length: length, gap: gap)
            default: list.append(length: length, gap: gap)
            }
        }
    }

    /// Mostly ordinary values; sometimes NaN, infinities, negatives, zero, values above the extent limit and
    /// values that are not multiples of the resolution.
    static let value = zip(Gen.int(in: 0...19), Gen.double(in: 0...400)).map { pick, x -> Double in
        switch pick {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return -x - 1
        case 4: return 0
        case 5: return 2e9 + x
        case 6: return 3e8 + x
        case 7: return x / 3
        default: return x.rounded()
        }
    }

    static let ops = zip(Gen.int(in: 0...3), Gen.int(in: -3...70), Self.value, Self.value).map {
        Op(kind: $0, index: $1, gap: $2, length: $3)
    }
    .array(of: 0...80)

    /// The list's spans, count, extent and repair reports are the definition's after any edits.
    @Test func editsMatchTheDefinition() async {
        await checkProperty(count: 400, input: Self.ops) { ops in
            var list = SpanList()
            var reference = Reference()
            for op in ops {
                op.apply(to: &list)
                reference.apply(op)
            }
            Self.expect(list, equals: reference)
        }
    }

    /// An item whose clamped values push later starts past 2³¹ points (where a sum rounds to 2⁻²¹), then is
    /// removed: the later item's start is again exactly its gap, not the gap plus what the round trip rounded.
    @Test func anEditPastTwoToTheThirtyOneLeavesLaterStartsExact() {
        let start = 900_000_000 + 0x1p-22
        var list = SpanList()
        list.append(length: 10, gap: start)
        list.insert(length: 2e9, gap: 2e9, at: 0)
        expectEqual(list.span(at: 1).start, 1e9, "read clamped to the extent limit")
        list.remove(at: 0)
        expectEqual(list.span(at: 0).start.bitPattern, start.bitPattern)
        list.insert(length: 2e9, gap: 0, at: 0)
        list.replace(at: 0, length: 0, gap: 0)
        expectEqual(list.span(at: 1).start.bitPattern, start.bitPattern)
    }

    /// Edits that split and empty chunks (thousands of items) keep the definition.
    @Test func editsAcrossChunksMatchTheDefinition() {
        var generator = SplitMix(seed: 14)
        var list = SpanList()
        var reference = Reference()
        for step in 0..<9000 {
            let n = reference.entries.count
            let op = Op(
                kind: step < 3000 ? 3 : (step < 7000 ? (step % 5 == 0 ? 1 : 0) : (step % 3 == 0 ? 2 : 1)),
                index: n == 0 ? 0 : Int(generator.next() % UInt64(n + 1)),
                gap: Double(generator.next() % 40), length: Double(generator.next() % 500) / 8)
            op.apply(to: &list)
            reference.apply(op)
            if step % 1500 == 0 { Self.expect(list, equals: reference) }
        }
        Self.expect(list, equals: reference)
        // Layouts over several chunks (summaries across chunk boundaries), bounded and looping.
        for loop in [false, true] {
            Self.expectSameLayouts(
                list: list, configuration: .init(alignment: .center, endInset: 7, loop: loop), viewport: 390,
                fractions: [0, 0.5, 0.99])
        }
        // A copy taken before an edit keeps its spans (copy-on-write chunks).
        let copy = list
        let before = Array(copy)
        list.insert(length: 10, gap: 10, at: list.count / 2)
        expectEqual(Array(copy), before)
        #expect(copy != list)
        list.remove(at: list.count / 2)
        expectEqual(copy, list)
    }

    /// The summaries at chunk boundaries: the largest step and the closest pair placed on the pairs a chunk does
    /// not see (the last entry of one chunk with the first of the next, and a chunk's first two entries).
    @Test(arguments: [1023, 1024, 2047, 2048, 0, 1, 2998])
    func summariesAtChunkBoundaries(at special: Int) {
        var list = SpanList()
        var reference = Reference()
        for i in 0..<3000 {
            let op = Op(kind: 3, index: 0, gap: i == special + 1 ? 900 : 5, length: i == special ? 400 : 10)
            op.apply(to: &list)
            reference.apply(op)
        }
        Self.expect(list, equals: reference)
        // And the closest pair there: a zero gap between two zero-length items.
        list.replace(at: special, length: 0, gap: 5)
        list.replace(at: special + 1, length: 0, gap: 0)
        reference.apply(Op(kind: 2, index: special, gap: 5, length: 0))
        reference.apply(Op(kind: 2, index: special + 1, gap: 0, length: 0))
        Self.expect(list, equals: reference)
    }

    static func expect(_ list: SpanList, equals reference: Reference) {
        let spans = reference.spans
        expectEqual(list.count, spans.count)
        expectEqual(Array(list).map(\.start.bitPattern), spans.map(\.start.bitPattern))
        expectEqual(Array(list).map(\.length.bitPattern), spans.map(\.length.bitPattern))
        expectEqual(list.firstInvalidIndex, reference.entries.firstIndex { $0.invalid })
        expectEqual(list.hasClampedValue, reference.entries.contains { $0.clamped })
        let extent = reference.entries.reduce(0.0) { $0 + $1.gap + $1.length }
        expectEqual(list.isWithinExtent, (extent <= 1e9))
        // Every read is clamped into range, never trapping.
        expectEqual(list.span(at: -5), (spans.first ?? Span(start: 0, length: 0)))
        expectEqual(list.span(at: Int.max), (spans.last ?? Span(start: 0, length: 0)))
    }

    /// Initializing from absolute spans takes each span's gap from the previous end; spans that start before it
    /// or are invalid are repaired as a layout repairs them.
    @Test func initializingFromSpansMatchesTheLayoutsRepairs() async {
        let spans = zip(Self.value, Self.value, Gen.int(in: 0...9)).array(of: 0...40)
        await checkProperty(count: 300, input: spans) { raw in
            var start = 0.0
            let spans = raw.map { gap, length, shape -> Span in
                let whole = gap.isFinite ? gap.rounded() : gap
                start += shape == 0 ? -whole : whole
                return Span(start: start, length: length.isFinite ? length.rounded() : length)
            }
            let list = SpanList(spans)
            let layout = TrackLayout(viewportLength: 390, items: .spans(spans))
            // Ordinary values (whole points, within the limit) are the layout's repaired spans exactly.
            if spans.allSatisfy({ $0.start.isFinite && $0.length.isFinite && $0.end <= 1e9 }) {
                expectEqual(Array(list), Self.layoutSpans(layout))
            }
            expectEqual(list.count, spans.count)
        }
    }

    static func layoutSpans(_ layout: TrackLayout) -> [Span] {
        (0..<layout.itemCount).map { layout.items.span(at: $0) }
    }

    static let listConfigurations = zip(SnapTablePropertyTests.storedConfigurations, Gen.int(in: 0...5)).map {
        configuration, extra in
        var configuration = configuration
        if extra == 0 { configuration.grouping = .auto }
        if extra == 1 { configuration.grouping = .count(1) }
        if extra == 2 { configuration.prefetchMargin = 300 }
        return configuration
    }

    /// A layout over `.list(l)` equals one over `.spans(Array(l))` bit for bit: snaps, snap items, limits,
    /// content length, looping, diagnostics (the list's repair reports first) and the visible items at random
    /// offsets.
    @Test func layoutsOverAListMatchLayoutsOverItsSpans() async {
        let touching = zip(Self.ops, Gen.int(in: 0...3)).map { ops, shape in
            // Touching zero-length items (stored snaps) in some lists.
            shape == 0
                ? ops.map {
                    Op(kind: $0.kind, index: $0.index, gap: 0, length: $0.length.rounded() == 7 ? 0 : $0.length)
                } : ops
        }
        await checkProperty(
            count: 400, input: touching, Self.listConfigurations, Gen.double(in: 10...1500),
            Gen.double(in: -0.2...1.2).array(of: 1...6)
        ) { ops, configuration, viewport, fractions in
            var list = SpanList()
            for op in ops { op.apply(to: &list) }
            Self.expectSameLayouts(list: list, configuration: configuration, viewport: viewport, fractions: fractions)
        }
    }

    static func expectSameLayouts(
        list: SpanList, configuration: TrackLayout.Configuration, viewport: Double, fractions: [Double]
    ) {
        let a = TrackLayout(viewportLength: viewport, items: .list(list), configuration: configuration)
        let b = TrackLayout(viewportLength: viewport, items: .spans(Array(list)), configuration: configuration)
        var reports: [TrackDiagnostic] = []
        if let index = list.firstInvalidIndex { reports.append(.invalidSpan(index: index)) }
        if !list.isWithinExtent || list.hasClampedValue { reports.append(.extentTooLarge(keptItems: list.count)) }
        expectEqual(a.diagnostics, reports + b.diagnostics)
        expectEqual(a.snaps.isComputed, b.snaps.isComputed)
        expectEqual(a.snaps.map(\.bitPattern), b.snaps.map(\.bitPattern))
        expectEqual(Array(a.snapItems), Array(b.snapItems))
        expectEqual(a.lowerLimit.bitPattern, b.lowerLimit.bitPattern)
        expectEqual(a.upperLimit.bitPattern, b.upperLimit.bitPattern)
        expectEqual(a.contentLength.bitPattern, b.contentLength.bitPattern)
        expectEqual(a.canLoop, b.canLoop)
        expectEqual(a.loops, b.loops)
        expectEqual(a.ringCopies, b.ringCopies)
        for fraction in fractions {
            let offset = a.lowerLimit + fraction * (a.upperLimit - a.lowerLimit + a.viewportLength)
            expectEqual(Array(a.visibleItems(at: offset)), Array(b.visibleItems(at: offset)))
        }
    }

    /// More items than the visible-items cap: short items (the list's bound cannot rule the cap out, so it is
    /// computed) and long ones (the bound rules it out), in small and huge windows, bounded and looping.
    @Test(arguments: [0.01, 0.5, 3, 300])
    func visibleCapMatchesArrays(length: Double) {
        var list = SpanList()
        for i in 0..<5000 { list.append(length: i % 7 == 0 ? 0 : length, gap: i % 3 == 0 ? 0.25 : 0) }
        // A small and a huge window by default, two between them as well with `make test-long`.
        for viewport in LongTests.isEnabled ? [50.0, 390, 20_000, 5_000_000] : [50, 5_000_000] {
            for margin in [0.0, 1000] {
                for loop in [false, true] {
                    Self.expectSameLayouts(
                        list: list,
                        configuration: .init(alignment: .leading, endInset: 3, loop: loop, prefetchMargin: margin),
                        viewport: viewport, fractions: [0, 0.3, 0.9])
                }
            }
        }
    }

    /// Bad input never traps: indices far out of range, NaN and infinite values, an empty list, and a relayout of
    /// a track over a list with an insertion at an absurd index.
    @Test func badInputNeverTraps() {
        var list = SpanList()
        list.remove(at: 0)
        list.remove(at: Int.min)
        list.replace(at: Int.max, length: 1, gap: 1)
        list.insert(length: .nan, gap: -.infinity, at: Int.min)
        list.insert(length: .infinity, gap: 1e300, at: Int.max)
        list.insert(length: -0.0, gap: .leastNonzeroMagnitude, at: 1)
        expectEqual(list.count, 3)
        expectEqual(list.firstInvalidIndex, 0)
        #expect(list.hasClampedValue)
        // The clamped gap ends the list exactly at the limit; one more point is beyond it.
        #expect(list.isWithinExtent)
        expectEqual(list.span(at: 2), Span(start: 1e9, length: 0))
        list.append(length: 1, gap: 0)
        #expect(!list.isWithinExtent)
        expectEqual(list.span(at: 3), Span(start: 1e9, length: 0))
        list.remove(at: 3)
        let layout = TrackLayout(viewportLength: 390, items: .list(list))
        #expect(layout.diagnostics.contains(.invalidSpan(index: 0)))
        #expect(layout.diagnostics.contains(.extentTooLarge(keptItems: 3)))
        var track = Track(viewportLength: 390, items: .list(list))
        list.insert(length: 50, gap: 5, at: 99)
        track.relayout(viewportLength: 390, items: .list(list), change: .inserted(at: 99, count: Int.max), at: 1)
        track.relayout(viewportLength: .nan, items: .list(SpanList()), change: .removed(0..<Int.max), at: 2)
        expectEqual(track.layout.itemCount, 0)
        expectEqual(TrackItems.list(SpanList()).span(at: 5), Span(start: 0, length: 0))
    }
}
