import Riffle

/// The floating segmented control at the top of the window that picks the scene (also keys 1–6).
public struct ScenePicker: Sendable, Equatable {
    /// The control's frame in window points.
    public var frame: CanvasRect

    /// The picker for a window of `width` points.
    public init(width: Double) {
        frame = CanvasRect(x: 12, y: 6, width: max(0, width - 24), height: 44)
    }

    /// The space the scenes keep free for the picker.
    public static let reservedHeight = 56.0

    /// The widths of the scenes' titles and short titles in the picker's font: estimated until
    /// ``fit(measure:)`` measures them.
    private var titleWidths = SceneKind.allCases.map { ScenePicker.estimatedWidth(of: $0.title) }
    /// The widths of the short titles (see `titleWidths`).
    private var shortTitleWidths = SceneKind.allCases.map { ScenePicker.estimatedWidth(of: $0.shortTitle) }

    /// Whether the label widths were measured with the real font.
    public private(set) var isFitted = false

    /// The space around a label inside its segment: the selected pill's 3-point inset and 3 points of margin, on
    /// each side.
    static let labelPadding = 12.0

    /// Measures the labels with the canvas's font, so that ``labels`` and ``segments`` fit them exactly.
    public mutating func fit(measure: (String) -> Double) {
        titleWidths = SceneKind.allCases.map { measure($0.title) }
        shortTitleWidths = SceneKind.allCases.map { measure($0.shortTitle) }
        isFitted = true
    }

    /// Whether the full titles fit the control.
    private var showsTitles: Bool {
        titleWidths.reduce(0, +) + Double(titleWidths.count) * ScenePicker.labelPadding <= frame.width
    }

    /// The labels shown: the scenes' titles when they all fit, else their short titles (``SceneKind/shortTitle``).
    public var labels: [String] { SceneKind.allCases.map { showsTitles ? $0.title : $0.shortTitle } }

    /// The segment frames, one per scene kind: each label's width and its padding, the spare width (or the
    /// shortfall, on a window too narrow even for the short titles) shared in the same proportions.
    public var segments: [CanvasRect] {
        let weights = (showsTitles ? titleWidths : shortTitleWidths).map { $0 + ScenePicker.labelPadding }
        let total = weights.reduce(0, +)
        var x = frame.x
        return weights.map { w in
            let width = total > 0 ? frame.width * w / total : 0
            defer { x += width }
            return CanvasRect(x: x, y: frame.y, width: width, height: frame.height)
        }
    }

    /// A label's width before it is measured: 0.7 em of the 12-point caption a character.
    static func estimatedWidth(of label: String) -> Double { Double(label.count) * 12 * 0.7 }

    /// The scene whose segment contains `point`, if any.
    public func kind(at point: Point) -> SceneKind? {
        guard let i = segments.firstIndex(where: { $0.contains(point) }) else { return nil }
        return SceneKind.allCases[i]
    }

    /// Draws the control with `current` selected and `focused` (a segment index) ringed.
    public func draw(on canvas: Canvas, current: SceneKind, focused: Int?) {
        canvas.shadow(frame.offsetBy(dx: 0, dy: 3), radius: frame.height / 2, blur: 8, Color.black.withAlpha(0.18))
        canvas.fillRoundedRect(frame, radius: frame.height / 2, .solid(Color(hex: 0x15171F, alpha: 0.82)))
        let segments = segments
        let labels = labels
        for (i, kind) in SceneKind.allCases.enumerated() {
            let seg = segments[i]
            let selected = kind == current
            if selected {
                canvas.fillRoundedRect(seg.insetBy(dx: 3, dy: 3), radius: (seg.height - 6) / 2, .solid(Color.white))
            }
            let ink = selected ? Theme.ink : Color.white
            let alpha = kind.isAvailable ? 1 : 0.55
            canvas.drawText(
                labels[i], .caption, ink.withAlpha(alpha), x: seg.x, y: seg.y + 7, width: seg.width, alignment: .center
            )
            let hint = kind.isAvailable ? "\(kind.number)" : "\(kind.number) · soon"
            canvas.drawText(
                hint, .caption2, (selected ? Theme.secondaryInk : Color.white).withAlpha(selected ? 1 : 0.6), x: seg.x,
                y: seg.y + 24, width: seg.width, alignment: .center)
            if focused == i {
                canvas.strokeRoundedRect(
                    seg.insetBy(dx: 1, dy: 1), radius: (seg.height - 2) / 2, lineWidth: 2.5, Theme.accent)
            }
        }
    }
}
