extension PageIndicator: Interactive {
    /// What a front end asks of page dots, besides pointer input (``ComponentHost/send(_:at:)``).
    public enum Command: Codable, Hashable, Sendable {
        /// The dots' owner changed: the page count, the selected page and, while the pages move, their continuous
        /// position (nil shows `currentPage` exactly). Keeps the control sized to ``PageIndicator/controlSize``.
        case update(count: Int, currentPage: Int, progress: Double?)
        /// New metrics and behaviour, and the direction of a horizontal row. Keeps the control sized to
        /// ``PageIndicator/controlSize``.
        case configure(Configuration, isRightToLeft: Bool)
        /// The adjustable action "increment" (VoiceOver's swipe up): the next page, requested (and already made
        /// current) with ``Cause/accessibility``; nothing when hidden or on the last page.
        case increment
        /// The adjustable action "decrement" (VoiceOver's swipe down): the previous page, requested (and already
        /// made current) with ``Cause/accessibility``; nothing when hidden or on the first page.
        case decrement
        /// A move command (an arrow key, a TV remote) on focused dots: the next or previous page along the dots'
        /// axis, mirrored right to left on a horizontal row (`MoveDirection/pageStep(along:rightToLeft:)`);
        /// nothing across the axis.
        case move(MoveDirection)
    }

    /// An indicator sized to its control (``controlSize``): what a view shows, with its touch area inside the
    /// view's frame.
    ///
    /// - Parameters:
    ///   - count: The number of pages (negative counts mean none).
    ///   - currentPage: The selected page, clamped into the pages.
    ///   - configuration: The metrics and behaviour. Default ``Configuration/standard``.
    ///   - isRightToLeft: Whether a horizontal row runs right to left (page 0 on the right). Default false.
    /// - Returns: The indicator.
    public static func control(
        count: Int, currentPage: Int, configuration: Configuration = .standard, isRightToLeft: Bool = false
    ) -> PageIndicator {
        var indicator = PageIndicator(count: count, currentPage: currentPage, configuration: configuration)
        indicator.isRightToLeft = isRightToLeft
        indicator.size = indicator.controlSize.nonZero
        return indicator
    }

    /// The size a view gives the control (`x` the width, `y` the height), in points: the dots' intrinsic size
    /// grown to `Configuration/minimumTouchTarget` in both directions, so the whole touch area is inside the
    /// frame; zero when the indicator is hidden.
    public var controlSize: Vector {
        guard !isHidden else { return .zero }
        let intrinsic = intrinsicSize
        let minimum = configuration.minimumTouchTarget
        return Vector(x: Swift.max(intrinsic.x, minimum), y: Swift.max(intrinsic.y, minimum))
    }

    /// The dots' axis: a scrub runs along it, a drag across it is left to the parent.
    public var dragAxis: Axis? { configuration.axis }

    /// The control's width when a horizontal row runs right to left, else nil: the host mirrors pointer input
    /// and the dots across it.
    public var mirrorWidth: Double? {
        guard isRightToLeft, configuration.axis == .horizontal else { return nil }
        return (size ?? intrinsicSize).x
    }

    /// Carries out a command (see ``Command``).
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: Its time, in seconds (the indicator has no clock of its own).
    /// - Complexity: O(1), plus O(e) in the number of edge scales when the configuration changes.
    public mutating func perform(_ command: Command, at time: Double) {
        switch command {
        case .update(let count, let currentPage, let progress):
            if self.count != Swift.max(count, 0) {
                self.count = count
                size = controlSize.nonZero
            }
            if self.currentPage != currentPage || (progress == nil && self.progress != nil) {
                setCurrentPage(currentPage)
            }
            if let progress { setProgress(progress) }
        case .configure(let configuration, let isRightToLeft):
            if self.configuration != configuration.sanitized {
                self.configuration = configuration
                size = controlSize.nonZero
            }
            self.isRightToLeft = isRightToLeft
        case .increment, .decrement:
            step(by: command == .increment ? 1 : -1)
        case .move(let direction):
            if let delta = direction.pageStep(along: configuration.axis, rightToLeft: isMirrored) {
                step(by: delta)
            }
        }
    }

    /// Calls `body` with each visible dot, leading first: the dots of the pages in the window, centres in the
    /// control's coordinates.
    ///
    /// - Parameters:
    ///   - time: Unused: the dots do not move on their own.
    ///   - body: Called once per dot.
    /// - Complexity: O(visible dots).
    public func forEachPlacement(at time: Double, _ body: (Dot) throws -> Void) rethrows {
        guard let metrics = layoutMetrics else { return }
        // Eight dots are computed into a stack buffer before any is handed over: a dot handed to `body` the moment
        // it is written is read back (by a closure in another module, through the generic host) before its stores
        // complete, which stalled every dot (the dots host frame: 0.74 → 0.63 µs, docs/benchmarks.md).
        try withUnsafeTemporaryAllocation(of: Dot.self, capacity: 8) { buffer in
            guard let base = buffer.baseAddress else { return }
            var page = metrics.visiblePages.lowerBound
            while page < metrics.visiblePages.upperBound {
                let count = Swift.min(8, metrics.visiblePages.upperBound - page)
                for i in 0..<count { (base + i).initialize(to: metrics.dot(forPage: page + i)) }
                for i in 0..<count { try body(base[i]) }
                page += count
            }
        }
    }
}

extension PageIndicator.Dot: Mirrorable {
    /// The dot with its centre mirrored across `width`.
    ///
    /// - Parameter width: The control's width.
    /// - Returns: The mirrored dot.
    public func mirrored(inWidth width: Double) -> PageIndicator.Dot {
        var dot = self
        dot.center.x = width - center.x
        return dot
    }
}

extension PageIndicator {
    /// The commands that bring a standalone indicator up to date with its view's inputs, in order.
    ///
    /// The configuration and direction go first, then the count, page and progress, laid out with them. A view
    /// sends them when it appears and whenever any input changes.
    ///
    /// - Parameters:
    ///   - count: The number of pages.
    ///   - currentPage: The page binding's value.
    ///   - progress: The pages' continuous position, or nil.
    ///   - configuration: The dots' configuration.
    ///   - isRightToLeft: Whether the layout runs right to left.
    /// - Returns: The commands, in order.
    public static func commands(
        count: Int, currentPage: Int, progress: Double?, configuration: Configuration, isRightToLeft: Bool
    ) -> [Command] {
        [
            .configure(configuration, isRightToLeft: isRightToLeft),
            .update(count: count, currentPage: currentPage, progress: progress),
        ]
    }
}

extension Sequence<PageIndicator.Event> {
    /// The page to write to the view's page binding after these events: the last page they ask for when it is
    /// not the binding's value already, else nil (nothing to write).
    ///
    /// - Parameter binding: The binding's value.
    /// - Returns: The page to write, or nil.
    public func pageToWrite(over binding: Int) -> Int? {
        guard let page = requestedPage, page != binding else { return nil }
        return page
    }

    /// The last page these events ask for (a tap, a scrub step or an adjustable action), or nil.
    var requestedPage: Int? {
        var page: Int?
        for case .requestPage(let requested, _, _) in self { page = requested }
        return page
    }
}

extension Vector {
    /// The vector, or nil when it is zero (an indicator with no size lays out at its intrinsic size).
    var nonZero: Vector? { self == .zero ? nil : self }
}
