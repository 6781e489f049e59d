import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Tracks without ends (issue 14): logical indices of any `Int` laid onto a window of a bounded track, recentred
/// without anything on screen moving.
@Suite("Unbounded tracks: index windows and recentring")
struct UnboundedIndexWindowTests {
    /// Item i shows origin + i, the centre item shows the logical index the window was made around, and indices
    /// outside the window have no item.
    @Test func itemsMapToLogicalIndicesAroundTheCentre() {
        let window = UnboundedIndexWindow(count: 1001, centeredOn: 24_316)
        expectEqual(window.count, 1001)
        expectEqual(window.center, 500)
        expectEqual(window.origin, 24_316 - 500)
        expectEqual(window.logicalIndex(ofItem: 500), 24_316)
        expectEqual(window.logicalIndex(ofItem: 0), 23_816)
        expectEqual(window.logicalIndex(ofItem: 1000), 24_816)
        expectEqual(window.item(ofLogical: 24_316), 500)
        expectEqual(window.item(ofLogical: 23_815), nil)
        expectEqual(window.item(ofLogical: 24_817), nil)
        // Items outside the window are clamped into it.
        expectEqual(window.logicalIndex(ofItem: -7), 23_816)
        expectEqual(window.logicalIndex(ofItem: Int.max), 24_816)
    }

    /// Counts are clamped into 101 … 1,000,001.
    @Test func countsAreClamped() {
        expectEqual(UnboundedIndexWindow(count: 0, centeredOn: 0).count, 101)
        expectEqual(UnboundedIndexWindow(count: Int.min, centeredOn: 0).count, 101)
        expectEqual(UnboundedIndexWindow(count: Int.max, centeredOn: 0).count, 1_000_001)
    }

    /// Near the ends of `Int` the window stops at them: `Int.max` is the last item, `Int.min` the first, and no
    /// query overflows.
    @Test func theEndsOfIntAreDefined() {
        let top = UnboundedIndexWindow(count: 101, centeredOn: Int.max)
        expectEqual(top.origin, Int.max - 100)
        expectEqual(top.item(ofLogical: Int.max), 100)
        expectEqual(top.logicalIndex(ofItem: 1000), Int.max)
        expectEqual(top.item(ofLogical: Int.min), nil)
        let bottom = UnboundedIndexWindow(count: 101, centeredOn: Int.min)
        expectEqual(bottom.origin, Int.min)
        expectEqual(bottom.item(ofLogical: Int.min), 0)
        expectEqual(bottom.item(ofLogical: Int.max), nil)
        expectEqual(UnboundedIndexWindow(count: 101, centeredOn: Int.min + 10).origin, Int.min)
        // Recentring at the ends keeps the window inside Int (a shift of 0 when already against the end).
        expectEqual(top.recentred(onItem: 100).shift, 0)
        expectEqual(bottom.recentred(onItem: 0).shift, 0)
        // Item 0 of the top window (Int.max − 100) moves to the centre of a window starting at Int.max − 150.
        expectEqual(top.recentred(onItem: 0).shift, 50)
    }

    /// For any centre and item, recentring keeps each logical index: item i of the old window is item i + shift of
    /// the new one.
    @Test func recentringKeepsLogicalIndices() async {
        let centres = Gen.int(in: -1_000_000...1_000_000).map { n in
            n % 3 == 0 ? Int.max - abs(n) : (n % 3 == 1 ? Int.min + abs(n) : n)
        }
        await checkProperty(count: 300, input: centres, Gen.int(in: 0...2000), Gen.int(in: 101...2001)) {
            centre, item, count in
            let window = UnboundedIndexWindow(count: count, centeredOn: centre)
            let (moved, shift) = window.recentred(onItem: item)
            let item = Swift.min(item, window.count - 1)
            expectEqual(moved.logicalIndex(ofItem: item + shift), window.logicalIndex(ofItem: item))
            expectEqual(moved.item(ofLogical: window.logicalIndex(ofItem: item)), item + shift)
        }
    }

    func makeHost(_ window: UnboundedIndexWindow) -> ComponentHost<Pager> {
        var host = ComponentHost(Pager(window: window, settings: .onboarding()))
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        return host
    }

    /// Each "next" shows the next logical index, across many recentrings of a small window; a recentring moves
    /// nothing on screen (the same logical indices at the same places).
    @Test func commandsWalkPastTheWindowWithoutAJump() {
        var window = UnboundedIndexWindow(count: 101, centeredOn: 1000)
        var host = makeHost(window)
        var t = 0.0
        var recentrings = 0
        for step in 1...300 {
            t += 0.05
            _ = host.send(.move(.right), at: t)
            t += 0.02
            _ = host.advance(to: t)  // mid-flight
            let before = host.placements(at: t).map { (window.logicalIndex(ofItem: $0.index), $0.x) }
            let origin = window.origin
            _ = host.send(.recentre, at: t)
            window = host.window ?? window
            if window.origin != origin { recentrings += 1 }
            let after = host.placements(at: t).map { (window.logicalIndex(ofItem: $0.index), $0.x) }
            expectEqual(before.map(\.0), after.map(\.0), "step \(step)")
            expectEqual(before.map(\.1), after.map(\.1), "step \(step)")
            t += 2
            _ = host.advance(to: t)
            expectEqual(window.logicalIndex(ofItem: host.index), 1000 + step)
        }
        #expect(recentrings >= 10)
        expectEqual(host.itemCount, 101)
    }

    /// A far index (a "Today" button years away, or the ends of Int) is shown by a jump after centring the window
    /// on it; a near one animates; commands at `Int`'s ends stay there.
    @Test func farIndicesJumpAndTheEndsOfIntHold() {
        var window = UnboundedIndexWindow(count: 101, centeredOn: 0)
        var host = makeHost(window)
        _ = host.send(.showLogical(10, animated: true), at: 1)
        window = host.window ?? window
        #expect(host.needsFrames)
        _ = host.advance(to: 4)
        expectEqual(window.logicalIndex(ofItem: host.index), 10)
        _ = host.send(.showLogical(5_000_000_000, animated: true), at: 5)
        window = host.window ?? window
        #expect(!host.needsFrames)
        expectEqual(window.logicalIndex(ofItem: host.index), 5_000_000_000)
        expectEqual(window.item(ofLogical: 5_000_000_000), window.center)
        for (logical, direction) in [(Int.max, MoveDirection.right), (Int.min, .left)] {
            _ = host.send(.showLogical(logical, animated: true), at: 6)
            window = host.window ?? window
            expectEqual(window.logicalIndex(ofItem: host.index), logical)
            for k in 0..<3 {
                _ = host.send(.move(direction), at: 7 + Double(k))
                _ = host.advance(to: 7.9 + Double(k))
                _ = host.send(.recentre, at: 7.9 + Double(k))
                window = host.window ?? window
            }
            expectEqual(window.logicalIndex(ofItem: host.index), logical)
        }
    }
}
