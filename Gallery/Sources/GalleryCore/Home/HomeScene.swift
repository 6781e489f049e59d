import Riffle

/// Scene 5, seed 002: a phone's home screen: three pages of app icons over a wallpaper, the page dots and a dock,
/// with edit mode (long press, wiggle, drag icons within and across pages and in and out of the dock).
///
/// Every gesture goes through the core's `ComponentHost<HomeScreen>` (as SwiftUI's `HomeScreenView`: pointer
/// callbacks, `advance`, commands, events); the scene only draws the host's placements, dots and dock,
/// persists its layout (on every move and when editing ends) and owns two controls of its own: the "Done" button
/// of edit mode and the full-screen placeholder of an opened app.
public final class HomeScene: GalleryScene {
    /// Always ``SceneKind/home``.
    public let kind = SceneKind.home
    /// The host the scene drives: pointer events, frames, page and edit commands in; placements, dots and
    /// outputs (open, moved, editing, page changes, announcements) out.
    public private(set) var host: ComponentHost<HomeScreen>
    /// The pages' track, for the inspector and the trace.
    public var inspectedTracks: [InspectedTrack] { [InspectedTrack(name: "home pages", track: host.track)] }
    /// The core model behind the host (read only: pages, dock, edit mode, the drag).
    public var home: HomeScreen { host.component }
    /// The last announcement the host made ("Page 2 of 3", "Mail moved to page 1, position 2"), if any.
    public private(set) var announcement: String?
    /// The host's outputs not handled yet.
    private var outputs: [HomeScreen.Event] = []
    /// The app shown full screen (opening, open or closing), if any.
    public private(set) var openApp: IconID?
    /// The focused element, if any.
    public private(set) var focus: HomeFocus?
    /// Whether focus rings are drawn.
    public var showsFocus = false
    /// Where the layout is kept (nil: not stored).
    public let store: DocumentStore<IconArrangement>?

    /// The height of the status line under the picker, in points.
    public static let statusLineHeight = 32.0

    private let baseConfiguration: HomeScreen.Configuration
    /// The seed's or iOS's motion (`--motion`, the M key): the seed's page-turn curve or iOS's paging spring.
    public private(set) var motion = MotionStyle.preset
    private let warn: (String) -> Void
    private(set) var size = CanvasSize.phone
    private(set) var insets = SceneInsets.zero
    private(set) var time = 0.0
    private var wheel = WheelStepper()
    /// The open app's transition, 0 (the icon) … 1 (full screen).
    private var appTransition = AnimatedValue(0, tolerance: .unitProgress)
    /// The "Done" button's appearance, 0 … 1, and the status glyphs' fade (1 − it).
    private(set) var doneAppearance = AnimatedValue(0, tolerance: .unitProgress)

    /// The "Done" button's appearance now, 0 … 1.
    var doneAppearanceValue: Double { doneAppearance.value }
    /// Who owns each press: the open app, the "Done" button, or the home screen (the core's arena).
    private var arena = PointerArena<Part>()
    /// The host's icon placements of the frame being drawn (kept, so drawing does not allocate).
    var iconPlacements: [HomeScreen.IconPlacement] = []
    private var lastSaved: IconArrangement?
    private var wallpaperPicture: Picture?
    private var iconSprites: [IconID: Picture] = [:]

    /// The parts of the scene that take pointers.
    enum Part: Hashable, Sendable {
        /// The open app's placeholder (a tap anywhere closes it).
        case app
        /// The "Done" button of edit mode.
        case done
        /// An icon's "–" badge in edit mode (a tap removes the app).
        case deleteBadge(IconID)
        /// The home screen.
        case home
    }

    /// The radius of the "–" badge on an icon's top-left corner in edit mode, and of the press that hits it.
    static let badgeRadius = 11.0
    static let badgeHitRadius = 18.0

    /// The centre of an icon's "–" badge: on its square's top-left corner, inset by a fifth of the radius.
    static func badgeCenter(of frame: Rect) -> Point {
        Point(x: frame.minX + badgeRadius * 0.4, y: frame.minY + badgeRadius * 0.4)
    }

    /// The icon whose badge is under `location` in edit mode (none while an icon is dragged).
    func badge(at location: Point) -> IconID? {
        guard home.isEditing, home.draggedIcon == nil, location.isFinite else { return nil }
        return host.placements(at: time).last {
            ($0.frame.minX < size.width && $0.frame.maxX > 0)
                && (HomeScene.badgeCenter(of: $0.frame) - location).length <= HomeScene.badgeHitRadius
        }?.id
    }

    /// Creates the scene.
    ///
    /// - Parameters:
    ///   - snap: `seed` or `directional` give the core's `HomeScreen.Configuration.directionalPaging` (any movement flips a
    ///     page, ease-out animations); the other policies replace only the snap policy; nil is Riffle's paging.
    ///   - storage: Where the layout is loaded from and saved to (nil: the default layout, never saved).
    ///   - warn: Reports a problem to the user (a stored layout that could not be used, a failed save).
    public init(
        snap: SnapChoice? = nil, storage: DocumentStore<IconArrangement>? = nil, rightToLeft: Bool = false,
        warn: @escaping (String) -> Void = { _ in }
    ) {
        self.store = storage
        self.warn = warn
        self.baseConfiguration = HomeScene.configuration(snap: snap)
        var layout = HomeApp.defaultLayout
        var outcome: DocumentStore<IconArrangement>.Outcome?
        if let storage {
            let loaded = storage.load(default: HomeApp.defaultLayout) { layout in
                HomeApp.problem(with: layout).map { "\(storage.path): \($0)" }
            }
            layout = loaded.0
            outcome = loaded.1
            switch loaded.1 {
            case .loaded: lastSaved = loaded.0
            case .missing: break
            case .replaced(let reason):
                warn("home: \(reason); using the default layout")
            }
        }
        // Right to left the host mirrors the pages, the grid, the dock and the dots, as SpringBoard does.
        host = ComponentHost(
            HomeScreen(
                layout: layout,
                settings: HomeScreen.Settings(configuration: baseConfiguration, isRightToLeft: rightToLeft)))
        host.send(
            .setViewport(width: CanvasSize.phone.width, height: CanvasSize.phone.height, topInset: 0, bottomInset: 0),
            at: 0)
        if case .replaced? = outcome { save() }
    }

    /// The file name of the layout in the data directory.
    public static let fileName = "home.json"

    /// The layout's store in the gallery's data directory.
    public static func storage(in directory: String) -> DocumentStore<IconArrangement> {
        DocumentStore(directory: directory, name: fileName)
    }

    /// Deletes the stored layout (`--reset`); a failure is reported through `warn`.
    public static func resetStoredLayout(in directory: String, warn: (String) -> Void) {
        let store = storage(in: directory)
        do {
            try store.reset()
        } catch {
            warn("home: cannot delete \(store.path): \(error)")
        }
    }

    /// The grid of every page: the one a 390 × 844 window holds under the picker and the status line.
    ///
    /// The saved layout (home.json) is arranged in it, so the gallery keeps it at every window size: a resize, or a
    /// start at another size, scales the icons and never moves one to another page.
    public static let grid = HomeScreen.GridShape(columns: 4, rows: 5)

    /// The core configuration for a `--snap` choice.
    public static func configuration(snap: SnapChoice?) -> HomeScreen.Configuration {
        var configuration: HomeScreen.Configuration
        switch snap {
        case .seed?, .directional?: configuration = .directionalPaging
        case let other?: configuration = HomeScreen.Configuration(snapPolicy: other.policy(seed: .directional))
        case nil: configuration = HomeScreen.Configuration()
        }
        configuration.grid = grid
        return configuration
    }

    // MARK: - Layout

    /// Switches the page turns between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        motion = style
        var settings = host.settings
        settings.configuration = baseConfiguration.motion(style)
        outputs += host.send(.configure(settings: settings), at: max(self.time, time))
        processEvents()
    }

    /// Lays out for a new window size: the same grid (``grid``), icons scaled to fit; new insets rebuild the
    /// screen on its page.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        guard size.isUsable else { return }
        // The status line and the picker above, the home indicator below: the host's safe area.
        outputs += host.send(
            .setViewport(
                width: size.width, height: size.height, topInset: insets.top + HomeScene.statusLineHeight,
                bottomInset: insets.bottom), at: time)
        if size != self.size { wallpaperPicture = nil }
        if home.geometry.iconSize != iconSprites.values.first.map({ $0.size.width - 2 * HomeArt.iconMargin }) {
            iconSprites.removeAll()
        }
        self.size = size
        self.insets = insets
        processEvents()
    }

    /// The frame of the "Done" button of edit mode (top right, in the status line).
    public var doneFrame: CanvasRect {
        CanvasRect(
            x: size.width - 16 - 68, y: insets.top + (HomeScene.statusLineHeight - 28) / 2, width: 68, height: 28)
    }

    /// The status line under the picker.
    public var statusFrame: CanvasRect {
        CanvasRect(x: 0, y: insets.top, width: size.width, height: HomeScene.statusLineHeight)
    }

    /// The app of an icon.
    public func app(_ id: IconID) -> HomeApp? { HomeApp.named(id.rawValue) }

    // MARK: - Input

    /// Handles a pointer, key or wheel input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            showsFocus = false
            arena.route(event, candidates: parts(at:)) { part, event in
                switch part {
                case .app: if event.phase == .up { closeApp(at: event.timestamp) }
                case .done:
                    if event.phase == .up, doneFrame.insetBy(dx: -8, dy: -8).contains(event.location) {
                        outputs += host.send(.endEditing, at: event.timestamp)
                    }
                case .deleteBadge(let id):
                    // A tap on the badge removes the app, saved at once (as a move is).
                    if event.phase == .up, badge(at: event.location) == id {
                        outputs += host.send(.removeIcon(icon: id), at: event.timestamp)
                        save()
                    }
                case .home: forward(event)
                }
            }
        case .key(let key, let t):
            showsFocus = true
            handleKey(key, at: t)
        case .wheel(let dx, let dy, let t):
            let step = wheel.feed(dx: dx, dy: dy, at: t)
            if step != 0, openApp == nil {
                outputs += host.send(.showPage(index: home.currentPage + step, animated: true), at: t)
            }
        case .scroll:
            break  // trackpad phases drive the carousels (Trips, Onboarding, Loop); notches page here
        }
        processEvents()
    }

    /// The parts under a point, front-most first: the open app covers everything; the "Done" button is over the
    /// home screen in edit mode (while no icon is dragged).
    private func parts(at location: Point) -> [Part] {
        if openApp != nil { return [.app] }
        if home.isEditing, home.draggedIcon == nil, doneFrame.insetBy(dx: -8, dy: -8).contains(location) {
            return [.done, .home]
        }
        if let id = badge(at: location) { return [.deleteBadge(id), .home] }
        return [.home]
    }

    /// Passes a pointer event of a press the home screen owns to its host.
    private func forward(_ event: PointerEvent) {
        switch event.phase {
        case .down, .move: outputs += host.pointerChanged(to: event.location, at: event.timestamp)
        case .up: outputs += host.pointerEnded(at: event.location, time: event.timestamp)
        case .cancel: outputs += host.pointerCancelled(at: event.timestamp)
        }
    }

    private func handleKey(_ key: GalleryKey, at t: Double) {
        if openApp != nil {
            if key == .escape || key.isActivation { closeApp(at: t) }
            return
        }
        switch key {
        case .escape:
            if home.isEditing { outputs += host.send(.endEditing, at: t) }
        case .left, .right:
            let step = key == .left ? -1 : 1
            if home.isEditing, case .icon(let id)? = focus {
                // In edit mode ← and → move the focused icon one place (the host's accessibility move actions).
                let action: HomeScreen.IconAction = step < 0 ? .moveBackward : .moveForward
                outputs += host.send(.iconAction(action: action, icon: id, label: id.rawValue), at: t)
            } else {
                outputs += host.send(.showPage(index: home.currentPage + step, animated: true), at: t)
            }
        case .enter, .space:
            switch focus {
            case .icon(let id)?: if !home.isEditing { open(id, at: t) }
            case .dot(let page)?: outputs += host.send(.showPage(index: page, animated: true), at: t)
            case .done?: outputs += host.send(.endEditing, at: t)
            case nil: break
            }
        default:
            break
        }
    }

    /// Reacts to the host's outputs: opens apps, saves the layout after a move and when editing ends, keeps the
    /// last announcement.
    private func processEvents() {
        guard !outputs.isEmpty else { return }
        let batch = outputs
        outputs.removeAll(keepingCapacity: true)
        for output in batch {
            switch output {
            case .announcement(let phrase): announcement = phrase.english
            case .open(let id): open(id, at: time)
            case .moved: save()
            case .editingChanged(let editing):
                doneAppearance.animate(to: editing ? 1 : 0, with: .curve(.easeOut, duration: 0.2), at: time)
                if !editing {
                    save()
                    if focus == .done { focus = nil }
                }
            case .pageChanged:
                if case .icon(let id)? = focus, let page = home.liveLayout.location(of: id)?.page,
                    page != home.currentPage
                {
                    focus = nil
                }
            }
        }
    }

    /// Writes the layout if it changed since the last save; a failure is reported, never fatal.
    private func save() {
        guard let store, home.layout != lastSaved else { return }
        do {
            try store.save(home.layout)
            lastSaved = home.layout
        } catch {
            warn("home: cannot save the layout to \(store.path): \(error)")
        }
    }

    // MARK: - The open app

    /// Opens an app: its placeholder zooms out of the icon.
    public func open(_ id: IconID, at t: Double) {
        guard app(id) != nil else { return }
        openApp = id
        appTransition.animate(to: 1, with: .spring(HomeScene.appSpring), at: max(time, t))
    }

    /// Closes the open app: its placeholder shrinks back into the icon.
    public func closeApp(at t: Double) {
        guard openApp != nil else { return }
        appTransition.animate(to: 0, with: .spring(HomeScene.appSpring), at: max(time, t))
    }

    /// The spring of the app transition (quick, without overshoot, like the system's).
    static let appSpring = Spring(response: 0.35, dampingRatio: 1)

    /// The app transition's progress, 0 … 1.
    public var appProgress: Double { min(max(appTransition.value, 0), 1) }

    // MARK: - Focus

    /// What Tab walks: the icons of the page shown, the dock, the dots, and "Done" in edit mode.
    public var focusChain: [HomeFocus] {
        let layout = home.liveLayout
        let page = layout.pages.indices.contains(home.currentPage) ? layout.pages[home.currentPage] : []
        var chain = page.map { HomeFocus.icon($0) } + layout.dock.map { HomeFocus.icon($0) }
        chain += (0..<layout.pages.count).map { HomeFocus.dot($0) }
        if home.isEditing { chain.append(.done) }
        return chain
    }

    /// Tab walks ``focusChain``; past its end the focus leaves the scene.
    public func moveFocus(forward: Bool) -> Bool {
        guard openApp == nil else { return false }
        let chain = focusChain
        guard !chain.isEmpty else { return false }
        guard let current = focus, let i = chain.firstIndex(of: current) else {
            focus = forward ? chain.first : chain.last
            return true
        }
        let next = i + (forward ? 1 : -1)
        guard chain.indices.contains(next) else {
            focus = nil
            return false
        }
        focus = chain[next]
        return true
    }

    /// Focuses the first or last element, or nothing.
    public func setFocus(toFirst: Bool?) {
        guard let first = toFirst else {
            focus = nil
            return
        }
        focus = first ? focusChain.first : focusChain.last
    }

    // MARK: - Clock

    /// Advances the home screen and the scene's own transitions.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        outputs += host.advance(to: time)
        appTransition.advance(to: time)
        doneAppearance.advance(to: time)
        if openApp != nil, appTransition.isSettled, appTransition.value <= 0.001 { openApp = nil }
        processEvents()
    }

    /// How often the window redraws while edit mode's steady wiggle is all that moves, in seconds: 1/15 s.
    ///
    /// Every frame redraws the whole window (the software renderer has no partial present), so the 60 frames a
    /// second of other motion cost about a third of a core here just to wiggle. At 15 frames a second (about 4
    /// samples of the 0.26 s wiggle) the wiggle still reads as a wiggle and edit mode at rest stays under a tenth
    /// of a core. Anything else that moves (a press, a drag, pages, the lift, "Done" fading) draws every frame.
    public static let wiggleFrameInterval = 1.0 / 15

    /// Whether edit mode's steady wiggle is all that moves (the host's `frameInterval` says so, and the scene's
    /// own transitions are at rest).
    var isOnlyWiggling: Bool {
        host.frameInterval != nil && appTransition.isSettled && doneAppearance.isSettled
    }

    /// The time of the last frame drawn (``draw(on:)``), for the wiggle's frame pace.
    var lastDrawTime = -Double.infinity

    /// True while anything moves; while only the wiggle moves, once ``wiggleFrameInterval`` has passed since the
    /// last frame drawn (``nextDeadline`` says when).
    public var needsFrame: Bool {
        if isOnlyWiggling { return time >= lastDrawTime + HomeScene.wiggleFrameInterval }
        return home.needsFrames || !appTransition.isSettled || !doneAppearance.isSettled
    }

    /// At rest apart from the wiggle: no drag, no page or icon in motion, no transition.
    public var isSettled: Bool {
        guard appTransition.isSettled, doneAppearance.isSettled else { return false }
        guard home.needsFrames else { return true }
        return home.isEditing && home.draggedIcon == nil && !home.track.needsFrames
            && host.placements(at: time).allSatisfy { $0.zIndex == 0 && $0.scale == 1 }
    }

    /// The next long-press deadline, if a press is pending; while only the wiggle moves, the next wiggle frame.
    public var nextDeadline: Double? {
        guard isOnlyWiggling else { return home.nextDeadline }
        let frame = lastDrawTime + HomeScene.wiggleFrameInterval
        return frame.isFinite ? min(frame, home.nextDeadline ?? frame) : home.nextDeadline
    }

    /// The home screen's editing, for the trace: whether it edits, the dragged icon, and whether it moves.
    public var traceFields: [(String, JSONValue)] {
        [
            (
                "home",
                .object([
                    ("editing", .bool(home.isEditing)),
                    ("dragging", home.draggedIcon.map { .string($0.rawValue) } ?? .null),
                    ("needsFrames", .bool(host.needsFrames)),
                ])
            )
        ]
    }

    /// `{"scene":"home","page":N,"pages":[["Mail",…],…],"dock":[…],"editing":false,…}` (the arrangement on
    /// screen, icon names in page order, row by row).
    public var state: JSONValue {
        let layout = home.liveLayout
        return .object([
            ("scene", .string(kind.rawValue)),
            ("page", .int(home.currentPage)),
            ("pages", .array(layout.pages.map { .array($0.map { .string($0.rawValue) }) })),
            ("dock", .array(layout.dock.map { .string($0.rawValue) })),
            ("editing", .bool(home.isEditing)),
            ("open", openApp.map { .string($0.rawValue) } ?? .null),
            ("dragging", home.draggedIcon.map { .string($0.rawValue) } ?? .null),
            ("settled", .bool(isSettled)),
            ("focus", .string(focus?.name ?? "none")),
            ("announcement", announcement.map(JSONValue.string) ?? .null),
        ])
    }

    // MARK: - Pictures

    /// The wallpaper picture for the current size.
    var wallpaper: Picture {
        if let picture = wallpaperPicture { return picture }
        let picture = HomeArt.wallpaper(size: size)
        wallpaperPicture = picture
        return picture
    }

    /// The icon sprite of an app at the current icon size.
    func sprite(_ id: IconID) -> Picture? {
        if let sprite = iconSprites[id] { return sprite }
        guard let app = app(id) else { return nil }
        let sprite = HomeArt.icon(app, iconSize: home.geometry.iconSize)
        iconSprites[id] = sprite
        return sprite
    }

    /// Rasterizes the wallpaper and every icon (all pages and the dock) while idle, so no swipe waits for them.
    public func prepareUpcoming(on canvas: Canvas) {
        canvas.prepare(wallpaper)
        for id in home.layout.icons {
            if let sprite = sprite(id) { canvas.prepareSprite(sprite) }
        }
        canvas.prepareSprite(HomeArt.wifi)
    }
}

/// An element of the home screen that the keyboard focus can rest on.
public enum HomeFocus: Hashable, Sendable {
    /// An icon (on the page shown or in the dock).
    case icon(IconID)
    /// A page dot.
    case dot(Int)
    /// The "Done" button of edit mode.
    case done

    /// The name in the state JSON: `icon:Mail`, `dot1`, `done`.
    public var name: String {
        switch self {
        case .icon(let id): return "icon:\(id.rawValue)"
        case .dot(let page): return "dot\(page)"
        case .done: return "done"
        }
    }
}
