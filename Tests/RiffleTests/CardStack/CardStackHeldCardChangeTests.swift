import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 14 part 5: cards inserted and removed while one is held (lifted by a long press, possibly dragged).
///
/// Definitions checked: the held card's on-screen position follows only the finger; no card left in the stack
/// jumps when another is inserted or removed (every one continues from where it was drawn); the order is always a
/// permutation of the current cards and the drop writes one; removing the held card cancels the hold; every number
/// stays finite and every motion settles.
@Suite("Card stack: inserting and removing cards while one is held")
struct CardStackHeldCardChangeTests {
    /// One step while the card is held.
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int
        var dx: Double
        var dy: Double
        var value: Int
        var dt: Double
        var description: String { "(\(kind), \(dx), \(dy), \(value), \(dt))" }
    }

    static let steps = zip(
        Gen.int(in: 0...9), Gen.double(in: -40...40), Gen.double(in: -120...120), Gen.int(in: -2...14),
        Gen.double(in: 0...0.2)
    ).map { Step(kind: $0, dx: $1, dy: $2, value: $3, dt: $4) }.array(of: 1...40)

    static let shapes = zip(
        Gen.int(in: 1...14), Gen.bool, Gen.double(in: 300...1200), Gen.int(in: 0...5), Gen.int(in: 0...13))

    /// The placement of `id` drawn now.
    static func placement(_ stack: CardStack, _ id: String) -> CardPlacement? { stack.placement(of: id) }

    /// 80 random scripts in the default suite, 200 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func theHeldCardFollowsOnlyTheFingerWhileCardsAreInsertedAndRemoved() async {
        await checkProperty(count: LongTests.count(fast: 80, long: 200), input: Self.shapes, Self.steps) {
            shape, script in
            let (count, seedRule, height, reduce, pick) = shape
            var configuration = CardStackPropertyTests.Shape(
                count: count, seedRule: seedRule, viewportHeight: height, spacing: 50, hysteresis: 10,
                reduceMotion: reduce == 0
            ).configuration
            configuration.autoScrollEdge = 0  // the finger alone moves the card (auto-scroll is checked elsewhere)
            let ids = StackGeometry.ids(count)
            var stack = CardStack(ids: ids, configuration: configuration)
            var mirror = ids
            var nextID = 0
            // Press the visible strip of one card and hold it past the long press; the lift settles.
            let target = stack.placements[pick % count]
            let origin = configuration.stackOrigin
            var finger = Point(x: origin.x + target.offset.x + 100, y: origin.y + target.offset.y + 5)
            var t = 0.0
            stack.handle(PointerEvent(id: 1, phase: .down, location: finger, timestamp: t))
            t = 2
            stack.advance(to: t)
            guard let held = stack.liftedID else {
                Issue.record("the long press lifted no card")
                return
            }
            // The first move begins the drag: from then on the card is exactly where the finger holds it.
            finger.y -= 30
            stack.handle(PointerEvent(id: 1, phase: .move, location: finger, timestamp: t))
            guard let grabbed = Self.placement(stack, held) else { return }
            let grip = grabbed.offset.y - finger.y
            var holding = true

            func replay(_ events: [CardStack.Event]) {
                for event in events {
                    switch event {
                    case .moved(let id, let from, let to):
                        #expect(mirror.indices.contains(from) && mirror[from] == id)
                        if mirror.indices.contains(from), mirror.indices.contains(to) {
                            mirror.insert(mirror.remove(at: from), at: to)
                        }
                    case .reorderCancelled(let id):
                        expectEqual(id, held)
                        holding = false
                    case .dropped(let id):
                        expectEqual(id, held)
                        holding = false
                    default: break
                    }
                }
            }

            for step in script {
                t += step.dt
                stack.advance(to: t)
                replay(stack.takeEvents())
                let before = Dictionary(uniqueKeysWithValues: stack.placements.map { ($0.id, $0.offset.y) })
                var changed = false
                switch step.kind {
                case 0, 1, 2, 3:
                    finger = Point(x: finger.x + step.dx, y: finger.y + step.dy)
                    stack.handle(PointerEvent(id: 1, phase: .move, location: finger, timestamp: t))
                case 4, 5:
                    let id = "new\(nextID)"
                    nextID += 1
                    do {
                        try stack.insert(id, at: step.value, time: t)
                        mirror.insert(id, at: Swift.min(Swift.max(step.value, 0), mirror.count))
                        changed = true
                    } catch { Issue.record("insert failed: \(error)") }
                case 6, 7:
                    // Remove another card (the held one only when it is the last card).
                    let others = stack.ids.filter { $0 != held }
                    guard
                        let id = others.isEmpty
                            ? nil : others[((step.value % others.count) + others.count) % others.count]
                    else { break }
                    do {
                        try stack.remove(id, at: t)
                        mirror.removeAll { $0 == id }
                        changed = true
                    } catch { Issue.record("remove failed: \(error)") }
                case 8:
                    if step.value == 3, stack.index(of: held) != nil {
                        do {
                            try stack.remove(held, at: t)
                            mirror.removeAll { $0 == held }
                            changed = true
                        } catch { Issue.record("remove of the held card failed: \(error)") }
                    }
                default:
                    let rotated = Array(stack.ids.dropFirst() + stack.ids.prefix(1))
                    do {
                        try stack.setOrder(rotated, at: t)
                        mirror = rotated
                        changed = true
                    } catch { Issue.record("setOrder failed: \(error)") }
                }
                let events = stack.takeEvents()
                replay(events)
                if changed, reduce != 0 {
                    // No card left in the stack jumps (Reduce Motion aside, where every move is a jump): each continues from where it was drawn.
                    for placement in stack.placements {
                        guard let y = before[placement.id] else { continue }
                        #expect(abs(placement.offset.y - y) <= 1e-9 * Swift.max(1, abs(y)))
                    }
                }
                if holding {
                    expectEqual(stack.liftedID, held)
                    let now = Self.placement(stack, held)
                    expectEqual(now.map { abs($0.offset.y - (finger.y + grip)) < 1e-6 }, true)
                    expectEqual(now?.isLifted, true)
                } else {
                    expectEqual(stack.liftedID, nil)
                    expectEqual(stack.index(of: held), nil)
                }
                expectEqual(stack.ids, mirror)
                expectEqual(Set(stack.ids).count, stack.count)
                if let landing = stack.landingIndex { #expect(stack.ids.indices.contains(landing)) }
                for placement in stack.placements {
                    #expect(placement.offset.isFinite && placement.zIndex.isFinite && placement.scale.isFinite)
                }
            }
            // The release writes a permutation of the current cards, with the held card where its gap showed.
            let landing = stack.landingIndex
            t += 0.05
            stack.handle(PointerEvent(id: 1, phase: .up, location: finger, timestamp: t))
            replay(stack.takeEvents())
            expectEqual(stack.ids, mirror)
            expectEqual(Set(stack.ids).count, stack.count)
            if let landing, !seedRule { expectEqual(stack.index(of: held), landing) }
            stack.advance(to: t + 30)
            stack.advance(to: t + 31)
            #expect(!stack.needsFrames)
            expectEqual(stack.liftedID, nil)
            // At rest every card is back in its column.
            for placement in stack.placements {
                expectNear(placement.offset.y, (-50 * Double(placement.index) + stack.scrollOffset), within: 1e-6)
            }
        }
    }

    @Test func removingTheHeldCardCancelsTheHoldAndTheRestOfTheTouchChangesNothing() throws {
        var stack = CardStack(ids: StackGeometry.ids(5), configuration: StackGeometry.configuration)
        let target = stack.placements[2]
        let start = Point(x: 135, y: 500 + target.offset.y + 5)
        stack.handle(PointerEvent(id: 1, phase: .down, location: start, timestamp: 0))
        stack.advance(to: 1)
        expectEqual(stack.liftedID, "c2")
        stack.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 135, y: start.y - 80), timestamp: 1.1))
        _ = stack.takeEvents()
        try stack.remove("c2", at: 1.2)
        expectEqual(stack.takeEvents(), [.reorderCancelled("c2")])
        expectEqual(stack.liftedID, nil)
        expectEqual(stack.landingIndex, nil)
        stack.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 135, y: start.y - 200), timestamp: 1.3))
        stack.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 135, y: start.y - 200), timestamp: 1.4))
        #expect(stack.takeEvents().allSatisfy { if case .moved = $0 { false } else { true } })
        expectEqual(stack.ids, ["c0", "c1", "c3", "c4"])
        stack.advance(to: 10)
        #expect(!stack.needsFrames)
    }

    @Test func aHeldCardThatWasNotDraggedLandsInTheGapItIsShownOverAfterAnInsertionBeforeIt() throws {
        var stack = CardStack(ids: StackGeometry.ids(4), configuration: StackGeometry.configuration)
        let target = stack.placements[2]
        let start = Point(x: 135, y: 500 + target.offset.y + 5)
        stack.handle(PointerEvent(id: 1, phase: .down, location: start, timestamp: 0))
        stack.advance(to: 1)
        expectEqual(stack.liftedID, "c2")
        expectEqual(stack.landingIndex, 2)
        try stack.insert("n", at: 0, time: 1.1)
        // The held card stays in slot 2 under the finger; the others fill the slots around it.
        expectEqual(stack.ids, ["n", "c0", "c1", "c2", "c3"])
        expectEqual(stack.landingIndex, 2)
        expectEqual(stack.cards.map(\.slot), [0, 1, 3, 2, 4])
        _ = stack.takeEvents()
        stack.handle(PointerEvent(id: 1, phase: .up, location: start, timestamp: 1.2))
        expectEqual(stack.takeEvents(), [.moved(id: "c2", from: 3, to: 2), .dropped("c2")])
        expectEqual(stack.ids, ["n", "c0", "c2", "c1", "c3"])
    }
}
