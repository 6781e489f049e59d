import Benchmark
import Riffle

/// Issue 14 part 4: one frame during motion (advance + walk what to draw) for a small and a large card stack
/// (5 vs 1,000 cards) and home screen (1 vs 100 pages), in the core and through the hosts. The goal is the same
/// cost for both sizes (within 1.5×), under 5 µs, and no allocation.

let frame = 1.0 / 120

/// Card identifiers `card-0` … `card-(count − 1)`.
func cardIDs(_ count: Int) -> [String] { (0..<count).map { "card-\($0)" } }

/// A stack of `count` cards with the wallet's geometry (390 × 844).
func makeStack(_ count: Int) -> CardStack {
    CardStack(ids: cardIDs(count), configuration: .wallet(viewportWidth: 390, viewportHeight: 844))
}

/// One core card-stack frame: when the stack rests, the front card swaps places with the next one (the accessibility
/// actions move down, then move up), so two cards spring every frame; then advance and walk the cards to draw (those
/// on screen, or with `all` every card's placement).
@inline(__always)
func cardStackFrame(_ stack: inout CardStack, toggle: inout Bool, time: inout Double, all: Bool = false) -> Double {
    time += frame
    if !stack.needsFrames {
        toggle.toggle()
        let action: CardStack.AccessibilityAction = toggle ? .moveDown : .moveUp
        stack.perform(.accessibility(action: action, id: "card-0", description: ""), at: time)
    }
    stack.advance(to: time)
    var sum = 0.0
    if all {
        for placement in stack.placements { sum += placement.offset.y * placement.scale + placement.zIndex }
    } else {
        stack.forEachVisiblePlacement { sum += $0.offset.y * $0.scale + $0.zIndex }
    }
    stack.drainEvents { blackHole($0) }
    return sum
}

/// One core frame of a scrolled stack: the scroll offset springs between two places far down the stack.
@inline(__always)
func scrolledStackFrame(_ stack: inout CardStack, toggle: inout Bool, time: inout Double) -> Double {
    time += frame
    if !stack.needsFrames {
        toggle.toggle()
        stack.perform(.scroll(offset: toggle ? 20_000 : 20_400, animated: true), at: time)
    }
    stack.advance(to: time)
    var sum = 0.0
    stack.forEachVisiblePlacement { sum += $0.offset.y * $0.scale + $0.zIndex }
    stack.drainEvents { blackHole($0) }
    return sum
}

/// One host card-stack frame, as the gallery draws it: swap the first two cards when at rest, advance, read the
/// placements into a kept buffer.
@inline(__always)
func cardStackHostFrame(
    _ host: inout ComponentHost<CardStack>, _ buffer: inout [CardPlacement], toggle: inout Bool, time: inout Double
) -> Double {
    time += frame
    if !host.needsFrames {
        toggle.toggle()
        let action: CardStack.AccessibilityAction = toggle ? .moveDown : .moveUp
        blackHole(host.send(.accessibility(action: action, id: "card-0", description: ""), at: time))
    }
    blackHole(host.advance(to: time))
    buffer.removeAll(keepingCapacity: true)
    host.component.forEachVisiblePlacement { buffer.append($0) }
    var sum = 0.0
    for placement in buffer { sum += placement.y * placement.scale + placement.zIndex }
    return sum
}

/// One core wallet frame around a selection (issue 24 part 2), as a view draws it: when the stack rests, the front
/// card is selected (a tap for its history) or deselected (a tap again); then advance and walk the cards on screen.
@inline(__always)
func selectionFrame(_ stack: inout CardStack, time: inout Double) -> Double {
    time += frame
    if !stack.needsFrames {
        stack.perform(.select(id: stack.selectedID == nil ? "card-0" : nil), at: time)
    }
    stack.advance(to: time)
    var sum = 0.0
    stack.forEachVisiblePlacement { sum += $0.offset.y * $0.scale + $0.zIndex }
    stack.drainEvents { blackHole($0) }
    return sum
}

/// One host wallet frame around a selection, `selectionFrame(_:time:)` through a host: select or deselect the front
/// card when at rest (a typed command), advance (the host collects the events), then walk the cards to draw and read
/// each placement as the core row does, so the two rows differ only by the host.
@inline(__always)
func selectionHostFrame(_ host: inout ComponentHost<CardStack>, time: inout Double) -> Double {
    time += frame
    if !host.needsFrames { blackHole(host.send(.select(id: host.selectedID == nil ? "card-0" : nil), at: time)) }
    blackHole(host.advance(to: time))
    var sum = 0.0
    host.component.forEachVisiblePlacement { sum += $0.offset.y * $0.scale + $0.zIndex }
    return sum
}

/// A host of `count` cards on a 390 × 844 viewport, past its staggered entrance (0.1 s per card), and that time.
func restingHost(_ count: Int) -> (host: ComponentHost<CardStack>, time: Double) {
    var host = ComponentHost(CardStack(ids: cardIDs(count), settings: .wallet))
    blackHole(host.send(.viewport(width: 390, height: 844), at: 0))
    let time = 0.1 * Double(count) + 2
    blackHole(host.advance(to: time))
    return (host, time)
}

/// A home-screen layout of `pages` pages of 24 icons and a dock of 4.
func homeLayout(pages: Int) -> IconArrangement {
    var counter = 0
    let pageIcons = (0..<pages).map { _ in
        (0..<24).map { _ in
            counter += 1
            return IconID(rawValue: "app-\(counter)")
        }
    }
    return IconArrangement(pages: pageIcons, dock: (0..<4).map { IconID(rawValue: "dock-\($0)") })
}

/// One core home-screen frame in edit mode (every icon wiggles), placements into a kept buffer.
@inline(__always)
func homeScreenFrame(_ screen: inout HomeScreen, _ buffer: inout [HomeScreen.IconPlacement], time: inout Double)
    -> Double
{
    time += frame
    screen.advance(to: time)
    buffer.removeAll(keepingCapacity: true)
    screen.forEachPlacement(at: time) { buffer.append($0) }
    var sum = 0.0
    for placement in buffer { sum += placement.frame.origin.x + placement.rotation }
    screen.drainEvents { blackHole($0) }
    return sum
}

/// One host home-screen frame in edit mode, placements into a kept buffer.
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

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 200,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 50,
        thresholds: [.mallocCountTotal: .strict]
    )

    for count in [5, 25, 1_000] {
        Benchmark("card_stack_frame_\(count)") { benchmark in
            var stack = makeStack(count)
            var toggle = false
            var time = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(cardStackFrame(&stack, toggle: &toggle, time: &time)) }
            benchmark.stopMeasurement()
        }

        Benchmark("card_stack_host_frame_\(count)") { benchmark in
            var host = ComponentHost(CardStack(ids: cardIDs(count), settings: .wallet))
            blackHole(host.send(.viewport(width: 390, height: 844), at: 0))
            // Past the staggered entrance (0.1 s per card: 100 s for 1,000 cards, every card animating).
            var time = 0.1 * Double(count) + 2
            blackHole(host.advance(to: time))
            var buffer: [CardPlacement] = []
            buffer.reserveCapacity(count)
            var toggle = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(cardStackHostFrame(&host, &buffer, toggle: &toggle, time: &time))
            }
            benchmark.stopMeasurement()
        }
    }

    for count in [5, 50, 100, 1_000] {
        Benchmark("card_stack_select_frame_\(count)") { benchmark in
            var stack = makeStack(count)
            var time = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(selectionFrame(&stack, time: &time)) }
            benchmark.stopMeasurement()
        }

        Benchmark("card_stack_host_select_frame_\(count)") { benchmark in
            var (host, time) = restingHost(count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(selectionHostFrame(&host, time: &time)) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("card_stack_frame_all_placements_1000") { benchmark in
        var stack = makeStack(1_000)
        var toggle = false
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(cardStackFrame(&stack, toggle: &toggle, time: &time, all: true))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("card_stack_frame_scrolled_1000") { benchmark in
        var stack = makeStack(1_000)
        stack.perform(.scroll(offset: 20_000, animated: false), at: 0)
        var toggle = false
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(scrolledStackFrame(&stack, toggle: &toggle, time: &time)) }
        benchmark.stopMeasurement()
    }

    for pages in [1, 100] {
        Benchmark("home_screen_frame_editing_\(pages)_pages") { benchmark in
            var screen = HomeScreen(layout: homeLayout(pages: pages), settings: .init())
            screen.perform(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
            screen.perform(.beginEditing, at: 0)
            var buffer: [HomeScreen.IconPlacement] = []
            buffer.reserveCapacity(64)
            var time = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(homeScreenFrame(&screen, &buffer, time: &time)) }
            benchmark.stopMeasurement()
        }

        Benchmark("home_screen_host_frame_editing_\(pages)_pages") { benchmark in
            var host = ComponentHost(HomeScreen(layout: homeLayout(pages: pages), settings: .init()))
            blackHole(host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0))
            blackHole(host.send(.beginEditing, at: 0))
            var buffer: [HomeScreen.IconPlacement] = []
            buffer.reserveCapacity(64)
            var time = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(homeScreenHostFrame(&host, &buffer, time: &time)) }
            benchmark.stopMeasurement()
        }
    }
}
