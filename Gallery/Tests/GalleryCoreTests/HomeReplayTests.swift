import GalleryTestSupport
import Riffle
import Testing

@testable import GalleryCore

/// The home screen (seed 002) driven by gesture scripts on the virtual clock, asserted on the state JSON.
///
/// Coordinates come from the scene's own `HomeScreen.Geometry` (icon slots, dock places, the dots), never from
/// numbers copied out of a screenshot.
@Suite("Home screen: replays")
struct HomeReplayTests {
    /// A gallery on the home scene, and the scene.
    func makeHome(snap: SnapChoice? = nil) throws -> (Gallery, HomeScene) {
        let gallery = Gallery(scene: .home, snap: snap)
        let scene = try #require(gallery.scene as? HomeScene)
        return (gallery, scene)
    }

    /// Runs a script on the gallery; it must come to rest (the edit-mode wiggle does not count as motion).
    @discardableResult
    func run(_ lines: [String], on gallery: Gallery) throws -> Gallery {
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: gallery)
        #expect(outcome.settled)
        return gallery
    }

    /// The default layout's page names.
    var defaultPages: [[String]] { HomeApp.defaultLayout.pages.map { $0.map(\.rawValue) } }
    /// The default dock's names.
    var defaultDock: [String] { HomeApp.defaultLayout.dock.map(\.rawValue) }

    func pages(_ gallery: Gallery) -> [[String]]? {
        guard case .array(let pages)? = gallery.state["pages"] else { return nil }
        return pages.map { page in
            guard case .array(let names) = page else { return [] }
            return names.compactMap {
                if case .string(let s) = $0 { return s }
                return nil
            }
        }
    }

    func dock(_ gallery: Gallery) -> [String]? {
        guard case .array(let names)? = gallery.state["dock"] else { return nil }
        return names.compactMap {
            if case .string(let s) = $0 { return s }
            return nil
        }
    }

    /// A coordinate for a script line, to a hundredth of a point.
    func f(_ x: Double) -> String { "\((x * 100).rounded() / 100)" }

    /// The centre of a page slot on screen (the page at rest).
    func slot(_ scene: HomeScene, _ index: Int) -> Point { scene.home.geometry.iconFrame(atSlot: index).center }

    /// The centre of a dock place when the dock shows `count` icons.
    func dockPlace(_ scene: HomeScene, _ index: Int, count: Int) -> Point {
        scene.home.geometry.dockIconFrame(at: index, count: count).center
    }

    /// A straight horizontal drag at `y` from `x0` to `x1` over `ms`, in 16 ms steps, starting at `start`.
    func swipe(from x0: Double, to x1: Double, y: Double, start: Int = 0, ms: Int) -> [String] {
        var lines = ["\(start) down \(f(x0)) \(f(y))"]
        let steps = max(1, ms / 16)
        for i in 1...steps {
            lines.append("\(start + ms * i / steps) move \(f(x0 + (x1 - x0) * Double(i) / Double(steps))) \(f(y))")
        }
        lines.append("\(start + ms) up \(f(x1)) \(f(y))")
        return lines
    }

    /// A tap at `p`.
    func tap(_ p: Point, at start: Int = 0) -> [String] {
        ["\(start) down \(f(p.x)) \(f(p.y))", "\(start + 60) up \(f(p.x)) \(f(p.y))"]
    }

    /// A long press at `from` held `hold` ms, then a move to each point of `path` (`ms` per leg, 16 ms steps),
    /// pausing `pauses[i]` ms at the end of leg i, then (unless `release` is false) the finger lifts.
    func longPressDrag(
        from: Point, through path: [Point], start: Int = 0, hold: Int = 700, ms: Int = 320, pauses: [Int] = [],
        release: Bool = true
    ) -> [String] {
        var lines = ["\(start) down \(f(from.x)) \(f(from.y))"]
        var t = start + hold
        var current = from
        for (leg, point) in path.enumerated() {
            let steps = max(1, ms / 16)
            for i in 1...steps {
                let k = Double(i) / Double(steps)
                let x = current.x + (point.x - current.x) * k
                let y = current.y + (point.y - current.y) * k
                lines.append("\(t + ms * i / steps) move \(f(x)) \(f(y))")
            }
            t += ms
            current = point
            if leg < pauses.count, pauses[leg] > 0 {
                t += pauses[leg]
                lines.append("\(t) move \(f(current.x)) \(f(current.y))")
            }
        }
        if release { lines.append("\(t + 16) up \(f(current.x)) \(f(current.y))") }
        return lines
    }

    /// `names` with `name` moved to `index`.
    func moving(_ name: String, in names: [String], to index: Int) -> [String] {
        var result = names.filter { $0 != name }
        result.insert(name, at: min(index, result.count))
        return result
    }

    // MARK: - Paging

    @Test func swipesTurnPagesWithRifflesPaging() throws {
        let (g, scene) = try makeHome()
        let y = scene.home.geometry.pageArea.midY + 120  // empty page space under the icons
        try run(swipe(from: 340, to: 80, y: y, ms: 800), on: g)  // 260 pt slowly: past half a page
        expectEqual(g.state["page"], .int(1))
        // The home screen announces the page it turned to, 1-based.
        expectEqual(g.state["announcement"], .string("Page 2 of 3"))
        try run(swipe(from: 200, to: 160, y: y, start: 2000, ms: 800), on: g)  // 40 pt slowly: snaps back
        expectEqual(g.state["page"], .int(1))
        try run(swipe(from: 200, to: 150, y: y, start: 4000, ms: 50), on: g)  // a short fling: next page
        expectEqual(g.state["page"], .int(2))
        try run(swipe(from: 60, to: 330, y: y, start: 6000, ms: 800), on: g)
        expectEqual(g.state["page"], .int(1))
        expectEqual(pages(g), defaultPages)
        expectEqual(g.state["editing"], .bool(false))
    }

    @Test func theSeedPolicyFlipsAPageForAnyMovement() throws {
        for snap in [SnapChoice.seed, .directional] {
            let (g, scene) = try makeHome(snap: snap)
            let seed = HomeScreen.Configuration.directionalPaging
            expectEqual(scene.home.settings.configuration.snapPolicy, seed.snapPolicy)
            expectEqual(scene.home.settings.configuration.pageTurnAnimation, seed.pageTurnAnimation)
            #expect(!scene.home.settings.configuration.animatesDotTaps)
            let y = scene.home.geometry.pageArea.midY + 120
            try run(swipe(from: 200, to: 160, y: y, ms: 800), on: g)  // the 40 pt drag that Riffle snaps back
            expectEqual(g.state["page"], .int(1))
            try run(swipe(from: 160, to: 185, y: y, start: 2000, ms: 800), on: g)
            expectEqual(g.state["page"], .int(0))
            try run(swipe(from: 300, to: 60, y: y, start: 4000, ms: 400), on: g)  // one page per swipe at most
            expectEqual(g.state["page"], .int(1))
        }
    }

    @Test func tappingADotShowsItsPage() throws {
        for snap in [nil, SnapChoice.seed] {
            let (g, scene) = try makeHome(snap: snap)
            let dots = scene.dots(at: scene.time)
            expectEqual(dots.count, 3)
            #expect(dots.allSatisfy { $0.diameter == 10 })  // seed 002: 10-point dots
            let third = try #require(dots.first { $0.page == 2 })
            try run(tap(third.center), on: g)
            expectEqual(g.state["page"], .int(2))
            let first = try #require(scene.dots(at: scene.time).first { $0.page == 0 })
            try run(tap(first.center, at: 1000), on: g)
            expectEqual(g.state["page"], .int(0))
        }
    }

    @Test func arrowKeysAndTheWheelTurnPages() throws {
        let (g, _) = try makeHome()
        try run(["0 key right", "400 key right", "800 key right"], on: g)
        expectEqual(g.state["page"], .int(2))
        try run(["1500 wheel -1 0"], on: g)
        expectEqual(g.state["page"], .int(1))
    }

    @Test func aDragLeftBehindBySwitchingScenesIsCancelledByTheNextPress() throws {
        let (g, scene) = try makeHome()
        let mail = slot(scene, 0)
        g.handle(.pointer(PointerEvent(id: 0, phase: .down, location: mail, timestamp: 0)))
        g.advance(to: 0.7)
        g.handle(.pointer(PointerEvent(id: 0, phase: .move, location: slot(scene, 2), timestamp: 0.8)))
        expectEqual(scene.home.draggedIcon, "Mail")
        g.handle(.key(.digit1, timestamp: 0.9))  // to Trips, where the finger lifts
        g.handle(.pointer(PointerEvent(id: 0, phase: .up, location: Point(x: 200, y: 400), timestamp: 1)))
        g.handle(.key(.digit5, timestamp: 1.5))
        // The next press on the home screen starts afresh: the old drag is put back, the new one works.
        try run(longPressDrag(from: slot(scene, 5), through: [slot(scene, 6)], start: 2000, hold: 50), on: g)
        var expected = defaultPages
        expected[0] = moving(defaultPages[0][5], in: expected[0], to: 6)
        expectEqual(pages(g), expected)
    }

    // MARK: - Keyboard

    @Test func tabFocusesIconsEnterOpensAndArrowsMoveAnIconInEditMode() throws {
        let (g, _) = try makeHome()
        g.handle(.key(.tab, timestamp: 0))
        expectEqual(g.state["focus"], .string("icon:Mail"))
        g.handle(.key(.tab, timestamp: 0))
        expectEqual(g.state["focus"], .string("icon:Maps"))
        try run(["100 key enter"], on: g)
        expectEqual(g.state["open"], .string("Maps"))
        try run(["1000 key escape"], on: g)
        expectEqual(g.state["open"], .null)
        // The chain: 12 icons of the page shown, 4 in the dock, 3 dots, then the picker.
        for _ in 0..<17 { g.handle(.key(.tab, timestamp: 2)) }
        expectEqual(g.state["focus"], .string("dot2"))
        g.handle(.key(.tab, timestamp: 2))
        expectEqual(g.state["focus"], .string("picker:trips"))
        // In edit mode ← and → move the focused icon (and "Done" joins the chain).
        let (h, scene) = try makeHome()
        try run(longPressDrag(from: slot(scene, 11), through: []), on: h)
        h.handle(.key(.tab, timestamp: 1))
        h.handle(.key(.tab, timestamp: 1))
        try run(["1100 key right", "1300 key right"], on: h)
        var expected = defaultPages
        expected[0] = moving("Maps", in: expected[0], to: 3)
        expectEqual(pages(h), expected)
        // The host's move action announces where the icon landed.
        expectEqual(h.state["announcement"], .string("Maps moved to page 1, position 4"))
        expectEqual(h.state["editing"], .bool(true))
        for _ in 0..<16 { h.handle(.key(.tab, timestamp: 2)) }  // Maps is 4th: 8 icons, the dock, the dots, Done
        expectEqual(h.state["focus"], .string("done"))
        try run(["2100 key enter"], on: h)
        expectEqual(h.state["editing"], .bool(false))
    }

    @Test func everyIconIsPreparedWhileIdle() throws {
        let (_, scene) = try makeHome()
        let canvas = RecordingCanvas()
        scene.prepareUpcoming(on: canvas)
        expectEqual(canvas.prepared, ["home-wallpaper"])
        #expect(
            Set(canvas.preparedSprites) == Set(HomeApp.catalogue.map { "home-icon-\($0.name)" } + ["home-status-wifi"]))
    }

    // MARK: - Opening apps

    @Test func aTapOpensTheAppAndATapOrEscapeClosesIt() throws {
        let (g, scene) = try makeHome()
        try run(tap(slot(scene, 1)), on: g)
        expectEqual(g.state["open"], .string(defaultPages[0][1]))
        expectEqual(scene.appProgress, 1)
        try run(tap(Point(x: 300, y: 700), at: 1000), on: g)  // anywhere
        expectEqual(g.state["open"], .null)
        try run(tap(dockPlace(scene, 3, count: 4), at: 2000), on: g)
        expectEqual(g.state["open"], .string(defaultDock[3]))
        try run(["3000 key escape"], on: g)
        expectEqual(g.state["open"], .null)
        expectEqual(g.state["editing"], .bool(false))
        expectEqual(pages(g), defaultPages)
    }

    // MARK: - Edit mode

    @Test func aLongPressEntersEditModeAndTheIconsWiggle() throws {
        let (g, scene) = try makeHome()
        let canvas = RecordingCanvas()
        scene.draw(on: canvas)
        #expect(!canvas.texts.contains("Done"))
        #expect(spriteRotations(canvas).allSatisfy { $0 == 0 })
        // Held 300 ms: not yet (a tap).
        try run(
            [
                "0 down \(f(slot(scene, 4).x)) \(f(slot(scene, 4).y))",
                "300 up \(f(slot(scene, 4).x)) \(f(slot(scene, 4).y))",
            ], on: g)
        expectEqual(g.state["editing"], .bool(false))
        try run(["1000 key escape"], on: g)
        // Held 700 ms: edit mode; nothing moves; the icons wiggle and "Done" shows.
        try run(longPressDrag(from: slot(scene, 4), through: [], start: 2000), on: g)
        expectEqual(g.state["editing"], .bool(true))
        expectEqual(g.state["open"], .null)
        expectEqual(pages(g), defaultPages)
        expectEqual(dock(g), defaultDock)
        expectEqual(g.state["settled"], .bool(true))
        #expect(scene.needsFrame)  // the wiggle keeps the window drawing
        canvas.reset()
        scene.draw(on: canvas)
        #expect(canvas.texts.contains("Done"))
        let rotations = spriteRotations(canvas)
        expectEqual(rotations.count, 16)  // 12 icons of page 1 and the 4 of the dock
        #expect(rotations.contains { abs($0) > 0.005 })
        #expect(rotations.allSatisfy { abs($0) <= 0.035 + 1e-9 })  // the core's 2° wiggle
        // In edit mode a tap does not open an app.
        try run(tap(slot(scene, 2), at: 4000), on: g)
        #expect(g.state["open"] == .null && g.state["editing"] == .bool(true))
    }

    func spriteRotations(_ canvas: RecordingCanvas) -> [Double] {
        canvas.commands.compactMap {
            if case .sprite(let id, _, let rotation, _, _) = $0, id.hasPrefix("home-icon-") { return rotation }
            return nil
        }
    }

    @Test func aDraggedIconMovesWithinItsPage() throws {
        let (g, scene) = try makeHome()
        let name = defaultPages[0][0]
        try run(longPressDrag(from: slot(scene, 0), through: [slot(scene, 2)]), on: g)
        var expected = defaultPages
        expected[0] = moving(name, in: expected[0], to: 2)
        expectEqual(pages(g), expected)
        expectEqual(g.state["editing"], .bool(true))
        expectEqual(g.state["dragging"], .null)
        // In edit mode an icon moves at once, without a new long press: back to the start of the row.
        try run(longPressDrag(from: slot(scene, 2), through: [slot(scene, 0)], start: 3000, hold: 50), on: g)
        expectEqual(pages(g), defaultPages)
    }

    @Test func anIconHeldAtTheEdgeMovesToTheNextPage() throws {
        let (g, scene) = try makeHome()
        let name = defaultPages[0][5]
        let width = scene.home.geometry.screenSize.x
        let edge = Point(x: width - 6, y: slot(scene, 5).y)
        // Held at the right edge for 1 s: one page turn (the first comes after 0.8 s, the next would take 1 s
        // more), then dropped on the second slot there.
        try run(longPressDrag(from: slot(scene, 5), through: [edge, slot(scene, 1)], pauses: [1000]), on: g)
        expectEqual(g.state["page"], .int(1))
        var expected = defaultPages
        expected[0].removeAll { $0 == name }
        expected[1].insert(name, at: 1)
        expectEqual(pages(g), expected)
        // And back to the first page by the left edge, dropped in the first slot.
        let left = Point(x: 6, y: slot(scene, 1).y)
        try run(
            longPressDrag(from: slot(scene, 1), through: [left, slot(scene, 0)], start: 4000, pauses: [1000]), on: g)
        expectEqual(g.state["page"], .int(0))
        expected[1].removeAll { $0 == name }
        expected[0].insert(name, at: 0)
        expectEqual(pages(g), expected)
    }

    @Test func iconsMoveOutOfAndIntoTheDock() throws {
        let (g, scene) = try makeHome()
        let music = defaultDock[3]
        let free = defaultPages[0].count  // the first empty slot of the first page
        try run(longPressDrag(from: dockPlace(scene, 3, count: 4), through: [slot(scene, free)]), on: g)
        expectEqual(dock(g), Array(defaultDock.prefix(3)))
        expectEqual(pages(g)?.first, defaultPages[0] + [music])
        // Into the dock between its first two icons (the dock now shows three).
        let a = dockPlace(scene, 0, count: 3)
        let b = dockPlace(scene, 1, count: 3)
        let between = Point(x: (a.x + b.x) / 2, y: a.y)
        let mail = defaultPages[0][0]
        try run(longPressDrag(from: slot(scene, 0), through: [between], start: 3000, hold: 50), on: g)
        expectEqual(dock(g), [defaultDock[0], mail, defaultDock[1], defaultDock[2]])
        expectEqual(pages(g)?.first, Array(defaultPages[0].dropFirst()) + [music])
        // The dock is full: an icon dragged over it stays on its page.
        try run(longPressDrag(from: slot(scene, 0), through: [between], start: 6000, hold: 50), on: g)
        expectEqual(dock(g)?.count, 4)
        expectEqual(pages(g)?.first?.count, defaultPages[0].count)
    }

    @Test func aCancelledDragPutsEverythingBack() throws {
        let (g, scene) = try makeHome()
        let lines = longPressDrag(from: slot(scene, 0), through: [slot(scene, 6)], release: false)
        let outcome = ReplayDriver.run(try GestureScript.parse(lines.joined(separator: "\n")), on: g)
        #expect(!outcome.settled)  // still dragging at the end of the script
        expectEqual(g.state["dragging"], .string(defaultPages[0][0]))
        #expect(pages(g)?.first != defaultPages[0])  // the others made room
        // The system takes the touch (SDL's finger cancel, a script's `cancel`).
        let end = outcome.endTime + 0.016
        g.handle(.pointer(PointerEvent(id: 0, phase: .cancel, location: slot(scene, 6), timestamp: end)))
        g.advance(to: end + 2)
        #expect(g.isSettled)
        expectEqual(g.state["dragging"], .null)
        expectEqual(pages(g), defaultPages)
        expectEqual(dock(g), defaultDock)
        expectEqual(g.state["editing"], .bool(true))
        // The same from a script: a drag cancelled before the finger lifts.
        let (h, other) = try makeHome()
        let script = longPressDrag(from: slot(other, 2), through: [slot(other, 7)], release: false)
        try run(script + ["\(1200) cancel"], on: h)
        expectEqual(pages(h), defaultPages)
        expectEqual(dock(h), defaultDock)
    }

    @Test func doneATapOnEmptySpaceOrEscapeLeaveEditMode() throws {
        let (g, scene) = try makeHome()
        let enter = { (start: Int) in self.longPressDrag(from: self.slot(scene, 3), through: [], start: start) }
        try run(enter(0), on: g)
        expectEqual(g.state["editing"], .bool(true))
        try run(tap(scene.doneFrame.center, at: 1500), on: g)
        expectEqual(g.state["editing"], .bool(false))
        try run(enter(3000), on: g)
        let empty = Point(x: 195, y: scene.home.geometry.pageArea.maxY - 40)
        try run(tap(empty, at: 4500), on: g)
        expectEqual(g.state["editing"], .bool(false))
        try run(enter(6000) + ["7500 key escape"], on: g)
        expectEqual(g.state["editing"], .bool(false))
        expectEqual(g.state["open"], .null)
        #expect(!scene.needsFrame)  // the wiggle has died away
    }

    @Test func editingEndsWithoutEmptyPages() throws {
        let (g, scene) = try makeHome()
        // Move the three icons of the last page to the first page, then leave edit mode: two pages remain.
        var lines = ["0 key right", "400 key right"]
        var start = 1500
        for k in 0..<3 {
            let target = defaultPages[0].count + k
            let leave = Point(x: 6, y: slot(scene, 0).y)
            lines += longPressDrag(
                from: slot(scene, 0), through: [leave, leave, slot(scene, target)], start: start,
                hold: k == 0 ? 700 : 50, pauses: [0, 1400])
            lines += ["\(start + 3500) key right", "\(start + 4300) key right"]
            start += 6000
        }
        lines.append("\(start) key escape")
        try run(lines, on: g)
        expectEqual(g.state["editing"], .bool(false))
        expectEqual(pages(g), [defaultPages[0] + defaultPages[2], defaultPages[1]])
    }
}
