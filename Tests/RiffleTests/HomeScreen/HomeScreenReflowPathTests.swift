import PropertyBased
import RiffleTestSupport
import Testing

@testable import Riffle

/// The way icons reflow in edit mode: within a row they slide straight; to another row they leave along their row
/// and enter the new one along it (as text wraps), fading and shrinking, so that no icon crosses another's label.
@Suite("HomeScreen: reflow paths")
struct HomeScreenReflowPathTests {
    typealias IconPlacement = HomeScreen.IconPlacement

    /// A placement's square as drawn: scaled about its centre.
    static func drawnFrame(_ p: IconPlacement) -> Rect {
        .centered(at: p.frame.center, size: Vector(x: p.frame.width * p.scale, y: p.frame.height * p.scale))
    }

    /// A placement's label as drawn: scaled about the icon's centre with the icon.
    static func drawnLabel(_ p: IconPlacement) -> Rect? {
        guard let label = p.labelFrame else { return nil }
        let c = p.frame.center
        let center = Point(x: c.x + (label.midX - c.x) * p.scale, y: c.y + (label.midY - c.y) * p.scale)
        return .centered(at: center, size: Vector(x: label.width * p.scale, y: label.height * p.scale))
    }

    /// Whether two rectangles share more than half a point each way.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.5 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.5
    }

    /// Every moving (not dragged) icon drawn over another icon's label this frame, or its label over another label.
    ///
    /// The pairs are named "moving over other". Icons drawn at under 2 % opacity are not seen. With
    /// `otherRowsApart`, only icons whose centres are at least that far apart vertically (in other rows) count.
    static func crossings(_ placements: [IconPlacement], otherRowsApart: Double? = nil) -> [String] {
        let seen = placements.filter { $0.opacity > 0.02 && !$0.isDragged }
        var result: [String] = []
        for mover in seen where mover.zIndex == 1 {
            let frame = drawnFrame(mover)
            let label = drawnLabel(mover)
            for other in seen where other.id != mover.id {
                if let apart = otherRowsApart, abs(other.frame.midY - mover.frame.midY) < apart { continue }
                guard let otherLabel = drawnLabel(other) else { continue }
                if overlap(frame, otherLabel) || label.map({ overlap($0, otherLabel) }) == true {
                    result.append("\(mover.id.rawValue) over \(other.id.rawValue)")
                }
            }
        }
        return result
    }

    /// Runs frames at 120 Hz until nothing moves (at most 3 s), checking every frame; returns every crossing seen
    /// and the placements of each frame.
    static func settle(_ home: inout HomeScreen, otherRowsApart: Double? = nil) -> (
        crossings: [String], frames: [[IconPlacement]]
    ) {
        var crossings: [String] = []
        var frames: [[IconPlacement]] = []
        var t = home.time
        for _ in 0..<360 where home.needsFrames && !home.offsets.isEmpty {
            t += 1.0 / 120
            home.advance(to: t)
            let placements = home.placements
            frames.append(placements)
            crossings += Self.crossings(placements, otherRowsApart: otherRowsApart)
        }
        return (crossings, frames)
    }

    /// A 390 × 844 screen (4 columns, 6 rows) in edit mode with one page of `count` icons.
    static func editing(_ count: Int, configuration: HomeScreen.Configuration = .init()) -> HomeScreen {
        var home = HomeScreen.sample(pages: [count], dock: 2, configuration: configuration)
        home.perform(.beginEditing, at: 0)
        home.advance(to: 0.5)
        return home
    }

    @Test func removingAnAppHopsTheWrappingIconsAlongTheirRowsAndCrossesNoLabel() {
        var home = Self.editing(12)
        home.perform(.removeIcon(icon: "a1"), at: 0.5)
        let (crossings, frames) = Self.settle(&home)
        expectEqual(crossings, [])
        let g = home.geometry
        // a4 goes from row 1's start to row 0's end: out through row 1's start (leftwards), in from row 0's end.
        let a4 = frames.compactMap { $0.first { $0.id == "a4" } }
        let rows = [g.iconFrame(atSlot: 0).midY, g.iconFrame(atSlot: 4).midY]
        #expect(a4.allSatisfy { p in p.opacity < 0.02 || rows.contains { abs(p.frame.midY - $0) < 0.01 } })
        #expect(a4.contains { $0.opacity < 0.2 && $0.scale < 0.65 })
        let leaving = a4.filter { $0.frame.midY == rows[1] && $0.opacity > 0.02 }
        #expect(!leaving.isEmpty && leaving.allSatisfy { $0.frame.midX <= g.iconFrame(atSlot: 4).midX })
        let entering = a4.filter { $0.frame.midY == rows[0] && $0.opacity > 0.02 }
        #expect(!entering.isEmpty && entering.allSatisfy { $0.frame.midX >= g.iconFrame(atSlot: 3).midX - 0.01 })
        // Same-row moves stay straight slides, opaque, at full size.
        let a2 = frames.compactMap { $0.first { $0.id == "a2" } }
        #expect(a2.allSatisfy { $0.frame.midY == rows[0] && $0.opacity == 1 && $0.scale == 1 })
        // At rest: every icon in its slot, opaque, full size.
        for p in home.placements where !p.location.isInDock {
            expectEqual(p.frame, g.iconFrame(atSlot: p.location.index))
            expectEqual(p.opacity, 1)
            expectEqual(p.scale, 1)
        }
    }

    @Test func insertingAnAppHopsForwardOutThroughTheRowsEnd() {
        var home = Self.editing(10)
        home.add("new", at: .page(0, index: 0), time: 0.5)
        let (crossings, frames) = Self.settle(&home)
        expectEqual(crossings, [])
        let g = home.geometry
        // a3 goes from row 0's end to row 1's start: out rightwards, in from the left.
        let a3 = frames.compactMap { $0.first { $0.id == "a3" } }
        let leaving = a3.filter { $0.frame.midY == g.iconFrame(atSlot: 3).midY && $0.opacity > 0.02 }
        #expect(!leaving.isEmpty && leaving.allSatisfy { $0.frame.midX >= g.iconFrame(atSlot: 3).midX })
        let entering = a3.filter { $0.frame.midY == g.iconFrame(atSlot: 4).midY && $0.opacity > 0.02 }
        #expect(!entering.isEmpty && entering.allSatisfy { $0.frame.midX <= g.iconFrame(atSlot: 4).midX + 0.01 })
    }

    @Test func draggingAcrossRowsCrossesNoLabelInAnyFrame() {
        var host = ComponentHost.script(Self.editing(12))
        let from = host.component.slotCenter(0)
        var crossings: [String] = []
        var finger = from
        host.down(from.x, from.y, at: 0.6)
        // To slot 9 (row 2) and back to slot 2, the others reflowing live.
        for (i, target) in [5, 9, 6, 2].enumerated() {
            let start = 0.65 + Double(i) * 0.5
            let next = host.component.slotCenter(target)
            host.glide(from: finger, to: next, start: start, duration: 0.15)
            finger = next
            for k in 1...40 {
                host.frames(until: start + 0.15 + Double(k) / 120)
                crossings += Self.crossings(host.component.placements)
            }
        }
        let to = host.component.slotCenter(2)
        host.up(to.x, to.y, at: 2.8)
        var home = host.component
        crossings += Self.settle(&home).crossings
        expectEqual(crossings, [])
        expectEqual(Array(home.layout.pages[0].prefix(4)), ["a1", "a2", "a0", "a3"])
    }

    @Test func aFullPagePushesItsLastIconOutThroughTheRowsEndToTheNextPage() {
        var home = HomeScreen.sample(pages: [24, 3], dock: 2)
        home.perform(.beginEditing, at: 0)
        home.add("new", at: .page(0, index: 0), time: 0.5)
        let (crossings, frames) = Self.settle(&home)
        expectEqual(crossings, [])
        // a23 leaves page 0's last row rightwards and enters page 1's first row from its start, never over page 0's
        // last column.
        let a23 = frames.compactMap { $0.first { $0.id == "a23" } }
        let g = home.geometry
        #expect(
            a23.allSatisfy {
                $0.opacity < 0.02 || $0.frame.midY == g.iconFrame(atSlot: 23).midY
                    || $0.frame.minX >= g.iconFrame(atSlot: 3).maxX - 0.01
            })
        expectEqual(home.layout.pages[1].first, "a23")
    }

    @Test func rightToLeftMirrorsTheHop() {
        var host = ComponentHost.view(pages: [12], dock: 2, settings: .init(isRightToLeft: true))
        host.send(.beginEditing, at: 0.1)
        host.send(.removeIcon(icon: "a1"), at: 0.5)
        var seen: [IconPlacement] = []
        var crossings: [String] = []
        for k in 1...60 {
            host.frames(until: 0.5 + Double(k) / 120)
            let placements = host.placements(at: host.time)
            crossings += Self.crossings(placements)
            if let a4 = placements.first(where: { $0.id == "a4" }) { seen.append(a4) }
        }
        expectEqual(crossings, [])
        // In the view, row 1 starts on the right: a4 leaves it rightwards, and enters row 0 from its end (left).
        let g = host.geometry
        let row1Start = 390 - g.iconFrame(atSlot: 4).midX
        let row0End = 390 - g.iconFrame(atSlot: 3).midX
        let leaving = seen.filter { $0.frame.midY == g.iconFrame(atSlot: 4).midY && $0.opacity > 0.02 }
        #expect(!leaving.isEmpty && leaving.allSatisfy { $0.frame.midX >= row1Start - 0.01 })
        let entering = seen.filter { $0.frame.midY == g.iconFrame(atSlot: 0).midY && $0.opacity > 0.02 }
        #expect(!entering.isEmpty && entering.allSatisfy { $0.frame.midX <= row0End + 0.01 })
    }

    @Test func anIconACommandMovesOnePlaceHopsWhileItsNeighbourSlidesPastNoLabel() {
        // a2 and a3 trade places: a3 slides one place back along the row; a2, the icon the command moves, shrinks
        // where it is and grows in its new slot instead of sliding through a3.
        var home = Self.editing(8)
        home.move("a2", to: .page(0, index: 3), at: 0.5)
        let (crossings, frames) = Self.settle(&home)
        expectEqual(crossings, [])
        expectEqual(home.layout.pages[0].prefix(4), ["a0", "a1", "a3", "a2"])
        let a2 = frames.compactMap { $0.first { $0.id == "a2" } }
        #expect(a2.contains { $0.opacity < 0.2 && $0.scale < 0.65 })
        let a3 = frames.compactMap { $0.first { $0.id == "a3" } }
        #expect(!a3.isEmpty && a3.allSatisfy { $0.opacity == 1 && $0.scale == 1 })
    }

    /// Edits at a person's pace (a quarter of a second or more apart, as taps on delete badges come), each
    /// checked against every label, the same row's included.
    @Test func editsAQuarterSecondApartCrossNoLabelInAnyRow() async {
        let pages = Gen.int(in: 1...24).array(of: 1...3)
        let paced = zip(Gen.int(in: 0...2), Gen.int(in: 0...40), Gen.int(in: 0...40), Gen.double(in: 0.25...0.4))
            .array(of: 1...8)
        await checkProperty(count: LongTests.count(fast: 25, long: 300), input: pages, paced) { sizes, edits in
            var home = HomeScreen.sample(pages: sizes, dock: 3)
            expectEqual(Self.crossings(editing: &home, edits), [])
        }
    }

    /// Enters edit mode, applies `edits` (each followed by its wait at 120 Hz), settles, and returns every label
    /// crossing seen on the way (see `crossings(_:otherRowsApart:)`).
    static func crossings(
        editing home: inout HomeScreen, _ edits: [(Int, Int, Int, Double)], otherRowsApart: Double? = nil
    ) -> [String] {
        home.perform(.beginEditing, at: 0)
        var t = 0.5
        var crossings: [String] = []
        for (number, (kind, a, b, wait)) in edits.enumerated() {
            edit(&home, kind: kind, a, b, newID: "new\(number)", at: t)
            for _ in 0..<Int(wait * 120) {
                t += 1.0 / 120
                home.advance(to: t)
                crossings += Self.crossings(home.placements, otherRowsApart: otherRowsApart)
            }
        }
        return crossings + settle(&home, otherRowsApart: otherRowsApart).crossings
    }

    /// One random edit of the current page: 0 removes an icon, 1 adds `newID`, 2 moves an icon.
    static func edit(_ home: inout HomeScreen, kind: Int, _ a: Int, _ b: Int, newID: String, at t: Double) {
        let icons = home.layout.pages.flatMap { $0 }
        let page = home.currentPage
        switch kind {
        case 0 where !icons.isEmpty:
            home.perform(.removeIcon(icon: icons[a % icons.count]), at: t)
        case 1:
            home.add(IconID(rawValue: newID), at: .page(page, index: b % 25), time: t)
        default:
            guard !icons.isEmpty else { return }
            home.move(icons[a % icons.count], to: .page(page, index: b % 25), at: t)
        }
    }

    /// Random page sizes, then random removals, insertions and moves, some before the last reflow has settled.
    static let edits = zip(Gen.int(in: 0...2), Gen.int(in: 0...40), Gen.int(in: 0...40), Gen.double(in: 0...0.4))
        .array(of: 1...8)

    /// No icon is ever drawn over the label of an icon in another row, even when edits follow each other
    /// mid-motion faster than a person taps (icons of one row, already faded, may then brush as they turn back;
    /// at a person's pace no label is crossed: the property above).
    @Test func noReflowCrossesALabelOverRandomRemovalsInsertionsAndMoves() async {
        // 12 random scripts in the default suite, 150 with `RIFFLE_LONG_TESTS=1` (`make test-long`).
        let pages = Gen.int(in: 1...24).array(of: 1...3)
        await checkProperty(count: LongTests.count(fast: 12, long: 150), input: pages, Self.edits) { sizes, edits in
            var home = HomeScreen.sample(pages: sizes, dock: 3)
            let rowPitch = home.geometry.rowHeight + home.geometry.rowSpacing
            expectEqual(Self.crossings(editing: &home, edits, otherRowsApart: rowPitch / 2), [])
            for p in home.placements { #expect(p.opacity == 1 && p.zIndex == 0) }
        }
    }
}
