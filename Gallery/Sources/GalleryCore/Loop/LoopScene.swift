import Riffle

/// Scene 3, seed 003: an infinite carousel of labelled cards ("Card 1" …), the current card larger.
public final class LoopScene: GalleryScene {
    /// Always ``SceneKind/loop``.
    public let kind = SceneKind.loop
    /// The number of cards (1 … 1,000,000).
    public let count: Int
    /// The carousel: the track host SwiftUI's `LoopingCarousel` uses, with the loop preset (see
    /// ``makeHost(count:snap:rightToLeft:)``): 140 × 196-point cards 36 apart (the preset's 24 plus room for
    /// the centred card, 1.2 times larger).
    public private(set) var host: ComponentHost<Pager>
    /// The ring's track, for the inspector and the trace.
    public var inspectedTracks: [InspectedTrack] { host.track.map { [InspectedTrack(name: "loop", track: $0)] } ?? [] }
    /// What the host reported (announcements, the tapped item), for the state JSON.
    public private(set) var report = HostReport()
    /// The seed's or iOS's motion (`--motion`, the M key).
    public private(set) var motion = MotionStyle.preset
    /// The carousel's settings with the seed's motion (``setMotion(_:at:)`` derives the iOS ones).
    private let seedSettings: Pager.Settings
    /// The focused card relative to the current one (0 or +1), if any.
    public private(set) var focusedOffset: Int?
    /// Whether focus rings are drawn.
    public var showsFocus = false
    private var size = CanvasSize.phone
    private var insets = SceneInsets.zero
    /// How far the row's centre sits below the window's centre (the host's viewport is the window).
    private var rowShift = 0.0
    /// The host's placements of the frame being drawn (kept, so drawing does not allocate).
    private var placements: [ItemPlacement] = []
    private var time = 0.0

    /// Card colours: top and bottom of each card's gradient, cycling with the item.
    public static let palette: [(UInt32, UInt32)] = [
        (0x6A8BFF, 0x3D5AFE), (0xFF8A80, 0xF4511E), (0x64DFB0, 0x00A884), (0xFFC36B, 0xF59E0B),
        (0xC39BFF, 0x8B5CF6), (0x6FD3FF, 0x0EA5E9), (0xFF8FC7, 0xE83E8C), (0xA3D977, 0x5FA83A),
    ]

    /// The width the card art (corners, chip, text) is designed at; it scales with the drawn card.
    public static let artWidth = 200.0

    /// Creates the scene with `items` cards.
    public init(items: Int = 12, snap: SnapChoice? = nil, rightToLeft: Bool = false) {
        count = max(1, min(1_000_000, items))
        host = LoopScene.makeHost(count: count, snap: snap, rightToLeft: rightToLeft)
        seedSettings = host.settings
        _ = host.send(.viewport(width: size.width, height: size.height), at: 0)
    }

    /// Switches the carousel's settle between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        motion = style
        _ = report.record(host.send(.settings(seedSettings.motion(style)), at: max(self.time, time)))
    }

    /// The carousel's host: ``Riffle/Pager/Settings/loop(snapPolicy:)`` with the `--snap` policy, mirrored
    /// for `--rtl`.
    ///
    /// By default a flick travels several cards (``Riffle/SnapPolicy/projected``: momentum, as an endless row
    /// asks for); `seed` is the seed's one card at a time (its taps move one card: no fling, the nearest card).
    /// The cards are ``itemSpacing`` apart, so the centred card, 1.2 times larger, keeps room on both sides. One
    /// or two cards cannot go round: the preset then shows a bounded row (no card twice).
    public static func makeHost(count: Int, snap: SnapChoice?, rightToLeft: Bool) -> ComponentHost<Pager> {
        let policy = (snap ?? .projected).policy(seed: .paged(.init(flingVelocity: .infinity)))
        var settings = Pager.Settings.loop(snapPolicy: policy)
        settings.itemSpacing = itemSpacing
        return ComponentHost(
            Pager(
                itemCount: count, index: 0, settings: settings.adapted(reduceMotion: false, rightToLeft: rightToLeft)))
    }

    /// The gap between cards: the centred card grows by 14 points on each side, leaving 22 to its neighbours.
    public static let itemSpacing = 36.0

    /// The card nearest the centre right now (during a drag too), as a data index: what the caption names.
    public var centredItem: Int {
        let p = host.position
        guard p.isFinite, count > 0 else { return host.index }
        let n = Int(p.rounded())
        return ((n % count) + count) % count
    }

    /// The label of an item: "Card 1" for item 0.
    public static func label(_ item: Int) -> String { "Card \(Format.grouped(item + 1))" }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        self.insets = insets
        self.size = size
        let contentTop = insets.top + 110
        let contentBottom = size.height - insets.bottom - 70
        rowShift = ((contentTop + contentBottom) / 2).rounded() - size.height / 2
        _ = report.record(host.send(.viewport(width: size.width, height: size.height), at: time))
    }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            showsFocus = false
            // The host centres a tapped card itself (the preset's tap to focus) and reports its data index. The row
            // is drawn `rowShift` below the host's viewport centre.
            var local = event
            local.location.y -= rowShift
            _ = report.record(host.handleAsDrag(local))
        case .key(let key, let t):
            showsFocus = true
            switch key {
            case .left, .right, .home, .end, .pageup, .pagedown:
                if let command = key.keyCommand(rightToLeft: isRightToLeft) {
                    _ = report.record(host.send(.key(command), at: t))
                }
            case .enter, .space:
                if let offset = focusedOffset, offset != 0 {
                    _ = report.record(host.send(.scrollBy(pages: offset), at: t))
                    focusedOffset = 0
                }
            default: break
            }
        case .wheel, .scroll:
            if let event = input.scrollEvent {
                _ = report.record(host.send(.scroll(delta: event.delta, phase: event.phase), at: event.timestamp))
            }
        }
    }

    // MARK: - Focus

    /// Tab: the current card, then the next one; then the focus leaves the scene.
    public func moveFocus(forward: Bool) -> Bool {
        switch (focusedOffset, forward) {
        case (nil, true): focusedOffset = 0
        case (nil, false): focusedOffset = 1
        case (0?, true): focusedOffset = 1
        case (1?, false): focusedOffset = 0
        default:
            focusedOffset = nil
            return false
        }
        return true
    }

    /// Focuses the current card (first) or the next one (last), or nothing.
    public func setFocus(toFirst: Bool?) {
        focusedOffset = toFirst.map { $0 ? 0 : 1 }
    }

    // MARK: - Clock

    /// Advances the host.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        _ = report.record(host.advance(to: time))
    }

    /// True while the cards move.
    public var needsFrame: Bool { host.needsFrames }

    /// The host's deadline, if any.
    public var nextDeadline: Double? { host.nextDeadline }

    /// Whether the carousel is mirrored (`--rtl`).
    public var isRightToLeft: Bool { host.settings.isRightToLeft }

    /// `{"scene":"loop","index":N,"count":N,"label":"Card …",…,"announcement":…}`; `position` is the host's
    /// progress, wrapped into `0..<count`.
    public var state: JSONValue {
        .object(
            [
                ("scene", .string(kind.rawValue)),
                ("index", .int(host.index)),
                ("count", .int(count)),
                ("label", .string(LoopScene.label(host.index))),
                ("caption", .string(caption)),
                ("pressed", host.pressedIndex.map(JSONValue.int) ?? .null),
                ("position", .double((host.position * 1000).rounded() / 1000)),
                ("settled", .bool(!needsFrame)),
                ("focus", focusedOffset.map { .string($0 == 0 ? "current" : "next") } ?? .string("none")),
                ("rtl", .bool(isRightToLeft)),
                ("accessibilityValue", .string(host.accessibilityValue.english)),
            ] + report.fields)
    }

    /// "Card 3 of 12": the centred card, following the drag.
    public var caption: String { "\(LoopScene.label(centredItem)) of \(Format.grouped(count))" }

    // MARK: - Drawing

    /// Draws the header, the visible cards and the caption.
    public func draw(on canvas: Canvas) {
        let bg = Theme.background
        canvas.clear(bg)
        let top = insets.top + TripsLayout.titleTop
        canvas.drawText("Loop", .largeTitle, Theme.ink, at: Point(x: Theme.margin, y: top))
        canvas.drawText(
            "Swipe or tap: it never ends", .headline, Theme.secondaryInk,
            at: Point(x: Theme.margin, y: top + TextStyle.largeTitle.lineHeight + 2))

        // The host's placements, the nearest card last (on top): sorted in place by the effect's z-index.
        placements.removeAll(keepingCapacity: true)
        host.forEachPlacement(at: time) { placements.append($0) }
        placements.sort { $0.zIndex < $1.zIndex }
        let focusedItem = focusedOffset.map { (host.index + $0) % count }
        for placement in placements {
            let colors = LoopScene.palette[placement.index % LoopScene.palette.count]
            // Pressed (a touch that may still tap it): 3 % smaller and dimmed, undone when the drag begins.
            let press = placement.isPressed ? 0.97 : 1
            let width = placement.width * placement.scaleX * press
            let height = placement.height * placement.scaleY * press
            let f = CanvasRect(
                x: placement.x + (placement.width - width) / 2,
                y: placement.y + rowShift + (placement.height - height) / 2, width: width, height: height)
            let k = f.width / LoopScene.artWidth
            let radius = 22 * k
            canvas.withOpacity(placement.opacity, over: bg) {
                canvas.shadow(f.offsetBy(dx: 0, dy: 10 * k), radius: radius, blur: 18 * k, Theme.shadow)
                canvas.fillRoundedRect(
                    f, radius: radius, .vertical(top: Color(hex: colors.0), bottom: Color(hex: colors.1)))
                canvas.fillRoundedRect(
                    CanvasRect(x: f.x, y: f.y, width: f.width, height: f.height * 0.5), radius: radius,
                    .vertical(top: Color.white.withAlpha(0.22), bottom: Color.white.withAlpha(0)))
                let chip = CanvasRect(x: f.x + 16 * k, y: f.y + 16 * k, width: 34 * k, height: 34 * k)
                canvas.fillRoundedRect(chip, radius: 10 * k, .solid(Color.white.withAlpha(0.25)))
                canvas.fillCircle(center: chip.center, radius: 7 * k, Color.white.withAlpha(0.9))
                let sub = "of \(Format.grouped(count))"
                let subSize = canvas.measure(sub, .subheadline)
                canvas.drawText(
                    sub, .subheadline, Color.white.withAlpha(0.8),
                    at: Point(x: (f.midX - subSize.width / 2).rounded(), y: (f.midY + 22 * k).rounded()))
                let label = LoopScene.label(placement.index)
                // The largest style that fits ("Card 1,000,000" is long).
                let style =
                    [TextStyle.title, .title2, .headline, .subheadline].first {
                        canvas.measure(label, $0).width <= f.width - 20 * k
                    } ?? .footnote
                let m = canvas.measure(label, style)
                canvas.drawText(
                    label, style, .white,
                    at: Point(x: (f.midX - m.width / 2).rounded(), y: (f.midY - m.height / 2 - 8 * k).rounded()))
                if placement.isPressed {
                    canvas.fillRoundedRect(f, radius: radius, .solid(Color.black.withAlpha(0.15)))
                }
            }
            if showsFocus, placement.index == focusedItem {
                canvas.strokeRoundedRect(
                    f.insetBy(dx: -6, dy: -6), radius: radius + 6, lineWidth: Theme.focusRingWidth, Theme.accent)
            }
        }

        canvas.drawText(
            caption, .subheadline, Theme.secondaryInk, x: 0, y: size.height - insets.bottom - 44, width: size.width,
            alignment: .center)
    }
}
