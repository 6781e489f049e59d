import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

/// The persisted layout: validation, repair, the overflow cascade and Codable.
@Suite("HomeScreen: layout")
struct HomeScreenLayoutTests {
    @Test func validLayoutHasNoProblems() {
        let layout = IconArrangement(pages: [["a", "b"], ["c"]], dock: ["d"])
        #expect(layout.validate(pageCapacity: 2).isEmpty)
        #expect(layout.validate().isEmpty)
    }

    @Test func validateReportsDuplicatesAndOverCapacity() {
        let layout = IconArrangement(pages: [["a", "b", "a"], ["c", "b"]], dock: ["a", "d", "e", "f", "g"])
        #expect(
            layout.validate(pageCapacity: 2) == [
                .duplicate("a"), .duplicate("b"), .duplicate("a"),
                .pageOverCapacity(page: 0, count: 3, capacity: 2),
                .dockOverCapacity(count: 5, capacity: 4),
            ])
        expectEqual(layout.validate(dockCapacity: 5), [.duplicate("a"), .duplicate("b"), .duplicate("a")])
    }

    @Test func codableRoundTripAndBareStringIdentifiers() throws {
        let layout = IconArrangement(pages: [["Mail", "Maps"], ["Notes"]], dock: ["Phone"])
        let data = try JSONEncoder().encode(layout)
        #expect(try JSONDecoder().decode(IconArrangement.self, from: data) == layout)
        let text = #"{"pages":[["Mail","Maps"],["Notes"]],"dock":["Phone"]}"#
        #expect(try JSONDecoder().decode(IconArrangement.self, from: Data(text.utf8)) == layout)
        #expect(String(decoding: try JSONEncoder().encode(IconID(rawValue: "Mail")), as: UTF8.self) == #""Mail""#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(IconArrangement.self, from: Data(#"{"pages":[[1]],"dock":[]}"#.utf8))
        }
    }

    @Test func locationsCodable() throws {
        let locations: [IconLocation] = [.page(2, index: 5), .dock(index: 1)]
        let data = try JSONEncoder().encode(locations)
        #expect(try JSONDecoder().decode([IconLocation].self, from: data) == locations)
    }

    @Test func insertingIntoAFullPagePushesItsLastIconToTheFrontOfTheNextPage() {
        var layout = IconArrangement(pages: [["a", "b", "c"], ["d", "e", "f"], ["g"]])
        layout.insert("x", at: .page(0, index: 1), pageCapacity: 3, dockCapacity: 4)
        expectEqual(layout.pages, [["a", "x", "b"], ["c", "d", "e"], ["f", "g"]])
        // A full last page adds a page.
        var full = IconArrangement(pages: [["a", "b"], ["c", "d"]])
        full.insert("x", at: .page(0, index: 0), pageCapacity: 2, dockCapacity: 4)
        expectEqual(full.pages, [["x", "a"], ["b", "c"], ["d"]])
        // The index is clamped; missing pages are added.
        var short = IconArrangement(pages: [["a"]])
        short.insert("x", at: .page(2, index: 99), pageCapacity: 3, dockCapacity: 4)
        expectEqual(short.pages, [["a"], [], ["x"]])
        let negative = short.insert("y", at: .page(-1, index: 0), pageCapacity: 3, dockCapacity: 4)
        #expect(!negative)
    }

    @Test func dockRefusesWhenFull() {
        var layout = IconArrangement(pages: [["a"]], dock: ["1", "2", "3", "4"])
        let refused = layout.insert("x", at: .dock(index: 0), pageCapacity: 3, dockCapacity: 4)
        #expect(!refused)
        expectEqual(layout.dock, ["1", "2", "3", "4"])
        layout.remove("2")
        let accepted = layout.insert("x", at: .dock(index: 9), pageCapacity: 3, dockCapacity: 4)
        #expect(accepted)
        expectEqual(layout.dock, ["1", "3", "4", "x"])
    }

    @Test func initRepairsAndReportsWhatItChanged() {
        let layout = IconArrangement(
            pages: [["a", "b", "a"], [], (0..<30).map { IconID(rawValue: "p\($0)") }],
            dock: ["d1", "b", "d2", "d3", "d4", "d5"])
        let home = HomeScreen(layout: layout, screenSize: Vector(x: 390, y: 844))
        expectEqual(home.geometry.pageCapacity, 24)
        #expect(
            home.diagnostics == [
                .duplicate("a"), .duplicate("b"), .pageOverCapacity(page: 2, count: 30, capacity: 24),
                .dockOverCapacity(count: 6, capacity: 4),
            ])
        // The empty page is gone, the overflow cascades, the fifth dock icon ends up on the last page.
        expectEqual(home.layout.pages.count, 3)
        expectEqual(home.layout.pages[0], ["a", "b"])
        expectEqual(home.layout.pages[1], (0..<24).map { IconID(rawValue: "p\($0)") })
        expectEqual(home.layout.pages[2], (24..<30).map { IconID(rawValue: "p\($0)") } + ["d5"])
        expectEqual(home.layout.dock, ["d1", "d2", "d3", "d4"])
        #expect(home.layout.validate(pageCapacity: 24).isEmpty)
    }

    @Test func emptyLayoutGivesOneEmptyPage() {
        let home = HomeScreen(layout: IconArrangement(pages: [], dock: []), screenSize: Vector(x: 390, y: 844))
        expectEqual(home.layout.pages, [[]])
        #expect(home.layout.dock.isEmpty)
        expectEqual(home.track.layout.itemCount, 1)
        #expect(home.placements.isEmpty)
        expectEqual(home.dots.count, 1)
    }

    @Test func locationAndIconLookups() {
        let layout = IconArrangement(pages: [["a", "b"], ["c"]], dock: ["d"])
        expectEqual(layout.location(of: "c"), .page(1, index: 0))
        expectEqual(layout.location(of: "d"), .dock(index: 0))
        expectEqual(layout.location(of: "zz"), nil)
        expectEqual(layout.icon(at: .page(0, index: 1)), "b")
        expectEqual(layout.icon(at: .page(5, index: 0)), nil)
        expectEqual(layout.icon(at: .dock(index: -1)), nil)
        expectEqual(layout.icons, ["a", "b", "c", "d"])
    }
}
