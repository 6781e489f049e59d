extension HomeScreenHost {
    /// Sets the view's size and safe area (from a geometry reader).
    ///
    /// A new size resizes the screen (``HomeScreen/resize(to:at:)``: pages over the new capacity push their last
    /// icons on); a new safe area rebuilds it with the new insets. A size with a zero, negative or non-finite width
    /// or height is ignored (views pass through empty sizes during transitions); a non-finite or negative inset
    /// counts as 0.
    ///
    /// - Parameters:
    ///   - width: The view's width, in points.
    ///   - height: The view's height, in points.
    ///   - topInset: The safe area's height at the top of the view (the status bar), in points. Default 0.
    ///   - bottomInset: The safe area's height at the bottom of the view (the home indicator), in points.
    ///     Default 0.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n) in the number of icons.
    public mutating func setViewport(
        width: Double, height: Double, topInset: Double = 0, bottomInset: Double = 0, at time: Double
    ) -> [Output] {
        defer { _checkInvariants() }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return [] }
        let size = Vector(x: Swift.min(width, 1e6), y: Swift.min(height, 1e6))
        let top = Self.finite(topInset)
        let bottom = Self.finite(bottomInset)
        if top != safeAreaTop || bottom != safeAreaBottom {
            viewport = size
            safeAreaTop = top
            safeAreaBottom = bottom
            return rebuild(layout: screen.layout, at: time)
        }
        guard size != viewport else { return [] }
        viewport = size
        screen.resize(to: size, at: time)
        return collect()
    }

    /// Applies new settings (from the view's modifiers, adapted to the environment with
    /// ``Settings/adapted(reduceMotion:rightToLeft:)``).
    ///
    /// A new direction only changes how the host mirrors; a new configuration (Reduce Motion included) rebuilds
    /// the screen, keeping its layout, page and edit mode. Settings equal to the current ones, or differing only by
    /// NaNs in the same places, change nothing.
    ///
    /// - Parameters:
    ///   - newSettings: The settings.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(1) for the direction, O(n) for a new configuration.
    public mutating func apply(_ newSettings: Settings, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard !HostComparison.same(newSettings, settings) else { return [] }
        let rebuilds = !HostComparison.same(newSettings.configuration, settings.configuration)
        settings = newSettings
        return rebuilds ? rebuild(layout: screen.layout, at: time) : []
    }

    /// Shows the layout `newLayout`: the view's layout binding changed from outside (a restore, a sync, an app
    /// installed elsewhere).
    ///
    /// The same layout as ``layout`` does nothing, so the echo of a binding the host itself updated is free.
    /// Otherwise the screen is rebuilt on it, keeping the page (clamped) and edit mode; icons jump to their new
    /// places. An invalid layout is repaired (``diagnostics`` says how), and a view writes the repaired
    /// ``layout`` back to its binding.
    ///
    /// - Parameters:
    ///   - newLayout: The pages and the dock.
    ///   - time: The time of the change, in seconds.
    /// - Returns: What the view must act on.
    /// - Complexity: O(n) in the number of icons.
    public mutating func setLayout(_ newLayout: IconArrangement, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        guard newLayout != screen.layout else { return [] }
        return rebuild(layout: newLayout, at: time)
    }

    /// Advances the screen to a frame's time: a long press may fire, a held icon may turn the page, and the
    /// pages, the icons and the wiggle move on.
    ///
    /// - Parameter time: The frame's time, in seconds (earlier times change nothing).
    /// - Returns: What the view must act on.
    public mutating func advance(to time: Double) -> [Output] {
        defer { _checkInvariants() }
        screen.advance(to: time)
        return collect()
    }

    /// Enters edit mode (the icons start to wiggle).
    ///
    /// - Parameter time: The time, in seconds.
    /// - Returns: What the view must act on.
    public mutating func beginEditing(at time: Double) -> [Output] {
        defer { _checkInvariants() }
        screen.beginEditing(at: time)
        return collect()
    }

    /// Leaves edit mode (the Done button): a dragged icon is dropped where it would land, the wiggle dies away,
    /// empty pages are removed.
    ///
    /// - Parameter time: The time, in seconds.
    /// - Returns: What the view must act on.
    public mutating func endEditing(at time: Double) -> [Output] {
        defer { _checkInvariants() }
        screen.endEditing(at: time)
        return collect()
    }

    /// Moves the pages to a page (animated unless Reduce Motion is on).
    ///
    /// - Parameters:
    ///   - page: The page, clamped to the pages.
    ///   - time: The time, in seconds.
    /// - Returns: What the view must act on.
    public mutating func showPage(_ page: Int, at time: Double) -> [Output] {
        defer { _checkInvariants() }
        screen.showPage(page, animated: true, at: time)
        return collect()
    }

    /// Hands pointer events to the screen.
    mutating func feed(_ events: [PointerEvent]) -> [Output] {
        defer { _checkInvariants() }
        for event in events {
            if event.phase == .cancel {
                screen.cancelGesture(at: event.timestamp)
            } else {
                screen.handle(event)
            }
        }
        return collect()
    }

    /// Builds a new screen on `newLayout` with the current size and configuration, on the page shown before
    /// (clamped) and in edit mode if it was; reports a page change and the end of edit mode's drag as events
    /// would.
    mutating func rebuild(layout newLayout: IconArrangement, at time: Double) -> [Output] {
        let now = time.isFinite ? Swift.max(time, screen.time) : screen.time
        let page = screen.currentPage
        let editing = screen.isEditing
        let before = collect()
        var fresh = HomeScreen(
            layout: newLayout, screenSize: viewport, configuration: effectiveConfiguration, time: now)
        if editing { fresh.beginEditing(at: now) }
        let shown = Swift.min(page, fresh.pages.count - 1)
        if shown > 0 { fresh.showPage(shown, animated: false, at: now) }
        _ = fresh.takeEvents()
        screen = fresh
        var outputs = before
        if fresh.currentPage != page { outputs += pageOutputs(fresh.currentPage) }
        return outputs
    }

    /// Takes the screen's events and turns them into outputs; page changes are announced.
    mutating func collect(announcingPages: Bool = true) -> [Output] {
        var outputs: [Output] = []
        for event in screen.takeEvents() {
            switch event {
            case .open(let id): outputs.append(.open(id))
            case .editingChanged(let editing): outputs.append(.editingChanged(editing))
            case .moved(let id, let from, let to): outputs.append(.moved(id, from: from, to: to))
            case .pageChanged(let page):
                outputs += announcingPages ? pageOutputs(page) : [.pageChanged(page)]
            }
        }
        return outputs
    }

    /// A page change and its announcement ("Page 2 of 3").
    func pageOutputs(_ page: Int) -> [Output] {
        [.pageChanged(page), .announcement("Page \(page + 1) of \(Swift.max(screen.liveLayout.pages.count, 1))")]
    }
}
