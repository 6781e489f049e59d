@testable import Riffle

/// libFuzzer entry point: a home screen (pages, dock, screen size, metrics) and a stream of pointer events,
/// edits, page turns, resizes and frames decoded from the bytes, driven through the public API (state read with
/// `@testable` for the checks).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHomeScreen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Harness.deterministic("HomeScreen", Harness.bytes(data, size), HomeScreenScenario.run)
    return 0
}

/// One decoded home-screen scenario: every icon exactly once, capacities held, numbers finite, motions settle.
enum HomeScreenScenario {
    static func configuration(_ input: inout FuzzInput) -> HomeScreen.Configuration {
        switch input.int(in: 0...3) {
        case 0: return .directionalPaging
        case 1: return HomeScreen.Configuration()
        default:
            let turn: HomeScreen.PageTurnAnimation =
                input.bool()
                ? .spring(
                    Spring(response: input.wildDouble(in: 0.05...1), dampingRatio: input.wildDouble(in: 0.2...1.5)))
                : .timingCurve(
                    .easeOut, pageChange: input.wildDouble(in: 0...1), snapBack: input.wildDouble(in: 0...1))
            return HomeScreen.Configuration(
                iconSize: input.bool() ? input.wildDouble(in: 0...120) : nil,
                padding: input.wildDouble(in: 0...60), columnSpacing: input.wildDouble(in: 0...60),
                rowSpacing: input.wildDouble(in: 0...60), labelHeight: input.wildDouble(in: 0...30),
                labelGap: input.wildDouble(in: 0...10), dockCapacity: input.wildInt(in: 0...8),
                dockSpacing: input.wildDouble(in: 0...60), dockHeightRatio: input.wildDouble(in: 0...3),
                indicatorPadding: input.wildDouble(in: 0...40), topInset: input.wildDouble(in: 0...100),
                bottomInset: input.wildDouble(in: 0...100),
                snapPolicy: input.bool() ? .default : .predictedHalfPage, pageTurnAnimation: turn,
                animatesDotTaps: input.bool(), edgeWidth: input.wildDouble(in: 0...60),
                edgeHoldDuration: input.wildDouble(in: 0...2), liftScale: input.wildDouble(in: 0.5...2),
                reflowSpring: Spring(
                    response: input.wildDouble(in: 0.05...1), dampingRatio: input.wildDouble(in: 0.3...1.2)),
                wiggle: HomeScreen.Wiggle(
                    amplitude: input.wildDouble(in: 0...0.2), period: input.wildDouble(in: 0.05...1),
                    rampDuration: input.wildDouble(in: 0...1)),
                reduceMotion: input.int(in: 0...3) == 0)
        }
    }

    static let sizes = [
        Vector(x: 390, y: 844), Vector(x: 320, y: 568), Vector(x: 1024, y: 768), Vector(x: 844, y: 390), .zero,
    ]

    static func screenSize(_ input: inout FuzzInput) -> Vector {
        input.int(in: 0...3) == 0
            ? Vector(x: input.wildDouble(in: 0...2000), y: input.wildDouble(in: 0...2000)) : input.pick(sizes)
    }

    /// The scenario's state: the screen, the time, the finger and the icons that must be on it.
    struct Run {
        var home: HomeScreen
        var icons: Set<IconID>
        var time = 0.0
        var finger = Point(x: 100, y: 100)
        var trace = Trace()

        mutating func pointer(_ phase: PointerEvent.Phase, _ point: Point, id: Int = 1) {
            let event = PointerEvent(id: id, phase: phase, location: point, timestamp: time)
            home.handle(event)
            // Only a usable location moves the finger: the final lift must be an event the screen accepts.
            if event.hasUsableLocation { finger = point }
        }

        mutating func check() {
            let g = home.geometry
            for event in home.takeEvents() {
                trace.add(event.hashValue)
                switch event {
                case .open(let id): Oracle.check(icons.contains(id), "HomeScreen: open(\(id)), not an icon")
                case .pageChanged(let page):
                    Oracle.check(
                        (0..<home.liveLayout.pages.count).contains(page)
                            || (0..<home.layout.pages.count).contains(page),
                        "HomeScreen: pageChanged(\(page)) with \(home.liveLayout.pages.count) pages")
                case .moved(let id, _, _): Oracle.check(icons.contains(id), "HomeScreen: moved(\(id)), not an icon")
                case .editingChanged, .announcement: break
                }
            }
            for arrangement in [home.layout, home.liveLayout] {
                Oracle.check(!arrangement.pages.isEmpty, "HomeScreen: no page at all")
                Oracle.check(
                    arrangement.icons.count == icons.count && Set(arrangement.icons) == icons,
                    "HomeScreen: icons lost or duplicated (\(arrangement.icons.count) placed, \(icons.count) expected)")
                Oracle.check(
                    arrangement.pages.allSatisfy { $0.count <= g.pageCapacity },
                    "HomeScreen: a page over its capacity \(g.pageCapacity)")
                Oracle.check(arrangement.dock.count <= g.dockCapacity, "HomeScreen: dock over its capacity")
            }
            if !home.isEditing {
                Oracle.check(home.draggedIcon == nil, "HomeScreen: a dragged icon outside edit mode")
            }
            Oracle.check(
                home.track.layout.itemCount == home.liveLayout.pages.count,
                "HomeScreen: the track has \(home.track.layout.itemCount) pages, the layout \(home.liveLayout.pages.count)"
            )
            Oracle.check(
                (0..<home.liveLayout.pages.count).contains(home.currentPage),
                "HomeScreen: current page \(home.currentPage) of \(home.liveLayout.pages.count)")
            var placements: [HomeScreen.IconPlacement] = []
            home.forEachCurrentPlacement { placements.append($0) }
            Oracle.check(Set(placements.map(\.id)).count == placements.count, "HomeScreen: an icon placed twice")
            for p in placements {
                Oracle.check(
                    p.frame.isFinite && Oracle.finite(p.rotation, p.scale, p.zIndex) && p.scale > 0,
                    "HomeScreen: placement of \(p.id) not finite: \(p)")
                Oracle.check(p.labelFrame?.isFinite ?? true, "HomeScreen: label frame of \(p.id) not finite")
                Oracle.check(icons.contains(p.id), "HomeScreen: placement of unknown icon \(p.id)")
                trace.add(p.frame.minX)
                trace.add(p.frame.minY)
            }
            Oracle.check(
                placements.filter(\.isDragged).count == (home.draggedIcon == nil ? 0 : 1),
                "HomeScreen: dragged placements disagree with draggedIcon")
            for dot in home.dots {
                Oracle.check(dot.center.isFinite && dot.selection.isFinite, "HomeScreen: a page dot not finite")
            }
            Oracle.check(
                Oracle.finite(home.track.position, home.time), "HomeScreen: position \(home.track.position)")
            trace.add(home.track.position)
        }
    }

    static func run(_ bytes: [UInt8]) -> Trace {
        var input = FuzzInput(bytes)
        let configuration = configuration(&input)
        var counter = 0
        let pages = (0..<input.int(in: 1...4)).map { _ in
            (0..<input.int(in: 0...30)).map { _ in
                defer { counter += 1 }
                return IconID(rawValue: "a\(counter)")
            }
        }
        let dock = (0..<input.int(in: 0...6)).map { IconID(rawValue: "d\($0)") }
        let layout = IconArrangement(pages: pages, dock: dock)
        let home = HomeScreen(
            layout: layout, screenSize: screenSize(&input), settings: .init(configuration: configuration))
        var run = Run(home: home, icons: Set(layout.icons))
        run.check()

        var steps = 0
        while !input.isAtEnd, steps < 200 {
            steps += 1
            let g = run.home.geometry
            let value = input.int(in: 0...60)
            let slot = g.iconFrame(atSlot: value % Swift.max(1, Swift.min(g.pageCapacity, 30))).center
            run.time += input.double(in: 0...0.1)
            switch input.int(in: 0...21) {
            case 0: run.pointer(.down, Point(x: input.wildDouble(in: -30...420), y: input.wildDouble(in: -20...860)))
            case 1: run.pointer(.down, slot)
            case 2: run.pointer(.down, g.dockIconFrame(at: value % 5, count: run.home.layout.dock.count).center)
            case 3, 4: run.pointer(.move, Point(x: input.wildDouble(in: -30...420), y: input.wildDouble(in: -20...860)))
            case 5:
                run.pointer(
                    .move,
                    Point(x: run.finger.x + input.double(in: -10...10), y: run.finger.y + input.double(in: -10...10)))
            case 6: run.pointer(.move, Point(x: value % 2 == 0 ? 4 : g.screenSize.x - 4, y: input.double(in: 0...800)))
            case 7: run.pointer(.move, Point(x: input.double(in: 0...400), y: g.dockFrame.midY))
            case 8: run.pointer(.move, slot)
            case 9: run.pointer(.up, run.finger)
            case 10: run.pointer(.cancel, run.finger)
            case 11, 12:
                // Frames: short, or long enough for a long press and an edge hold.
                let end = run.time + (input.bool() ? input.double(in: 0...0.3) : 0.6 + input.double(in: 0...0.3))
                while run.time < end {
                    run.time = Swift.min(end, run.time + 1.0 / 60)
                    run.home.advance(to: run.time)
                }
            case 13: run.home.perform(.endEditing, at: run.time)
            case 14: run.home.perform(.beginEditing, at: run.time)
            case 15: run.home.perform(.showPage(index: input.wildInt(in: -1...5), animated: input.bool()), at: run.time)
            case 16:
                let all = run.home.layout.icons
                if !all.isEmpty {
                    let location: IconLocation =
                        input.bool()
                        ? .dock(index: input.wildInt(in: -1...5))
                        : .page(input.wildInt(in: -1...5), index: input.wildInt(in: -1...26))
                    _ = run.home.move(all[value % all.count], to: location, at: run.time)
                }
            case 17:
                let odd = input.wildDouble(in: -5...0)
                run.home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: .nan, y: 1), timestamp: run.time))
                run.home.handle(PointerEvent(id: 1, phase: .move, location: run.finger, timestamp: run.time + odd))
                run.home.handle(PointerEvent(id: 3, phase: .down, location: slot, timestamp: .infinity))
                run.home.advance(to: run.time + odd)
            case 18: run.home.handle(PointerEvent(id: 1, phase: .cancel, location: run.finger, timestamp: run.time))
            case 19:
                let size = screenSize(&input)
                run.home.perform(.setViewport(width: size.x, height: size.y, topInset: 0, bottomInset: 0), at: run.time)
            case 20:
                let id = IconID(rawValue: "extra\(value)")
                let location: IconLocation? =
                    input.int(in: 0...2) == 0 ? .dock(index: input.wildInt(in: -1...5)) : nil
                if run.home.add(id, at: location, time: run.time) { run.icons.insert(id) }
            default:
                let all = run.home.layout.icons
                if !all.isEmpty {
                    let id = all[value % all.count]
                    if run.home.remove(id, at: run.time) { run.icons.remove(id) }
                }
            }
            run.check()
        }
        // Lift the finger, leave edit mode: everything comes to rest within bounded virtual time. The screen's
        // clock may be ahead of `run.time` (a later but usable timestamp, then "backwards" ones): count from the
        // later of the two.
        run.time = Swift.max(run.time, run.home.time) + 0.01
        run.pointer(.up, run.finger)
        // Each operation's events are checked against the pages it left: the lift may turn to a page that leaving
        // edit mode then removes (an empty page before it), which reports the new index with its own event.
        run.check()
        run.home.perform(.endEditing, at: run.time)
        run.check()
        let start = run.time
        var frames = 0
        // 10 s at 60 Hz, then one-second steps up to AnimatedValue.maximumDuration (one hour, after which every
        // motion lands: a very soft spring or a long entrance stagger may take that long) plus a minute; counted in
        // frames (a huge clock may not move by 1/60 s).
        let slowFrames = Int(AnimatedValue.maximumDuration) + 60 - 10
        while run.home.needsFrames, frames < 600 + slowFrames {
            run.time = start + (frames < 600 ? Double(frames + 1) / 60 : 10 + Double(frames - 599))
            run.home.advance(to: run.time)
            frames += 1
            if frames % 30 == 0 { run.check() }
        }
        run.check()
        Oracle.check(
            !run.home.needsFrames,
            "HomeScreen: still moving an hour and a minute (virtual) after the last input (hang); position \(run.home.track.position), "
                + "configuration \(configuration)")
        return run.trace
    }
}
