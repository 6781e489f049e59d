import Riffle

/// Scene 2, seed 001: full-bleed onboarding pages with a headline, body text and tappable page dots.
public final class OnboardingScene: GalleryScene {
    /// The pages.
    public let pages: [OnboardingPage]
    /// Always ``SceneKind/onboarding``.
    public let kind = SceneKind.onboarding
    /// The paging model: the core `Track` behind ``TrackPaging`` (see ``makePaging(count:snap:)``).
    public private(set) var paging: any PagingModel
    /// The focused dot, if any.
    public private(set) var focusedDot: Int?
    /// Whether focus rings are drawn.
    public var showsFocus = false
    private var size = CanvasSize.phone
    private var insets = SceneInsets.zero
    private var time = 0.0
    private var wheel = WheelStepper()
    private var pictures: [Int: Picture] = [:]
    /// The dots' model: the core's `PageIndicator` (seed 001's look: 8-point dots 8 apart, a tap selects the
    /// tapped dot; press and drag scrubs).
    private var indicator: PageIndicator
    /// Whether the current press belongs to the dots (it began on them).
    private var pressOnDots = false

    /// Creates the scene.
    public init(pages: [OnboardingPage] = OnboardingPage.samples, snap: SnapChoice? = nil) {
        self.pages = pages
        self.paging = OnboardingScene.makePaging(count: pages.count, snap: snap)
        var configuration = PageIndicator.Configuration.seed001
        configuration.dotDiameter = 8
        configuration.allowsContinuousInteraction = true
        self.indicator = PageIndicator(count: pages.count, currentPage: 0, configuration: configuration)
    }

    /// The pager's paging model.
    ///
    /// The core track (through ``TrackPaging``) with the `--snap` policy; `seed` is the scene's seed rule.
    public static func makePaging(count: Int, snap: SnapChoice?) -> any PagingModel {
        TrackPaging(
            count: count, index: 0, extent: CanvasSize.phone.width, loops: false,
            policy: (snap ?? .paged).policy(seed: .predictedHalfPage))
    }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        if size != self.size { pictures.removeAll() }
        self.size = size
        self.insets = insets
    }

    /// Where the indicator's control sits: centred, its middle about 16 points above the bottom inset.
    private var indicatorOrigin: Point {
        let control = indicator.intrinsicSize
        return Point(x: (size.width - control.x) / 2, y: size.height - insets.bottom - 16 - control.y / 2)
    }

    /// The page dots to draw, from the core's `PageIndicator`, in window points.
    public var dots: [PageDot] {
        let origin = indicatorOrigin
        return indicator.visibleDots.map { dot in
            PageDot(
                center: Point(x: origin.x + dot.center.x, y: origin.y + dot.center.y), diameter: dot.diameter,
                selection: dot.selection)
        }
    }

    /// Keeps the indicator in step with the pages: the continuous position while they move, the page at rest.
    private func syncIndicator() {
        if paging.isSettled {
            indicator.setCurrentPage(paging.index)
        } else {
            indicator.setProgress(paging.position)
        }
    }

    /// Sends a pointer sample to the dots; returns false when the dots do not take it.
    private func handleDots(_ event: PointerEvent) -> Bool {
        let origin = indicatorOrigin
        let local = Point(x: event.location.x - origin.x, y: event.location.y - origin.y)
        if event.phase == .down {
            pressOnDots = indicator.touchAreaContains(local)
        }
        guard pressOnDots else { return false }
        let phase: PageIndicator.PointerInput.Phase
        switch event.phase {
        case .down: phase = .down
        case .move: phase = .move
        case .up: phase = .up
        case .cancel: phase = .cancel
        }
        for update in indicator.handle(.init(phase, at: local)) {
            if case .requestPage(let page, _, _) = update { paging.select(page, at: event.timestamp) }
        }
        if event.phase == .up || event.phase == .cancel { pressOnDots = false }
        return true
    }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            showsFocus = false
            if !handleDots(event) {
                _ = paging.handle(event, extent: size.width)
            }
            syncIndicator()
        case .key(let key, let t):
            showsFocus = true
            switch key {
            case .left: paging.step(by: -1, at: t)
            case .right: paging.step(by: 1, at: t)
            case .enter, .space:
                if let dot = focusedDot { paging.select(dot, at: t) } else { paging.step(by: 1, at: t) }
            default: break
            }
        case .wheel(let dx, let dy, let t):
            let step = wheel.feed(dx: dx, dy: dy, at: t)
            if step != 0 { paging.step(by: step, at: t) }
        }
    }

    // MARK: - Focus

    /// Tab walks the dots; past the last (or before the first) the focus leaves the scene.
    public func moveFocus(forward: Bool) -> Bool {
        guard !pages.isEmpty else { return false }
        guard let dot = focusedDot else {
            focusedDot = forward ? 0 : pages.count - 1
            return true
        }
        let next = dot + (forward ? 1 : -1)
        guard pages.indices.contains(next) else {
            focusedDot = nil
            return false
        }
        focusedDot = next
        return true
    }

    /// Focuses the first or last dot, or nothing.
    public func setFocus(toFirst: Bool?) {
        guard let first = toFirst, !pages.isEmpty else {
            focusedDot = nil
            return
        }
        focusedDot = first ? 0 : pages.count - 1
    }

    // MARK: - Clock

    /// Advances the paging.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        paging.advance(to: time)
        syncIndicator()
    }

    /// True while the pages move.
    public var needsFrame: Bool { !paging.isSettled }

    /// The paging model's deadline, if any.
    public var nextDeadline: Double? { paging.nextDeadline }

    /// `{"scene":"onboarding","index":N,"count":N,…}`.
    public var state: JSONValue {
        .object([
            ("scene", .string(kind.rawValue)),
            ("index", .int(paging.index)),
            ("count", .int(pages.count)),
            ("headline", .string(pages.indices.contains(paging.index) ? pages[paging.index].headline : "")),
            ("position", .double((paging.position * 1000).rounded() / 1000)),
            ("settled", .bool(!needsFrame)),
            ("focus", focusedDot.map { .string("dot\($0)") } ?? .string("none")),
        ])
    }

    // MARK: - Drawing

    private func picture(_ i: Int) -> Picture {
        if let p = pictures[i] { return p }
        let p = Picture(id: pages[i].id, size: size, scenery: pages[i].scenery.fitted(to: size))
        pictures[i] = p
        return p
    }

    /// Rasterizes the pictures up to three pages away, nearest first.
    public func prepareUpcoming(on canvas: Canvas) {
        let i = paging.index
        for k in [i, i + 1, i - 1, i + 2, i - 2, i + 3, i - 3] where pages.indices.contains(k) {
            canvas.prepare(picture(k))
        }
    }

    /// Draws the visible pages, their text and the dots.
    public func draw(on canvas: Canvas) {
        canvas.clear(.black)
        let w = size.width
        let position = paging.position
        let first = max(0, Int((position).rounded(.down)))
        let last = min(pages.count - 1, Int((position).rounded(.up)))
        if first <= last {
            for i in first...last {
                let x = ((Double(i) - position) * w).rounded()
                let frame = CanvasRect(x: x, y: 0, width: w, height: size.height)
                guard frame.maxX > 0, frame.x < w else { continue }
                canvas.drawPicture(picture(i), origin: Point(x: x, y: 0), in: frame, cornerRadius: 0)
                drawText(of: pages[i], x: x)
            }
        }
        func drawText(of page: OnboardingPage, x: Double) {
            let m = 28.0
            let width = w - 2 * m
            let bodyLines = TextWrapper.wrap(page.body, width: width) { canvas.measure($0, .body).width }
            let bodyHeight = Double(bodyLines.count) * TextStyle.body.lineHeight
            let bodyTop = size.height - insets.bottom - 56 - bodyHeight
            let headlineTop = bodyTop - TextStyle.title.lineHeight - 8
            canvas.drawText(page.headline, .title, .white, at: Point(x: x + m, y: headlineTop))
            canvas.drawWrapped(
                page.body, .body, Color.white.withAlpha(0.86), origin: Point(x: x + m, y: bodyTop), width: width)
        }
        for (i, dot) in dots.enumerated() {
            let color = Color.white.withAlpha(0.5 + 0.5 * dot.selection)
            canvas.fillCircle(center: dot.center, radius: dot.diameter / 2, color)
            if showsFocus && focusedDot == i {
                let ring = dot.diameter + 10
                canvas.strokeRoundedRect(
                    CanvasRect(center: dot.center, size: CanvasSize(width: ring, height: ring)), radius: ring / 2,
                    lineWidth: 2, Color.white)
            }
        }
    }
}
