extension PageIndicator {
    /// Whether a point, relative to the control's origin, is inside the touch area.
    ///
    /// The touch area is the control's bounds grown about their centre to at least
    /// ``Configuration/minimumTouchTarget`` (44 points) in each direction. A hidden indicator, or one with no
    /// dot shown, has no touch area; a non-finite point is never inside.
    ///
    /// - Complexity: O(1).
    func touchAreaContains(_ point: Point) -> Bool {
        guard point.isFinite, visibleSlotCount > 0, let (length, thickness) = controlExtent else { return false }
        let axis = _configuration.axis
        let minimum = _configuration.minimumTouchTarget
        return PageIndicator.span(length, minimum: minimum, contains: point[axis])
            && PageIndicator.span(thickness, minimum: minimum, contains: point[axis.cross])
    }

    /// The dot whose touch cell contains a point, or `nil` outside the touch area.
    ///
    /// The dots themselves are too small to aim at, so each visible dot owns a cell across the whole touch area,
    /// from halfway to its leading neighbour to halfway to its trailing one; the outermost cells reach the
    /// touch area's ends.
    ///
    /// - Parameter point: A point relative to the control's origin.
    /// - Returns: The dot the point selects.
    /// - Complexity: O(1).
    public func dot(at point: Point) -> Dot? {
        guard touchAreaContains(point), let metrics = layoutMetrics else { return nil }
        return metrics.dot(forPage: metrics.nearestVisiblePage(to: point[_configuration.axis]))
    }

    /// Whether `value` lies in `0...extent` grown symmetrically to at least `minimum`.
    static func span(_ extent: Double, minimum: Double, contains value: Double) -> Bool {
        let grow = max(0, minimum - extent) / 2
        return value >= -grow && value <= extent + grow
    }
}
