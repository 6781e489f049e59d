import Foundation
import Riffle

/// The whole gallery: the scene picker plus the scenes, driven like a single scene.
///
/// Both the window loop and the headless replay talk only to this type: `handle`, `advance`, `draw`, `state`.
public final class Gallery {
    /// The scene on screen.
    public private(set) var current: SceneKind
    /// The window size in points.
    public private(set) var size: CanvasSize
    /// The picker.
    public private(set) var picker: ScenePicker
    /// The focused picker segment, if the focus is on the picker.
    public private(set) var pickerFocus: Int?
    /// Whether focus rings are shown (after keyboard use).
    public private(set) var showsFocus = false
    /// Whether the scene picker is shown (`--no-picker`, the P key): hidden, the scenes use the top of the window
    /// as a phone would, and the digit keys still pick scenes.
    public private(set) var showsPicker: Bool
    private let snap: SnapChoice?
    /// The seeds' motion or iOS's, in every scene (`--motion`; the M key switches it).
    public private(set) var motion: MotionStyle
    private let items: Int
    /// Whether the scenes are mirrored (`--rtl`): the carousels, the calendar and the home screen.
    public let rightToLeft: Bool
    /// Where scenes keep their documents (nil: nothing is stored).
    public let dataDirectory: String?
    /// Whether scenes start from their default documents, deleting the stored ones (`--reset`).
    public let resetsStoredDocuments: Bool
    /// Problems found while loading stored documents (a corrupt file replaced by the default), for the app to
    /// report.
    public private(set) var warnings: [String] = []
    /// How many of ``warnings`` ``takeWarnings()`` has handed out.
    private var reportedWarnings = 0
    private var scenes: [SceneKind: any GalleryScene] = [:]
    private var pickerPress: (id: Int, kind: SceneKind?)?
    /// Whether the inspector overlay shows (the I key, `--inspect`).
    public var showsInspector = false
    /// The inspector overlay (it keeps the settle curve of the latest release).
    private var inspector = InspectorOverlay()
    private var time = 0.0
    /// The Calendar scene's today (`--today`; the local date when the gallery was created otherwise).
    public let today: GalleryDate

    /// Creates the gallery showing `scene`.
    public init(
        scene: SceneKind = .trips, size: CanvasSize = .phone, snap: SnapChoice? = nil, items: Int = 12,
        dataDirectory: String? = nil, resetsStoredDocuments: Bool = false, rightToLeft: Bool = false,
        motion: MotionStyle = .preset, showsPicker: Bool = true, today: GalleryDate? = nil
    ) {
        self.today = today ?? Gallery.localToday()
        self.rightToLeft = rightToLeft
        self.showsPicker = showsPicker
        self.motion = motion
        self.dataDirectory = dataDirectory
        self.resetsStoredDocuments = resetsStoredDocuments
        self.current = scene
        self.size = size.isUsable ? size : .phone
        self.picker = ScenePicker(width: self.size.width)
        self.snap = snap
        self.items = items
        if resetsStoredDocuments, let dataDirectory {
            WalletStorage(directory: dataDirectory).reset(warn: warn)
            HomeScene.resetStoredLayout(in: dataDirectory, warn: warn)
        }
    }

    /// Records a problem for the app to report on stderr (see ``takeWarnings()``).
    public func warn(_ message: String) {
        warnings.append(message)
    }

    /// The warnings recorded since the last call, oldest first (the app prints them as they come: scenes are
    /// created, and load their documents, when first shown).
    public func takeWarnings() -> [String] {
        let new = Array(warnings[reportedWarnings...])
        reportedWarnings = warnings.count
        return new
    }

    /// Creates the gallery from command-line options.
    public convenience init(options: GalleryOptions) {
        self.init(
            scene: options.scene, size: options.size, snap: options.snap, items: options.items,
            dataDirectory: DataLocation.directory(
                explicit: options.dataDirectory, headless: options.headless,
                environment: ProcessInfo.processInfo.environment),
            resetsStoredDocuments: options.reset, rightToLeft: options.rightToLeft, motion: options.motion,
            showsPicker: options.showsPicker, today: options.today)
        showsInspector = options.inspect
    }

    /// The space the scenes keep free for the picker (a status bar's 20 points without it) and the bottom edge.
    public var insets: SceneInsets { SceneInsets(top: showsPicker ? ScenePicker.reservedHeight : 20, bottom: 24) }

    /// Shows or hides the scene picker; the scenes lay out again for the space it leaves.
    public func setShowsPicker(_ shown: Bool) {
        guard shown != showsPicker else { return }
        showsPicker = shown
        if !shown { pickerFocus = nil }
        for s in scenes.values { s.resize(to: size, insets: insets) }
    }

    /// The scene on screen, created on first use.
    public var scene: any GalleryScene { scene(for: current) }

    /// The scene of `kind`, created (and laid out) on first use.
    public func scene(for kind: SceneKind) -> any GalleryScene {
        if let s = scenes[kind] { return s }
        let s: any GalleryScene
        switch kind {
        case .trips: s = TripsScene(snap: snap, rightToLeft: rightToLeft)
        case .onboarding: s = OnboardingScene(snap: snap, rightToLeft: rightToLeft)
        case .loop: s = LoopScene(items: items, snap: snap, rightToLeft: rightToLeft)
        case .wallet:
            s = WalletScene(
                storage: dataDirectory.map { WalletStorage(directory: $0) },
                dropRule: snap == .seed ? .wholeSpacings : .liveGap,
                warn: { [weak self] in self?.warn($0) })
        case .home:
            s = HomeScene(
                snap: snap, storage: dataDirectory.map(HomeScene.storage(in:)), rightToLeft: rightToLeft,
                warn: { [weak self] in self?.warn($0) })
        case .calendar:
            s = CalendarScene(
                today: CalendarMonth(year: today.year, month: today.month), day: today.day, rightToLeft: rightToLeft)
        }
        s.resize(to: size, insets: insets)
        s.advance(to: time)
        if motion != .preset { s.setMotion(motion, at: time) }
        scenes[kind] = s
        return s
    }

    /// Today's date in the local time zone (the Calendar scene opens there).
    public static func localToday() -> GalleryDate {
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
        return GalleryDate(year: parts.year ?? 2026, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Lays everything out for a new window size.
    public func resize(to newSize: CanvasSize) {
        guard newSize.isUsable else { return }
        size = newSize
        picker = ScenePicker(width: newSize.width)
        for s in scenes.values { s.resize(to: newSize, insets: insets) }
    }

    /// Switches every scene (those not yet shown when they are) to the seeds' motion or iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        motion = style
        for s in scenes.values { s.setMotion(style, at: time) }
    }

    /// Shows another scene (its state is kept from the last visit).
    public func select(_ kind: SceneKind) {
        guard kind != current else { return }
        scene.setFocus(toFirst: nil)
        current = kind
        scene.showsFocus = showsFocus
    }

    // MARK: - Input

    /// Routes one input: digits and the picker switch scenes, Tab walks the focus, the rest goes to the scene.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        switch input {
        case .pointer(let event):
            setShowsFocus(false)
            if handlePickerPointer(event) { return }
            scene.handle(input)
        case .key(let key, _):
            setShowsFocus(true)
            if let kind = key.sceneKind {
                select(kind)
                return
            }
            if key == .motion {
                setMotion(motion == .preset ? .ios : .preset, at: input.timestamp)
                return
            }
            if key == .picker {
                setShowsPicker(!showsPicker)
                return
            }
            if key == .inspect {
                showsInspector.toggle()
                return
            }
            switch key {
            case .tab, .backtab: moveFocus(forward: key == .tab)
            case .enter, .space:
                if let i = pickerFocus { select(SceneKind.allCases[i]) } else { scene.handle(input) }
            default: scene.handle(input)
            }
        case .wheel, .scroll:
            scene.handle(input)
        }
    }

    private func setShowsFocus(_ on: Bool) {
        showsFocus = on
        scene.showsFocus = on
    }

    private func handlePickerPointer(_ event: PointerEvent) -> Bool {
        switch event.phase {
        case .down:
            guard showsPicker, picker.frame.contains(event.location) else { return false }
            pickerPress = (event.id, picker.kind(at: event.location))
            return true
        case .move:
            return pickerPress?.id == event.id
        case .up, .cancel:
            guard let press = pickerPress, press.id == event.id else { return false }
            pickerPress = nil
            if event.phase == .up, let kind = press.kind, picker.kind(at: event.location) == kind {
                pickerFocus = nil
                select(kind)
            }
            return true
        }
    }

    private func moveFocus(forward: Bool) {
        let n = SceneKind.allCases.count
        if let i = pickerFocus {
            let next = i + (forward ? 1 : -1)
            if (0..<n).contains(next) {
                pickerFocus = next
                return
            }
            pickerFocus = nil
            if !scene.moveFocus(forward: forward) { pickerFocus = forward ? 0 : n - 1 }
            return
        }
        guard !scene.moveFocus(forward: forward) else { return }
        if showsPicker {
            pickerFocus = forward ? 0 : n - 1
        } else {
            // No picker in the chain: the focus wraps round the scene's elements.
            _ = scene.moveFocus(forward: forward)
        }
    }

    // MARK: - Clock and drawing

    /// Moves the clock of the scene on screen to `t`.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        scene.advance(to: time)
        if showsInspector, let main = scene.inspectedTracks.first { inspector.update(main) }
    }

    /// The clock's current time.
    public var now: Double { time }

    /// True while the scene on screen moves.
    public var needsFrame: Bool { scene.needsFrame }

    /// True when the scene on screen is at rest apart from never-ending ambient animations (see
    /// ``GalleryScene/isSettled``).
    public var isSettled: Bool { scene.isSettled }

    /// The scene's deadline, if any.
    public var nextDeadline: Double? { scene.nextDeadline }

    /// Lets the scene on screen prepare its upcoming pictures (call while idle).
    public func prepareUpcoming(on canvas: Canvas) {
        scene.prepareUpcoming(on: canvas)
    }

    /// Draws the scene and the picker over it.
    public func draw(on canvas: Canvas) {
        scene.draw(on: canvas)
        if showsPicker {
            if !picker.isFitted { picker.fit { canvas.measure($0, .caption).width } }
            picker.draw(on: canvas, current: current, focused: showsFocus ? pickerFocus : nil)
        }
        if showsInspector, let main = scene.inspectedTracks.first {
            inspector.draw(main, on: canvas, bottomInset: insets.bottom)
        }
    }

    /// The scene's state, with the motion style, the window size in points (`"window":"390x844"`) and whether the
    /// picker shows; while the picker has the focus, `"focus"` names the picker segment.
    public var state: JSONValue {
        var s = scene.state.merging([
            ("motion", .string(motion.rawValue)),
            ("window", .string("\(Int(size.width.rounded()))x\(Int(size.height.rounded()))")),
            ("picker", .bool(showsPicker)),
        ])
        if showsInspector { s = s.merging([("inspector", .bool(true))]) }
        if let i = pickerFocus { s = s.merging([("focus", .string("picker:\(SceneKind.allCases[i].rawValue)"))]) }
        return s
    }
}
