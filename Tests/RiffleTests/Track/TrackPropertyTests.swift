import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Random event streams (including bad input) and random layout changes against the track's invariants.
@Suite("Track: properties over random event streams")
struct TrackPropertyTests {
    /// One step of a random script.
    typealias Action = ScriptStep

    static let actions = zip(
        Gen.int(in: 0...13), Gen.double(in: -300...700), Gen.double(in: -0.01...0.2), Gen.int(in: -3...30)
    ).map { Action(kind: $0, x: $1, dt: $2, value: $3) }.array(of: 1...60)

    static let shapes = zip(Gen.int(in: 0...12), Gen.bool, Gen.double(in: 80...420), Gen.int(in: 0...3))

    static func makeTrack(count: Int, loop: Bool, length: Double, policy: Int) -> Track {
        let policies: [SnapPolicy] = [
            .default, .threshold(fraction: 0.65), .predictedHalfPage, .free(decelerationRate: 0.998),
        ]
        return Track(
            viewportLength: 390, items: .uniform(count: count, length: length, spacing: 10),
            configuration: .init(
                layout: .init(alignment: .center, endInset: 10, loop: loop), snapPolicy: policies[policy],
                tapToFocus: true))
    }

    /// Applies one action; returns the new time.
    static func apply(_ a: Action, to track: inout Track, time: Double) -> Double {
        var t = time + a.dt
        switch a.kind {
        case 0: track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: a.x, y: 300), timestamp: t))
        case 1, 2, 3: track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: a.x, y: 300), timestamp: t))
        case 4: track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: a.x, y: 300), timestamp: t))
        case 5: track.handle(PointerEvent(id: 1, phase: .cancel, location: Point(x: a.x, y: 300), timestamp: t))
        case 6: track.handle(PointerEvent(id: 2, phase: .down, location: Point(x: .nan, y: 300), timestamp: t))
        case 7: track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: a.x, y: 300), timestamp: .nan))
        case 8: track.send(.next(animated: a.value % 2 == 0), at: t)
        case 9: track.send(.previous(animated: true), at: t)
        case 10: track.send(.scrollTo(index: a.value, animated: a.value % 3 != 0), at: t)
        case 11:
            let count = Swift.max(0, a.value % 15)
            track.relayout(
                viewportLength: 200 + a.x.magnitude,
                items: .uniform(count: count, length: 120 + a.x.magnitude / 3, spacing: 10),
                at: t)
        case 12: track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: .infinity, y: 0), timestamp: t))
        default: t = time - 1  // time going backwards
        }
        track.advance(to: t)
        return Swift.max(time, t)
    }

    static func check(_ track: Track) {
        let count = track.layout.snapCount
        #expect((0..<count).contains(track.targetIndex))
        #expect((0..<count).contains(track.nearestIndex))
        #expect((0..<count).contains(track.settledIndex))
        #expect(track.position.isFinite && track.velocity.isFinite && track.progress.isFinite)
        for item in track.visibleItems {
            #expect(item.offset.isFinite && item.progress.isFinite)
            #expect((0..<track.layout.itemCount).contains(item.index))
        }
    }

    @Test func indicesStayInRangeAndNumbersFiniteAndEveryMotionSettles() async {
        await checkProperty(count: 150, input: Self.shapes, Self.actions) { shape, script in
            var track = Self.makeTrack(count: shape.0, loop: shape.1, length: shape.2, policy: shape.3)
            var t = 0.0
            for action in script {
                t = Self.apply(action, to: &track, time: t)
                Self.check(track)
                _ = track.takeEvents()
            }
            // Lift any finger, then let it settle: within 20 s of virtual time everything is at rest.
            track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 0, y: 300), timestamp: t + 0.01))
            var frames = 0
            while track.needsFrames, frames < 2400 {
                t += 1.0 / 120
                track.advance(to: t)
                frames += 1
            }
            #expect(!track.needsFrames)
            expectEqual(track.phase, .idle)
            Self.check(track)
            if track.layout.itemCount > 0, track.configuration.snapPolicy.snaps {
                expectNear(track.position, track.layout.snaps[track.settledIndex], within: 1e-9)
            }
        }
    }

    /// Items move rigidly and continuously frame to frame, across ring wraps: no slot jumps further than the
    /// finger moved plus what the motion can travel in a frame.
    @Test func loopingIsContinuous() async {
        let gen = zip(Gen.int(in: 1...8), Gen.double(in: 80...400), Gen.double(in: -900...900).array(of: 2...12))
        await checkProperty(count: 150, input: gen) { count, length, strokes in
            var track = Self.makeTrack(count: count, loop: true, length: length, policy: 0)
            var t = 0.0
            var finger = 200.0
            var previous: [Int: Double] = [:]
            var previousOffset = track.offset
            let lap = track.layout.contentLength
            /// The signed remainder of `x` modulo one lap, in (−lap/2, lap/2].
            func wrapped(_ x: Double) -> Double { x - (x / lap).rounded() * lap }
            func frame(fingerDelta: Double) {
                var now: [Int: Double] = [:]
                for item in track.visibleItems { now[item.slot] = item.offset }
                // The track moved by `shift` (mod one lap): no more than the finger plus a frame of motion.
                let shift = wrapped(track.offset - previousOffset)
                #expect(abs(shift) <= fingerDelta.magnitude + abs(track.velocity) / 60 + 30)
                // Items move rigidly with the track: a slot seen in both frames moved by −shift, or shows another
                // copy of its item (a whole number of laps away) after leaving one edge and entering the other.
                for (slot, offset) in now {
                    if let before = previous[slot] { #expect(abs(wrapped(offset - before + shift)) < 1e-6) }
                }
                previous = now
                previousOffset = track.offset
            }
            for stroke in strokes {
                track.handle(PointerEvent(id: 1, phase: .down, location: Point(x: finger, y: 0), timestamp: t))
                for _ in 0..<10 {
                    t += 0.008
                    let step = stroke / 10
                    finger += step
                    track.handle(PointerEvent(id: 1, phase: .move, location: Point(x: finger, y: 0), timestamp: t))
                    frame(fingerDelta: step)
                }
                track.handle(PointerEvent(id: 1, phase: .up, location: Point(x: finger, y: 0), timestamp: t))
                for _ in 0..<20 {
                    t += 1.0 / 120
                    track.advance(to: t)
                    frame(fingerDelta: 0)
                }
            }
        }
    }

    @Test func theSameScriptAlwaysGivesTheSameFrames() async {
        await checkProperty(count: 50, input: Self.shapes, Self.actions) { shape, script in
            func run() -> [Double] {
                var track = Self.makeTrack(count: shape.0, loop: shape.1, length: shape.2, policy: shape.3)
                var t = 0.0
                var trace: [Double] = []
                for action in script {
                    t = Self.apply(action, to: &track, time: t)
                    trace.append(track.position)
                }
                return trace
            }
            expectEqual(run(), run())
        }
    }
}
