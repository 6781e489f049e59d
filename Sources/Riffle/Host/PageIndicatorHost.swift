/// Everything a UI view keeps for one ``PageIndicator``, so the view itself only forwards callbacks and draws dots.
///
/// The host sizes the control (the dots' intrinsic size grown to the minimum touch target, so the whole touch area
/// is inside the view's frame), mirrors it for right-to-left layouts, turns drag callbacks into pointer input, and
/// answers every interaction with the page to select (or nil).
///
/// ```swift
/// var host = PageIndicatorHost(count: 5, currentPage: 0)
/// host.size                                                       // the frame to give the view
/// for dot in host.dots { /* a circle of dot.diameter centred on dot.center */ }
/// let page = host.pointerChanged(to: Point(x: 60, y: 22), at: 0)  // nil: a press began
/// let tapped = host.pointerEnded(at: Point(x: 60, y: 22), time: 0.1)
/// ```
public struct PageIndicatorHost: Hashable, Sendable {
    /// The indicator, with its ``PageIndicator/size`` kept equal to ``size``.
    public internal(set) var indicator: PageIndicator
    /// Whether the dots run right to left (page 0 on the right) on a horizontal indicator.
    public internal(set) var isRightToLeft: Bool
    /// The drag callbacks turned into pointer events.
    var pointer = PointerSession()

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - count: The number of pages (negative counts mean none).
    ///   - currentPage: The selected page, clamped into the pages.
    ///   - configuration: The indicator's metrics and behaviour.
    ///   - isRightToLeft: Whether a horizontal indicator runs right to left. Default false.
    public init(
        count: Int, currentPage: Int, configuration: PageIndicator.Configuration = .standard,
        isRightToLeft: Bool = false
    ) {
        indicator = PageIndicator(count: count, currentPage: currentPage, configuration: configuration)
        self.isRightToLeft = isRightToLeft
        resize()
        _checkInvariants()
    }

    /// The size the view should have (`x` the width, `y` the height), in points: the dots' intrinsic size grown
    /// to ``PageIndicator/Configuration/minimumTouchTarget`` in both directions; zero when the indicator is hidden.
    public var size: Vector {
        guard !indicator.isHidden else { return .zero }
        let intrinsic = indicator.intrinsicSize
        let minimum = indicator.configuration.minimumTouchTarget
        return Vector(x: Swift.max(intrinsic.x, minimum), y: Swift.max(intrinsic.y, minimum))
    }

    /// The dots to draw, with centres in the view's left-to-right coordinates (mirrored for right-to-left).
    ///
    /// - Complexity: O(visible dots).
    public var dots: [PageIndicator.Dot] {
        var result: [PageIndicator.Dot] = []
        dots(into: &result)
        return result
    }

    /// ``dots`` written into a buffer the caller keeps, so a front end that draws every frame does not allocate
    /// once the buffer has grown to the visible dot count.
    ///
    /// - Parameter result: Emptied (keeping its capacity), then filled with the visible dots.
    /// - Complexity: O(visible dots).
    public func dots(into result: inout [PageIndicator.Dot]) {
        result.removeAll(keepingCapacity: true)
        let width = size.x
        for dot in indicator.visibleDots {
            var shown = dot
            if mirrors { shown.center.x = width - dot.center.x }
            result.append(shown)
        }
    }

    /// The text assistive technologies read as the value: "Page 3 of 13", or "No pages".
    public var accessibilityValue: String { indicator.accessibilityLabel }

    /// Whether the view should be hidden from assistive technologies (no pages, or one page hidden).
    public var isAccessibilityHidden: Bool { indicator.isAccessibilityHidden }

    /// Brings the indicator up to date with its owner: the page count, the selected page, and (while the pages
    /// move) their continuous position.
    ///
    /// - Parameters:
    ///   - count: The number of pages.
    ///   - currentPage: The selected page.
    ///   - progress: The pages' continuous position (2.5 half-way between pages 2 and 3), or nil to show
    ///     `currentPage` exactly.
    public mutating func update(count: Int, currentPage: Int, progress: Double?) {
        defer { _checkInvariants() }
        if indicator.count != Swift.max(count, 0) {
            indicator.count = count
            resize()
        }
        if indicator.currentPage != currentPage || (progress == nil && indicator.progress != nil) {
            indicator.setCurrentPage(currentPage)
        }
        if let progress { indicator.setProgress(progress) }
    }

    /// Changes the configuration (and the size with it) and the direction.
    ///
    /// - Parameters:
    ///   - configuration: The indicator's metrics and behaviour.
    ///   - isRightToLeft: Whether a horizontal indicator runs right to left.
    public mutating func configure(_ configuration: PageIndicator.Configuration, isRightToLeft: Bool) {
        defer { _checkInvariants() }
        if indicator.configuration != configuration {
            indicator.configuration = configuration
            resize()
        }
        self.isRightToLeft = isRightToLeft
    }

    /// The adjustable action "increment": the next page, or nil on the last page.
    public mutating func increment() -> Int? {
        defer { _checkInvariants() }
        indicator.increment()
        return Self.requestedPage(in: &indicator)
    }

    /// The adjustable action "decrement": the previous page, or nil on the first page.
    public mutating func decrement() -> Int? {
        defer { _checkInvariants() }
        indicator.decrement()
        return Self.requestedPage(in: &indicator)
    }

    /// Whether dot and pointer coordinates are mirrored.
    var mirrors: Bool { isRightToLeft && indicator.configuration.axis == .horizontal }

    /// Hands pointer events to the indicator (mirrored for right-to-left) and returns the last page requested.
    mutating func feed(_ events: [PointerEvent]) -> Int? {
        defer { _checkInvariants() }
        for event in events { indicator.handle(event) }
        return Self.requestedPage(in: &indicator)
    }

    /// Keeps the indicator's size equal to ``size``.
    mutating func resize() {
        let wanted = size
        indicator.size = wanted == .zero ? nil : wanted
    }

    /// Takes the indicator's events: the last page requested among them, or nil.
    static func requestedPage(in indicator: inout PageIndicator) -> Int? {
        var page: Int?
        indicator.drainEvents { event in
            if case .requestPage(let requested, _, _) = event { page = requested }
        }
        return page
    }

    /// Checks the host's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`).
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            let wanted = size
            _riffleInvariant(indicator.size == (wanted == .zero ? nil : wanted), "the indicator has the host's size")
        #endif
    }
}
