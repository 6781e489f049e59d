import Foundation
import RiffleTestSupport
import Testing

@testable import Riffle

@Suite("IconArrangement: the stored value, without a screen")
struct IconArrangementTests {
    @Test func moveToTheDockAndBack() {
        var arrangement = IconArrangement(pages: [["Mail", "Maps", "Notes"]], dock: ["Phone"])
        let moved1 = arrangement.move("Notes", to: .dock(index: 0), pageCapacity: 24, dockCapacity: 4)
        #expect(moved1)
        expectEqual(arrangement, IconArrangement(pages: [["Mail", "Maps"]], dock: ["Notes", "Phone"]))
        let moved2 = arrangement.move("Notes", to: .page(0, index: 99), pageCapacity: 24, dockCapacity: 4)
        #expect(moved2)
        expectEqual(arrangement, IconArrangement(pages: [["Mail", "Maps", "Notes"]], dock: ["Phone"]))
    }

    @Test func aRefusedMoveChangesNothing() {
        let full = IconArrangement(pages: [["a"]], dock: ["d0", "d1"])
        var arrangement = full
        let moved3 = arrangement.move("a", to: .dock(index: 0), pageCapacity: 24, dockCapacity: 2)
        #expect(!moved3)
        let moved4 = arrangement.move("a", to: .page(-1, index: 0), pageCapacity: 24, dockCapacity: 2)
        #expect(!moved4)
        let moved5 = arrangement.move("nobody", to: .page(0, index: 0), pageCapacity: 24, dockCapacity: 2)
        #expect(!moved5)
        expectEqual(arrangement, full)
    }

    @Test func aFullPageCascadesOntoTheNextOnes() {
        var arrangement = IconArrangement(pages: [["a", "b"], ["c", "d"]], dock: ["x"])
        let moved6 = arrangement.move("x", to: .page(0, index: 0), pageCapacity: 2, dockCapacity: 4)
        #expect(moved6)
        expectEqual(arrangement.pages, [["x", "a"], ["b", "c"], ["d"]])
    }

    @Test func repairAndValidateAgree() {
        let broken = IconArrangement(pages: [["a", "b", "a"], [], ["c"]], dock: ["d", "e", "f"])
        let problems = broken.validate(pageCapacity: 2, dockCapacity: 2)
        #expect(problems.contains(.duplicate("a")))
        #expect(problems.contains(.dockOverCapacity(count: 3, capacity: 2)))
        let (fixed, reported) = broken.repaired(pageCapacity: 2, dockCapacity: 2)
        expectEqual(reported, problems)
        #expect(fixed.validate(pageCapacity: 2, dockCapacity: 2).isEmpty)
        expectEqual(Set(fixed.icons), Set(broken.icons))
        expectEqual(fixed.icons.count, 6)
        expectEqual(fixed.dock, ["d", "e"])
        #expect(!fixed.pages.contains { $0.isEmpty })
    }

    @Test func storedAsJSONAndBack() throws {
        let arrangement = IconArrangement(pages: [["Mail", "Maps"], ["Notes"]], dock: ["Phone"])
        let data = try JSONEncoder().encode(arrangement)
        #expect(try JSONDecoder().decode(IconArrangement.self, from: data) == arrangement)
        // The home screen's name for it is the same type.
        let layout: IconArrangement = arrangement
        expectEqual(layout.location(of: "Notes"), IconLocation.page(1, index: 0))
    }
}
