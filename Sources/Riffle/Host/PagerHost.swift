/// Pages with page dots over them, as one surface: a ``TrackHost`` for the pages, an optional ``ComponentHost`` over a
/// ``PageIndicator`` for the dots, and the ``PointerArena`` that decides which of the two owns each press.
///
/// This is the composition SwiftUI's `PageViewer` (a carousel with `.pageDots()`) and the gallery's onboarding
/// scene both run, so the rule "who owns a press" and "the dots follow the pages" are written once:
///
/// - A press that goes down on the dots' control is theirs: a tap or a scrub asks for a page, and the pages move
///   there. When the press can no longer be a tap or a scrub (``PageIndicator/declinesPress``), the dots give it
///   up and the pages continue it from its first touch, as if they had owned it all along. Every other press is the
///   pages'.
/// - After every call the dots show the pages: their continuous ``TrackHost/progress`` while they move, the index
///   at rest, mirrored right to left with the pages.
///
/// The dots sit centred along the bottom edge, their control's bottom ``dotsBottomPadding`` points above the
/// viewport's bottom (``dotsOrigin``).
///
/// ```swift
/// var pager = PagerHost(pages: TrackHost(itemCount: 4, index: 0, settings: .onboarding()), dots: .onboarding)
/// _ = pager.update { $0.setViewport(width: 390, height: 844, at: 0) }
/// let dot = pager.dotsOrigin                     // where to draw pager.dots?.dots
/// _ = pager.pointerChanged(to: Point(x: 300, y: 400), at: 1.0)
/// _ = pager.pointerEnded(at: Point(x: 300, y: 400), time: 1.05)
/// print(pager.pages.index, dot.y > 700)         // 0 true
/// ```
///
/// - Complexity: As ``TrackHost``: per-frame calls are O(visible items + visible dots).
public struct PagerHost: Sendable {
    /// The pages.
    public internal(set) var pages: TrackHost
    /// The dots, when the pager shows them.
    public internal(set) var dots: ComponentHost<PageIndicator>?
    /// The distance from the viewport's bottom edge to the bottom of the dots' control, in points.
    ///
    /// Non-finite values count as 0.
    public var dotsBottomPadding: Double
    /// Who owns each press: the dots (until they decline it) or the pages.
    ///
    /// One pointer at a time, as the pages' recognizer follows one.
    var arena = PointerArena<Part>(maximumPointers: 1)
    /// The drag callbacks turned into pointer events, in view coordinates.
    var pointer = PointerSession()

    /// The two parts of the surface that can own a press.
    enum Part: Hashable, Sendable {
        /// The page dots.
        case dots
        /// The pages.
        case pages
    }

    /// Creates a pager.
    ///
    /// - Parameters:
    ///   - pages: The pages' host.
    ///   - dots: The dots' configuration, or nil for no dots. Default nil.
    ///   - dotsBottomPadding: The distance from the viewport's bottom to the dots' control. Default 0.
    public init(pages: TrackHost, dots: PageIndicator.Configuration? = nil, dotsBottomPadding: Double = 0) {
        self.pages = pages
        self.dotsBottomPadding = dotsBottomPadding
        if let dots {
            self.dots = ComponentHost(
                .control(
                    count: pages.itemCount, currentPage: pages.index, configuration: dots,
                    isRightToLeft: pages.settings.mirrorsHorizontally))
        }
        syncDots()
    }

    /// Where the dots' control sits in the view.
    ///
    /// Centred horizontally, ``dotsBottomPadding`` above the bottom; the origin of the viewport when there are no
    /// dots.
    public var dotsOrigin: Point {
        guard let size = dots?.controlSize else { return .zero }
        let padding = dotsBottomPadding.isFinite ? dotsBottomPadding : 0
        return Point(x: (pages.viewport.x - size.x) / 2, y: pages.viewport.y - padding - size.y)
    }

    /// Changes the pages (a viewport, items, settings, a selection, a frame, a command) and brings the dots up to
    /// date.
    ///
    /// - Parameter change: Changes the pages' host and returns its outputs.
    /// - Returns: The outputs.
    public mutating func update(_ change: (inout TrackHost) -> [TrackHost.Output]) -> [TrackHost.Output] {
        let outputs = change(&pages)
        syncDots()
        return outputs
    }

    /// Shows or hides the dots, or changes their configuration.
    ///
    /// - Parameter configuration: The dots' configuration, or nil for no dots.
    public mutating func setDots(_ configuration: PageIndicator.Configuration?) {
        guard let configuration else {
            if dots != nil { cancelPresses(at: pages.track?.time ?? 0) }
            dots = nil
            return
        }
        if dots == nil {
            dots = ComponentHost(
                .control(count: pages.itemCount, currentPage: pages.index, configuration: configuration))
        }
        syncDots(configuration: configuration)
    }

    /// Advances the pages to a frame time; the dots follow.
    ///
    /// - Parameter time: The frame's time, in seconds.
    /// - Returns: What the view must act on.
    public mutating func advance(to time: Double) -> [TrackHost.Output] {
        update { $0.advance(to: time) }
    }

    /// VoiceOver's adjustable action on the pager (one element: "Page 2 of 4"), applied to the pages.
    ///
    /// - Parameters:
    ///   - increment: True for the next page, false for the previous one.
    ///   - time: The time, in seconds.
    /// - Returns: What the view must act on.
    public mutating func adjust(increment: Bool, at time: Double) -> [TrackHost.Output] {
        update { increment ? $0.accessibilityIncrement(at: time) : $0.accessibilityDecrement(at: time) }
    }

    /// Ends every press in progress as a cancellation (the view goes away, or its content changes).
    ///
    /// - Parameter time: The time, in seconds.
    /// - Returns: What the view must act on.
    @discardableResult
    public mutating func cancelPresses(at time: Double) -> [TrackHost.Output] {
        var arena = self.arena.takeOut()
        var outputs: [TrackHost.Output] = []
        arena.cancelAll(at: time) { part, event in outputs += deliver(event, to: part).outputs }
        self.arena = arena
        pointer = PointerSession()
        syncDots()
        return outputs
    }

    /// The parts under a view point, front-most first (the pages alone before the pager has a usable size).
    func parts(at location: Point) -> [Part] {
        // Before a usable viewport the dots are nowhere on screen: they take no press.
        guard let dots, pages.track != nil else { return [.pages] }
        let origin = dotsOrigin
        let local = dots.componentPoint(Point(x: location.x - origin.x, y: location.y - origin.y))
        return dots.component.touchAreaContains(local) ? [.dots, .pages] : [.pages]
    }

    /// Hands one event (view coordinates) to a part: the pages take it mirrored as they need; the dots in their
    /// control's coordinates, and the page they ask for goes to the pages.
    ///
    /// - Returns: The pages' outputs, and whether the dots now decline the press.
    mutating func deliver(_ event: PointerEvent, to part: Part) -> (outputs: [TrackHost.Output], declined: Bool) {
        switch part {
        case .pages:
            var local = event
            local.location = pages.componentPoint(event.location)
            return (pages.feedPointer { _ in [local] }, false)
        case .dots:
            guard var dots else { return ([], false) }
            let origin = dotsOrigin
            var local = event
            local.location = Point(x: event.location.x - origin.x, y: event.location.y - origin.y)
            let page = dots.handle(local).requestedPage
            let declined = event.phase == .move && dots.declinesPress
            self.dots = dots
            guard let page else { return ([], declined) }
            return (pages.select(page, animated: true, at: event.timestamp), declined)
        }
    }

    /// Keeps the dots showing the pages: count, page, continuous progress while they move, direction.
    mutating func syncDots(configuration: PageIndicator.Configuration? = nil) {
        guard var dots else { return }
        let time = pages.track?.time ?? 0
        dots.send(
            .configure(configuration ?? dots.configuration, isRightToLeft: pages.settings.mirrorsHorizontally),
            at: time)
        dots.send(
            .update(
                count: pages.itemCount, currentPage: pages.index, progress: pages.needsFrames ? pages.progress : nil),
            at: time)
        self.dots = dots
    }
}

extension PagerHost: PointerHost {
    /// Always nil: the pager works in view coordinates, and each part mirrors what it receives itself.
    public var pointerMirrorWidth: Double? { nil }

    /// Routes the callback's pointer events to the part that owns their press (see ``PagerHost``).
    ///
    /// - Parameter session: Called once with the pager's session.
    /// - Returns: What the view must act on.
    public mutating func feedPointer(_ session: (inout PointerSession) -> [PointerEvent]) -> [TrackHost.Output] {
        var outputs: [TrackHost.Output] = []
        for event in session(&pointer) {
            var arena = self.arena.takeOut()
            var declined = false
            arena.route(event, candidates: parts(at:)) { part, event in
                let result = deliver(event, to: part)
                outputs += result.outputs
                declined = declined || result.declined
            }
            if declined {
                arena.reject(pointer: event.id, at: event.timestamp) { part, event in
                    outputs += deliver(event, to: part).outputs
                }
            }
            self.arena = arena
        }
        syncDots()
        return outputs
    }
}
