import RiffleTestSupport
import Testing

@testable import Riffle

/// Issue 11 D14: the gap a drag reports stays inside the stack and matches the landing index after data
/// changes made during the drag.
@Suite("Card stack: gap reports during data changes")
struct CardStackGapReportTests {
    @Test func aRemovalThatPullsTheGapInReportsIt() throws {
        // Three cards; c0 dragged 400 pt up (8 slots of 50) has its gap at the last slot, 2.
        var driver = CardStack(count: 3)
        let start = StackGeometry.point(onCard: 0)
        driver.lift(card: 0, at: 0)
        driver.drag(from: start, dy: -400, at: 0.1)
        let lifted = driver.takeEvents().filter { if case .gapChanged = $0 { true } else { false } }
        expectEqual(lifted, [.gapChanged(id: "c0", index: 1), .gapChanged(id: "c0", index: 2)])
        // Removing c2 leaves two cards: the gap can only be 1, and the host must hear it (it held 2, the count).
        try driver.remove("c2", at: 0.5)
        expectEqual(driver.takeEvents(), [.gapChanged(id: "c0", index: 1)])
        expectEqual(driver.count, 2)
        expectEqual(driver.landingIndex, 1)
        // Inserting two cards in front gives the gap room again: still under the finger, 8 slots up, so the
        // last slot, 3.
        try driver.insert("n0", at: 0, time: 0.55)
        try driver.insert("n1", at: 0, time: 0.6)
        expectEqual(driver.takeEvents(), [.gapChanged(id: "c0", index: 2), .gapChanged(id: "c0", index: 3)])
        expectEqual(driver.count, 4)
        expectEqual(driver.landingIndex, 3)
    }

    /// Scripted data changes during a drag (400 fixed scripts): every reported gap is inside the stack when it
    /// is taken, and the last one reported is where the card would land.
    @Test func reportedGapsFollowScriptedDataChanges() throws {
        for seed in 0..<400 {
            var rng = SplitMix(seed: UInt64(seed))
            var driver = CardStack(count: 3)
            let start = StackGeometry.point(onCard: 0)
            driver.lift(card: 0, at: 0)
            driver.drag(from: start, dy: -Double(rng.next() % 400), at: 0.1)
            var lastGap: Int? = nil
            var t = 0.4
            var next = 0
            for _ in 0..<8 {
                t += 0.05
                switch rng.next() % 3 {
                case 0, 1:
                    try driver.insert("n\(next)", at: Int(rng.next() % 6), time: t)
                    next += 1
                default:
                    let ids = driver.ids.filter { $0 != "c0" }
                    if !ids.isEmpty { try driver.remove(ids[Int(rng.next() % UInt64(ids.count))], at: t) }
                }
                for event in driver.takeEvents() {
                    if case .gapChanged(_, let index) = event {
                        #expect(index < driver.count, "seed \(seed) index \(index) count \(driver.count)")
                        lastGap = index
                    }
                }
                if let lastGap, let landing = driver.landingIndex {
                    expectEqual(lastGap, landing, "seed \(seed): reported \(lastGap), landing \(landing)")
                }
            }
        }
    }
}
