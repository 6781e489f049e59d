import Foundation
import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// One step of a random driver: a pointer event (possibly malformed), an `advance(to:)` or a `cancel(at:)`.
private enum Step: Sendable {
    case event(PointerEvent)
    case advance(Double)
    case cancel(Double)
}

/// The configurations the properties run against.
private let configurations: [GestureRecognizer.Configuration] = [
    .drag(), .drag(axis: .horizontal), .tap, .tapOrDrag(axis: .vertical), .wallet, .homeScreen,
    .init(longPress: .init(minimumDuration: 0.1)),
    .init(tap: .init(), longPress: .init(minimumDuration: 0), drag: .init(minimumDistance: 0, axis: .horizontal)),
]

/// Builds the steps from raw random numbers; the clock moves by `dt` each step (sometimes backwards).
private func steps(_ raw: [(Int, Int, Double, Double, Double, Int)]) -> [Step] {
    var t = 0.0
    var x = 0.0
    var y = 0.0
    var result: [Step] = []
    for (kind, id, dx, dy, dt, bad) in raw {
        t += dt
        x += dx
        y += dy
        var location = Point(x: x, y: y)
        var time = t
        switch bad {
        case 0: location.x = .nan
        case 1: location.y = .infinity
        case 2: time = .nan
        case 3: time = -.infinity
        case 4: location.x = 1e300
        case 5: time = t - 1
        default: break
        }
        switch kind {
        case 0...1: result.append(.event(PointerEvent(id: id, phase: .down, location: location, timestamp: time)))
        case 2...8: result.append(.event(PointerEvent(id: id, phase: .move, location: location, timestamp: time)))
        case 9...10: result.append(.event(PointerEvent(id: id, phase: .up, location: location, timestamp: time)))
        case 11: result.append(.event(PointerEvent(id: id, phase: .cancel, location: location, timestamp: time)))
        case 12...16: result.append(.advance(time))
        default: result.append(.cancel(time))
        }
    }
    return result
}

@Suite("Gesture recognizer: properties")
struct GestureRecognizerPropertyTests {
    private static let rawSteps = zip(
        Gen.int(in: 0...18),
        Gen.int(in: 1...2),
        Gen.double(in: -25...25),
        Gen.double(in: -25...25),
        Gen.double(in: -0.02...0.3),
        Gen.int(in: 0...24)
    ).array(of: 1...60)

    @Test func randomStreamsKeepTheSequenceProtocol() async {
        await checkProperty(count: 300, input: Gen.int(in: 0...(configurations.count - 1)), Self.rawSteps) {
            index, raw in
            var recognizer = GestureRecognizer(configuration: configurations[index])
            var open = false
            var began = 0
            var ended = 0
            func check(_ events: [GestureEvent], afterCancel: Bool = false) {
                for event in events {
                    let finite = event.numbers.allSatisfy { $0.isFinite }
                    #expect(finite, "non-finite output \(event)")
                    if case .pointerDown = event {
                        #expect(!open, "a sequence began inside another")
                        open = true
                        began += 1
                    } else {
                        #expect(open, "\(event) outside a sequence")
                        if event.isTerminal {
                            open = false
                            ended += 1
                        }
                    }
                }
                if open { #expect(recognizer.isTracking) }
                if afterCancel { #expect(!open && !recognizer.isTracking) }
            }
            for step in steps(raw) {
                switch step {
                case .event(let event): check(recognizer.handle(event))
                case .advance(let time): check(recognizer.advance(to: time))
                case .cancel(let time): check(recognizer.cancel(at: time), afterCancel: true)
                }
            }
            check(recognizer.cancel(at: 1e6), afterCancel: true)
            expectEqual(began, ended, "every sequence that began ended exactly once")
        }
    }

    @Test func nothingIsRecognizedAfterACancelUntilTheNextDown() async {
        await checkProperty(count: 200, input: Gen.int(in: 0...(configurations.count - 1)), Self.rawSteps) {
            index, raw in
            var recognizer = GestureRecognizer(configuration: configurations[index])
            _ = recognizer.handle(pointer(.down, 0, 0, at: 0))
            _ = recognizer.cancel(at: 0)
            var silenced = true
            for step in steps(raw) {
                let events: [GestureEvent]
                switch step {
                case .event(let event): events = recognizer.handle(event)
                case .advance(let time): events = recognizer.advance(to: time)
                case .cancel(let time):
                    events = recognizer.cancel(at: time)
                    if silenced { #expect(events.isEmpty) }
                    silenced = true
                    continue
                }
                if silenced, let first = events.first {
                    expectEqual(first.kind, .down, "\(first) after a cancel")
                    silenced = false
                }
            }
        }
    }

    /// A straight movement from the origin to a point past the slop, split into steps at random fractions.
    private static let splitMove = zip(
        Gen.double(in: 0..<360),
        Gen.double(in: 11...200),
        Gen.double(in: 0.02...1).array(of: 0...8),
        Gen.int(in: 0...5)
    )

    @Test func theOutcomeDoesNotDependOnHowAMoveIsSplit() async {
        let configs: [GestureRecognizer.Configuration] = [
            .drag(), .drag(axis: .horizontal), .drag(axis: .vertical), .tapOrDrag(), .tapOrDrag(axis: .horizontal),
            .tapOrDrag(axis: .vertical),
        ]
        await checkProperty(count: 300, input: Self.splitMove) { input in
            let (degrees, distance, fractions, configIndex) = input
            let end = Vector(x: distance * cos(degrees * .pi / 180), y: distance * sin(degrees * .pi / 180))
            func outcome(_ fractions: [Double]) -> (kinds: [Kind], translation: Vector?) {
                var recognizer = GestureRecognizer(configuration: configs[configIndex])
                var events = recognizer.handle(pointer(.down, 0, 0, at: 0))
                var t = 0.0
                for f in fractions.sorted() + [1] {
                    t += 0.008
                    events += recognizer.handle(pointer(.move, end.x * f, end.y * f, at: t))
                }
                events += recognizer.handle(pointer(.up, end.x, end.y, at: t + 0.008))
                let kinds = events.kinds.filter { $0 != .dragChanged }
                return (kinds, events.last?.dragValue?.translation)
            }
            let whole = outcome([])
            let split = outcome(fractions)
            expectEqual(whole.kinds, split.kinds)
            expectEqual(whole.translation, split.translation)
            #expect(whole.kinds == [.down, .dragBegan, .dragEnded] || whole.kinds == [.down, .declined])
            if let translation = whole.translation {
                expectNear(translation.x, end.x, within: 1e-9)
                expectNear(translation.y, end.y, within: 1e-9)
            }
        }
    }
}
