import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("Pager: properties under random use")
struct PagerPropertyTests {
    /// One call a view might make: `kind` picks the call, the numbers are its arguments (some hostile).
    typealias Step = ScriptStep

    static let steps = zip(
        Gen.int(in: 0...11), Gen.double(in: -200...600), Gen.double(in: -0.02...0.3), Gen.int(in: -3...20)
    ).map { Step(kind: $0, x: $1, dt: $2, value: $3) }.array(of: 1...50)

    static let presets: [Pager.Settings] = {
        var peeking = Pager.Settings.trips()
        peeking.itemLength = .fraction(0.7)
        peeking.itemSpacing = 12
        peeking.configuration.layout.alignment = .center
        var grouped = Pager.Settings.onboarding()
        grouped.itemLength = .fraction(0.5)
        grouped.configuration.layout.grouping = .count(2)
        var vertical = Pager.Settings.loop()
        vertical.configuration.axis = .vertical
        return [.trips(snapPolicy: .threshold(fraction: 0.65)), .onboarding(), .loop(), peeking, grouped, vertical]
    }()

    static func apply(_ step: Step, to host: inout ComponentHost<Pager>, time: Double) -> Double {
        let t = time + step.dt
        let point = Point(x: step.value == 13 ? .nan : step.x, y: 200)
        switch step.kind {
        case 0: _ = host.send(.viewport(width: step.value < 0 ? .nan : step.x, height: 300), at: t)
        case 1: _ = host.send(.items(count: step.value, selecting: step.value > 10 ? nil : step.value / 2), at: t)
        case 2: _ = host.send(.select(index: step.value, animated: step.x > 0), at: t)
        case 3, 4: _ = host.pointerChanged(to: point, at: t)
        case 5: _ = host.pointerEnded(at: point, time: t)
        case 6: _ = host.pointerCancelled(at: t)
        case 7, 8: _ = host.advance(to: t)
        case 9:
            let preset = presets[(step.value + 3) % presets.count]
            _ = host.send(.settings(preset.adapted(reduceMotion: step.x < 0, rightToLeft: step.x > 300)), at: t)
        case 10: _ = host.send(.increment, at: t)
        default: _ = host.send(.decrement, at: t)
        }
        return Swift.max(t, time)
    }

    @Test func theIndexIsAlwaysAnItemAndEveryPlacementIsFinite() async {
        await checkProperty(count: 200, input: Gen.int(in: 0...5), Self.steps) { preset, steps in
            var host = ComponentHost(Pager(itemCount: 5, index: 1, settings: Self.presets[preset]))
            _ = host.send(.viewport(width: 390, height: 300), at: 0)
            var t = 0.0
            for step in steps {
                t = Self.apply(step, to: &host, time: t)
                #expect(host.itemCount == 0 ? host.index == 0 : (0..<host.itemCount).contains(host.index))
                for placement in host.placements(at: t + 0.01) {
                    #expect((0..<host.itemCount).contains(placement.index))
                    let numbers = [
                        placement.x, placement.y, placement.width, placement.height, placement.scaleX,
                        placement.scaleY, placement.opacity, placement.zIndex, placement.rotation, placement.tilt,
                    ]
                    #expect(numbers.allSatisfy { $0.isFinite })
                }
            }
        }
    }

    @Test func atRestTheIndexLiesInTheTrackTarget() async {
        await checkProperty(count: 150, input: Gen.int(in: 0...5), Self.steps) { preset, steps in
            var host = ComponentHost(Pager(itemCount: 7, index: 3, settings: Self.presets[preset]))
            _ = host.send(.viewport(width: 390, height: 300), at: 0)
            var t = 0.0
            for step in steps { t = Self.apply(step, to: &host, time: t) }
            _ = host.pointerCancelled(at: t)
            var frames = 0
            while host.needsFrames, frames < 2000 {
                t += 1.0 / 60
                _ = host.advance(to: t)
                frames += 1
            }
            if let track = host.track, host.itemCount > 0 {
                #expect(track.layout.snapItems[track.targetIndex].contains(host.index))
                expectEqual(track.settledIndex, track.targetIndex)
            }
        }
    }
}
