import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Pager: wheel and trackpad scrolling")
struct PagerScrollTests {
    /// A trackpad swipe of `steps` changes of `dx` points at 120 Hz from `start`, released on the last one;
    /// returns the time of the release.
    @discardableResult
    static func swipe(
        _ host: inout ComponentHost<Pager>, dx: Double, steps: Int, start: Double, momentum: Bool = false
    ) -> Double {
        var t = start
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: t)
        for _ in 0..<steps {
            t += 1.0 / 120
            _ = host.send(.scroll(delta: Vector(x: dx, y: 0), phase: .changed), at: t)
        }
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: t)
        if momentum {
            _ = host.send(.scroll(delta: Vector(x: dx, y: 0), phase: .momentumBegan), at: t + 0.005)
            _ = host.send(.scroll(delta: Vector(x: dx, y: 0), phase: .momentumChanged), at: t + 0.01)
        }
        return t
    }

    // MARK: Notched wheel

    @Test func aNotchMovesOnePageAndFastNotchesOnlyOne() {
        var host = GestureDriver.pager().host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: 0)
        _ = host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: 0.05)
        _ = host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: 0.10)
        let time = GestureDriver.settle(&host)
        expectEqual(host.index, 3)
        _ = host.send(.scroll(delta: Vector(x: -1, y: 0), phase: .notch), at: time + 0.5)
        GestureDriver.settle(&host, from: time)
        expectEqual(host.index, 2)
    }

    @Test func theConfiguredStepBoundsAGesture() {
        var settings = Pager.Settings.trips()
        settings.wheelStepsPerGesture = 2
        var host = GestureDriver.pager(settings: settings).host
        for t in [0.0, 0.05, 0.10, 0.15] {
            _ = host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: t)
        }
        GestureDriver.settle(&host)
        expectEqual(host.index, 4)
    }

    // MARK: Trackpad

    @Test func theContentFollowsTheTouchOneToOne() throws {
        var host = GestureDriver.pager().host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = host.send(.scroll(delta: Vector(x: 3, y: 0), phase: .changed), at: 1.01)
        // No slop: the first 3 points already move the content.
        expectNear(host.position, (2 + 3.0 / 390), within: 1e-9)
        _ = host.send(.scroll(delta: Vector(x: 97, y: 0), phase: .changed), at: 1.02)
        expectNear(host.position, (2 + 100.0 / 390), within: 1e-9)
        expectEqual(host.track?.phase, .dragging)
        // Vertical scroll on a horizontal track does not move it.
        _ = host.send(.scroll(delta: Vector(x: 0, y: 50), phase: .changed), at: 1.03)
        expectNear(host.position, (2 + 100.0 / 390), within: 1e-9)
    }

    @Test func aSlowShortSwipeSnapsBackAndAFastOneTurnsThePage() {
        var slow = GestureDriver.pager().host
        _ = slow.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = slow.send(.scroll(delta: Vector(x: 60, y: 0), phase: .changed), at: 1.01)
        _ = slow.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1.5)
        GestureDriver.settle(&slow, from: 1.5)
        expectEqual(slow.index, 2)
        #expect(!slow.needsFrames)

        var fast = GestureDriver.pager().host
        Self.swipe(&fast, dx: 12, steps: 5, start: 1)
        expectEqual(fast.track?.phase, .settling)
        GestureDriver.settle(&fast)
        expectEqual(fast.index, 3)
        var back = GestureDriver.pager().host
        Self.swipe(&back, dx: -12, steps: 5, start: 1)
        GestureDriver.settle(&back)
        expectEqual(back.index, 1)
    }

    @Test func momentumAfterTheSnapDoesNotMoveTwice() {
        var plainHost = GestureDriver.pager().host
        let end = Self.swipe(&plainHost, dx: 12, steps: 5, start: 1)
        var momentumHost = GestureDriver.pager().host
        Self.swipe(&momentumHost, dx: 12, steps: 5, start: 1, momentum: true)
        // Both continue at 120 Hz from the release (their frame 0 changes nothing).
        var plain = GestureDriver(plainHost, frameRate: 120, startTime: end)
        var withMomentum = GestureDriver(momentumHost, frameRate: 120, startTime: end)
        for _ in 0..<240 {
            plain.nextFrame()
            withMomentum.nextFrame()
            withMomentum.send(Pager.Command.scroll(delta: Vector(x: 8, y: 0), phase: .momentumChanged))
            expectEqual(plain.host.position, withMomentum.host.position)
        }
        withMomentum.send(Pager.Command.scroll(delta: Vector(x: 0, y: 0), phase: .momentumEnded))
        withMomentum.settle()
        expectEqual(withMomentum.host.index, 3)
    }

    @Test func theEndsRubberBand() {
        var host = GestureDriver.pager(index: 0).host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = host.send(.scroll(delta: Vector(x: -200, y: 0), phase: .changed), at: 1.01)
        let position = host.position
        #expect(position < 0)
        #expect(position > -200.0 / 390)
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1.5)
        GestureDriver.settle(&host, from: 1.5)
        expectEqual(host.index, 0)
        expectEqual(host.position, 0)
    }

    @Test func rightToLeftTheContentOnTheRightIsThePreviousPage() {
        let settings = Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true)
        var host = GestureDriver.pager(settings: settings).host
        Self.swipe(&host, dx: 12, steps: 5, start: 1)
        GestureDriver.settle(&host)
        expectEqual(host.index, 1)
    }

    @Test func aVerticalTrackFollowsDy() {
        var settings = Pager.Settings.trips()
        settings.configuration.axis = .vertical
        var host = GestureDriver.pager(settings: settings).host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = host.send(.scroll(delta: Vector(x: 0, y: 50), phase: .changed), at: 1.01)
        expectNear(host.position, (2 + 50.0 / 500), within: 1e-9)
    }

    @Test func brokenStreamsHaveDefinedResults() {
        // `changed` without `began` begins the touch.
        var lost = GestureDriver.pager().host
        _ = lost.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: 1)
        expectNear(lost.position, (2 + 100.0 / 390), within: 1e-9)
        // A momentum phase during the touch releases it.
        _ = lost.send(.scroll(delta: Vector(x: 5, y: 0), phase: .momentumBegan), at: 1.5)
        expectEqual(lost.track?.phase, .settling)
        GestureDriver.settle(&lost, from: 1.5)
        expectEqual(lost.index, 2)
        // `ended` alone is a touch that did not move.
        var alone = GestureDriver.pager().host
        _ = alone.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1)
        GestureDriver.settle(&alone)
        expectEqual(alone.index, 2)
        #expect(!alone.needsFrames)
        // Momentum without a touch does nothing.
        var stray = GestureDriver.pager().host
        #expect(stray.send(.scroll(delta: Vector(x: 300, y: 0), phase: .momentumChanged), at: 1).isEmpty)
        #expect(!stray.needsFrames)
    }

    @Test func badNumbersCountAsZeroAndEarlyTimesAsTheLatest() {
        var host = GestureDriver.pager().host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = host.send(.scroll(delta: Vector(x: .nan, y: 0), phase: .changed), at: 1.01)
        _ = host.send(.scroll(delta: Vector(x: .infinity, y: 0), phase: .changed), at: 1.02)
        _ = host.send(.scroll(delta: Vector(x: -1e300, y: 0), phase: .changed), at: 1.03)
        expectEqual(host.position, 2)
        _ = host.send(.scroll(delta: Vector(x: 50, y: 0), phase: .changed), at: 0.5)
        _ = host.send(.scroll(delta: Vector(x: 50, y: 0), phase: .changed), at: .nan)
        expectNear(host.position, (2 + 100.0 / 390), within: 1e-9)
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: -.infinity)
        GestureDriver.settle(&host, from: 1.03)
        #expect(!host.needsFrames)
        #expect([2, 3].contains(host.index))
    }

    @Test func aPointerTakingHoldReleasesTheScrollFirst() {
        var host = GestureDriver.pager().host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: 1.01)
        // A still drag sampled at 1.02 and 1.03: a 100 Hz driver puts its one frame there.
        var driver = GestureDriver(host, frameRate: 100, startTime: 1.02)
        driver.drag(from: 300, to: 300, duration: 0.01)
        driver.settle()
        #expect(!driver.host.needsFrames)
        // The scroll's late events no longer drag.
        driver.send(Pager.Command.scroll(delta: Vector(x: 100, y: 0), phase: .changed))
        driver.send(Pager.Command.scroll(delta: Vector(x: 0, y: 0), phase: .ended))
        driver.settle()
        #expect(!driver.host.needsFrames)
    }

    @Test func aScrollWhileAPointerHoldsTheTrackIsIgnored() {
        var driver = GestureDriver.pager()
        driver.drag(from: 300, to: 250, release: false)
        let position = driver.host.position
        driver.send(Pager.Command.scroll(delta: Vector(x: 0, y: 0), phase: .began))
        driver.send(Pager.Command.scroll(delta: Vector(x: 100, y: 0), phase: .changed))
        expectEqual(driver.host.position, position)
    }

    @Test func aRelayoutDuringATouchStillEndsInASettle() {
        var host = GestureDriver.pager().host
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: 1.01)
        _ = host.send(.viewport(width: 320, height: 500), at: 1.02)
        _ = host.send(.items(count: 20, selecting: nil), at: 1.03)
        _ = host.send(.scroll(delta: Vector(x: 20, y: 0), phase: .changed), at: 1.04)
        _ = host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1.5)
        GestureDriver.settle(&host, from: 1.5)
        #expect(!host.needsFrames)
        #expect((0..<20).contains(host.index))
    }
}
