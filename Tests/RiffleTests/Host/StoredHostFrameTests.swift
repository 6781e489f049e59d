import RiffleTestSupport
import Testing

@testable import Riffle

/// A view's stored host as the wallet's and the home screen's canvases keep it: each frame (120 Hz) is drawn from
/// an advanced copy, and the stored host is written only when ``ComponentHost/advanced(to:changing:)`` returns
/// one; input (a command, the drag callbacks) is always written, as it is a `@State` write in the view.
struct StoredHost<Component: Interactive, State: Equatable> {
    /// The view's `@State` host.
    var host: ComponentHost<Component>
    /// What the view reads from the stored host between frames.
    let state: (ComponentHost<Component>) -> State
    /// The frames' time.
    var time = 0.0
    /// How many frames ran.
    var frames = 0
    /// How many of them wrote the stored host.
    var writes = 0
    /// The events the view was handed.
    var events: [Component.Event] = []

    /// Frames every 1/120 s for `duration` seconds.
    mutating func run(for duration: Double) {
        let end = time + duration
        while time + 1.0 / 120 <= end + 1e-9 {
            time += 1.0 / 120
            frames += 1
            guard let next = host.advanced(to: time, changing: state) else { continue }
            host = next.host
            writes += 1
            events += next.events
        }
    }

    /// Frames every 1/120 s for `duration` seconds, each stored (as views stored them before).
    mutating func everyFrame(for duration: Double) {
        let end = time + duration
        while time + 1.0 / 120 <= end + 1e-9 {
            time += 1.0 / 120
            frames += 1
            writes += 1
            events += host.advance(to: time)
        }
    }

    /// Input at the frames' time, written as the view writes it.
    mutating func input(_ call: (inout ComponentHost<Component>, Double) -> [Component.Event]) {
        events += call(&host, time)
    }

    /// Counts the frames and the writes from now on.
    mutating func recount() {
        frames = 0
        writes = 0
        events = []
    }
}

@Suite("A view stores its host only when a frame changes what it reads")
struct StoredHostFrameTests {
    /// A wallet's canvas: ``Interactive/isIdle`` is all it reads between frames.
    func wallet(selection: String? = nil) -> StoredHost<CardStack, Bool> {
        StoredHost(host: Wallet.host(selection: selection), state: \.component.isIdle)
    }

    /// A home screen's canvas on a 390 × 844 view, not recording (a recording host is stored every frame).
    func homeScreen() -> StoredHost<HomeScreen, HomeScreen.ViewState> {
        var host = ComponentHost(HomeScreen(layout: .sample(), settings: .init()))
        host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
        return StoredHost(host: host, state: \.component.viewState)
    }

    @Test func aSettledWalletIsNeverStored() {
        var view = wallet()
        view.run(for: 1)
        expectEqual(view.frames, 120)
        expectEqual(view.writes, 0)
    }

    @Test func aCardsSelectionIsStoredAtItsTapAndItsEndOnly() {
        var view = wallet()
        view.input { host, time in
            host.pointerChanged(to: Wallet.point(onCard: 2), from: Wallet.point(onCard: 2), at: time)
                + host.pointerEnded(at: Wallet.point(onCard: 2), time: time + 0.03)
        }
        // The tap's selection reached the view with the input.
        #expect(view.events.contains(.selected("amex")))
        expectEqual(view.host.selectedID, "amex")
        #expect(view.host.needsFrames)
        view.recount()
        // The card slides up and the history opens for a second: 120 frames, one write, when the motion ends
        // and the timeline must pause (every frame wrote the host before: 120 writes).
        view.run(for: 1)
        expectEqual(view.frames, 120)
        expectEqual(view.writes, 1)
        #expect(view.host.isIdle)
        expectEqual(view.host.selectedID, "amex")
        // What the stored host draws is what a host advanced every frame draws.
        var everyFrame = Wallet.host()
        everyFrame.tap(Wallet.point(onCard: 2))
        everyFrame.frames(until: view.time)
        expectEqual(view.host.placements(at: view.time), everyFrame.placements(at: view.time))
    }

    @Test func aLiftAFrameFiresReachesTheView() {
        var view = wallet()
        view.input { host, time in
            host.pointerChanged(to: Wallet.point(onCard: 1), from: Wallet.point(onCard: 1), at: time)
        }
        view.recount()
        view.run(for: 1)
        // The long press fires in a frame: its event writes the host, the lifted card is the view's.
        #expect(view.events.contains(.lifted("master")))
        expectEqual(view.host.liftedID, "master")
        #expect(view.host.component.accessibilityActions(for: "master").isEmpty)
        // That frame only: the held card needs frames until the finger lifts.
        expectEqual(view.writes, 1)
        #expect(!view.host.isIdle)
    }

    @Test func aSettledHomeScreenIsNeverStored() {
        var view = homeScreen()
        view.run(for: 1)
        expectEqual(view.frames, 120)
        expectEqual(view.writes, 0)
    }

    @Test func aPageTurnIsStoredAtItsStartAndItsEndOnly() {
        var view = homeScreen()
        view.input { host, time in host.send(.showPage(index: 1, animated: true), at: time) }
        #expect(view.events.contains(.pageChanged(1)))
        expectEqual(view.host.currentPage, 1)
        view.recount()
        // 120 frames, one write: the turn's end, so that the timeline pauses (every frame wrote it before).
        view.run(for: 1)
        expectEqual(view.frames, 120)
        expectEqual(view.writes, 1)
        #expect(view.host.isIdle)
        expectEqual(view.host.currentPage, 1)
    }

    @Test func inputOnAHostTheFramesDidNotStoreActsAsOnOneTheyDid() {
        // A press and a swipe back in the middle of a page turn: the stored host is the one from the turn's start.
        var view = homeScreen()
        var everyFrame = homeScreen()
        let start = HomeScreen.viewSlot(9)
        for index in [view, everyFrame].indices {
            var driven = index == 0 ? view : everyFrame
            driven.input { host, time in host.send(.showPage(index: 1, animated: true), at: time) }
            for step in 0..<36 {
                if index == 0 { driven.run(for: 1.0 / 120) } else { driven.everyFrame(for: 1.0 / 120) }
                if step >= 24 {
                    let finger = Point(x: start.x + Double(step - 23) * 15, y: start.y)
                    driven.input { host, time in host.pointerChanged(to: finger, from: start, at: time) }
                }
            }
            driven.input { host, time in host.pointerEnded(at: Point(x: start.x + 180, y: start.y), time: time) }
            if index == 0 { view = driven } else { everyFrame = driven }
        }
        // No frame wrote the host (36 did before), and the swipe took the screen back to the first page as the
        // host advanced every frame did, with the same events and the same drawing.
        expectEqual(view.writes, 0)
        expectEqual(everyFrame.writes, 36)
        expectEqual(view.host.currentPage, 0)
        #expect(view.events.contains(.pageChanged(0)))
        expectEqual(view.events, everyFrame.events)
        expectEqual(view.host.placements(at: view.time), everyFrame.host.placements(at: everyFrame.time))
        view.run(for: 1)
        everyFrame.everyFrame(for: 1)
        expectEqual(view.host.currentPage, everyFrame.host.currentPage)
        #expect(view.host.isIdle && everyFrame.host.isIdle)
        expectEqual(view.host.placements(at: view.time), everyFrame.host.placements(at: everyFrame.time))
    }

    @Test func theWiggleIsStoredWhenItsRampEndsAndWhenItDiesAway() {
        var view = homeScreen()
        view.input { host, time in host.send(.beginEditing, at: time) }
        #expect(view.events.contains(.editingChanged(true)) && view.host.doneButtonInset != nil)
        view.recount()
        // The ramp (0.2 s) runs every display frame; its end slows the timeline to 8 frames a period: one write.
        view.run(for: 1)
        expectEqual(view.frames, 120)
        expectEqual(view.writes, 1)
        expectEqual(view.host.frameInterval, 0.26 / 8)
        // The steady wiggle writes nothing.
        view.recount()
        view.run(for: 1)
        expectEqual(view.writes, 0)
        #expect(!view.host.isIdle)
        // Done: the wiggle dies away and the timeline pauses once it is still.
        view.input { host, time in host.send(.endEditing, at: time) }
        #expect(view.events.contains(.editingChanged(false)))
        expectEqual(view.host.doneButtonInset, nil)
        view.recount()
        view.run(for: 1)
        expectEqual(view.writes, 1)
        #expect(view.host.isIdle)
    }

    @Test func aLongPressInEditModeLiftsTheIconForTheView() {
        var view = homeScreen()
        view.input { host, time in host.send(.beginEditing, at: time) }
        view.run(for: 1)
        let icon = HomeScreen.viewSlot(0)
        view.input { host, time in host.pointerChanged(to: icon, from: icon, at: time) }
        let id = view.host.component.layout.pages[0][0]
        expectEqual(view.host.component.accessibilityActions(for: id).isEmpty, false)
        view.recount()
        view.run(for: 1)
        // The press fires in a frame, with no event: the view must see the dragged icon (its actions go).
        #expect(view.events.isEmpty)
        expectEqual(view.host.draggedIcon, id)
        #expect(view.host.component.accessibilityActions(for: id).isEmpty)
        // That frame only: the lift's rise and the wiggle around it are drawn from the advanced copy.
        expectEqual(view.writes, 1)
    }
}
