import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Random gesture streams mixed with random data changes and commands, checked against a mirror of the order
/// that changes only through data changes and reported moves.
@Suite("Card stack: properties over random gesture streams and data changes")
struct CardStackPropertyTests {
    /// One step of a random script.
    typealias Action = ScriptStep

    /// The shape of a random stack: card count, drop rule, viewport height, spacing, hysteresis, reduce motion.
    struct Shape: Sendable, CustomStringConvertible {
        var count: Int
        var seedRule: Bool
        var viewportHeight: Double
        var spacing: Double
        var hysteresis: Double
        var reduceMotion: Bool
        var description: String {
            "(\(count) cards, seed: \(seedRule), viewport \(viewportHeight), spacing \(spacing), h \(hysteresis), "
                + "reduce: \(reduceMotion))"
        }

        var configuration: CardStack.Configuration {
            CardStack.Configuration(
                cardWidth: 320, cardHeight: 200, stackOrigin: Point(x: 35, y: 500), viewportHeight: viewportHeight,
                spacing: spacing, dropRule: seedRule ? .wholeSpacings : .liveGap, gapHysteresis: hysteresis,
                reduceMotion: reduceMotion)
        }
    }

    static let shapes = zip(
        Gen.int(in: 0...8), Gen.bool, Gen.double(in: 300...1200), Gen.double(in: 20...80), Gen.double(in: 0...30),
        Gen.int(in: 0...5)
    ).map { Shape(count: $0, seedRule: $1, viewportHeight: $2, spacing: $3, hysteresis: $4, reduceMotion: $5 == 0) }

    static let actions = zip(
        Gen.int(in: 0...21), Gen.double(in: -80...80), Gen.double(in: -400...400), Gen.double(in: -0.01...0.3),
        Gen.int(in: -2...12)
    ).map { Action(kind: $0, x: $1, y: $2, dt: $3, value: $4) }.array(of: 1...80)

    /// The random script's state beside the stack.
    struct Run {
        var stack: CardStack
        /// The order as the host would persist it: data changes plus reported moves.
        var expected: [String]
        /// The card count before the current action: a data change first advances the stack to its time, so a
        /// gap reported then refers to the stack before the change.
        var countBeforeAction = 0
        var time = 0.0
        var finger = Point(x: 200, y: 600)
        var nextID = 0
        /// The card between `.lifted` and its `.dropped` / `.reorderCancelled`.
        var lifted: String?

        /// A point on the visible top strip of card `index` as drawn now, or a fixed point for an empty stack.
        func point(onCard index: Int) -> Point {
            let placements = Array(stack.placements)
            guard !placements.isEmpty else { return Point(x: 200, y: 600) }
            let placement = placements[((index % placements.count) + placements.count) % placements.count]
            let origin = stack.configuration.stackOrigin
            return Point(x: origin.x + placement.offset.x + 100, y: origin.y + placement.offset.y + 5)
        }

        mutating func pointer(_ phase: PointerEvent.Phase, _ location: Point, at t: Double) {
            if location.isFinite { finger = location }
            stack.handle(PointerEvent(id: 1, phase: phase, location: location, timestamp: t))
        }

        /// Applies one action.
        mutating func apply(_ a: Action) {
            let t = time + a.dt
            let count = stack.count
            countBeforeAction = count
            let someID = count > 0 ? stack.ids[((a.value % count) + count) % count] : "none"
            switch a.kind {
            case 0: pointer(.down, point(onCard: a.value), at: t)
            case 1: pointer(.down, Point(x: 200 + a.x * 3, y: 500 + a.y), at: t)
            case 2, 3, 4: pointer(.move, Point(x: finger.x + a.x, y: finger.y + a.y), at: t)
            case 5: pointer(.up, finger, at: t)
            case 6: pointer(.cancel, finger, at: t)
            case 7: stack.advance(to: t)
            case 8:
                let id = "n\(nextID)"
                nextID += 1
                do {
                    try stack.insert(id, at: a.value, time: t)
                    expected.insert(id, at: Swift.min(Swift.max(a.value, 0), expected.count))
                } catch { Issue.record("insert of a new id failed: \(error)") }
            case 9:
                if count > 0 {
                    #expect(throws: CardStack.ChangeError.duplicateID(someID)) {
                        try stack.insert(someID, at: a.value, time: t)
                    }
                }
            case 10:
                if count > 0 {
                    do {
                        try stack.remove(someID, at: t)
                        expected.removeAll { $0 == someID }
                    } catch { Issue.record("remove of a held id failed: \(error)") }
                }
            case 11: #expect(throws: CardStack.ChangeError.unknownID("missing")) { try stack.remove("missing", at: t) }
            case 12:
                let ids = stack.ids
                if a.value % 3 == 0, !ids.isEmpty {
                    var invalid = ids
                    invalid[0] = ids.count > 1 ? ids[1] : "x"
                    #expect(throws: CardStack.ChangeError.notAPermutation) { try stack.setOrder(invalid, at: t) }
                } else {
                    let shift = ids.isEmpty ? 0 : ((a.value % ids.count) + ids.count) % ids.count
                    let rotated = Array(ids[shift...] + ids[..<shift])
                    let reordered = a.value % 2 == 0 ? rotated : rotated.reversed()
                    do {
                        try stack.setOrder(reordered, at: t)
                        expected = reordered
                    } catch { Issue.record("setOrder of a permutation failed: \(error)") }
                }
            case 13:
                if a.value % 2 == 0 {
                    stack.perform(.moveUp, on: someID, at: t)
                } else {
                    stack.perform(.moveDown, on: someID, at: t)
                }
            case 14:
                if a.value % 3 == 0 {
                    stack.perform(.select(id: nil), at: t)
                } else {
                    stack.perform(.select(id: someID), at: t)
                }
            case 15:
                pointer(.move, Point(x: .nan, y: finger.y), at: t)
                pointer(.down, finger, at: .nan)
                stack.advance(to: .nan)
            case 16: pointer(.move, Point(x: finger.x, y: finger.y - 40), at: t - 5)
            case 17: stack.cancelGesture(at: t)
            case 18: stack.playEntrance(at: t)
            case 19: stack.perform(.scroll(offset: a.y, animated: a.value % 2 == 0), at: t)
            case 20: _ = try? stack.move(someID, to: a.value, at: t)
            default:
                // A deliberate reorder: press a card, hold past the long press, drag, release.
                let start = point(onCard: a.value)
                pointer(.down, start, at: t)
                stack.advance(to: t + 0.06)
                pointer(.move, Point(x: start.x + a.x, y: start.y + a.y), at: t + 0.1)
                if a.value % 4 == 0 { pointer(.cancel, finger, at: t + 0.2) } else { pointer(.up, finger, at: t + 0.2) }
                time = Swift.max(time, t + 0.2)
            }
            time = Swift.max(time, t)
            stack.advance(to: time)
            check()
        }

        /// Takes the events, replays the moves on the mirror, and checks every invariant.
        mutating func check() {
            let events = stack.takeEvents()
            for (i, event) in events.enumerated() {
                switch event {
                case .moved(let id, let from, let to):
                    #expect(from != to)
                    #expect(expected.indices.contains(from) && expected.indices.contains(to))
                    guard expected.indices.contains(from), expected.indices.contains(to) else { continue }
                    expectEqual(expected[from], id)
                    expected.insert(expected.remove(at: from), at: to)
                    // A drag's move comes right before its drop; a command's move outside any lift.
                    if lifted != nil {
                        #expect(lifted == id && i + 1 < events.count && events[i + 1] == .dropped(id))
                    }
                case .lifted(let id):
                    expectEqual(lifted, nil)
                    lifted = id
                case .dropped(let id), .reorderCancelled(let id):
                    expectEqual(lifted, id)
                    lifted = nil
                case .gapChanged(let id, let index):
                    expectEqual(lifted, id)
                    #expect(index >= 0 && index < Swift.max(expected.count, countBeforeAction))
                case .selected, .deselected, .announcement:
                    break
                }
            }
            // The order is always a permutation of the current cards: nothing lost, nothing duplicated.
            expectEqual(stack.ids, expected)
            expectEqual(Set(stack.ids).count, stack.count)
            expectEqual(stack.liftedID, lifted)
            // One expectation per rule over every placement (this runs every frame of every stream): the placements
            // that break it must be none.
            let placements = Array(stack.placements)
            expectEqual(placements.map(\.index), Array(0..<stack.count))
            expectEqual(placements.filter { !($0.offset.isFinite && $0.zIndex.isFinite && $0.scale.isFinite) }, [])
            expectEqual(placements.filter { !($0.opacity >= 0 && $0.opacity <= 1) }, [])
            #expect(stack.detailProgress.isFinite && stack.scrollOffset.isFinite && stack.time.isFinite)
            if let landing = stack.landingIndex { #expect(landing >= 0 && landing < stack.count) }
            if let selected = stack.selectedID { #expect(stack.ids.contains(selected)) }
        }
    }

    /// 80 random scripts in the default suite, 200 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func theOrderIsAlwaysAPermutationAndNumbersStayFiniteAndEveryMotionSettles() async {
        await checkProperty(count: LongTests.count(fast: 80, long: 200), input: Self.shapes, Self.actions) {
            shape, script in
            let ids = StackGeometry.ids(shape.count)
            var run = Run(stack: CardStack(ids: ids, configuration: shape.configuration), expected: ids)
            for action in script { run.apply(action) }
            // Let go of everything; within 30 s of virtual time every motion has settled.
            run.stack.cancelGesture(at: run.time)
            run.check()
            expectEqual(run.lifted, nil)
            var t = run.time
            while run.stack.needsFrames, t < run.time + 30 {
                t += 1.0 / 60
                run.stack.advance(to: t)
            }
            run.check()
            #expect(!run.stack.needsFrames)
            let spacing = run.stack.configuration.spacing
            let selectedIndex = run.stack.selectedID.flatMap { run.stack.index(of: $0) }
            for placement in run.stack.placements {
                let rest: Double
                if let selectedIndex {
                    rest = placement.index >= selectedIndex ? 0 : 1400
                } else {
                    rest = -spacing * Double(placement.index)
                }
                // A selection leaves the cards nobody sees in their column (issue 24 part 2): off screen there.
                let column = -spacing * Double(placement.index) + run.stack.scrollOffset
                let kept = selectedIndex != nil && placement.offset.y == column && !run.stack.isOnScreen(placement)
                #expect(placement.offset.y == rest + run.stack.scrollOffset || kept)
                expectEqual(placement.offset.x, 0)
                expectEqual(placement.opacity, 1)
                expectEqual(placement.scale, 1)
                expectEqual(placement.zIndex, -Double(placement.index))
                #expect(!placement.isLifted)
            }
            expectEqual(run.stack.detailProgress, (selectedIndex == nil ? 0 : 1))
            let range = run.stack.scrollRange
            #expect(range.contains(run.stack.scrollOffset))
        }
    }

    @Test func aCancelledDragAlwaysRestoresTheOrderItStartedFrom() async {
        let gestures = zip(Gen.int(in: 0...7), Gen.double(in: -600...600), Gen.double(in: -60...60), Gen.bool)
            .array(of: 1...6)
        // 30 random scripts in the default suite, 200 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
        await checkProperty(count: LongTests.count(fast: 30, long: 200), input: Gen.int(in: 1...8), Gen.bool, gestures)
        {
            count, seedRule, drags in
            var configuration = StackGeometry.configuration
            configuration.dropRule = seedRule ? .wholeSpacings : .liveGap
            var driver = CardStack(count: count, configuration: configuration)
            var t = 0.0
            for (card, dy, dx, useAPI) in drags {
                let before = driver.ids
                let k = card % count
                let start =
                    driver.placement(of: before[k]).map {
                        Point(x: 200, y: 500 + $0.offset.y + 5)
                    } ?? Point(x: 200, y: 600)
                driver.down(start, at: t)
                driver.frames(until: t + 0.1)
                driver.drag(from: start, dx: dx, dy: dy, at: t + 0.1)
                if useAPI { driver.cancelGesture(at: t + 0.35) } else { driver.cancel(at: t + 0.35) }
                expectEqual(driver.ids, before)
                expectEqual(driver.liftedID, nil)
                #expect(!driver.pendingEvents.contains { if case .moved = $0 { return true } else { return false } })
                driver.settle()
                expectEqual(driver.offsetsY, (0..<count).map { -50 * Double($0) })
                t = driver.time + 0.5
            }
        }
    }
}
