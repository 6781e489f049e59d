import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("IndexRelocation: the selection follows its item across data changes")
struct IndexRelocationTests {
    static let abc = ["a", "b", "c", "d", "e"]

    @Test func insertionsBeforeTheSelectionShiftIt() {
        expectEqual(IndexRelocation.index(following: 2, from: Self.abc, to: ["x", "y"] + Self.abc), 4)
        expectEqual(IndexRelocation.index(following: 2, from: Self.abc, to: ["a", "x", "b", "c", "d", "e"]), 3)
    }

    @Test func insertionsAfterTheSelectionLeaveIt() {
        expectEqual(IndexRelocation.index(following: 2, from: Self.abc, to: Self.abc + ["x"]), 2)
        expectEqual(IndexRelocation.index(following: 2, from: Self.abc, to: ["a", "b", "c", "x", "d", "e"]), 2)
    }

    @Test func removalsBeforeTheSelectionShiftItBack() {
        expectEqual(IndexRelocation.index(following: 3, from: Self.abc, to: ["b", "d", "e"]), 1)
    }

    @Test func movesAreFollowed() {
        expectEqual(IndexRelocation.index(following: 0, from: Self.abc, to: ["b", "c", "d", "e", "a"]), 4)
        expectEqual(IndexRelocation.index(following: 4, from: Self.abc, to: Self.abc.reversed()), 0)
    }

    @Test func aRemovedSelectionGoesToTheItemThatTakesItsPlace() {
        // "c" removed: "d" follows it into its place.
        expectEqual(IndexRelocation.index(following: 2, from: Self.abc, to: ["a", "b", "d", "e"]), 2)
        // "c" and "d" removed: "e" is the nearest survivor after it.
        expectEqual(IndexRelocation.index(following: 2, from: Self.abc, to: ["e", "a", "b"]), 0)
        // The last item removed: the nearest survivor before it.
        expectEqual(IndexRelocation.index(following: 4, from: Self.abc, to: ["a", "b", "c"]), 2)
        expectEqual(IndexRelocation.index(following: 3, from: Self.abc, to: ["b", "a"]), 0)
    }

    @Test func replacedDataKeepsTheIndexClamped() {
        expectEqual(IndexRelocation.index(following: 3, from: Self.abc, to: ["p", "q", "r", "s", "t", "u"]), 3)
        expectEqual(IndexRelocation.index(following: 4, from: Self.abc, to: ["p", "q"]), 1)
        expectEqual(IndexRelocation.index(following: 4, from: [String](), to: ["p", "q"]), 1)
    }

    @Test func emptyNewDataGivesZero() {
        expectEqual(IndexRelocation.index(following: 3, from: Self.abc, to: [String]()), 0)
        expectEqual(IndexRelocation.index(following: -7, from: [String](), to: [String]()), 0)
    }

    @Test func outOfRangeIndicesAreClampedIntoTheOldDataFirst() {
        // 99 means the last old item, "e", which is now first.
        expectEqual(IndexRelocation.index(following: 99, from: Self.abc, to: ["e", "a", "b", "c", "d"]), 0)
        // −3 means "a", now last.
        expectEqual(IndexRelocation.index(following: -3, from: Self.abc, to: ["b", "c", "d", "e", "a"]), 4)
    }

    @Test func duplicatesAreMatchedByOccurrence() {
        let old = ["a", "x", "a", "x"]
        // The second "a" (index 2) stays the second "a".
        expectEqual(IndexRelocation.index(following: 2, from: old, to: ["x", "a", "x", "a"]), 3)
        // The second "x" has no second occurrence any more; nothing follows it, and before it the second "a" is
        // gone too, so the nearest survivor is the first "x".
        expectEqual(IndexRelocation.index(following: 3, from: old, to: ["a", "x"]), 1)
    }

    @Test func theSelectedItemIsFoundWheneverItSurvives() async {
        // Random permutations with insertions and removals of unique ids.
        let gen = zip(
            Gen.int(in: 0...30), Gen.int(in: -3...40), Gen.int(in: 0...1000).array(of: 0...40),
            Gen.bool.array(of: 31...31))
        await checkProperty(count: 300, input: gen) { count, index, keys, keep in
            let old = Array(0..<count)
            // New data: the kept old ids in a shuffled order (by the keys) plus some new ids.
            var survivors = old.filter { keep[$0] }
            func key(_ id: Int) -> Int { (keys.isEmpty ? 0 : keys[id % keys.count]) * 100 + id }
            survivors.sort { key($0) < key($1) }
            let new = survivors + (0..<(keys.count % 4)).map { 1000 + $0 }
            let result = IndexRelocation.index(following: index, from: old, to: new)
            if new.isEmpty {
                expectEqual(result, 0)
            } else {
                #expect((0..<new.count).contains(result))
            }
            if count > 0 {
                let selected = old[min(max(index, 0), count - 1)]
                if let position = new.firstIndex(of: selected) { expectEqual(result, position) }
            }
        }
    }
}
