import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Pager: properties of random scroll, key and crown streams")
struct PagerScrollPropertyTests {
    static let phases = ScrollEvent.Phase.allCases

    static let steps = zip(
        Gen.int(in: 0...15), Gen.double(in: -400...400), Gen.double(in: -0.02...0.3), Gen.int(in: -3...20)
    ).map { ScriptStep(kind: $0, x: $1, dt: $2, value: $3) }.array(of: 1...60)

    static let presets: [Pager.Settings] = {
        var vertical = Pager.Settings.loop()
        vertical.configuration.axis = .vertical
        return [
            .trips(snapPolicy: .threshold(fraction: 0.65)), .onboarding(), .loop(), vertical,
            Pager.Settings.trips().adapted(reduceMotion: false, rightToLeft: true),
        ]
    }()

    static func apply(_ step: ScriptStep, to host: inout ComponentHost<Pager>, time: Double) -> Double {
        let t = step.value == 17 ? .nan : time + step.dt
        let dx = step.value == 13 ? .nan : step.value == 14 ? .infinity : step.x
        if step.kind < phases.count {
            _ = host.send(.scroll(delta: Vector(x: dx, y: step.x / 2), phase: phases[step.kind]), at: t)
        } else if step.kind < phases.count + 4 {
            let keys = KeyCommand.allCases
            _ = host.send(.key(keys[((step.value % keys.count) + keys.count) % keys.count]), at: t)
        } else if step.kind == phases.count + 4 {
            _ = host.send(.crown(turns: dx / 1000), at: t)
        } else if step.kind == phases.count + 5 {
            _ = host.pointerChanged(to: Point(x: dx, y: 200), at: t)
        } else if step.kind == phases.count + 6 {
            // Data and viewport changes in the middle of a scroll.
            _ = host.send(.items(count: Swift.max(1, step.value), selecting: nil), at: t)
        } else if step.kind == phases.count + 7 {
            _ = host.send(.viewport(width: step.value == 15 ? .nan : 200 + abs(step.x), height: 300), at: t)
        } else {
            _ = host.advance(to: t)
        }
        return t.isFinite ? Swift.max(t, time) : time
    }

    @Test func noNaNTheIndexInRangeAndEveryMotionSettlesEvenWithDataChanges() async {
        await checkProperty(count: 200, input: Gen.int(in: 0...4), Self.steps) { preset, steps in
            var host = ComponentHost(Pager(itemCount: 7, index: 3, settings: Self.presets[preset]))
            _ = host.send(.viewport(width: 390, height: 300), at: 0)
            var t = 0.0
            for step in steps {
                t = Self.apply(step, to: &host, time: t)
                #expect((0..<host.itemCount).contains(host.index))
                #expect(host.position.isFinite)
                #expect(host.placements(at: t).allSatisfy { $0.x.isFinite && $0.y.isFinite })
            }
            // Whatever the stream left held is let go: the scroll's release and a pointer's.
            _ = host.send(.scroll(delta: .zero, phase: .momentumEnded), at: t)
            _ = host.pointerCancelled(at: t)
            var frames = 0
            while host.needsFrames, frames < 3000 {
                t += 1.0 / 60
                _ = host.advance(to: t)
                frames += 1
            }
            #expect(!host.needsFrames)
            if let track = host.track {
                #expect(track.layout.snapItems[track.targetIndex].contains(host.index))
                expectEqual(track.settledIndex, track.targetIndex)
            }
        }
    }
}
