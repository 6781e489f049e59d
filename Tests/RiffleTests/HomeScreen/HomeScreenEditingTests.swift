import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// Edit mode: entering and leaving it, dragging icons within and across pages and in and out of the dock.
@Suite("HomeScreen: editing")
struct HomeScreenEditingTests {
    static func ids(_ prefix: String, _ range: Range<Int>) -> [IconID] {
        range.map { IconID(rawValue: "\(prefix)\($0)") }
    }

    @Test func longPressOnAnIconEntersEditModeAndLiftsIt() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        let a0 = host.component.slotCenter(0)
        events += host.down(a0.x, a0.y, at: 0)
        expectEqual(host.nextDeadline, 0.5)
        events += host.frames(until: 0.49)
        #expect(!host.isEditing)
        events += host.frames(until: 0.5)
        #expect(host.isEditing)
        expectEqual(events, [.editingChanged(true)])
        expectEqual(host.draggedIcon, "a0")
        events += host.frames(until: 1.5)
        let lifted = host.component.placement(of: "a0")
        expectEqual(lifted?.isDragged, true)
        expectEqual(lifted?.zIndex, 2)
        expectEqual(lifted?.rotation, 0)
        expectNear((lifted?.scale ?? 0), 1.15, within: 0.001)
        expectEqual(lifted?.frame.center, a0)
        // Released without moving: the icon lands where it was; still editing.
        events += host.up(a0.x, a0.y, at: 1.5)
        expectEqual(host.draggedIcon, nil)
        expectEqual(host.layout, HomeScreen.sample().layout)
        #expect(host.isEditing)
        events += host.frames(until: 3)
        expectEqual(host.component.placement(of: "a0")?.scale, 1)
        expectEqual(events, [.editingChanged(true)])
    }

    @Test func longPressOnEmptySpaceDoesNotEnterEditMode() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        events += host.longPress(Point(x: 195, y: 650), at: 0)
        events += host.up(195, 650, at: 0.7)
        #expect(!host.isEditing)
        #expect(events.isEmpty)
    }

    @Test func tapOnAnIconOpensItOutsideEditModeOnly() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        events += host.tap(host.component.slotCenter(5), at: 0)
        let dock = host.geometry.dockIconFrame(at: 1, count: 4).center
        events += host.tap(dock, at: 0.2)
        // The label opens too.
        events += host.tap(host.geometry.labelFrame(atSlot: 2).center, at: 0.4)
        expectEqual(events, [.open("a5"), .open("d1"), .open("a2")])
        events += host.send(.beginEditing, at: 0.6)
        events += host.tap(host.component.slotCenter(5), at: 0.7)
        events += host.tap(dock, at: 0.9)
        expectEqual(events, [.open("a5"), .open("d1"), .open("a2"), .editingChanged(true)])
        #expect(host.isEditing)
    }

    @Test func draggingWithinAPageReflowsLiveAndDropsThere() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        let from = host.component.slotCenter(0)
        let to = host.component.slotCenter(2)
        events += host.longPress(from, at: 0)
        events += host.glide(from: from, to: to, start: 0.55, duration: 0.3)
        // The others make room at once; the layout itself waits for the drop.
        expectEqual(host.dropTarget, .page(0, index: 2))
        expectEqual(Array(host.liveLayout.pages[0].prefix(4)), ["a1", "a2", "a0", "a3"])
        expectEqual(host.layout.pages[0].first, "a0")
        // a1 is on its way from slot 1 to slot 0, drawn above the resting icons.
        let moving = host.component.placement(of: "a1")
        expectEqual(moving?.zIndex, 1)
        #expect((moving?.frame.midX ?? 0) > host.component.slotCenter(0).x)
        events += host.frames(until: 1.6)
        expectEqual(host.component.placement(of: "a1")?.frame, host.geometry.iconFrame(atSlot: 0))
        expectEqual(host.component.placement(of: "a1")?.location, .page(0, index: 0))
        expectEqual(host.component.placement(of: "a0")?.frame.center, to)
        events += host.up(to.x, to.y, at: 1.6)
        expectEqual(Array(host.layout.pages[0].prefix(4)), ["a1", "a2", "a0", "a3"])
        expectEqual(events.last, .moved("a0", from: .page(0, index: 0), to: .page(0, index: 2)))
        events += host.frames(until: 2.5)
        expectEqual(host.component.placement(of: "a0")?.frame, host.geometry.iconFrame(atSlot: 2))
    }

    @Test func inEditModeAPressAndDragMovesAnIconAtOnceInAnyDirection() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.send(.beginEditing, at: 0)
        let from = host.component.slotCenter(1)
        let below = host.component.slotCenter(5)
        host.down(from.x, from.y, at: 0.1)
        host.glide(from: from, to: below, start: 0.1, duration: 0.2)
        expectEqual(host.draggedIcon, "a1")
        expectEqual(host.dropTarget, .page(0, index: 5))
        expectEqual(host.track.position, 0)
        host.up(below.x, below.y, at: 0.3)
        expectEqual(host.layout.pages[0].firstIndex(of: "a1"), 5)
    }

    @Test func inEditModeADragOnEmptySpaceStillPages() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.send(.beginEditing, at: 0)
        host.down(195, 650, at: 0.1)
        host.glide(from: Point(x: 195, y: 650), to: Point(x: 20, y: 650), start: 0.1, duration: 0.2)
        host.up(20, 650, at: 0.3)
        expectEqual(host.currentPage, 1)
        expectEqual(host.draggedIcon, nil)
    }

    @Test func holdingAtTheLeftEdgeTurnsThePageAfterEightTenthsOfASecondThenEverySecond() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        events += host.send(.showPage(index: 2, animated: false), at: 0)
        let from = host.component.slotCenter(0)
        events += host.longPress(from, at: 0.1)
        expectEqual(host.draggedIcon, "a40")
        events += host.glide(from: from, to: Point(x: 25, y: 300), start: 0.65, duration: 0.1)
        let arrived = 0.8
        events += host.move(5, 300, at: arrived)
        events += host.frames(until: arrived + 0.79)
        expectEqual(host.currentPage, 2)
        events += host.frames(until: arrived + 0.8)
        expectEqual(host.currentPage, 1)
        expectEqual(host.dropTarget?.page, 1)
        events += host.frames(until: arrived + 1.79)
        expectEqual(host.currentPage, 1)
        events += host.frames(until: arrived + 1.8)
        expectEqual(host.currentPage, 0)
        events += host.frames(until: arrived + 3)
        expectEqual(host.currentPage, 0)
        // Dropped on page 0 in the slot under the finger: row 2, column 0.
        events += host.up(5, 300, at: arrived + 3)
        expectEqual(host.layout.pages[0][8], "a40")
        expectEqual(host.layout.pages.map(\.count), [21, 20, 4])
        #expect(events.contains(.moved("a40", from: .page(2, index: 0), to: .page(0, index: 8))))
    }

    @Test func liftingAnIconOnMovingPagesSettlesThemOnAPageAndAReleaseMidTurnKeepsTheTurn() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.send(.showPage(index: 2, animated: true), at: 0)
        host.frames(until: 0.1)
        let moving = host.track.position
        #expect(moving > 0 && moving < 780)
        let icon = host.component.placements.first { !$0.location.isInDock && $0.frame.minX > 0 }
        let point = icon?.frame.center ?? .zero
        host.longPress(point, at: 0.1)
        expectEqual(host.draggedIcon, icon?.id)
        host.frames(until: 1.5)
        let page = host.currentPage
        expectEqual(host.track.position, Double(page) * 390)
        // Hold at the left edge and let go while the pages are turning: the turn completes.
        host.move(25, 300, at: 1.5)
        host.move(5, 300, at: 1.6)
        host.frames(until: 2.45)
        expectEqual(host.currentPage, page - 1)
        #expect(host.track.needsFrames)
        host.up(5, 300, at: 2.45)
        host.frames(until: 4)
        expectEqual(host.currentPage, page - 1)
        expectEqual(host.track.position, Double(page - 1) * 390)
    }

    @Test func holdingAtTheRightEdgeOfTheLastPageAddsAPageOnce() {
        var host = ComponentHost.script(HomeScreen.sample())
        host.send(.showPage(index: 2, animated: false), at: 0)
        let from = host.component.slotCenter(0)
        host.longPress(from, at: 0.1)
        host.glide(from: from, to: Point(x: 385, y: 300), start: 0.65, duration: 0.1)
        host.frames(until: 1.6)
        expectEqual(host.currentPage, 3)
        expectEqual(host.liveLayout.pages.count, 4)
        expectEqual(host.dropTarget, .page(3, index: 0))
        expectEqual(host.track.layout.itemCount, 4)
        expectEqual(host.dots.count, 4)
        // Another hold: page 3 holds nothing but the dragged icon, so no fifth page.
        host.frames(until: 3)
        expectEqual(host.currentPage, 3)
        expectEqual(host.liveLayout.pages.count, 4)
        host.up(385, 300, at: 3)
        expectEqual(host.layout.pages.map(\.count), [20, 20, 4, 1])
        host.send(.endEditing, at: 3.1)
        expectEqual(host.layout.pages.map(\.count), [20, 20, 4, 1])
    }

    @Test func intoTheDockWhenThereIsRoomAndOutAgain() {
        var host = ComponentHost.script(HomeScreen.sample(dock: 3))
        var events: [HomeScreen.Event] = []
        let a0 = host.component.slotCenter(0)
        let dockMiddle = Point(x: 200, y: host.geometry.dockFrame.midY)
        events += host.longPress(a0, at: 0)
        events += host.glide(from: a0, to: dockMiddle, start: 0.55, duration: 0.3)
        // Three dock icons centred at 110, 195, 280: 200 is after the first two.
        expectEqual(host.dropTarget, .dock(index: 2))
        expectEqual(host.liveLayout.dock, ["d0", "d1", "a0", "d2"])
        expectEqual(host.liveLayout.pages[0].count, 19)
        events += host.up(dockMiddle.x, dockMiddle.y, at: 0.9)
        expectEqual(host.layout.dock, ["d0", "d1", "a0", "d2"])
        expectEqual(events.last, .moved("a0", from: .page(0, index: 0), to: .dock(index: 2)))

        // The dock is full now: another icon is refused and lands on the page.
        let a1 = host.component.slotCenter(0)
        events += host.down(a1.x, a1.y, at: 1)
        events += host.glide(from: a1, to: dockMiddle, start: 1, duration: 0.3)
        expectEqual(host.dropTarget?.isInDock, false)
        expectEqual(host.liveLayout.dock.count, 4)
        events += host.up(dockMiddle.x, dockMiddle.y, at: 1.3)
        expectEqual(host.layout.dock, ["d0", "d1", "a0", "d2"])
        expectEqual(host.layout.location(of: "a1")?.page, 0)

        // A dock icon goes back out onto the page.
        let d0 = host.geometry.dockIconFrame(at: 0, count: 4).center
        let slot3 = host.component.slotCenter(3)
        events += host.down(d0.x, d0.y, at: 2)
        events += host.glide(from: d0, to: slot3, start: 2, duration: 0.3)
        expectEqual(host.liveLayout.dock, ["d1", "a0", "d2"])
        events += host.up(slot3.x, slot3.y, at: 2.3)
        expectEqual(host.layout.dock, ["d1", "a0", "d2"])
        expectEqual(host.layout.pages[0][3], "d0")
        expectEqual(events.last, .moved("d0", from: .dock(index: 0), to: .page(0, index: 3)))
    }

    @Test func aFullPagePushesItsLastIconOntoTheNextPagesInCascade() {
        var host = ComponentHost.script(HomeScreen.sample(pages: [24, 24, 24]))
        let d0 = host.geometry.dockIconFrame(at: 0, count: 4).center
        let slot0 = host.component.slotCenter(0)
        host.longPress(d0, at: 0)
        host.glide(from: d0, to: slot0, start: 0.55, duration: 0.3)
        let live = host.liveLayout
        expectEqual(live.pages.map(\.count), [24, 24, 24, 1])
        expectEqual(live.pages[0], ["d0"] + Self.ids("a", 0..<23))
        expectEqual(live.pages[1], Self.ids("a", 23..<47))
        expectEqual(live.pages[2], Self.ids("a", 47..<71))
        expectEqual(live.pages[3], ["a71"])
        expectEqual(host.track.layout.itemCount, 4)
        // Back over the dock, the cascade undoes itself.
        host.glide(from: slot0, to: d0, start: 0.85, duration: 0.3)
        expectEqual(host.liveLayout, host.layout)
        host.glide(from: d0, to: slot0, start: 1.15, duration: 0.3)
        host.up(slot0.x, slot0.y, at: 1.5)
        expectEqual(host.layout.pages.map(\.count), [24, 24, 24, 1])
        expectEqual(host.layout.dock, ["d1", "d2", "d3"])
    }

    @Test func cancellingMidDragPutsEverythingBack() {
        let original = HomeScreen.sample()
        var host = ComponentHost.script(original)
        var events: [HomeScreen.Event] = []
        events += host.send(.showPage(index: 2, animated: false), at: 0)
        let from = host.component.slotCenter(0)
        events += host.longPress(from, at: 0.1)
        events += host.glide(from: from, to: Point(x: 385, y: 300), start: 0.65, duration: 0.1)
        events += host.frames(until: 1.6)
        expectEqual(host.liveLayout.pages.count, 4)
        events += host.pointer(.cancel, 385, 300, at: 1.6)
        expectEqual(host.draggedIcon, nil)
        expectEqual(host.layout, original.layout)
        expectEqual(host.liveLayout, original.layout)
        expectEqual(host.track.layout.itemCount, 3)
        expectEqual(host.currentPage, 2)
        #expect(!events.contains { if case .moved = $0 { return true } else { return false } })
        events += host.frames(until: 3)
        expectEqual(host.component.placement(of: "a40")?.frame, host.geometry.iconFrame(atSlot: 0))
    }

    @Test func cancelGestureCommandPutsADraggedIconBack() {
        var host = ComponentHost.script(HomeScreen.sample())
        let from = host.component.slotCenter(0)
        host.longPress(from, at: 0)
        host.glide(from: from, to: host.component.slotCenter(6), start: 0.55, duration: 0.2)
        host.handle(PointerEvent(id: 1, phase: .cancel, location: .zero, timestamp: 0.8))
        expectEqual(host.liveLayout, HomeScreen.sample().layout)
        expectEqual(host.draggedIcon, nil)
    }

    @Test func tapOnEmptySpaceOrDoneLeavesEditModeAndRemovesEmptyPages() {
        var host = ComponentHost.script(HomeScreen.sample(pages: [20, 1]))
        var events: [HomeScreen.Event] = []
        events += host.send(.showPage(index: 1, animated: false), at: 0)
        let from = host.component.slotCenter(0)
        events += host.longPress(from, at: 0.1)
        events += host.glide(from: from, to: Point(x: 5, y: 300), start: 0.65, duration: 0.1)
        events += host.frames(until: 1.6)
        expectEqual(host.currentPage, 0)
        events += host.up(5, 300, at: 1.6)
        expectEqual(host.layout.pages.map(\.count), [21, 0])
        #expect(host.isEditing)
        events += host.tap(Point(x: 195, y: 650), at: 2)
        #expect(!host.isEditing)
        expectEqual(host.layout.pages.map(\.count), [21])
        expectEqual(host.track.layout.itemCount, 1)
        expectEqual(host.dots.count, 1)
        expectEqual(events.last, .editingChanged(false))

        // Done: the command.
        var done = HomeScreen.sample(pages: [20, 20, 5])
        done.beginEditing(at: 0)
        done.showPage(2, animated: false, at: 0)
        let moved = done.move("a44", to: .page(0, index: 0), at: 0.1)
        #expect(moved)
        for k in 40..<44 { done.move(IconID(rawValue: "a\(k)"), to: .page(1, index: 0), at: 0.1) }
        expectEqual(done.layout.pages.map(\.count), [21, 24, 0])
        done.endEditing(at: 0.2)
        expectEqual(done.layout.pages.map(\.count), [21, 24])
        expectEqual(done.currentPage, 1)
        #expect(!done.isEditing)
    }

    @Test func editingEndsOnlyOnceAndDoneDropsADraggedIcon() {
        var host = ComponentHost.script(HomeScreen.sample())
        var events: [HomeScreen.Event] = []
        let from = host.component.slotCenter(0)
        events += host.longPress(from, at: 0)
        events += host.glide(from: from, to: host.component.slotCenter(3), start: 0.55, duration: 0.2)
        events += host.send(.endEditing, at: 0.8)
        events += host.send(.endEditing, at: 0.9)
        expectEqual(host.layout.pages[0][3], "a0")
        // The rest of the finger's gesture is ignored.
        events += host.move(100, 400, at: 1)
        events += host.up(100, 400, at: 1.1)
        expectEqual(host.layout.pages[0][3], "a0")
        expectEqual(host.track.position, 0)
        expectEqual(events.filter { $0 == .editingChanged(false) }.count, 1)
    }

    @Test func wigglePhasesDifferAndTheRotationIsPeriodic() {
        var home = HomeScreen.sample()
        let icons = home.layout.icons
        let phases = icons.map { home.wigglePhase(of: $0) }
        expectEqual(Set(phases).count, icons.count)
        #expect(phases.allSatisfy { $0 >= 0 && $0 < 2 * Double.pi })
        expectEqual(home.wigglePhase(of: "a0"), HomeScreen.sample().wigglePhase(of: "a0"))
        home.beginEditing(at: 0)
        home.advance(to: 1)
        let wiggle = HomeScreen.Wiggle()
        for id in ["a0", "a1", "d2"] as [IconID] {
            let expected = wiggle.amplitude * sin(2 * Double.pi * 1 / wiggle.period + home.wigglePhase(of: id))
            expectNear(home.wiggleRotation(of: id), expected, within: 1e-9)
            expectEqual(home.placement(of: id)?.rotation, home.wiggleRotation(of: id))
        }
        let first = icons.map { home.wiggleRotation(of: $0) }
        home.advance(to: 1 + wiggle.period)
        let later = icons.map { home.wiggleRotation(of: $0) }
        for (a, b) in zip(first, later) { expectNear(a, b, within: 1e-9) }
        #expect(first[0] != first[1])
        #expect(first.allSatisfy { abs($0) <= wiggle.amplitude })
        home.endEditing(at: 2)
        home.advance(to: 2.5)
        #expect(icons.allSatisfy { home.wiggleRotation(of: $0) == 0 })
        #expect(!home.needsFrames)
    }

    /// The wiggle phase comes from FNV-1a (64-bit) over the identifier's UTF-8 bytes: pinned to the published test
    /// vectors (and a non-ASCII identifier) so that no icon's phase changes from one release to the next.
    @Test func wigglePhaseHashIsFNV1aOverUTF8() {
        expectEqual(IconID(rawValue: "").stableHash, 0xcbf2_9ce4_8422_2325)
        expectEqual(IconID(rawValue: "a").stableHash, 0xaf63_dc4c_8601_ec8c)
        expectEqual(IconID(rawValue: "foobar").stableHash, 0x8594_4171_f739_67e8)
        expectEqual(IconID(rawValue: "app-1").stableHash, 0xf674_32a4_5808_f146)
        expectEqual(IconID(rawValue: "Ünïcødé 📱").stableHash, 0x8fe3_02ee_5c18_e841)
        let phase = 2 * Double.pi * Double(UInt64(0xaf63_dc4c_8601_ec8c) >> 11) / 9_007_199_254_740_992
        expectEqual(HomeScreen.sample().wigglePhase(of: "a"), phase)
    }

    @Test func wiggleGrowsInWithoutAJump() {
        var home = HomeScreen.sample()
        home.advance(to: 0.3)
        home.beginEditing(at: 0.3)
        expectEqual(home.wiggleRotation(of: "a3"), 0)
        home.advance(to: 0.31)
        #expect(abs(home.wiggleRotation(of: "a3")) < 0.01)
    }

    @Test func reduceMotionNeitherWigglesNorAnimatesTheReflow() {
        var host = ComponentHost.script(HomeScreen.sample(configuration: .init(reduceMotion: true)))
        let from = host.component.slotCenter(0)
        host.longPress(from, at: 0)
        expectEqual(host.component.placement(of: "a5")?.rotation, 0)
        host.glide(from: from, to: host.component.slotCenter(2), start: 0.55, duration: 0.2)
        expectEqual(host.component.placement(of: "a1")?.frame, host.geometry.iconFrame(atSlot: 0))
        expectEqual(host.component.placement(of: "a0")?.scale, 1)
        // A removal: the icons that change row jump too, drawn whole (no hop).
        host.up(host.component.slotCenter(2).x, host.component.slotCenter(2).y, at: 0.8)
        host.send(.removeIcon(icon: "a1"), at: 0.9)
        for p in host.component.placements where !p.location.isInDock {
            expectEqual(p.frame, host.geometry.iconFrame(atSlot: p.location.index))
            expectEqual(p.opacity, 1)
            expectEqual(p.scale, 1)
        }
    }
}
