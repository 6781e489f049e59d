import RiffleTestSupport
import Testing

@testable import Riffle

/// The icon-drag rules that need no screen: where a held icon would land, the arrangement with it there, and the
/// edge the finger holds.
@Suite("IconDragSession: an icon held by a finger")
struct IconDragSessionTests {
    static let geometry = HomeScreen.sample().geometry

    /// "a0" lifted from slot 0 of page 0 with its centre under the finger.
    static func session(_ arrangement: IconArrangement, finger: Point) -> IconDragSession {
        IconDragSession(
            lifting: "a0", from: .page(0, index: 0), in: arrangement, center: finger, finger: finger)
    }

    @Test func overASlotTheIconAsksForItClampedToThePagesIcons() {
        let arrangement = IconArrangement(pages: [["a0", "a1", "a2"]], dock: ["d0"])
        let g = Self.geometry
        let farSlot = g.iconFrame(atSlot: 10).center
        var session = Self.session(arrangement, finger: farSlot)
        // Two icons remain on the page without a0: slot 10 clamps to right after them.
        expectEqual(session.landingTarget(onPage: 0, geometry: g), .page(0, index: 2))
        expectEqual(session.landingTarget(onPage: 3, geometry: g), .page(3, index: 0), "a page not there yet is empty")
        let landed = session.land(at: .page(0, index: 2), geometry: g)
        #expect(landed)
        expectEqual(session.working.pages, [["a1", "a2", "a0"]])
        expectEqual(session.target, .page(0, index: 2))
    }

    @Test func overTheDockTheIconAsksForTheDockUnlessItIsFull() {
        let g = Self.geometry
        let overDock = Point(x: g.screenSize.x / 2, y: g.dockFrame.midY)
        let roomy = Self.session(IconArrangement(pages: [["a0"]], dock: ["d0"]), finger: overDock)
        expectEqual(roomy.landingTarget(onPage: 0, geometry: g)?.page, nil)
        let fullDock = (0..<g.dockCapacity).map { IconID(rawValue: "d\($0)") }
        var full = Self.session(IconArrangement(pages: [["a0"]], dock: fullDock), finger: overDock)
        expectEqual(full.landingTarget(onPage: 0, geometry: g), nil)
        let refused = !full.land(at: .dock(index: 0), geometry: g)
        #expect(refused)
        expectEqual(full.target, .page(0, index: 0), "a refused landing changes nothing")
    }

    @Test func theFingerHoldsAnEdgeOnlyNearItAndAboveTheDock() {
        let g = Self.geometry
        let y = g.iconFrame(atSlot: 0).midY
        let arrangement = IconArrangement(pages: [["a0"]], dock: [])
        expectEqual(Self.session(arrangement, finger: Point(x: 3, y: y)).heldEdge(geometry: g, edgeWidth: 20), .leading)
        #expect(
            Self.session(arrangement, finger: Point(x: g.screenSize.x - 3, y: y)).heldEdge(geometry: g, edgeWidth: 20)
                == .trailing)
        expectEqual(Self.session(arrangement, finger: Point(x: 100, y: y)).heldEdge(geometry: g, edgeWidth: 20), nil)
        #expect(
            Self.session(arrangement, finger: Point(x: 3, y: g.dockFrame.midY)).heldEdge(geometry: g, edgeWidth: 20)
                == nil)
    }
}
