@testable import Riffle

/// libFuzzer entry point: page dots configured with every field at ordinary or extreme values, driven through a
/// ``ComponentHost`` (as a view drives them) by pointer callbacks, commands and frames decoded from the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPageIndicator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Harness.deterministic("PageIndicator", Harness.bytes(data, size), PageIndicatorScenario.run)
    return 0
}

/// One decoded page-indicator scenario and the properties checked after every step.
enum PageIndicatorScenario {
    static func configuration(_ input: inout FuzzInput) -> PageIndicator.Configuration {
        switch input.int(in: 0...3) {
        case 0: return .standard
        case 1: return input.bool() ? .onboarding : .homeScreen
        default:
            return PageIndicator.Configuration(
                dotDiameter: input.wildDouble(in: 0...40), spacing: input.wildDouble(in: -5...40),
                maximumVisibleDots: input.wildInt(in: -1...12),
                edgeScales: (0..<input.int(in: 0...4)).map { _ in input.wildDouble(in: -0.5...1.5) },
                axis: input.bool() ? .horizontal : .vertical, hidesForSinglePage: input.bool(),
                allowsContinuousInteraction: input.bool(),
                tapBehavior: input.bool() ? .stepTowardTap : .selectTappedDot,
                minimumTouchTarget: input.wildDouble(in: 0...80), scrubThreshold: input.wildDouble(in: 0...30))
        }
    }

    static func count(_ input: inout FuzzInput) -> Int { input.wildInt(in: -1...40) }

    static func run(_ bytes: [UInt8]) -> Trace {
        var input = FuzzInput(bytes)
        var trace = Trace()
        var host = ComponentHost(
            PageIndicator.control(
                count: count(&input), currentPage: input.wildInt(in: -2...40), configuration: configuration(&input),
                isRightToLeft: input.bool()))
        check(host, [], &trace)
        var time = input.wildDouble(in: 0...10)
        var finger = Point(x: 20, y: 20)
        var steps = 0
        while !input.isAtEnd, steps < 200 {
            steps += 1
            time += input.double(in: 0...0.2)
            var events: [PageIndicator.Event] = []
            switch input.int(in: 0...11) {
            case 0, 1, 2:
                // The view's drag callbacks: onChanged with the drag's start, then moves.
                let start = input.bool() ? nil : finger
                finger = Point(x: input.wildDouble(in: -50...400), y: input.wildDouble(in: -50...200))
                events = host.pointerChanged(to: finger, from: start, at: time)
            case 3: events = host.pointerEnded(at: finger, time: time)
            case 4: events = host.pointerCancelled(at: time)
            case 5: events = input.bool() ? host.pointerGestureReset(at: time) : host.pointerResetResolved(at: time)
            case 6:
                let progress: Double? = input.bool() ? input.wildDouble(in: -1...40) : nil
                events = host.send(
                    .update(count: count(&input), currentPage: input.wildInt(in: -2...40), progress: progress), at: time
                )
            case 7: events = host.send(.configure(configuration(&input), isRightToLeft: input.bool()), at: time)
            case 8: events = host.send(input.bool() ? .increment : .decrement, at: time)
            case 9: events = host.send(.move(input.pick([.up, .down, .left, .right])), at: time)
            case 10:
                // A raw pointer event (a second finger, a NaN location, a time going backwards).
                let phase = input.pick([PointerEvent.Phase.down, .move, .up, .cancel])
                let point = Point(x: input.wildDouble(in: -50...400), y: input.wildDouble(in: -50...200))
                events = host.handle(
                    PointerEvent(
                        id: input.int(in: 1...2), phase: phase, location: point,
                        timestamp: time + input.wildDouble(in: -1...0)))
            default:
                events = host.advance(to: time + input.wildDouble(in: 0...1))
                let point = Point(x: input.wildDouble(in: -50...400), y: input.wildDouble(in: -50...200))
                if let dot = host.component.dot(at: point) {
                    Oracle.check(
                        host.component.layoutMetrics.map { m in m.visiblePages.contains { m.dot(forPage: $0) == dot } }
                            == true,
                        "PageIndicator: dot(at: \(point)) returned \(dot), not a visible dot")
                    trace.add(dot.page)
                }
            }
            check(host, events, &trace)
        }
        return trace
    }

    /// The properties that hold after every step: requests in range and made current, state in range, every dot
    /// finite and within its documented domain, the control's size finite, no frames needed.
    static func check(_ host: ComponentHost<PageIndicator>, _ events: [PageIndicator.Event], _ trace: inout Trace) {
        let indicator = host.component
        let count = indicator.count
        var lastRequest: Int?
        for event in events {
            trace.add(event.hashValue)
            if case .requestPage(let page, _, _) = event {
                Oracle.check((0..<count).contains(page), "PageIndicator: requestPage(\(page)) with \(count) pages")
                lastRequest = page
            }
        }
        if let lastRequest {
            Oracle.check(
                indicator.currentPage == lastRequest,
                "PageIndicator: requested page \(lastRequest) but the current page is \(indicator.currentPage ?? -1)")
        }
        Oracle.check(count >= 0, "PageIndicator: count \(count)")
        if let current = indicator.currentPage {
            Oracle.check((0..<count).contains(current), "PageIndicator: current page \(current) of \(count)")
        } else {
            Oracle.check(count == 0, "PageIndicator: no current page with \(count) pages")
        }
        if let progress = indicator.progress {
            Oracle.check(
                progress.isFinite && progress >= 0 && progress <= Double(count - 1),
                "PageIndicator: progress \(progress) of \(count) pages")
        }
        let size = indicator.controlSize
        Oracle.check(
            Oracle.finite(size.x, size.y) && size.x >= 0 && size.y >= 0, "PageIndicator: control size \(size)")
        Oracle.check(host.isIdle, "PageIndicator: needs frames or has a deadline (it has no motion or timer)")
        // At most `PageIndicator.maximumShownDots` (1,024) slots, one more dot sliding in while the window moves
        // (checked before drawing: a frame of 2⁴⁰ dots would never end).
        let shown = indicator.layoutMetrics?.visiblePages.count ?? 0
        Oracle.check(shown <= 1_025, "PageIndicator: \(shown) dots in one frame")
        guard shown <= 1_025 else { return }
        var previous: Int?
        var drawn = 0
        host.forEachPlacement(at: 0) { dot in
            drawn += 1
            Oracle.check((0..<count).contains(dot.page), "PageIndicator: dot for page \(dot.page) of \(count)")
            Oracle.check(previous.map { dot.page == $0 + 1 } ?? true, "PageIndicator: dots not consecutive")
            previous = dot.page
            Oracle.check(
                Oracle.finite(dot.center.x, dot.center.y, dot.diameter, dot.scale, dot.selection)
                    && dot.diameter >= 0 && (0...1).contains(dot.scale) && (0...1).contains(dot.selection),
                "PageIndicator: dot \(dot) outside its domain")
            trace.add(dot.center.x)
            trace.add(dot.diameter)
        }
        Oracle.check(
            drawn == shown, "PageIndicator: \(drawn) dots drawn, \(shown) visible")
        trace.add(indicator.currentPage ?? -1)
    }
}
