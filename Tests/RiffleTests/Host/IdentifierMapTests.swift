import RiffleTestSupport
import Testing

@testable import Riffle

/// A view generic over the app's ids maps them to the card stack's string keys through ``IdentifierMap``: keys stay
/// with their ids across changes, and every odd input (a repeat, an id that left, an unknown id, no data) has a
/// defined result.
@Suite("IdentifierMap: the app's ids and the core's keys")
struct IdentifierMapTests {
    @Test func anIdKeepsItsKeyWhenTheDataChangesAroundIt() {
        var map = IdentifierMap([10, 20, 30])
        expectEqual(map.keys, ["0", "1", "2"])
        map.update([40, 30, 10])
        expectEqual(map.keys, ["3", "2", "0"])
        expectEqual(map.ids, [40, 30, 10])
        expectEqual(map.id(for: "3"), 40)
    }

    @Test func aRepeatedIdMapsToOneKeySoTheStackRejectsTheOrder() {
        let map = IdentifierMap(["a", "b", "a"])
        expectEqual(map.keys, ["0", "1", "0"])
        let stack = CardStack(ids: ["0", "1"], settings: .wallet)
        // The stack keeps its order and the view writes it back, mapped to the app's ids.
        let kept = stack.orderToWrite(over: map.keys)
        expectEqual(kept, ["0", "1"])
        expectEqual(map.ids(for: kept ?? []), ["a", "b"])
    }

    @Test func aKeyWhoseIdLeftMapsToNothingAndTheIdComesBackWithANewKey() {
        var map = IdentifierMap(["a", "b", "c"])
        // The app removes "b" while the stack still holds it (say, lifted): the stack's order comes back with it.
        map.update(["a", "c"])
        expectEqual(map.id(for: "1"), nil)
        map.keys = ["2", "1", "0"]
        expectEqual(map.ids, ["c", "a"])
        map.update(["c", "a", "b"])
        expectEqual(map.keys, ["2", "0", "3"])
    }

    @Test func anAbsentIdMapsToTheUnknownKeyWhichNoIdHas() throws {
        let map = IdentifierMap(["a", "b"])
        expectEqual(map.key(for: "zzz"), IdentifierMap<String>.unknownKey)
        expectEqual(map.key(for: nil), nil)
        expectEqual(map.id(for: IdentifierMap<String>.unknownKey), nil)
        // The stack cannot select it and keeps its selection, which maps back to an app id.
        var host = ComponentHost(CardStack(ids: map.keys, selection: "1", settings: .wallet))
        host.send(.viewport(width: 390, height: 844), at: 0)
        host.send(try #require(host.component.command(forSelection: map.key(for: "zzz"))), at: 1)
        let written = host.component.selectionToWrite(over: map.key(for: "zzz"))
        expectEqual(written, .some("1"))
        let key = try #require(written ?? nil)
        expectEqual(map.id(for: key), "b")
    }

    @Test func theSelectionRoundTripsThroughItsKey() {
        var map = IdentifierMap(["a", "b"], selection: "b")
        expectEqual(map.selectedKey, "1")
        map.selectedKey = "0"
        expectEqual(map.selection, "a")
        map.selectedKey = nil
        expectEqual(map.selection, nil)
        // A key no id holds (the selected card left) deselects.
        map.selectedKey = "7"
        expectEqual(map.selection, nil)
        map.selection = "zzz"
        expectEqual(map.selectedKey, IdentifierMap<String>.unknownKey)
    }

    @Test func emptyDataHasNoKeys() {
        var map = IdentifierMap<Int>()
        #expect(map.keys.isEmpty)
        #expect(map.ids(for: ["0"]).isEmpty)
        map.update([1])
        map.update([])
        #expect(map.keys.isEmpty && map.ids.isEmpty)
        expectEqual(map.id(for: "0"), nil)
        map.keys = []
        #expect(map.ids.isEmpty)
        expectEqual(map.selectedKey, nil)
    }

    @Test func aDropRoundTripsThroughTheOrderBinding() {
        var map = IdentifierMap(["visa", "amex", "disc"])
        var host = ComponentHost(CardStack(ids: map.keys, settings: .wallet))
        host.send(.viewport(width: 390, height: 844), at: 0)
        // The stack reorders (an accessibility move stands in for a drop) and the view writes its order back.
        host.send(.order(ids: ["2", "0", "1"]), at: 1)
        let written = host.component.orderToWrite(over: map.keys) ?? map.keys
        map.keys = written
        let appOrder = map.ids
        expectEqual(appOrder, ["disc", "visa", "amex"])
        // The binding's echo maps to the stack's own order: no command.
        map.update(appOrder)
        expectEqual(map.keys, ["2", "0", "1"])
        expectEqual(host.component.command(forOrder: map.keys), nil)
    }
}
