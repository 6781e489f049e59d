extension HomeScreenHost {
    /// The icons to draw at `time`, without changing the host: the screen advanced to `time` on a copy, so a view
    /// can draw the frame it is asked for before it advances its state.
    ///
    /// Times earlier than the screen's latest input show the current state.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The icons on screen in drawing order (ascending ``Placement/zIndex``); empty before a usable
    ///   size.
    /// - Complexity: O(icons on the visible pages + dock + moving icons).
    public func placements(at time: Double) -> [Placement] {
        var result: [Placement] = []
        placements(at: time, into: &result)
        return result
    }

    /// ``placements(at:)`` written into a buffer the caller keeps, so a front end that draws every frame does not
    /// allocate once the buffer has grown to the icon count.
    ///
    /// - Parameters:
    ///   - time: The frame's time, in seconds.
    ///   - result: Emptied (keeping its capacity), then filled in drawing order.
    /// - Complexity: O(icons on the visible pages + dock + moving icons).
    public func placements(at time: Double, into result: inout [Placement]) {
        result.removeAll(keepingCapacity: true)
        var frame = screen
        if time > frame.time { frame.advance(to: time) }
        let size = viewport
        let mirrored = settings.isRightToLeft
        frame.forEachPlacement { result.append(Placement(icon: $0, viewport: size, isRightToLeft: mirrored)) }
    }

    /// The page dots to draw at `time` (on a copy, as ``placements(at:)``), centres in the view's coordinates,
    /// mirrored for right-to-left layouts (page 0 on the right).
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: The visible dots; empty before a usable size.
    /// - Complexity: O(visible dots).
    public func dots(at time: Double) -> [PageIndicator.Dot] {
        guard screen.geometry.hasArea else { return [] }
        var frame = screen
        frame.advance(to: time)
        guard settings.isRightToLeft else { return frame.dots }
        let width = viewport.x
        return frame.dots.map { dot in
            var mirrored = dot
            mirrored.center.x = width - dot.center.x
            return mirrored
        }
    }

    /// The dock's frame in the view (full width), or nil before a usable size.
    public var dockFrame: HomeScreen.Rect? {
        screen.geometry.hasArea ? screen.geometry.dockFrame : nil
    }

    /// The page dots' control in the view (centred, so the same in both directions), or nil before a usable
    /// size or when the dots are hidden.
    public var indicatorFrame: HomeScreen.Rect? {
        guard screen.geometry.hasArea, !screen.indicator.isHidden else { return nil }
        let frame = screen.indicatorFrame
        guard settings.isRightToLeft else { return frame }
        return HomeScreen.Rect(x: viewport.x - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}
