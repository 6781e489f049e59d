/// How the window fits the screen and what a window size means in points.
public enum WindowFit {
    /// The pixels per point to open a window of `size` points with: `requested`, lowered (in steps of 0.25, never
    /// below 0.5) until the window fits `usable` (the display's usable area, in window units); `requested` when
    /// `usable` is not a usable size.
    ///
    /// A 390 × 844 window at `--scale 2` is 1688 high, more than a 1080p screen: it opens at 1.25 there instead of
    /// hanging off the top.
    public static func scale(requested: Double, size: CanvasSize, usable: CanvasSize) -> Double {
        guard requested.isFinite, requested > 0, size.isUsable, usable.isUsable else { return requested }
        let fits = min(usable.width / size.width, usable.height / size.height)
        guard requested > fits else { return requested }
        return max(0.5, (fits * 4).rounded(.down) / 4)
    }

    /// The window's size in points: its size in window units times the points per unit, rounded to whole points.
    public static func points(window: CanvasSize, pointsPerWindowUnit: Double) -> CanvasSize {
        guard pointsPerWindowUnit.isFinite, pointsPerWindowUnit > 0 else { return CanvasSize(width: 0, height: 0) }
        return CanvasSize(
            width: (window.width * pointsPerWindowUnit).rounded(),
            height: (window.height * pointsPerWindowUnit).rounded())
    }
}
