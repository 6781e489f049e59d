/// A phone's home screen: pages of app icons in an adaptive grid, page dots and a dock, with edit mode (long press,
/// wiggle, drag icons within and across pages and in and out of the dock).
///
/// `HomeScreen` is a value type driven only by its inputs, like ``Track``: pointer events (``handle(_:)``), frame
/// times (``advance(to:)``), size changes (``Command/setViewport(width:height:topInset:bottomInset:)``) and commands. It never reads a clock. Each frame the
/// host reads the placements (``forEachPlacement(at:_:)``: every icon's frame, rotation, scale and z-order),
/// ``dots(at:)`` and ``geometry`` and draws them; the host's calls return what happened.
///
/// ```swift
/// var home = ComponentHost(HomeScreen(
///     layout: IconArrangement(pages: [["Mail", "Maps", "Notes"]], dock: ["Phone", "Safari"]), settings: .init()))
/// var events = home.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
/// events += home.handle(PointerEvent(id: 1, phase: .down, location: Point(x: 56, y: 52), timestamp: 0))
/// events += home.advance(to: 0.5)          // the long press: edit mode, the icon lifts
/// events += home.handle(PointerEvent(id: 1, phase: .move, location: Point(x: 240, y: 52), timestamp: 0.7))
/// events += home.handle(PointerEvent(id: 1, phase: .up, location: Point(x: 240, y: 52), timestamp: 0.8))
/// for placement in home.placements(at: 0.8) { /* draw placement.id in placement.frame */ }
/// // events: [.editingChanged(true), .moved("Mail", from: …, to: …)]
/// ```
///
/// ## Gestures
///
/// One ``GestureRecognizer`` serves the whole screen (`Configuration/gesture`, by default
/// ``GestureRecognizer/Configuration/homeScreen``):
/// - a horizontal drag before the long press pages the ``track`` (``Configuration/snapPolicy``);
/// - a tap on an icon outside edit mode reports ``Event/open(_:)``; a tap on a page dot changes the page;
/// - a long press (0.5 s) on an icon enters edit mode and lifts the icon; moving the finger then drags it;
/// - in edit mode, pressing an icon and moving drags it at once; a tap on empty space ends edit mode.
///
/// ## Dragging an icon
///
/// While an icon is dragged the other icons make room live where it would land (``liveLayout``). Held within
/// `Configuration/edgeWidth` of the left or right edge for `Configuration/edgeHoldDuration` (0.8 s) the pages
/// turn, and again after every further `Configuration/edgeHoldRepeatInterval` (1 s); past the last page a new
/// page appears. Over the dock the icon joins the dock if there is room. Dropped on a full page, the page's last
/// icon moves to the front of the next page (and so on). A cancelled drag puts everything back. ``layout``
/// changes only on a drop, and empty pages disappear when edit mode ends.
///
/// Every icon is always in exactly one place and no page or dock holds more than its capacity, whatever the
/// input (``layout`` and ``liveLayout`` both).
///
/// - Complexity: Input and frames are O(n) in the number of icons at worst, O(visible icons) for
///   ``forEachPlacement(at:_:)``.
public struct HomeScreen: Sendable {
    /// The settings in effect (the last ones configured): the configuration as given and the layout direction.
    public internal(set) var settings: Settings
    /// The safe area's height at the top of the view, in points (added to the configuration's
    /// `Configuration/topInset`).
    var safeAreaTop = 0.0
    /// The safe area's height at the bottom of the view, in points (added to the configuration's
    /// `Configuration/bottomInset`).
    var safeAreaBottom = 0.0
    /// The configuration in use: the settings' configuration with bad values replaced and the safe area added to its
    /// insets (``Configuration/inUse(safeAreaTop:safeAreaBottom:)``).
    var configuration: Configuration
    /// The geometry for the current screen size.
    public internal(set) var geometry: Geometry
    /// The arrangement of icons, as persisted: it changes when a dragged icon is dropped, by commands, and when
    /// edit mode ends (empty pages removed).
    public internal(set) var layout: IconArrangement
    /// The track of pages (one full-width item per page, leading-aligned).
    public internal(set) var track: Track
    /// The page dots, kept in sync with ``track``.
    var indicator: PageIndicator
    /// Whether the screen is in edit mode (icons wiggle and can be dragged).
    public internal(set) var isEditing = false
    /// The time of the latest input, in seconds.
    var time: Double
    /// What was wrong with the layout given to `init(layout:screenSize:configuration:time:)` (and repaired).
    var diagnostics: [IconArrangement.Problem]
    /// The one recognizer for the whole screen.
    var recognizer: GestureRecognizer
    /// Whether ``recognizer`` has the edit-mode composition.
    var recognizerIsEditing = false
    /// Who owns each press: the dots when it went down on them (until they decline it), else the recognizer.
    ///
    /// One pointer at a time, as the recognizer follows one.
    var arena = PointerArena<PointerPart>(maximumPointers: 1)
    /// The pointer sequence in progress (as the recognizer sees it).
    var press: Press?
    /// The icon being dragged.
    var drag: IconDragSession?
    /// Icons moving to a new slot: their offset from the slot, animated to zero.
    var offsets: [IconID: OffsetMotion] = [:]
    /// The icon that is lifted or still shrinking back after its drop.
    var liftedIcon: IconID?
    /// The lifted icon's scale.
    var lift: AnimatedValue
    /// The wiggle's envelope, 0 (still) to 1 (full wiggle).
    var wiggleEnvelope: AnimatedValue
    /// Events not yet taken.
    var pendingEvents: [Event] = []
    /// Whether the page changes among ``pendingEvents`` are announced when drained (not after an adjustable or
    /// icon action).
    var announcesPages = true

    /// Creates a home screen with a view's settings and no size yet: it draws nothing until a
    /// ``Command/setViewport(width:height:topInset:bottomInset:)`` gives it one, then rests on its first page.
    ///
    /// The layout is repaired if needed (see ``IconArrangement/validate(pageCapacity:dockCapacity:)`` and
    /// `diagnostics`): repeated icons keep their first occurrence in reading order, dock icons beyond the dock's
    /// capacity move to the end of the last page, a page over capacity pushes its last icons onto the next pages
    /// (once the first size with an area sets the page capacity), and empty pages are removed (there is always at
    /// least one page, possibly empty).
    ///
    /// - Parameters:
    ///   - layout: The pages and the dock (repaired if invalid, see `diagnostics`).
    ///   - settings: The configuration and the layout direction.
    public init(layout: IconArrangement, settings: Settings) {
        self.init(layout: layout, screenSize: .zero, settings: settings, time: 0)
    }

    /// Creates a home screen with settings and a safe area, resting on its first page, its layout repaired as
    /// ``init(layout:settings:)`` says; a rebuild passes the geometry whose grid it keeps.
    ///
    /// - Parameters:
    ///   - layout: The pages and the dock.
    ///   - screenSize: The screen's width (`x`) and height (`y`), in points. A size without area (the default)
    ///     lays nothing out until a viewport gives a real one (see ``Geometry``).
    ///   - settings: The configuration and the layout direction. Default: seed 002's metrics with Riffle's
    ///     paging, left to right.
    ///   - safeAreaTop: The safe area's height at the top, in points. Default 0.
    ///   - safeAreaBottom: The safe area's height at the bottom, in points. Default 0.
    ///   - time: The creation time, in seconds (non-finite counts as 0).
    ///   - previous: The geometry whose grid the screen keeps, or nil (the default) to fit one to the size.
    init(
        layout: IconArrangement, screenSize: Vector = .zero, settings: Settings = Settings(), safeAreaTop: Double = 0,
        safeAreaBottom: Double = 0, time: Double = 0, keepingGridOf previous: Geometry? = nil
    ) {
        let now = time.isUsableTime ? time : 0
        self.settings = settings
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        let configuration = settings.configuration.inUse(safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom)
        let geometry = Geometry(screenSize: screenSize, configuration: configuration, keepingGridOf: previous)
        let repaired = layout.repaired(pageCapacity: geometry.pageCapacity, dockCapacity: geometry.dockCapacity)
        self.configuration = configuration
        self.geometry = geometry
        self.layout = repaired.layout
        self.diagnostics = repaired.problems
        self.time = now
        self.track = Track(
            viewportLength: geometry.screenSize.x,
            items: .uniform(count: repaired.layout.pages.count, length: geometry.screenSize.x, spacing: 0),
            configuration: configuration.trackConfiguration, initialIndex: 0, time: now)
        self.indicator = PageIndicator(
            count: repaired.layout.pages.count, currentPage: 0, configuration: configuration.indicator)
        self.recognizer = GestureRecognizer(configuration: configuration.gesture)
        self.lift = AnimatedValue(1, tolerance: .unitProgress)
        self.wiggleEnvelope = AnimatedValue(0, tolerance: .unitProgress)
        lift.jump(to: 1, at: now)
        wiggleEnvelope.jump(to: 0, at: now)
        syncIndicator()
        _checkInvariants()
    }

    /// The arrangement on screen: ``layout`` while nothing is dragged; during a drag, the layout with the dragged
    /// icon where it would land now (the other icons moved aside, pushed along by a full page, pages added by an
    /// edge hold).
    public var liveLayout: IconArrangement { drag?.working ?? layout }

    /// The page the screen shows or is moving to.
    public var currentPage: Int { track.targetIndex }

    /// The icon under the finger, if any.
    public var draggedIcon: IconID? { drag?.id }

    /// The icon a finger is pressing that may still become a tap or a long press, or `nil`: draw it dimmed (iOS
    /// darkens a pressed icon by about a fifth at once, so that a tap is acknowledged and a long press visibly
    /// builds up).
    ///
    /// Set from the touch-down on an icon (on a page or in the dock) outside edit mode until the press ends: the
    /// tap (the app opens), the long press (edit mode begins and the icon lifts instead), a drag (the pages move),
    /// a cancel, or a release that is neither. A press that only stopped moving pages presses nothing, and neither
    /// does a press in edit mode (icons lift at once there). ``IconPlacement/isPressed`` marks the same icon.
    var pressedIcon: IconID? {
        guard !isEditing, let press, press.mode == .pending, !press.stoppedMotion,
            case .icon(let id, _) = press.target
        else { return nil }
        return id
    }

    /// Whether the host should keep producing frames: the pages or icons move, an icon is dragged, or the icons
    /// wiggle (edit mode).
    public var needsFrames: Bool {
        track.needsFrames || drag != nil || !offsets.isEmpty || !lift.isSettled || !wiggleEnvelope.isSettled
            || (isEditing && configuration.wiggle.amplitude != 0 && !configuration.reduceMotion)
    }

    /// The next time ``advance(to:)`` has work to do while nothing moves (a pending long press), or `nil`.
    public var nextDeadline: Double? { recognizer.nextDeadline }
}

extension HomeScreen {
    /// Something the host may want to react to, reported once by ``drainEvents(_:)``.
    public enum Event: Hashable, Sendable {
        /// An icon was tapped outside edit mode while the pages were still: open its app.
        case open(IconID)
        /// Edit mode began (`true`) or ended (`false`). When it ends the layout is final: persist
        /// ``HomeScreen/layout``.
        case editingChanged(Bool)
        /// A dragged icon was dropped somewhere else (`from` in the layout before, `to` in the layout after).
        ///
        /// Icons pushed along by a full page are not reported one by one; read ``HomeScreen/layout``.
        case moved(IconID, from: IconLocation, to: IconLocation)
        /// The page the screen shows or is moving to changed.
        case pageChanged(Int)
        /// A message for assistive technologies: the page the screen turned to ("Page 2 of 3", after each
        /// ``pageChanged(_:)`` but those of adjustable and icon actions), or an icon's new place after an icon
        /// action moved it.
        case announcement(AccessibilityPhrase)
    }

    /// Checks the screen's invariants (compiled only with `RIFFLE_INTERNAL_CHECKS`): every icon once, capacities
    /// held, the live arrangement holding the same icons as the layout, no empty page outside edit mode, the track
    /// and the dots showing as many pages as the screen, numbers finite.
    func _checkInvariants() {
        #if RIFFLE_INTERNAL_CHECKS
            HomeScreen.checkArrangement(layout, geometry: geometry, name: "layout")
            if let drag {
                let live = drag.working
                HomeScreen.checkArrangement(live, geometry: geometry, name: "live layout")
                _riffleInvariant(Set(live.icons) == Set(layout.icons), "the live layout holds the layout's icons")
                _riffleInvariant(drag.base.location(of: drag.id) == nil, "the drag's base lacks the dragged icon")
                _riffleInvariant(live.location(of: drag.id) == drag.target, "the dragged icon is at its target")
                _riffleInvariant(drag.finger.isFinite && drag.grab.isFinite, "the drag's points are finite")
            }
            if !isEditing, drag == nil {
                _riffleInvariant(
                    layout.pages.count == 1 || !layout.pages.contains(where: \.isEmpty),
                    "no empty page outside edit mode")
            }
            let count = Swift.max(1, liveLayout.pages.count)
            _riffleInvariant(track.layout.itemCount == count, "the track has one item per page")
            _riffleInvariant(indicator.count == count, "the dots count the pages")
            _riffleInvariant(time.isFinite, "time is finite")
            _riffleInvariant(lift.value.isFinite && wiggleEnvelope.value.isFinite, "motion values are finite")
            _riffleInvariant(drag == nil || isEditing, "icons are dragged only in edit mode")
        #endif
    }

    /// Checks one arrangement: at least one page, every icon once, pages and dock within capacity.
    static func checkArrangement(_ arrangement: IconArrangement, geometry: Geometry, name: String) {
        #if RIFFLE_INTERNAL_CHECKS
            _riffleInvariant(!arrangement.pages.isEmpty, "\(name) has a page")
            _riffleInvariant(Set(arrangement.icons).count == arrangement.icons.count, "\(name) holds each icon once")
            _riffleInvariant(
                arrangement.pages.allSatisfy { $0.count <= geometry.pageCapacity }, "\(name) pages within capacity")
            _riffleInvariant(arrangement.dock.count <= geometry.dockCapacity, "\(name) dock within capacity")
        #endif
    }
}
