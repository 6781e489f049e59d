/// One icon held by a finger on a home screen: where it came from, where it would land, the arrangement on screen
/// while it moves, and the screen edge it holds.
///
/// The rules of an icon drag that need no screen live here as plain functions of the session and the geometry:
/// which slot the icon's centre asks for (``landingTarget(onPage:geometry:)``), the arrangement with the icon
/// there (``land(at:geometry:)``), and which edge the finger holds (``heldEdge(geometry:edgeWidth:)``).
/// ``HomeScreen`` composes it with its pages (a ``Track``), the reflow motions and the events.
struct IconDragSession: Sendable {
    /// The left or right screen edge.
    enum Edge: Hashable, Sendable {
        /// The left edge: the previous page.
        case leading
        /// The right edge: the next page.
        case trailing
    }

    /// The icon.
    var id: IconID
    /// Where it was in the screen's arrangement when lifted.
    var origin: IconLocation
    /// Where it would land now.
    var target: IconLocation
    /// The arrangement without the icon, plus the pages added while dragging.
    var base: IconArrangement
    /// `base` with the icon inserted at `target`: the arrangement on screen.
    var working: IconArrangement
    /// The icon's centre minus the finger, fixed at the lift.
    var grab: Vector
    /// The finger.
    var finger: Point
    /// The edge the finger is holding, if any.
    var edge: Edge?
    /// When the current edge hold turns the next page: its start plus the hold duration, then each turn's time
    /// plus the repeat interval (infinity while no edge is held).
    var nextEdgeTurn = Double.infinity

    /// Lifts `id` from `arrangement` under a finger at `finger`, its centre drawn at `center`.
    init(lifting id: IconID, from origin: IconLocation, in arrangement: IconArrangement, center: Point, finger: Point) {
        var base = arrangement
        base.remove(id)
        self.id = id
        self.origin = origin
        self.target = origin
        self.base = base
        self.working = arrangement
        self.grab = center - finger
        self.finger = finger
    }

    /// The dragged icon's centre.
    var center: Point { finger + grab }

    /// Where the icon would land for its centre, with the screen showing page `page`.
    ///
    /// Over the dock: the dock, if it has room (a full dock refuses: nil). Elsewhere: the slot under the centre on
    /// that page, at most right after the page's icons and at most its last slot (a full page then pushes its
    /// last icon on).
    ///
    /// - Complexity: O(1).
    func landingTarget(onPage page: Int, geometry: HomeScreen.Geometry) -> IconLocation? {
        let center = self.center
        if center.y >= geometry.dockFrame.minY {
            let others = base.dock.count
            guard others < geometry.dockCapacity else { return nil }
            return .dock(index: geometry.dockInsertionIndex(at: center.x, count: others))
        }
        let count = page < base.pages.count ? base.pages[page].count : 0
        let last = geometry.pageCapacity == Int.max ? count : Swift.max(0, geometry.pageCapacity - 1)
        return .page(page, index: Swift.min(geometry.slot(at: center), count, last))
    }

    /// Makes `target` the landing place: ``working`` becomes ``base`` with the icon there.
    ///
    /// - Returns: Whether the arrangement took the icon there (only a full dock refuses, and then nothing
    ///   changes).
    /// - Complexity: O(n).
    mutating func land(at target: IconLocation, geometry: HomeScreen.Geometry) -> Bool {
        var working = base
        guard working.insert(id, at: target, pageCapacity: geometry.pageCapacity, dockCapacity: geometry.dockCapacity)
        else { return false }
        self.target = target
        self.working = working
        return true
    }

    /// The screen edge the finger holds: within `edgeWidth` of the left or right edge, above the dock.
    ///
    /// - Complexity: O(1).
    func heldEdge(geometry: HomeScreen.Geometry, edgeWidth: Double) -> Edge? {
        guard geometry.hasArea, center.y < geometry.dockFrame.minY else { return nil }
        if finger.x <= edgeWidth { return .leading }
        if finger.x >= geometry.screenSize.x - edgeWidth { return .trailing }
        return nil
    }
}
