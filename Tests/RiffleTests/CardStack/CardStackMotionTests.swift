import RiffleTestSupport
import Testing

@testable import Riffle

/// Seed 004's timing: the staggered entrance spring, the delayed ease-out selection and the detail slot.
@Suite("Card stack: entrance and selection timing")
struct CardStackMotionTests {
    /// Seed 004's entrance spring, response 0.1 s and damping fraction 0.8, from 0 to 1 after `t` seconds
    /// (physics.md §1.1: k = (2π/R)², c = 4πζ/R, mass 1).
    static func entranceProgress(_ t: Double) -> Double {
        let omega = 2 * Double.pi / 0.1
        return MotionCheck.springValue(
            mass: 1, stiffness: omega * omega, damping: 2 * 0.8 * omega, target: 1, v0: 0, t: t
        )
        .x
    }

    /// CSS / SwiftUI ease-out, cubic-bezier(0, 0, 0.58, 1), at `x`.
    static func easeOut(_ x: Double) -> Double { MotionCheck.bezierY(x: x, 0, 0, 0.58, 1) }

    @Test func eachCardEntersAfterItsStaggeredDelayWithTheSeedSpring() {
        var driver = CardStack(count: 4)
        driver.frames(until: 1)
        driver.playEntrance(at: 1)
        let startX = -(35.0 + 320)  // just off the leading edge
        for i in 0..<4 {
            let delay = Double(4 - i) * 0.1  // seed: (count − i)·0.1, so the last card comes first
            var probe = driver
            probe.frames(until: 1 + delay - 0.001)
            let before = probe.placement("c\(i)")
            expectEqual(before?.offset.x, startX, "card \(i) has not moved before its delay")
            expectEqual(before?.opacity, 0)
            expectEqual(before?.offset.y, -50 * Double(i), "the entrance is horizontal")
            for tau in [0.02, 0.05, 0.1] {
                probe.frames(until: 1 + delay + tau)
                let progress = Self.entranceProgress(tau)
                let placement = probe.placement("c\(i)")
                expectNear((placement?.offset.x ?? .nan), (1 - progress) * startX, within: 1e-6, "card \(i) at +\(tau)")
                expectNear((placement?.opacity ?? .nan), Swift.min(progress, 1), within: 1e-9)
            }
        }
        driver.settle()
        #expect(!driver.needsFrames)
        #expect(driver.placements.allSatisfy { $0.offset.x == 0 && $0.opacity == 1 })
    }

    @Test func theLastCardComesFirst() {
        var driver = CardStack(count: 3)
        driver.playEntrance(at: 0)
        driver.frames(until: 0.15)
        let opacities = driver.placements.map(\.opacity)
        #expect(opacities[2] > 0 && opacities[1] == 0 && opacities[0] == 0)
    }

    @Test func reduceMotionShowsTheCardsAtOnce() {
        var configuration = StackGeometry.configuration
        configuration.reduceMotion = true
        var driver = CardStack(count: 3, configuration: configuration)
        driver.playEntrance(at: 0)
        #expect(driver.placements.allSatisfy { $0.opacity == 1 && $0.offset.x == 0 })
    }

    @Test func aTapSelectsAfterTheSeedDelayWithAnEaseOutCurve() {
        var driver = CardStack(count: 5)
        driver.tap(StackGeometry.point(onCard: 2), at: 1)  // released at 1.04: the tap
        expectEqual(driver.takeEvents(), [.selected("c2")])
        expectEqual(driver.selectedID, "c2")
        let rest: [Double] = [0, -50, -100, -150, -200]
        // Seed: the selected card and every later one go to 0, the earlier ones to 1400.
        let selected: [Double] = [1400, 1400, 0, 0, 0]
        driver.frames(until: 1.04 + 0.1 - 0.001)
        expectEqual(driver.offsetsY, rest, "nothing moves during the 0.1 s delay")
        expectEqual(driver.detailProgress, 0)
        driver.frames(until: 1.04 + 0.1 + 0.075)
        let e = Self.easeOut(0.5)
        for (i, y) in driver.offsetsY.enumerated() {
            expectNear(y, (rest[i] + (selected[i] - rest[i]) * e), within: 1e-6, "card \(i) half-way")
        }
        expectNear(driver.detailProgress, e, within: 1e-9)
        driver.frames(until: 1.04 + 0.1 + 0.15 + 0.001)
        expectEqual(driver.offsetsY, selected)
        expectEqual(driver.detailProgress, 1)
        #expect(!driver.needsFrames)
    }

    @Test func aSecondTapDeselectsWithTheSameTiming() {
        var driver = CardStack(count: 5)
        driver.tap(StackGeometry.point(onCard: 2), at: 0)
        driver.settle()
        _ = driver.takeEvents()
        // The selected card now rests at offset 0, in front of the later cards: tap it.
        expectEqual(driver.card(at: Point(x: 200, y: 600))?.id, "c2")
        driver.tap(Point(x: 200, y: 600), at: 2)
        expectEqual(driver.takeEvents(), [.deselected("c2")])
        expectEqual(driver.selectedID, nil)
        let selected: [Double] = [1400, 1400, 0, 0, 0]
        let rest: [Double] = [0, -50, -100, -150, -200]
        driver.frames(until: 2.04 + 0.1 - 0.001)
        expectEqual(driver.offsetsY, selected)
        expectEqual(driver.detailProgress, 1)
        driver.frames(until: 2.04 + 0.1 + 0.03)
        let e = Self.easeOut(0.2)
        for (i, y) in driver.offsetsY.enumerated() {
            expectNear(y, (selected[i] + (rest[i] - selected[i]) * e), within: 1e-6)
        }
        expectNear(driver.detailProgress, (1 - e), within: 1e-9)
        driver.frames(until: 2.3)
        expectEqual(driver.offsetsY, rest)
        expectEqual(driver.detailProgress, 0)
    }

    @Test func aDataChangeDuringTheSelectionDelayKeepsTheSelectionCurve() throws {
        var driver = CardStack(count: 3)
        driver.perform(.select(id: "c1"), at: 0)
        // A card added at the end during the delay: the other cards keep their delayed ease-out.
        try driver.insert("late", at: 3, time: 0.05)
        driver.frames(until: 0.1 + 0.075)
        let e = Self.easeOut(0.5)
        let expected: [Double] = [1400 * e, -50 + 50 * e, -100 + 100 * e]
        for (i, y) in driver.offsetsY.prefix(3).enumerated() { expectNear(y, expected[i], within: 1e-6, "card \(i)") }
        driver.settle()
        expectEqual(driver.offsetsY, [1400, 0, 0, 0])
    }

    @Test func selectingByCommandAndSwitchingTheSelection() {
        var driver = CardStack(count: 4)
        driver.perform(.select(id: "c1"), at: 0)
        expectEqual(driver.selectedID, "c1")
        driver.perform(.select(id: "c1"), at: 0)
        expectEqual(driver.selectedID, "c1", "selecting the selected card changes nothing")
        driver.perform(.select(id: "c3"), at: 0.5)
        expectEqual(driver.selectedID, "c3")
        driver.perform(.select(id: "nope"), at: 0.5)
        expectEqual(driver.selectedID, "c3", "an unknown card is not selected")
        expectEqual(driver.takeEvents(), [.selected("c1"), .deselected("c1"), .selected("c3")])
        driver.settle()
        expectEqual(driver.offsetsY, [1400, 1400, 1400, 0])
        expectEqual(driver.detailProgress, 1)
        driver.perform(.select(id: nil), at: .nan)  // a non-finite time counts as the latest input's
        driver.perform(.select(id: nil), at: driver.time)
        expectEqual(driver.takeEvents(), [.deselected("c3")])
        driver.settle()
        expectEqual(driver.offsetsY, [0, -50, -100, -150])
    }

    @Test func aTapOnNoCardChangesNothing() {
        var driver = CardStack(count: 3)
        driver.tap(Point(x: 10, y: 10), at: 0)
        #expect(driver.takeEvents().isEmpty)
        driver.perform(.select(id: "c0"), at: 1)
        driver.settle()
        _ = driver.takeEvents()
        driver.tap(Point(x: 10, y: 10), at: 3)
        #expect(driver.takeEvents().isEmpty, "a tap beside the cards does not deselect")
        expectEqual(driver.selectedID, "c0")
    }

    @Test func selectionScrollsTheStackBackToItsOrigin() {
        var configuration = StackGeometry.configuration
        configuration.viewportHeight = 800
        configuration.stackOrigin = Point(x: 35, y: 500)
        var driver = CardStack(count: 20, configuration: configuration)
        // Top of the last card: 500 − 950 = −450, so the stack scrolls up to 450.
        expectEqual(driver.scrollRange, 0...450)
        driver.perform(.scroll(offset: 300, animated: false), at: 0)
        expectEqual(driver.scrollOffset, 300)
        expectEqual(driver.placement("c0")?.offset.y, 300)
        driver.perform(.select(id: "c10"), at: 0)
        driver.settle()
        expectEqual(driver.scrollOffset, 0)
        expectEqual(driver.placement("c10")?.offset.y, 0)
    }
}
