/// Everything a UI view keeps for one ``CardStack`` (a wallet), so the view itself only forwards callbacks and
/// draws.
///
/// A SwiftUI (or any other) wallet view holds one `CardStackHost` as its state and calls it from its callbacks: the
/// view's size (``setViewport(width:height:at:)``), its settings and the environment (``apply(_:at:)``), its order
/// binding (``setOrder(_:at:)``), its selection binding (``select(_:at:)``), drag callbacks
/// (``pointerChanged(to:from:at:)``, ``pointerEnded(at:time:)``, ``pointerCancelled(at:)``), frames
/// (``advance(to:)``) and accessibility actions. After every call the view mirrors ``order`` and ``selection`` into
/// its bindings and acts on the returned ``Output``s. To draw, it reads ``placements(at:)`` and
/// ``historySlot(at:)``.
///
/// The stack is created when the first usable size arrives, fitted to it (``Settings/configuration(forViewport:)``),
/// and plays seed 004's entrance unless the settings say otherwise; until then the host remembers the order and the
/// selection, shows nothing and needs no frames.
///
/// ```swift
/// var host = CardStackHost(order: ["visa", "master", "amex", "discover"], selection: nil)
/// _ = host.setViewport(width: 390, height: 700, at: 0)
/// _ = host.pointerChanged(to: Point(x: 200, y: 300), at: 1.0)   // a finger lands on a card
/// _ = host.pointerEnded(at: Point(x: 200, y: 300), time: 1.02)  // and lifts: a tap
/// host.selection                                               // the tapped card
/// ```
///
/// - Complexity: Every call is O(n) in the number of cards; ``setOrder(_:at:)`` is O(n) expected (hashing).
public struct CardStackHost: Sendable {
    /// The settings in effect (the last ones applied).
    public internal(set) var settings: Settings
    /// The stack, once a usable viewport is known (nil before).
    public internal(set) var stack: CardStack?
    /// The cards' identifiers in order: what the view's order binding should hold.
    ///
    /// Never holds an identifier twice.
    public internal(set) var order: [String] {
        didSet { mirroredOrderRevision = nil }
    }
    /// The stack's ``CardStack/orderRevision`` when ``order`` was last checked against it, or nil when unknown:
    /// the order is compared again only after it changes.
    var mirroredOrderRevision: Int?
    /// The selected card: what the view's selection binding should hold.
    public internal(set) var selection: String?
    /// The card whose history the history slot shows: the selected card, and while the slot closes after a
    /// deselection, the card that was selected; nil when the slot is closed or its card was removed.
    public internal(set) var historyID: String?
    /// The viewport's size (`x` the width, `y` the height), in points; zero until known.
    public internal(set) var viewport: Vector = .zero
    /// The drag callbacks turned into pointer events.
    var pointer = PointerSession()

    /// Creates a host; the stack itself is created when the first usable viewport arrives.
    ///
    /// - Parameters:
    ///   - order: The cards' identifiers, in order (the first is drawn in front). A repeated identifier is
    ///     dropped (the first occurrence stays), as ``CardStack/init(ids:configuration:time:)`` does.
    ///   - selection: The selected card, or nil; an identifier the order does not hold counts as nil.
    ///   - settings: The settings (``apply(_:at:)`` changes them later).
    public init(order: [String], selection: String?, settings: Settings = Settings()) {
        var seen = Set<String>()
        self.order = order.filter { seen.insert($0).inserted }
        self.selection = selection.flatMap { seen.contains($0) ? $0 : nil }
        self.historyID = self.selection
        self.settings = settings
        _checkInvariants()
    }

    /// Something the view must act on after a call.
    public enum Output: Hashable, Sendable {
        /// A card moved in the order (by a drag or an accessibility action), from one index to another; the view
        /// writes ``CardStackHost/order`` to its binding in any case.
        case moved(id: String, from: Int, to: Int)
        /// A message for assistive technologies: a card's new place after an accessibility action moved it
        /// ("Visa, card 1 of 4").
        case announcement(String)
    }

    /// Whether the view should keep producing frames: a motion runs or a finger is down (a long press may fire).
    public var needsFrames: Bool { stack?.needsFrames ?? false }

    /// Checks the host's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`).
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(Set(order).count == order.count, "the order holds each card once")
            _riffleInvariant(selection.map(order.contains) ?? true, "the selected card is in the order")
            _riffleInvariant(historyID.map(order.contains) ?? true, "the history's card is in the order")
            _riffleInvariant(viewport.isFinite && viewport.x >= 0 && viewport.y >= 0, "the viewport is usable")
            if let stack {
                _riffleInvariant(stack.ids == order, "the stack holds the host's order")
                _riffleInvariant(stack.selectedID == selection, "the stack has the host's selection")
                _riffleInvariant(viewport.x > 0 && viewport.y > 0, "a stack exists only for a usable viewport")
            }
        #endif
    }
}
