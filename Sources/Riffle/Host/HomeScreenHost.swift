/// Everything a UI view keeps for one ``HomeScreen``, so the view itself only forwards callbacks and draws.
///
/// A SwiftUI (or any other) home-screen view holds one `HomeScreenHost` as its state and calls it from its
/// callbacks: the view's size and safe area (``setViewport(width:height:topInset:bottomInset:at:)``), its settings
/// and the environment (``apply(_:at:)``), its layout binding (``setLayout(_:at:)``), drag callbacks
/// (``pointerChanged(to:from:at:)``, ``pointerEnded(at:time:)``, ``pointerCancelled(at:)``), frames
/// (``advance(to:)``), the Done button (``endEditing(at:)``) and accessibility actions. After every call the view
/// mirrors ``layout`` into its binding and acts on the returned ``Output``s. To draw, it reads
/// ``placements(at:)``, ``dots(at:)`` and ``HomeScreen/geometry``.
///
/// The screen exists from the start; until a usable size arrives it has no area and draws nothing.
///
/// Some changes have no counterpart in ``HomeScreen``'s commands and rebuild the screen from its layout: new
/// settings (a configuration or Reduce Motion), a new safe area, and a layout set from outside. A rebuild keeps
/// the page (clamped to the new pages) and edit mode; icons jump to their new places instead of moving, and an
/// icon being dragged goes back (the rest of that touch is ignored).
///
/// ```swift
/// var host = HomeScreenHost(layout: IconArrangement(pages: [["Mail", "Maps"]], dock: ["Phone"]))
/// _ = host.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34, at: 0)
/// let outputs = host.activate("Mail", at: 1)   // VoiceOver's double tap: [.open("Mail")]
/// ```
///
/// - Complexity: Pointer input and frames are O(n) in the number of icons at worst, as ``HomeScreen`` is; a
///   rebuild is O(n).
public struct HomeScreenHost: Sendable {
    /// The settings in effect (the last ones applied).
    public internal(set) var settings: Settings
    /// The screen.
    public internal(set) var screen: HomeScreen
    /// The viewport's size (`x` the width, `y` the height), in points; zero until known.
    public internal(set) var viewport: Vector = .zero
    /// The safe area's height at the top of the view, in points (added to the configuration's
    /// ``HomeScreen/Configuration/topInset``).
    public internal(set) var safeAreaTop = 0.0
    /// The safe area's height at the bottom of the view, in points (added to the configuration's
    /// ``HomeScreen/Configuration/bottomInset``).
    public internal(set) var safeAreaBottom = 0.0
    /// The drag callbacks turned into pointer events.
    var pointer = PointerSession()

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - layout: The pages and the dock (repaired if invalid, see ``HomeScreen/diagnostics``).
    ///   - settings: The settings (``apply(_:at:)`` changes them later).
    public init(layout: IconArrangement, settings: Settings = Settings()) {
        self.settings = settings
        var configuration = settings.configuration
        configuration.topInset = Self.finite(configuration.topInset)
        configuration.bottomInset = Self.finite(configuration.bottomInset)
        self.screen = HomeScreen(layout: layout, screenSize: .zero, configuration: configuration)
        _ = screen.takeEvents()
        _checkInvariants()
    }

    /// Something the view must act on after a call.
    public enum Output: Hashable, Sendable {
        /// An icon was tapped (or activated with VoiceOver) outside edit mode: open its app.
        case open(IconID)
        /// Edit mode began (`true`) or ended (`false`).
        case editingChanged(Bool)
        /// A dragged icon was dropped, or an accessibility action moved it, somewhere else; the view writes
        /// ``HomeScreenHost/layout`` to its binding in any case.
        case moved(IconID, from: IconLocation, to: IconLocation)
        /// The page the screen shows or is moving to changed.
        case pageChanged(Int)
        /// A message for assistive technologies: the page the screen turned to ("Page 2 of 3"), or an icon's new
        /// place after an accessibility action moved it.
        case announcement(String)
    }

    /// The arrangement of icons as persisted: what the view's layout binding should hold.
    ///
    /// It changes on a drop, an accessibility move, when edit mode ends (empty pages removed), when a new size
    /// leaves a page over capacity, and when a layout set from outside had to be repaired.
    public var layout: IconArrangement { screen.layout }

    /// Whether the screen is in edit mode (the icons wiggle and the view shows its Done button).
    public var isEditing: Bool { screen.isEditing }

    /// What was wrong with the latest layout the screen was built from (and repaired): a view logs it.
    public var diagnostics: [IconArrangement.Problem] { screen.diagnostics }

    /// Whether the view should keep producing frames: the pages or icons move, an icon is dragged, or the icons
    /// wiggle.
    ///
    /// A finger resting where a long press may fire is ``nextDeadline``; ``ReplayableHost/isIdle`` counts both.
    public var needsFrames: Bool { screen.needsFrames }

    /// The configuration the screen uses: the settings' configuration with the safe area added to its insets.
    var effectiveConfiguration: HomeScreen.Configuration {
        var result = settings.configuration
        result.topInset = HomeScreenHost.finite(result.topInset) + safeAreaTop
        result.bottomInset = HomeScreenHost.finite(result.bottomInset) + safeAreaBottom
        return result
    }

    /// A length that is finite and not negative (0 otherwise), at most 10⁶.
    static func finite(_ value: Double) -> Double {
        value.isFinite ? Swift.min(Swift.max(value, 0), 1e6) : 0
    }

    /// Checks the host's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`).
    @inline(__always)
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(viewport.isFinite && viewport.x >= 0 && viewport.y >= 0, "the viewport is usable")
            _riffleInvariant(safeAreaTop.isFinite && safeAreaTop >= 0, "the top safe area is usable")
            _riffleInvariant(safeAreaBottom.isFinite && safeAreaBottom >= 0, "the bottom safe area is usable")
            _riffleInvariant(
                HostComparison.same(screen.configuration, effectiveConfiguration), "the screen has the host's settings")
            if viewport.x > 0 && viewport.y > 0 {
                _riffleInvariant(screen.geometry.screenSize == viewport, "the screen has the host's size")
            }
        #endif
    }
}

extension HomeScreenHost {
    /// How many frames a view draws per wiggle period when the wiggle is the only thing that moves.
    ///
    /// Eight samples of a sine per period keep every drawn rotation within one eighth of a period of the true
    /// curve; at the default period (0.26 s) that is about 31 frames a second instead of the display's 60 or 120.
    public static let wiggleFramesPerPeriod = 8.0

    /// The shortest interval between frames the view needs, in seconds: nil (every display frame) while pages,
    /// icons, a lift or the wiggle's ramp move, a drag is in progress or a long press may fire; the wiggle
    /// period divided by ``wiggleFramesPerPeriod`` while edit mode's steady wiggle is all that moves (nothing
    /// else then changes between frames).
    ///
    /// Pass it with ``ReplayableHost/isIdle`` to a frame timeline, e.g. SwiftUI's
    /// `.animation(minimumInterval: host.frameInterval, paused: host.isIdle)`.
    public var frameInterval: Double? {
        let onlyWiggling =
            !screen.track.needsFrames && screen.drag == nil && screen.offsets.isEmpty && screen.lift.isSettled
            && screen.wiggleEnvelope.isSettled && screen.nextDeadline == nil && needsFrames
        guard onlyWiggling else { return nil }
        return screen.configuration.wiggle.sanitized.period / Self.wiggleFramesPerPeriod
    }
}

extension HomeScreenHost {
    /// A custom accessibility action on an icon: what a sighted user does with a long press and a drag.
    ///
    /// "Back" and "forward" follow the reading order of a page (and the dock's order): moving back brings an icon
    /// one place toward the page's first slot.
    public enum IconAction: String, Hashable, Sendable, CaseIterable {
        /// Enters edit mode (outside edit mode, the only action).
        case edit = "Edit Home Screen"
        /// One place back on the page or in the dock.
        case moveBackward = "Move back"
        /// One place forward on the page or in the dock.
        case moveForward = "Move forward"
        /// To the end of the previous page.
        case moveToPreviousPage = "Move to previous page"
        /// To the end of the next page (a new page after the last).
        case moveToNextPage = "Move to next page"
        /// To the end of the dock.
        case moveToDock = "Move to dock"
        /// From the dock to the end of the page shown.
        case moveOutOfDock = "Move out of dock"

        /// The action's name, to show in the assistive technology's action list.
        public var name: String { rawValue }
    }
}
