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
        let along = Double(dots) * _configuration.dotDiameter + Double(dots - 1) * _configuration.spacing
        let across = _configuration.dotDiameter
        return _configuration.axis == .horizontal ? Vector(x: along, y: across) : Vector(x: across, y: along)
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
        guard _size != nil else { return cap }
        let diameter = _configuration.dotDiameter
        guard length >= diameter else { return 0 }
        let gaps = (length - diameter) / (diameter + _configuration.spacing)
        let fitting = (gaps + 1e-9 * max(1, gaps)).rounded(.down) + 1
        return Int(min(fitting, Double(cap)))
    }

    /// The pages that have a dot, in order.
    ///
    /// Usually ``visibleSlotCount`` pages; one more while the window is between two positions, the outgoing
    /// and incoming dots shrunk toward nothing. Empty when nothing is shown.
    ///
    /// - Complexity: O(1).
    var visiblePages: Range<Int> {
        layoutMetrics?.visiblePages ?? 0..<0
    }

    /// The dots to draw, in page order, computed on access without allocating.
    ///
    /// - Complexity: O(1) to create; O(1) per dot read.
    public var visibleDots: VisibleDots {
        VisibleDots(metrics: layoutMetrics)
    }

    /// The dot for a page, or `nil` when that page has no visible dot.
    ///
    /// - Parameter page: A page index.
    /// - Returns: The page's dot, with its centre relative to the control's origin.
    /// - Complexity: O(1).
    public func dot(forPage page: Int) -> Dot? {
        guard let metrics = layoutMetrics, metrics.visiblePages.contains(page) else { return nil }
        return metrics.dot(forPage: page)
    }

    /// The most dots shown at the intrinsic size (before fitting in the control), 0 when hidden or dotless: at
    /// most ``maximumShownDots``.
    var intrinsicDotCount: Int {
        guard !isHidden, _configuration.dotDiameter > 0 else { return 0 }
        return min(_count, _configuration.maximumVisibleDots, PageIndicator.maximumShownDots)
    }

    /// The control's length along and thickness across the axis, or `nil` when it has no area.
    var controlExtent: (length: Double, thickness: Double)? {
        let size = _size ?? intrinsicSize
        let axis = _configuration.axis
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
        guard _count > slots, slots > 0 else { return 0 }
        return min(_configuration.edgeScales.count, (slots - 1) / 2)
    }

    /// The layout parameters for the current state, or `nil` when no dot is shown.
    ///
    /// - Complexity: O(1).
    var layoutMetrics: LayoutMetrics? {
        let slots = visibleSlotCount
        guard slots > 0, let (length, thickness) = controlExtent else { return nil }
        let diameter = _configuration.dotDiameter
        let pitch = diameter + _configuration.spacing
        let content = Double(slots) * diameter + Double(slots - 1) * _configuration.spacing
        let offset = windowOffset
        let windowed = _count > slots
        let first = Int(offset.rounded(.down))
        let last = min(Int((offset + Double(slots - 1)).rounded(.up)), _count - 1)
        return LayoutMetrics(
            axis: _configuration.axis,
            length: length,
            thickness: thickness,
            diameter: diameter,
            pitch: pitch,
            slotCount: slots,
            shrinkLevels: shrinkLevels(slots: slots),
            edgeScales: _configuration.edgeScales,
            offset: offset,
            leadingWeight: windowed ? min(max(offset, 0), 1) : 0,
            trailingWeight: windowed ? min(max(Double(_count - slots) - offset, 0), 1) : 0,
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
        guard slots > 0, _count > slots else {
            windowOffset = 0
            return
        }
        let levels = shrinkLevels(slots: slots)
        let position = displayPosition
        var offset = windowOffset
        offset = min(max(offset, position - Double(slots - 1 - levels)), position - Double(levels))
        offset = min(max(offset, 0), Double(_count - slots))
        windowOffset = offset
    }
}
