import Riffle

/// Scene 6: a month pager without ends either way (today in the middle), driven by drag, flick, trackpad, wheel and
/// keys, with a "Today" button.
///
/// A vertical swipe also turns a month (up: the next), as iOS Calendar scrolls its months vertically; a tapped day is
/// selected and named under the grid; the weekday row stays in the header.
///
/// The pager is an unbounded track: a ``Riffle/Pager`` over a window of ``windowCount`` months
/// (``Riffle/UnboundedIndexWindow``; uniform items cost nothing per item) whose centre starts on today. When the
/// pager has moved far from the window's centre, ``Riffle/Pager/Command/recentre`` moves the window and
/// renumbers the months: nothing on screen moves, a flick runs on. "Today" from far away re-centres the window on
/// it (``Riffle/Pager/Command/showLogical(_:animated:)``). Each month is computed from its index
/// (``CalendarMonth``), so the months themselves take no memory.
public final class CalendarScene: GalleryScene {
    /// Always ``SceneKind/calendar``.
    public let kind = SceneKind.calendar
    /// The pager.
    public private(set) var host: ComponentHost<Pager>
    /// What the host reported, for the state JSON.
    public private(set) var report = HostReport()
    /// The month shown at rest when the scene opens, and where "Today" goes.
    public let today: CalendarMonth
    /// The day of the month that is today (1 … 31), circled.
    public let todayDay: Int
    /// The months the pager's items show: item `i` is month index `window.logicalIndex(ofItem: i)`.
    public var window: UnboundedIndexWindow {
        host.window ?? UnboundedIndexWindow(count: CalendarScene.windowCount, centeredOn: today.index)
    }
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
    private var seedSettings: Pager.Settings
    private var todayPress: Int?
    /// Where the finger went down on the months, for a tap's day and a vertical swipe.
    private var downLocation: Point?
    /// The day last tapped, shown selected: its month and day of the month.
    public private(set) var selectedDay: (month: CalendarMonth, day: Int)?

    /// Months "Today" springs across; further away it jumps.
    public static let batch = 24
    /// The months the pager holds at once: 10,001 (the window is recentred a quarter of it from its centre).
    public static let windowCount = 10_001

    /// Creates the scene around `today` (`day` is circled).
    public init(today: CalendarMonth, day: Int, rightToLeft: Bool = false) {
        self.today = today
        self.todayDay = day
        let window = UnboundedIndexWindow(count: CalendarScene.windowCount, centeredOn: today.index)
        let settings = Pager.Settings.onboarding()
        seedSettings = settings
        host = ComponentHost(
            Pager(window: window, settings: settings.adapted(reduceMotion: false, rightToLeft: rightToLeft)))
        _ = host.send(.viewport(width: size.width, height: size.height), at: 0)
    }

    /// The month of data index `i`.
    public func month(at i: Int) -> CalendarMonth { CalendarMonth(index: window.logicalIndex(ofItem: i)) }

    /// The month at rest (or being settled on).
    public var currentMonth: CalendarMonth { month(at: host.index) }

    /// Lays out for a new window size.
    public func resize(to size: CanvasSize, insets: SceneInsets) {
        self.size = size
        self.insets = insets
        _ = report.record(host.send(.viewport(width: size.width, height: size.height), at: time))
    }

    /// Switches the pager's settle between the seed's and iOS's.
    public func setMotion(_ style: MotionStyle, at time: Double) {
        _ = report.record(host.send(.settings(seedSettings.motion(style)), at: max(self.time, time)))
    }

    // MARK: - Input

    /// The "Today" button's frame.
    public var todayButton: CanvasRect {
        CanvasRect(x: size.width - Theme.margin - 76, y: insets.top + 20, width: 76, height: 32)
    }

    /// Handles a pointer, key, wheel or trackpad input.
    public func handle(_ input: SceneInput) {
        advance(to: input.timestamp)
        defer { recentre(at: time) }
        switch input {
        case .pointer(let event):
            showsFocus = false
            handlePointer(event)
        case .key(let key, let t):
            showsFocus = true
            if key.isActivation, isTodayFocused {
                goToToday(at: t)
            } else if let command = key.keyCommand(rightToLeft: isRightToLeft) {
                switch command {
                // A calendar's home is today, and it has no last month; a page is a year.
                case .home: goToToday(at: t)
                case .end: break
                case .pageUp, .pageDown:
                    let year = command == .pageUp ? -12 : 12
                    show(
                        monthIndex: currentMonth.index.addingReportingOverflow(year).partialValue, animated: true, at: t
                    )
                case .previous, .next: _ = report.record(host.send(.key(command), at: t))
                }
            }
        case .wheel, .scroll:
            if let event = input.scrollEvent {
                _ = report.record(host.send(.scroll(delta: event.delta, phase: event.phase), at: event.timestamp))
            }
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
        if event.phase == .down { downLocation = event.location }
        let tapped = report.record(host.handleAsDrag(event))
        guard event.phase == .up, let start = downLocation else { return }
        downLocation = nil
        if let item = tapped, let day = day(at: start, in: month(at: item)) {
            selectedDay = (month(at: item), day)
        } else if let step = CalendarScene.verticalPageStep(from: start, to: event.location) {
            // As iOS Calendar scrolls its months vertically: up shows the next month, down the previous one.
            _ = report.record(host.send(.key(step > 0 ? .next : .previous), at: event.timestamp))
        }
    }

    /// The months a vertical swipe from `start` to `end` turns: +1 for a swipe up of at least 60 points that is
    /// more vertical than horizontal, −1 for one down, nil otherwise (a horizontal drag is the pager's own).
    static func verticalPageStep(from start: Point, to end: Point) -> Int? {
        let dx = end.x - start.x
        let dy = end.y - start.y
        guard dx.isFinite, dy.isFinite, abs(dy) >= 60, abs(dy) > abs(dx) else { return nil }
        return dy < 0 ? 1 : -1
    }

    /// The geometry of the day grid of a window: the weekday row's top, the grid's top, a day's cell width and row
    /// height.
    ///
    /// The rows share the height left under the header (six rows, each at most twice a cell's width).
    public var dayGrid: (weekdaysTop: Double, top: Double, cell: Double, rowHeight: Double) {
        let weekdaysTop = insets.top + 76
        let top = weekdaysTop + 30
        let cell = (size.width - 2 * Theme.margin) / 7
        let available = size.height - top - insets.bottom - 12
        return (weekdaysTop, top, cell, max(1, min(available / 6, 2 * cell)))
    }

    /// The day of `month` under `point` on the month shown at rest, or nil between the days.
    public func day(at point: Point, in month: CalendarMonth) -> Int? {
        let grid = dayGrid
        guard point.isFinite, point.y >= grid.top else { return nil }
        let column = Int(((point.x - Theme.margin) / grid.cell).rounded(.down))
        let row = Int(((point.y - grid.top) / grid.rowHeight).rounded(.down))
        guard (0..<7).contains(column), (0..<6).contains(row) else { return nil }
        let mirrored = isRightToLeft ? 6 - column : column
        let day = row * 7 + mirrored - month.firstWeekday + 1
        return (1...month.dayCount).contains(day) ? day : nil
    }

    /// Springs to today's month; when it is far away (more than a batch), jumps there instead.
    public func goToToday(at t: Double) {
        let distance = today.index.subtractingReportingOverflow(currentMonth.index)
        let far = distance.overflow || abs(distance.partialValue) > CalendarScene.batch
        _ = report.record(host.send(.showLogical(today.index, animated: !far), at: t))
    }

    /// Shows month index `index` (any Int): a spring when near, a jump when far.
    public func show(monthIndex index: Int, animated: Bool, at t: Double) {
        _ = report.record(host.send(.showLogical(index, animated: animated), at: max(time, t)))
    }

    /// Moves the window back around the pager when it has gone far from its centre (nothing on screen moves).
    private func recentre(at t: Double) {
        _ = report.record(host.send(.recentre, at: t))
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
        recentre(at: time)
    }

    /// True while the months move.
    public var needsFrame: Bool { host.needsFrames }

    /// The host's deadline, if any.
    public var nextDeadline: Double? { host.nextDeadline }

    /// Whether the pager is mirrored.
    public var isRightToLeft: Bool { host.settings.isRightToLeft }

    /// `{"scene":"calendar","month":"November 2026","offset":0,"count":10001,"origin":-5000,…}` (`offset`: months
    /// from today; `origin`: item 0's month, in months from today, which moves when the window is recentred).
    public var state: JSONValue {
        .object(
            [
                ("scene", .string(kind.rawValue)),
                ("month", .string(currentMonth.title)),
                ("offset", .int(CalendarScene.monthsBetween(today.index, currentMonth.index))),
                ("index", .int(host.index)),
                ("count", .int(host.itemCount)),
                ("origin", .int(CalendarScene.monthsBetween(today.index, window.origin))),
                ("position", .double((host.position * 1000).rounded() / 1000)),
                ("settled", .bool(!needsFrame)),
                ("todayPressed", .bool(isTodayPressed)),
                ("selected", selectedDay.map { .string(CalendarScene.dayTitle($0.month, day: $0.day)) } ?? .null),
                ("focus", .string(isTodayFocused ? "today" : "none")),
            ]
                + report.fields.map { field in
                    // The host counts pages ("Page 5001 of 10001"), which means nothing for months without ends: what
                    // VoiceOver should say is the month.
                    field.0 == "announcement" && report.announcement != nil
                        ? (field.0, .string(currentMonth.title)) : field
                })
    }

    /// `to − from`, saturated at Int's ends (month indices may be any Int).
    static func monthsBetween(_ from: Int, _ to: Int) -> Int {
        let (difference, overflow) = to.subtractingReportingOverflow(from)
        guard overflow else { return difference }
        return from > 0 ? Int.min : Int.max
    }

    // MARK: - Drawing

    /// The weekday initials, Sunday first.
    static let weekdays = ["S", "M", "T", "W", "T", "F", "S"]

    /// Draws the title, the button, the weekday row and the visible months.
    public func draw(on canvas: Canvas) {
        let bg = Theme.background
        canvas.clear(bg)
        placements.removeAll(keepingCapacity: true)
        host.forEachPlacement(at: time) { placements.append($0) }
        let w = size.width
        let grid = dayGrid
        for placement in placements {
            let x = placement.x.rounded()
            guard x < w, x + w > 0 else { continue }
            drawMonth(month(at: placement.index), x: x, on: canvas)
        }
        // The header stays while the months slide under it: the month under the centre names it, and the weekday
        // row belongs to every month.
        let shown = month(at: nearestIndex)
        canvas.fill(CanvasRect(x: 0, y: 0, width: w, height: grid.top - 4), .solid(bg))
        canvas.drawText(String(shown.year), .headline, Theme.accent, at: Point(x: Theme.margin, y: insets.top + 12))
        canvas.drawText(
            CalendarScene.monthName(shown), .largeTitle, Theme.ink, at: Point(x: Theme.margin, y: insets.top + 32))
        for (i, name) in CalendarScene.weekdays.enumerated() {
            let column = isRightToLeft ? 6 - i : i
            canvas.drawText(
                name, .footnote, Theme.secondaryInk, x: Theme.margin + Double(column) * grid.cell,
                y: grid.weekdaysTop, width: grid.cell, alignment: .center)
        }
        canvas.fill(
            CanvasRect(x: Theme.margin, y: grid.weekdaysTop + 22, width: w - 2 * Theme.margin, height: 1),
            .solid(Color(hex: 0xE2E3E8)))
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

    /// The long name of a selected day: "Friday 27 November 2026".
    public static func dayTitle(_ month: CalendarMonth, day: Int) -> String {
        let weekday = (month.firstWeekday + day - 1) % 7
        return "\(weekdayNames[weekday]) \(day) \(monthName(month)) \(month.year)"
    }

    /// The weekday names, Sunday first.
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private func drawMonth(_ month: CalendarMonth, x: Double, on canvas: Canvas) {
        let m = Theme.margin
        let grid = dayGrid
        let cell = grid.cell
        let rowHeight = grid.rowHeight
        let rows = (month.firstWeekday + month.dayCount + 6) / 7
        for row in 1..<rows {
            canvas.fill(
                CanvasRect(x: x + m, y: grid.top + Double(row) * rowHeight, width: size.width - 2 * m, height: 1),
                .solid(Color(hex: 0xECEDF1)))
        }
        let selected = selectedDay.flatMap { $0.month == month ? $0.day : nil }
        for day in 1...month.dayCount {
            let slot = month.firstWeekday + day - 1
            let column = isRightToLeft ? 6 - slot % 7 : slot % 7
            let row = slot / 7
            let cx = x + m + (Double(column) + 0.5) * cell
            // The number sits near the top of its row, as in iOS Calendar's month view.
            let cy = grid.top + Double(row) * rowHeight + min(rowHeight / 2, 24)
            let isToday = month == today && day == todayDay
            let radius = min(cell, rowHeight) * 0.38
            if isToday {
                canvas.fillCircle(center: Point(x: cx, y: cy), radius: radius, Color(hex: 0xFF3B30))
            } else if day == selected {
                canvas.fillCircle(center: Point(x: cx, y: cy), radius: radius, Theme.ink)
            }
            let weekend = slot % 7 == 0 || slot % 7 == 6
            let ink = isToday || day == selected ? Color.white : (weekend ? Theme.secondaryInk : Theme.ink)
            canvas.drawText(
                String(day), .title2, ink, x: cx - cell / 2, y: cy - TextStyle.title2.lineHeight / 2, width: cell,
                alignment: .center)
            if day == selected {
                // A selected today keeps its red disc and gets a ring.
                if isToday {
                    canvas.strokeRoundedRect(
                        CanvasRect(
                            center: Point(x: cx, y: cy), size: CanvasSize(width: 2 * radius + 8, height: 2 * radius + 8)
                        ),
                        radius: radius + 4, lineWidth: 2, Color(hex: 0xFF3B30))
                }
                canvas.drawText(
                    CalendarScene.dayTitle(month, day: day), .footnote, Theme.secondaryInk, x: x + m,
                    y: grid.top + 6 * rowHeight - TextStyle.footnote.lineHeight, width: size.width - 2 * m,
                    alignment: .center)
            }
        }
    }
}
