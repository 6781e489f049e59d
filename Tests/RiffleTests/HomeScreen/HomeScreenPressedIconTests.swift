import Testing

@testable import Riffle

/// The pressed icon: dimmed from the touch-down until the press opens it, lifts it, drags the pages or ends.
@Suite("HomeScreen: the pressed icon")
struct HomeScreenPressedIconTests {
    static func pressed(_ home: HomeScreen) -> [IconID] { home.placements.filter(\.isPressed).map(\.id) }

    @Test func aTouchDownPressesTheIconUntilTheLongPressLiftsIt() {
        var driver = HomeDriver(HomeScreen.sample())
        #expect(driver.home.pressedIcon == nil)
        #expect(Self.pressed(driver.home).isEmpty)
        let a1 = driver.home.slotCenter(1)
        driver.down(a1.x, a1.y, at: 0)
        #expect(driver.home.pressedIcon == "a1")
        #expect(Self.pressed(driver.home) == ["a1"])
        // Still pressed all through the long press…
        driver.frames(until: 0.49)
        #expect(Self.pressed(driver.home) == ["a1"])
        #expect(!driver.home.isEditing)
        // …until edit mode fires: the icon lifts and is no longer drawn pressed.
        driver.frames(until: 0.5)
        #expect(driver.home.isEditing)
        #expect(driver.home.pressedIcon == nil)
        #expect(Self.pressed(driver.home).isEmpty)
        #expect(driver.home.placement(of: "a1")?.isDragged == true)
    }

    @Test func aTapPressesTheIconUntilItOpens() {
        var driver = HomeDriver(HomeScreen.sample())
        let a0 = driver.home.slotCenter(0)
        driver.down(a0.x, a0.y, at: 0)
        #expect(driver.home.pressedIcon == "a0")
        driver.up(a0.x, a0.y, at: 0.08)
        #expect(driver.home.pressedIcon == nil)
        #expect(Self.pressed(driver.home).isEmpty)
        #expect(driver.events == [.open("a0")])
    }

    @Test func aPageDragUndoesThePress() {
        var driver = HomeDriver(HomeScreen.sample())
        let a1 = driver.home.slotCenter(1)
        driver.down(a1.x, a1.y, at: 0)
        #expect(driver.home.pressedIcon == "a1")
        driver.glide(from: a1, to: Point(x: a1.x - 60, y: a1.y), start: 0, duration: 0.1)
        #expect(driver.home.pressedIcon == nil)
        #expect(Self.pressed(driver.home).isEmpty)
        // Held still after the drag began: the long press never comes, nothing is pressed again.
        driver.frames(until: 1)
        #expect(!driver.home.isEditing)
        #expect(driver.home.pressedIcon == nil)
    }

    @Test func aCancelUndoesThePress() {
        var driver = HomeDriver(HomeScreen.sample())
        let a0 = driver.home.slotCenter(0)
        driver.down(a0.x, a0.y, at: 0)
        driver.frames(until: 0.2)
        #expect(driver.home.pressedIcon == "a0")
        driver.home.cancelGesture(at: 0.2)
        #expect(driver.home.pressedIcon == nil)
        #expect(Self.pressed(driver.home).isEmpty)
        driver.frames(until: 1)
        #expect(!driver.home.isEditing)
    }

    @Test func dockIconsArePressedToo() {
        var driver = HomeDriver(HomeScreen.sample())
        let dock = driver.home.geometry.dockIconFrame(at: 2, count: 4).center
        driver.down(dock.x, dock.y, at: 0)
        #expect(driver.home.pressedIcon == "d2")
        let placement = driver.home.placements.first { $0.id == "d2" }
        #expect(placement?.isPressed == true && placement?.location == .dock(index: 2))
        #expect(Self.pressed(driver.home) == ["d2"])
    }

    @Test func nothingIsPressedOnEmptySpaceInEditModeOrOnMovingPages() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.down(195, 650, at: 0)
        #expect(driver.home.pressedIcon == nil)
        driver.up(195, 650, at: 0.05)
        // In edit mode a press lifts the icon as soon as it moves: no dimming.
        driver.home.beginEditing(at: 0.1)
        let a0 = driver.home.slotCenter(0)
        driver.down(a0.x, a0.y, at: 0.2)
        #expect(driver.home.pressedIcon == nil)
        driver.up(a0.x, a0.y, at: 0.25)
        driver.home.endEditing(at: 0.3)
        // A touch that stops moving pages only stops them.
        driver.home.showPage(1, at: 0.4)
        driver.frames(until: 0.45)
        #expect(driver.home.track.needsFrames)
        driver.down(a0.x, a0.y, at: 0.45)
        #expect(driver.home.pressedIcon == nil)
    }

    @Test func theHostMarksThePressedPlacementAndItsFramesAhead() {
        var driver = HomeHostDriver()
        driver.outputs += driver.host.pointerChanged(to: HomeHostDriver.slot(2), at: 0)
        let now = driver.host.placements(at: 0).filter(\.isPressed).map(\.id)
        #expect(now == ["a2"])
        // Drawn ahead of the state at the long press's time: lifted, not pressed.
        #expect(driver.host.placements(at: 0.6).filter(\.isPressed).isEmpty)
        driver.outputs += driver.host.pointerEnded(at: HomeHostDriver.slot(2), time: 0.05)
        #expect(driver.host.placements(at: 0.05).filter(\.isPressed).isEmpty)
        #expect(driver.outputs.contains(.open("a2")))
    }

    @Test func theHostMirrorsNothingButTheFrameOfAPressedIcon() {
        var settings = HomeScreen.Settings()
        settings.isRightToLeft = true
        var driver = HomeHostDriver(settings: settings)
        // Slot 0 is on the right in a right-to-left view.
        let right = Point(x: 390 - HomeHostDriver.slot(0).x, y: HomeHostDriver.slot(0).y)
        driver.outputs += driver.host.pointerChanged(to: right, at: 0)
        let pressed = driver.host.placements(at: 0).filter(\.isPressed)
        #expect(pressed.map(\.id) == ["a0"])
        #expect(pressed.first.map { $0.frame.contains(right) } == true)
    }
}
