import Benchmark
import Riffle

/// One frame of each host as a front end draws it (the gallery and the SwiftUI views do exactly this): advance
/// the host to the frame's time, take what it reports, and read what to draw into a buffer kept across frames.
/// Every frame has motion: a host that comes to rest is given the next move.

let frame = 1.0 / 120

/// The trips carousel (seed 000 preset, 13 cards): paging on, placements with the effect and the cross length.
@inline(__always)
func pagerHostFrame(_ host: inout ComponentHost<Pager>, _ buffer: inout [ItemPlacement], time: inout Double) -> Double {
    time += frame
    if !host.needsFrames { blackHole(host.send(.scrollBy(pages: 1), at: time)) }
    blackHole(host.advance(to: time))
    buffer.removeAll(keepingCapacity: true)
    host.forEachPlacement(at: time) { buffer.append($0) }
    var sum = 0.0
    for placement in buffer { sum += placement.x + placement.height * placement.opacity }
    return sum
}

/// The wallet (seed 004, 8 cards): selecting and deselecting the front card, every card moving.
@inline(__always)
func cardStackHostFrame(
    _ host: inout ComponentHost<CardStack>, _ buffer: inout [CardPlacement], time: inout Double
) -> Double {
    time += frame
    if !host.needsFrames { blackHole(host.send(.select(id: host.selectedID == nil ? "card-0" : nil), at: time)) }
    blackHole(host.advance(to: time))
    buffer.removeAll(keepingCapacity: true)
    host.forEachPlacement(at: time) { buffer.append($0) }
    var sum = 0.0
    for placement in buffer { sum += placement.y * placement.scale + placement.zIndex }
    return sum
}

/// The home screen (seed 002, 3 pages of 24 icons and a dock of 4) in edit mode: every icon wiggles every frame.
@inline(__always)
func homeScreenHostFrame(
    _ host: inout ComponentHost<HomeScreen>, _ buffer: inout [HomeScreen.IconPlacement], time: inout Double
) -> Double {
    time += frame
    blackHole(host.advance(to: time))
    buffer.removeAll(keepingCapacity: true)
    host.forEachPlacement(at: time) { buffer.append($0) }
    var sum = 0.0
    for placement in buffer { sum += placement.frame.origin.x + placement.rotation }
    return sum
}

/// The page dots (seed 001 look, 50 pages, a sliding window): progress moving every frame, dots read.
@inline(__always)
func pageIndicatorHostFrame(
    _ host: inout ComponentHost<PageIndicator>, _ buffer: inout [PageIndicator.Dot], step: inout Int
)
    -> Double
{
    step += 1
    let progress = Double(step % 4_900) / 100
    host.send(.update(count: 50, currentPage: Int(progress), progress: progress), at: 0)
    buffer.removeAll(keepingCapacity: true)
    host.forEachPlacement(at: 0) { buffer.append($0) }
    var sum = 0.0
    for dot in buffer { sum += dot.center.x * dot.selection }
    return sum
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

    Benchmark("track_host_frame_trips") { benchmark in
        var host = ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips()))
        blackHole(host.send(.viewport(width: 390, height: 844), at: 0))
        var buffer: [ItemPlacement] = []
        buffer.reserveCapacity(8)
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(pagerHostFrame(&host, &buffer, time: &time)) }
        benchmark.stopMeasurement()
    }

    Benchmark("card_stack_host_frame_wallet") { benchmark in
        var host = ComponentHost(CardStack(ids: (0..<8).map { "card-\($0)" }, settings: .wallet))
        blackHole(host.send(.viewport(width: 390, height: 844), at: 0))
        var buffer: [CardPlacement] = []
        buffer.reserveCapacity(8)
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(cardStackHostFrame(&host, &buffer, time: &time)) }
        benchmark.stopMeasurement()
    }

    Benchmark("home_screen_host_frame_editing") { benchmark in
        var counter = 0
        let pages = (0..<3).map { _ in
            (0..<24).map { _ in
                counter += 1
                return IconID(rawValue: "app-\(counter)")
            }
        }
        let layout = IconArrangement(pages: pages, dock: (0..<4).map { IconID(rawValue: "dock-\($0)") })
        var host = ComponentHost(HomeScreen(layout: layout, settings: .init()))
        blackHole(host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0))
        blackHole(host.send(.beginEditing, at: 0))
        var buffer: [HomeScreen.IconPlacement] = []
        buffer.reserveCapacity(64)
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(homeScreenHostFrame(&host, &buffer, time: &time)) }
        benchmark.stopMeasurement()
    }

    Benchmark("page_indicator_host_frame_50_pages") { benchmark in
        var host = ComponentHost(PageIndicator.control(count: 50, currentPage: 0, configuration: .onboarding))
        var buffer: [PageIndicator.Dot] = []
        buffer.reserveCapacity(16)
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(pageIndicatorHostFrame(&host, &buffer, step: &step)) }
        benchmark.stopMeasurement()
    }
}
