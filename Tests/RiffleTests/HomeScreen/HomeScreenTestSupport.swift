@testable import Riffle

/// Gesture scripts for a home screen on the generic host, each returning the events it caused: raw pointer events
/// at explicit times with frames at 120 Hz in between (`down`, `move`, `up`, `glide`, `longPress`), and the drag
/// callbacks a SwiftUI view makes (`tap(_:)`, `drag(from:to:hold:duration:release:)`). The clock is the screen's
/// latest input time.
extension ComponentHost where Component == HomeScreen {
    /// A host over `screen`, recording.
    ///
    /// The recording keeps the latest pointer time: a script's later pointer event never goes before it (0.1 + 0.2
    /// > 0.3 in binary).
    static func script(_ screen: HomeScreen) -> Self {
        var host = ComponentHost(screen)
        host.startRecording(component: "home")
        return host
    }

    /// A host over a bare 390 × 844 view as a SwiftUI view sets it up (seed 002's geometry: 65-point icons, 4
    /// columns of 72.5 points, 6 rows of 83 points 20 apart, 24 icons a page), with the icons of
    /// ``IconArrangement/sample(pages:dock:)``.
    static func view(pages: [Int] = [20, 20, 5], dock: Int = 4, settings: HomeScreen.Settings = .init()) -> Self {
        var host = script(HomeScreen(layout: .sample(pages: pages, dock: dock), settings: settings))
        host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
        return host
    }

    /// The screen's clock: its latest input.
    var time: Double { component.time }

    /// The time of the latest recorded pointer event.
    var lastPointerTime: Double {
        recording?.entries.last { entry in
            switch entry.event {
            case .down, .move, .up, .cancel: true
            default: false
            }
        }?.time ?? -.infinity
    }

    /// One raw pointer event (id 1) at `time` (never before the latest one), after the frames up to it.
    @discardableResult
    mutating func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: Double) -> [HomeScreen.Event]
    {
        let t = Swift.max(time, lastPointerTime)
        return frames(until: t) + handle(PointerEvent(id: 1, phase: phase, location: Point(x: x, y: y), timestamp: t))
    }

    @discardableResult
    mutating func down(_ x: Double, _ y: Double, at t: Double) -> [HomeScreen.Event] { pointer(.down, x, y, at: t) }
    @discardableResult
    mutating func move(_ x: Double, _ y: Double, at t: Double) -> [HomeScreen.Event] { pointer(.move, x, y, at: t) }
    @discardableResult
    mutating func up(_ x: Double, _ y: Double, at t: Double) -> [HomeScreen.Event] { pointer(.up, x, y, at: t) }

    /// A quick tap at `point`: down at `t`, up 50 ms later.
    @discardableResult
    mutating func tap(_ point: Point, at t: Double) -> [HomeScreen.Event] {
        down(point.x, point.y, at: t) + up(point.x, point.y, at: t + 0.05)
    }

    /// A straight movement of a held pointer from `from` to `to` over `duration`, sampled every 8 ms.
    @discardableResult
    mutating func glide(from: Point, to: Point, start: Double, duration: Double) -> [HomeScreen.Event] {
        let steps = Swift.max(1, Int((duration / 0.008).rounded()))
        var events: [HomeScreen.Event] = []
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            events += move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, at: start + duration * f)
        }
        return events
    }

    /// Long-presses at `point` (down at `t`, frames until the press fires), leaving the pointer down.
    @discardableResult
    mutating func longPress(_ point: Point, at t: Double) -> [HomeScreen.Event] {
        down(point.x, point.y, at: t) + frames(until: t + 0.55)
    }

    /// Advances frame by frame (120 Hz) up to `t`, then to `t` exactly.
    @discardableResult
    mutating func frames(until t: Double) -> [HomeScreen.Event] {
        var events: [HomeScreen.Event] = []
        while time + 1.0 / 120 < t { events += advance(to: time + 1.0 / 120) }
        if t > time { events += advance(to: t) }
        return events
    }

    /// Runs frames until nothing moves (at most `limit` seconds).
    @discardableResult
    mutating func settle(limit: Double = 10) -> [HomeScreen.Event] {
        let end = time + limit
        var events: [HomeScreen.Event] = []
        while needsFrames, time < end { events += advance(to: time + 1.0 / 120) }
        return events
    }

    /// Runs frames until nothing but edit mode's wiggle moves, then one more second.
    @discardableResult
    mutating func settleBesidesWiggle() -> [HomeScreen.Event] {
        var limit = 2400
        var events: [HomeScreen.Event] = []
        while needsFrames, !component.isEditing || component.draggedIcon != nil, limit > 0 {
            events += frames(until: time + 1.0 / 120)
            limit -= 1
        }
        return events + frames(until: time + 1)
    }

    /// A tap through the drag callbacks at `point`: a change, and the end 50 ms later.
    @discardableResult
    mutating func tap(_ point: Point) -> [HomeScreen.Event] {
        let start = time
        return pointerChanged(to: point, from: point, at: start) + pointerEnded(at: point, time: start + 0.05)
    }

    /// A straight drag through the drag callbacks from `from` to `to` over `duration` in 12 steps, after holding
    /// for `hold` seconds.
    @discardableResult
    mutating func drag(from: Point, to: Point, hold: Double = 0, duration: Double = 0.3, release: Bool = true)
        -> [HomeScreen.Event]
    {
        var events = pointerChanged(to: from, from: from, at: time)
        events += frames(until: time + hold)
        for step in 1...12 {
            let f = Double(step) / 12
            events += frames(until: time + duration / 12)
            events += pointerChanged(
                to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), at: time)
        }
        if release { events += pointerEnded(at: to, time: time) }
        return events
    }

    /// The placement of an icon in the view now, if it is drawn.
    func placement(_ id: IconID) -> HomeScreen.IconPlacement? {
        placements(at: time).first { $0.id == id }
    }
}

extension IconArrangement {
    /// The icon at a location, or `nil` when there is none.
    ///
    /// - Parameter location: A location.
    /// - Returns: The icon there.
    /// - Complexity: O(1).
    func icon(at location: IconLocation) -> IconID? {
        switch location {
        case .page(let page, let index):
            guard pages.indices.contains(page), pages[page].indices.contains(index) else { return nil }
            return pages[page][index]
        case .dock(let index):
            return dock.indices.contains(index) ? dock[index] : nil
        }
    }

    /// Icons "a0", "a1", … in pages of the given sizes, and a dock of "d0", "d1", ….
    static func sample(pages sizes: [Int] = [20, 20, 5], dock: Int = 4) -> IconArrangement {
        var counter = 0
        let pages = sizes.map { count -> [IconID] in
            (0..<count).map { _ in
                defer { counter += 1 }
                return IconID(rawValue: "a\(counter)")
            }
        }
        return IconArrangement(pages: pages, dock: (0..<dock).map { IconID(rawValue: "d\($0)") })
    }
}

extension HomeScreen {
    /// A screen of ``IconArrangement/sample(pages:dock:)``.
    static func sample(
        pages sizes: [Int] = [20, 20, 5], dock: Int = 4, size: Vector = Vector(x: 390, y: 844),
        configuration: Configuration = Configuration()
    ) -> HomeScreen {
        HomeScreen(
            layout: .sample(pages: sizes, dock: dock), screenSize: size, settings: .init(configuration: configuration))
    }

    /// The centre of grid slot `k` of the page shown on a bare 390 × 844 view, in left-to-right view coordinates.
    static func viewSlot(_ k: Int) -> Point {
        Point(x: 23.75 + Double(k % 4) * 92.5 + 32.5, y: 20 + Double(k / 4) * 103 + 32.5)
    }

    /// Where to draw every icon on screen this frame, in drawing order (ascending ``IconPlacement/zIndex``): the
    /// icons of the pages on screen, the dock's icons, icons moving to a new place, then the dragged icon.
    ///
    /// Icons of pages off screen are left out unless their motion brings them on screen.
    ///
    /// - Complexity: O(icons on the visible pages + dock + moving icons).
    var placements: [IconPlacement] {
        var result: [IconPlacement] = []
        forEachCurrentPlacement { result.append($0) }
        return result
    }

    /// The centre of a page slot's icon on screen when the page is shown.
    func slotCenter(_ index: Int) -> Point { geometry.iconFrame(atSlot: index).center }

    /// The placement of an icon, if it is drawn.
    func placement(of id: IconID) -> IconPlacement? { placements.first { $0.id == id } }

    /// The placements of the dock's icons only.
    var dockPlacements: [IconPlacement] {
        placements.filter { $0.location.isInDock && !$0.isDragged }
    }

    /// Where the dragged icon would land if dropped now, if an icon is dragged.
    var dropTarget: IconLocation? { drag?.target }

    /// An icon's wiggle rotation now, in radians: 0 outside edit mode (once the wiggle has died away), for the
    /// dragged icon, and under Reduce Motion.
    ///
    /// - Parameter id: An icon.
    /// - Returns: The rotation.
    func wiggleRotation(of id: IconID) -> Double {
        wiggleRotation(of: id, in: placementFrame)
    }
}

extension IconLocation {
    /// Whether the location is in the dock.
    var isInDock: Bool {
        if case .dock = self { return true }
        return false
    }

    /// The index on the page or in the dock.
    var index: Int {
        switch self {
        case .page(_, let index), .dock(let index): return index
        }
    }
}

extension HomeScreen.IconPlacement {
    /// The page the icon is on, or `nil` in the dock.
    var page: Int? { location.page }
}

extension Array {
    /// The elements, leaving the array empty.
    mutating func takeAll() -> Self {
        defer { removeAll() }
        return self
    }
}
