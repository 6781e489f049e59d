import Riffle

extension HomeScene {
    /// Seed 002's dock colour, rgb(70, 70, 70) at 0.9 opacity.
    static let dockColor = Color(red: 70 / 255, green: 70 / 255, blue: 70 / 255, alpha: 0.9)
    /// How much a pressed icon darkens: black at this opacity over it (iOS darkens by about a fifth).
    static let pressedDimming = 0.2
    /// The corner radius of the phone's screen, in points (an iPhone 14's display): the open app's corners grow
    /// from the icon's radius to it.
    public static let screenCornerRadius = 47.33

    /// The wallpaper's base colour, the backdrop of a fading icon's opacity group (its sprite fades with true
    /// alpha).
    static let wallpaperBase = Color(hex: 0x101A4A)

    /// Seed 002's inactive dot colour (SwiftUI's `.gray`); the active dot is white.
    static let dotGray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

    /// Draws the wallpaper, the dock, the dots, the icons, the status line, edit mode's "Done" and an open app.
    public func draw(on canvas: Canvas) {
        lastDrawTime = time
        let full = CanvasRect(x: 0, y: 0, width: size.width, height: size.height)
        canvas.clear(HomeScene.wallpaperBase)
        canvas.drawPicture(wallpaper, origin: Point(x: 0, y: 0), in: full, cornerRadius: 0)
        drawDock(on: canvas)
        drawDots(on: canvas)
        iconPlacements.removeAll(keepingCapacity: true)
        host.forEachPlacement(at: time) { iconPlacements.append($0) }
        for placement in iconPlacements { drawIcon(placement, on: canvas) }
        drawStatusLine(on: canvas)
        drawDone(on: canvas)
        if showsFocus { drawFocus(on: canvas) }
        drawOpenApp(on: canvas)
    }

    private func canvasRect(_ r: Rect) -> CanvasRect {
        CanvasRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    private func drawDock(on canvas: Canvas) {
        guard let frame = host.drawnDockFrame else { return }
        let dock = canvasRect(frame)
        guard !dock.isEmpty else { return }
        canvas.fill(dock, .solid(HomeScene.dockColor))
        canvas.fill(CanvasRect(x: dock.x, y: dock.y, width: dock.width, height: 1), .solid(Color.white.withAlpha(0.07)))
        // The home indicator, in the bottom inset under the dock.
        if insets.bottom >= 12 {
            let bar = CanvasRect(
                x: size.width / 2 - 67, y: size.height - insets.bottom / 2 - 2.5, width: 134, height: 5)
            canvas.fillRoundedRect(bar, radius: 2.5, .solid(Color.white.withAlpha(0.8)))
        }
    }

    /// The page dots at `time`, in the view (mirrored by the host in a right-to-left layout).
    func dots(at time: Double) -> [PageIndicator.Dot] {
        host.component.dots(at: time).map(host.inView)
    }

    private func drawDots(on canvas: Canvas) {
        for dot in dots(at: time) {
            let colour = HomeScene.dotGray.mix(.white, dot.selection)
            canvas.fillCircle(center: dot.center, radius: dot.diameter / 2, colour)
        }
    }

    private func drawIcon(_ placement: HomeScreen.IconPlacement, on canvas: Canvas) {
        let frame = canvasRect(placement.frame)
        let reach = frame.width * 0.2 + 8
        guard frame.maxX + reach > 0, frame.x - reach < size.width, let sprite = sprite(placement.id) else { return }
        let lifted = placement.isDragged || placement.scale > 1.001
        if lifted {
            let side = frame.width * placement.scale
            let shadow = CanvasRect(
                center: Point(x: frame.midX, y: frame.midY + 6), size: CanvasSize(width: side, height: side))
            canvas.shadow(shadow, radius: side / 5, blur: 10, Color.black.withAlpha(0.3))
        }
        // An icon hopping to another row fades (icon, label and badge) and shrinks about its centre, the label too.
        let opacity = placement.opacity
        guard opacity > 0.001 else { return }
        canvas.withOpacity(opacity, over: HomeScene.wallpaperBase) {
            canvas.drawSprite(sprite, center: frame.center, rotation: placement.rotation, scale: placement.scale)
        }
        if placement.isPressed {
            // Pressed (until the long press lifts it or the tap opens it): a fifth darker, as iOS. Pressed icons
            // neither wiggle nor lift, so the icon's own rounded square covers the sprite exactly.
            canvas.fillRoundedRect(
                frame, radius: frame.width / 5, .solid(Color.black.withAlpha(HomeScene.pressedDimming)))
        }
        let shrink = min(placement.scale, 1)
        if let label = placement.labelFrame {
            let midY = frame.midY + (label.midY - frame.midY) * shrink
            let drawn = CanvasRect(x: label.minX, y: midY - label.height / 2, width: label.width, height: label.height)
            drawLabel(placement.id.rawValue, in: drawn, opacity: opacity, on: canvas)
        }
        if home.isEditing, !placement.isDragged {
            // The "–" badge that removes the app: a grey disc with a white bar, on the icon's top-left corner.
            let drawnFrame = Rect(
                x: frame.midX - frame.width * shrink / 2, y: frame.midY - frame.height * shrink / 2,
                width: frame.width * shrink, height: frame.height * shrink)
            let centre = HomeScene.badgeCenter(of: drawnFrame)
            let r = HomeScene.badgeRadius * shrink
            canvas.fillCircle(center: centre, radius: r, Color(hex: 0x8E8E93).withAlpha(0.95 * opacity))
            canvas.fillRoundedRect(
                CanvasRect(center: centre, size: CanvasSize(width: r, height: 2.5 * shrink)), radius: 1.25 * shrink,
                .solid(Color.white.withAlpha(opacity)))
        }
    }

    /// The icon's name: white, 12 points, centred under the icon (truncated with "…" when wider than its cell),
    /// with a soft dark shadow for legibility over the wallpaper.
    private func drawLabel(_ name: String, in frame: CanvasRect, opacity: Double, on canvas: Canvas) {
        let text = HomeScene.truncated(name, width: frame.width + 8) { canvas.measure($0, .label).width }
        let width = canvas.measure(text, .label).width
        let x = (frame.midX - width / 2).rounded()
        let y = frame.y.rounded()
        canvas.drawText(text, .label, Color.black.withAlpha(0.35 * opacity), at: Point(x: x, y: y + 1))
        canvas.drawText(text, .label, Color.white.withAlpha(opacity), at: Point(x: x, y: y))
    }

    /// `text`, shortened with a trailing "…" until `measure` fits it in `width`.
    static func truncated(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingSuffixSpaces + "…"
            if measure(candidate) <= width { return candidate }
        }
        return "…"
    }

    private func drawStatusLine(on canvas: Canvas) {
        let line = statusFrame
        let fade = 1 - min(max(doneAppearanceValue, 0), 1)
        let ink = Color.white
        let timeHeight = canvas.measure("9:41", .headline).height
        canvas.drawText("9:41", .headline, ink, at: Point(x: 30, y: (line.midY - timeHeight / 2).rounded()))
        guard fade > 0.01 else { return }
        // Battery, Wi-Fi and signal, right to left.
        var x = line.maxX - 24
        let midY = line.midY
        let battery = CanvasRect(x: x - 25, y: midY - 6, width: 25, height: 12)
        canvas.strokeRoundedRect(battery, radius: 3.5, lineWidth: 1, ink.fading(0.45 * fade))
        canvas.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), radius: 2, .solid(ink.fading(fade)))
        canvas.fillRoundedRect(
            CanvasRect(x: battery.maxX + 1.5, y: midY - 2, width: 1.5, height: 4), radius: 0.75,
            .solid(ink.fading(0.45 * fade)))
        x = battery.x - 7
        canvas.withOpacity(fade, over: Color(hex: 0x101A4A)) {
            canvas.drawSprite(HomeArt.wifi, center: Point(x: x - 8.5, y: midY - 0.5), rotation: 0, scale: 1)
        }
        x -= 17 + 7
        for i in 0..<4 {
            let h = 4 + Double(i) * 2.4
            let bar = CanvasRect(x: x - 17 + Double(i) * 4.6, y: midY + 5.5 - h, width: 3, height: h)
            canvas.fillRoundedRect(bar, radius: 1, .solid(ink.fading(fade)))
        }
    }

    private func drawDone(on canvas: Canvas) {
        let appearance = min(max(doneAppearanceValue, 0), 1)
        guard appearance > 0.01 else { return }
        let frame = doneFrame
        canvas.fillRoundedRect(frame, radius: frame.height / 2, .solid(Color.white.withAlpha(0.9 * appearance)))
        let textSize = canvas.measure("Done", .headline)
        canvas.drawText(
            "Done", .headline, Theme.ink.fading(appearance),
            at: Point(x: (frame.midX - textSize.width / 2).rounded(), y: (frame.midY - textSize.height / 2).rounded()))
    }

    private func drawFocus(on canvas: Canvas) {
        guard let focus, openApp == nil else { return }
        let ring: CanvasRect
        let radius: Double
        switch focus {
        case .icon(let id):
            guard let placement = host.placements(at: time).first(where: { $0.id == id }) else { return }
            ring = canvasRect(placement.frame).insetBy(dx: -4, dy: -4)
            radius = placement.frame.width / 5 + 4
        case .dot(let page):
            guard let dot = dots(at: time).first(where: { $0.page == page }) else { return }
            let side = dot.diameter + 10
            ring = CanvasRect(center: dot.center, size: CanvasSize(width: side, height: side))
            radius = side / 2
        case .done:
            ring = doneFrame.insetBy(dx: -3, dy: -3)
            radius = ring.height / 2
        }
        canvas.strokeRoundedRect(ring, radius: radius, lineWidth: Theme.focusRingWidth, .white)
    }

    /// Where the open app's window is drawn now and its corner radius, or nil when no app is shown.
    ///
    /// It grows from the icon's square (corner radius `iconSize / 5`) to the whole screen (corner radius
    /// ``screenCornerRadius``, at most half the shorter side) with the transition's progress, and shrinks back.
    public var openAppFrame: (rect: CanvasRect, cornerRadius: Double)? {
        guard let id = openApp, app(id) != nil else { return nil }
        let t = appProgress
        guard t > 0.001 else { return nil }
        let iconSize = home.geometry.iconSize
        let source =
            host.placements(at: time).first(where: { $0.id == id }).map { canvasRect($0.frame) }
            ?? CanvasRect(
                center: Point(x: size.width / 2, y: size.height / 2),
                size: CanvasSize(width: iconSize, height: iconSize))
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let frame = CanvasRect(
            x: mix(source.x, 0), y: mix(source.y, 0), width: mix(source.width, size.width),
            height: mix(source.height, size.height))
        let screenRadius = min(HomeScene.screenCornerRadius, min(size.width, size.height) / 2)
        let radius = min(mix(source.width / 5, screenRadius), min(frame.width, frame.height) / 2)
        return (frame, max(0, radius))
    }

    /// The open app's placeholder, above everything of the home screen (dock and status line included): a window
    /// in the app's colours with rounded corners that grows out of its icon to the full screen, with the icon, the
    /// name and how to close it.
    private func drawOpenApp(on canvas: Canvas) {
        guard let id = openApp, let app = app(id), let (frame, radius) = openAppFrame else { return }
        let t = appProgress
        let iconSize = home.geometry.iconSize
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        canvas.fillRoundedRect(frame, radius: radius, .vertical(top: app.top, bottom: app.bottom))
        // The icon at twice its size, shrunk to exactly the icon when the window is the icon.
        let big = HomeArt.icon(app, iconSize: 2 * iconSize)
        let center = Point(x: frame.midX, y: frame.y + frame.height * mix(0.5, 0.42))
        canvas.drawSprite(big, center: center, rotation: 0, scale: mix(0.5, 1))
        let textAlpha = min(max((t - 0.55) / 0.45, 0), 1)
        guard textAlpha > 0 else { return }
        let middle = app.middle
        let light = 0.2126 * middle.red + 0.7152 * middle.green + 0.0722 * middle.blue > 0.62
        let ink = light ? Theme.ink : Color.white
        let secondary = light ? Theme.secondaryInk : Color.white.withAlpha(0.78)
        let nameTop = center.y + iconSize + 24
        canvas.drawText(
            app.name, .title, ink.fading(textAlpha), x: frame.x, y: nameTop, width: frame.width, alignment: .center)
        canvas.drawText(
            "Tap anywhere or press Esc to close", .subheadline, secondary.fading(textAlpha), x: frame.x,
            y: nameTop + TextStyle.title.lineHeight + 8, width: frame.width, alignment: .center)
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingSuffixSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
