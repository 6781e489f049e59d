import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Track: a momentum release lands with constant deceleration")
struct TrackProjectedLandingTests {
    /// 40 pages of 164 points (the loop's snaps), the projected policy, a flick of `speed` from x = 300.
    func flick(_ speed: Double) -> (driver: GestureDriver<Track>, release: Double, releaseOffset: Double) {
        var track = Track(
            viewportLength: 390, items: .uniform(count: 40, length: 150, spacing: 14),
            configuration: .init(layout: .init(alignment: .center), snapPolicy: .projectedNormal), initialIndex: 5)
        _ = track.takeEvents()
        var driver = GestureDriver<Track>(track)
        let duration = 0.048
        driver.drag(from: 300, to: 300 - speed * duration, start: 0, duration: duration)
        return (driver, driver.track.lastDecision?.velocity ?? 0, driver.track.unwrappedPosition)
    }

    @Test("Never faster than the release, stopping exactly on the snap after 2T / v₀", arguments: [3000.0, 6000, 8000])
    func landsWithConstantDeceleration(speed: Double) throws {
        let (driver, release, start) = flick(speed)
        var track = driver.track
        let decision = try #require(track.lastDecision)
        let distance = decision.targetOffset - start
        #expect(distance > 164, "the snap is more than one spacing away")
        #expect(release > 0)
        var previous = track.velocity
        expectNear(previous, release, within: 1e-6, "the landing starts at the release velocity")
        let startTime = track.time
        var time = startTime
        var frames = 0
        while track.needsFrames, frames < 1000 {
            time += 1.0 / 240
            track.advance(to: time)
            let v = track.velocity
            #expect(v <= previous + 1e-6, "the speed only decreases")
            #expect(v >= -1e-6, "it never turns back")
            previous = v
            frames += 1
        }
        expectEqual(track.unwrappedPosition, decision.targetOffset)
        // Constant deceleration a = v₀² / (2T) stops after 2T / v₀.
        let expected = 2 * distance / release
        #expect(abs((time - startTime) - expected) <= 1.0 / 240 + 1e-9)
    }

    @Test("Half-way through its time the landing has covered three quarters of the way (2u − u²)")
    func followsTheQuadraticEaseOut() throws {
        let (driver, release, start) = flick(6000)
        var track = driver.track
        let target = try #require(track.lastDecision?.targetOffset)
        let duration = 2 * (target - start) / release
        let t0 = track.time
        track.advance(to: t0 + duration / 2)
        let covered = (track.unwrappedPosition - start) / (target - start)
        expectNear(covered, 0.75, within: 1e-3)
    }

    @Test("A release to the next snap or back keeps the spring (it is not a constant-deceleration landing)")
    func nearTargetsKeepTheSpring() throws {
        var (driver, release, start) = flick(400)
        let decision = try #require(driver.track.lastDecision)
        #expect(abs(decision.targetOffset - decision.startOffset) <= 164)
        // A landing would start at the release velocity and be at 2u − u² half-way through 2T / v₀.
        let distance = decision.targetOffset - start
        if distance * release > 0 {
            let t0 = driver.track.time
            driver.change { $0.advance(to: t0 + distance / release) }
            let covered = (driver.track.unwrappedPosition - start) / distance
            #expect(abs(covered - 0.75) > 1e-3)
        }
        driver.settle()
        expectEqual(driver.track.unwrappedPosition, decision.targetOffset)
    }
}
