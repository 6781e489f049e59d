import Foundation
import Testing

@testable import Riffle

/// Edit mode: entering and leaving it, dragging icons within and across pages and in and out of the dock.
@Suite("HomeScreen: editing")
struct HomeScreenEditingTests {
    static func ids(_ prefix: String, _ range: Range<Int>) -> [IconID] { range.map { IconID("\(prefix)\($0)") } }

    @Test func longPressOnAnIconEntersEditModeAndLiftsIt() {
        var driver = HomeDriver(HomeScreen.sample())
        let a0 = driver.home.slotCenter(0)
        driver.down(a0.x, a0.y, at: 0)
        #expect(driver.home.nextDeadline == 0.5)
        driver.frames(until: 0.49)
        #expect(!driver.home.isEditing)
        driver.frames(until: 0.5)
        #expect(driver.home.isEditing)
        #expect(driver.events == [.editingChanged(true)])
        #expect(driver.home.draggedIcon == "a0")
        driver.frames(until: 1.5)
        let lifted = driver.home.placement(of: "a0")
        #expect(lifted?.isDragged == true && lifted?.zIndex == 2 && lifted?.rotation == 0)
        #expect(abs((lifted?.scale ?? 0) - 1.15) < 0.001)
        #expect(lifted?.frame.center == a0)
        // Released without moving: the icon lands where it was; still editing.
        driver.up(a0.x, a0.y, at: 1.5)
        #expect(driver.home.draggedIcon == nil)
        #expect(driver.home.layout == HomeScreen.sample().layout)
        #expect(driver.home.isEditing)
        driver.frames(until: 3)
        #expect(driver.home.placement(of: "a0")?.scale == 1)
        #expect(driver.events == [.editingChanged(true)])
    }

    @Test func longPressOnEmptySpaceDoesNotEnterEditMode() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.longPress(Point(x: 195, y: 650), at: 0)
        driver.up(195, 650, at: 0.7)
        #expect(!driver.home.isEditing)
        #expect(driver.events.isEmpty)
    }

    @Test func tapOnAnIconOpensItOutsideEditModeOnly() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.tap(driver.home.slotCenter(5), at: 0)
        let dock = driver.home.geometry.dockIconFrame(at: 1, count: 4).center
        driver.tap(dock, at: 0.2)
        // The label opens too.
        driver.tap(driver.home.geometry.labelFrame(atSlot: 2).center, at: 0.4)
        #expect(driver.events == [.open("a5"), .open("d1"), .open("a2")])
        driver.home.beginEditing(at: 0.6)
        driver.collect()
        driver.tap(driver.home.slotCenter(5), at: 0.7)
        driver.tap(dock, at: 0.9)
        #expect(driver.events == [.open("a5"), .open("d1"), .open("a2"), .editingChanged(true)])
        #expect(driver.home.isEditing)
    }

    @Test func draggingWithinAPageReflowsLiveAndDropsThere() {
        var driver = HomeDriver(HomeScreen.sample())
        let from = driver.home.slotCenter(0)
        let to = driver.home.slotCenter(2)
        driver.longPress(from, at: 0)
        driver.glide(from: from, to: to, start: 0.55, duration: 0.3)
        // The others make room at once; the layout itself waits for the drop.
        #expect(driver.home.dropTarget == .page(0, index: 2))
        #expect(Array(driver.home.liveLayout.pages[0].prefix(4)) == ["a1", "a2", "a0", "a3"])
        #expect(driver.home.layout.pages[0].first == "a0")
        // a1 is on its way from slot 1 to slot 0, drawn above the resting icons.
        let moving = driver.home.placement(of: "a1")
        #expect(moving?.zIndex == 1)
        #expect((moving?.frame.midX ?? 0) > driver.home.slotCenter(0).x)
        driver.frames(until: 1.6)
        #expect(driver.home.placement(of: "a1")?.frame == driver.home.geometry.iconFrame(atSlot: 0))
        #expect(driver.home.placement(of: "a1")?.location == .page(0, index: 0))
        #expect(driver.home.placement(of: "a0")?.frame.center == to)
        driver.up(to.x, to.y, at: 1.6)
        #expect(Array(driver.home.layout.pages[0].prefix(4)) == ["a1", "a2", "a0", "a3"])
        #expect(driver.events.last == .moved("a0", from: .page(0, index: 0), to: .page(0, index: 2)))
        driver.frames(until: 2.5)
        #expect(driver.home.placement(of: "a0")?.frame == driver.home.geometry.iconFrame(atSlot: 2))
    }

    @Test func inEditModeAPressAndDragMovesAnIconAtOnceInAnyDirection() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.home.beginEditing(at: 0)
        let from = driver.home.slotCenter(1)
        let below = driver.home.slotCenter(5)
        driver.down(from.x, from.y, at: 0.1)
        driver.glide(from: from, to: below, start: 0.1, duration: 0.2)
        #expect(driver.home.draggedIcon == "a1")
        #expect(driver.home.dropTarget == .page(0, index: 5))
        #expect(driver.home.track.position == 0)
        driver.up(below.x, below.y, at: 0.3)
        #expect(driver.home.layout.pages[0].firstIndex(of: "a1") == 5)
    }

    @Test func inEditModeADragOnEmptySpaceStillPages() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.home.beginEditing(at: 0)
        driver.down(195, 650, at: 0.1)
        driver.glide(from: Point(x: 195, y: 650), to: Point(x: 20, y: 650), start: 0.1, duration: 0.2)
        driver.up(20, 650, at: 0.3)
        #expect(driver.home.currentPage == 1)
        #expect(driver.home.draggedIcon == nil)
    }

    @Test func holdingAtTheLeftEdgeTurnsThePageAfterEightTenthsOfASecondThenEverySecond() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.home.showPage(2, animated: false, at: 0)
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0.1)
        #expect(driver.home.draggedIcon == "a40")
        driver.glide(from: from, to: Point(x: 25, y: 300), start: 0.65, duration: 0.1)
        let arrived = 0.8
        driver.move(5, 300, at: arrived)
        driver.frames(until: arrived + 0.79)
        #expect(driver.home.currentPage == 2)
        driver.frames(until: arrived + 0.8)
        #expect(driver.home.currentPage == 1)
        #expect(driver.home.dropTarget?.page == 1)
        driver.frames(until: arrived + 1.79)
        #expect(driver.home.currentPage == 1)
        driver.frames(until: arrived + 1.8)
        #expect(driver.home.currentPage == 0)
        driver.frames(until: arrived + 3)
        #expect(driver.home.currentPage == 0)
        // Dropped on page 0 in the slot under the finger: row 2, column 0.
        driver.up(5, 300, at: arrived + 3)
        #expect(driver.home.layout.pages[0][8] == "a40")
        #expect(driver.home.layout.pages.map(\.count) == [21, 20, 4])
        #expect(driver.events.contains(.moved("a40", from: .page(2, index: 0), to: .page(0, index: 8))))
    }

    @Test func liftingAnIconOnMovingPagesSettlesThemOnAPageAndAReleaseMidTurnKeepsTheTurn() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.home.showPage(2, at: 0)
        driver.frames(until: 0.1)
        let moving = driver.home.track.position
        #expect(moving > 0 && moving < 780)
        let icon = driver.home.placements.first { !$0.location.isInDock && $0.frame.minX > 0 }
        let point = icon?.frame.center ?? .zero
        driver.longPress(point, at: 0.1)
        #expect(driver.home.draggedIcon == icon?.id)
        driver.frames(until: 1.5)
        let page = driver.home.currentPage
        #expect(driver.home.track.position == Double(page) * 390)
        // Hold at the left edge and let go while the pages are turning: the turn completes.
        driver.move(25, 300, at: 1.5)
        driver.move(5, 300, at: 1.6)
        driver.frames(until: 2.45)
        #expect(driver.home.currentPage == page - 1)
        #expect(driver.home.track.needsFrames)
        driver.up(5, 300, at: 2.45)
        driver.frames(until: 4)
        #expect(driver.home.currentPage == page - 1)
        #expect(driver.home.track.position == Double(page - 1) * 390)
    }

    @Test func holdingAtTheRightEdgeOfTheLastPageAddsAPageOnce() {
        var driver = HomeDriver(HomeScreen.sample())
        driver.home.showPage(2, animated: false, at: 0)
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0.1)
        driver.glide(from: from, to: Point(x: 385, y: 300), start: 0.65, duration: 0.1)
        driver.frames(until: 1.6)
        #expect(driver.home.currentPage == 3)
        #expect(driver.home.liveLayout.pages.count == 4)
        #expect(driver.home.dropTarget == .page(3, index: 0))
        #expect(driver.home.track.layout.itemCount == 4 && driver.home.dots.count == 4)
        // Another hold: page 3 holds nothing but the dragged icon, so no fifth page.
        driver.frames(until: 3)
        #expect(driver.home.currentPage == 3)
        #expect(driver.home.liveLayout.pages.count == 4)
        driver.up(385, 300, at: 3)
        #expect(driver.home.layout.pages.map(\.count) == [20, 20, 4, 1])
        driver.home.endEditing(at: 3.1)
        #expect(driver.home.layout.pages.map(\.count) == [20, 20, 4, 1])
    }

    @Test func intoTheDockWhenThereIsRoomAndOutAgain() {
        var driver = HomeDriver(HomeScreen.sample(dock: 3))
        let a0 = driver.home.slotCenter(0)
        let dockMiddle = Point(x: 200, y: driver.home.geometry.dockFrame.midY)
        driver.longPress(a0, at: 0)
        driver.glide(from: a0, to: dockMiddle, start: 0.55, duration: 0.3)
        // Three dock icons centred at 110, 195, 280: 200 is after the first two.
        #expect(driver.home.dropTarget == .dock(index: 2))
        #expect(driver.home.liveLayout.dock == ["d0", "d1", "a0", "d2"])
        #expect(driver.home.liveLayout.pages[0].count == 19)
        driver.up(dockMiddle.x, dockMiddle.y, at: 0.9)
        #expect(driver.home.dock == ["d0", "d1", "a0", "d2"])
        #expect(driver.events.last == .moved("a0", from: .page(0, index: 0), to: .dock(index: 2)))

        // The dock is full now: another icon is refused and lands on the page.
        let a1 = driver.home.slotCenter(0)
        driver.down(a1.x, a1.y, at: 1)
        driver.glide(from: a1, to: dockMiddle, start: 1, duration: 0.3)
        #expect(driver.home.dropTarget?.isInDock == false)
        #expect(driver.home.liveLayout.dock.count == 4)
        driver.up(dockMiddle.x, dockMiddle.y, at: 1.3)
        #expect(driver.home.dock == ["d0", "d1", "a0", "d2"])
        #expect(driver.home.layout.location(of: "a1")?.page == 0)

        // A dock icon goes back out onto the page.
        let d0 = driver.home.geometry.dockIconFrame(at: 0, count: 4).center
        let slot3 = driver.home.slotCenter(3)
        driver.down(d0.x, d0.y, at: 2)
        driver.glide(from: d0, to: slot3, start: 2, duration: 0.3)
        #expect(driver.home.liveLayout.dock == ["d1", "a0", "d2"])
        driver.up(slot3.x, slot3.y, at: 2.3)
        #expect(driver.home.dock == ["d1", "a0", "d2"])
        #expect(driver.home.layout.pages[0][3] == "d0")
        #expect(driver.events.last == .moved("d0", from: .dock(index: 0), to: .page(0, index: 3)))
    }

    @Test func aFullPagePushesItsLastIconOntoTheNextPagesInCascade() {
        var driver = HomeDriver(HomeScreen.sample(pages: [24, 24, 24]))
        let d0 = driver.home.geometry.dockIconFrame(at: 0, count: 4).center
        let slot0 = driver.home.slotCenter(0)
        driver.longPress(d0, at: 0)
        driver.glide(from: d0, to: slot0, start: 0.55, duration: 0.3)
        let live = driver.home.liveLayout
        #expect(live.pages.map(\.count) == [24, 24, 24, 1])
        #expect(live.pages[0] == ["d0"] + Self.ids("a", 0..<23))
        #expect(live.pages[1] == Self.ids("a", 23..<47))
        #expect(live.pages[2] == Self.ids("a", 47..<71))
        #expect(live.pages[3] == ["a71"])
        #expect(driver.home.track.layout.itemCount == 4)
        // Back over the dock, the cascade undoes itself.
        driver.glide(from: slot0, to: d0, start: 0.85, duration: 0.3)
        #expect(driver.home.liveLayout == driver.home.layout)
        driver.glide(from: d0, to: slot0, start: 1.15, duration: 0.3)
        driver.up(slot0.x, slot0.y, at: 1.5)
        #expect(driver.home.layout.pages.map(\.count) == [24, 24, 24, 1])
        #expect(driver.home.dock == ["d1", "d2", "d3"])
    }

    @Test func cancellingMidDragPutsEverythingBack() {
        let original = HomeScreen.sample()
        var driver = HomeDriver(original)
        driver.home.showPage(2, animated: false, at: 0)
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0.1)
        driver.glide(from: from, to: Point(x: 385, y: 300), start: 0.65, duration: 0.1)
        driver.frames(until: 1.6)
        #expect(driver.home.liveLayout.pages.count == 4)
        driver.pointer(.cancel, 385, 300, at: 1.6)
        #expect(driver.home.draggedIcon == nil)
        #expect(driver.home.layout == original.layout)
        #expect(driver.home.liveLayout == original.layout)
        #expect(driver.home.track.layout.itemCount == 3)
        #expect(driver.home.currentPage == 2)
        #expect(!driver.events.contains { if case .moved = $0 { return true } else { return false } })
        driver.frames(until: 3)
        #expect(driver.home.placement(of: "a40")?.frame == driver.home.geometry.iconFrame(atSlot: 0))
    }

    @Test func cancelGestureCommandPutsADraggedIconBack() {
        var driver = HomeDriver(HomeScreen.sample())
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0)
        driver.glide(from: from, to: driver.home.slotCenter(6), start: 0.55, duration: 0.2)
        driver.home.cancelGesture(at: 0.8)
        #expect(driver.home.liveLayout == HomeScreen.sample().layout)
        #expect(driver.home.draggedIcon == nil)
    }

    @Test func tapOnEmptySpaceOrDoneLeavesEditModeAndRemovesEmptyPages() {
        var driver = HomeDriver(HomeScreen.sample(pages: [20, 1]))
        driver.home.showPage(1, animated: false, at: 0)
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0.1)
        driver.glide(from: from, to: Point(x: 5, y: 300), start: 0.65, duration: 0.1)
        driver.frames(until: 1.6)
        #expect(driver.home.currentPage == 0)
        driver.up(5, 300, at: 1.6)
        #expect(driver.home.layout.pages.map(\.count) == [21, 0])
        #expect(driver.home.isEditing)
        driver.tap(Point(x: 195, y: 650), at: 2)
        #expect(!driver.home.isEditing)
        #expect(driver.home.layout.pages.map(\.count) == [21])
        #expect(driver.home.track.layout.itemCount == 1 && driver.home.dots.count == 1)
        #expect(driver.events.last == .editingChanged(false))

        // Done: the command.
        var done = HomeDriver(HomeScreen.sample(pages: [20, 20, 5]))
        done.home.beginEditing(at: 0)
        done.home.showPage(2, animated: false, at: 0)
        let moved = done.home.move("a44", to: .page(0, index: 0), at: 0.1)
        #expect(moved)
        for k in 40..<44 { done.home.move(IconID("a\(k)"), to: .page(1, index: 0), at: 0.1) }
        #expect(done.home.layout.pages.map(\.count) == [21, 24, 0])
        done.home.endEditing(at: 0.2)
        #expect(done.home.layout.pages.map(\.count) == [21, 24])
        #expect(done.home.currentPage == 1)
        #expect(!done.home.isEditing)
    }

    @Test func editingEndsOnlyOnceAndDoneDropsADraggedIcon() {
        var driver = HomeDriver(HomeScreen.sample())
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0)
        driver.glide(from: from, to: driver.home.slotCenter(3), start: 0.55, duration: 0.2)
        driver.home.endEditing(at: 0.8)
        driver.home.endEditing(at: 0.9)
        driver.collect()
        #expect(driver.home.layout.pages[0][3] == "a0")
        // The rest of the finger's gesture is ignored.
        driver.move(100, 400, at: 1)
        driver.up(100, 400, at: 1.1)
        #expect(driver.home.layout.pages[0][3] == "a0")
        #expect(driver.home.track.position == 0)
        #expect(driver.events.filter { $0 == .editingChanged(false) }.count == 1)
    }

    @Test func wigglePhasesDifferAndTheRotationIsPeriodic() {
        var home = HomeScreen.sample()
        let icons = home.layout.icons
        let phases = icons.map { home.wigglePhase(of: $0) }
        #expect(Set(phases).count == icons.count)
        #expect(phases.allSatisfy { $0 >= 0 && $0 < 2 * Double.pi })
        #expect(home.wigglePhase(of: "a0") == HomeScreen.sample().wigglePhase(of: "a0"))
        home.beginEditing(at: 0)
        home.advance(to: 1)
        let wiggle = HomeScreen.Wiggle()
        for id in ["a0", "a1", "d2"] as [IconID] {
            let expected = wiggle.amplitude * sin(2 * Double.pi * 1 / wiggle.period + home.wigglePhase(of: id))
            #expect(abs(home.wiggleRotation(of: id) - expected) < 1e-9)
            #expect(home.placement(of: id)?.rotation == home.wiggleRotation(of: id))
        }
        let first = icons.map { home.wiggleRotation(of: $0) }
        home.advance(to: 1 + wiggle.period)
        let later = icons.map { home.wiggleRotation(of: $0) }
        for (a, b) in zip(first, later) { #expect(abs(a - b) < 1e-9) }
        #expect(first[0] != first[1])
        #expect(first.allSatisfy { abs($0) <= wiggle.amplitude })
        home.endEditing(at: 2)
        home.advance(to: 2.5)
        #expect(icons.allSatisfy { home.wiggleRotation(of: $0) == 0 })
        #expect(!home.needsFrames)
    }

    @Test func wiggleGrowsInWithoutAJump() {
        var home = HomeScreen.sample()
        home.advance(to: 0.3)
        home.beginEditing(at: 0.3)
        #expect(home.wiggleRotation(of: "a3") == 0)
        home.advance(to: 0.31)
        #expect(abs(home.wiggleRotation(of: "a3")) < 0.01)
    }

    @Test func reduceMotionNeitherWigglesNorAnimatesTheReflow() {
        var driver = HomeDriver(HomeScreen.sample(configuration: .init(reduceMotion: true)))
        let from = driver.home.slotCenter(0)
        driver.longPress(from, at: 0)
        #expect(driver.home.placement(of: "a5")?.rotation == 0)
        driver.glide(from: from, to: driver.home.slotCenter(2), start: 0.55, duration: 0.2)
        #expect(driver.home.placement(of: "a1")?.frame == driver.home.geometry.iconFrame(atSlot: 0))
        #expect(driver.home.placement(of: "a0")?.scale == 1)
    }
}
