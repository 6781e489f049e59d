import RiffleTestSupport
import Testing

@testable import Riffle

/// The pressed icon: dimmed from the touch-down until the press opens it, lifts it, drags the pages or ends.
@Suite("HomeScreen: the pressed icon")
struct HomeScreenPressedIconTests {
    static func pressed(_ home: HomeScreen) -> [IconID] { home.placements.filter(\.isPressed).map(\.id) }

    @Test func aTouchDownPressesTheIconUntilTheLongPressLiftsIt() {
        var driver = ComponentHost.script(HomeScreen.sample())
        expectEqual(driver.pressedIcon, nil)
        #expect(Self.pressed(driver.component).isEmpty)
        let a1 = driver.component.slotCenter(1)
        driver.down(a1.x, a1.y, at: 0)
        expectEqual(driver.pressedIcon, "a1")
        expectEqual(Self.pressed(driver.component), ["a1"])
        // Still pressed all through the long press…
        driver.frames(until: 0.49)
        expectEqual(Self.pressed(driver.component), ["a1"])
        #expect(!driver.isEditing)
        // …until edit mode fires: the icon lifts and is no longer drawn pressed.
        driver.frames(until: 0.5)
        #expect(driver.isEditing)
        expectEqual(driver.pressedIcon, nil)
        #expect(Self.pressed(driver.component).isEmpty)
        expectEqual(driver.component.placement(of: "a1")?.isDragged, true)
    }

    @Test func aTapPressesTheIconUntilItOpens() {
        var driver = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        let a0 = driver.component.slotCenter(0)
        events += driver.down(a0.x, a0.y, at: 0)
        expectEqual(driver.pressedIcon, "a0")
        events += driver.up(a0.x, a0.y, at: 0.08)
        expectEqual(driver.pressedIcon, nil)
        #expect(Self.pressed(driver.component).isEmpty)
        expectEqual(events, [.open("a0")])
    }

    @Test func aPageDragUndoesThePress() {
        var driver = ComponentHost.script(HomeScreen.sample())
        let a1 = driver.component.slotCenter(1)
        driver.down(a1.x, a1.y, at: 0)
        expectEqual(driver.pressedIcon, "a1")
        driver.glide(from: a1, to: Point(x: a1.x - 60, y: a1.y), start: 0, duration: 0.1)
        expectEqual(driver.pressedIcon, nil)
        #expect(Self.pressed(driver.component).isEmpty)
        // Held still after the drag began: the long press never comes, nothing is pressed again.
        driver.frames(until: 1)
        #expect(!driver.isEditing)
        expectEqual(driver.pressedIcon, nil)
    }

    @Test func aCancelUndoesThePress() {
        var driver = ComponentHost.script(HomeScreen.sample())
        let a0 = driver.component.slotCenter(0)
        driver.down(a0.x, a0.y, at: 0)
        driver.frames(until: 0.2)
        expectEqual(driver.pressedIcon, "a0")
        driver.handle(PointerEvent(id: 1, phase: .cancel, location: .zero, timestamp: 0.2))
        expectEqual(driver.pressedIcon, nil)
        #expect(Self.pressed(driver.component).isEmpty)
        driver.frames(until: 1)
        #expect(!driver.isEditing)
    }

    @Test func dockIconsArePressedToo() {
        var driver = ComponentHost.script(HomeScreen.sample())
        let dock = driver.geometry.dockIconFrame(at: 2, count: 4).center
        driver.down(dock.x, dock.y, at: 0)
        expectEqual(driver.pressedIcon, "d2")
        let placement = driver.component.placements.first { $0.id == "d2" }
        expectEqual(placement?.isPressed, true)
        expectEqual(placement?.location, .dock(index: 2))
        expectEqual(Self.pressed(driver.component), ["d2"])
    }

    @Test func nothingIsPressedOnEmptySpaceInEditModeOrOnMovingPages() {
        var driver = ComponentHost.script(HomeScreen.sample())
        driver.down(195, 650, at: 0)
        expectEqual(driver.pressedIcon, nil)
        driver.up(195, 650, at: 0.05)
        // In edit mode a press lifts the icon as soon as it moves: no dimming.
        driver.send(.beginEditing, at: 0.1)
        let a0 = driver.component.slotCenter(0)
        driver.down(a0.x, a0.y, at: 0.2)
        expectEqual(driver.pressedIcon, nil)
        driver.up(a0.x, a0.y, at: 0.25)
        driver.send(.endEditing, at: 0.3)
        // A touch that stops moving pages only stops them.
        driver.send(.showPage(index: 1, animated: true), at: 0.4)
        driver.frames(until: 0.45)
        #expect(driver.track.needsFrames)
        driver.down(a0.x, a0.y, at: 0.45)
        expectEqual(driver.pressedIcon, nil)
    }

    @Test func theHostMarksThePressedPlacementAndItsFramesAhead() {
        var driver = ComponentHost.view()
        var driverOutputs: [HomeScreen.Event] = []
        driverOutputs += driver.pointerChanged(to: HomeScreen.viewSlot(2), at: 0)
        let now = driver.placements(at: 0).filter(\.isPressed).map(\.id)
        expectEqual(now, ["a2"])
        // Drawn ahead of the state at the long press's time: lifted, not pressed.
        #expect(driver.placements(at: 0.6).filter(\.isPressed).isEmpty)
        driverOutputs += driver.pointerEnded(at: HomeScreen.viewSlot(2), time: 0.05)
        #expect(driver.placements(at: 0.05).filter(\.isPressed).isEmpty)
        #expect(driverOutputs.contains(.open("a2")))
    }

    @Test func theHostMirrorsNothingButTheFrameOfAPressedIcon() {
        var settings = HomeScreen.Settings()
        settings.isRightToLeft = true
        var driver = ComponentHost.view(settings: settings)
        var driverOutputs: [HomeScreen.Event] = []
        // Slot 0 is on the right in a right-to-left view.
        let right = Point(x: 390 - HomeScreen.viewSlot(0).x, y: HomeScreen.viewSlot(0).y)
        driverOutputs += driver.pointerChanged(to: right, at: 0)
        let pressed = driver.placements(at: 0).filter(\.isPressed)
        expectEqual(pressed.map(\.id), ["a0"])
        expectEqual(pressed.first.map { $0.frame.contains(right) }, true)
    }
}
