import Riffle

/// Scene 2, seed 001: full-bleed onboarding pages with a headline, body text and tappable page dots.
public final class OnboardingScene: GalleryScene {
    /// The pages.
    public let pages: [OnboardingPage]
    /// Always ``SceneKind/onboarding``.
    public let kind = SceneKind.onboarding
    /// The pages and their dots on one surface: the ``Riffle/ComponentHost<Pager>`` SwiftUI's `PageViewer` runs.
    ///
    /// Its pages are ``makePager(count:snap:rightToLeft:dots:)``; its dots have seed 001's look (8-point dots 8 apart, a
    /// tap selects the tapped dot, press and drag scrubs). It decides which of the two owns each press.
    public private(set) var pager: ComponentHost<Pager>
    /// The pager's host (the pages and the dots).
    public var host: ComponentHost<Pager> { pager }
    /// The pages' track, for the inspector and the trace.
    public var inspectedTracks: [InspectedTrack] { host.track.map { [InspectedTrack(name: "pages", track: $0)] } ?? [] }
    /// The dots' host.
    public var dotsHost: ComponentHost<PageIndicator> {
        ComponentHost(pager.dots ?? .control(count: 0, currentPage: 0))
    }
    /// The seed's or iOS's motion (`--motion`, the M key).
    public private(set) var motion = MotionStyle.preset
    /// The pages' settings with the seed's motion (``setMotion(_:at:)`` derives the iOS ones).
    private let seedSettings: Pager.Settings
    /// What the host reported (announcements), for the state JSON.
    public private(set) var report = HostReport()
    /// The focused dot, if any.
    public private(set) var focusedDot: Int?
    /// Whether focus rings are drawn.
    public var showsFocus = false
    private var size = CanvasSize.phone
    private var insets = SceneInsets.zero
    private var time = 0.0
    private var pictures: [Int: Picture] = [:]
    /// The host's placements of the frame being drawn (kept, so drawing does not allocate).
    private var placements: [ItemPlacement] = []
    /// The dots of the frame being drawn (kept, so drawing does not allocate).
    private var dots: [PageIndicator.Dot] = []
    /// The dots' configuration, given to the pager again with each layout (their padding follows the insets).
    private let dotsConfiguration: PageIndicator.Configuration
    /// Creates the scene.
    public init(pages: [OnboardingPage] = OnboardingPage.samples, snap: SnapChoice? = nil, rightToLeft: Bool = false) {
        self.pages = pages
        var dots = PageIndicator.Configuration.onboarding
        dots.dotDiameter = 8
        dots.allowsContinuousInteraction = true
        self.dotsConfiguration = dots
        self.pager = ComponentHost(
            OnboardingScene.makePager(count: pages.count, snap: snap, rightToLeft: rightToLeft, dots: dots))
        self.seedSettings = pager.settings
        layOut()
    }

    /// The pager: ``Riffle/Pager/Settings/onboarding(snapPolicy:)`` with the `--snap` policy (`seed` is
    /// ``Riffle/SnapPolicy/predictedHalfPage``), mirrored for `--rtl`, with `dots`.
    public static func makePager(
        count: Int, snap: SnapChoice?, rightToLeft: Bool, dots: PageIndicator.Configuration? = nil
    ) -> Pager {
        let settings = Pager.Settings.onboarding(snapPolicy: (snap ?? .paged).policy(seed: .predictedHalfPage))
        return Pager(
            itemCount: count, index: 0, settings: settings.adapted(reduceMotion: false, rightToLeft: rightToLeft),
            dots: dots)
    }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        if size != self.size { pictures.removeAll() }
        self.size = size
        self.insets = insets
        layOut()
    }

    /// Gives the pager the window's size, and the dots their place: the middle of their control 16 points above the
    /// bottom inset.
    private func layOut() {
        _ = report.record(pager.send(.viewport(width: size.width, height: size.height), at: time))
        let padding = insets.bottom + 16 - dotsHost.controlSize.y / 2
        _ = report.record(pager.send(.dots(dotsConfiguration, bottomPadding: padding), at: time))
    }

    /// Switches the pages' settle between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        motion = style
        let settings = seedSettings.motion(style)
        let at = max(self.time, time)
        _ = report.record(pager.send(.settings(settings), at: at))
    }

    /// Where the dots' control sits (the pager's ``Riffle/ComponentHost<Pager>/dotsOrigin``).
    public var indicatorOrigin: Point { pager.dotsOrigin }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            showsFocus = false
            _ = report.record(pager.handleAsDrag(event))
        case .key(let key, let t):
            showsFocus = true
            switch key {
            case .left, .right, .home, .end, .pageup, .pagedown:
                if let command = key.keyCommand(rightToLeft: isRightToLeft) {
                    _ = report.record(pager.send(.key(command), at: t))
                }
            case .enter, .space:
                if let dot = focusedDot {
                    _ = report.record(pager.send(.select(index: dot, animated: true), at: t))
                } else {
                    _ = report.record(pager.send(.scrollBy(pages: 1), at: t))
                }
            default: break
            }
        case .wheel, .scroll:
            if let event = input.scrollEvent {
                _ = report.record(pager.send(.scroll(delta: event.delta, phase: event.phase), at: event.timestamp))
            }
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

    /// Advances the pager (the dots follow the pages).
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        _ = report.record(pager.advance(to: time))
    }

    /// True while the pages move.
    public var needsFrame: Bool { host.needsFrames }

    /// The host's deadline, if any.
    public var nextDeadline: Double? { host.nextDeadline }

    /// Whether the pages and dots are mirrored (`--rtl`).
    public var isRightToLeft: Bool { host.settings.isRightToLeft }

    /// `{"scene":"onboarding","index":N,"count":N,…,"dots":"Page 1 of 5","announcement":…}`.
    public var state: JSONValue {
        .object(
            [
                ("scene", .string(kind.rawValue)),
                ("index", .int(host.index)),
                ("count", .int(pages.count)),
                ("headline", .string(pages.indices.contains(host.index) ? pages[host.index].headline : "")),
                ("position", .double((host.position * 1000).rounded() / 1000)),
                ("settled", .bool(!needsFrame)),
                ("focus", focusedDot.map { .string("dot\($0)") } ?? .string("none")),
                ("rtl", .bool(isRightToLeft)),
                ("accessibilityValue", .string(host.accessibilityValue.english)),
                ("dots", .string(dotsHost.accessibilityLabel.english)),
                ("dotsPressed", .bool(dotsHost.isPressed)),
            ] + report.fields)
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
        let i = host.index
        for k in [i, i + 1, i - 1, i + 2, i - 2, i + 3, i - 3] where pages.indices.contains(k) {
            canvas.prepare(picture(k))
        }
    }

    /// How much the art past the first or last page is dimmed.
    static let pastTheEndDimming = 0.35

    /// Pulled past the first or last page (the rubber band), the uncovered strip shows the edge page's art
    /// continued and dimmed, never a black void or a flat strip beside the page's hills.
    private func drawBackgroundPastTheEnds(on canvas: Canvas, width w: Double) {
        guard let first = placements.min(by: { $0.x < $1.x }), let last = placements.max(by: { $0.x < $1.x }) else {
            return
        }
        /// The edge page's art continued into `rect`: the page's picture once more beside it (its hills
        /// included), dimmed so the repeat reads as beyond the last page.
        func continueArt(of index: Int, origin x: Double, _ rect: CanvasRect) {
            guard pages.indices.contains(index) else { return }
            canvas.drawPicture(picture(index), origin: Point(x: x, y: 0), in: rect, cornerRadius: 0)
            canvas.fill(rect, .solid(Color.black.withAlpha(OnboardingScene.pastTheEndDimming)))
        }
        let left = first.x.rounded()
        if left > 0 {
            continueArt(of: first.index, origin: left - w, CanvasRect(x: 0, y: 0, width: left, height: size.height))
        }
        let right = last.x.rounded() + w
        if right < w {
            continueArt(
                of: last.index, origin: right, CanvasRect(x: right, y: 0, width: w - right, height: size.height))
        }
    }

    /// The opacity of a page's text at a placement's progress: 1 at rest, 0 once the page is half off screen,
    /// so that during a swipe one page's text fades out before the other's slides in beside it (they never run
    /// together at the seam).
    public static func textOpacity(progress: Double) -> Double {
        guard progress.isFinite else { return 0 }
        return min(1, max(0, 1 - 2 * abs(progress)))
    }

    /// How much slower than its page the text moves: a parallax layer driven by the placement's progress.
    public static let textParallax = 0.4

    /// The left edge of a page's text: the page's, held back by ``textParallax`` of the distance the page has
    /// travelled from the centre (``Riffle/ItemPlacement/progress``), so the text lags the picture during a swipe
    /// and lines up with it at rest.
    public func textX(of placement: ItemPlacement) -> Double {
        let shift = -placement.progress * size.width * OnboardingScene.textParallax * (isRightToLeft ? -1 : 1)
        return (placement.x + shift).rounded()
    }

    /// Draws the visible pages, their text and the dots.
    public func draw(on canvas: Canvas) {
        canvas.clear(.black)
        let w = size.width
        placements.removeAll(keepingCapacity: true)
        host.forEachPlacement(at: time) { placements.append($0) }
        drawBackgroundPastTheEnds(on: canvas, width: w)
        for placement in placements {
            let x = placement.x.rounded()
            let frame = CanvasRect(x: x, y: 0, width: w, height: size.height)
            guard frame.maxX > 0, frame.x < w else { continue }
            canvas.drawPicture(picture(placement.index), origin: Point(x: x, y: 0), in: frame, cornerRadius: 0)
            let alpha = OnboardingScene.textOpacity(progress: placement.progress)
            if alpha > 0 {
                canvas.withClip(frame) { drawText(of: pages[placement.index], x: textX(of: placement), alpha: alpha) }
            }
        }
        func drawText(of page: OnboardingPage, x: Double, alpha: Double) {
            let m = 28.0
            let width = w - 2 * m
            let bodyLines = TextWrapper.wrap(page.body, width: width) { canvas.measure($0, .body).width }
            let bodyHeight = Double(bodyLines.count) * TextStyle.body.lineHeight
            let bodyTop = size.height - insets.bottom - 56 - bodyHeight
            let headlineTop = bodyTop - TextStyle.title.lineHeight - 8
            // At the leading edge: the left, or the right in a right-to-left layout.
            let leading: TextAlignment = isRightToLeft ? .trailing : .leading
            canvas.drawText(
                page.headline, .title, Color.white.withAlpha(alpha), x: x + m, y: headlineTop, width: width,
                alignment: leading)
            canvas.drawWrapped(
                page.body, .body, Color.white.withAlpha(0.86 * alpha), origin: Point(x: x + m, y: bodyTop),
                width: width, alignment: leading)
        }
        let origin = indicatorOrigin
        dots.removeAll(keepingCapacity: true)
        dotsHost.forEachPlacement(at: 0) { dots.append($0) }
        // Pressed or scrubbed: a platter behind the dots, as UIPageControl shows while it is touched.
        if dotsHost.isPressed, let first = dots.first, let last = dots.last {
            let left = min(first.center.x, last.center.x) - 14
            let width = abs(last.center.x - first.center.x) + 28
            canvas.fillRoundedRect(
                CanvasRect(x: origin.x + left, y: origin.y + dotsHost.controlSize.y / 2 - 14, width: width, height: 28),
                radius: 14, .solid(Color.black.withAlpha(0.22)))
        }
        for dot in dots {
            let center = Point(x: origin.x + dot.center.x, y: origin.y + dot.center.y)
            let color = Color.white.withAlpha(0.5 + 0.5 * dot.selection)
            canvas.fillCircle(center: center, radius: dot.diameter / 2, color)
            if showsFocus && focusedDot == dot.page {
                let ring = dot.diameter + 10
                canvas.strokeRoundedRect(
                    CanvasRect(center: center, size: CanvasSize(width: ring, height: ring)), radius: ring / 2,
                    lineWidth: 2, Color.white)
            }
        }
    }
}
