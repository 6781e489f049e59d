import GalleryCore
import GalleryRender
import GalleryTestSupport
import Riffle
import Testing

/// Issue 26: at 390 points "Onboarding" poked out of its selected pill, and at 320 points the labels ran together
/// ("TripsOnboardingLoop") with "Calendar" touching the edge.
///
/// Measured with the real font: every label fits inside its pill with room to spare, and the control keeps clear of the
/// window's edges.
@Suite("Scene picker: labels fit their pills", .serialized)
struct ScenePickerRenderTests {
    @Test(arguments: [320.0, 360, 390, 430, 768, 1024])
    func everyLabelFitsItsPill(width: Double) throws {
        let target = try OffscreenTarget(size: CanvasSize(width: width, height: 200), scale: 1)
        var picker = ScenePicker(width: width)
        picker.fit { target.canvas.measure($0, .caption).width }
        let labels = picker.labels
        expectEqual(labels.count, SceneKind.allCases.count)
        for (segment, label) in zip(picker.segments, labels) {
            let text = target.canvas.measure(label, .caption).width
            // The selected pill is the segment less 3 points a side; keep 3 more on each side of the text.
            #expect(
                text + 2 * (3 + 3) <= segment.width + 1e-9, "'\(label)' (\(text) pt) in \(segment.width) pt at \(width)"
            )
        }
        #expect(picker.frame.x >= 12 && picker.frame.maxX <= width - 12)
        let last = try #require(picker.segments.last)
        expectNear(last.maxX, picker.frame.maxX, within: 1e-9)
        // The full titles wherever they fit.
        if width >= 390 { expectEqual(labels, SceneKind.allCases.map(\.title)) }
    }
}
