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

/// Scripts for card stacks, on the stack itself: pointer events at explicit times through the stack's own
/// `.wallet` recognizer, frames at 120 Hz in between; the events wait in the stack until `takeEvents()`.
extension CardStack {
    /// `count` cards "c0", "c1", … at rest at time 0.
    init(count: Int, configuration: CardStack.Configuration = StackGeometry.configuration) {
        self.init(ids: StackGeometry.ids(count), configuration: configuration)
    }

    mutating func down(_ location: Point, at t: Double) {
        frames(until: t)
        handle(PointerEvent(id: 1, phase: .down, location: location, timestamp: t))
    }

    mutating func move(_ location: Point, at t: Double) {
        frames(until: t)
        handle(PointerEvent(id: 1, phase: .move, location: location, timestamp: t))
    }

    mutating func up(_ location: Point, at t: Double) {
        frames(until: t)
        handle(PointerEvent(id: 1, phase: .up, location: location, timestamp: t))
    }

    mutating func cancel(at t: Double) {
        frames(until: t)
        handle(PointerEvent(id: 1, phase: .cancel, location: .zero, timestamp: t))
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
        while time + 1.0 / 120 < t { advance(to: time + 1.0 / 120) }
        advance(to: Swift.max(t, time))
    }

    /// Runs frames until the stack rests (at most `limit` seconds of virtual time).
    mutating func settle(limit: Double = 10) {
        let end = time + limit
        while needsFrames, time < end {
            frames(until: time + 1.0 / 120)
        }
    }

    /// The placement of card `id` now.
    func placement(_ id: String) -> CardPlacement? { placement(of: id) }

    /// The vertical offsets of all cards, in order.
    var offsetsY: [Double] { placements.map(\.offset.y) }
}
