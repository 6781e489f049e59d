import Riffle

/// The inspector: why did it snap there? Drawn over a scene for its main track (the I key or `--inspect`).
///
/// Along the bottom a panel shows, on a ruler of scroll offsets (``InspectorGeometry``): the candidate snaps as grey
/// ticks with their numbers, the policy's threshold around the start snap (shaded), the chosen snap (an orange
/// marker), the current position (a white line), the finger's or the motion's velocity as a cyan arrow (0.25 s of
/// it), the projected end (a ring), and the rubber band's stretch beyond a limit (red). Above the ruler the policy's
/// numbers; below it the settle curve (offset against time, from the release), with the current point moving along
/// it.
public struct InspectorOverlay: Sendable {
    /// The settle curve of the latest release: samples from its time on, and the decision it belongs to.
    private var curve: [Track.MotionSample] = []
    private var curveDecision: SnapDecision?
    private var curveTrack = ""

    /// The orange of the chosen snap.
    public static let chosenColor = Color(hex: 0xFF9F0A)
    /// The cyan of the velocity arrow.
    public static let velocityColor = Color(hex: 0x64D2FF)
    /// The red of the rubber band.
    public static let rubberBandColor = Color(hex: 0xFF453A)
    /// The panel's background.
    public static let panelColor = Color(red: 0.05, green: 0.06, blue: 0.09)

    /// Creates an overlay.
    public init() {}

    /// Keeps the settle curve of a new release: call every frame before drawing.
    public mutating func update(_ inspected: InspectedTrack) {
        let track = inspected.track
        guard let decision = track.lastDecision, track.phase != .dragging else {
            if track.phase == .dragging { curve.removeAll(keepingCapacity: true) }
            return
        }
        guard decision != curveDecision || inspected.name != curveTrack else { return }
        curveDecision = decision
        curveTrack = inspected.name
        track.motionAhead(step: 1.0 / 120, count: 480, into: &curve)
    }

    /// Draws the overlay for `inspected` on `canvas`, keeping `bottomInset` points free at the bottom.
    public func draw(_ inspected: InspectedTrack, on canvas: Canvas, bottomInset: Double) {
        let track = inspected.track
        let geometry = InspectorGeometry(size: canvas.size, bottomInset: bottomInset, track: track)
        let panel = geometry.panel
        canvas.fillRoundedRect(panel, radius: 12, .solid(Self.panelColor))
        let decision = track.releaseDecision
        drawText(inspected, decision: decision, in: panel, on: canvas)
        drawRuler(track, decision: decision, geometry: geometry, on: canvas)
        drawCurve(track, decision: decision, geometry: geometry, on: canvas)
    }

    private func drawText(_ inspected: InspectedTrack, decision: SnapDecision?, in panel: CanvasRect, on canvas: Canvas)
    {
        let track = inspected.track
        let grey = Color(hex: 0xAEAEB2)
        var first = "\(inspected.name) · \(Self.name(of: track.configuration.snapPolicy)) · \(track.phase)"
        if track.phase != .dragging { first += " (\(track.targetCause))" }
        canvas.drawText(first, .caption, .white, at: Point(x: panel.x + 12, y: panel.y + 8))
        guard let decision else {
            canvas.drawText("no release yet", .label, grey, at: Point(x: panel.x + 12, y: panel.y + 26))
            return
        }
        let preview = track.phase == .dragging ? "if released now: " : ""
        let second =
            preview + "\(Self.rule(decision)) → snap \(track.layout.wrappedSnapIndex(decision.target))"
            + " (from \(track.layout.wrappedSnapIndex(decision.startSnap)))"
        canvas.drawText(second, .label, .white, at: Point(x: panel.x + 12, y: panel.y + 26))
        let third =
            "release \(Format.fixed(decision.velocity, 0)) pt/s · now \(Format.fixed(track.velocity, 0)) pt/s"
            + " · dragged \(Format.fixed(decision.position - decision.startOffset, 1)) pt"
        canvas.drawText(third, .caption2, grey, at: Point(x: panel.x + 12, y: panel.y + 44))
        var fourth = "projected \(Format.fixed(decision.projectedEnd - decision.startOffset, 1)) pt"
        if decision.threshold > 0 { fourth += " · threshold \(Format.fixed(decision.threshold, 1)) pt" }
        if let fling = decision.flingVelocity { fourth += " · fling \(Format.fixed(fling, 0)) pt/s" }
        canvas.drawText(fourth, .caption2, grey, at: Point(x: panel.x + 12, y: panel.y + 58))
        let overscroll = track.overscroll
        if overscroll != 0 {
            canvas.drawText(
                "rubber band \(Format.fixed(overscroll, 1)) pt", .caption2, Self.rubberBandColor,
                at: Point(x: panel.x + 12, y: panel.y + 72))
        }
    }

    private func drawRuler(_ track: Track, decision: SnapDecision?, geometry: InspectorGeometry, on canvas: Canvas) {
        let ruler = geometry.ruler
        let y = ruler.y
        let lowX = ruler.x
        let highX = ruler.x + ruler.width
        func clampedX(_ offset: Double) -> Double { Swift.min(Swift.max(geometry.x(ofOffset: offset), lowX), highX) }
        // The threshold around the start snap.
        if let decision, decision.threshold > 0 {
            let from = clampedX(decision.startOffset - decision.threshold)
            let to = clampedX(decision.startOffset + decision.threshold)
            canvas.fill(
                CanvasRect(x: from, y: y - 14, width: to - from, height: 14), .solid(Color(hex: 0x3A3A3C, alpha: 0.9)))
        }
        canvas.fill(CanvasRect(x: lowX, y: y, width: ruler.width, height: 1), .solid(Color(hex: 0x8E8E93)))
        // The candidate snaps.
        if let decision {
            let lower = decision.candidates.lowerBound
            let upper = decision.candidates.upperBound - lower > 40 ? lower + 40 : decision.candidates.upperBound
            for k in lower...upper {
                let x = geometry.x(ofOffset: track.layout.offset(ofVirtualSnap: k))
                guard x >= lowX, x <= highX else { continue }
                canvas.fill(CanvasRect(x: x - 0.5, y: y - 8, width: 1, height: 16), .solid(Color(hex: 0x8E8E93)))
                canvas.drawText(
                    "\(track.layout.wrappedSnapIndex(k))", .caption2, Color(hex: 0x8E8E93),
                    at: Point(x: x + 3, y: y + 3))
            }
            // The chosen snap.
            let chosen = geometry.x(ofOffset: decision.targetOffset)
            if chosen >= lowX, chosen <= highX {
                canvas.fill(CanvasRect(x: chosen - 3, y: y - 20, width: 6, height: 26), .solid(Self.chosenColor))
            }
            // The projected end: a ring.
            let end = clampedX(decision.projectedEnd)
            canvas.fillCircle(center: Point(x: end, y: y), radius: 6, Self.chosenColor)
            canvas.fillCircle(center: Point(x: end, y: y), radius: 3.5, Self.panelColor)
        }
        // The rubber band's stretch.
        let overscroll = track.overscroll
        let position = track.unwrappedPosition
        if overscroll != 0 {
            let from = clampedX(position - overscroll)
            let to = clampedX(position)
            canvas.fill(
                CanvasRect(x: Swift.min(from, to), y: y + 2, width: abs(to - from), height: 5),
                .solid(Self.rubberBandColor))
        }
        // The current position and the velocity arrow.
        let here = clampedX(position)
        canvas.fill(CanvasRect(x: here - 1, y: y - 26, width: 2, height: 34), .solid(.white))
        let length = track.velocity * InspectorGeometry.arrowSeconds * geometry.scale
        if length.isFinite, abs(length) >= 1 {
            let tip = Swift.min(Swift.max(here + length, lowX), highX)
            let arrowY = geometry.arrowY
            canvas.fill(
                CanvasRect(x: Swift.min(here, tip), y: arrowY - 1.5, width: abs(tip - here), height: 3),
                .solid(Self.velocityColor))
            let direction = tip >= here ? -1.0 : 1.0
            for step in 0..<6 {
                let half = Double(6 - step)
                canvas.fill(
                    CanvasRect(x: tip + direction * Double(step) - 0.5, y: arrowY - half, width: 1, height: 2 * half),
                    .solid(Self.velocityColor))
            }
        }
    }

    private func drawCurve(_ track: Track, decision: SnapDecision?, geometry: InspectorGeometry, on canvas: Canvas) {
        let strip = geometry.curve
        canvas.fill(
            CanvasRect(x: strip.x, y: strip.y + strip.height, width: strip.width, height: 1),
            .solid(Color(hex: 0x48484A)))
        guard let first = curve.first, let last = curve.last, let decision = curveDecision else {
            canvas.drawText(
                "settle curve: after a release", .caption2, Color(hex: 0x8E8E93), at: Point(x: strip.x, y: strip.y))
            return
        }
        let duration = Swift.max(last.time - first.time, 0.25)
        var low = decision.targetOffset
        var high = decision.targetOffset
        for sample in curve {
            low = Swift.min(low, sample.offset)
            high = Swift.max(high, sample.offset)
        }
        let span = Swift.max(high - low, 1)
        func point(_ time: Double, _ offset: Double) -> Point {
            Point(
                x: strip.x + (time - first.time) / duration * strip.width,
                y: strip.y + strip.height - (offset - low) / span * strip.height)
        }
        let target = point(first.time, decision.targetOffset).y
        canvas.fill(CanvasRect(x: strip.x, y: target, width: strip.width, height: 1), .solid(Self.chosenColor))
        for sample in curve {
            canvas.fillCircle(center: point(sample.time, sample.offset), radius: 1.2, Self.velocityColor)
        }
        if track.time >= first.time, track.time <= last.time + 0.5 {
            let now = point(Swift.min(track.time, last.time), track.unwrappedPosition)
            canvas.fillCircle(center: now, radius: 4, .white)
        }
        canvas.drawText(
            "\(Format.fixed(duration, 2)) s", .caption2, Color(hex: 0x8E8E93),
            at: Point(x: strip.x + strip.width - 34, y: strip.y))
    }

    /// A policy's short name.
    static func name(of policy: SnapPolicy) -> String {
        switch policy {
        case .threshold(let fraction): return "threshold \(Format.fixed(fraction, 2))"
        case .predictedHalfPage: return "predicted half page"
        case .directional: return "directional"
        case .paged(let options): return "paged (max \(options.maxStep))"
        case .projected(let rate): return "projected \(Format.fixed(rate, 3))"
        case .free(let rate): return "free \(Format.fixed(rate, 3))"
        }
    }

    /// The rule that decided, in words.
    static func rule(_ decision: SnapDecision) -> String {
        switch decision.rule {
        case .threshold: return "threshold"
        case .predictedHalfPage: return "predicted end vs half a page"
        case .direction: return "direction"
        case .fling: return "fling (|v| > \(Format.fixed(decision.flingVelocity ?? 0, 0)))"
        case .distance: return "distance"
        case .projection: return "nearest to the projection"
        case .momentum: return "momentum"
        }
    }
}
