import Benchmark
import Riffle

/// Issue 22: one frame of a finger dragging a bounded 13-page track (the trips carousel's shape).
///
/// Each frame is a pointer move 1/120 s after the previous one, the frame's advance, the visible items walked and
/// the events drained. The finger sweeps 300 points either side of where it went down, so half of the frames are
/// rubber-banded before the first page.
func registerDragBenchmarks() {
    let prototype = Track(
        viewportLength: 390, items: .uniform(count: 13, length: 390, spacing: 0),
        configuration: .init(layout: .init(alignment: .center)))
    Benchmark("track_frame_drag_13") { benchmark in
        var track = prototype
        var time = 0.0
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 300, y: 400), timestamp: time))
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            time += 1.0 / 120
            let phase = Double(frame % 600) / 150  // 0 … 4: a triangle wave from 0 to 1, −1 and back to 0
            let x = 300 + 300 * (phase <= 1 ? phase : phase <= 3 ? 2 - phase : phase - 4)
            track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: x, y: 400), timestamp: time))
            track.advance(to: time)
            var sum = 0.0
            for item in track.visibleItems { sum += item.offset }
            track.drainEvents { _ in }
            blackHole(sum)
        }
        benchmark.stopMeasurement()
        blackHole(track)
    }
}
