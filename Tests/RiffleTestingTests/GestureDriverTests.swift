import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// The DSL checked against the core's own definitions: the recognizer's velocity estimate, the track's 1:1
/// drag after the slop, the card stack's long-press hold, the virtual clock.
@Suite struct GestureDriverTests {
    static let viewport = Vector(x: 390, y: 844)

    static func trips(index: Int = 0) -> GestureDriver<Pager> {
        GestureDriver(ComponentHost(Pager(itemCount: 13, index: index, settings: .trips())), viewport: viewport)
    }

    @Test(arguments: [-4000.0, -1500, -300, 250, 2200])
    func aFlickHasTheRecognizersVelocity(speed: Double) throws {
        var driver = Self.trips(index: 6)
        driver.flick(from: Point(x: 200, y: 400), velocity: Vector(x: speed, y: 0))
        // The same pointer samples through a recognizer of the track's kind: its release velocity is the flick's.
        var recognizer = GestureRecognizer(configuration: .tapOrDrag(axis: .horizontal))
        var released: DragValue?
        for entry in driver.recording.entries {
            guard let event = entry.event.pointerEvent(at: entry.time) else { continue }
            for gesture in recognizer.handle(event) {
                if case .dragEnded(let value) = gesture { released = value }
            }
        }
        let value = try #require(released)
        // Least squares on evenly spaced samples of a straight line is exact up to rounding.
        #expect(abs(value.velocity.x - speed) <= 1e-6 * abs(speed))
        #expect(abs(value.velocity.y) <= 1e-6)
    }

    @Test func aDragMovesTheContentOneToOneAfterTheSlop() throws {
        var driver = Self.trips(index: 6)
        let before = try #require(driver.placements.first { $0.index == 6 }?.x)
        driver.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.3, lift: false)
        let slop = try #require(GestureRecognizer.Configuration.tapOrDrag(axis: .horizontal).drag?.minimumDistance)
        let dragged = try #require(driver.placements.first { $0.index == 6 }?.x)
        expectNear((dragged - before), (-200 + slop), within: 1e-9)
        // Past the slop, every point the finger moves is a point of content.
        driver.move(to: Point(x: 63, y: 400))
        driver.nextFrame()
        let further = try #require(driver.placements.first { $0.index == 6 }?.x)
        expectNear((further - dragged), -37, within: 1e-9)
    }

    @Test func aLongPressLiftsACardOnceTheConfiguredHoldHasPassed() throws {
        var settings = CardStack.Settings.wallet
        settings.configuration.longPressDuration = 0.5
        var driver = GestureDriver(
            ComponentHost(CardStack(ids: ["a", "b", "c"], settings: settings)), viewport: Self.viewport)
        driver.settle()  // the entrance animation: a finger landing on a moving stack only stops it
        let card = try #require(driver.placements.first)
        let centre = Point(x: card.x + card.width / 2, y: card.y + card.height / 2)
        let downTime = driver.time
        driver.longPress(at: centre, duration: 0.7, lift: false)
        let first = try #require(driver.frames.firstIndex { frame in frame.placements.contains(where: \.isLifted) })
        #expect(driver.frames[first].time - downTime >= 0.5)
        #expect(driver.frames[first - 1].time - downTime < 0.5)
        #expect(driver.frames[first].time - downTime < 0.5 + driver.frameInterval)
    }

    @Test func framesRunOnTheVirtualClock() {
        var driver = GestureDriver(
            ComponentHost(Pager(itemCount: 3, index: 0, settings: .onboarding())), viewport: Self.viewport,
            frameRate: 120,
            startTime: 5)
        driver.wait(0.5)
        expectEqual(driver.frames.count, 61)
        #expect(driver.frames.enumerated().allSatisfy { $0.element.time == 5 + Double($0.offset) / 120 })
        expectEqual(driver.time, 5.5)
    }

    @Test func wheelKeysAndTapsReachTheHost() {
        var driver = Self.trips()
        driver.wheel(dy: 1)
        driver.settle()
        expectEqual(driver.host.index, 1)
        driver.key(.end)
        driver.settle()
        expectEqual(driver.host.index, 12)
        driver.key(.left)
        driver.settle()
        expectEqual(driver.host.index, 11)
        driver.tap(at: Point(x: 200, y: 400))
        #expect(driver.outputs.contains(.itemTapped(11)))
        driver.scroll(by: Vector(x: -300, y: 0), duration: 0.2)
        driver.settle()
        expectEqual(driver.host.index, 10)
    }

    @Test func theDriversRecordingReplaysToTheSameFrames() throws {
        var driver = Self.trips(index: 2)
        driver.flick(from: Point(x: 300, y: 400), velocity: Vector(x: -1200, y: 0))
        driver.wait(0.2)
        driver.drag(from: Point(x: 100, y: 400), to: Point(x: 250, y: 380), duration: 0.25)
        driver.wheel(dy: -1)
        driver.key(.pageDown)
        driver.send(.select(index: 9, animated: true))
        driver.send(.change(.inserted(at: 0, count: 2)))
        driver.settle()
        expectEqual(driver.host.index, 11)
        expectEqual(driver.host.itemCount, 15)
        #expect(
            driver.recording.entries.contains {
                $0.event == Recording.Event(typed: Pager.Command.select(index: 9, animated: true))
            })
        let text = driver.recording.serialized()
        let read = try Recording.parse(text)
        expectEqual(read, driver.recording)
        var replayer = RecordingReplayer(read, host: ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips())))
        var replayed: [RecordingReplayer<Pager>.Frame] = []
        while let frame = replayer.nextFrame() { replayed.append(frame) }
        expectEqual(replayed, driver.frames)
    }

    @Test func aTypedCommandIsSentAsItsRecordedLine() {
        var driver = Self.trips(index: 2)
        driver.send(.scrollTo(index: 7, animated: false))
        driver.nextFrame()
        expectEqual(driver.host.index, 7)
        driver.send(.key(.home))
        driver.settle()
        expectEqual(driver.host.index, 0)
        #expect(
            driver.recording.entries.map(\.event).filter { $0 != .frame && $0 != .viewport(Self.viewport) } == [
                Recording.Event(typed: Pager.Command.scrollTo(index: 7, animated: false)),
                Recording.Event(typed: Pager.Command.key(.home)),
            ])
    }

    @Test func theGenericHostIsDrivenLikeEveryOther() throws {
        // Page dots on the one generic host: a tap on page 3's dot, as drawn right to left, asks for page 3.
        var driver = GestureDriver(
            ComponentHost(
                PageIndicator.control(count: 5, currentPage: 0, configuration: .onboarding, isRightToLeft: true)))
        let third = try #require(driver.placements.first { $0.page == 3 })
        driver.tap(at: third.center)
        let requested = driver.frames.flatMap(\.outputs).compactMap { event -> Int? in
            if case .requestPage(let page, _, _) = event { return page }
            return nil
        }
        expectEqual(requested, [3])
        expectEqual(driver.host.currentPage, 3)
    }

    @Test func anInputAtAnExactTimeArrivesBetweenFramesAfterTheFramesBeforeIt() throws {
        var driver = GestureDriver(ComponentHost(Pager(itemCount: 13, index: 2, settings: .trips())), frameRate: 120)
        driver.send(.viewport(Self.viewport), at: 0)
        driver.send(.down(Point(x: 300, y: 400), pointer: 1), at: 0.1)
        driver.send(.move(Point(x: 200, y: 400), pointer: 1), at: 0.204)
        driver.send(.select(index: 5, animated: false), at: 0.3)
        // The frames strictly before each input ran (frame 36 is at 0.3 itself, after the command); the inputs kept
        // their times.
        expectEqual(driver.frameNumber, 35)
        let inputs = driver.recording.entries.filter { $0.event != .frame }
        expectEqual(inputs.map(\.time), [0, 0.1, 0.204, 0.3])
        // wait(until:) runs the frames before a time; a time before the current frame's counts as the frame's.
        driver.wait(until: 0.5)
        expectEqual(driver.frameNumber, 59)
        driver.wait(until: .nan)
        expectEqual(driver.frameNumber, 59)
        driver.send(.up(Point(x: 200, y: 400), pointer: 1), at: 0.1)
        expectEqual(driver.recording.entries.last?.time, driver.time)
    }

    @Test func anAbsurdWaitRunsAtMostFourHoursOfFramesPerCall() {
        // At 1 frame a second, so that four hours are 14,400 frames.
        var driver = GestureDriver(
            ComponentHost(Pager(itemCount: 3, index: 0, settings: .trips())), viewport: Self.viewport, frameRate: 1)
        driver.wait(1e300)
        expectEqual(driver.time, 14_400)
        // wait(until:) runs the frames before the time it can reach: the next frame would be the first at 28,800 s.
        driver.wait(until: 1e12)
        expectEqual(driver.time, 28_799)
        // An input at a time out of reach arrives after four hours of frames, at the frame's time.
        driver.send(.select(index: 1, animated: false), at: 1e300)
        expectEqual(driver.time, 43_198)
        expectEqual(driver.recording.entries.last?.time, 43_198)
        expectEqual(driver.host.index, 1)
        // A gesture's duration is bounded the same way (it used to trap converting the frame count to an Int).
        let start = driver.time
        driver.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 1e300)
        driver.longPress(at: Point(x: 200, y: 400), duration: -1e300)
        driver.scroll(by: Vector(x: 0, y: 40), duration: .infinity)
        #expect(driver.time > start && driver.time <= start + 14_400 + 3)
    }
}
