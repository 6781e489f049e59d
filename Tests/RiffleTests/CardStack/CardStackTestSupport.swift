@testable import Riffle

/// Geometry shared by the card-stack tests: 320 × 200 cards, the front card's top-left corner at (35, 500), a
/// tall viewport (no scrolling unless a test says so).
///
/// At rest card k covers y ∈ [500 − 50k, 700 − 50k); the strip only card k shows (k ≥ 1) is
/// y ∈ [500 − 50k, 550 − 50k).
enum StackGeometry {
    static let configuration = CardStack.Configuration(
        cardWidth: 320, cardHeight: 200, stackOrigin: Point(x: 35, y: 500), viewportHeight: 2000)

    /// A point on the visible part of card `k` at rest (x 200).
    static func point(onCard k: Int) -> Point {
        Point(x: 200, y: k == 0 ? 600 : 525 - 50 * Double(k))
    }

    /// The identifiers "c0", "c1" and so on.
    static func ids(_ count: Int) -> [String] { (0..<count).map { "c\($0)" } }
}

/// A script driver for card stacks: pointer events at explicit times through the stack's own `.wallet`
/// recognizer, frames at 120 Hz in between, events collected.
struct StackDriver {
    var stack: CardStack
    var time: Double
    var events: [CardStack.Event] = []
    /// The location of the last pointer event.
    var finger = Point.zero

    init(_ stack: CardStack) {
        self.stack = stack
        self.time = stack.time
    }

    init(count: Int, configuration: CardStack.Configuration = StackGeometry.configuration) {
        self.init(CardStack(ids: StackGeometry.ids(count), configuration: configuration))
    }

    mutating func down(_ location: Point, at t: Double) {
        frames(until: t)
        finger = location
        stack.handle(PointerEvent(id: 1, phase: .down, location: location, timestamp: t))
        collect()
    }

    mutating func move(_ location: Point, at t: Double) {
        frames(until: t)
        finger = location
        stack.handle(PointerEvent(id: 1, phase: .move, location: location, timestamp: t))
        collect()
    }

    mutating func up(_ location: Point, at t: Double) {
        frames(until: t)
        finger = location
        stack.handle(PointerEvent(id: 1, phase: .up, location: location, timestamp: t))
        collect()
    }

    mutating func cancel(at t: Double) {
        frames(until: t)
        stack.handle(PointerEvent(id: 1, phase: .cancel, location: finger, timestamp: t))
        collect()
    }

    /// A quick tap (released after 0.04 s, before the 0.05 s long press).
    mutating func tap(_ location: Point, at t: Double) {
        down(location, at: t)
        up(location, at: t + 0.04)
    }

    /// Presses card `k` at `t` and holds it still until `t + hold` (the long press fires at `t + 0.05`).
    mutating func lift(card k: Int, at t: Double, hold: Double = 0.1) {
        down(StackGeometry.point(onCard: k), at: t)
        frames(until: t + hold)
    }

    /// Moves the held finger by `dy` (and `dx`) from its down location in `steps` straight steps over `duration`.
    mutating func drag(
        from start: Point, dx: Double = 0, dy: Double, at t: Double, duration: Double = 0.2, steps: Int = 10
    ) {
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(Point(x: start.x + dx * f, y: start.y + dy * f), at: t + duration * f)
        }
    }

    /// Lifts card `k`, drags it by `dy` (starting at `t`), and releases it; returns the release time.
    @discardableResult
    mutating func reorder(card k: Int, dx: Double = 0, dy: Double, at t: Double) -> Double {
        let start = StackGeometry.point(onCard: k)
        lift(card: k, at: t)
        drag(from: start, dx: dx, dy: dy, at: t + 0.1)
        up(Point(x: start.x + dx, y: start.y + dy), at: t + 0.35)
        return t + 0.35
    }

    /// Advances frame by frame (120 Hz) up to `t`, then to `t` exactly.
    mutating func frames(until t: Double) {
        while time + 1.0 / 120 < t {
            time += 1.0 / 120
            stack.advance(to: time)
            collect()
        }
        if t > time { time = t }
        stack.advance(to: time)
        collect()
    }

    /// Runs frames until the stack rests (at most `limit` seconds of virtual time).
    mutating func settle(limit: Double = 10) {
        let end = time + limit
        while stack.needsFrames, time < end {
            frames(until: time + 1.0 / 120)
        }
    }

    mutating func collect() { events += stack.takeEvents() }

    /// Returns the collected events and forgets them.
    mutating func takeEvents() -> [CardStack.Event] {
        defer { events = [] }
        return events
    }

    /// The placement of card `id` now.
    func placement(_ id: String) -> CardPlacement? { stack.placement(of: id) }

    /// The vertical offsets of all cards, in order.
    var offsetsY: [Double] { stack.placements.map(\.offset.y) }
}
