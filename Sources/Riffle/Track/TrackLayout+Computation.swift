extension TrackLayout {
    /// The tolerance, in points, Embla uses when grouping by size and when deciding that the content fits.
    @usableFromInline static let pixelTolerance = 2.0

    /// Computes the layout of `items` in a viewport of `viewportLength` points.
    ///
    /// Invalid input never traps and never passes silently: a non-finite or non-positive viewport gives an empty
    /// layout with a single snap at 0; invalid spans are replaced; unordered or overlapping spans are moved to
    /// start at the previous span's end; lengths above `maximumExtent` are clamped; custom alignments' results
    /// are made finite and their snaps put in order. Every repair is listed in `diagnostics`.
    ///
    /// - Parameters:
    ///   - viewportLength: The viewport's length along the axis, in points.
    ///   - items: The items' extents along the axis.
    ///   - configuration: Alignment, containment, grouping, end inset and looping.
    /// - Complexity: O(1) time and memory for uniform items grouped by count with a built-in alignment (the snaps
    ///   are computed on demand, see ``SnapOffsets``); O(n) otherwise (explicit spans, checked and their snaps
    ///   stored, and uniform items that need stored snaps).
    public init(viewportLength: Double, items: TrackItems, configuration: Configuration = Configuration()) {
        self.init(viewportLength: viewportLength, items: items, configuration: configuration, reusing: nil)
    }

    /// Computes a layout, reusing what `previous` found about the same items: when `items` are the previous
    /// layout's and needed no repair, they are not checked again, and the span statistics that do not depend on
    /// the viewport are not recomputed (a viewport change with a million spans then costs only the snaps).
    ///
    /// The result is the same as without `previous`.
    init(viewportLength: Double, items: TrackItems, configuration: Configuration, reusing previous: TrackLayout?) {
        var diagnostics: [TrackDiagnostic] = []
        var configuration = configuration
        configuration.endInset = Self.repaired(configuration.endInset, .invalidInset, into: &diagnostics)
        configuration.prefetchMargin = Self.repaired(configuration.prefetchMargin, .invalidInset, into: &diagnostics)
        // Items a previous layout took without repair are valid as they are (Array's == is O(1) for shared
        // storage); the uniform limit depends on the configuration, so only spans are reused.
        let reused: TrackLayout? =
            if case .uniform = items {
                nil
            } else if let previous, previous.itemsAreClean, previous.items == items { previous } else { nil }
        let diagnosticCount = diagnostics.count
        let items = reused?.items ?? Self.sanitized(items, configuration: configuration, diagnostics: &diagnostics)
        self.itemsAreClean = diagnostics.count == diagnosticCount
        let count = items.count
        var tooLarge = configuration.endInset > Self.maximumExtent || configuration.prefetchMargin > Self.maximumExtent
        configuration.endInset = Swift.min(configuration.endInset, Self.maximumExtent)
        configuration.prefetchMargin = Swift.min(configuration.prefetchMargin, Self.maximumExtent)
        let validViewport = viewportLength.isFinite && viewportLength > 0
        if !validViewport { diagnostics.append(.invalidViewport(length: viewportLength)) }
        if validViewport, viewportLength > Self.maximumExtent { tooLarge = true }
        if tooLarge { diagnostics.append(.extentTooLarge(keptItems: count)) }
        let view = validViewport ? Swift.min(viewportLength, Self.maximumExtent) : 0
        if count == 0 { diagnostics.append(.noItems) }

        self.viewportLength = view
        self.items = items
        guard count > 0, validViewport else {
            self.configuration = configuration
            self.snaps = [0]
            self.snapItems = .sized([0..<count])
            self.contentLength = count == 0 ? 0 : Self.contentLength(items: items, startGap: 0, endGap: 0)
            self.lowerLimit = 0
            self.upperLimit = 0
            self.canLoop = false
            self.loops = false
            self.ringCopies = 1
            self.ringCopiesAreCapped = false
            self.startGap = 0
            self.endGap = 0
            self.visibleReach = nil
            self.diagnostics = diagnostics
            return
        }

        let loopRequested = configuration.loop
        // Looping: can the items cover the viewport? Checked with the loop's edge gaps (Embla reads them when
        // looping): each item's complement must cover the viewport.
        var canLoop = false
        if loopRequested {
            let loopStartGap = Swift.abs(items.span(at: 0).start)
            let loopEndGap = configuration.endInset
            let loopContent = Self.contentLength(items: items, startGap: loopStartGap, endGap: loopEndGap)
            let largest = Self.largestSizeWithGaps(items: items, startGap: loopStartGap, endGap: loopEndGap)
            canLoop = loopContent - largest >= view - 0.1
            if !canLoop {
                diagnostics.append(
                    .loopImpossible(
                        contentLength: loopContent, viewportLength: view,
                        repeating: configuration.repeatsWhenLoopIsImpossible))
            }
        }
        let loops = loopRequested && (canLoop || configuration.repeatsWhenLoopIsImpossible)

        // A bounded fallback is laid out as Embla rebuilds it, with `loop: false` and the configured containment.
        let containment = loops ? ScrollContainment.none : configuration.containment
        // Embla reads the edge gaps when looping or containing.
        let readEdgeGap = loops || containment != .none
        let startGap = readEdgeGap ? Swift.abs(items.span(at: 0).start) : 0
        let endGap = readEdgeGap ? configuration.endInset : 0
        let content = Self.contentLength(items: items, startGap: startGap, endGap: endGap)

        if case .count(let size) = configuration.grouping, size > 1, count % size != 0 {
            diagnostics.append(.groupSizeDoesNotDivideCount(groupSize: size, count: count))
        }
        let containSnaps = !loops && containment != .none
        // A contained track whose content fits has one snap at 0 that holds every item. (Stored snaps are still
        // computed for their diagnostics: a custom alignment's unordered snaps are reported whatever the
        // containment.)
        let single = containSnaps && content <= view + Self.pixelTolerance
        let snapContainment = containSnaps && !single ? containment : .none
        var snaps: SnapOffsets
        var registry: SnapItemRanges
        if let rule = UniformSnapRule(
            items: items, viewportLength: view, configuration: configuration, loops: loops,
            containment: snapContainment, contentLength: content, diagnostics: &diagnostics)
        {
            (snaps, registry) = (SnapOffsets(rule: rule), .counted(rule.groups))
        } else {
            (snaps, registry) = Self.storedSnaps(
                items: items, viewportLength: view, configuration: configuration, loops: loops,
                containment: snapContainment, contentLength: content, startGap: startGap, endGap: endGap,
                diagnostics: &diagnostics)
        }
        if single { (snaps, registry) = ([0], .sized([0..<count])) }

        self.configuration = configuration
        self.snaps = snaps
        self.snapItems = registry
        self.contentLength = content
        self.lowerLimit = snaps[0]
        self.upperLimit = loops ? snaps[0] + content : snaps[snaps.count - 1]
        self.canLoop = canLoop
        self.loops = loops
        // Copies of one item that can intersect the window (an open interval of length window + item length,
        // measured in laps, holds at most ⌈(window + length) / content⌉ integers).
        let window = view + 2 * configuration.prefetchMargin
        let laps = loops && content > 0 ? ((window + Self.largestLength(items: items)) / content).rounded(.up) : 1
        if laps <= Double(Self.maximumRingCopies) {
            self.ringCopies = Swift.max(1, Int(laps))
            self.ringCopiesAreCapped = false
        } else {
            self.ringCopies = Self.maximumRingCopies
            self.ringCopiesAreCapped = true
            diagnostics.append(.ringCopiesCapped(maximum: Self.maximumRingCopies))
        }
        let reach = Self.visibleReach(
            items: items, contentLength: content, loops: loops, limit: Self.maximumVisibleItems, reusing: reused)
        self.visibleReach = reach
        if Self.exceedsVisibleLimit(
            window: window, items: items, contentLength: content, loops: loops, ringCopies: self.ringCopies,
            limit: Self.maximumVisibleItems, reach: reach)
        {
            diagnostics.append(.visibleItemsCapped(maximum: Self.maximumVisibleItems))
        }
        self.startGap = startGap
        self.endGap = endGap
        self.diagnostics = diagnostics
    }

    /// Replaces invalid spans, clamps extents to `maximumExtent`, moves unordered or overlapping spans to the
    /// previous span's end, and reports each kind of repair.
    private static func sanitized(
        _ items: TrackItems, configuration: Configuration, diagnostics: inout [TrackDiagnostic]
    ) -> TrackItems {
        let limit = maximumExtent
        switch items {
        case .uniform(let count, let length, let spacing, let inset):
            var length = repaired(length, .invalidSpan(index: 0), into: &diagnostics)
            var spacing = repaired(spacing, .invalidInset, into: &diagnostics)
            var inset = repaired(inset, .invalidInset, into: &diagnostics)
            let clampedSizes = length > limit - Swift.min(inset, limit) || spacing > limit || inset > limit
            inset = Swift.min(inset, limit)
            length = Swift.min(length, limit - inset)
            spacing = Swift.min(spacing, limit)
            // Items laid out by rule cost nothing per item; others store a snap per group.
            let most =
                snapRuleApplies(length: length, spacing: spacing, configuration: configuration)
                ? maximumUniformItemCount : maximumItemCount
            var kept = Swift.min(Swift.max(0, count), most)
            // Item k ends at inset + k × stride + length; keep the items that end within the maximum extent.
            let stride = length + spacing
            if kept > 0, stride > 0 {
                let lastFitting = ((limit - inset - length) / stride).rounded(.down)
                if lastFitting < Double(kept - 1) { kept = Int(lastFitting) + 1 }
            }
            if clampedSizes || kept != Swift.max(0, count) { diagnostics.append(.extentTooLarge(keptItems: kept)) }
            return .uniform(count: kept, length: length, spacing: spacing, leadingInset: inset)
        case .spans(let spans):
            var result = spans
            var previousEnd = 0.0
            var reportedOrder = false
            var reportedOverlap = false
            var reportedExtent = false
            // Spans are copied only from the first one repaired (valid spans are shared, not copied).
            for i in result.indices {
                var span = result[i]
                if !span.start.isFinite || !span.length.isFinite || span.length < 0 || span.start < 0 {
                    span = Span(start: previousEnd, length: 0)
                    diagnostics.append(.invalidSpan(index: i))
                } else if i > 0, span.start < previousEnd {
                    if span.start < result[i - 1].start {
                        if !reportedOrder { diagnostics.append(.unorderedSpans(index: i)) }
                        reportedOrder = true
                    } else {
                        if !reportedOverlap { diagnostics.append(.overlappingSpans(index: i)) }
                        reportedOverlap = true
                    }
                    span.start = previousEnd
                }
                if span.start > limit || span.end > limit {
                    if !reportedExtent { diagnostics.append(.extentTooLarge(keptItems: spans.count)) }
                    reportedExtent = true
                    span.start = Swift.min(span.start, limit)
                    span.length = Swift.min(span.length, limit - span.start)
                }
                if span != result[i] { result[i] = span }
                previousEnd = span.end
            }
            return .spans(result)
        case .list(let list):
            // A list repaired its values as they entered it and is read clamped to the limit: only the reports.
            if let index = list.firstInvalidIndex { diagnostics.append(.invalidSpan(index: index)) }
            if !list.isWithinExtent || list.hasClampedValue {
                diagnostics.append(.extentTooLarge(keptItems: list.count))
            }
            return items
        }
    }

    /// `value` when it is finite and not negative; otherwise 0, with `diagnostic` reported.
    private static func repaired(
        _ value: Double, _ diagnostic: TrackDiagnostic, into diagnostics: inout [TrackDiagnostic]
    ) -> Double {
        if value.isFinite, value >= 0 { return value }
        diagnostics.append(diagnostic)
        return 0
    }

    /// Embla's `slideSizesWithGaps[i]`: the first item includes the start gap, the last the end gap, the others
    /// the distance to the next item's start.
    @inlinable
    static func sizeWithGaps(items: TrackItems, index: Int, startGap: Double, endGap: Double) -> Double {
        let count = items.count
        let span = items.span(at: index)
        if index == 0 { return Swift.abs(span.length + startGap) }
        if index == count - 1 { return Swift.abs(span.length + endGap) }
        return Swift.abs(items.span(at: index + 1).start - span.start)
    }

    /// Embla's `contentSize = -last(snaps) + last(slideSizesWithGaps)`.
    private static func contentLength(items: TrackItems, startGap: Double, endGap: Double) -> Double {
        let last = items.count - 1
        return Swift.abs(items.span(at: last).start)
            + sizeWithGaps(items: items, index: last, startGap: startGap, endGap: endGap)
    }

    private static func largestLength(items: TrackItems) -> Double {
        switch items {
        case .uniform(_, let length, _, _): return length
        case .spans, .list: return (0..<items.count).reduce(0) { Swift.max($0, items.span(at: $1).length) }
        }
    }

    private static func largestSizeWithGaps(items: TrackItems, startGap: Double, endGap: Double) -> Double {
        let count = items.count
        switch items {
        case .uniform:
            // The first, the last and one in between (every other item has the same size).
            return [0, count - 1, Swift.min(1, count - 1)].reduce(0) {
                Swift.max($0, sizeWithGaps(items: items, index: $1, startGap: startGap, endGap: endGap))
            }
        case .spans, .list:
            return (0..<count).reduce(0) {
                Swift.max($0, sizeWithGaps(items: items, index: $1, startGap: startGap, endGap: endGap))
            }
        }
    }

    /// Embla's `SlidesToScroll.groupSlides` for ``SnapGrouping/auto`` (as many items per group as fit the
    /// viewport), as contiguous index ranges (empty groups dropped).
    static func sizedGroups(
        items: TrackItems, viewportLength: Double, loop: Bool, startGap: Double, endGap: Double
    ) -> [Range<Int>] {
        let count = items.count
        var result: [Range<Int>] = []
        var boundaries: [Int] = []
        for b in 0..<count {
            let a = boundaries.last ?? 0
            let isFirst = a == 0
            let isLast = b == count - 1
            let edgeA = -items.span(at: a).start
            let edgeB = -items.span(at: b).end
            let gapA = !loop && isFirst ? startGap : 0
            let gapB = !loop && isLast ? endGap : 0
            let chunk = Swift.abs(edgeB - gapB - (edgeA + gapA))
            if chunk > viewportLength + pixelTolerance { boundaries.append(b) }
            if isLast { boundaries.append(count) }
        }
        var previous = 0
        for boundary in boundaries {
            if boundary > previous { result.append(previous..<boundary) }
            previous = Swift.max(previous, boundary)
        }
        return result
    }

    /// Embla's `ScrollContain` bounding step for one snap, in forward coordinates: the first snap goes to 0, the
    /// last to the end limit, the others are clamped (and pulled onto a limit within 1 point), all rounded to 3
    /// decimals.
    ///
    /// - Parameters:
    ///   - snap: The aligned snap.
    ///   - index: Its index among the aligned snaps.
    ///   - lastIndex: The last aligned snap's index.
    ///   - minLocation: `viewportLength − contentLength` (Embla works in negative locations, up to 0).
    @inlinable
    static func containedSnap(_ snap: Double, index: Int, lastIndex: Int, minLocation: Double) -> Double {
        let maxLocation = 0.0
        let location = -snap
        var clamped = location
        if location < minLocation {
            clamped = minLocation
        } else if location > maxLocation {
            clamped = maxLocation
        }
        let value: Double
        if index == 0 {
            value = maxLocation
        } else if index == lastIndex {
            value = minLocation
        } else if Swift.abs(minLocation - clamped) <= 1 {
            value = minLocation
        } else if Swift.abs(maxLocation - clamped) <= 1 {
            value = maxLocation
        } else {
            value = clamped
        }
        // Rounded half away from zero to three decimals (JavaScript's `toFixed(3)` for the values that occur here).
        return -((value * 1000).rounded(.toNearestOrAwayFromZero) / 1000) + 0.0
    }
}
