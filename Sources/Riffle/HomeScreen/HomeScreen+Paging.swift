extension HomeScreen {
    /// Moves the pages to a page (the dots, a key, an accessibility action).
    ///
    /// Ignored while the pages follow a finger. The page is clamped to the pages shown; a non-finite time is
    /// ignored.
    ///
    /// - Parameters:
    ///   - page: The page.
    ///   - animated: Whether to animate (with ``Configuration/pageTurnAnimation``) or jump.
    ///   - time: The time, in seconds.
    mutating func showPage(_ page: Int, animated: Bool = true, at time: Double) {
        guard time.isUsableTime else { return }
        step(to: time)
        turnTrack(to: page, animated: animated, at: Swift.max(self.time, time))
        retargetDrag(at: self.time)
        finishInput()
    }

    /// Sends the track to a page (with the page-turn animation, the track's ``Track/Configuration/settleAnimation``).
    mutating func turnTrack(to page: Int, animated: Bool, at time: Double) {
        track.send(.scrollTo(index: page, animated: animated), at: time)
        drainTrackEvents()
    }

    /// Gives the track as many pages as ``liveLayout`` shows (at least one).
    mutating func syncTrackPages(at time: Double) {
        let count = Swift.max(1, liveLayout.pages.count)
        let width = geometry.screenSize.x
        let items = TrackItems.uniform(count: count, length: width, spacing: 0)
        if track.layout.itemCount != count || track.layout.viewportLength != width {
            track.relayout(viewportLength: width, items: items, at: Swift.max(self.time, time))
            drainTrackEvents()
        }
    }

    /// Keeps the dots' count, size and position in step with the pages.
    mutating func syncIndicator() {
        let count = Swift.max(1, liveLayout.pages.count)
        if indicator.count != count { indicator.count = count }
        let size = indicatorFrame.size
        if indicator.size != size { indicator.size = size }
        if track.phase == .idle {
            if indicator.currentPage != track.settledIndex || indicator.progress != nil {
                indicator.setCurrentPage(track.settledIndex)
            }
        } else {
            indicator.setProgress(track.progress)
        }
    }

    /// The page dots' control in screen points: the dots' row centred in the dots' row of the screen, with
    /// `Configuration/indicatorPadding` around it.
    var indicatorFrame: Rect {
        let row = geometry.indicatorRow
        let dots = Swift.max(1, liveLayout.pages.count)
        let diameter = Geometry.length(indicator.configuration.dotDiameter, default: 0)
        let shown = Swift.min(dots, indicator.configuration.maximumVisibleDots)
        let along = Double(shown) * diameter + Double(Swift.max(shown - 1, 0)) * indicator.configuration.spacing
        let width = Swift.min(row.width, along + 2 * geometry.indicatorPadding)
        return Rect(x: row.midX - width / 2, y: row.minY, width: width, height: row.height)
    }

    /// The page dots to draw, centres in screen points.
    ///
    /// - Complexity: O(visible dots).
    var dots: [PageIndicator.Dot] {
        let origin = indicatorFrame.origin
        var result: [PageIndicator.Dot] = []
        indicator.forEachPlacement(at: time) { dot in
            var moved = dot
            moved.center = Point(x: dot.center.x + origin.x, y: dot.center.y + origin.y)
            result.append(moved)
        }
        return result
    }

    /// A screen point in the dots' control coordinates.
    func indicatorPoint(_ location: Point) -> Point {
        let origin = indicatorFrame.origin
        return Point(x: location.x - origin.x, y: location.y - origin.y)
    }

    /// Feeds one event of a press the dots own: a tap's page turns the pages.
    ///
    /// - Returns: Whether the dots now decline the press (it travelled too far to be a tap), so that the screen
    ///   takes it over.
    mutating func feedIndicator(_ event: PointerEvent) -> Bool {
        var local = event
        local.location = indicatorPoint(event.location)
        indicator.handle(local)
        var requested: (page: Int, animated: Bool)?
        indicator.drainEvents { event in
            if case .requestPage(let page, let animated, _) = event { requested = (page, animated) }
        }
        if let requested {
            turnTrack(to: requested.page, animated: requested.animated && configuration.animatesDotTaps, at: time)
        }
        return event.phase == .move && indicator.declinesPress
    }
}
