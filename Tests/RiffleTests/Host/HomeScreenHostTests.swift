import Testing

@testable import Riffle

/// Drives a home-screen host the way a SwiftUI view does: drag callbacks and 120 Hz frames, on a bare 390 × 844
/// view (seed 002's geometry: 65-point icons, 4 columns of 72.5 points, 6 rows of 83 points 20 apart, 24 icons a
/// page).
struct HomeHostDriver {
    var host: ComponentHost<HomeScreen>
    var time = 0.0
    var outputs: [HomeScreen.Event] = []

    init(
        pages: [Int] = [20, 20, 5], dock: Int = 4,
        settings: HomeScreen.Settings = HomeScreen.Settings()
    ) {
        host = ComponentHost(HomeScreen(layout: Self.layout(pages: pages, dock: dock), settings: settings))
        outputs += host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
    }

    /// Icons "a0", "a1", … in pages of the given sizes, and a dock of "d0", "d1", ….
    static func layout(pages: [Int], dock: Int) -> IconArrangement {
        var counter = 0
        let icons = pages.map { count -> [IconID] in
            (0..<count).map { _ in
                defer { counter += 1 }
                return IconID("a\(counter)")
            }
        }
        return IconArrangement(pages: icons, dock: (0..<dock).map { IconID("d\($0)") })
    }

    /// The centre of grid slot `k` of the page shown, in left-to-right view coordinates.
    static func slot(_ k: Int) -> Point {
        Point(x: 23.75 + Double(k % 4) * 92.5 + 32.5, y: 20 + Double(k / 4) * 103 + 32.5)
    }

    mutating func frames(until t: Double) {
        while time + 1.0 / 120 < t {
            time += 1.0 / 120
            outputs += host.advance(to: time)
        }
        if t > time { time = t }
        outputs += host.advance(to: time)
    }

    mutating func settle() {
        var limit = 2400
        while host.needsFrames, !host.isEditing || host.draggedIcon != nil, limit > 0 {
            frames(until: time + 1.0 / 120)
            limit -= 1
        }
        frames(until: time + 1)
    }

    mutating func tap(_ point: Point) {
        outputs += host.pointerChanged(to: point, from: point, at: time)
        time += 0.05
        outputs += host.pointerEnded(at: point, time: time)
    }

    /// A straight drag from `from` to `to` over `duration`, after holding for `hold` seconds.
    mutating func drag(from: Point, to: Point, hold: Double = 0, duration: Double = 0.3, release: Bool = true) {
        outputs += host.pointerChanged(to: from, from: from, at: time)
        frames(until: time + hold)
        for step in 1...12 {
            let f = Double(step) / 12
            frames(until: time + duration / 12)
            outputs += host.pointerChanged(
                to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), at: time)
        }
        if release { outputs += host.pointerEnded(at: to, time: time) }
    }

    func placement(_ id: IconID) -> HomeScreen.IconPlacement? {
        host.placements(at: time).first { $0.id == id }
    }

    mutating func takeOutputs() -> [HomeScreen.Event] {
        defer { outputs = [] }
        return outputs
    }
}

@Suite("HomeScreenHost: the state a home-screen view keeps")
struct HomeScreenHostTests {
    @Test func nothingIsDrawnBeforeAUsableSize() {
        var host = ComponentHost(HomeScreen(layout: HomeHostDriver.layout(pages: [30], dock: 2)))
        #expect(host.placements(at: 0).isEmpty && host.component.dots(at: 0).map(host.inView).isEmpty)
        #expect(host.drawnDockFrame == nil && host.drawnIndicatorFrame.map(host.inView) == nil)
        // Without a size the capacity is unknown: the layout is kept as given.
        #expect(host.layout.pages.map(\.count) == [30])
        for (width, height) in [(0.0, 844.0), (.nan, 844), (390, -1), (390, .infinity)] {
            #expect(host.send(.setViewport(width: width, height: height, topInset: 0, bottomInset: 0), at: 0).isEmpty)
        }
        #expect(host.geometry.screenSize == .zero)
        // A phone's safe areas leave 20 slots a page (HomeScreenGuide); the six extra icons go on a new page.
        _ = host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 0)
        #expect(host.layout.pages.map(\.count) == [20, 10])
        #expect(host.configuration.topInset == 47 && host.configuration.bottomInset == 34)
        // The bare screen holds 24; a bad inset counts as none.
        _ = host.send(.setViewport(width: 390, height: 844, topInset: .nan, bottomInset: -3), at: 1)
        #expect(host.safeAreaTop == 0 && host.safeAreaBottom == 0)
        #expect(host.geometry.pageCapacity == 24)
    }

    @Test func seed002GeometryReachesTheView() {
        let d = HomeHostDriver()
        let first = d.placement("a0")
        #expect(first?.frame == HomeScreen.Rect(x: 23.75, y: 20, width: 65, height: 65))
        #expect(first?.labelFrame == HomeScreen.Rect(x: 20, y: 87, width: 72.5, height: 16))
        #expect(d.placement("a5")?.frame.origin == Point(x: 116.25, y: 123))
        // The dock: four 65-point icons 20 apart, centred in a 65·5/3-point strip at the bottom, no labels.
        let dockHeight = 65 * 5.0 / 3
        let dockFrame = d.host.drawnDockFrame ?? .zero
        #expect(dockFrame.minX == 0 && dockFrame.width == 390 && dockFrame.maxY == 844)
        #expect(abs(dockFrame.height - dockHeight) < 1e-9)
        let dock = (0..<4).compactMap { d.placement(IconID("d\($0)")) }
        #expect(dock.map(\.frame.minX) == [35, 120, 205, 290])
        #expect(dock.allSatisfy { $0.labelFrame == nil && abs($0.frame.midY - (844 - dockHeight / 2)) < 1e-9 })
        // Three 10-point dots 8 apart, centred above the dock, the first selected.
        let dots = d.host.component.dots(at: 0).map(d.host.inView)
        #expect(dots.map(\.center.x) == [177, 195, 213])
        #expect(dots.map(\.selection) == [1, 0, 0])
        #expect(d.host.pageAccessibilityValue == "Page 1 of 3")
    }

    @Test func aTapOpensAndALongPressEdits() {
        var d = HomeHostDriver()
        d.tap(HomeHostDriver.slot(1))
        #expect(d.takeOutputs() == [.open("a1")])
        // Hold still for the 0.5 s long press: edit mode, the icon lifts and follows the finger to slot 6.
        d.drag(from: HomeHostDriver.slot(1), to: HomeHostDriver.slot(6), hold: 0.6)
        d.settle()
        #expect(d.host.isEditing)
        #expect(d.host.layout.pages[0].prefix(7) == ["a0", "a2", "a3", "a4", "a5", "a6", "a1"])
        #expect(
            d.takeOutputs().filter { if case .announcement = $0 { false } else { true } } == [
                .editingChanged(true), .moved("a1", from: .page(0, index: 1), to: .page(0, index: 6)),
            ])
        // The icons wiggle while editing; a tap no longer opens.
        #expect(d.host.placements(at: d.time).contains { $0.rotation != 0 })
        d.tap(HomeHostDriver.slot(2))
        #expect(d.takeOutputs().isEmpty)
        // Done.
        #expect(d.host.send(.endEditing, at: d.time) == [.editingChanged(false)])
        #expect(!d.host.isEditing)
    }

    @Test func aSwipeTurnsThePageAndAnnouncesIt() {
        var d = HomeHostDriver()
        d.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.15)
        #expect(d.takeOutputs() == [.pageChanged(1), .announcement("Page 2 of 3")])
        d.settle()
        #expect(d.placement("a20")?.frame.minX == 23.75)
        #expect(d.host.component.dots(at: d.time).map(d.host.inView).map(\.selection) == [0, 1, 0])
        #expect(d.host.pageAccessibilityValue == "Page 2 of 3")
    }

    @Test func iconsOfAPageSlidingAwayAreHidden() {
        var d = HomeHostDriver()
        d.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), release: false)
        d.frames(until: d.time + 0.05)
        let shift = (d.placement("a0")?.frame.minX ?? 0) - 23.75
        #expect(shift < -150)
        // Column 0 of page 0 has left the view, column 3 is still on it; page 1's first icon has come in.
        #expect(d.placement("a0")?.isAccessibilityHidden == true)
        #expect(d.placement("a3")?.isAccessibilityHidden == false)
        #expect(d.placement("a20")?.isAccessibilityHidden == false)
        #expect(d.placement("d0")?.isAccessibilityHidden == false)
    }

    @Test func rightToLeftMirrorsTheGridThePagesAndTheDots() {
        var d = HomeHostDriver(settings: HomeScreen.Settings().adapted(reduceMotion: false, rightToLeft: true))
        // The first icon sits in the top-right slot; the dock's first icon on the right; page 0's dot on the right.
        #expect(d.placement("a0")?.frame.minX == 390 - 23.75 - 65)
        #expect(d.placement("a0")?.labelFrame?.minX == 390 - 20 - 72.5)
        #expect(abs((d.placement("d0")?.frame.minX ?? 0) - (390 - 35 - 65)) < 1e-9)
        #expect(d.host.component.dots(at: 0).map(d.host.inView).map(\.center.x) == [213, 195, 177])
        // A tap on the mirrored slot opens the icon drawn there.
        let mirrored = Point(x: 390 - HomeHostDriver.slot(1).x, y: HomeHostDriver.slot(1).y)
        d.tap(mirrored)
        #expect(d.takeOutputs() == [.open("a1")])
        // Swiping right goes forward.
        d.drag(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.15)
        #expect(d.takeOutputs().first == .pageChanged(1))
    }

    @Test func theLayoutBindingRebuildsTheScreenKeepingPageAndEditMode() {
        var d = HomeHostDriver()
        _ = d.host.send(.showPage(index: 1), at: 0)
        _ = d.host.send(.beginEditing, at: 0)
        d.settle()
        _ = d.takeOutputs()
        // The echo of the host's own layout does nothing.
        #expect(d.host.send(.setLayout(layout: d.host.layout), at: d.time).isEmpty)
        // A new layout: the page and edit mode stay.
        var changed = d.host.layout
        changed.pages[1].removeFirst(3)
        changed.dock[3] = "new"
        #expect(d.host.send(.setLayout(layout: changed), at: d.time).isEmpty)
        #expect(d.host.layout == changed)
        #expect(d.host.currentPage == 1 && d.host.isEditing)
        #expect(d.placement("new") != nil && d.placement("a20") == nil)
        // Fewer pages: the screen shows the last one, and says so.
        let single = HomeHostDriver.layout(pages: [3], dock: 0)
        #expect(d.host.send(.setLayout(layout: single), at: d.time) == [.pageChanged(0), .announcement("Page 1 of 1")])
        // An invalid layout is repaired; the view writes the repaired one back and logs the problems.
        let invalid = IconArrangement(pages: [["a", "b", "a"]], dock: ["c", "d", "e", "f", "g"])
        _ = d.host.send(.setLayout(layout: invalid), at: d.time)
        #expect(d.host.layout == IconArrangement(pages: [["a", "b", "g"]], dock: ["c", "d", "e", "f"]))
        #expect(d.host.diagnostics == [.duplicate("a"), .dockOverCapacity(count: 5, capacity: 4)])
    }

    @Test func settingsRebuildOnlyForANewConfiguration() {
        var d = HomeHostDriver()
        _ = d.host.send(.showPage(index: 2), at: 0)
        _ = d.host.send(.beginEditing, at: 0)
        d.settle()
        #expect(d.host.placements(at: d.time).contains { $0.rotation != 0 })
        // The direction alone: the same screen, mirrored.
        let time = d.host.time
        _ = d.host.send(.configure(settings: d.host.settings.adapted(reduceMotion: false, rightToLeft: true)), at: d.time + 1)
        #expect(d.host.time == time && d.host.settings.isRightToLeft)
        // Reduce Motion: rebuilt on the same page, still editing, and the icons stop wiggling.
        _ = d.host.send(.configure(settings: d.host.settings.adapted(reduceMotion: true, rightToLeft: true)), at: d.time + 1)
        #expect(d.host.configuration.reduceMotion)
        #expect(d.host.currentPage == 2 && d.host.isEditing)
        #expect(d.host.placements(at: d.time + 2).allSatisfy { $0.rotation == 0 })
        // Seed 002's paging rule comes with its preset.
        var seed = HomeScreen.Settings(configuration: .directionalPaging)
        seed.isRightToLeft = false
        _ = d.host.send(.configure(settings: seed), at: d.time + 2)
        #expect(d.host.configuration.snapPolicy == .directional)
    }

    @Test func settingsHoldingNaNAreNotNewEveryTime() {
        // A NaN is never equal to itself; settings re-applied with the same NaN must not rebuild the screen (a
        // rebuild would end the page turn under way).
        var configuration = HomeScreen.Configuration()
        configuration.padding = .nan
        configuration.topInset = .nan
        let settings = HomeScreen.Settings(configuration: configuration)
        var d = HomeHostDriver(settings: settings)
        #expect(d.host.geometry.padding == 20 && d.host.configuration.topInset == 0)
        _ = d.host.send(.showPage(index: 1), at: 0)
        d.frames(until: 0.05)
        #expect(d.host.needsFrames)
        #expect(d.host.send(.configure(settings: settings), at: d.time).isEmpty)
        #expect(d.host.needsFrames)
        // A real change still rebuilds.
        var changed = settings
        changed.configuration.reduceMotion = true
        _ = d.host.send(.configure(settings: changed), at: d.time)
        #expect(d.host.configuration.reduceMotion && !d.host.needsFrames)
        #expect(HostComparison.same(Double.nan, .nan) && !HostComparison.same(1.0, .nan))
        #expect(!HostComparison.same(changed, settings))
    }

    @Test func theDotsAreAdjustableWithoutAnnouncements() {
        var d = HomeHostDriver()
        #expect(d.host.send(.decrement, at: 0).isEmpty)
        #expect(d.host.send(.increment, at: 0) == [.pageChanged(1)])
        #expect(d.host.send(.increment, at: 0) == [.pageChanged(2)])
        #expect(d.host.send(.increment, at: 0).isEmpty)
        #expect(d.host.pageAccessibilityValue == "Page 3 of 3")
        #expect(d.host.send(.decrement, at: 0) == [.pageChanged(1)])
    }

    @Test func iconsOpenEditAndMoveWithAccessibilityActions() {
        var d = HomeHostDriver(pages: [24, 3], dock: 3)
        // Outside edit mode: open, or start editing.
        #expect(d.host.send(.activate(icon: "a0"), at: 0) == [.open("a0")])
        #expect(d.host.send(.activate(icon: "nope"), at: 0).isEmpty)
        #expect(d.host.component.accessibilityActions(for: "a0") == [.edit])
        #expect(d.host.send(.iconAction(action: .edit, icon: "a0", label: "Mail"), at: 0) == [.editingChanged(true)])
        #expect(d.host.send(.activate(icon: "a0"), at: 0).isEmpty)
        // In edit mode, by place.
        #expect(d.host.component.accessibilityActions(for: "a0") == [.moveForward, .moveToNextPage, .moveToDock])
        #expect(
            d.host.component.accessibilityActions(for: "a26") == [
                .moveBackward, .moveToPreviousPage, .moveToNextPage, .moveToDock,
            ])
        #expect(d.host.component.accessibilityActions(for: "d1") == [.moveBackward, .moveForward, .moveOutOfDock])
        // Forward one place.
        let forward = d.host.send(.iconAction(action: .moveForward, icon: "a0", label: "Mail"), at: 0)
        #expect(d.host.layout.pages[0].prefix(2) == ["a1", "a0"])
        #expect(forward.last == .announcement("Mail moved to page 1, position 2"))
        // Back to the full first page from page 2: the last slot, the page's last icon pushed on.
        let back = d.host.send(.iconAction(action: .moveToPreviousPage, icon: "a25", label: "Notes"), at: 0)
        #expect(d.host.layout.pages[0][23] == "a25" && d.host.layout.pages[1] == ["a23", "a24", "a26"])
        #expect(back.last == .announcement("Notes moved to page 1, position 24"))
        // To the next page: the pages follow the icon, and only its move is announced.
        let next = d.host.send(.iconAction(action: .moveToNextPage, icon: "a1", label: "Maps"), at: 0)
        #expect(d.host.layout.pages[1].last == "a1" && d.host.currentPage == 1)
        #expect(next.filter { if case .announcement = $0 { true } else { false } }.count == 1)
        #expect(next.last == .announcement("Maps moved to page 2, position 4"))
        // Into the dock and out of it again, onto the page shown.
        _ = d.host.send(.iconAction(action: .moveToDock, icon: "a24", label: "Music"), at: 0)
        #expect(d.host.layout.dock == ["d0", "d1", "d2", "a24"])
        #expect(d.host.component.accessibilityActions(for: "a0").contains(.moveToDock) == false)
        _ = d.host.send(.iconAction(action: .moveOutOfDock, icon: "d0", label: "Phone"), at: 0)
        #expect(d.host.layout.dock == ["d1", "d2", "a24"] && d.host.layout.pages[1].last == "d0")
        // An action that is not offered does nothing.
        #expect(d.host.send(.iconAction(action: .moveBackward, icon: "d1", label: "Safari"), at: 0).isEmpty)
        #expect(d.host.send(.iconAction(action: .moveToDock, icon: "nope", label: ""), at: 0).isEmpty)
    }

    @Test func framesAreNeededWhileSomethingMovesOrAPressIsPending() {
        var d = HomeHostDriver()
        #expect(!d.host.needsFrames && d.host.isIdle)
        // A finger resting on an icon: the long press is pending.
        // (The one idle rule: a pending long press is a deadline, so the host is not idle.)
        _ = d.host.pointerChanged(to: HomeHostDriver.slot(0), from: HomeHostDriver.slot(0), at: 0)
        #expect(!d.host.isIdle && d.host.nextDeadline == 0.5)
        _ = d.host.pointerCancelled(at: 0.1)
        #expect(!d.host.needsFrames && d.host.isIdle)
        #expect(d.host.pointerCancelled(at: 0.2).isEmpty)
    }
}
