import Riffle

/// Where the inspector draws what: a panel along the bottom of the window with a ruler of scroll offsets and a
/// strip for the settle curve.
///
/// The ruler shows the offsets from the decision's start snap (the drag's start while a finger drags, the last
/// release's start after it) to its chosen snap, with a viewport to spare either side and at least four viewports
/// in all: its centre is half-way between the two, and an offset `o` sits at `x = ruler.midX + (o − centre) × scale`
/// with `scale = ruler.width / max(4 × viewport, |target − start| + 2 × viewport)`. Without a decision it is
/// centred on the target snap, four viewports wide.
public struct InspectorGeometry: Hashable, Sendable {
    /// The panel.
    public var panel: CanvasRect
    /// The ruler's baseline: its width is the offset window, its `y` the baseline.
    public var ruler: CanvasRect
    /// The settle curve's strip.
    public var curve: CanvasRect
    /// The y of the velocity arrow's shaft (above the ruler).
    public var arrowY: Double { ruler.y - 32 }
    /// The offset at the ruler's middle.
    public var centre: Double
    /// Pixels per point of offset.
    public var scale: Double

    /// The panel's height, in points.
    public static let panelHeight = 200.0
    /// The seconds of velocity the arrow shows (as the predicted end of the seeds' rule: 0.25 s).
    public static let arrowSeconds = 0.25

    /// The geometry for a canvas of `size` with `bottomInset` points kept free at the bottom, for `track`.
    public init(size: CanvasSize, bottomInset: Double, track: Track) {
        let height = Self.panelHeight
        panel = CanvasRect(x: 8, y: size.height - bottomInset - height - 6, width: size.width - 16, height: height)
        ruler = CanvasRect(x: panel.x + 12, y: panel.y + 112, width: panel.width - 24, height: 0)
        curve = CanvasRect(x: panel.x + 12, y: panel.y + 136, width: panel.width - 24, height: 54)
        let viewport = track.layout.viewportLength > 0 ? track.layout.viewportLength : 1
        if let decision = track.releaseDecision {
            let distance = abs(decision.targetOffset - decision.startOffset)
            let span = max(4 * viewport, distance.isFinite ? distance + 2 * viewport : 4 * viewport)
            scale = ruler.width / span
            let middle = (decision.startOffset + decision.targetOffset) / 2
            centre = middle.isFinite ? middle : decision.startOffset
        } else {
            scale = ruler.width / (4 * viewport)
            centre = track.layout.offset(ofVirtualSnap: track.virtualTargetIndex)
        }
    }

    /// The x of an offset on the ruler (not clamped to it).
    public func x(ofOffset offset: Double) -> Double { ruler.x + ruler.width / 2 + (offset - centre) * scale }
}
