@testable import Riffle

/// A gesture-script driver for home screens: pointer events at explicit times, frames at 120 Hz in between.
struct HomeDriver {
    var home: HomeScreen
    var time = 0.0
    var events: [HomeScreen.Event] = []
    /// The latest pointer event's time: a script's later event never goes before it (0.1 + 0.2 > 0.3 in binary).
    var lastPointerTime = -Double.infinity

    init(_ home: HomeScreen) {
        self.home = home
        self.time = home.time
    }

    mutating func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: Double) {
        let t = Swift.max(time, lastPointerTime)
        lastPointerTime = t
        frames(until: t)
        home.handle(PointerEvent(id: 1, phase: phase, location: Point(x: x, y: y), timestamp: t))
        collect()
    }

    mutating func down(_ x: Double, _ y: Double, at t: Double) { pointer(.down, x, y, at: t) }
    mutating func move(_ x: Double, _ y: Double, at t: Double) { pointer(.move, x, y, at: t) }
    mutating func up(_ x: Double, _ y: Double, at t: Double) { pointer(.up, x, y, at: t) }

    mutating func tap(_ point: Point, at t: Double) {
        down(point.x, point.y, at: t)
        up(point.x, point.y, at: t + 0.05)
    }

    /// A straight movement of a held pointer from `from` to `to` over `duration`, sampled every 8 ms.
    mutating func glide(from: Point, to: Point, start: Double, duration: Double) {
        let steps = Swift.max(1, Int((duration / 0.008).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, at: start + duration * f)
        }
    }

    /// Long-presses at `point` (down at `t`, frames until the press fires), leaving the pointer down.
    mutating func longPress(_ point: Point, at t: Double) {
        down(point.x, point.y, at: t)
        frames(until: t + 0.55)
    }

    /// Advances frame by frame (120 Hz) up to `t`, then to `t` exactly.
    mutating func frames(until t: Double) {
        while time + 1.0 / 120 < t {
            time += 1.0 / 120
            home.advance(to: time)
            collect()
        }
        if t > time {
            time = t
            home.advance(to: t)
            collect()
        }
    }

    /// Runs frames until nothing moves (at most `limit` seconds).
    mutating func settle(limit: Double = 10) {
        let end = time + limit
        while home.needsFrames, time < end {
            time += 1.0 / 120
            home.advance(to: time)
            collect()
        }
    }

    mutating func collect() { events += home.takeEvents() }
}

extension HomeScreen {
    /// Icons "a0", "a1", … in pages of the given sizes, and a dock of "d0", "d1", ….
    static func sample(
        pages sizes: [Int] = [20, 20, 5], dock: Int = 4, size: Vector = Vector(x: 390, y: 844),
        configuration: Configuration = Configuration()
    ) -> HomeScreen {
        var counter = 0
        let pages = sizes.map { count -> [IconID] in
            (0..<count).map { _ in
                defer { counter += 1 }
                return IconID("a\(counter)")
            }
        }
        let dockIcons = (0..<dock).map { IconID("d\($0)") }
        return HomeScreen(
            layout: IconArrangement(pages: pages, dock: dockIcons), screenSize: size, configuration: configuration)
    }

    /// The centre of a page slot's icon on screen when the page is shown.
    func slotCenter(_ index: Int) -> Point { geometry.iconFrame(atSlot: index).center }

    /// The placement of an icon, if it is drawn.
    func placement(of id: IconID) -> IconPlacement? { placements.first { $0.id == id } }
}
