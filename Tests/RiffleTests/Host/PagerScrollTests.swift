import Testing

@testable import Riffle

@Suite("Pager: wheel and trackpad scrolling")
struct PagerScrollTests {
    /// A trackpad swipe of `steps` changes of `dx` points at 120 Hz from `start`, released on the last one.
    static func swipe(_ driver: inout HostDriver, dx: Double, steps: Int, start: Double, momentum: Bool = false) {
        var t = start
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: t)
        for _ in 0..<steps {
            t += 1.0 / 120
            _ = driver.host.send(.scroll(delta: Vector(x: dx, y: 0), phase: .changed), at: t)
        }
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: t)
        if momentum {
            _ = driver.host.send(.scroll(delta: Vector(x: dx, y: 0), phase: .momentumBegan), at: t + 0.005)
            _ = driver.host.send(.scroll(delta: Vector(x: dx, y: 0), phase: .momentumChanged), at: t + 0.01)
        }
        driver.time = t
    }

    // MARK: Notched wheel

    @Test func aNotchMovesOnePageAndFastNotchesOnlyOne() {
        var driver = HostDriver()
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: 0)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: 0.05)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: 0.10)
        driver.settle()
        #expect(driver.host.index == 3)
        _ = driver.host.send(.scroll(delta: Vector(x: -1, y: 0), phase: .notch), at: driver.time + 0.5)
        driver.settle()
        #expect(driver.host.index == 2)
    }

    @Test func theConfiguredStepBoundsAGesture() {
        var settings = Pager.Settings.trips()
        settings.wheelStepsPerGesture = 2
        var driver = HostDriver(settings: settings)
        for t in [0.0, 0.05, 0.10, 0.15] {
            _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 1), phase: .notch), at: t)
        }
        driver.settle()
        #expect(driver.host.index == 4)
    }

    // MARK: Trackpad

    @Test func theContentFollowsTheTouchOneToOne() throws {
        var driver = HostDriver()
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = driver.host.send(.scroll(delta: Vector(x: 3, y: 0), phase: .changed), at: 1.01)
        // No slop: the first 3 points already move the content.
        #expect(abs(driver.host.position - (2 + 3.0 / 390)) < 1e-9)
        _ = driver.host.send(.scroll(delta: Vector(x: 97, y: 0), phase: .changed), at: 1.02)
        #expect(abs(driver.host.position - (2 + 100.0 / 390)) < 1e-9)
        #expect(driver.host.track?.phase == .dragging)
        // Vertical scroll on a horizontal track does not move it.
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 50), phase: .changed), at: 1.03)
        #expect(abs(driver.host.position - (2 + 100.0 / 390)) < 1e-9)
    }

    @Test func aSlowShortSwipeSnapsBackAndAFastOneTurnsThePage() {
        var slow = HostDriver()
        _ = slow.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = slow.host.send(.scroll(delta: Vector(x: 60, y: 0), phase: .changed), at: 1.01)
        _ = slow.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1.5)
        slow.time = 1.5
        slow.settle()
        #expect(slow.host.index == 2)
        #expect(!slow.host.needsFrames)

        var fast = HostDriver()
        Self.swipe(&fast, dx: 12, steps: 5, start: 1)
        #expect(fast.host.track?.phase == .settling)
        fast.settle()
        #expect(fast.host.index == 3)
        var back = HostDriver()
        Self.swipe(&back, dx: -12, steps: 5, start: 1)
        back.settle()
        #expect(back.host.index == 1)
    }

    @Test func momentumAfterTheSnapDoesNotMoveTwice() {
        var plain = HostDriver()
        Self.swipe(&plain, dx: 12, steps: 5, start: 1)
        var withMomentum = HostDriver()
        Self.swipe(&withMomentum, dx: 12, steps: 5, start: 1, momentum: true)
        for _ in 0..<240 {
            plain.frames(for: 1.0 / 120)
            withMomentum.frames(for: 1.0 / 120)
            _ = withMomentum.host.send(
                .scroll(delta: Vector(x: 8, y: 0), phase: .momentumChanged), at: withMomentum.time)
            #expect(plain.host.position == withMomentum.host.position)
        }
        _ = withMomentum.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .momentumEnded), at: withMomentum.time)
        withMomentum.settle()
        #expect(withMomentum.host.index == 3)
    }

    @Test func theEndsRubberBand() {
        var driver = HostDriver(index: 0)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = driver.host.send(.scroll(delta: Vector(x: -200, y: 0), phase: .changed), at: 1.01)
        let position = driver.host.position
        #expect(position < 0)
        #expect(position > -200.0 / 390)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1.5)
        driver.time = 1.5
        driver.settle()
        #expect(driver.host.index == 0)
        #expect(driver.host.position == 0)
    }

    @Test func rightToLeftTheContentOnTheRightIsThePreviousPage() {
        let settings = Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true)
        var driver = HostDriver(settings: settings)
        Self.swipe(&driver, dx: 12, steps: 5, start: 1)
        driver.settle()
        #expect(driver.host.index == 1)
    }

    @Test func aVerticalTrackFollowsDy() {
        var settings = Pager.Settings.trips()
        settings.configuration.axis = .vertical
        var driver = HostDriver(settings: settings)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 50), phase: .changed), at: 1.01)
        #expect(abs(driver.host.position - (2 + 50.0 / 500)) < 1e-9)
    }

    @Test func brokenStreamsHaveDefinedResults() {
        // `changed` without `began` begins the touch.
        var lost = HostDriver()
        _ = lost.host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: 1)
        #expect(abs(lost.host.position - (2 + 100.0 / 390)) < 1e-9)
        // A momentum phase during the touch releases it.
        _ = lost.host.send(.scroll(delta: Vector(x: 5, y: 0), phase: .momentumBegan), at: 1.5)
        #expect(lost.host.track?.phase == .settling)
        lost.time = 1.5
        lost.settle()
        #expect(lost.host.index == 2)
        // `ended` alone is a touch that did not move.
        var alone = HostDriver()
        _ = alone.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1)
        alone.settle()
        #expect(alone.host.index == 2)
        #expect(!alone.host.needsFrames)
        // Momentum without a touch does nothing.
        var stray = HostDriver()
        #expect(stray.host.send(.scroll(delta: Vector(x: 300, y: 0), phase: .momentumChanged), at: 1).isEmpty)
        #expect(!stray.host.needsFrames)
    }

    @Test func badNumbersCountAsZeroAndEarlyTimesAsTheLatest() {
        var driver = HostDriver()
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = driver.host.send(.scroll(delta: Vector(x: .nan, y: 0), phase: .changed), at: 1.01)
        _ = driver.host.send(.scroll(delta: Vector(x: .infinity, y: 0), phase: .changed), at: 1.02)
        _ = driver.host.send(.scroll(delta: Vector(x: -1e300, y: 0), phase: .changed), at: 1.03)
        #expect(driver.host.position == 2)
        _ = driver.host.send(.scroll(delta: Vector(x: 50, y: 0), phase: .changed), at: 0.5)
        _ = driver.host.send(.scroll(delta: Vector(x: 50, y: 0), phase: .changed), at: .nan)
        #expect(abs(driver.host.position - (2 + 100.0 / 390)) < 1e-9)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: -.infinity)
        driver.time = 1.03
        driver.settle()
        #expect(!driver.host.needsFrames)
        #expect([2, 3].contains(driver.host.index))
    }

    @Test func aPointerTakingHoldReleasesTheScrollFirst() {
        var driver = HostDriver()
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = driver.host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: 1.01)
        driver.time = 1.02
        driver.drag(from: 300, to: 300, duration: 0.01)
        driver.settle()
        #expect(!driver.host.needsFrames)
        // The scroll's late events no longer drag.
        _ = driver.host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: driver.time)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: driver.time)
        driver.settle()
        #expect(!driver.host.needsFrames)
    }

    @Test func aScrollWhileAPointerHoldsTheTrackIsIgnored() {
        var driver = HostDriver()
        driver.drag(from: 300, to: 250, release: false)
        let position = driver.host.position
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: driver.time)
        _ = driver.host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: driver.time)
        #expect(driver.host.position == position)
    }

    @Test func aRelayoutDuringATouchStillEndsInASettle() {
        var driver = HostDriver()
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .began), at: 1)
        _ = driver.host.send(.scroll(delta: Vector(x: 100, y: 0), phase: .changed), at: 1.01)
        _ = driver.host.send(.viewport(width: 320, height: 500), at: 1.02)
        _ = driver.host.send(.items(count: 20, selecting: nil), at: 1.03)
        _ = driver.host.send(.scroll(delta: Vector(x: 20, y: 0), phase: .changed), at: 1.04)
        _ = driver.host.send(.scroll(delta: Vector(x: 0, y: 0), phase: .ended), at: 1.5)
        driver.time = 1.5
        driver.settle()
        #expect(!driver.host.needsFrames)
        #expect((0..<20).contains(driver.host.index))
    }
}
