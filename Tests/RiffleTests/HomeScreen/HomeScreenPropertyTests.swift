import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// Random gesture streams (cancels mid-drag, edge holds, the dock, commands, bad input) against the home screen's
/// invariants: every icon exactly once, capacities held, nothing lost, numbers finite, every motion settles.
@Suite("HomeScreen: properties over random gesture streams")
struct HomeScreenPropertyTests {
    /// One step of a random script.
    typealias Action = ScriptStep

    static let actions = zip(
        Gen.int(in: 0...21), Gen.double(in: -30...420), Gen.double(in: -20...860), Gen.double(in: 0...0.3),
        Gen.int(in: 0...60)
    ).map { Action(kind: $0, x: $1, y: $2, dt: $3, value: $4) }.array(of: 1...70)

    /// Page sizes, dock size, screen and policy.
    static let shapes = zip(
        Gen.int(in: 0...30).array(of: 1...4), Gen.int(in: 0...6), Gen.int(in: 0...2), Gen.bool)

    static func makeHome(pages: [Int], dock: Int, screen: Int, seed: Bool) -> HomeScreen {
        let sizes = [Vector(x: 390, y: 844), Vector(x: 320, y: 568), Vector(x: 1024, y: 768)]
        var configuration: HomeScreen.Configuration = seed ? .directionalPaging : .init()
        if screen == 1 { configuration.iconSize = 65 }
        return HomeScreen.sample(pages: pages, dock: dock, size: sizes[screen], configuration: configuration)
    }

    /// A script's state: the screen, the time, the finger and the icons that should be on it.
    struct Run {
        var home: HomeScreen
        var time = 0.0
        var finger = Point(x: 100, y: 100)
        var icons: Set<IconID>

        mutating func pointer(_ phase: PointerEvent.Phase, _ point: Point) {
            home.handle(PointerEvent(id: 1, phase: phase, location: point, timestamp: time))
            finger = point
        }

        mutating func frames(_ duration: Double) {
            let end = time + duration
            while time < end {
                time = Swift.min(end, time + 1.0 / 60)
                home.advance(to: time)
            }
        }

        mutating func apply(_ a: Action) {
            let g = home.geometry
            let slot = g.iconFrame(atSlot: a.value % Swift.max(1, Swift.min(g.pageCapacity, 30))).center
            time += a.dt / 3
            switch a.kind {
            case 0: pointer(.down, Point(x: a.x, y: a.y))
            case 1: pointer(.down, slot)
            case 2: pointer(.down, g.dockIconFrame(at: a.value % 5, count: home.layout.dock.count).center)
            case 3, 4: pointer(.move, Point(x: a.x, y: a.y))
            case 5: pointer(.move, Point(x: finger.x + a.x / 20 - 10, y: finger.y + a.y / 40 - 10))
            case 6: pointer(.move, Point(x: a.value % 2 == 0 ? 4 : g.screenSize.x - 4, y: a.y / 2))
            case 7: pointer(.move, Point(x: a.x, y: g.dockFrame.midY))
            case 8: pointer(.move, slot)
            case 9: pointer(.up, finger)
            case 10: pointer(.cancel, finger)
            case 11: frames(a.dt)
            case 12: frames(0.6 + a.dt)  // a long press, an edge hold
            case 13: home.endEditing(at: time)
            case 14: home.beginEditing(at: time)
            case 15: home.showPage(a.value % 6 - 1, animated: a.value % 3 != 0, at: time)
            case 16:
                let all = home.layout.icons
                if !all.isEmpty {
                    let location: IconLocation =
                        a.value % 4 == 0 ? .dock(index: a.value % 5) : .page(a.value % 5, index: a.value % 26)
                    home.move(all[a.value % all.count], to: location, at: time)
                }
            case 17:
                home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: .nan, y: a.y), timestamp: time))
                home.handle(PointerEvent(id: 1, phase: .move, location: finger, timestamp: time - 1))
                home.handle(PointerEvent(id: 3, phase: .down, location: slot, timestamp: .infinity))
            case 18: home.cancelGesture(at: time)
            case 19:
                if a.value % 5 == 0 {
                    let sizes = [Vector(x: 390, y: 844), Vector(x: 320, y: 568), Vector(x: 844, y: 390), .zero]
                    home.resize(to: sizes[a.value % 4], at: time)
                }
            case 20:
                let id = IconID(rawValue: "extra\(a.value)")
                if home.add(id, at: a.value % 3 == 0 ? .dock(index: 0) : nil, time: time) { icons.insert(id) }
            default:
                let all = home.layout.icons
                if !all.isEmpty {
                    let id = all[a.value % all.count]
                    if home.remove(id, at: time) { icons.remove(id) }
                }
            }
        }
    }

    /// The invariants that hold after every step.
    static func check(_ run: Run) {
        let home = run.home
        let g = home.geometry
        for arrangement in [home.layout, home.liveLayout] {
            #expect(!arrangement.pages.isEmpty)
            expectEqual(arrangement.icons.count, run.icons.count)
            expectEqual(Set(arrangement.icons), run.icons)
            #expect(arrangement.pages.allSatisfy { $0.count <= g.pageCapacity })
            #expect(arrangement.dock.count <= g.dockCapacity)
        }
        if !home.isEditing {
            expectEqual(home.draggedIcon, nil)
            #expect(home.layout.pages.count == 1 || !home.layout.pages.contains(where: \.isEmpty))
        }
        expectEqual(home.track.layout.itemCount, home.liveLayout.pages.count)
        expectEqual(home.indicator.count, home.liveLayout.pages.count)
        #expect((0..<home.liveLayout.pages.count).contains(home.currentPage))
        let placements = home.placements
        expectEqual(Set(placements.map(\.id)).count, placements.count)
        // One expectation per rule over every placement and dot (this runs after every step): the ids of the
        // placements that break it must be none.
        #expect(
            placements.filter { !($0.frame.isFinite && $0.rotation.isFinite && $0.scale.isFinite && $0.scale > 0) }.map(
                \.id) == [])
        expectEqual(placements.filter { !($0.labelFrame?.isFinite ?? true) }.map(\.id), [])
        expectEqual(placements.filter { !run.icons.contains($0.id) }.map(\.id), [])
        expectEqual(placements.filter(\.isDragged).count, (home.draggedIcon == nil ? 0 : 1))
        #expect(home.dots.allSatisfy { $0.center.isFinite && $0.selection.isFinite })
        #expect(home.track.position.isFinite && home.time.isFinite)
    }

    @Test func everyIconExactlyOnceCapacitiesHoldAndEveryMotionSettles() async {
        // 30 random scripts in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
        await checkProperty(count: LongTests.count(fast: 30, long: 150), input: Self.shapes, Self.actions) {
            shape, script in
            let home = Self.makeHome(pages: shape.0, dock: shape.1, screen: shape.2, seed: shape.3)
            var run = Run(home: home, icons: Set(home.layout.icons))
            expectEqual(run.icons.count, shape.0.reduce(0, +) + shape.1)
            Self.check(run)
            for action in script {
                run.apply(action)
                Self.check(run)
                _ = run.home.takeEvents()
            }
            // Lift the finger, leave edit mode, and everything comes to rest.
            run.time += 0.01
            run.pointer(.up, run.finger)
            run.home.endEditing(at: run.time)
            var frames = 0
            while run.home.needsFrames, frames < 2400 {
                run.time += 1.0 / 120
                run.home.advance(to: run.time)
                frames += 1
            }
            #expect(!run.home.needsFrames)
            Self.check(run)
            let g = run.home.geometry
            for p in run.home.placements where !p.location.isInDock {
                expectEqual(p.rotation, 0)
                expectEqual(p.scale, 1)
                expectEqual(p.zIndex, 0)
                let page = Double(p.location.page ?? 0) * g.screenSize.x - run.home.track.position
                expectEqual(p.frame, g.iconFrame(atSlot: p.location.index).offset(by: Vector(x: page, y: 0)))
            }
            expectEqual(run.home.track.position, Double(run.home.currentPage) * g.screenSize.x)
        }
    }

    @Test func aCancelledDragAlwaysRestoresTheLayout() async {
        let strokes = zip(Gen.double(in: -30...420), Gen.double(in: -20...860)).array(of: 1...12)
        // 15 random strokes in the default suite, 100 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
        await checkProperty(count: LongTests.count(fast: 15, long: 100), input: Gen.int(in: 0...23), strokes) {
            slot, points in
            let original = HomeScreen.sample(pages: [24, 20, 3], dock: 3)
            var host = ComponentHost.script(original)
            var events: [HomeScreen.Event] = []
            let start = host.component.slotCenter(slot)
            events += host.longPress(start, at: 0)
            var t = 0.6
            for point in points {
                t += 0.35
                events += host.move(point.0, point.1, at: t)
            }
            events += host.pointer(.cancel, 0, 0, at: t + 0.01)
            expectEqual(host.layout, original.layout)
            expectEqual(host.liveLayout, original.layout)
            #expect(!events.contains { if case .moved = $0 { return true } else { return false } })
        }
    }

    @Test func aDropMovesOnlyTheDraggedIconAndThePageOverflow() async {
        let strokes = zip(Gen.double(in: 0...390), Gen.double(in: 0...844)).array(of: 1...6)
        // 40 random strokes in the default suite, 100 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
        await checkProperty(count: LongTests.count(fast: 40, long: 100), input: Gen.int(in: 0...19), strokes) {
            slot, points in
            let original = HomeScreen.sample(pages: [20, 24, 3], dock: 3)
            var host = ComponentHost.script(original)
            let start = host.component.slotCenter(slot)
            let id = original.layout.pages[0][slot]
            host.longPress(start, at: 0)
            var t = 0.6
            for point in points {
                t += 0.2
                host.move(point.0, point.1, at: t)
            }
            host.up(host.drag?.finger.x ?? 0, host.drag?.finger.y ?? 0, at: t + 0.01)
            // Reading order without the dragged icon is unchanged: the others only shift.
            var before = original.layout
            before.remove(id)
            var after = host.layout
            after.remove(id)
            expectEqual(before.pages.flatMap { $0 } + before.dock, after.pages.flatMap { $0 } + after.dock)
            #expect(host.layout.location(of: id) != nil)
        }
    }
}
