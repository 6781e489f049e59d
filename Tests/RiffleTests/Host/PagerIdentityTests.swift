import RiffleTestSupport
import RiffleTesting
import Testing

@testable import Riffle

/// What a carousel view keys its items by, how it maps a selection by identity, how it shows a binding set from
/// code, what it reports as the scroll phase and how Reduce Motion cross-fades: every decision the pager's, driven
/// as SwiftUI delivers it.
@Suite("Pager: identity, selection, transactions, phase and cross-fade")
struct PagerIdentityTests {
    /// A view's data: identifiers, as a carousel maps its elements.
    static func ids(_ range: ClosedRange<Int>) -> [String] { range.map { "item\($0)" } }

    /// The views a frame draws, by key: each view's left edge.
    static func frame(_ host: ComponentHost<Pager>, at time: Double, _ ids: [String]) -> [PagerData<String>.Key: Double]
    {
        var views: [PagerData<String>.Key: Double] = [:]
        for placement in host.placements(at: time, within: ids.count) {
            views[PagerData.key(of: placement, id: ids[placement.index])] = placement.x
        }
        return views
    }

    /// A view's data handling, as `onChange(of: signature)` runs it: the commands sent and the times the data was
    /// mapped to identifiers.
    struct View {
        var data: PagerData<String>
        var ids: [String]
        var commands = 0
        var mappings = 0

        init(_ ids: [String], index: Int) {
            self.ids = ids
            data = .starting(with: ids, index: index)
        }

        /// The signature the view watches.
        func signature(_ host: ComponentHost<Pager>) -> PagerData<String>.Signature {
            data.signature(count: ids.count, index: host.index) { ids[$0] }
        }

        /// `onChange(of: signature)`: the command, if any, sent; then `perform`'s bookkeeping.
        mutating func dataChanged(_ host: inout ComponentHost<Pager>, at time: Double) {
            let signature = signature(host)
            var mapped = 0
            let current = ids
            let command = data.command(for: signature, index: host.index) {
                mapped += 1
                return current
            }
            mappings += mapped
            if let command {
                commands += 1
                _ = host.send(command, at: time)
            }
            follow(host)
        }

        /// `perform` after every host call: the identities follow the pager's index.
        mutating func follow(_ host: ComponentHost<Pager>) {
            let shown = ids
            if let next = data.following(
                index: host.index, identifier: { shown.indices.contains($0) ? shown[$0] : nil })
            {
                data = next
            }
        }

        /// The data changes: SwiftUI calls onChange once for the new signature, then again while the signature
        /// moves as the identities catch up, until it stands still.
        mutating func edit(_ newIDs: [String], _ host: inout ComponentHost<Pager>, at time: Double) {
            follow(host)
            ids = newIDs
            var seen = signature(host)
            var calls = 0
            repeat {
                dataChanged(&host, at: time)
                calls += 1
                let now = signature(host)
                if now == seen { break }
                seen = now
            } while calls < 5
        }
    }

    @Test func anInsertBeforeTheCurrentItemMidDragKeepsEveryViewAndTheFinger() throws {
        var driver = GestureDriver.pager(count: 10, index: 4)
        var view = View(Self.ids(0...9), index: 4)
        driver.drag(from: 300, to: 240, duration: 0.1, release: false)
        // From here the test plays the view, calling the host at its own times.
        var host = driver.host
        var time = driver.time
        let before = Self.frame(host, at: time, view.ids)
        let current = PagerData<String>.Key(id: "item4", copy: 0, isOutgoing: false)
        let held = try #require(before[current])
        // Older items arrive at the start while the finger is down (onNearEnd(.start)).
        view.edit(Self.ids(-3...9), &host, at: time)
        expectEqual(view.commands, 1)
        expectEqual(view.mappings, 1)
        expectEqual(host.index, 7)
        // Every view on screen keeps its key and its place: none is rebuilt.
        let after = Self.frame(host, at: time, view.ids)
        #expect(!before.isEmpty)
        for (key, x) in before { expectEqual(after[key], x) }
        // The drag goes on with the same item under the finger.
        let y = GestureDriver<Pager>.y
        time += 0.02
        _ = host.pointerChanged(to: Point(x: 220, y: y), from: Point(x: 300, y: y), at: time)
        let moved = Self.frame(host, at: time, view.ids)
        #expect(try #require(moved[current]) == held - 20)
        _ = host.pointerEnded(at: Point(x: 220, y: y), time: time)
        time = GestureDriver.settle(&host, from: time)
        #expect(view.ids[host.index] == "item4" || view.ids[host.index] == "item5")
        // A removal before the current item, at rest: one command, one mapping, keys kept.
        let resting = Self.frame(host, at: time, view.ids)
        view.edit(Array(view.ids.dropFirst(2)), &host, at: time)
        expectEqual(view.commands, 2)
        expectEqual(view.mappings, 2)
        let shifted = Self.frame(host, at: time, view.ids)
        for (key, x) in resting where view.ids.contains(key.id) { expectEqual(shifted[key], x) }
    }

    @Test func aSelectionByIdentityMapsToTheIndexAndBack() throws {
        var host = GestureDriver.pager(count: 10, index: 2).host
        var view = View(Self.ids(0...9), index: 2)
        let animated = BindingTransaction(hasAnimation: true)
        let plain = BindingTransaction(hasAnimation: false)
        // The shown item's identifier is the binding's echo: nothing to send or write.
        expectEqual(view.data.command(forSelection: "item2", transaction: animated), nil)
        expectEqual(view.data.selectionToWrite(over: "item2"), nil)
        // Another item: selected, animated as the update says.
        expectEqual(view.data.command(forSelection: "item5", transaction: animated), .select(index: 5, animated: true))
        let command = try #require(view.data.command(forSelection: "item5", transaction: plain))
        expectEqual(command, .select(index: 5, animated: false))
        _ = host.send(command, at: 0)
        view.follow(host)
        expectEqual(host.index, 5)
        expectEqual(view.data.selectionToWrite(over: "item5"), nil)
        // An identifier the data does not hold, and nil: nothing moves; the shown item's identifier is put back.
        expectEqual(view.data.command(forSelection: "missing", transaction: animated), nil)
        expectEqual(view.data.selectionToWrite(over: "missing"), .some("item5"))
        expectEqual(view.data.command(forSelection: nil, transaction: animated), nil)
        expectEqual(view.data.selectionToWrite(over: nil), .some("item5"))
        expectEqual(view.data.index(of: nil), nil)
        expectEqual(view.data.index(of: "missing"), nil)
        expectEqual(view.data.index(of: "item1"), 1)
        // The selected item is removed: the pager shows the item that follows, whose identifier is written.
        view.edit(view.ids.filter { $0 != "item5" }, &host, at: 0.1)
        expectEqual(host.index, 5)
        expectEqual(view.data.selectionToWrite(over: "item5"), .some("item6"))
        // Empty data: nothing is shown, nil is written.
        view.edit([], &host, at: 0.2)
        expectEqual(view.data.selectionToWrite(over: "item6"), .some(nil))
        expectEqual(view.data.command(forSelection: "item6", transaction: animated), nil)
        // Before any data was handed over nothing is known.
        expectEqual(PagerData<String>().index(of: "item1"), nil)
    }

    @Test func aBindingSetFromCodeAnimatesOnlyWithAnAnimatedTransaction() throws {
        // Without an animation (state restored, a deep link): a jump, no frames, no cross-fade.
        var plain = GestureDriver.pager(count: 13, index: 2).host
        let jump = try #require(
            plain.component.command(forIndexBinding: 12, transaction: BindingTransaction(hasAnimation: false)))
        expectEqual(jump, .select(index: 12, animated: false))
        _ = plain.send(jump, at: 0)
        expectEqual(plain.index, 12)
        #expect(!plain.needsFrames)
        expectEqual(plain.phase, .idle)
        // withAnimation: the pager moves there over frames.
        var animated = GestureDriver.pager(count: 13, index: 2).host
        let move = try #require(
            animated.component.command(forIndexBinding: 5, transaction: BindingTransaction(hasAnimation: true)))
        expectEqual(move, .select(index: 5, animated: true))
        _ = animated.send(move, at: 0)
        #expect(animated.needsFrames)
        expectEqual(animated.phase, .settling)
        // An animation with animations disabled (Transaction.disablesAnimations) jumps.
        let disabled = BindingTransaction(hasAnimation: true, disablesAnimations: true)
        #expect(!disabled.animates)
        #expect(
            plain.component.command(forIndexBinding: 0, transaction: disabled)
                == .select(index: 0, animated: false))
        // The binding's echo of the pager's own write sends nothing.
        #expect(
            plain.component.command(forIndexBinding: 12, transaction: BindingTransaction(hasAnimation: true))
                == nil)
    }

    @Test func thePhaseGoesDraggingSettlingIdleAndEachChangeReachesTheView() {
        var host = GestureDriver.pager(count: 13, index: 2).host
        var time = 0.0
        var phases: [Track.Phase] = [host.phase]
        var states: [Pager.ViewState] = [host.component.viewState]
        func note(_ host: ComponentHost<Pager>) {
            if phases.last != host.phase { phases.append(host.phase) }
            if states.last != host.component.viewState { states.append(host.component.viewState) }
        }
        let start = Point(x: 300, y: GestureDriver<Pager>.y)
        _ = host.pointerChanged(to: start, from: start, at: 0)
        note(host)
        for step in 1...20 {
            time = Double(step) / 120
            _ = host.pointerChanged(
                to: Point(x: 300 - Double(step) * 10, y: GestureDriver<Pager>.y), from: start, at: time)
            note(host)
        }
        _ = host.pointerEnded(at: Point(x: 100, y: GestureDriver<Pager>.y), time: time)
        note(host)
        var progress: [Double] = []
        while host.needsFrames, progress.count < 600 {
            time += 1.0 / 120
            // The view stores the host only when what it reads changed: the phase is part of it.
            if let next = host.advanced(to: time, changing: { $0.component.viewState }) {
                host = next.host
                note(host)
            }
            var frame = host
            _ = frame.advance(to: time)
            progress.append(frame.position)
        }
        expectEqual(phases, [.idle, .dragging, .settling, .idle])
        expectEqual(Set(states.map(\.phase)), [.idle, .dragging, .settling])
        expectEqual(host.index, 3)
        // The live progress runs continuously from where the release left it to the new page.
        expectEqual(progress.last, 3)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { abs($1 - $0) < 0.2 })
        // Before the track exists the pager is idle.
        expectEqual(ComponentHost(Pager(itemCount: 3, index: 0)).phase, .idle)
    }

    @Test func reduceMotionCrossFadesWithoutSliding() throws {
        let settings = Pager.Settings.trips().adapted(reduceMotion: true, rightToLeft: false)
        var host = GestureDriver.pager(count: 13, index: 2, settings: settings).host
        var time = 0.0
        let ids = Self.ids(0...12)
        let old = Self.frame(host, at: 0, ids)
        _ = host.send(.select(index: 3, animated: true), at: 0)
        expectEqual(host.index, 3)
        #expect(host.needsFrames)
        expectEqual(host.phase, .settling)
        let new = Self.frame(host, at: 1, ids).filter { !$0.key.isOutgoing }
        // Half-way: the frame the jump left at half its opacity, the new frame at half; nothing in between.
        let halfway = host.placements(at: 0.125, within: ids.count)
        let outgoing = halfway.filter(\.isOutgoing)
        let incoming = halfway.filter { !$0.isOutgoing }
        #expect(!outgoing.isEmpty && !incoming.isEmpty)
        for placement in outgoing {
            let key = PagerData.key(of: placement, id: ids[placement.index])
            expectEqual(old[PagerData.Key(id: key.id, copy: key.copy, isOutgoing: false)], placement.x)
            #expect(placement.isAccessibilityHidden && !placement.isPressed)
        }
        for placement in incoming {
            expectEqual(new[PagerData.key(of: placement, id: ids[placement.index])], placement.x)
        }
        #expect(try #require(host.component.crossFadeFraction(at: 0.125)) == 0.5)
        let plainOpacity = Self.opacities(host, ids)
        for placement in incoming {
            let full = try #require(plainOpacity[PagerData.key(of: placement, id: ids[placement.index])])
            expectNear(placement.opacity, full * 0.5, within: 1e-9)
        }
        // Over after 0.25 s: frames stop, only the new frame is drawn, the pager is idle. A view draws the fade's
        // frames from advanced copies and stores the host once, when the fade ends.
        var stored = 0
        while host.needsFrames, time < 2 {
            time += 1.0 / 120
            if let next = host.advanced(to: time, changing: { $0.component.viewState }) {
                host = next.host
                stored += 1
            }
        }
        expectEqual(stored, 1)
        #expect(!host.needsFrames)
        expectEqual(host.phase, .idle)
        #expect(time >= 0.25)
        #expect(host.placements(at: time).allSatisfy { !$0.isOutgoing })
        // A jump asked for without animation shows at once; so does new data.
        _ = host.send(.select(index: 6, animated: false), at: time)
        #expect(!host.needsFrames)
        expectEqual(host.component.crossFadeFraction(at: time), nil)
        _ = host.send(.scrollBy(pages: 1), at: time)
        expectEqual(host.component.crossFadeFraction(at: time), 0)
        _ = host.send(.change(.inserted(at: 0, count: 1)), at: time)
        expectEqual(host.component.crossFadeFraction(at: time), nil)
        #expect(!host.needsFrames)
        // A press ends a cross-fade; the release's jump fades again.
        _ = host.send(.scrollBy(pages: 1), at: time)
        let y = GestureDriver<Pager>.y
        _ = host.pointerChanged(to: Point(x: 300, y: y), from: Point(x: 300, y: y), at: time + 0.01)
        expectEqual(host.component.crossFadeFraction(at: time + 0.01), nil)
        _ = host.pointerChanged(to: Point(x: 100, y: y), from: Point(x: 300, y: y), at: time + 0.1)
        _ = host.pointerEnded(at: Point(x: 100, y: y), time: time + 0.1)
        expectEqual(host.component.crossFadeFraction(at: time + 0.1), 0)
        // Without Reduce Motion nothing cross-fades; bad times are the end of a fade.
        var moving = GestureDriver.pager(count: 13, index: 2).host
        _ = moving.send(.select(index: 3, animated: true), at: 0)
        expectEqual(moving.component.crossFadeFraction(at: 0.1), nil)
        #expect(moving.placements(at: 0.1).allSatisfy { !$0.isOutgoing })
        _ = host.send(.scrollBy(pages: 1), at: time + 0.2)
        expectEqual(host.component.crossFadeFraction(at: .nan), 1)
        expectEqual(host.component.crossFadeFraction(at: -.infinity), 1)
    }

    /// The opacities of the frame at rest on the pager's index, by key (what the cross-fade scales).
    static func opacities(_ host: ComponentHost<Pager>, _ ids: [String]) -> [PagerData<String>.Key: Double] {
        var rest = host
        _ = rest.advance(to: 10)
        var result: [PagerData<String>.Key: Double] = [:]
        for placement in rest.placements(at: 10) {
            result[PagerData.key(of: placement, id: ids[placement.index])] = placement.opacity
        }
        return result
    }
}
