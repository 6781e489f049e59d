extension PageIndicator {
    /// Everything needed to place any dot, computed once per layout query.
    ///
    /// Positions run along the axis from the control's leading edge; `u` is a page's slot in the window
    /// (`page - offset`): 0 for the leading slot, `slotCount - 1` for the trailing one.
    struct LayoutMetrics: Hashable, Sendable {
        /// The layout axis.
        var axis: Axis
        /// The control's length along the axis, in points.
        var length: Double
        /// The control's thickness across the axis, in points.
        var thickness: Double
        /// The full-size dot diameter.
        var diameter: Double
        /// The distance between adjacent dot centres.
        var pitch: Double
        /// The number of window slots (0 when nothing is shown).
        var slotCount: Int
        /// The number of shrinking dots at a scrolled edge.
        var shrinkLevels: Int
        /// The sanitised edge scales, outermost first.
        var edgeScales: [Double]
        /// The page position at the leading slot.
        var offset: Double
        /// How much the leading edge shrinks, 0 (no pages beyond) to 1.
        var leadingWeight: Double
        /// How much the trailing edge shrinks, 0 (no pages beyond) to 1.
        var trailingWeight: Double
        /// The centre of the leading slot, along the axis.
        var firstSlotCenter: Double
        /// The displayed page position.
        var displayPosition: Double
        /// The pages with a dot, possibly partly shrunk away at a sliding edge.
        var visiblePages: Range<Int>

        /// The along-axis centre of a (possibly fractional) slot.
        func center(ofSlot slot: Double) -> Double {
            firstSlotCenter + slot * pitch
        }

        /// The (possibly fractional) slot under an along-axis position.
        func slot(at position: Double) -> Double {
            (position - firstSlotCenter) / pitch
        }

        /// The scale of a dot `distance` slots inside a window edge, when that edge has pages beyond it.
        ///
        /// 0 one slot outside the edge, the outermost edge scale at the edge, then the next scales, then 1.
        func edgeScale(atDistance distance: Double) -> Double {
            if distance <= -1 { return 0 }
            let levels = shrinkLevels
            if distance >= Double(levels) { return 1 }
            let outermost = levels > 0 ? edgeScales[0] : 1
            if distance < 0 { return (distance + 1) * outermost }
            let level = Int(distance)
            let fraction = distance - Double(level)
            let lower = edgeScales[level]
            let upper = level + 1 < levels ? edgeScales[level + 1] : 1
            return lower + (upper - lower) * fraction
        }

        /// The dot for a page in ``visiblePages``.
        func dot(forPage page: Int) -> Dot {
            let slot = Double(page) - offset
            let leading = 1 - leadingWeight * (1 - edgeScale(atDistance: slot))
            let trailing = 1 - trailingWeight * (1 - edgeScale(atDistance: Double(slotCount - 1) - slot))
            let scale = min(leading, trailing)
            let along = center(ofSlot: slot)
            let across = thickness / 2
            let center = axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
            let selection = max(0, 1 - abs(Double(page) - displayPosition))
            return Dot(page: page, center: center, diameter: diameter * scale, scale: scale, selection: selection)
        }

        /// The nearest visible page to an along-axis position.
        func nearestVisiblePage(to position: Double) -> Int {
            let page = (offset + slot(at: position)).rounded()
            let first = Double(visiblePages.lowerBound)
            let last = Double(visiblePages.upperBound - 1)
            return Int(min(max(page, first), last))
        }
    }
}
