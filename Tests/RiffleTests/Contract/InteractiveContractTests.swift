import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// The pointer part of the ``Interactive`` contract, checked the same way for every component: one generic driver,
/// random pointer streams, and the rules the protocol documents.
@Suite struct InteractiveContractTests {
    /// The events since the last call, through ``Interactive/drainEvents(_:)``.
    static func take<Component: Interactive>(_ component: inout Component) -> [Component.Event] {
        var events: [Component.Event] = []
        component.drainEvents { events.append($0) }
        return events
    }

    /// The one idle rule: nothing moves and no deadline is pending.
    static func idle<Component: Interactive>(_ component: Component) -> Bool {
        !component.needsFrames && component.nextDeadline == nil
    }

    /// One pointer sample: phase index, location, time step, pointer id.
    typealias Sample = (phase: Int, x: Double, y: Double, dt: Double, pointer: Int)

    static let samples = zip(
        Gen.int(in: 0...5), Gen.double(in: -50...450), Gen.double(in: -50...900), Gen.double(in: -0.01...0.4),
        Gen.int(in: 0...1)
    ).array(of: 1...40)

    static let phases: [PointerEvent.Phase] = [.down, .move, .move, .move, .up, .cancel]

    /// Drives `component` through `samples` with the contract's calls only, checking the contract's rules on
    /// the way, then lifts every pointer and runs frames until it is idle (or `maximumTime` passes).
    static func drive<Component: Interactive>(
        _ component: inout Component, _ samples: [Sample], maximumTime: Double = 3600,
        keepsMovingWhen stillMoving: (Component) -> Bool = { _ in false }
    ) where Component.Event: Equatable {
        var time = 0.0
        for sample in samples {
            time = max(0, time + sample.dt)
            let event = PointerEvent(
                id: sample.pointer, phase: phases[sample.phase], location: Point(x: sample.x, y: sample.y),
                timestamp: time)
            component.handle(event)
            checkDrainAndTakeAgree(&component)
            // Going back in time changes nothing and reports nothing.
            var earlier = component
            earlier.advance(to: time - 1)
            #expect(Self.take(&earlier).isEmpty)
            component.advance(to: time)
            _ = Self.take(&component)
            checkIdleMeansStill(component, at: time)
        }
        for pointer in 0...1 {
            component.handle(PointerEvent(id: pointer, phase: .cancel, location: .zero, timestamp: time))
        }
        _ = Self.take(&component)
        var frames = 0
        while !Self.idle(component), time < maximumTime, !stillMoving(component) {
            time += component.needsFrames ? 1.0 / 60 : max(0, (component.nextDeadline ?? time) - time)
            component.advance(to: time)
            _ = Self.take(&component)
            frames += 1
            if frames > 2_000 { time += 1 }
        }
        #expect(Self.idle(component) || stillMoving(component), "still moving after \(time) s")
        checkIdleMeansStill(component, at: time)
    }

    /// `drainEvents` and `takeEvents` hand out the same events in the same order, and both clear them.
    static func checkDrainAndTakeAgree<Component: Interactive>(_ component: inout Component)
    where Component.Event: Equatable {
        var copy = component
        var drained: [Component.Event] = []
        copy.drainEvents { drained.append($0) }
        #expect(copy.takeEvents().isEmpty)
        expectEqual(component.takeEvents(), drained)
        #expect(component.takeEvents().isEmpty)
    }

    /// An idle component reports nothing when time passes.
    static func checkIdleMeansStill<Component: Interactive>(_ component: Component, at time: Double)
    where Component.Event: Equatable {
        guard !component.needsFrames else { return }
        var later = component
        let until = component.nextDeadline.map { min($0 - 1e-6, time + 5) } ?? time + 5
        later.advance(to: until)
        #expect(Self.take(&later).isEmpty, "an idle component reported events between \(time) and \(until)")
        expectEqual(later.needsFrames, false)
    }

    @Test func trackKeepsTheContract() async {
        await checkProperty(count: 60, input: Self.samples) { samples in
            var track = Track(
                viewportLength: 390, items: .uniform(count: 6, length: 390, spacing: 0),
                configuration: .init(snapPolicy: .default))
            Self.drive(&track, samples)
        }
    }

    @Test func cardStackKeepsTheContract() async {
        await checkProperty(count: 60, input: Self.samples) { samples in
            var stack = CardStack(ids: ["a", "b", "c", "d", "e", "f", "g"])
            Self.drive(&stack, samples)
        }
    }

    @Test func homeScreenKeepsTheContract() async {
        await checkProperty(count: 60, input: Self.samples) { samples in
            var home = HomeScreen.sample()
            // Edit mode wiggles for as long as it lasts: that is motion, not a broken contract.
            Self.drive(&home, samples, keepsMovingWhen: { $0.isEditing })
        }
    }

    @Test func pageIndicatorKeepsTheContract() async {
        await checkProperty(count: 60, input: Self.samples) { samples in
            var indicator = PageIndicator(count: 9, currentPage: 4)
            indicator.size = Vector(x: 300, y: 44)
            Self.drive(&indicator, samples)
            expectEqual(indicator.interactionState, .none)
        }
    }

    @Test func aLongPressDeadlineIsTheRecognizersForEveryComponentThatHasOne() {
        var stack = CardStack(ids: ["a", "b", "c"])
        stack.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 100, y: 100), timestamp: 2))
        expectEqual(stack.nextDeadline, 2.05)
        var home = HomeScreen.sample()
        home.handle(PointerEvent(id: 1, phase: .down, location: home.slotCenter(0), timestamp: 3))
        expectEqual(home.nextDeadline, 3 + (home.configuration.gesture.longPress?.minimumDuration ?? .nan))
        var configuration = Track.Configuration()
        configuration.gesture = GestureRecognizer.Configuration(
            tap: .init(), longPress: .init(minimumDuration: 0.5), drag: .init(axis: .horizontal))
        var track = Track(
            viewportLength: 390, items: .uniform(count: 3, length: 390, spacing: 0), configuration: configuration)
        track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 100, y: 100), timestamp: 1))
        expectEqual(track.nextDeadline, 1.5, "a held track waits for its long press")
        #expect(!track.isIdle, "a held track waits for its long press")
        track.advance(to: 1.5)
        #expect(track.takeEvents().contains(.longPressBegan(item: 0, location: Point(x: 100, y: 100))))
        expectEqual(track.nextDeadline, nil)
    }
}
