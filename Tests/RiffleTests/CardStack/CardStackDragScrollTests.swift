import RiffleTestSupport
import Testing

@testable import Riffle

/// A stack taller than its viewport scrolls with the finger: 1:1 tracking, momentum, a rubber band past the
/// ends, catching, and taps and long presses unchanged.
@Suite("Card stack: scrolling by dragging")
struct CardStackDragScrollTests {
    /// 20 cards: the scroll range is 0…350 (see ``CardStackScrollTests/tall``).
    static var tall: CardStack.Configuration { CardStackScrollTests.tall }

    /// A driver on the tall stack.
    static func driver(_ configuration: CardStack.Configuration = tall) -> CardStack {
        CardStack(count: 20, configuration: configuration)
    }

    /// Moves the finger from `start` by `dy` at `speed` points per second, one event per 120 Hz frame, starting
    /// at `t`; returns the time of the last move.
    @discardableResult
    static func swipe(_ driver: inout CardStack, from start: Point, dy: Double, speed: Double, at t: Double)
        -> Double
    {
        let duration = abs(dy) / speed
        let steps = Swift.max(Int((duration * 120).rounded(.up)), 1)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            driver.move(Point(x: start.x, y: start.y + dy * f), at: t + duration * f)
        }
        return t + duration
    }

    @Test func aQuickVerticalDragFollowsTheFingerOneToOne() {
        var driver = Self.driver()
        let start = Point(x: 200, y: 700)
        driver.down(start, at: 0)
        // 12 pt in 20 ms: past the 10 pt slop before the 0.05 s long press, so it is a scroll, not a lift.
        driver.move(Point(x: 200, y: 712), at: 0.02)
        #expect(driver.isScrollDragging)
        expectEqual(driver.liftedID, nil)
        expectEqual(driver.scrollOffset, 0, "the slop does not move the stack")
        driver.move(Point(x: 200, y: 812), at: 0.1)
        expectEqual(driver.scrollOffset, 100)
        expectNear((driver.placement("c19")?.offset.y ?? .nan), (-950 + 100), within: 1e-9)
        expectNear((driver.placement("c0")?.offset.y ?? .nan), 100, within: 1e-9)
        driver.move(Point(x: 200, y: 762), at: 0.3)
        expectEqual(driver.scrollOffset, 50)
        // Held still long past the long-press time: still a scroll, nothing lifts.
        driver.frames(until: 1)
        expectEqual(driver.liftedID, nil)
        expectEqual(driver.scrollOffset, 50)
        driver.up(Point(x: 200, y: 762), at: 1.0)
        driver.settle()
        expectEqual(driver.scrollOffset, 50)
        #expect(driver.pendingEvents.isEmpty, "no selection, no lift: \(driver.pendingEvents)")
    }

    @Test func aReleaseWithVelocityKeepsMovingAndSlowsDown() {
        var driver = Self.driver()
        let start = Point(x: 200, y: 600)
        driver.down(start, at: 0)
        let end = Self.swipe(&driver, from: start, dy: 60, speed: 300, at: 0)
        driver.up(Point(x: 200, y: 660), at: end)
        let released = driver.scrollOffset
        expectNear(released, 50, within: 1e-9)
        var previous = released
        var samples: [Double] = []
        while driver.needsFrames, driver.time < end + 5 {
            driver.frames(until: driver.time + 1.0 / 60)
            #expect(driver.scrollOffset >= previous - 1e-9, "monotonic: no bounce inside the range")
            previous = driver.scrollOffset
            samples.append(previous)
        }
        // UIScrollView's 0.998 deceleration: 300 pt/s coasts 300 / (1000 · ln(1/0.998)) ≈ 150 pt.
        expectNear(driver.scrollOffset, (50 + 150), within: 15, "\(driver.scrollOffset)")
        #expect(!driver.needsFrames)
        // It slows down: the first 100 ms cover more than the next 100 ms.
        #expect(samples.count > 12 && samples[5] - released > samples[11] - samples[5])
    }

    @Test func draggingPastAnEndRubberBandsAndSpringsBack() {
        var driver = Self.driver()
        let start = Point(x: 200, y: 500)
        driver.down(start, at: 0)
        driver.move(Point(x: 200, y: 488), at: 0.02)  // a scroll drag, upward: toward the lower end (0)
        driver.move(Point(x: 200, y: 288), at: 0.4)
        driver.frames(until: 1)
        // 200 pt past the end shows as 0.55 · 200 · 844 / (844 + 0.55 · 200) = 97.3 pt.
        let expected = -RubberBand.distance(forOverscroll: 200, dimension: 844)
        expectNear(driver.scrollOffset, expected, within: 1e-9)
        #expect(abs(expected + 97.31) < 0.01)
        driver.up(Point(x: 200, y: 288), at: 1)
        var lowest = driver.scrollOffset
        var highest = lowest
        driver.frames(until: 1.2)
        #expect(driver.scrollOffset > lowest, "springs back at once")
        while driver.needsFrames, driver.time < 5 {
            driver.frames(until: driver.time + 1.0 / 120)
            lowest = Swift.min(lowest, driver.scrollOffset)
            highest = Swift.max(highest, driver.scrollOffset)
        }
        expectEqual(driver.scrollOffset, 0)
        #expect(highest <= 1e-6, "returns without overshooting into the range")
    }

    @Test func aFlingIntoTheEndBouncesAndRestsOnIt() {
        var driver = Self.driver()
        let start = Point(x: 200, y: 400)
        driver.down(start, at: 0)
        let end = Self.swipe(&driver, from: start, dy: 250, speed: 2500, at: 0)
        driver.up(Point(x: 200, y: 650), at: end)
        var highest = driver.scrollOffset
        while driver.needsFrames, driver.time < end + 5 {
            driver.frames(until: driver.time + 1.0 / 120)
            highest = Swift.max(highest, driver.scrollOffset)
        }
        #expect(highest > 350, "it runs past the end")
        #expect(highest < 350 + 150, "but is pulled back: \(highest)")
        expectEqual(driver.scrollOffset, 350)
        #expect(!driver.needsFrames)
    }

    @Test func aFingerCatchesAMovingStackAndThatTapSelectsNothing() {
        var driver = Self.driver()
        let start = Point(x: 200, y: 400)
        driver.down(start, at: 0)
        let end = Self.swipe(&driver, from: start, dy: 40, speed: 800, at: 0)
        driver.up(Point(x: 200, y: 440), at: end)
        driver.frames(until: end + 0.1)
        let moving = driver.scrollOffset
        #expect(driver.needsFrames)
        driver.tap(Point(x: 200, y: 700), at: end + 0.1)
        let caught = driver.scrollOffset
        #expect(caught >= moving)
        driver.settle()
        expectNear(driver.scrollOffset, caught, within: 1e-9, "stopped where the finger landed")
        expectEqual(driver.selectedID, nil)
        #expect(!driver.pendingEvents.contains { if case .selected = $0 { true } else { false } })
        // At rest, a tap selects again.
        driver.tap(Point(x: 200, y: 700), at: driver.time + 0.1)
        #expect(driver.selectedID != nil)
    }

    @Test func aLongPressStillLiftsAndReordersInAScrollableStack() {
        var driver = Self.driver()
        let start = Point(x: 200, y: 700)
        driver.down(start, at: 0)
        driver.frames(until: 0.1)
        expectEqual(driver.liftedID, "c0")
        driver.drag(from: start, dy: -120, at: 0.1)
        #expect(!driver.isScrollDragging)
        expectEqual(driver.scrollOffset, 0)
        driver.up(Point(x: 200, y: 580), at: 0.35)
        #expect(driver.pendingEvents.contains(.moved(id: "c0", from: 0, to: 2)))
    }

    @Test func aSidewaysDragNeitherScrollsNorSelects() {
        var driver = Self.driver()
        driver.down(Point(x: 200, y: 700), at: 0)
        driver.move(Point(x: 230, y: 703), at: 0.02)
        driver.up(Point(x: 230, y: 703), at: 0.04)
        driver.settle()
        expectEqual(driver.scrollOffset, 0)
        expectEqual(driver.selectedID, nil)
        #expect(driver.pendingEvents.isEmpty)
    }

    @Test func withoutScrollingByDraggingEveryDragWaitsForTheLongPress() {
        var configuration = Self.tall
        configuration.scrollsByDragging = false
        var driver = Self.driver(configuration)
        driver.down(Point(x: 200, y: 700), at: 0)
        driver.move(Point(x: 200, y: 712), at: 0.02)
        driver.move(Point(x: 200, y: 812), at: 0.1)
        expectEqual(driver.scrollOffset, 0)
        #expect(!driver.isScrollDragging)
        expectEqual(driver.liftedID, nil, "moved too far before the long press")
    }

    @Test func momentumDoesNotDependOnTheFrameRate() {
        func run(frameRate: Double) -> Double {
            var stack = CardStack(ids: StackGeometry.ids(20), configuration: Self.tall)
            for (i, y) in stride(from: 600.0, through: 660, by: 5).enumerated() {
                let phase: PointerEvent.Phase = i == 0 ? .down : .move
                stack.handle(
                    PointerEvent(id: 1, phase: phase, location: Point(x: 200, y: y), timestamp: Double(i) / 100))
            }
            stack.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 200, y: 660), timestamp: 0.12))
            var t = 0.12
            while t < 0.5 {
                t += 1 / frameRate
                stack.advance(to: Swift.min(t, 0.5))
            }
            return stack.scrollOffset
        }
        expectNear(run(frameRate: 30), run(frameRate: 240), within: 1e-6)
    }

    @Test func reduceMotionJumpsToWhereTheMomentumWouldRest() {
        var configuration = Self.tall
        configuration.reduceMotion = true
        var driver = Self.driver(configuration)
        let start = Point(x: 200, y: 600)
        driver.down(start, at: 0)
        let end = Self.swipe(&driver, from: start, dy: 60, speed: 300, at: 0)
        driver.up(Point(x: 200, y: 660), at: end)
        #expect(!driver.needsFrames)
        #expect(driver.scrollOffset > 150 && driver.scrollOffset <= 350)
    }

    @Test func aSelectedStackDoesNotScroll() {
        var driver = Self.driver()
        driver.tap(Point(x: 200, y: 700), at: 0)
        driver.settle()
        expectEqual(driver.selectedID, "c0")
        driver.down(Point(x: 200, y: 300), at: driver.time + 0.1)
        driver.move(Point(x: 200, y: 320), at: driver.time + 0.02)
        driver.move(Point(x: 200, y: 420), at: driver.time + 0.1)
        #expect(!driver.isScrollDragging)
        expectEqual(driver.scrollOffset, 0)
    }

    @Test func badInputDuringAScrollDragIsIgnoredAndCancellingSpringsBack() {
        var driver = Self.driver()
        driver.down(Point(x: 200, y: 500), at: 0)
        driver.move(Point(x: 200, y: 488), at: 0.02)
        driver.move(Point(x: 200, y: 388), at: 0.1)
        let banded = driver.scrollOffset
        #expect(banded < 0)
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            driver.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: bad), timestamp: 0.11))
            driver.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 300), timestamp: bad))
        }
        expectEqual(driver.scrollOffset, banded)
        // The configuration changes mid-drag (a resize): numbers stay finite.
        var resized = Self.tall
        resized.viewportHeight = .nan
        driver.setConfiguration(resized, at: 0.12)
        driver.move(Point(x: 200, y: 300), at: 0.13)
        #expect(driver.scrollOffset.isFinite)
        driver.setConfiguration(Self.tall, at: 0.14)
        driver.cancel(at: 0.2)
        #expect(!driver.isScrollDragging)
        driver.settle()
        expectEqual(driver.scrollOffset, 0)
        #expect(driver.placements.allSatisfy { $0.offset.isFinite })
    }
}
