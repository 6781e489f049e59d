import Riffle

/// Scene 1, seed 000: the trip carousel with "Discover", paging cards and a detail view.
public final class TripsScene: GalleryScene {
    /// Where the keyboard focus is.
    public enum Focus: String, Sendable {
        /// Nothing focused.
        case none
        /// The current card.
        case card
        /// The detail's close control.
        case close
    }

    /// The trips shown, in the seed's order; more are loaded as the carousel nears the end (``loadMore(at:)``).
    public private(set) var trips: [Trip]
    /// The most trips the scene loads (the seed's 13, then more in batches of 13).
    public static let maximumTrips = 65
    /// How close to the last trip the carousel asks for more: 3 cards.
    public static let loadThreshold = NearEndThreshold.items(3)
    /// Always ``SceneKind/trips``.
    public let kind = SceneKind.trips
    /// The carousel and its page dots on one surface: the ``Riffle/ComponentHost<Pager>`` SwiftUI's `Carousel` with
    /// `.pageDots()` runs, with the trips preset (see ``makePager(count:snap:rightToLeft:)``); the scene draws its
    /// placements in the ``TripsLayout/carousel`` band and the dots under the card.
    public private(set) var pager: ComponentHost<Pager>
    /// The carousel's host (the pages and the dots).
    public var host: ComponentHost<Pager> { pager }
    /// The carousel's track, for the inspector and the trace.
    public var inspectedTracks: [InspectedTrack] { host.track.map { [InspectedTrack(name: "trips", track: $0)] } ?? [] }
    /// The dots' host.
    public var dotsHost: ComponentHost<PageIndicator> {
        ComponentHost(pager.dots ?? .control(count: 0, currentPage: 0))
    }
    /// What the host reported (announcements, the tapped item), for the state JSON.
    public private(set) var report = HostReport()
    /// Whether the detail of the current card is open (or opening).
    public private(set) var isDetailOpen = false
    /// The card whose detail is shown.
    public private(set) var detailIndex: Int
    /// The keyboard focus.
    public private(set) var focus = Focus.none
    /// Whether focus rings are drawn.
    public var showsFocus = false
    /// The detail transition, 0 (closed) … 1 (open), driven by the seed's spring
    /// (`interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3)`); it overshoots a
    /// little, so drawing clamps it where a value outside 0…1 makes no sense.
    private var detail = AnimatedValue(0, tolerance: .unitProgress)
    /// The seed's or iOS's motion (`--motion`, the M key).
    public private(set) var motion = MotionStyle.preset
    /// The carousel's settings with the seed's motion (``setMotion(_:at:)`` derives the iOS ones).
    private let seedSettings: Pager.Settings
    private var layout = TripsLayout(size: .phone)
    private var time = 0.0
    /// Who owns each press: the open detail, or the carousel (the core's arena).
    private var arena = PointerArena<Part>()
    /// The open detail's pointer: the core's recognizer with SwiftUI's `onTapGesture` thresholds (45 points,
    /// 0.75 s) for the photo, the close control and the button, and a vertical drag for the sheet.
    private var detailGesture = GestureRecognizer(
        configuration: .init(tap: .init(), drag: .init(minimumDistance: 10, axis: .vertical)))
    /// The detail's sheet: the core's drag to dismiss (a quarter of its height or a flick, rubber-banded upward);
    /// its offset is how far it is dragged down from where the detail transition puts it.
    private var sheet = Sheet(height: 1)
    /// Whether the current detail pointer began on the sheet (only then do its gestures reach ``sheet``).
    private var sheetPress = false
    /// Whether "Plan this trip" is pressed (the pressed look; a tap plans the trip).
    public private(set) var isPlanPressed = false
    /// The trips the user planned (the button's effect), by index.
    public private(set) var planned: Set<Int> = []
    /// The dots of the frame being drawn (kept, so drawing does not allocate).
    private var dots: [PageIndicator.Dot] = []

    /// The parts of the scene that take pointers.
    enum Part: Hashable, Sendable {
        /// The open detail (its photo and close control close it; dragging is off, as in seed 000).
        case detail
        /// The carousel.
        case carousel
    }
    private var pictures: [Int: Picture] = [:]
    /// The host's placements of the frame being drawn (kept, so drawing does not allocate).
    private var placements: [ItemPlacement] = []

    /// The seed's starting card: `currentTripIndex = 2` ("Amsterdam").
    public static let startIndex = 2

    /// Creates the scene.
    public init(trips: [Trip] = Trip.samples, snap: SnapChoice? = nil, rightToLeft: Bool = false) {
        self.trips = trips
        let pages = TripsScene.makePager(count: trips.count, snap: snap, rightToLeft: rightToLeft)
        self.pager = ComponentHost(pages)
        self.seedSettings = pages.settings
        self.detailIndex = min(TripsScene.startIndex, max(0, trips.count - 1))
        layOut()
    }

    /// The page dots under the card: UIPageControl's metrics (7-point dots, 16 apart, a tap steps toward it,
    /// press and drag scrubs).
    public static let dots = PageIndicator.Configuration.standard

    /// The carousel: ``Riffle/Pager/Settings/trips(snapPolicy:)`` with the `--snap` policy (`seed` is
    /// ``Riffle/SnapPolicy/threshold(fraction:)`` at 0.65), mirrored for `--rtl`, with ``dots``.
    public static func makePager(count: Int, snap: SnapChoice?, rightToLeft: Bool) -> Pager {
        let settings = Pager.Settings.trips(snapPolicy: (snap ?? .paged).policy(seed: .threshold(fraction: 0.65)))
        return Pager(
            itemCount: count, index: startIndex,
            settings: settings.adapted(reduceMotion: false, rightToLeft: rightToLeft), dots: TripsScene.dots)
    }

    /// Switches the carousel's settle and the detail's spring between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        motion = style
        applySettings(at: max(self.time, time))
    }

    /// The host's settings: the seed's (or iOS's) motion, with the card height the window leaves room for.
    private func applySettings(at t: Double) {
        var settings = seedSettings.motion(motion)
        settings.crossLength = layout.cardHeight
        settings.configuration.nearEndThreshold = TripsScene.loadThreshold
        _ = report.record(pager.send(.settings(settings), at: t))
    }

    /// Gives the pager the carousel band and the dots their place (just under the focused card), and the sheet
    /// its height.
    private func layOut() {
        applySettings(at: time)
        sheet.height = sheetHeight
        let band = layout.carousel
        _ = report.record(pager.send(.viewport(width: band.width, height: band.height), at: time))
        let padding = -(TripsScene.dotsGap + dotsHost.controlSize.y)
        _ = report.record(pager.send(.dots(TripsScene.dots, bottomPadding: padding), at: time))
    }

    /// The gap between the card's bottom edge and the dots' control.
    static let dotsGap = 2.0

    /// The detail's spring: the seed's (`interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10,
    /// initialVelocity: 0.3)`), or iOS's sheet spring (a little bounce, from rest).
    var detailSpring: (spring: Spring, initialVelocity: InitialVelocity) {
        motion == .preset ? (.tripCarousel, .fractionOfChange(0.3)) : (.sheet, .absolute(0))
    }

    /// The detail's transition to `value` with ``detailSpring``.
    private func animateDetail(to value: Double, at t: Double) {
        let (spring, velocity) = detailSpring
        detail.animate(to: value, with: .spring(spring), initialVelocity: velocity, at: t)
    }

    /// The detail transition's progress, 0 (closed) … 1 (open).
    public var detailProgress: Double { min(max(detail.value, 0), 1) }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        if size != layout.size { pictures.removeAll() }
        layout = TripsLayout(size: size, insets: insets)
        layOut()
    }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        defer { loadMoreIfNear(at: time) }
        switch input {
        case .pointer(let event):
            showsFocus = false
            handlePointer(event)
        case .key(let key, let t):
            showsFocus = true
            handleKey(key, at: t)
        case .wheel:
            if !isDetailOpen, let event = input.scrollEvent {
                _ = report.record(pager.send(.scroll(delta: event.delta, phase: event.phase), at: event.timestamp))
            }
        case .scroll(let event):
            // Phases still run while the detail is open, so a touch that began before it ends.
            if !isDetailOpen || host.track?.phase == .dragging {
                _ = report.record(pager.send(.scroll(delta: event.delta, phase: event.phase), at: event.timestamp))
            }
        }
    }

    private func handlePointer(_ event: PointerEvent) {
        arena.route(event, candidates: { _ in [isDetailOpen ? .detail : .carousel] }) { part, event in
            switch part {
            case .detail: handleDetailPointer(event)
            case .carousel: handleCarouselPointer(event)
            }
        }
    }

    /// The sheet's top edge as drawn: where the detail transition puts it, plus the drag.
    var sheetTop: Double { layout.sheetTop(detail: detail.value) + sheet.offset }

    /// The open detail: a tap on the photo or the close control closes it, a tap on "Plan this trip" plans the
    /// trip (pressed look from the touch-down), and a press on the sheet drags it (``Riffle/Sheet``): released
    /// past its rule it dismisses the detail, otherwise it springs back.
    private func handleDetailPointer(_ event: PointerEvent) {
        for gesture in detailGesture.handle(event) {
            if case .pointerDown(let location, _) = gesture { sheetPress = location.y >= sheetTop }
            if sheetPress, let dismissal = sheet.handle(gesture) { dismiss(dismissal) }
            if gesture.isTerminal { sheetPress = false }
            switch gesture {
            case .pointerDown(let location, _):
                isPlanPressed = layout.planButton(sheetTop: sheetTop).contains(location)
            case .tap(let location, let time):
                isPlanPressed = false
                let c = layout.closeButton
                let onClose = (location - Point(x: c.center.x, y: c.center.y)).length <= c.radius + 8
                if onClose || location.y < sheetTop {
                    closeDetail(at: time)
                } else if layout.planButton(sheetTop: sheetTop).contains(location) {
                    planned.formSymmetricDifference([detailIndex])
                }
            case .dragBegan, .cancelled, .declined, .pointerUp, .longPressBegan, .longPressEnded:
                isPlanPressed = false
            case .dragChanged, .dragEnded:
                break
            }
        }
    }

    /// The open sheet's height (the rubber band's dimension and the base of the dismiss distance).
    private var sheetHeight: Double { max(1, layout.size.height - layout.sheetTop(detail: 1)) }

    /// Closes the detail from a dismissed sheet: the transition continues from the dragged position with the
    /// release velocity.
    private func dismiss(_ dismissal: Sheet.Dismissal) {
        // The same picture in the transition's terms: the progress whose sheet top is the dragged one.
        let progress = layout.detail(sheetTop: layout.sheetTop(detail: detail.value) + dismissal.offset)
        detail = AnimatedValue(min(1, max(0, progress)), tolerance: .unitProgress)
        isDetailOpen = false
        if focus != .none { focus = .card }
        let (spring, _) = detailSpring
        detail.animate(
            to: 0, with: .spring(spring), initialVelocity: .absolute(-dismissal.velocity / sheetHeight),
            at: dismissal.time)
    }

    /// The carousel: the host, and a tap on the current card opens its detail.
    private func handleCarouselPointer(_ event: PointerEvent) {
        // The host reports a tap on a still track with the item's data index; the detail opens when the tap is on
        // the drawn card (not on the page's margin around it).
        var local = event
        local.location.y -= layout.carousel.y
        guard let tapped = report.record(pager.handleAsDrag(local)), tapped == host.index else { return }
        placements.removeAll(keepingCapacity: true)
        host.forEachPlacement(at: time) { placements.append($0) }
        let card = placements.first { $0.index == tapped }.map { layout.card($0, isDetailCard: false, detail: 0) }
        if let card, card.frame.contains(event.location) { openDetail(at: event.timestamp) }
    }

    private func handleKey(_ key: GalleryKey, at t: Double) {
        switch key {
        case .left, .right, .home, .end, .pageup, .pagedown:
            if !isDetailOpen, let command = key.keyCommand(rightToLeft: isRightToLeft) {
                _ = report.record(pager.send(.key(command), at: t))
            }
        case .enter, .space:
            if isDetailOpen { closeDetail(at: t) } else { openDetail(at: t) }
        case .escape: if isDetailOpen { closeDetail(at: t) }
        default: break
        }
    }

    private func openDetail(at t: Double) {
        guard !trips.isEmpty else { return }
        _ = report.record(pager.send(.cancelPresses, at: t))
        sheet = Sheet(height: sheetHeight)
        isDetailOpen = true
        detailIndex = host.index
        animateDetail(to: 1, at: t)
        if focus != .none { focus = .close }
    }

    private func closeDetail(at t: Double) {
        isDetailOpen = false
        animateDetail(to: 0, at: t)
        if focus != .none { focus = .card }
    }

    // MARK: - Focus

    /// Tab: the chain is the current card, or the close control while the detail is open.
    public func moveFocus(forward: Bool) -> Bool {
        if focus == .none {
            focus = isDetailOpen ? .close : .card
            return true
        }
        focus = .none
        return false
    }

    /// Focuses the scene's only focusable element, or nothing.
    public func setFocus(toFirst: Bool?) {
        focus = toFirst == nil ? .none : (isDetailOpen ? .close : .card)
    }

    // MARK: - Clock

    /// Advances the host and the detail transition.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        _ = report.record(pager.advance(to: time))
        detail.advance(to: time)
        sheet.advance(to: time)
        loadMoreIfNear(at: time)
    }

    /// Loads more destinations when the host reported the carousel near the end.
    private func loadMoreIfNear(at t: Double) {
        if report.takeNearEnd() == .end { loadMore(at: t) }
    }

    /// Appends the next batch of destinations (the seed's thirteen again, up to ``maximumTrips``) while the
    /// carousel may be moving: the host keeps what is on screen and the running motion, and the dots and the
    /// counter grow.
    public func loadMore(at t: Double) {
        guard trips.count < TripsScene.maximumTrips, !Trip.samples.isEmpty else { return }
        trips += Trip.samples.prefix(TripsScene.maximumTrips - trips.count)
        let count = trips.count
        _ = report.record(pager.send(.items(count: count, selecting: nil), at: t))
    }

    /// True while the carousel, the detail transition or the sheet moves.
    public var needsFrame: Bool { host.needsFrames || !detail.isSettled || !sheet.isSettled }

    /// "3 of 13": where the carousel is, under the dots.
    public var counter: String { trips.isEmpty ? "" : "\(host.index + 1) of \(trips.count)" }

    /// The host's deadline, if any.
    public var nextDeadline: Double? { host.nextDeadline }

    /// Whether the carousel is mirrored (`--rtl`).
    public var isRightToLeft: Bool { host.settings.isRightToLeft }

    /// The alignment of the scene's text: the leading edge of the layout direction.
    var leading: TextAlignment { isRightToLeft ? .trailing : .leading }

    /// `{"scene":"trips","index":N,"count":13,"destination":"…","detail":false,…,"announcement":…}`.
    public var state: JSONValue {
        let i = host.index
        return .object(
            [
                ("scene", .string(kind.rawValue)),
                ("index", .int(i)),
                ("count", .int(trips.count)),
                ("destination", .string(trips.indices.contains(i) ? trips[i].destination : "")),
                ("detail", .bool(isDetailOpen)),
                ("position", .double((host.position * 1000).rounded() / 1000)),
                ("settled", .bool(!needsFrame)),
                ("focus", .string(focus.rawValue)),
                ("rtl", .bool(isRightToLeft)),
                ("accessibilityValue", .string(host.accessibilityValue.english)),
                ("counter", .string(counter)),
                ("dots", .string(dotsHost.accessibilityLabel.english)),
                ("pressed", host.pressedIndex.map(JSONValue.int) ?? .null),
                ("dotsPressed", .bool(dotsHost.isPressed)),
                ("planPressed", .bool(isPlanPressed)),
                ("planned", .bool(planned.contains(detailIndex))),
                ("sheetOffset", .double((sheet.offset * 10).rounded() / 10)),
            ] + report.fields)
    }

    // MARK: - Drawing

    private func picture(_ i: Int) -> Picture {
        if let p = pictures[i] { return p }
        let p = Picture(
            id: "trip-\(trips[i].destination)", size: layout.size,
            scenery: TripArt.scenery(for: trips[i].destination).fitted(to: layout.size))
        pictures[i] = p
        return p
    }

    /// Rasterizes the photos up to three cards away, nearest first (a one-card move draws up to two beyond the
    /// target while it overshoots).
    public func prepareUpcoming(on canvas: Canvas) {
        let i = host.index
        for k in [i, i + 1, i - 1, i + 2, i - 2, i + 3, i - 3] where trips.indices.contains(k) {
            canvas.prepare(picture(k))
        }
    }

    /// Draws the title, the cards and the detail view.
    public func draw(on canvas: Canvas) {
        let bg = Theme.background
        let d = detailProgress
        canvas.clear(bg)

        let title = layout.titleOrigin(detail: d)
        // The title rises as the detail opens; it is clipped below the picker, never sliding under it.
        let below = CanvasRect(
            x: 0, y: layout.insets.top, width: layout.size.width, height: max(0, layout.size.height - layout.insets.top)
        )
        canvas.withClip(below) {
            canvas.withOpacity(layout.titleOpacity(detail: d), over: bg) {
                // At the leading edge: the left, or the right in a right-to-left layout.
                let width = layout.size.width - 2 * title.x
                canvas.drawText(
                    "Discover", .largeTitle, Theme.ink, x: title.x, y: title.y, width: width, alignment: leading)
                canvas.drawText(
                    "Explore your next destination", .headline, Theme.secondaryInk, x: title.x,
                    y: title.y + TextStyle.largeTitle.lineHeight + 2, width: width, alignment: leading)
            }
        }

        // The host's placements, the detail card last (on top).
        placements.removeAll(keepingCapacity: true)
        host.forEachPlacement(at: time) { placements.append($0) }
        for placement in placements where placement.index != detailIndex || d == 0 {
            drawCard(layout.card(placement, isDetailCard: false, detail: d), on: canvas, background: bg)
        }
        if d < 1 { drawDots(on: canvas, fading: 1 - d) }
        var detailCard: CanvasRect?
        for placement in placements where placement.index == detailIndex && d > 0 {
            let card = layout.card(placement, isDetailCard: true, detail: d)
            drawCard(card, on: canvas, background: bg)
            detailCard = card.frame
        }
        if d > 0.001 {
            drawDetail(
                on: canvas, progress: d,
                card: detailCard ?? CanvasRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height))
        }
    }

    /// The page dots under the focused card (a platter behind them while pressed) and the "3 of 13" counter.
    private func drawDots(on canvas: Canvas, fading opacity: Double) {
        let origin = pager.dotsOrigin
        let band = layout.carousel
        let control = dotsHost.controlSize
        let top = band.y + origin.y
        canvas.withOpacity(opacity, over: Theme.background) {
            dots.removeAll(keepingCapacity: true)
            dotsHost.forEachPlacement(at: 0) { dots.append($0) }
            if dotsHost.isPressed, let first = dots.first, let last = dots.last {
                let left = min(first.center.x, last.center.x) - 12
                let width = abs(last.center.x - first.center.x) + 24
                canvas.fillRoundedRect(
                    CanvasRect(x: origin.x + left, y: top + control.y / 2 - 12, width: width, height: 24), radius: 12,
                    .solid(Color.black.withAlpha(0.08)))
            }
            for dot in dots {
                let center = Point(x: origin.x + dot.center.x, y: top + dot.center.y)
                canvas.fillCircle(
                    center: center, radius: dot.diameter / 2, Theme.ink.withAlpha(0.25 + 0.6 * dot.selection))
            }
            canvas.drawText(
                counter, .footnote, Theme.secondaryInk, x: 0, y: top + control.y, width: layout.size.width,
                alignment: .center)
        }
    }

    private func drawCard(_ card: TripsLayout.Card, on canvas: Canvas, background bg: Color) {
        let trip = trips[card.index]
        // Pressed (a touch that may still tap it): 3 % smaller and dimmed, undone when the drag begins.
        let pressed = card.index == host.pressedIndex && !isDetailOpen && detailProgress == 0
        let f = pressed ? card.frame.insetBy(dx: card.frame.width * 0.015, dy: card.frame.height * 0.015) : card.frame
        canvas.withOpacity(card.opacity, over: bg) {
            let isDetailCard = card.index == detailIndex && detailProgress > 0
            let shadowStrength = isDetailCard ? 1 - detailProgress : 1
            if shadowStrength > 0.01 {
                canvas.shadow(
                    f.offsetBy(dx: 0, dy: 10), radius: card.cornerRadius, blur: 18,
                    Theme.shadow.fading(shadowStrength * card.opacity), under: f)
            }
            // In the detail view the photo slides up so the landmark stays above the sheet.
            let lift = isDetailCard ? -TripsLayout.detailPhotoLift * detailProgress : 0
            canvas.drawPicture(
                picture(card.index), origin: Point(x: f.midX - layout.size.width / 2, y: lift), in: f,
                cornerRadius: card.cornerRadius)
            if card.labelOpacity > 0.01 {
                let scrimHeight = min(150, f.height * 0.4)
                canvas.fillRoundedRect(
                    CanvasRect(x: f.x, y: f.maxY - scrimHeight, width: f.width, height: scrimHeight),
                    radius: card.cornerRadius,
                    .vertical(top: Color.black.withAlpha(0), bottom: Color.black.withAlpha(0.55 * card.labelOpacity)))
                let textX = f.x + Theme.margin
                let textWidth = f.width - 2 * Theme.margin
                let regionY = f.maxY - Theme.margin - TextStyle.subheadline.lineHeight
                canvas.drawText(
                    trip.destination, .title2, Color.white.withAlpha(card.labelOpacity), x: textX,
                    y: regionY - TextStyle.title2.lineHeight + 2, width: textWidth, alignment: leading)
                canvas.drawText(
                    trip.region, .subheadline, Color.white.withAlpha(0.85 * card.labelOpacity), x: textX, y: regionY,
                    width: textWidth, alignment: leading)
            }
            if pressed { canvas.fillRoundedRect(f, radius: card.cornerRadius, .solid(Color.black.withAlpha(0.15))) }
        }
        if showsFocus && focus == .card && card.index == host.index && !isDetailOpen {
            canvas.strokeRoundedRect(
                f.insetBy(dx: -6, dy: -6), radius: card.cornerRadius + 6, lineWidth: Theme.focusRingWidth, Theme.accent)
        }
    }

    private func drawDetail(on canvas: Canvas, progress d: Double, card: CanvasRect) {
        guard trips.indices.contains(detailIndex) else { return }
        let trip = trips[detailIndex]
        let size = layout.size
        let top = sheetTop
        let sheet = CanvasRect(x: 0, y: top, width: size.width, height: size.height - top + 40)
        canvas.shadow(sheet.offsetBy(dx: 0, dy: -4), radius: 28, blur: 20, Color.black.withAlpha(0.25 * d))
        canvas.fillRoundedRect(sheet, radius: 28, .solid(.white))
        let m = Theme.margin + 4
        let width = size.width - 2 * m
        canvas.withOpacity(TripsLayout.sheetContentOpacity(detail: d), over: .white) {
            canvas.fillRoundedRect(
                CanvasRect(x: size.width / 2 - 20, y: top + 10, width: 40, height: 5), radius: 2.5,
                .solid(Color(hex: 0xD5D7DE)))
            var y = top + 28
            canvas.drawText(trip.destination, .title, Theme.ink, at: Point(x: m, y: y))
            y += TextStyle.title.lineHeight + 2
            canvas.drawText(trip.region, .subheadline, Theme.secondaryInk, at: Point(x: m, y: y))
            y += TextStyle.subheadline.lineHeight + 12
            let star = canvas.measure("★", .headline)
            var x = m
            for i in 0..<5 {
                let origin = Point(x: x, y: y)
                canvas.drawText("★", .headline, Color(hex: 0xD5D7DE), at: origin)
                let fill = min(1, max(0, trip.rating - Double(i)))
                if fill > 0 {
                    canvas.withClip(CanvasRect(x: x, y: y, width: star.width * fill, height: star.height)) {
                        canvas.drawText("★", .headline, Theme.star, at: origin)
                    }
                }
                x += star.width + 2
            }
            canvas.drawText(
                "\(Format.oneDecimal(trip.rating)) · \(Format.grouped(trip.reviews)) reviews", .footnote,
                Theme.secondaryInk, at: Point(x: x + 8, y: y + 3))
            y += TextStyle.headline.lineHeight + 14
            canvas.fill(CanvasRect(x: m, y: y, width: width, height: 1), .solid(Color(hex: 0xE6E7EC)))
            y += 16
            canvas.drawWrapped(trip.summary, .body, Theme.ink, origin: Point(x: m, y: y), width: width)
            // The button rides with the sheet: at its final place when the sheet is fully open.
            var button = layout.planButton(sheetTop: top)
            let restingY = size.height - layout.insets.bottom - 64
            if restingY > (y - top) + layout.sheetTop(detail: 1) + 24 {
                let isPlanned = planned.contains(detailIndex)
                if isPlanPressed { button = button.insetBy(dx: button.width * 0.015, dy: button.height * 0.015) }
                let dim = isPlanPressed ? 0.8 : 1
                canvas.fillRoundedRect(
                    button, radius: button.height / 2,
                    isPlanned
                        ? .solid(Color(hex: 0x2E9E5B).scaled(dim))
                        : .vertical(top: Color(hex: 0x4A78FF).scaled(dim), bottom: Theme.accent.scaled(dim)))
                canvas.drawText(
                    isPlanned ? "✓ Trip planned" : "Plan this trip", .headline, .white, x: button.x,
                    y: button.y + (button.height - TextStyle.headline.lineHeight) / 2, width: button.width,
                    alignment: .center)
            }
        }
        // The close control rides on the detail card and fades out early, so it leaves with the card.
        let c = layout.closeButton(onCard: card)
        let fade = min(1, max(0, (d - 0.4) / 0.6))
        let center = Point(x: c.center.x, y: c.center.y)
        canvas.fillCircle(center: center, radius: c.radius, Color.black.withAlpha(0.45 * fade))
        let glyph = canvas.measure("✕", .headline)
        canvas.drawText(
            "✕", .headline, Color.white.withAlpha(fade),
            at: Point(x: (center.x - glyph.width / 2).rounded(), y: (center.y - glyph.height / 2).rounded()))
        if showsFocus && focus == .close && d > 0.5 {
            canvas.strokeRoundedRect(
                CanvasRect(center: center, size: CanvasSize(width: 2 * c.radius + 10, height: 2 * c.radius + 10)),
                radius: c.radius + 5, lineWidth: Theme.focusRingWidth, Theme.accent)
        }
    }
}
