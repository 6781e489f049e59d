import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("HomeScreen on ComponentHost: properties under random use")
struct HomeScreenHostedPropertyTests {
    /// One call a home-screen view might make: `kind` picks the call, the numbers are its arguments (some
    /// hostile).
    typealias Step = ScriptStep

    static let steps = zip(
        Gen.int(in: 0...14), Gen.double(in: -50...450), Gen.double(in: -100...900), Gen.double(in: -0.02...0.7),
        Gen.int(in: -2...30)
    ).map { Step(kind: $0, x: $1, y: $2, dt: $3, value: $4) }.array(of: 1...50)

    static func apply(_ step: Step, to host: inout ComponentHost<HomeScreen>, time: Double) -> Double {
        let t = time + step.dt
        let point = Point(x: step.value == 30 ? .nan : step.x, y: step.y)
        let id = IconID(rawValue: step.value % 3 == 0 ? "d\(step.value % 5)" : "a\(step.value)")
        switch step.kind {
        case 0:
            _ = host.send(
                .setViewport(
                    width: step.value < 0 ? .nan : Swift.max(step.x, 1), height: step.y, topInset: step.dt * 60,
                    bottomInset: Double(step.value)), at: t)
        case 1:
            // A layout from outside, sometimes invalid (a repeat, an overfull dock).
            var layout = IconArrangement.sample(pages: [Swift.max(step.value, 0), 7], dock: abs(step.value) % 6)
            if step.value > 20 { layout.pages[0].append("a1") }
            _ = host.send(.setLayout(layout: layout), at: t)
        case 2, 3, 4: _ = host.pointerChanged(to: point, at: t)
        case 5: _ = host.pointerEnded(at: point, time: t)
        case 6: _ = host.pointerCancelled(at: t)
        case 7, 8: _ = host.advance(to: t)
        case 9:
            let base =
                step.value > 15 ? HomeScreen.Settings(configuration: .directionalPaging) : HomeScreen.Settings()
            _ = host.send(
                .configure(settings: base.adapted(reduceMotion: step.x < 0, rightToLeft: step.x > 300)), at: t)
        case 10:
            let actions = HomeScreen.IconAction.allCases
            _ = host.send(.iconAction(action: actions[abs(step.value) % actions.count], icon: id, label: ""), at: t)
        case 11: _ = step.x > 200 ? host.send(.beginEditing, at: t) : host.send(.endEditing, at: t)
        case 12: _ = step.x > 200 ? host.send(.increment, at: t) : host.send(.decrement, at: t)
        case 13: _ = host.send(.activate(icon: id), at: t)
        default: _ = host.send(.showPage(index: step.value, animated: true), at: t)
        }
        return Swift.max(t, time)
    }

    /// 50 random scripts in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
    @Test func theLayoutIsAlwaysValidAndEveryPlacementFinite() async {
        await checkProperty(count: LongTests.count(fast: 50, long: 150), input: Self.steps) { steps in
            var d = ComponentHost.view()
            var t = 0.0
            for step in steps {
                t = Self.apply(step, to: &d, time: t)
                let geometry = d.geometry
                // What the binding gets is always valid for the screen shown.
                if geometry.hasArea {
                    #expect(
                        d.layout.validate(pageCapacity: geometry.pageCapacity, dockCapacity: geometry.dockCapacity)
                            .isEmpty)
                }
                #expect(!d.layout.pages.isEmpty)
                let placements = d.placements(at: t)
                expectEqual(Set(placements.map(\.id)).count, placements.count)
                for p in placements {
                    let numbers = [p.frame.minX, p.frame.minY, p.frame.width, p.frame.height, p.rotation, p.scale]
                    #expect(numbers.allSatisfy { $0.isFinite })
                }
                #expect(d.component.dots(at: t).map(d.inView).allSatisfy { $0.center.isFinite })
                guard case .page(let number, let count) = d.pageAccessibilityValue else {
                    Issue.record("the page dots' value is a page of a count")
                    return
                }
                #expect(number >= 1 && number <= count)
            }
        }
    }

    @Test func rightToLeftIsTheMirrorImage() async {
        // The same script in both directions, with mirrored fingers, draws mirrored frames and ends in the same
        // layout.
        let path = zip(Gen.double(in: 0...390), Gen.double(in: 0...844), Gen.double(in: 0.01...0.4)).array(of: 1...20)
        await checkProperty(count: 60, input: path) { points in
            var left = ComponentHost.view()
            var right = ComponentHost.view(settings: HomeScreen.Settings(isRightToLeft: true))
            var t = 0.0
            for (index, (x, y, dt)) in points.enumerated() {
                t += dt
                let mirrored = Point(x: 390 - x, y: y)
                if index == points.count - 1 {
                    _ = left.pointerEnded(at: Point(x: x, y: y), time: t)
                    _ = right.pointerEnded(at: mirrored, time: t)
                } else {
                    _ = left.pointerChanged(to: Point(x: x, y: y), at: t)
                    _ = right.pointerChanged(to: mirrored, at: t)
                }
                _ = left.advance(to: t)
                _ = right.advance(to: t)
            }
            expectEqual(left.layout, right.layout)
            expectEqual(left.isEditing, right.isEditing)
            let a = left.placements(at: t + 0.3)
            let b = right.placements(at: t + 0.3)
            expectEqual(a.map(\.id), b.map(\.id))
            for (p, q) in zip(a, b) {
                expectNear(p.frame.minX, (390 - q.frame.maxX), within: 1e-6)
                expectEqual(p.frame.minY, q.frame.minY)
                #expect(abs(p.rotation + q.rotation) < 1e-12)
            }
        }
    }
}
