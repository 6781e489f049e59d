extension PageIndicator {
    /// The size the indicator needs to show its dots without a window sliding for lack of room: `x` is the
    /// width, `y` the height.
    ///
    /// Along the axis, `n` full-size dots and the `n - 1` gaps between them, where `n` is the smaller of the page
    /// count and ``Configuration/maximumVisibleDots``; across it, one dot diameter. Zero when hidden.
    /// Hosts add their own padding; the touch area grows to ``Configuration/minimumTouchTarget`` on its own.
    ///
    /// - Complexity: O(1).
    var intrinsicSize: Vector {
        let dots = intrinsicDotCount
        guard dots > 0 else { return .zero }
        let along = Double(dots) * configuration.dotDiameter + Double(dots - 1) * configuration.spacing
        let across = configuration.dotDiameter
        return configuration.axis == .horizontal ? Vector(x: along, y: across) : Vector(x: across, y: along)
    }

    /// The number of window slots: how many full-size dots are shown (0 when nothing is).
    ///
    /// The smallest of the page count, ``Configuration/maximumVisibleDots`` and the number of dots that fit
    /// along the control's length. While the window slides, one more dot is partly shown.
    ///
    /// - Complexity: O(1).
    var visibleSlotCount: Int {
        guard let (length, _) = controlExtent else { return 0 }
        let cap = intrinsicDotCount
        guard cap > 0 else { return 0 }
        guard size != nil else { return cap }
        let diameter = configuration.dotDiameter
        guard length >= diameter else { return 0 }
        let gaps = (length - diameter) / (diameter + configuration.spacing)
        let fitting = (gaps + 1e-9 * max(1, gaps)).rounded(.down) + 1
        return Int(min(fitting, Double(cap)))
    }

    /// The most dots shown at the intrinsic size (before fitting in the control), 0 when hidden or dotless: at
    /// most ``maximumShownDots``.
    var intrinsicDotCount: Int {
        guard !isHidden, configuration.dotDiameter > 0 else { return 0 }
        return min(count, configuration.maximumVisibleDots, PageIndicator.maximumShownDots)
    }

    /// The control's length along and thickness across the axis, or `nil` when it has no area.
    var controlExtent: (length: Double, thickness: Double)? {
        let size = self.size ?? intrinsicSize
        let axis = configuration.axis
        let length = size[axis]
        let thickness = size[axis.cross]
        guard length.isFinite, thickness.isFinite, length > 0, thickness > 0 else { return nil }
        return (length, thickness)
    }

    /// The number of shrinking dots at a scrolled edge for a window of `slots` slots.
    ///
    /// None without a window; otherwise as many edge scales as leave at least one full-size slot between the
    /// two edges.
    func shrinkLevels(slots: Int) -> Int {
        guard count > slots, slots > 0 else { return 0 }
        return min(configuration.edgeScales.count, (slots - 1) / 2)
    }

    /// The layout parameters for the current state, or `nil` when no dot is shown.
    ///
    /// - Complexity: O(1).
    var layoutMetrics: LayoutMetrics? {
        let slots = visibleSlotCount
        guard slots > 0, let (length, thickness) = controlExtent else { return nil }
        let diameter = configuration.dotDiameter
        let pitch = diameter + configuration.spacing
        let content = Double(slots) * diameter + Double(slots - 1) * configuration.spacing
        let offset = windowOffset
        let windowed = count > slots
        let first = Int(offset.rounded(.down))
        let last = min(Int((offset + Double(slots - 1)).rounded(.up)), count - 1)
        return LayoutMetrics(
            axis: configuration.axis,
            thickness: thickness,
            diameter: diameter,
            pitch: pitch,
            slotCount: slots,
            shrinkLevels: shrinkLevels(slots: slots),
            edgeScales: configuration.edgeScales,
            offset: offset,
            leadingWeight: windowed ? min(max(offset, 0), 1) : 0,
            trailingWeight: windowed ? min(max(Double(count - slots) - offset, 0), 1) : 0,
            firstSlotCenter: (length - content) / 2 + diameter / 2,
            displayPosition: displayPosition,
            visiblePages: first..<(last + 1)
        )
    }

    /// Slides the window after a change, as little as possible.
    ///
    /// The displayed position stays in the window's inner region (clear of the shrinking edge dots) and the
    /// window stays within the pages. When the display rests on the current page, that page's dot is therefore
    /// always shown at full size.
    ///
    /// - Complexity: O(1).
    mutating func updateWindow() {
        let slots = visibleSlotCount
        guard slots > 0, count > slots else {
            windowOffset = 0
            return
        }
        let levels = shrinkLevels(slots: slots)
        let position = displayPosition
        var offset = windowOffset
        offset = min(max(offset, position - Double(slots - 1 - levels)), position - Double(levels))
        offset = min(max(offset, 0), Double(count - slots))
        windowOffset = offset
    }

    /// One dot to draw.
    public struct Dot: Hashable, Sendable {
        /// The page the dot stands for.
        public var page: Int
        /// The dot's centre, in points, relative to the control's origin.
        public var center: Point
        /// The dot's diameter after the edge shrink, in points.
        public var diameter: Double
        /// The edge shrink, `0...1`: ``diameter`` over ``Configuration/dotDiameter``.
        var scale: Double
        /// How selected the dot is, `0...1`: 1 for the displayed page, shared between two neighbours while the
        /// pages move (progress 2.5 gives dots 2 and 3 half each).
        ///
        /// Blend the dot's colour with it, for example white at `0.5 + 0.5 * selection` opacity.
        public var selection: Double
    }

    /// Everything needed to place any dot, computed once per layout query.
    ///
    /// Positions run along the axis from the control's leading edge; `u` is a page's slot in the window
    /// (`page - offset`): 0 for the leading slot, `slotCount - 1` for the trailing one.
    struct LayoutMetrics: Hashable, Sendable {
        /// The layout axis.
        var axis: Axis
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
