import RiffleTestSupport
import Testing

@testable import Riffle

/// What a `HomeScreenView` decides nothing about: the layout it writes to its binding, the binding changes it
/// passes on, its start-up on every `onAppear`, the ends of a touch, the pressed icon's dimming, the Done button and
/// the remote's moves, driven through `ComponentHost<HomeScreen>` as SwiftUI delivers them.
///
/// The view writes `layoutToWrite(over:)` to its binding after every call; SwiftUI then calls its `onChange` with
/// the value it wrote (the echo), which the view passes through `command(forLayout:)`.
@Suite("HomeScreen on ComponentHost: the decisions a home-screen view carries out")
struct HomeScreenHostedViewTests {
    @Test func aDropIsWrittenOnceAndItsEchoSendsNothing() {
        var host = ComponentHost.view()
        var binding = host.layout
        expectEqual(host.component.layoutToWrite(over: binding), nil)
        // A long press on a1, then a drag to slot 6 and the drop: the new layout is written once.
        host.drag(from: HomeScreen.viewSlot(1), to: HomeScreen.viewSlot(6), hold: 0.6)
        let written = host.component.layoutToWrite(over: binding)
        expectEqual(written?.pages[0].prefix(7), ["a0", "a2", "a3", "a4", "a5", "a6", "a1"])
        binding = written ?? binding
        // onChange(of: layout) with the value just written: nothing to send, nothing more to write.
        expectEqual(host.component.command(forLayout: binding), nil)
        expectEqual(host.component.layoutToWrite(over: binding), nil)
        // An accessibility move writes again.
        _ = host.send(.iconAction(action: .moveForward, icon: "a0", label: "Mail"), at: host.time)
        expectEqual(host.component.layoutToWrite(over: binding)?.pages[0].prefix(2), ["a2", "a0"])
    }

    @Test func leavingEditModeWritesTheLayoutWithoutItsEmptyPages() {
        var host = ComponentHost.view(pages: [20, 1], dock: 4)
        _ = host.send(.beginEditing, at: 0)
        // The only icon of page 2 goes to page 1 by VoiceOver: page 2 stays empty while editing.
        _ = host.send(.iconAction(action: .moveToPreviousPage, icon: "a20", label: "Mail"), at: 0)
        let binding = host.layout  // as the view wrote it
        #expect(binding.pages.count == 2 && binding.pages[1].isEmpty)
        _ = host.send(.endEditing, at: 0.1)
        expectEqual(host.component.layoutToWrite(over: binding)?.pages.count, 1)
    }

    @Test func aLayoutFromOutsideIsSentAndARepairedOneIsWrittenBackAndNoted() throws {
        var host = ComponentHost.view()
        var binding = host.layout
        binding.dock[0] = "new"
        let command = try #require(host.component.command(forLayout: binding))
        expectEqual(command, .setLayout(layout: binding))
        _ = host.send(command, at: 0)
        expectEqual(host.component.layoutToWrite(over: binding), nil)
        expectEqual(host.component.repairNote(for: binding), nil)
        // An icon twice and a dock over capacity: repaired, written back, noted for the debug log; the echo of the
        // repaired layout sends nothing and notes nothing.
        let invalid = IconArrangement(pages: [["a", "b", "a"]], dock: ["c", "d", "e", "f", "g"])
        _ = host.send(try #require(host.component.command(forLayout: invalid)), at: 0)
        let repaired = IconArrangement(pages: [["a", "b", "g"]], dock: ["c", "d", "e", "f"])
        expectEqual(host.component.layoutToWrite(over: invalid), repaired)
        let note = try #require(host.component.repairNote(for: invalid))
        #expect(note.contains("duplicate") && note.contains("dockOverCapacity"))
        expectEqual(host.component.command(forLayout: repaired), nil)
        expectEqual(host.component.repairNote(for: repaired), nil)
    }

    @Test func theStartUpSendsOnlyWhatChangedInOrderAndAgainSendsNothing() throws {
        // The first appearance: the host was made from the same values, so only the size goes in.
        let settings = HomeScreen.Settings()
        let layout = IconArrangement.sample(pages: [20, 5], dock: 4)
        var host = ComponentHost(HomeScreen(layout: layout, settings: settings))
        #expect(host.component.commands(appearingWith: settings, layout: layout).isEmpty)
        _ = host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 0)
        // Appearing again with everything in step sends nothing (SwiftUI calls onAppear after every return).
        #expect(host.component.commands(appearingWith: settings, layout: layout).isEmpty)
        // Back after the binding and the modifiers changed while away: the settings first, then the layout, so the
        // layout is laid out (and repaired) with the new metrics.
        let moved = HomeScreen.Settings(configuration: .directionalPaging).adapted(
            reduceMotion: true, rightToLeft: true)
        let fewer = IconArrangement.sample(pages: [3], dock: 2)
        let commands = host.component.commands(appearingWith: moved, layout: fewer)
        expectEqual(commands, [.configure(settings: moved), .setLayout(layout: fewer)])
        for command in commands { _ = host.send(command, at: 1) }
        expectEqual(host.layout, fewer)
        expectEqual(host.settings, moved)
        #expect(host.configuration.reduceMotion)
        #expect(host.component.commands(appearingWith: moved, layout: fewer).isEmpty)
        // A layout the host repaired when it was made is sent at the first appearance, so it is repaired, written
        // back and noted as one given later would be.
        let invalid = IconArrangement(pages: [["a", "a"]], dock: [])
        var fresh = ComponentHost(HomeScreen(layout: invalid, settings: settings))
        expectEqual(fresh.component.commands(appearingWith: settings, layout: invalid), [.setLayout(layout: invalid)])
        _ = fresh.send(.setLayout(layout: invalid), at: 0)
        expectEqual(fresh.component.layoutToWrite(over: invalid), IconArrangement(pages: [["a"]], dock: []))
        #expect(fresh.component.repairNote(for: invalid) != nil)
    }

    /// How SwiftUI may end a touch: the gesture-state reset before `onEnded`, after it, or never; or `onEnded`
    /// never (the reset alone, resolved after the update).
    enum Ending: CaseIterable { case resetThenEnd, endThenReset, endOnly, resetOnly }

    /// Ends the touch in progress at `point` as `ending` says, then resolves the reset as the view's task does.
    static func end(_ host: inout ComponentHost<HomeScreen>, at point: Point, _ ending: Ending) -> [HomeScreen.Event] {
        let t = host.time
        var events: [HomeScreen.Event] = []
        switch ending {
        case .resetThenEnd: events += host.pointerGestureReset(at: t) + host.pointerEnded(at: point, time: t)
        case .endThenReset: events += host.pointerEnded(at: point, time: t) + host.pointerGestureReset(at: t)
        case .endOnly: events += host.pointerEnded(at: point, time: t)
        case .resetOnly: events += host.pointerGestureReset(at: t)
        }
        return events + host.pointerResetResolved(at: t)
    }

    @Test(arguments: Ending.allCases)
    func anIconDragEndsHoweverSwiftUIReportsIt(_ ending: Ending) {
        var host = ComponentHost.view()
        let before = host.layout
        var events = host.drag(from: HomeScreen.viewSlot(1), to: HomeScreen.viewSlot(6), hold: 0.6, release: false)
        events += Self.end(&host, at: HomeScreen.viewSlot(6), ending)
        host.settleBesidesWiggle()
        #expect(host.isEditing)
        expectEqual(host.draggedIcon, nil)
        let moves = events.filter { if case .moved = $0 { true } else { false } }
        if ending == .resetOnly {
            // A cancel: the icon goes back, nothing to write.
            #expect(moves.isEmpty)
            expectEqual(host.layout, before)
            expectEqual(host.component.layoutToWrite(over: before), nil)
        } else {
            expectEqual(moves, [.moved("a1", from: .page(0, index: 1), to: .page(0, index: 6))])
        }
        // The view's disappearance afterwards changes nothing.
        #expect(host.pointerCancelled(at: host.time).isEmpty)
    }

    @Test(arguments: Ending.allCases)
    func aSwipeEndsHoweverSwiftUIReportsIt(_ ending: Ending) {
        var host = ComponentHost.view()
        // A quick 80-point swipe: a release flings to the next page; a cancel has no release velocity and settles
        // back to the nearest page.
        host.drag(from: Point(x: 300, y: 400), to: Point(x: 220, y: 400), duration: 0.1, release: false)
        _ = Self.end(&host, at: Point(x: 220, y: 400), ending)
        host.settle()
        expectEqual(host.currentPage, (ending == .resetOnly ? 0 : 1))
        #expect(host.isIdle)
    }

    @Test func aViewThatDisappearsMidDragPutsTheIconBackAndRests() {
        var host = ComponentHost.view()
        let before = host.layout
        var events = host.drag(from: HomeScreen.viewSlot(1), to: HomeScreen.viewSlot(6), hold: 0.6, release: false)
        expectEqual(host.draggedIcon, "a1")
        events += host.pointerCancelled(at: host.time)
        host.settleBesidesWiggle()
        expectEqual(host.draggedIcon, nil)
        expectEqual(host.layout, before)
        #expect(!events.contains { if case .moved = $0 { true } else { false } })
        // A long press still pending when the view goes: no edit mode, no deadline left.
        var pressed = ComponentHost.view()
        _ = pressed.pointerChanged(to: HomeScreen.viewSlot(0), from: HomeScreen.viewSlot(0), at: 0)
        _ = pressed.pointerCancelled(at: 0.1)
        pressed.frames(until: 1)
        #expect(!pressed.isEditing && pressed.isIdle)
    }

    @Test func aPressedIconIsDrawnAFifthDarker() {
        var host = ComponentHost.view()
        _ = host.pointerChanged(to: HomeScreen.viewSlot(1), from: HomeScreen.viewSlot(1), at: 0)
        expectEqual(host.placement("a1")?.drawnBrightness, -HomeScreen.IconPlacement.pressedDimming)
        expectEqual(HomeScreen.IconPlacement.pressedDimming, 0.2)
        expectEqual(host.placement("a0")?.drawnBrightness, 0)
        // Lifted by the long press: no longer pressed.
        host.frames(until: 0.6)
        expectEqual(host.placement("a1")?.drawnBrightness, 0)
    }

    @Test func theDoneButtonShowsInEditModeBelowTheSafeArea() {
        var host = ComponentHost.view()
        expectEqual(host.doneButtonInset, nil)
        _ = host.send(.setViewport(width: 390, height: 844, topInset: 47, bottomInset: 34), at: 0)
        _ = host.send(.beginEditing, at: 0)
        #expect(host.isEditing)
        expectEqual(host.doneButtonInset, Vector(x: 16, y: 55))
        // Done ends edit mode; the button goes.
        expectEqual(host.send(.endEditing, at: host.time), [.editingChanged(false)])
        expectEqual(host.doneButtonInset, nil)
    }

    @Test func theRemotesLeftAndRightTurnPagesMirroredRightToLeft() {
        var host = ComponentHost.view()
        #expect(host.send(.move(.left), at: 0).isEmpty)
        expectEqual(host.send(.move(.right), at: 0), [.pageChanged(1)])
        #expect(host.send(.move(.up), at: 0).isEmpty && host.send(.move(.down), at: 0).isEmpty)
        expectEqual(host.send(.move(.left), at: 0), [.pageChanged(0)])
        var mirrored = ComponentHost.view(
            settings: HomeScreen.Settings().adapted(reduceMotion: false, rightToLeft: true))
        #expect(mirrored.send(.move(.right), at: 0).isEmpty)
        expectEqual(mirrored.send(.move(.left), at: 0), [.pageChanged(1)])
    }

    @Test func theCommandsAViewSendsAreRecordedAsTheirTypedWordsAndReplay() throws {
        let commands: [HomeScreen.Command] = [
            .move(.right), .increment, .decrement, .beginEditing,
            .iconAction(action: .moveForward, icon: "a0", label: "Mail"), .activate(icon: "a1"), .endEditing,
            .setLayout(layout: .sample(pages: [3], dock: 1)),
            .configure(settings: HomeScreen.Settings().adapted(reduceMotion: true, rightToLeft: true)),
        ]
        expectEqual(Recording.Event(typed: HomeScreen.Command.increment), .command("increment", []))
        var live = ComponentHost.view()
        var replayed = ComponentHost.view()
        for (step, command) in commands.enumerated() {
            let line = try #require(Recording.Event(typed: command))
            let time = Double(step)
            expectEqual(replayed.replay(line, at: time), live.send(command, at: time))
        }
        expectEqual(replayed.layout, live.layout)
        expectEqual(replayed.settings, live.settings)
    }
}
