import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("PointerArena: who owns a press")
struct PointerArenaTests {
    enum Part: String, Hashable, Sendable, CustomStringConvertible {
        case button, card, pages
        var description: String { rawValue }
    }

    typealias Delivery = (part: Part, phase: PointerEvent.Phase, location: Point, time: Double)

    static func event(_ id: Int, _ phase: PointerEvent.Phase, _ x: Double, _ t: Double) -> PointerEvent {
        PointerEvent(id: id, phase: phase, location: Point(x: x, y: 0), timestamp: t)
    }

    /// The button covers x < 50, the card x < 200, the pages everything.
    static func candidates(_ point: Point) -> [Part] {
        (point.x < 50 ? [Part.button] : []) + (point.x < 200 ? [.card] : []) + [.pages]
    }

    struct Recorder {
        var arena = PointerArena<Part>()
        var log: [Delivery] = []

        mutating func send(_ event: PointerEvent) {
            var delivered: [Delivery] = []
            arena.route(event, candidates: PointerArenaTests.candidates) {
                delivered.append(($0, $1.phase, $1.location, $1.timestamp))
            }
            log += delivered
        }

        mutating func reject(_ pointer: Int, at time: Double) -> Bool {
            var delivered: [Delivery] = []
            let changed = arena.reject(pointer: pointer, at: time) {
                delivered.append(($0, $1.phase, $1.location, $1.timestamp))
            }
            log += delivered
            return changed
        }

        var summary: [String] { log.map { "\($0.part) \($0.phase) \($0.location.x)" } }
    }

    @Test func theFrontMostCandidateOwnsTheWholeSequenceWhereverThePointerGoes() {
        var r = Recorder()
        r.send(Self.event(1, .down, 100, 0))
        r.send(Self.event(1, .move, 300, 0.1))
        r.send(Self.event(1, .up, 400, 0.2))
        expectEqual(r.summary, ["card down 100.0", "card move 300.0", "card up 400.0"])
        expectEqual(r.arena.owner(of: 1), nil)
    }

    @Test func eachPointerHasItsOwnOwner() {
        var r = Recorder()
        r.send(Self.event(1, .down, 10, 0))
        r.send(Self.event(2, .down, 300, 0.01))
        expectEqual(r.arena.owner(of: 1), .button)
        expectEqual(r.arena.owner(of: 2), .pages)
        #expect(r.arena.isOwning(.pages) && !r.arena.isOwning(.card) && r.arena.isTracking)
        r.send(Self.event(2, .move, 20, 0.02))
        r.send(Self.event(1, .up, 10, 0.03))
        expectEqual(r.summary, ["button down 10.0", "pages down 300.0", "pages move 20.0", "button up 10.0"])
    }

    @Test func aRejectionCancelsTheOwnerAndReplaysTheSequenceToTheNextCandidate() {
        var r = Recorder()
        r.send(Self.event(1, .down, 10, 0))
        r.send(Self.event(1, .move, 30, 0.05))
        r.send(Self.event(1, .move, 60, 0.1))
        let first = r.reject(1, at: 0.1)
        #expect(first)
        r.send(Self.event(1, .move, 90, 0.15))
        #expect(
            r.summary == [
                "button down 10.0", "button move 30.0", "button move 60.0", "button cancel 60.0", "card down 10.0",
                "card move 60.0", "card move 90.0",
            ])
        #expect(r.log[4].time == 0 && r.log[5].time == 0.1, "the replay keeps the original times")
        let second = r.reject(1, at: 0.2)
        #expect(second)
        expectEqual(r.arena.owner(of: 1), .pages)
        let third = r.reject(1, at: 0.3)
        #expect(!third, "the last candidate keeps the pointer")
        expectEqual(r.arena.owner(of: 1), .pages)
    }

    @Test func anAcceptedOwnerCannotBeRejected() {
        var r = Recorder()
        r.send(Self.event(1, .down, 100, 0))
        r.arena.accept(pointer: 1)
        let moved = r.reject(1, at: 0.1)
        #expect(!moved)
        expectEqual(r.arena.owner(of: 1), .card)
    }

    @Test func aLostUpIsCancelledAtItsOwnerBeforeTheNextDown() {
        var r = Recorder()
        r.send(Self.event(1, .down, 100, 0))
        r.send(Self.event(1, .move, 120, 0.1))
        r.send(Self.event(1, .down, 300, 5))
        expectEqual(r.summary, ["card down 100.0", "card move 120.0", "card cancel 120.0", "pages down 300.0"])
        expectEqual(r.log[2].time, 5)
    }

    @Test func strayEventsAndEmptyCandidatesGoNowhere() {
        var arena = PointerArena<Part>()
        var count = 0
        arena.route(Self.event(3, .move, 1, 0), candidates: { _ in [.pages] }) { _, _ in count += 1 }
        arena.route(Self.event(3, .up, 1, 0), candidates: { _ in [.pages] }) { _, _ in count += 1 }
        arena.route(Self.event(3, .down, 1, 0), candidates: { _ in [] }) { _, _ in count += 1 }
        arena.route(Self.event(3, .up, 1, 0.1), candidates: { _ in [.pages] }) { _, _ in count += 1 }
        expectEqual(count, 0)
        let moved = arena.reject(pointer: 3, at: 1) { _, _ in count += 1 }
        #expect(!moved)
    }

    @Test func unusableInputDecidesNothingAndEndsNothing() {
        var r = Recorder()
        r.send(PointerEvent(id: 1, phase: .down, location: Point(x: .nan, y: 0), timestamp: 0))
        r.send(Self.event(1, .down, 100, .infinity))
        r.send(Self.event(1, .down, 100, 1e300))
        #expect(r.log.isEmpty)
        #expect(!r.arena.isTracking)
        r.send(Self.event(1, .down, 100, 1))
        r.send(Self.event(1, .move, 110, 0.5))  // earlier than the down
        r.send(Self.event(1, .up, 110, 0.9))  // earlier than the down: does not end the sequence
        r.send(PointerEvent(id: 1, phase: .move, location: Point(x: 120, y: .infinity), timestamp: 1.1))
        r.send(Self.event(1, .move, 130, .nan))
        expectEqual(r.summary, ["card down 100.0"])
        expectEqual(r.arena.owner(of: 1), .card)
        // A cancel always ends the sequence, whatever it carries.
        r.send(PointerEvent(id: 1, phase: .cancel, location: Point(x: .nan, y: 0), timestamp: .nan))
        expectEqual(r.summary, ["card down 100.0", "card cancel nan"])
        #expect(!r.arena.isTracking)
    }

    @Test func aSurfaceThatFollowsOnePointerDropsTheSecondWhole() {
        var arena = PointerArena<Part>(maximumPointers: 1)
        var log: [String] = []
        for event in [
            Self.event(1, .down, 100, 0), Self.event(2, .down, 300, 0.1), Self.event(2, .move, 310, 0.2),
            Self.event(2, .up, 310, 0.3), Self.event(1, .up, 100, 0.4), Self.event(2, .down, 300, 0.5),
        ] {
            arena.route(event, candidates: Self.candidates) { log.append("\($0) \($1.id) \($1.phase)") }
        }
        expectEqual(log, ["card 1 down", "card 1 up", "pages 2 down"])
        expectEqual(PointerArena<Part>(maximumPointers: -3).maximumPointers, 1)
    }

    @Test func cancelAllEndsEverySequence() {
        var r = Recorder()
        r.send(Self.event(1, .down, 10, 0))
        r.send(Self.event(2, .down, 300, 0))
        r.arena.cancelAll(at: .nan) { r.log.append(($0, $1.phase, $1.location, $1.timestamp)) }
        expectEqual(r.summary.suffix(2), ["button cancel 10.0", "pages cancel 300.0"])
        #expect(r.log.suffix(2).allSatisfy { $0.time == 0 }, "a NaN time takes the latest event's")
        expectEqual(r.arena.owner(of: 1), nil)
        expectEqual(r.arena.owner(of: 2), nil)
        #expect(!r.arena.isTracking)
    }

    @Test func everyComponentSeesWellFormedSequencesForAnyStream() async {
        let steps = zip(Gen.int(in: 0...5), Gen.int(in: 0...2), Gen.double(in: -20...400)).array(of: 1...60)
        await checkProperty(count: 200, input: steps) { steps in
            var arena = PointerArena<Part>()
            // For each (component, pointer): whether a sequence is open.
            var open: Set<String> = []
            var time = 0.0
            func check(_ part: Part, _ event: PointerEvent) {
                let key = "\(part)/\(event.id)"
                switch event.phase {
                case .down:
                    #expect(!open.contains(key), "a second down for \(key) without an end")
                    open.insert(key)
                case .move:
                    #expect(open.contains(key), "a move for \(key) outside a sequence")
                case .up, .cancel:
                    #expect(open.contains(key), "an end for \(key) outside a sequence")
                    open.remove(key)
                }
            }
            for (kind, pointer, x) in steps {
                time += 0.01
                let phases: [PointerEvent.Phase] = [.down, .move, .move, .up, .cancel]
                if kind == 5 {
                    arena.reject(pointer: pointer, at: time, deliver: check)
                } else {
                    arena.route(Self.event(pointer, phases[kind], x, time), candidates: Self.candidates, deliver: check)
                }
            }
            arena.cancelAll(at: time, deliver: check)
            #expect(open.isEmpty, "sequences left open: \(open)")
        }
    }
}
