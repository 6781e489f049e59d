import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Computed snap tables (``SnapOffsets`` and ``SnapItemRanges`` backed by a rule) against Embla's definitions
/// computed one snap at a time into arrays, bit for bit, for random configurations.
@Suite("Track layout: computed snap tables match the stored computation")
struct SnapTablePropertyTests {
    /// Embla's tables for `items` (valid: ordered, finite), computed as arrays: `ScrollSnaps` (aligned group
    /// starts), the ordering of snaps (non-decreasing, within one lap on a loop), `ScrollContain` (clamp, pull
    /// within 1 pt onto a limit, round to thousandths, trim duplicates at the ends) and the slide registry.
    struct Reference {
        var snaps: [Double] = []
        var items: [Range<Int>] = []
        var unorderedAt: Int?
        /// Whether containment found that the content fits the viewport (one snap at 0).
        var fits = false

        init(viewport: Double, items source: TrackItems, configuration c: TrackLayout.Configuration) {
            let n = source.count
            let loops = c.loop  // valid items always loop or repeat (repeatsWhenLoopIsImpossible defaults to true)
            let containment = loops ? ScrollContainment.none : c.containment
            let readGaps = loops || containment != .none
            let startGap = readGaps ? abs(source.span(at: 0).start) : 0
            let endGap = readGaps ? c.endInset : 0
            let lastSpan = source.span(at: n - 1)
            let lastSize = n == 1 ? abs(lastSpan.length + startGap) : abs(lastSpan.length + endGap)
            let content = abs(lastSpan.start) + lastSize
            guard case .count(let k0) = c.grouping else { return }
            let k = max(1, k0)
            var groups: [Range<Int>] = []
            var s = 0
            while s < n {
                groups.append(s..<min(n, s + k))
                s += k
            }
            var aligned: [Double] = groups.enumerated().map { g, group in
                let first = source.span(at: group.lowerBound)
                let last = source.span(at: group.upperBound - 1)
                let offset = c.alignment.offset(
                    viewportLength: viewport, groupLength: abs(last.end - first.start), index: g)
                return abs(first.start) - offset
            }
            let ceiling = loops ? aligned[0] + content : .infinity
            for g in aligned.indices.dropFirst() {
                let value = min(max(aligned[g], aligned[g - 1]), ceiling)
                if value != aligned[g], unorderedAt == nil { unorderedAt = g }
                aligned[g] = value
            }
            snaps = aligned
            self.items = groups
            if containment != .none {
                if content <= viewport + 2 {
                    fits = true
                    snaps = [0]
                    self.items = [0..<n]
                    return
                }
                let minLocation = -content + viewport
                let bounded: [Double] = aligned.enumerated().map { g, snap in
                    let clamped = min(max(-snap, minLocation), 0)
                    var value = clamped
                    if g == 0 {
                        value = 0
                    } else if g == aligned.count - 1 {
                        value = minLocation
                    } else if abs(minLocation - clamped) <= 1 {
                        value = minLocation
                    } else if abs(0 - clamped) <= 1 {
                        value = 0
                    }
                    return -((value * 1000).rounded(.toNearestOrAwayFromZero) / 1000) + 0.0
                }
                snaps = bounded
                if containment == .trimSnaps {
                    let lower = bounded.lastIndex(of: bounded[0]) ?? 0
                    let upper = (bounded.firstIndex(of: bounded[bounded.count - 1]) ?? 0) + 1
                    if lower < upper {
                        snaps = Array(bounded[lower..<upper])
                        var registry = Array(groups[lower..<upper])
                        registry[0] = 0..<registry[0].upperBound
                        registry[registry.count - 1] = registry[registry.count - 1].lowerBound..<n
                        self.items = registry
                    }
                }
            }
            snaps = snaps.map { $0 + 0.0 }
            if snaps.count == 1 { self.items = [0..<n] }
        }

        /// The nearest snap by a linear scan: before the first snap, 0; past the last, the last (or, on a loop,
        /// the next lap's first, index `count`, when nearer); otherwise the nearer of the last snap at or before
        /// `x` and the one after it (ties to the earlier).
        func nearest(to x: Double, wrapAt: Double?) -> Int {
            let last = snaps.count - 1
            if x <= snaps[0] { return 0 }
            if x >= snaps[last] {
                guard let wrapAt else { return last }
                return x - snaps[last] <= wrapAt - x ? last : snaps.count
            }
            let low = snaps.lastIndex { $0 <= x } ?? 0
            return x - snaps[low] <= snaps[low + 1] - x ? low : low + 1
        }
    }

    static let alignments: [SnapAlignment] = [.leading, .center, .trailing, .fraction(0.25), .fraction(-0.4)]

    static let configurations = zip(
        Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.int(in: 1...4), Gen.bool, Gen.double(in: 0...60)
    ).map { alignment, containment, group, loop, endInset in
        TrackLayout.Configuration(
            alignment: alignments[alignment], containment: ScrollContainment.allCases[containment],
            grouping: .count(group), endInset: endInset, loop: loop)
    }

    /// Configurations for stored snaps: the built-in alignments and custom ones that put snaps out of order.
    static let storedConfigurations = zip(Self.configurations, Gen.int(in: 0...3)).map { configuration, custom in
        var configuration = configuration
        switch custom {
        case 0: configuration.alignment = .custom(id: "zigzag") { _, _, index in index % 2 == 0 ? 0 : 250 }
        case 1: configuration.alignment = .custom(id: "wide") { viewport, group, _ in viewport * 3 - group }
        default: break
        }
        return configuration
    }

    static let uniformItems = zip(
        Gen.int(in: 1...400), Gen.double(in: 0...500), Gen.double(in: 0...40), Gen.double(in: 0...80),
        Gen.int(in: 0...9)
    ).map { count, length, spacing, inset, shape -> TrackItems in
        switch shape {
        // Strides near the rule's threshold, and zero-length items.
        case 0: return .uniform(count: count, length: 0.0005 + length / 1e6, spacing: 0.0005, leadingInset: inset)
        case 1: return .uniform(count: count, length: 0, spacing: spacing + 0.001, leadingInset: inset)
        // Far from the origin: large coordinates.
        case 2: return .uniform(count: count, length: length + 1, spacing: spacing, leadingInset: 9e8)
        default: return .uniform(count: count, length: length, spacing: spacing, leadingInset: inset)
        }
    }

    /// Rule-backed tables equal the arrays bit for bit (offsets, ranges, limits, reported reordering), and the
    /// rule is used exactly where it applies.
    @Test func computedTablesMatchTheDefinitions() async {
        await checkProperty(
            count: 400, input: Self.uniformItems, Self.configurations, Gen.double(in: 10...2000)
        ) { items, configuration, viewport in
            let layout = TrackLayout(viewportLength: viewport, items: items, configuration: configuration)
            let reference = Reference(viewport: viewport, items: items, configuration: configuration)
            guard case .uniform(_, let length, let spacing, _) = items else { return }
            expectEqual(layout.snaps.isComputed, (length + spacing >= 1e-3 && !reference.fits))
            #expect(layout.snapItems.isComputed || reference.fits)
            expectEqual(layout.snaps.count, reference.snaps.count)
            expectEqual(layout.snaps.map(\.bitPattern), reference.snaps.map(\.bitPattern))
            expectEqual(Array(layout.snapItems), reference.items)
            expectEqual(layout.lowerLimit.bitPattern, reference.snaps[0].bitPattern)
            #expect(
                layout.diagnostics.contains(.unorderedSnaps(index: reference.unorderedAt ?? -1))
                    == (reference.unorderedAt != nil))
        }
    }

    /// Explicit spans (stored offsets, computed ranges) against the same definitions, with custom alignments and
    /// touching zero-length spans too.
    @Test func storedSpanTablesMatchTheDefinitions() async {
        let spans = zip(Gen.double(in: 0...300), Gen.double(in: 0...30)).array(of: 1...60).map { pairs in
            var start = 0.0
            return pairs.map { length, gap -> Span in
                defer { start += length + gap }
                return Span(start: start + gap, length: length.rounded() == 7 ? 0 : length)
            }
        }
        await checkProperty(count: 300, input: spans, Self.storedConfigurations, Gen.double(in: 10...1500)) {
            spans, configuration, viewport in
            let layout = TrackLayout(viewportLength: viewport, items: .spans(spans), configuration: configuration)
            let reference = Reference(viewport: viewport, items: .spans(spans), configuration: configuration)
            // Explicit spans' snaps are stored (issue 22: the rule that computed them is removed).
            guard case .count = configuration.grouping else { return }
            #expect(!layout.snaps.isComputed)
            expectEqual(layout.snaps.map(\.bitPattern), reference.snaps.map(\.bitPattern))
            expectEqual(Array(layout.snapItems), reference.items)
            #expect(
                layout.diagnostics.contains(.unorderedSnaps(index: reference.unorderedAt ?? -1))
                    == (reference.unorderedAt != nil))
        }
    }

    /// The nearest snap (searched from a hint, or by arithmetic for computed offsets) is the exhaustive search's,
    /// bounded and on a loop, whatever the hint.
    @Test func nearestSnapMatchesAnExhaustiveSearch() async {
        await checkProperty(
            count: 300, input: Self.uniformItems, Self.configurations, Gen.double(in: -0.2...1.2).array(of: 1...8),
            Gen.int(in: -5...500)
        ) { items, configuration, fractions, hint in
            let layout = TrackLayout(viewportLength: 390, items: items, configuration: configuration)
            let reference = Reference(viewport: 390, items: items, configuration: configuration)
            let span = layout.snaps[layout.snapCount - 1] - layout.snaps[0] + 400
            for fraction in fractions {
                let x = layout.snaps[0] - 200 + fraction * span
                let wrap = layout.loops ? layout.snaps[0] + layout.contentLength : nil
                let expected = reference.nearest(to: x, wrapAt: wrap)
                expectEqual(layout.snaps.nearestIndex(to: x, wrapAt: wrap, hint: nil), expected)
                expectEqual(layout.snaps.nearestIndex(to: x, wrapAt: wrap, hint: hint), expected)
                let stored = SnapOffsets(Array(layout.snaps))
                expectEqual(stored.nearestIndex(to: x, wrapAt: wrap, hint: hint), expected)
            }
        }
    }
}
