import RiffleTestSupport
import Testing

@testable import Riffle

/// A home screen generic over the app's ids maps its pages and dock to the core's icons through
/// ``IconIdentifierMap``: icons stay with their ids wherever they move, the screen's layout comes back in the app's
/// ids, and odd input (a repeat, an id that left, nothing at all) has a defined result.
@Suite("IconIdentifierMap: the app's pages and dock and the home screen's icons")
struct IconIdentifierMapTests {
    /// App ids as a `UUID` would be: values with no text of their own.
    struct AppID: Hashable { let number: Int }
    let mail = AppID(number: 1)
    let maps = AppID(number: 2)
    let phone = AppID(number: 3)
    let notes = AppID(number: 4)

    @Test func theArrangementHasTheAppsShapeAndIdsKeepTheirIcons() {
        var map = IconIdentifierMap(pages: [[mail, maps], []], dock: [phone])
        expectEqual(map.arrangement, IconArrangement(pages: [["0", "1"], []], dock: ["2"]))
        map.update(pages: [[notes], [maps]], dock: [phone, mail])
        expectEqual(map.arrangement, IconArrangement(pages: [["3"], ["1"]], dock: ["2", "0"]))
        expectEqual(map.id(for: "0"), mail)
    }

    @Test func aDropOnTheScreenComesBackInTheAppsIds() throws {
        var map = IconIdentifierMap(pages: [[mail, maps, notes]], dock: [phone])
        var host = ComponentHost(HomeScreen(layout: map.arrangement, settings: .init()))
        host.send(.setViewport(width: 390, height: 844, topInset: 0, bottomInset: 0), at: 0)
        // VoiceOver moves Maps into the dock in edit mode; the view writes the screen's layout back through the map.
        host.send(.beginEditing, at: 1)
        host.send(.iconAction(action: .moveToDock, icon: "1", label: "Maps"), at: 2)
        let written = try #require(host.component.layoutToWrite(over: map.arrangement))
        map.arrangement = written
        expectEqual(map.pages, [[mail, notes]])
        #expect(map.dock == [phone, maps] || map.dock == [maps, phone])
        expectEqual(host.component.command(forLayout: map.arrangement), nil)
    }

    @Test func aRepeatedIdIsOneIconWhichTheScreenRepairs() throws {
        var map = IconIdentifierMap(pages: [[mail, maps, mail]], dock: [])
        expectEqual(map.arrangement, IconArrangement(pages: [["0", "1", "0"]], dock: []))
        let screen = HomeScreen(layout: map.arrangement, settings: .init())
        map.arrangement = try #require(screen.layoutToWrite(over: map.arrangement))
        expectEqual(map.pages, [[mail, maps]])
    }

    @Test func anIconWhoseIdLeftIsDroppedAndNoDataIsAnEmptyScreen() {
        var map = IconIdentifierMap(pages: [[mail, maps]], dock: [phone])
        map.update(pages: [[mail]], dock: [phone])
        // The screen still held Maps ("1") when the app removed it.
        map.arrangement = IconArrangement(pages: [["1", "0"]], dock: ["2", "9"])
        expectEqual(map.pages, [[mail]])
        expectEqual(map.dock, [phone])
        let empty = IconIdentifierMap<AppID>(pages: [], dock: [])
        expectEqual(empty.arrangement, IconArrangement(pages: [], dock: []))
    }
}
