import Riffle

/// Scene 6: a month pager without ends either way (today in the middle), driven by drag, flick, trackpad, wheel and
/// keys, with a "Today" button.
///
/// The pager is a bounded ``Riffle/TrackHost`` over a window of months that grows as it is used: when the host
/// reports the pager near either end (``Riffle/TrackHost/Output/nearEnd(_:)``) the scene adds a batch of months
/// there with ``Riffle/TrackHost/changeItems(_:at:)``: nothing on screen moves, a flick runs on. Each month is
/// computed from its index (``CalendarMonth``), so the months themselves take no memory.
public final class CalendarScene: GalleryScene {
    /// Always ``SceneKind/calendar``.
    public let kind = SceneKind.calendar
    /// The pager.
    public private(set) var host: TrackHost
    /// What the host reported, for the state JSON.
    public private(set) var report = HostReport()
    /// The month shown at rest when the scene opens, and where "Today" goes.
    public let today: CalendarMonth
    /// The day of the month that is today (1 … 31), circled.
    public let todayDay: Int
    /// The month of item 0.
    public private(set) var firstMonth: CalendarMonth
    /// Whether the "Today" button is pressed.
    public private(set) var isTodayPressed = false
    /// Whether focus rings are drawn.
    public var showsFocus = false
    /// Whether the "Today" button has the keyboard focus.
    public private(set) var isTodayFocused = false
    private var size = CanvasSize.phone
    private var insets = SceneInsets.zero
    private var time = 0.0
    private var placements: [ItemPlacement] = []
    private var seedSettings: TrackHost.Settings
    private var todayPress: Int?

    /// Months added at an end when the pager comes near it.
    public static let batch = 24
    /// How close to an end asks for more: 6 months.
    public static let loadThreshold = NearEndThreshold.items(6)

    /// Creates the scene around `today` (`day` is circled).
    public init(today: CalendarMonth, day: Int, rightToLeft: Bool = false) {
        self.today = today
        self.todayDay = day
        self.firstMonth = today.adding(months: -CalendarScene.batch)
        var settings = TrackHost.Settings.onboarding()
        settings.configuration.nearEndThreshold = CalendarScene.loadThreshold
        seedSettings = settings
        host = TrackHost(
            itemCount: 2 * CalendarScene.batch + 1, index: CalendarScene.batch,
            settings: settings.adapted(reduceMotion: false, rightToLeft: rightToLeft))
        _ = host.setViewport(width: size.width, height: size.height, at: 0)
    }

    /// The month of data index `i`.
    public func month(at i: Int) -> CalendarMonth { firstMonth.adding(months: i) }

    /// The month at rest (or being settled on).
    public var currentMonth: CalendarMonth { month(at: host.index) }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        self.size = size
        self.insets = insets
        _ = report.record(host.setViewport(width: size.width, height: size.height, at: time))
    }

    /// Switches the pager's settle between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        _ = report.record(host.apply(seedSettings.motion(style), at: max(self.time, time)))
    }

    // MARK: - Input

    /// The "Today" button's frame.
    public var todayButton: CanvasRect {
        CanvasRect(x: size.width - Theme.margin - 76, y: insets.top + 12, width: 76, height: 32)
    }

    /// Handles a pointer, key, wheel or trackpad input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        defer { loadMoreIfNear(at: time) }
        switch input {
        case .pointer(let event):
            showsFocus = false
            handlePointer(event)
        case .key(let key, let t):
            showsFocus = true
            if key.isActivation, isTodayFocused {
                goToToday(at: t)
            } else if let command = key.keyCommand(rightToLeft: isRightToLeft) {
                _ = report.record(host.handle(command, at: t))
            }
        case .wheel, .scroll:
            if let event = input.scrollEvent { _ = report.record(host.handle(event)) }
        }
    }

    private func handlePointer(_ event: PointerEvent) {
        // The button takes the presses that begin on it (a tap goes to today; the pressed look until then).
        if event.phase == .down, todayButton.insetBy(dx: -6, dy: -6).contains(event.location) {
            todayPress = event.id
            isTodayPressed = true
            return
        }
        if let id = todayPress, id == event.id {
            switch event.phase {
            case .down: break
            case .move: isTodayPressed = todayButton.insetBy(dx: -20, dy: -20).contains(event.location)
            case .up:
                if isTodayPressed { goToToday(at: event.timestamp) }
                isTodayPressed = false
                todayPress = nil
            case .cancel:
                isTodayPressed = false
                todayPress = nil
            }
            return
        }
        _ = report.record(host.handle(event))
    }

    /// Springs to today's month; when it is far away (more than a batch), jumps there instead.
    public func goToToday(at t: Double) {
        let target = today.index - firstMonth.index
        let far = abs(target - host.index) > CalendarScene.batch
        _ = report.record(host.select(target, animated: !far, at: t))
    }

    /// Adds a batch of months at the end the host reported the pager near.
    private func loadMoreIfNear(at t: Double) {
        switch report.takeNearEnd() {
        case .start?:
            firstMonth = firstMonth.adding(months: -CalendarScene.batch)
            _ = report.record(host.changeItems(.inserted(at: 0, count: CalendarScene.batch), at: t))
        case .end?:
            _ = report.record(host.changeItems(.inserted(at: host.itemCount, count: CalendarScene.batch), at: t))
        case nil:
            break
        }
    }

    // MARK: - Focus

    /// Tab: the "Today" button, then out of the scene.
    public func moveFocus(forward: Bool) -> Bool {
        isTodayFocused.toggle()
        return isTodayFocused
    }

    /// Focuses the button, or nothing.
    public func setFocus(toFirst: Bool?) { isTodayFocused = toFirst != nil }

    // MARK: - Clock

    /// Advances the pager.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        time = max(time, t)
        _ = report.record(host.advance(to: time))
        loadMoreIfNear(at: time)
    }

    /// True while the months move.
    public var needsFrame: Bool { host.needsFrames }

    /// The host's deadline, if any.
    public var nextDeadline: Double? { host.nextDeadline }

    /// Whether the pager is mirrored.
    public var isRightToLeft: Bool { host.settings.configuration.isRightToLeft }

    /// `{"scene":"calendar","month":"November 2026","offset":0,"count":49,…}` (`offset`: months from today).
    public var state: JSONValue {
        .object(
            [
                ("scene", .string(kind.rawValue)),
                ("month", .string(currentMonth.title)),
                ("offset", .int(currentMonth.index - today.index)),
                ("index", .int(host.index)),
                ("count", .int(host.itemCount)),
                ("position", .double((host.position * 1000).rounded() / 1000)),
                ("settled", .bool(!needsFrame)),
                ("todayPressed", .bool(isTodayPressed)),
                ("focus", .string(isTodayFocused ? "today" : "none")),
            ] + report.fields)
    }

    // MARK: - Drawing

    /// The weekday initials, Sunday first.
    static let weekdays = ["S", "M", "T", "W", "T", "F", "S"]

    /// Draws the title, the button and the visible months.
    public func draw(on canvas: Canvas) {
        let bg = Theme.background
        canvas.clear(bg)
        host.placements(at: time, into: &placements)
        let w = size.width
        let top = insets.top + 60
        for placement in placements {
            let x = placement.x.rounded()
            guard x < w, x + w > 0 else { continue }
            drawMonth(month(at: placement.index), x: x, top: top, on: canvas)
        }
        // The header stays: the month under the centre names it.
        let shown = month(at: nearestIndex)
        canvas.fill(CanvasRect(x: 0, y: 0, width: w, height: top - 4), .solid(bg))
        canvas.drawText(String(shown.year), .headline, Theme.accent, at: Point(x: Theme.margin, y: insets.top + 4))
        canvas.drawText(
            CalendarScene.monthName(shown), .largeTitle, Theme.ink, at: Point(x: Theme.margin, y: insets.top + 22))
        let button = isTodayPressed ? todayButton.insetBy(dx: 2, dy: 1) : todayButton
        canvas.fillRoundedRect(
            button, radius: button.height / 2, .solid(isTodayPressed ? Theme.accent.scaled(0.8) : Theme.accent))
        canvas.drawText(
            "Today", .headline, .white, x: button.x, y: button.y + (button.height - TextStyle.headline.lineHeight) / 2,
            width: button.width, alignment: .center)
        if showsFocus && isTodayFocused {
            canvas.strokeRoundedRect(
                todayButton.insetBy(dx: -5, dy: -5), radius: todayButton.height / 2 + 5,
                lineWidth: Theme.focusRingWidth, Theme.accent)
        }
    }

    /// The item nearest the centre (the one the header names during a drag).
    private var nearestIndex: Int {
        let p = host.position
        guard p.isFinite else { return host.index }
        return min(max(Int(p.rounded()), 0), max(host.itemCount - 1, 0))
    }

    static func monthName(_ month: CalendarMonth) -> String { CalendarMonth.names[month.month - 1] }

    private func drawMonth(_ month: CalendarMonth, x: Double, top: Double, on canvas: Canvas) {
        let m = Theme.margin
        let cell = (size.width - 2 * m) / 7
        for (i, name) in CalendarScene.weekdays.enumerated() {
            canvas.drawText(
                name, .footnote, Theme.secondaryInk, x: x + m + Double(i) * cell, y: top, width: cell,
                alignment: .center)
        }
        canvas.fill(
            CanvasRect(x: x + m, y: top + 22, width: size.width - 2 * m, height: 1), .solid(Color(hex: 0xE2E3E8)))
        let rowHeight = min(cell, (size.height - top - insets.bottom - 40) / 6)
        let gridTop = top + 30
        for day in 1...month.dayCount {
            let slot = month.firstWeekday + day - 1
            let column = slot % 7
            let row = slot / 7
            let cx = x + m + (Double(column) + 0.5) * cell
            let cy = gridTop + (Double(row) + 0.5) * rowHeight
            let isToday = month == today && day == todayDay
            if isToday {
                canvas.fillCircle(
                    center: Point(x: cx, y: cy), radius: min(cell, rowHeight) * 0.38, Color(hex: 0xFF3B30))
            }
            let weekend = column == 0 || column == 6
            let ink = isToday ? Color.white : (weekend ? Theme.secondaryInk : Theme.ink)
            canvas.drawText(
                String(day), .title2, ink, x: cx - cell / 2, y: cy - TextStyle.title2.lineHeight / 2, width: cell,
                alignment: .center)
        }
    }
}
