import RiffleTestSupport
import Testing

@testable import Riffle

/// What a `WalletStack` view decides nothing about: every binding it writes, every binding change it passes on,
/// its start-up and the ends of a touch, driven through `ComponentHost<CardStack>` as SwiftUI delivers them.
///
/// The view writes `orderToWrite`/`selectionToWrite` to its bindings after every call; SwiftUI then calls its
/// `onChange` with the value it wrote (the echo), which the view passes through `command(forOrder:)` and
/// `command(forSelection:)`.
@Suite("Wallet host: the decisions a wallet view carries out")
struct WalletHostViewTests {
    @Test func aTapsSelectionIsWrittenOnceAndItsEchoSendsNothing() throws {
        var host = Wallet.host()
        var binding: String? = nil
        host.tap(Wallet.point(onCard: 2))
        expectEqual(host.component.selectionToWrite(over: binding), .some("amex"))
        binding = "amex"
        // onChange(of: selection) with the value just written: nothing to send, nothing more to write.
        expectEqual(host.component.command(forSelection: binding), nil)
        expectEqual(host.component.selectionToWrite(over: binding), .none)
        // nil from outside deselects: the host must hear it.
        binding = nil
        expectEqual(host.component.command(forSelection: binding), .select(id: nil))
        _ = host.send(.select(id: nil), at: host.time)
        expectEqual(host.selectedID, nil)
        expectEqual(host.component.selectionToWrite(over: binding), .none)
    }

    @Test func aSelectionTheStackCannotMakeIsWrittenBack() throws {
        var host = Wallet.host(selection: "master")
        host.settle()
        // An unknown card: sent, refused, and the stack's selection goes back to the binding.
        var binding: String? = "nope"
        _ = host.send(try #require(host.component.command(forSelection: binding)), at: host.time)
        expectEqual(host.selectedID, "master")
        expectEqual(host.component.selectionToWrite(over: binding), .some("master"))
        binding = "master"
        expectEqual(host.component.command(forSelection: binding), nil)
        // While a card is lifted the finger wins; the binding gets the stack's (no) selection back.
        _ = host.send(.select(id: nil), at: host.time)
        host.settle()
        host.reorder(from: Wallet.point(onCard: 1), dy: 0, release: false)
        binding = "visa"
        _ = host.send(try #require(host.component.command(forSelection: binding)), at: host.time)
        expectEqual(host.component.selectionToWrite(over: binding), .some(nil))
        expectEqual(host.component.command(forSelection: nil), nil)
    }

    @Test func aRejectedOrderIsWrittenBackAndItsEchoSendsNothing() throws {
        var host = Wallet.host()
        let kept = host.ids
        var binding = ["visa", "visa", "master"]
        let command = host.component.command(forOrder: binding)
        expectEqual(command, .order(ids: binding))
        #expect(host.send(try #require(command), at: 0).isEmpty)
        expectEqual(host.component.orderToWrite(over: binding), kept)
        binding = kept
        expectEqual(host.component.command(forOrder: binding), nil)
        expectEqual(host.component.orderToWrite(over: binding), nil)
        // An order the stack takes needs no write.
        binding = ["discover", "visa", "master", "amex"]
        _ = host.send(try #require(host.component.command(forOrder: binding)), at: 0)
        expectEqual(host.component.orderToWrite(over: binding), nil)
        host.settle()
        // A drop writes the new order; its echo sends nothing.
        let events = host.reorder(from: Wallet.point(onCard: 0), dy: -120)
        expectEqual(events.reported, [.moved(id: "discover", from: 0, to: 2)])
        expectEqual(host.component.orderToWrite(over: binding), ["visa", "master", "discover", "amex"])
        expectEqual(host.component.command(forOrder: ["visa", "master", "discover", "amex"]), nil)
    }

    @Test func theStartUpSendsOnlyWhatChangedInOrderAndAgainSendsNothing() throws {
        // The view's first appearance: the host was made from the same values, so only the size goes in.
        let settings = CardStack.Settings(playsEntrance: false)
        var host = ComponentHost(CardStack(ids: ["a", "b"], selection: "b", settings: settings))
        #expect(host.component.commands(appearingWith: settings, order: ["a", "b"], selection: "b").isEmpty)
        _ = host.send(.viewport(width: 390, height: 844), at: 0)
        expectEqual(host.selectedID, "b")
        // Appearing again with everything in step sends nothing (SwiftUI calls onAppear after every return).
        #expect(host.component.commands(appearingWith: settings, order: ["a", "b"], selection: "b").isEmpty)
        // Back after the bindings and the settings changed while away: settings, order, then selection, so a
        // card only the new order holds can be selected.
        var moved = settings
        moved.configuration.spacing = 60
        let commands = host.component.commands(appearingWith: moved, order: ["a", "b", "c"], selection: "c")
        expectEqual(commands, [.configure(moved), .order(ids: ["a", "b", "c"]), .select(id: "c")])
        for command in commands { _ = host.send(command, at: 1) }
        expectEqual(host.ids, ["a", "b", "c"])
        expectEqual(host.selectedID, "c")
        expectEqual(host.settings, moved)
        // Without a selection binding the stack keeps its own selection; a binding holding nil deselects.
        #expect(host.component.commands(appearingWith: moved, order: ["a", "b", "c"], selection: .none).isEmpty)
        #expect(
            host.component.commands(appearingWith: moved, order: ["a", "b", "c"], selection: .some(nil)) == [
                .select(id: nil)
            ])
    }

    @Test func aDragEndsHoweverSwiftUIReportsIt() throws {
        // The gesture-state reset before onEnded, after it, or never; onEnded never (the reset alone, resolved
        // after the update): the first three drop the card, the last cancels the reorder.
        enum Ending: CaseIterable { case resetThenEnd, endThenReset, endOnly, resetOnly }
        for ending in Ending.allCases {
            var host = Wallet.host()
            let start = Wallet.point(onCard: 0)
            var events = host.reorder(from: start, dy: -120, release: false)
            let end = Point(x: start.x, y: start.y - 120)
            let t = host.time
            switch ending {
            case .resetThenEnd:
                events += host.pointerGestureReset(at: t) + host.pointerEnded(at: end, time: t)
            case .endThenReset:
                events += host.pointerEnded(at: end, time: t) + host.pointerGestureReset(at: t)
            case .endOnly:
                events += host.pointerEnded(at: end, time: t)
            case .resetOnly:
                events += host.pointerGestureReset(at: t)
            }
            events += host.pointerResetResolved(at: t)
            if ending == .resetOnly {
                #expect(events.contains(.reorderCancelled("visa")), "\(ending)")
                expectEqual(host.ids.first, "visa", "\(ending)")
            } else {
                expectEqual(events.reported, [.moved(id: "visa", from: 0, to: 2)], "\(ending)")
            }
            expectEqual(host.liftedID, nil, "\(ending)")
            #expect(!host.placements(at: host.time).contains { $0.isLifted }, "\(ending)")
            // The view's disappearance afterwards changes nothing.
            #expect(host.pointerCancelled(at: host.time).isEmpty, "\(ending)")
        }
    }

    @Test func aViewThatDisappearsMidDragCancelsTheReorder() throws {
        var host = Wallet.host()
        var events = host.reorder(from: Wallet.point(onCard: 1), dy: 110, release: false)
        events += host.pointerCancelled(at: host.time)
        #expect(events.contains(.reorderCancelled("master")) && events.reported.isEmpty)
        #expect(
            host.ids == ["visa", "master", "amex", "discover"] && host.component.orderToWrite(over: host.ids) == nil)
        host.settle()
        #expect(host.isIdle)
    }

    @Test func aPressedCardIsDrawnSmaller() throws {
        var host = Wallet.host()
        let point = Wallet.point(onCard: 1)
        _ = host.pointerChanged(to: point, from: point, at: 0)
        let pressed = host.placement("master")
        expectEqual(pressed?.isPressed, true)
        expectEqual(pressed?.drawnScale, CardPlacement.pressedScale)
        expectEqual(host.placement("visa")?.drawnScale, 1)
        // Lifted, the card is no longer pressed and is drawn at its own scale.
        host.frames(until: 0.1)
        expectEqual(host.placement("master")?.isLifted, true)
        expectEqual(host.placement("master")?.drawnScale, 1)
    }

    @Test func theCommandsAViewSendsAreRecordedAsTheirTypedWordsAndReplay() throws {
        let commands: [CardStack.Command] = [
            .select(id: "amex"), .select(id: nil), .order(ids: ["discover", "visa", "master", "amex"]),
            .accessibility(action: .moveDown, id: "visa", description: "Visa, ending 1234"), .activate(id: nil),
            .move(.down),
        ]
        expectEqual(Recording.Event(typed: CardStack.Command.select(id: "amex")), .command("select", ["id=amex"]))
        var live = Wallet.host()
        var replayed = Wallet.host()
        for (step, command) in commands.enumerated() {
            let line = try #require(Recording.Event(typed: command))
            let time = Double(step)
            expectEqual(replayed.replay(line, at: time), live.send(command, at: time))
        }
        expectEqual(replayed.ids, live.ids)
        expectEqual(replayed.selectedID, live.selectedID)
    }
}
