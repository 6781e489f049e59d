import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Wallet host: properties under random use")
struct WalletHostPropertyTests {
    /// One call a wallet view might make: `kind` picks the call, the numbers are its arguments (some hostile).
    typealias Step = ScriptStep

    static let steps = zip(
        Gen.int(in: 0...12), Gen.double(in: -50...450), Gen.double(in: -100...900), Gen.double(in: -0.02...0.3),
        Gen.int(in: -2...9)
    ).map { Step(kind: $0, x: $1, y: $2, dt: $3, value: $4) }.array(of: 1...60)

    static let pool = ["a", "b", "c", "d", "e", "f"]

    /// An order made from `value`: a rotation of a prefix of the pool, sometimes with a repeat.
    static func order(_ value: Int) -> [String] {
        let count = ((value % 7) + 7) % 7
        let prefix = Array(pool.prefix(count))
        guard !prefix.isEmpty else { return [] }
        let shift = (value & 3) % prefix.count
        let rotated: [String] = Array(prefix[shift...]) + Array(prefix[..<shift])
        return value == 9 ? rotated + [rotated[0]] : rotated
    }

    static func apply(_ step: Step, to host: inout ComponentHost<CardStack>, time: Double) -> Double {
        let t = time + step.dt
        let point = Point(x: step.value == 8 ? .nan : step.x, y: step.y)
        let id = pool[((step.value % pool.count) + pool.count) % pool.count]
        switch step.kind {
        case 0: _ = host.send(.viewport(width: step.value < 0 ? .nan : step.x, height: step.y), at: t)
        case 1: _ = host.send(.order(ids: order(step.value)), at: t)
        case 2: _ = host.send(.select(id: step.value < 0 ? nil : id), at: t)
        case 3, 4, 5: _ = host.pointerChanged(to: point, at: t)
        case 6: _ = host.pointerEnded(at: point, time: t)
        case 7: _ = host.pointerCancelled(at: t)
        case 8, 9: _ = host.advance(to: t)
        case 10:
            let settings = CardStack.Settings(frontCardTop: step.value > 5 ? step.y : nil)
            _ = host.send(.configure(settings.adapted(reduceMotion: step.x < 0, rightToLeft: step.x > 300)), at: t)
        case 11:
            let action: CardStack.AccessibilityAction = step.x > 200 ? .moveUp : .moveDown
            _ = host.send(.accessibility(action: action, id: id, description: ""), at: t)
        default: _ = host.send(.activate(id: id), at: t)
        }
        return Swift.max(t, time)
    }

    @Test func theBindingsAlwaysMatchTheStackAndEveryNumberIsFinite() async {
        await checkProperty(count: 200, input: Self.steps) { steps in
            var host = ComponentHost(CardStack(ids: ["a", "b", "c", "d"], selection: nil, settings: .wallet))
            _ = host.send(.viewport(width: 390, height: 844), at: 0)
            var t = 0.0
            for step in steps {
                t = Self.apply(step, to: &host, time: t)
                let placements = host.placements(at: t)
                // What the bindings get is the stack: every card once, in order, the selection among them; a view
                // draws the cards on screen among them, in the same order.
                expectEqual(host.component.placements.map(\.id), host.ids)
                #expect(placements.map(\.id).allSatisfy(host.ids.contains))
                expectEqual(
                    placements.map { host.ids.firstIndex(of: $0.id) ?? -1 }.sorted(),
                    placements.map { host.ids.firstIndex(of: $0.id) ?? -1 })
                expectEqual(Set(host.ids).count, host.ids.count)
                #expect(host.selectedID.map(host.ids.contains) ?? true)
                for p in placements {
                    let numbers = [p.x, p.y, p.width, p.height, p.scale, p.opacity, p.zIndex]
                    #expect(numbers.allSatisfy { $0.isFinite })
                    #expect((0...1).contains(p.opacity))
                }
                if let slot = host.component.historySlot(at: t) {
                    #expect(host.ids.contains(slot.id))
                    #expect((0...1).contains(slot.progress) && slot.height > 0)
                    let viewport = host.viewport ?? .zero
                    #expect(slot.y >= 0 && slot.y <= viewport.y)
                    expectEqual(slot.width, viewport.x)
                }
            }
        }
    }

    @Test func aDragAlwaysEndsInAPermutationOfTheCards() async {
        // A long press then any path of the finger: the order after the release holds the same cards, and at
        // most one move is reported, matching the change.
        let path = zip(Gen.double(in: -200...600), Gen.double(in: -200...1000)).array(of: 1...30)
        await checkProperty(count: 100, input: Gen.int(in: 0...3), path) { card, points in
            var d = Wallet.host()
            let before = d.ids
            let start = Wallet.point(onCard: card)
            var events = d.pointerChanged(to: start, from: start, at: d.time)
            events += d.frames(until: d.time + 0.1)
            for (x, y) in points {
                events += d.frames(until: d.time + 0.016)
                events += d.pointerChanged(to: Point(x: x, y: y), at: d.time)
            }
            let end = points[points.count - 1]
            events += d.pointerEnded(at: Point(x: end.0, y: end.1), time: d.time)
            expectEqual(d.ids.sorted(), before.sorted())
            let moves = events.compactMap { output -> (String, Int, Int)? in
                if case .moved(let id, let from, let to) = output { return (id, from, to) }
                return nil
            }
            #expect(moves.count <= 1)
            if let (id, from, to) = moves.first {
                var expected = before
                expected.remove(at: from)
                expected.insert(id, at: to)
                #expect(d.ids == expected && before[from] == id)
            } else {
                expectEqual(d.ids, before)
            }
        }
    }
}
