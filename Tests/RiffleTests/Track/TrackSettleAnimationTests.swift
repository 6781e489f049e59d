import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

@Suite("Track: the settle animation option")
struct TrackSettleAnimationTests {
    static func curveTrack() -> Track {
        var track = Track.pages(count: 5)
        var configuration = track.configuration
        configuration.settleAnimation = .timingCurve(.easeOut, pageChange: 0.2, snapBack: 0.4)
        track.reconfigure(configuration, at: 0)
        return track
    }

    @Test func aPageChangeTakesThePageChangeDurationWhateverTheVelocity() {
        var track = Self.curveTrack()
        track.send(.next(animated: true), at: 1)
        track.advance(to: 1.1)
        // Half-way through the 0.2 s ease-out: 390 × easeOut(0.5), computed from the Bézier, not from the track.
        expectNear(track.position, 390 * TimingCurve.easeOut.value(at: 0.5), within: 1e-9)
        track.advance(to: 1.2)
        expectEqual(track.position, 390)
        #expect(!track.needsFrames)
        expectEqual(track.settledIndex, 1)
    }

    @Test func aFlickSettlesInThePageChangeDurationAndASnapBackInTheSnapBackDuration() {
        var d = GestureDriver<Track>(Self.curveTrack())
        d.drag(from: 300, to: 100, start: 1, duration: 0.04)  // 5,000 pt/s: a spring would overshoot
        let release = d.track.time
        var exact = d.track
        exact.advance(to: release + 0.199)
        #expect(exact.needsFrames)
        exact.advance(to: release + 0.2)
        expectEqual(exact.position, 390)
        #expect(!exact.needsFrames)
        expectEqual(exact.settledIndex, 1)
        var largest = 0.0
        while d.track.needsFrames, d.time < release + 5 {
            d.nextFrame()
            largest = max(largest, d.track.position)
        }
        expectEqual(d.track.settledIndex, 1)
        #expect(largest <= 390, "an ease-out never passes its destination")
        // A slow, short drag returns to page 1 in 0.4 s.
        d.drag(from: 200, to: 230, start: d.time + 0.1, duration: 0.5)
        var returning = d.track
        returning.advance(to: d.track.time + 0.399)
        #expect(returning.needsFrames)
        returning.advance(to: d.track.time + 0.4)
        expectEqual(returning.position, 390)
        #expect(!returning.needsFrames)
    }

    @Test func theDefaultIsTheSpring() {
        expectEqual(Track.Configuration().settleAnimation, .spring)
        var track = Track.pages(count: 5)
        track.send(.next(animated: true), at: 0)
        track.advance(to: 0.2)
        #expect(track.needsFrames, "the default spring (response 0.5) is still moving after 0.2 s")
    }

    @Test func aZeroDurationJumps() {
        var track = Track.pages(count: 5)
        var configuration = track.configuration
        configuration.settleAnimation = .timingCurve(.easeOut, pageChange: 0, snapBack: .nan)
        track.reconfigure(configuration, at: 0)
        track.send(.next(animated: true), at: 0)
        track.advance(to: 0.001)
        expectEqual(track.position, 390)
        #expect(!track.needsFrames)
    }
}
