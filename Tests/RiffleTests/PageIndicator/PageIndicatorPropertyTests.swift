import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Page indicator: properties")
struct PageIndicatorPropertyTests {
    /// Checks what must hold for every layout, whatever the state.
    static func expectSaneLayout(_ indicator: PageIndicator) {
        let axis = indicator.configuration.axis
        let dots = Array(indicator.visibleDots)
        let slots = indicator.visibleSlotCount
        expectEqual(dots.count, indicator.visibleDots.indices.count)
        #expect(slots == 0 ? dots.isEmpty : (dots.count == slots || dots.count == slots + 1))
        for dot in dots {
            #expect(dot.center.isFinite && dot.diameter.isFinite)
            #expect(dot.scale >= 0 && dot.scale <= 1)
            #expect(dot.selection >= 0 && dot.selection <= 1)
            #expect(dot.page >= 0 && dot.page < indicator.count)
            #expect(close(dot.diameter, dot.scale * indicator.configuration.dotDiameter))
        }
        for (a, b) in zip(dots, dots.dropFirst()) {
            #expect(a.center[axis] < b.center[axis])
            expectEqual(b.page, a.page + 1)
        }
        #expect(dots.reduce(0) { $0 + $1.selection } <= 1 + 1e-9)
        guard slots > 0 else { return }
        // The displayed page (both neighbours while between pages) is always in the window.
        let position = indicator.displayPosition
        let lower = Int(position.rounded(.down))
        let upper = Int(position.rounded(.up))
        #expect(indicator.visibleDots.indices.contains(lower) && indicator.visibleDots.indices.contains(upper))
        #expect((indicator.dot(forPage: lower)?.scale ?? 0) > 0 || lower == upper - 1)
        // At rest on a page, that page's dot is full size and fully selected.
        if indicator.progress == nil, let current = indicator.currentPage {
            expectEqual(indicator.dot(forPage: current)?.scale, 1)
            expectEqual(indicator.dot(forPage: current)?.selection, 1)
        }
    }

    @Test func everyStateLaysOutSanely() async {
        await checkProperty(
            count: 300,
            input: Gen.int(in: -5...300),
            Gen.int(in: -10...310),
            Gen.double(in: -20...320),
            Gen.bool(),
            zip(Gen.double(in: -20...600), Gen.double(in: -10...80)),
            Gen.int(in: -1...15),
            Gen.bool().map { $0 ? Axis.horizontal : Axis.vertical }
        ) { count, current, progress, usesProgress, size, maximum, axis in
            var indicator = PageIndicator(
                count: count,
                currentPage: current,
                configuration: .init(maximumVisibleDots: maximum, axis: axis)
            )
            let (width, height) = size
            indicator.size = width < 0 ? nil : Vector(x: width, y: height)
            if usesProgress { indicator.setProgress(progress) }
            Self.expectSaneLayout(indicator)
            if count > 0 { expectEqual(indicator.currentPage, min(max(current, 0), count - 1)) }
        }
    }

    @Test func theWindowScrollsOnlyAsFarAsNeeded() async {
        await checkProperty(
            count: 200,
            input: Gen.int(in: 1...60),
            Gen.int(in: 0...59).array(of: 1...25)
        ) { count, path in
            var indicator = PageIndicator(count: count)
            let slots = min(count, 7)
            let levels = count > slots ? min(2, (slots - 1) / 2) : 0
            for target in path {
                let page = target % count
                let before = indicator.windowOffset
                indicator.setCurrentPage(page)
                let p = Double(page)
                if count <= slots {
                    expectEqual(indicator.windowOffset, 0)
                } else if p >= before + Double(levels) && p <= before + Double(slots - 1 - levels) {
                    expectEqual(indicator.windowOffset, before)
                } else if p < before + Double(levels) {
                    expectEqual(indicator.windowOffset, max(0, p - Double(levels)))
                } else {
                    expectEqual(indicator.windowOffset, min(Double(count - slots), p - Double(slots - 1 - levels)))
                }
                Self.expectSaneLayout(indicator)
            }
        }
    }

    @Test func pointerInputOnlyEverRequestsPagesInRange() async {
        let phases: [PointerEvent.Phase] = [.down, .move, .move, .move, .up, .cancel]
        let sample = zip(Gen.int(in: 0...5).map { phases[$0] }, Gen.double(in: -300...500), Gen.double(in: -60...80))
        await checkProperty(
            count: 200,
            input: Gen.int(in: -2...80),
            Gen.int(in: 0...80),
            Gen.bool().map { $0 ? PageIndicator.TapBehavior.stepTowardTap : .selectTappedDot },
            Gen.bool(),
            sample.array(of: 1...40)
        ) { count, current, tapBehavior, scrubs, samples in
            var indicator = PageIndicator(
                count: count,
                currentPage: current,
                configuration: .init(allowsContinuousInteraction: scrubs, tapBehavior: tapBehavior)
            )
            var pressed = false
            for (phase, x, y) in samples {
                let wasInside = indicator.touchAreaContains(Point(x: x, y: y))
                let updates = indicator.feed(.init(phase, at: Point(x: x, y: y)))
                for update in updates {
                    switch update {
                    case .requestPage(let page, let animated, let cause):
                        #expect(page >= 0 && page < indicator.count)
                        expectEqual(animated, (cause != .scrub))
                        #expect(cause == .scrub ? scrubs : phase == .up)
                    case .interactionStateChanged(let state):
                        #expect(state != .continuous || scrubs)
                    }
                }
                if case .requestPage(let page, _, _)? = updates.last(where: {
                    if case .requestPage = $0 { return true }
                    return false
                }) {
                    expectEqual(indicator.currentPage, page)
                }
                switch phase {
                case .down: pressed = wasInside
                case .up, .cancel: pressed = false
                case .move: break
                }
                if !pressed { expectEqual(indicator.interactionState, .none) }
                Self.expectSaneLayout(indicator)
            }
        }
    }

    @Test func verticalIsHorizontalWithTheCoordinatesSwapped() async {
        await checkProperty(
            count: 100,
            input: Gen.int(in: 0...40),
            Gen.int(in: 0...40),
            Gen.double(in: 0...40),
            Gen.double(in: 0...400)
        ) { count, current, progress, length in
            var horizontal = PageIndicator(count: count, currentPage: current)
            var vertical = PageIndicator(count: count, currentPage: current, configuration: .init(axis: .vertical))
            horizontal.size = Vector(x: length, y: 30)
            vertical.size = Vector(x: 30, y: length)
            horizontal.setProgress(progress)
            vertical.setProgress(progress)
            let swapped = vertical.visibleDots.map { dot in
                PageIndicator.Dot(
                    page: dot.page, center: Point(x: dot.center.y, y: dot.center.x),
                    diameter: dot.diameter, scale: dot.scale, selection: dot.selection)
            }
            expectEqual(Array(horizontal.visibleDots), swapped)
        }
    }
}
