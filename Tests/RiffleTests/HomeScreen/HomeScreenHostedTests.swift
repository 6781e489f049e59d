import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("HomeScreen on ComponentHost: the state a home-screen view keeps")
struct HomeScreenHostedTests {
    @Test func nothingIsDrawnBeforeAUsableSize() {
        var host = ComponentHost(HomeScreen(layout: IconArrangement.sample(pages: [30], dock: 2)))
        #expect(host.placements(at: 0).isEmpty && host.component.dots(at: 0).map(host.inView).isEmpty)
        expectEqual(host.drawnDockFrame, nil)
        expectEqual(host.drawnIndicatorFrame.map(host.inView), nil)
        // Without a size the capacity is unknown: the layout is kept as given.
        expectEqual(host.layout.pages.map(\.count), [30])
        for (width, height) in [(0.0, 844.0), (.nan, 844), (390, -1), (390, .infinity)] {
            #expect(host.send(.setViewport(width: width, height: height, topInset: 0, bottomInset: 0), at: 0).isEmpty)
        }
        expectEqual(host.geometry.screenSize, .zero)
        // A phone's safe areas leave 20 slots a page (HomeScreenGuide); the six extra icons go on a new page.
        _ = host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 0)
        expectEqual(host.layout.pages.map(\.count), [20, 10])
        expectEqual(host.configuration.topInset, 47)
        expectEqual(host.configuration.bottomInset, 34)
        // A bad inset counts as none. The bare screen would fit 24 a page, but the grid of the first size stays:
        // a later viewport never moves icons between pages (HomeScreenResizeTests).
        _ = host.send(.setViewport(width: 390, height: 844, topInset: .nan, bottomInset: -3), at: 1)
        expectEqual(host.safeAreaTop, 0)
        expectEqual(host.safeAreaBottom, 0)
        expectEqual(host.geometry.pageCapacity, 20)
        expectEqual(host.layout.pages.map(\.count), [20, 10])
    }

    @Test func seed002GeometryReachesTheView() {
        let d = ComponentHost.view()
        let first = d.placement("a0")
        expectEqual(first?.frame, Rect(x: 23.75, y: 20, width: 65, height: 65))
        expectEqual(first?.labelFrame, Rect(x: 20, y: 87, width: 72.5, height: 16))
        expectEqual(d.placement("a5")?.frame.origin, Point(x: 116.25, y: 123))
        // The dock: four 65-point icons 20 apart, centred in a 65·5/3-point strip at the bottom, no labels.
        let dockHeight = 65 * 5.0 / 3
        let dockFrame = d.drawnDockFrame ?? .zero
        expectEqual(dockFrame.minX, 0)
        expectEqual(dockFrame.width, 390)
        expectEqual(dockFrame.maxY, 844)
        expectNear(dockFrame.height, dockHeight, within: 1e-9)
        let dock = (0..<4).compactMap { d.placement(IconID(rawValue: "d\($0)")) }
        expectEqual(dock.map(\.frame.minX), [35, 120, 205, 290])
        #expect(dock.allSatisfy { $0.labelFrame == nil && abs($0.frame.midY - (844 - dockHeight / 2)) < 1e-9 })
        // Three 10-point dots 8 apart, centred above the dock, the first selected.
        let dots = d.component.dots(at: 0).map(d.inView)
        expectEqual(dots.map(\.center.x), [177, 195, 213])
        expectEqual(dots.map(\.selection), [1, 0, 0])
        expectEqual(d.pageAccessibilityValue, .page(1, of: 3))
    }

    @Test func aTapOpensAndALongPressEdits() {
        var d = ComponentHost.view()
        var dOutputs: [HomeScreen.Event] = []
        dOutputs += d.tap(HomeScreen.viewSlot(1))
        expectEqual(dOutputs.takeAll(), [.open("a1")])
        // Hold still for the 0.5 s long press: edit mode, the icon lifts and follows the finger to slot 6.
        dOutputs += d.drag(from: HomeScreen.viewSlot(1), to: HomeScreen.viewSlot(6), hold: 0.6)
        dOutputs += d.settleBesidesWiggle()
        #expect(d.isEditing)
        expectEqual(d.layout.pages[0].prefix(7), ["a0", "a2", "a3", "a4", "a5", "a6", "a1"])
        #expect(
            dOutputs.takeAll().filter { if case .announcement = $0 { false } else { true } } == [
                .editingChanged(true), .moved("a1", from: .page(0, index: 1), to: .page(0, index: 6)),
            ])
        // The icons wiggle while editing; a tap no longer opens.
        #expect(d.placements(at: d.time).contains { $0.rotation != 0 })
        dOutputs += d.tap(HomeScreen.viewSlot(2))
        #expect(dOutputs.takeAll().isEmpty)
        // Done.
        expectEqual(d.send(.endEditing, at: d.time), [.editingChanged(false)])
        #expect(!d.isEditing)
    }

    @Test func aSwipeTurnsThePageAndAnnouncesIt() {
        var d = ComponentHost.view()
        var dOutputs: [HomeScreen.Event] = []
        dOutputs += d.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.15)
        expectEqual(dOutputs.takeAll(), [.pageChanged(1), .announcement(.page(2, of: 3))])
        dOutputs += d.settleBesidesWiggle()
        expectEqual(d.placement("a20")?.frame.minX, 23.75)
        expectEqual(d.component.dots(at: d.time).map(d.inView).map(\.selection), [0, 1, 0])
        expectEqual(d.pageAccessibilityValue, .page(2, of: 3))
    }

    @Test func iconsOfAPageSlidingAwayAreHidden() {
        var d = ComponentHost.view()
        d.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), release: false)
        d.frames(until: d.time + 0.05)
        let shift = (d.placement("a0")?.frame.minX ?? 0) - 23.75
        #expect(shift < -150)
        // Column 0 of page 0 has left the view, column 3 is still on it; page 1's first icon has come in.
        expectEqual(d.placement("a0")?.isAccessibilityHidden, true)
        expectEqual(d.placement("a3")?.isAccessibilityHidden, false)
        expectEqual(d.placement("a20")?.isAccessibilityHidden, false)
        expectEqual(d.placement("d0")?.isAccessibilityHidden, false)
    }

    @Test func rightToLeftMirrorsTheGridThePagesAndTheDots() {
        var d = ComponentHost.view(settings: HomeScreen.Settings().adapted(reduceMotion: false, rightToLeft: true))
        var dOutputs: [HomeScreen.Event] = []
        // The first icon sits in the top-right slot; the dock's first icon on the right; page 0's dot on the right.
        expectEqual(d.placement("a0")?.frame.minX, 390 - 23.75 - 65)
        expectEqual(d.placement("a0")?.labelFrame?.minX, 390 - 20 - 72.5)
        expectNear((d.placement("d0")?.frame.minX ?? 0), (390 - 35 - 65), within: 1e-9)
        expectEqual(d.component.dots(at: 0).map(d.inView).map(\.center.x), [213, 195, 177])
        // A tap on the mirrored slot opens the icon drawn there.
        let mirrored = Point(x: 390 - HomeScreen.viewSlot(1).x, y: HomeScreen.viewSlot(1).y)
        dOutputs += d.tap(mirrored)
        expectEqual(dOutputs.takeAll(), [.open("a1")])
        // Swiping right goes forward.
        dOutputs += d.drag(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.15)
        expectEqual(dOutputs.takeAll().first, .pageChanged(1))
    }

    @Test func theLayoutBindingRebuildsTheScreenKeepingPageAndEditMode() {
        var d = ComponentHost.view()
        var dOutputs: [HomeScreen.Event] = []
        _ = d.send(.showPage(index: 1, animated: true), at: 0)
        _ = d.send(.beginEditing, at: 0)
        dOutputs += d.settleBesidesWiggle()
        _ = dOutputs.takeAll()
        // The echo of the host's own layout does nothing.
        #expect(d.send(.setLayout(layout: d.layout), at: d.time).isEmpty)
        // A new layout: the page and edit mode stay.
        var changed = d.layout
        changed.pages[1].removeFirst(3)
        changed.dock[3] = "new"
        #expect(d.send(.setLayout(layout: changed), at: d.time).isEmpty)
        expectEqual(d.layout, changed)
        expectEqual(d.currentPage, 1)
        #expect(d.isEditing)
        #expect(d.placement("new") != nil)
        expectEqual(d.placement("a20"), nil)
        // Fewer pages: the screen shows the last one, and says so.
        let single = IconArrangement.sample(pages: [3], dock: 0)
        expectEqual(d.send(.setLayout(layout: single), at: d.time), [.pageChanged(0), .announcement(.page(1, of: 1))])
        // An invalid layout is repaired; the view writes the repaired one back and logs the problems.
        let invalid = IconArrangement(pages: [["a", "b", "a"]], dock: ["c", "d", "e", "f", "g"])
        _ = d.send(.setLayout(layout: invalid), at: d.time)
        expectEqual(d.layout, IconArrangement(pages: [["a", "b", "g"]], dock: ["c", "d", "e", "f"]))
        expectEqual(d.diagnostics, [.duplicate("a"), .dockOverCapacity(count: 5, capacity: 4)])
    }

    @Test func settingsRebuildOnlyForANewConfiguration() {
        var d = ComponentHost.view()
        _ = d.send(.showPage(index: 2, animated: true), at: 0)
        _ = d.send(.beginEditing, at: 0)
        d.settleBesidesWiggle()
        #expect(d.placements(at: d.time).contains { $0.rotation != 0 })
        // The direction alone: the same screen, mirrored.
        let time = d.time
        _ = d.send(.configure(settings: d.settings.adapted(reduceMotion: false, rightToLeft: true)), at: d.time + 1)
        expectEqual(d.time, time)
        #expect(d.settings.isRightToLeft)
        // Reduce Motion: rebuilt on the same page, still editing, and the icons stop wiggling.
        _ = d.send(.configure(settings: d.settings.adapted(reduceMotion: true, rightToLeft: true)), at: d.time + 1)
        #expect(d.configuration.reduceMotion)
        expectEqual(d.currentPage, 2)
        #expect(d.isEditing)
        #expect(d.placements(at: d.time + 2).allSatisfy { $0.rotation == 0 })
        // Seed 002's paging rule comes with its preset.
        var seed = HomeScreen.Settings(configuration: .directionalPaging)
        seed.isRightToLeft = false
        _ = d.send(.configure(settings: seed), at: d.time + 2)
        expectEqual(d.configuration.snapPolicy, .directional)
    }

    @Test func settingsHoldingNaNAreNotNewEveryTime() {
        // A NaN is never equal to itself; settings re-applied with the same NaN must not rebuild the screen (a
        // rebuild would end the page turn under way).
        var configuration = HomeScreen.Configuration()
        configuration.padding = .nan
        configuration.topInset = .nan
        let settings = HomeScreen.Settings(configuration: configuration)
        var d = ComponentHost.view(settings: settings)
        expectEqual(d.geometry.padding, 20)
        expectEqual(d.configuration.topInset, 0)
        _ = d.send(.showPage(index: 1, animated: true), at: 0)
        d.frames(until: 0.05)
        #expect(d.needsFrames)
        #expect(d.send(.configure(settings: settings), at: d.time).isEmpty)
        #expect(d.needsFrames)
        // A real change still rebuilds.
        var changed = settings
        changed.configuration.reduceMotion = true
        _ = d.send(.configure(settings: changed), at: d.time)
        #expect(d.configuration.reduceMotion && !d.needsFrames)
        expectEqual(settings, settings)
        #expect(changed != settings)
    }

    @Test func theDotsAreAdjustableWithoutAnnouncements() {
        var d = ComponentHost.view()
        #expect(d.send(.decrement, at: 0).isEmpty)
        expectEqual(d.send(.increment, at: 0), [.pageChanged(1)])
        expectEqual(d.send(.increment, at: 0), [.pageChanged(2)])
        #expect(d.send(.increment, at: 0).isEmpty)
        expectEqual(d.pageAccessibilityValue, .page(3, of: 3))
        expectEqual(d.send(.decrement, at: 0), [.pageChanged(1)])
    }

    @Test func iconsOpenEditAndMoveWithAccessibilityActions() {
        var d = ComponentHost.view(pages: [24, 3], dock: 3)
        // Outside edit mode: open, or start editing.
        expectEqual(d.send(.activate(icon: "a0"), at: 0), [.open("a0")])
        #expect(d.send(.activate(icon: "nope"), at: 0).isEmpty)
        expectEqual(d.component.accessibilityActions(for: "a0"), [.edit])
        expectEqual(d.send(.iconAction(action: .edit, icon: "a0", label: "Mail"), at: 0), [.editingChanged(true)])
        #expect(d.send(.activate(icon: "a0"), at: 0).isEmpty)
        // In edit mode, by place.
        expectEqual(d.component.accessibilityActions(for: "a0"), [.moveForward, .moveToNextPage, .moveToDock])
        #expect(
            d.component.accessibilityActions(for: "a26") == [
                .moveBackward, .moveToPreviousPage, .moveToNextPage, .moveToDock,
            ])
        expectEqual(d.component.accessibilityActions(for: "d1"), [.moveBackward, .moveForward, .moveOutOfDock])
        // Forward one place.
        let forward = d.send(.iconAction(action: .moveForward, icon: "a0", label: "Mail"), at: 0)
        expectEqual(d.layout.pages[0].prefix(2), ["a1", "a0"])
        expectEqual(forward.last, .announcement(.iconMovedToPage(label: "Mail", page: 1, position: 2)))
        // Back to the full first page from page 2: the last slot, the page's last icon pushed on.
        let back = d.send(.iconAction(action: .moveToPreviousPage, icon: "a25", label: "Notes"), at: 0)
        #expect(d.layout.pages[0][23] == "a25" && d.layout.pages[1] == ["a23", "a24", "a26"])
        expectEqual(back.last, .announcement(.iconMovedToPage(label: "Notes", page: 1, position: 24)))
        // To the next page: the pages follow the icon, and only its move is announced.
        let next = d.send(.iconAction(action: .moveToNextPage, icon: "a1", label: "Maps"), at: 0)
        expectEqual(d.layout.pages[1].last, "a1")
        expectEqual(d.currentPage, 1)
        expectEqual(next.filter { if case .announcement = $0 { true } else { false } }.count, 1)
        expectEqual(next.last, .announcement(.iconMovedToPage(label: "Maps", page: 2, position: 4)))
        // Into the dock and out of it again, onto the page shown.
        _ = d.send(.iconAction(action: .moveToDock, icon: "a24", label: "Music"), at: 0)
        expectEqual(d.layout.dock, ["d0", "d1", "d2", "a24"])
        expectEqual(d.component.accessibilityActions(for: "a0").contains(.moveToDock), false)
        _ = d.send(.iconAction(action: .moveOutOfDock, icon: "d0", label: "Phone"), at: 0)
        #expect(d.layout.dock == ["d1", "d2", "a24"] && d.layout.pages[1].last == "d0")
        // An action that is not offered does nothing.
        #expect(d.send(.iconAction(action: .moveBackward, icon: "d1", label: "Safari"), at: 0).isEmpty)
        #expect(d.send(.iconAction(action: .moveToDock, icon: "nope", label: ""), at: 0).isEmpty)
    }

    @Test func framesAreNeededWhileSomethingMovesOrAPressIsPending() {
        var d = ComponentHost.view()
        #expect(!d.needsFrames && d.isIdle)
        // A finger resting on an icon: the long press is pending.
        // (The one idle rule: a pending long press is a deadline, so the host is not idle.)
        _ = d.pointerChanged(to: HomeScreen.viewSlot(0), from: HomeScreen.viewSlot(0), at: 0)
        #expect(!d.isIdle)
        expectEqual(d.nextDeadline, 0.5)
        _ = d.pointerCancelled(at: 0.1)
        #expect(!d.needsFrames && d.isIdle)
        #expect(d.pointerCancelled(at: 0.2).isEmpty)
    }

    @Test func typedCommandsRecordAndReplayToTheSameScreen() throws {
        var live = ComponentHost(HomeScreen(layout: .sample(pages: [24, 3], dock: 3), settings: .init()))
        live.startRecording(component: "home")
        var settings = HomeScreen.Settings(configuration: .directionalPaging)
        settings.configuration.wiggle = HomeScreen.Wiggle(amplitude: 0.05, period: 0.4)
        live.send(.configure(settings: settings), at: 0)
        live.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 0)
        live.send(.beginEditing, at: 0.1)
        live.send(.iconAction(action: .moveToNextPage, icon: "a0", label: "Mail moved"), at: 0.2)
        live.send(.showPage(index: 0, animated: false), at: 0.3)
        live.advance(to: 0.5)
        let recorded = live.stopRecording()
        let recording = try Recording.parse(try #require(recorded).serialized())
        var replayed = ComponentHost(HomeScreen(layout: .sample(pages: [24, 3], dock: 3), settings: .init()))
        for entry in recording.entries { replayed.replay(entry.event, at: entry.time) }
        expectEqual(replayed.settings, settings)
        expectEqual(replayed.safeAreaTop, 47)
        expectEqual(replayed.layout, live.layout)
        expectEqual(replayed.currentPage, 0)
        #expect(replayed.isEditing)
        expectEqual(replayed.placements(at: 0.6), live.placements(at: 0.6))
    }

    @Test func versionOneLinesReplayAsTheirCommands() throws {
        let text = """
            riffle-recording 1
            component home
            viewport 390 844
            0 command viewport 390 844 47 34
            100 command begin-editing
            200 command page 1
            300 key previous
            400 command increment
            500 command end-editing
            """
        var host = ComponentHost.view()
        var events: [HomeScreen.Event] = []
        for entry in try Recording.parse(text).entries { events += host.replay(entry.event, at: entry.time) }
        expectEqual(host.safeAreaTop, 47)
        #expect(!host.isEditing)
        expectEqual(host.currentPage, 1)
        #expect(events.contains(.editingChanged(true)))
        expectEqual(events.last, .editingChanged(false))
    }
}
