import Riffle

/// The motion curves of a preset, seed against iOS: position and velocity against time for a standard flick,
/// through the public host API (`riffle-gallery --plot DIR`, used in the motion docs).
///
/// The flick: a finger down on page 2 at x = 300, moving left at 1,500 pt/s for 48 ms (sampled at 240 Hz), then
/// lifted; the curves run 1.5 s from the release, sampled at 240 Hz.
public struct MotionPlot: Sendable {
    /// One curve: samples from the release on.
    public struct Curve: Sendable {
        /// The motion style.
        public var style: MotionStyle
        /// Seconds from the release.
        public var times: [Double] = []
        /// The offset travelled from the start page, in points.
        public var offsets: [Double] = []
        /// The velocity, in points per second.
        public var velocities: [Double] = []
        /// Where the release went, in points from the start page.
        public var target: Double = 0
    }

    /// The preset's name (file `motion-<name>.png`).
    public var name: String
    /// A title for the picture.
    public var title: String
    /// The seed curve and the iOS curve.
    public var curves: [Curve]

    /// The flick's speed, in points per second.
    public static let flickSpeed = 1500.0
    /// The flick's duration, in seconds.
    public static let flickDuration = 0.048
    /// The sampling rate, in hertz.
    public static let rate = 240.0
    /// How long the curves run after the release, in seconds.
    public static let duration = 1.5
    /// The picture's size, in points.
    public static let size = CanvasSize(width: 720, height: 560)

    /// The presets plotted: the scenes' carousels.
    public static func presets() -> [(name: String, title: String, settings: Pager.Settings, count: Int)] {
        [
            ("trips", "Trips (paged policy)", .trips(), 13),
            ("trips-seed000", "Trips (seed 000's threshold rule)", .trips(snapPolicy: .threshold(fraction: 0.65)), 13),
            ("onboarding", "Onboarding pages", .onboarding(), 4),
            ("loop", "Loop (164-point snaps)", .loop(), 12),
        ]
    }

    /// Runs the flick on each style of `settings` and records the curves.
    public init(name: String, title: String, settings: Pager.Settings, count: Int) {
        self.name = name
        self.title = title
        curves = MotionStyle.allCases.map { style in Self.record(settings.motion(style), count: count, style: style) }
    }

    static func record(_ settings: Pager.Settings, count: Int, style: MotionStyle) -> Curve {
        var host = ComponentHost(Pager(itemCount: count, index: 2, settings: settings))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        var curve = Curve(style: style)
        guard let start = host.track?.unwrappedPosition else { return curve }
        let step = 1 / rate
        let y = 400.0
        var t = 0.0
        _ = host.pointerChanged(to: Point(x: 300, y: y), from: Point(x: 300, y: y), at: t)
        let moves = Int((flickDuration * rate).rounded())
        for k in 1...moves {
            t = Double(k) * step
            let x = 300 - flickSpeed * t
            _ = host.pointerChanged(to: Point(x: x, y: y), from: Point(x: 300, y: y), at: t)
        }
        _ = host.pointerEnded(at: Point(x: 300 - flickSpeed * t, y: y), time: t)
        let release = t
        if let track = host.track {
            curve.target = track.layout.offset(ofVirtualSnap: track.virtualTargetIndex) - start
        }
        let samples = Int((duration * rate).rounded())
        for k in 0...samples {
            let now = release + Double(k) * step
            _ = host.advance(to: now)
            guard let track = host.track else { break }
            curve.times.append(now - release)
            curve.offsets.append(track.unwrappedPosition - start)
            curve.velocities.append(track.velocity)
        }
        return curve
    }

    /// The colour of a style's curve: seed orange, iOS cyan.
    public static func color(_ style: MotionStyle) -> Color {
        style == .preset ? InspectorOverlay.chosenColor : InspectorOverlay.velocityColor
    }

    /// The two charts' frames: position on top, velocity below.
    public static func frames(in size: CanvasSize) -> (position: CanvasRect, velocity: CanvasRect) {
        let left = 78.0
        let width = size.width - left - 24
        return (
            CanvasRect(x: left, y: 86, width: width, height: 190),
            CanvasRect(x: left, y: 330, width: width, height: 190)
        )
    }

    /// Draws the picture.
    public func draw(on canvas: Canvas) {
        let size = canvas.size
        canvas.clear(Color(hex: 0x111318))
        canvas.drawText(title, .headline, .white, at: Point(x: 24, y: 18))
        canvas.drawText(
            "A \(Format.grouped(Int(Self.flickSpeed))) pt/s flick for \(Int(Self.flickDuration * 1000)) ms from page 2; "
                + "time from the release", .footnote, Color(hex: 0xAEAEB2), at: Point(x: 24, y: 44))
        var legendX = size.width - 190
        for curve in curves {
            canvas.fill(CanvasRect(x: legendX, y: 50, width: 18, height: 3), .solid(Self.color(curve.style)))
            canvas.drawText(
                curve.style == .preset ? "seed" : "iOS", .footnote, .white, at: Point(x: legendX + 24, y: 42))
            legendX += 90
        }
        let frames = Self.frames(in: size)
        chart(
            frames.position, label: "position (pt)", values: curves.map(\.offsets),
            reference: curves.first?.target, on: canvas)
        chart(frames.velocity, label: "velocity (pt/s)", values: curves.map(\.velocities), reference: 0, on: canvas)
    }

    private func chart(
        _ frame: CanvasRect, label: String, values: [[Double]], reference: Double?, on canvas: Canvas
    ) {
        let grey = Color(hex: 0x8E8E93)
        var low = reference ?? 0
        var high = reference ?? 0
        for series in values {
            for v in series where v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        if high - low < 1 { high = low + 1 }
        let pad = (high - low) * 0.08
        low -= pad
        high += pad
        func y(_ v: Double) -> Double { frame.y + frame.height - (v - low) / (high - low) * frame.height }
        func x(_ t: Double) -> Double { frame.x + t / Self.duration * frame.width }
        canvas.fill(frame, .solid(Color(hex: 0x1C1E24)))
        canvas.drawText(label, .caption, .white, at: Point(x: frame.x, y: frame.y - 22))
        for k in 0...3 {
            let v = low + (high - low) * Double(k) / 3
            canvas.fill(CanvasRect(x: frame.x, y: y(v), width: frame.width, height: 1), .solid(Color(hex: 0x2C2E36)))
            canvas.drawText(Format.fixed(v, 0), .caption2, grey, at: Point(x: frame.x - 60, y: y(v) - 7))
        }
        for k in 0...6 {
            let t = Self.duration * Double(k) / 6
            canvas.fill(CanvasRect(x: x(t), y: frame.y, width: 1, height: frame.height), .solid(Color(hex: 0x2C2E36)))
            canvas.drawText(
                Format.fixed(t, 2) + " s", .caption2, grey, at: Point(x: x(t) - 12, y: frame.y + frame.height + 4))
        }
        if let reference {
            canvas.fill(CanvasRect(x: frame.x, y: y(reference), width: frame.width, height: 1), .solid(grey))
        }
        for (series, curve) in zip(values, curves) {
            let color = Self.color(curve.style)
            var previous: Point?
            for (t, v) in zip(curve.times, series) where v.isFinite {
                let here = Point(x: x(t), y: y(v))
                if let from = previous {
                    // A polyline of 2-point squares, one per pixel of the longer side.
                    let steps = max(1, Int(max(abs(here.x - from.x), abs(here.y - from.y)).rounded(.up)))
                    for s in 1...steps {
                        let f = Double(s) / Double(steps)
                        canvas.fill(
                            CanvasRect(
                                x: from.x + (here.x - from.x) * f - 1, y: from.y + (here.y - from.y) * f - 1, width: 2,
                                height: 2), .solid(color))
                    }
                }
                previous = here
            }
        }
    }
}
