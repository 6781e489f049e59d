import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Data that changes while it moves (issue 14 part 1).
///
/// ``ItemChange`` and ``Pager/Command/change(_:)`` keep what is on screen still, the finger's hold and the
/// running motion, and the current item's identity.
@Suite("Pager: items inserted, removed and moved while it moves")
struct PagerItemChangeTests {
    @Test func whereEachItemGoes() {
        let insert = ItemChange.inserted(at: 2, count: 3)
        expectEqual((0..<5).map { insert.newIndex(of: $0) }, [0, 1, 5, 6, 7])
        let remove = ItemChange.removed(1..<3)
        expectEqual((0..<5).map { remove.newIndex(of: $0) }, [0, nil, nil, 1, 2])
        let forward = ItemChange.moved(from: 1, to: 3)
        expectEqual((0..<5).map { forward.newIndex(of: $0) }, [0, 3, 1, 2, 4])
        let back = ItemChange.moved(from: 3, to: 0)
        expectEqual((0..<5).map { back.newIndex(of: $0) }, [1, 2, 3, 0, 4])
        expectEqual(ItemChange.inserted(at: 0, count: -4).newIndex(of: 2), 2, "a negative count inserts nothing")
        // Extreme values never trap.
        expectEqual(ItemChange.removed(-3..<Int.max).newIndex(of: Int.max), -3)
        expectEqual(ItemChange.removed(Int.min..<0).newIndex(of: 5), 5 &+ Int.min)
        expectEqual(ItemChange.inserted(at: 0, count: Int.max).newIndex(of: 3), Int.max)
        expectEqual(remove.survivingIndex(of: 2, count: 3), 1, "the item that took its place")
        expectEqual(ItemChange.removed(3..<5).survivingIndex(of: 4, count: 3), 2, "or the last one")
    }

    @Test func theSingleChangeBetweenTwoListsOfIdentifiers() {
        let abc = ["a", "b", "c", "d"]
        expectEqual(ItemChange.between(abc, ["x", "y", "a", "b", "c", "d"]), .inserted(at: 0, count: 2))
        expectEqual(ItemChange.between(abc, ["a", "b", "c", "d", "e"]), .inserted(at: 4, count: 1))
        expectEqual(ItemChange.between(abc, ["a", "x", "b", "c", "d"]), .inserted(at: 1, count: 1))
        expectEqual(ItemChange.between(abc, ["a", "d"]), .removed(1..<3))
        expectEqual(ItemChange.between(abc, ["a", "d", "b", "c"]), .moved(from: 3, to: 1))
        expectEqual(ItemChange.between(abc, ["b", "c", "a", "d"]), .moved(from: 0, to: 2))
        expectEqual(ItemChange.between(abc, ["b", "a", "c", "d"]), .moved(from: 0, to: 1))
        expectEqual(ItemChange.between(abc, abc), nil)
        expectEqual(ItemChange.between(abc, ["d", "c", "b", "a"]), nil, "more than one move")
        expectEqual(ItemChange.between(abc, ["a", "x", "c", "d"]), nil, "a replacement")
        expectEqual(ItemChange.between(abc, ["x", "a", "b", "c", "d", "y"]), nil, "two insertions")
        expectEqual(ItemChange.between([String](), ["a"]), .inserted(at: 0, count: 1))
        expectEqual(ItemChange.between(["a"], [String]()), .removed(0..<1))
        // Whatever it finds maps the old list onto the new one.
        var random = SplitMix(seed: 7)
        for _ in 0..<500 {
            var list = Array(0..<Int(random.next() % 8))
            let old = list
            let change: ItemChange
            switch random.next() % 3 {
            case 0:
                let at = list.isEmpty ? 0 : Int(random.next() % UInt64(list.count + 1))
                let k = 1 + Int(random.next() % 3)
                list.insert(contentsOf: (100..<(100 + k)), at: at)
                change = .inserted(at: at, count: k)
            case 1 where !list.isEmpty:
                let at = Int(random.next() % UInt64(list.count))
                let end = Swift.min(list.count, at + 1 + Int(random.next() % 2))
                list.removeSubrange(at..<end)
                change = .removed(at..<end)
            default:
                guard list.count > 1 else { continue }
                let from = Int(random.next() % UInt64(list.count))
                let to = Int(random.next() % UInt64(list.count))
                list.insert(list.remove(at: from), at: to)
                change = .moved(from: from, to: to)
            }
            guard let found = ItemChange.between(old, list) else {
                expectEqual(old, list, "\(old) → \(list) (\(change))")
                continue
            }
            var mapped = [Int?](repeating: nil, count: list.count)
            for (i, id) in old.enumerated() { if let j = found.newIndex(of: i) { mapped[j] = id } }
            for (j, id) in list.enumerated() where id < 100 {
                expectEqual(mapped[j], id, "\(old) → \(list) by \(found)")
            }
        }
    }

    @Test func aChangeBeforeTheViewIsSizedKeepsTheCurrentItemForWhenItIs() {
        var host = ComponentHost(Pager(itemCount: 5, index: 2))
        #expect(host.send(.change(.inserted(at: 0, count: 3)), at: 0).isEmpty)
        expectEqual(host.itemCount, 8)
        expectEqual(host.index, 5)
        _ = host.send(.viewport(width: 390, height: 600), at: 1)
        expectEqual(host.placements(at: 1).first { $0.index == 5 }?.x, 0, "the same item is shown once sized")
    }

    /// A pager of `count` 390-point pages at item `index`.
    static func pager(count: Int, index: Int) -> ComponentHost<Pager> {
        var host = ComponentHost(Pager(itemCount: count, index: index))
        _ = host.send(.viewport(width: 390, height: 600), at: 0)
        return host
    }

    static func x(of item: Int, in host: ComponentHost<Pager>, at t: Double) -> Double? {
        host.placements(at: t).first { $0.index == item }?.x
    }

    @Test func prependingFiftyItemsWhileTheUserDragsItemZeroDoesNotMoveIt() throws {
        var host = Self.pager(count: 10, index: 0)
        _ = host.pointerChanged(to: Point(x: 100, y: 300), from: Point(x: 100, y: 300), at: 1)
        _ = host.pointerChanged(to: Point(x: 112, y: 300), at: 1.02)
        _ = host.pointerChanged(to: Point(x: 180, y: 300), at: 1.1)  // pulled right: rubber band at the start
        let before = try #require(Self.x(of: 0, in: host, at: 1.1))
        _ = host.send(.change(.inserted(at: 0, count: 50)), at: 1.1)
        expectEqual(host.itemCount, 60)
        expectEqual(host.index, 50, "the current item keeps its identity")
        let after = try #require(Self.x(of: 50, in: host, at: 1.1))
        expectNear(after, before, within: 1e-9, "the content under the finger does not move")
        // The finger keeps its hold: 40 more points move the item 40 points (no rubber band now: item 49 is there).
        _ = host.pointerChanged(to: Point(x: 220, y: 300), at: 1.2)
        let moved = try #require(Self.x(of: 50, in: host, at: 1.2))
        #expect(abs(moved - after - 40) < 1e-6)
        _ = host.pointerEnded(at: Point(x: 220, y: 300), time: 1.3)
        var t = 1.3
        while host.needsFrames, t < 10 {
            t += 1.0 / 60
            _ = host.advance(to: t)
        }
        expectEqual(host.index, 50, "a slow 120-point pull is not past half a page: back to the same item")
    }

    @Test func removingItemsBeforeTheTargetWhileSettlingKeepsTheMotionAndTheTarget() throws {
        var host = Self.pager(count: 20, index: 5)
        _ = host.send(.select(index: 9, animated: true), at: 1)
        var t = 1.0
        for _ in 0..<8 {
            t += 1.0 / 60
            _ = host.advance(to: t)
        }
        let velocity = try #require(host.track?.velocity)
        let item = try #require(host.placements(at: t).min { abs($0.progress) < abs($1.progress) }).index
        let before = try #require(Self.x(of: item, in: host, at: t))
        _ = host.send(.change(.removed(0..<3)), at: t)
        expectEqual(host.index, 6, "item 9 is item 6 now")
        #expect(abs(try #require(Self.x(of: item - 3, in: host, at: t)) - before) < 1e-9)
        #expect(abs(try #require(host.track?.velocity) - velocity) < 1e-9, "the motion runs on")
        while host.needsFrames, t < 10 {
            t += 1.0 / 60
            _ = host.advance(to: t)
        }
        expectEqual(host.index, 6)
        expectEqual(host.track?.settledIndex, 6)
    }

    @Test func movingTheCurrentItemKeepsItOnScreenAndAChangeThatDoesNotFitChangesNothing() {
        var host = Self.pager(count: 8, index: 2)
        _ = host.send(.change(.moved(from: 2, to: 6)), at: 1)
        expectEqual(host.index, 6)
        expectEqual(Self.x(of: 6, in: host, at: 1), 0)
        for bad in [
            ItemChange.moved(from: 9, to: 0), .moved(from: 1, to: -1), .inserted(at: 3, count: 0),
            .removed(20..<30),
        ] {
            var copy = host
            #expect(copy.send(.change(bad), at: 2).isEmpty)
            expectEqual(copy.itemCount, 8, "\(bad)")
            expectEqual(copy.index, 6, "\(bad)")
        }
        // Out-of-range positions are clamped: an insertion past the end appends, a removal keeps what exists.
        _ = host.send(.change(.inserted(at: 100, count: 2)), at: 3)
        expectEqual(host.itemCount, 10)
        expectEqual(host.index, 6)
        _ = host.send(.change(.removed(-5..<1)), at: 4)
        expectEqual(host.itemCount, 9)
        expectEqual(host.index, 5)
        _ = host.send(.change(.removed(0..<9)), at: 5)
        expectEqual(host.itemCount, 0)
        expectEqual(host.index, 0)
    }

    /// Random drags, releases and frames with random item changes in between: the item nearest the anchor keeps
    /// its place on screen through each change (when it survives), the current item keeps its identity, and
    /// every motion settles on an item.
    @Test func aChangeMidGestureMovesNothingOnScreenAndKeepsTheCurrentItem() async {
        let steps = zip(Gen.int(in: 0...7), Gen.double(in: -50...450), Gen.int(in: 0...40))
            .array(of: 1...40)
        await checkProperty(count: 150, input: steps) { steps in
            var host = Self.pager(count: 12, index: 3)
            var ids = Array(0..<12)
            var next = 12
            var t = 0.0
            var down = false
            for (kind, x, n) in steps {
                t += 0.03
                switch kind {
                case 0, 1:
                    _ = host.pointerChanged(to: Point(x: x, y: 300), from: down ? nil : Point(x: x, y: 300), at: t)
                    down = true
                case 2:
                    _ = host.pointerEnded(at: Point(x: x, y: 300), time: t)
                    down = false
                case 3, 4:
                    _ = host.advance(to: t)
                default:
                    let count = ids.count
                    let change: ItemChange
                    switch kind {
                    case 5: change = .inserted(at: n % (count + 1), count: 1 + n % 7)
                    case 6:
                        change = .removed(
                            (n % Swift.max(count, 1))..<Swift.min(count, n % Swift.max(count, 1) + 1 + n % 3))
                    default: change = .moved(from: n % Swift.max(count, 1), to: (n / 3) % Swift.max(count, 1))
                    }
                    let current = ids.isEmpty ? nil : ids[host.index]
                    let anchor = host.placements(at: t).min { abs($0.progress) < abs($1.progress) }
                    let anchorID = anchor.map { ids[$0.index] }
                    // The same change on the identities.
                    switch change {
                    case .inserted(let at, let k):
                        ids.insert(contentsOf: (0..<k).map { next + $0 }, at: at)
                        next += k
                    case .removed(let range) where !range.isEmpty:
                        ids.removeSubrange(range)
                    case .moved(let from, let to) where from != to && count > 0:
                        ids.insert(ids.remove(at: from), at: to)
                    default: break
                    }
                    _ = host.send(.change(change), at: t)
                    expectEqual(host.itemCount, ids.count)
                    if let current, let still = ids.firstIndex(of: current) {
                        expectEqual(host.index, still, "the current item keeps its identity")
                    }
                    if let anchor, let anchorID, let now = ids.firstIndex(of: anchorID),
                        let x = Self.x(of: now, in: host, at: t)
                    {
                        expectNear(x, anchor.x, within: 1e-6, "the item nearest the anchor does not move")
                    }
                }
                #expect(ids.isEmpty ? host.index == 0 : ids.indices.contains(host.index))
            }
            _ = host.pointerEnded(at: Point(x: 200, y: 300), time: t + 0.01)
            var end = t + 0.01
            while host.needsFrames, end < t + 20 {
                end += 1.0 / 60
                _ = host.advance(to: end)
            }
            #expect(!host.needsFrames, "every motion settles")
        }
    }
}
