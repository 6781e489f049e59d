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

    /// The segment frames, one per scene kind, widths proportional to the label lengths.
    public var segments: [CanvasRect] {
        let kinds = SceneKind.allCases
        let weights = kinds.map { Double($0.title.count + 4) }
        let total = weights.reduce(0, +)
        var x = frame.x
        return weights.map { w in
            let width = frame.width * w / total
            defer { x += width }
            return CanvasRect(x: x, y: frame.y, width: width, height: frame.height)
        }
    }

    /// The scene whose segment contains `point`, if any.
    public func kind(at point: Point) -> SceneKind? {
        guard let i = segments.firstIndex(where: { $0.contains(point) }) else { return nil }
        return SceneKind.allCases[i]
    }

    /// Draws the control with `current` selected and `focused` (a segment index) ringed.
    public func draw(on canvas: Canvas, current: SceneKind, focused: Int?) {
        canvas.shadow(frame.offsetBy(dx: 0, dy: 3), radius: frame.height / 2, blur: 8, Color.black.withAlpha(0.18))
        canvas.fillRoundedRect(frame, radius: frame.height / 2, .solid(Color(hex: 0x15171F, alpha: 0.82)))
        for (i, kind) in SceneKind.allCases.enumerated() {
            let seg = segments[i]
            let selected = kind == current
            if selected {
                canvas.fillRoundedRect(seg.insetBy(dx: 3, dy: 3), radius: (seg.height - 6) / 2, .solid(Color.white))
            }
            let ink = selected ? Theme.ink : Color.white
            let alpha = kind.isAvailable ? 1 : 0.55
            canvas.drawText(
                kind.title, .caption, ink.withAlpha(alpha), x: seg.x, y: seg.y + 7, width: seg.width, alignment: .center
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
