import GalleryCore
import GalleryRender
import Riffle

/// What the render test suites share: draw a gallery offscreen with SDL's software renderer, and feed it the
/// script pointer (id 0).
protocol GalleryRenderTesting {}

extension GalleryRenderTesting {
    /// The gallery's current frame, drawn at scale 1.
    func render(_ gallery: Gallery) throws -> OffscreenTarget {
        let target = try OffscreenTarget(size: gallery.size, scale: 1)
        gallery.draw(on: target.canvas)
        target.flush()
        return target
    }

    /// The pointer goes down at `point`.
    func down(_ gallery: Gallery, _ point: Point, at t: Double) {
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .down, location: point, timestamp: t)))
    }

    /// The pointer moves to `point`.
    func move(_ gallery: Gallery, _ point: Point, at t: Double) {
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .move, location: point, timestamp: t)))
    }

    /// The pointer lifts at `point`.
    func up(_ gallery: Gallery, _ point: Point, at t: Double) {
        gallery.handle(.pointer(PointerEvent(id: 0, phase: .up, location: point, timestamp: t)))
    }
}
