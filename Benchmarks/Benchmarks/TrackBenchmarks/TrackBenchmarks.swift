import Benchmark
import Riffle

/// One frame of a moving track, as a renderer would do it.
///
/// Advances the motion by 1/120 s and walks the visible items, applying the seed 003 effect. Restarts the motion
/// when it settles so every frame has motion.
@inline(__always)
func trackFrame(_ track: inout Track, time: inout Double) -> Double {
    time += 1.0 / 120
    if !track.needsFrames { track.perform(.next(animated: true), at: time) }
    track.advance(to: time)
    var sum = 0.0
    for item in track.visibleItems {
        let look = ItemEffect.enlargedFocus.appearance(progress: item.progress, length: item.length)
        sum += item.offset * look.scale + look.opacity
    }
    track.drainEvents { _ in }
    return sum
}

/// The seeds' approach: lay out every item each frame (all N, or 3N copies for the seed-003 loop).
@inline(__always)
func baselineFrame(count: Int, copies: Int, offset: Double, stride: Double) -> Double {
    var sum = 0.0
    for i in 0..<(count * copies) {
        let x = Double(i) * stride - offset
        let progress = x / stride
        let look = ItemEffect.enlargedFocus.appearance(progress: progress, length: stride)
        sum += x * look.scale + look.opacity
    }
    return sum
}

/// `count` spans of 240, 300 and 360 points in turn, 20 points apart.
func variedSpans(_ count: Int) -> [Span] {
    var spans: [Span] = []
    spans.reserveCapacity(count)
    var start = 0.0
    for i in 0..<count {
        let length = 240 + 60 * Double(i % 3)
        spans.append(Span(start: start, length: length))
        start += length + 20
    }
    return spans
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 200,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 50,
        thresholds: [.mallocCountTotal: .strict]
    )

    for count in [10, 1_000, 100_000, 1_000_000] {
        for loop in [false, true] {
            let kind = loop ? "loop" : "bounded"
            // Built once, outside the measurement: the layout (O(n)) is computed per size change, not per
            // frame, and each sample works on a copy that shares its storage (nothing is freed while measuring).
            let prototype = Track(
                viewportLength: 390, items: .uniform(count: count, length: 300, spacing: 20),
                configuration: .init(layout: .init(alignment: .center, endInset: 20, loop: loop)))
            Benchmark("track_frame_\(kind)_\(count)") { benchmark in
                var track = prototype
                var time = 0.0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(trackFrame(&track, time: &time))
                }
                benchmark.stopMeasurement()
                blackHole(track)
            }
        }
    }

    // Issue 14: frames of tracks with explicit spans of varying lengths (bounded and looping), 10 vs 1,000,000.
    for count in [10, 1_000_000] {
        for loop in [false, true] {
            let prototype = Track(
                viewportLength: 390, items: .spans(variedSpans(count)),
                configuration: .init(layout: .init(alignment: .center, endInset: 20, loop: loop)))
            Benchmark("track_frame_spans_\(loop ? "loop" : "bounded")_\(count)") { benchmark in
                var track = prototype
                var time = 0.0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(trackFrame(&track, time: &time))
                }
                benchmark.stopMeasurement()
                blackHole(track)
            }
        }
    }

    // Issue 14: the same frames over a `SpanList` (`TrackItems.list`) of the same spans.
    for count in [10, 1_000_000] {
        for loop in [false, true] {
            let prototype = Track(
                viewportLength: 390, items: .list(SpanList(variedSpans(count))),
                configuration: .init(layout: .init(alignment: .center, endInset: 20, loop: loop)))
            Benchmark("track_frame_list_\(loop ? "loop" : "bounded")_\(count)") { benchmark in
                var track = prototype
                var time = 0.0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(trackFrame(&track, time: &time))
                }
                benchmark.stopMeasurement()
                blackHole(track)
            }
        }
    }

    // Issue 14: layout cost against the item count. One iteration = one layout build, or one relayout after a
    // viewport change (390 ↔ 844, a rotation), or one insertion relayout; the large cases run a few iterations.
    let layoutConfiguration = TrackLayout.Configuration(alignment: .center, endInset: 20)
    for count in [10, 100_000, 1_000_000] {
        let scaling: BenchmarkScalingFactor = count > 1000 ? .one : .kilo
        let uniform = TrackItems.uniform(count: count, length: 300, spacing: 20)
        let spans = TrackItems.spans(variedSpans(count))
        let list = TrackItems.list(SpanList(variedSpans(count)))
        for (kind, items) in [("uniform", uniform), ("spans", spans), ("list", list)] {
            Benchmark("layout_build_\(kind)_\(count)", configuration: .init(scalingFactor: scaling)) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(TrackLayout(viewportLength: 390, items: items, configuration: layoutConfiguration))
                }
            }
            let prototype = Track(
                viewportLength: 390, items: items, configuration: .init(layout: layoutConfiguration),
                initialIndex: count / 2)
            Benchmark("layout_relayout_\(kind)_\(count)", configuration: .init(scalingFactor: scaling)) { benchmark in
                var track = prototype
                var time = 0.0
                var wide = false
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    time += 1.0 / 120
                    wide.toggle()
                    track.relayout(viewportLength: wide ? 844 : 390, at: time)
                }
                benchmark.stopMeasurement()
                blackHole(track)
            }
        }
    }

    // Issue 14: one item inserted into (then removed from) 1,000,000 explicit spans, through the public API. The
    // two item lists are built outside the measurement; each iteration is one relayout with its `ItemChange`.
    do {
        let count = 1_000_000
        let before = variedSpans(count)
        var after = before
        after.insert(Span(start: before[count / 2].start, length: 250), at: count / 2)
        for i in (count / 2 + 1)..<after.count { after[i].start += 250 + 20 }
        let prototype = Track(
            viewportLength: 390, items: .spans(before), configuration: .init(layout: layoutConfiguration),
            initialIndex: count / 2)
        Benchmark("layout_insert_spans_\(count)", configuration: .init(scalingFactor: .one)) { benchmark in
            var track = prototype
            var time = 0.0
            var inserted = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                time += 1.0 / 120
                inserted.toggle()
                if inserted {
                    track.relayout(
                        viewportLength: 390, items: .spans(after), change: .inserted(at: count / 2, count: 1), at: time)
                } else {
                    track.relayout(
                        viewportLength: 390, items: .spans(before), change: .removed(count / 2..<(count / 2 + 1)),
                        at: time)
                }
            }
            benchmark.stopMeasurement()
            blackHole(track)
        }
    }

    // Issue 14: the same insertion through a `SpanList`: each iteration edits the list the track is using (one
    // span of 250 pt, 20 pt after its predecessor, inserted at the middle, or removed again) and relays out with
    // the `ItemChange`. The edit is measured too. (Issue 22: at 100,000 too, the budget a flat list must meet.)
    for count in [100_000, 1_000_000] {
        let list = SpanList(variedSpans(count))
        let prototype = Track(
            viewportLength: 390, items: .list(list), configuration: .init(layout: layoutConfiguration),
            initialIndex: count / 2)
        Benchmark("layout_insert_list_\(count)", configuration: .init(scalingFactor: .one)) { benchmark in
            var track = prototype
            var items = list
            var time = 0.0
            var inserted = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                time += 1.0 / 120
                inserted.toggle()
                if inserted {
                    items.insert(length: 250, gap: 20, at: count / 2)
                    track.relayout(
                        viewportLength: 390, items: .list(items), change: .inserted(at: count / 2, count: 1), at: time)
                } else {
                    items.remove(at: count / 2)
                    track.relayout(
                        viewportLength: 390, items: .list(items), change: .removed(count / 2..<(count / 2 + 1)),
                        at: time)
                }
            }
            benchmark.stopMeasurement()
            blackHole(track)
        }
    }

    // Baselines: the seeds lay out every item per frame (tripled for the loop). Scaled down: one frame per
    // iteration at most for the large counts.
    for count in [10, 1_000, 100_000] {
        for copies in [1, 3] {
            Benchmark(
                "baseline_all_items_\(copies == 3 ? "tripled" : "bounded")_\(count)",
                configuration: .init(scalingFactor: count >= 100_000 ? .one : .kilo)
            ) { benchmark in
                var offset = 0.0
                for _ in benchmark.scaledIterations {
                    offset += 1
                    blackHole(baselineFrame(count: count, copies: copies, offset: offset, stride: 320))
                }
            }
        }
    }

    registerDragBenchmarks()
}
