import RiffleTestSupport
import Testing

@testable import Riffle

/// A stack taller than the viewport: the scroll range, host scrolling, and auto-scroll near the edges.
@Suite("Card stack: scrolling")
struct CardStackScrollTests {
    /// 20 cards of 200 pt, the front card's top at y 600, an 844 pt viewport: the last card's top is at
    /// 600 − 19·50 = −350.
    static var tall: CardStack.Configuration {
        CardStack.Configuration(cardWidth: 320, cardHeight: 200, stackOrigin: Point(x: 35, y: 600), viewportHeight: 844)
    }

    @Test func theScrollRangeRevealsBothEnds() {
        expectEqual(CardStack(ids: StackGeometry.ids(20), configuration: Self.tall).scrollRange, 0...350)
        // The front card's bottom below the viewport: the range reaches below 0 too.
        var low = Self.tall
        low.stackOrigin.y = 700
        expectEqual(CardStack(ids: StackGeometry.ids(20), configuration: low).scrollRange, -56...250)
        // A stack that fits does not scroll.
        expectEqual(CardStack(ids: StackGeometry.ids(3), configuration: Self.tall).scrollRange, 0...0)
    }

    @Test func hostScrollingIsClamped() {
        var stack = CardStack(ids: StackGeometry.ids(20), configuration: Self.tall)
        stack.perform(.scroll(offset: 1000, animated: false), at: 0)
        expectEqual(stack.scrollOffset, 350)
        expectEqual(stack.placement(of: "c19")?.offset.y, Double(-950 + 350))
        stack.perform(.scroll(offset: -50, animated: false), at: 0)
        expectEqual(stack.scrollOffset, 0)
        stack.perform(.scroll(offset: .nan, animated: false), at: 0)
        expectEqual(stack.scrollOffset, 0)
        stack.perform(.scroll(offset: 100, animated: true), at: 1)
        stack.advance(to: 5)
        expectEqual(stack.scrollOffset, 100)
        #expect(!stack.needsFrames)
    }

    @Test func holdingACardNearTheTopEdgeScrollsTheStackUnderIt() {
        var driver = CardStack(count: 20, configuration: Self.tall)
        let start = Point(x: 200, y: 700)  // on card 0 (600..<800)
        driver.down(start, at: 0)
        driver.frames(until: 0.1)
        driver.drag(from: start, dy: 30 - 700, at: 0.1)  // ends at y = 30, 30 pt into the 60 pt band, at t = 0.3
        expectEqual(driver.scrollOffset, 0)
        // Half-way into the band: half of the 800 pt/s maximum.
        driver.frames(until: 0.8)
        expectNear(driver.scrollOffset, 400 * 0.5, within: 1e-9)
        // The card stays under the finger while the stack moves: 0 − 670 − 20 (lift).
        expectNear((driver.placement("c0")?.offset.y ?? .nan), (-690), within: 1e-9)
        // Its place in the stack moved up by the scroll: 670 + 200 = 870 pt, slot 17.4 → gap 17.
        expectEqual(driver.landingIndex, 17)
        driver.frames(until: 3)
        expectEqual(driver.scrollOffset, 350, "clamped at the end of the range")
        expectEqual(driver.landingIndex, 19)
        expectEqual(driver.scrollOffset, driver.scrollRange.upperBound)
        driver.up(Point(x: 200, y: 30), at: 3.1)
        #expect(driver.pendingEvents.contains(.moved(id: "c0", from: 0, to: 19)))
        expectEqual(driver.ids.last, "c0")
        driver.settle()
        #expect(!driver.needsFrames)
        expectEqual(driver.scrollOffset, 350)
    }

    @Test func autoScrollDoesNotDependOnTheFrameRate() {
        var coarse = CardStack(ids: StackGeometry.ids(20), configuration: Self.tall)
        var fine = coarse
        for stack in [0, 1] {
            var s = stack == 0 ? coarse : fine
            s.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 200, y: 700), timestamp: 0))
            s.advance(to: 0.1)
            s.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 200, y: 40), timestamp: 0.2))
            if stack == 0 {
                s.advance(to: 0.7)
                coarse = s
            } else {
                for k in 1...300 { s.advance(to: 0.2 + 0.5 * Double(k) / 300) }
                fine = s
            }
        }
        // 20 pt into the band: 800·20/60 pt/s for 0.5 s.
        expectNear(coarse.scrollOffset, 800.0 * 20 / 60 * 0.5, within: 1e-9)
        expectNear(fine.scrollOffset, coarse.scrollOffset, within: 1e-9)
    }

    @Test func holdingACardNearTheBottomEdgeScrollsBack() {
        var driver = CardStack(count: 20, configuration: Self.tall)
        driver.perform(.scroll(offset: 350, animated: false), at: 0)
        // Card 19 now rests at −950 + 350 = −600: on screen from y 0 to 200 (its visible strip 0..<50).
        let start = Point(x: 200, y: 25)
        expectEqual(driver.card(at: start)?.id, "c19")
        driver.down(start, at: 0)
        driver.frames(until: 0.1)
        driver.drag(from: start, dy: 834 - 25, at: 0.1)  // ends 10 pt from the bottom: 50 pt into the band
        driver.frames(until: 0.6)
        expectNear(driver.scrollOffset, (350 - 800.0 * 50 / 60 * 0.3), within: 1e-9)
        driver.frames(until: 2)
        expectEqual(driver.scrollOffset, 0)
        expectEqual(driver.landingIndex, 0)
    }

    @Test func noAutoScrollWhenTheStackFitsOrWithoutADrag() {
        var fits = CardStack(count: 3, configuration: Self.tall)
        fits.down(Point(x: 200, y: 700), at: 0)
        fits.frames(until: 0.1)
        fits.move(Point(x: 200, y: 5), at: 0.2)
        fits.frames(until: 2)
        expectEqual(fits.scrollOffset, 0)
        // Lifted but not dragged: a finger resting in the band does not scroll.
        var tall = CardStack(count: 20, configuration: Self.tall)
        tall.perform(.scroll(offset: 200, animated: false), at: 0)
        let onTop = Point(x: 200, y: 20)
        let id = tall.card(at: onTop)?.id
        #expect(id != nil)
        tall.down(onTop, at: 0)
        tall.frames(until: 2)
        expectEqual(tall.liftedID, id)
        expectEqual(tall.scrollOffset, 200)
        // The host cannot scroll while a card is lifted.
        tall.perform(.scroll(offset: 0, animated: false), at: 2)
        expectEqual(tall.scrollOffset, 200)
    }

    @Test func removingCardsBringsTheScrollBackIntoRange() {
        var driver = CardStack(count: 20, configuration: Self.tall)
        driver.perform(.scroll(offset: 350, animated: false), at: 0)
        for k in 10..<20 { try? driver.remove("c\(k)", at: 0) }
        // Ten cards: the last card's top at 600 − 450 = 150, the stack fits.
        expectEqual(driver.scrollRange, 0...0)
        driver.settle()
        expectEqual(driver.scrollOffset, 0)
    }
}
